import type { Pojo } from 'objection';
import type { WalletKind } from '../../../common/catalog/wallet';
import { TenantModel } from '../../platform/model';

const numbers = (json: Pojo, keys: string[]) => {
  for (const key of keys) if (typeof json[key] === 'string') json[key] = Number(json[key]);
  return json;
};

/** One movement of an agent's credit (db/migrations/20261122001020_wallet.ts). Inserted, never updated or deleted. */
export class WalletEntry extends TenantModel {
  static override tableName = 'wallet_entries';
  /** Entries have a creation time only (set by the service). */
  static override timestamps = false;

  userId!: number;
  /** Signed minor units: + credit, − debit. */
  amount!: number;
  kind!: WalletKind;
  orderId!: number | null;
  /** Unique per company and kind: the same reference posted again returns this entry. */
  reference!: string;
  balanceAfter!: number;
  note!: string | null;
  createdBy!: number | null;
  declare createdAt: string;

  override $parseDatabaseJson(json: Pojo): Pojo {
    return numbers(super.$parseDatabaseJson(json), ['amount', 'balanceAfter']);
  }
}

/** An agent's balance: the sum of its entries, never negative. */
export class WalletBalance extends TenantModel {
  static override tableName = 'wallet_balances';

  userId!: number;
  balance!: number;

  override $parseDatabaseJson(json: Pojo): Pojo {
    return numbers(super.$parseDatabaseJson(json), ['balance']);
  }
}
