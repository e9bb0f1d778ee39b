import type { Pojo } from 'objection';
import type { VoucherType } from '../../../common/orders';
import { TenantModel } from '../../platform/model';

/**
 * A voucher of the company (db/migrations/20261122000900_orders.ts, table `vouchers`). The API
 * names the fields as docs/rules.md does (voucherStartDate, voucherMinPurchase, voucherUsgLimit,
 * package …); service.ts maps them. Flags are read back as true/false so that callers (the
 * checkout) can compare them directly on both databases.
 */
export class Voucher extends TenantModel {
  static override tableName = 'vouchers';
  static readonly flags = ['freeShipping', 'firstOrder', 'packageOnly'] as const;

  voucherName!: string;
  voucherType!: VoucherType;
  /** Stored upper-case; unique per company. */
  voucherCode!: string;
  voucherQuota!: number;
  /** Live (unreleased) uses; raised only by the conditional `used < voucher_quota` update. */
  used!: number;
  /** First and last business day (YYYY-MM-DD, Asia/Kuala_Lumpur), both inclusive. */
  startDate!: string;
  stopDate!: string;
  /** amount: minor units off; percentage: basis points (1..10000). */
  voucherDisc!: number;
  /** Minor units the goods (or the packages, for a package-only voucher) must reach. */
  minPurchase!: number;
  /** Uses per buyer. */
  usageLimit!: number;
  freeShipping!: boolean;
  firstOrder!: boolean;
  packageOnly!: boolean;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const out = super.$parseDatabaseJson(json);
    for (const key of Voucher.flags) if (key in out && out[key] !== null) out[key] = Boolean(out[key]);
    for (const key of ['voucherDisc', 'minPurchase']) if (typeof out[key] === 'string') out[key] = Number(out[key]);
    return out;
  }
}

/** One use of a voucher by one order; `releasedAt` once the order was cancelled, deleted or expired. */
export class VoucherUsage extends TenantModel {
  static override tableName = 'voucher_usages';

  voucherId!: number;
  userId!: number;
  orderId!: number;
  /** The voucher discount the order got, in minor units. */
  discount!: number;
  releasedAt!: string | null;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const out = super.$parseDatabaseJson(json);
    if (typeof out.discount === 'string') out.discount = Number(out.discount);
    return out;
  }
}
