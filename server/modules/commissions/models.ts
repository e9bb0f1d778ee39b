import type { Pojo } from 'objection';
import type { CommissionKind, CommissionSource, CommissionType, LedgerEntryKind, PayoutStatus, PeriodStatus } from '../../../common/commissions';
import { TenantModel } from '../../platform/model';

/** Tables of db/migrations/20261124001000_commissions.ts. */

const numbers = (json: Pojo, keys: string[]) => {
  for (const key of keys) if (typeof json[key] === 'string') json[key] = Number(json[key]);
  return json;
};

/** A company's month: open until closed, then never changed. */
export class CommissionPeriod extends TenantModel {
  static override tableName = 'commission_periods';

  period!: string;
  status!: PeriodStatus;
  runBy!: number | null;
  runAt!: string | null;
  closedBy!: number | null;
  closedAt!: string | null;
  lineCount!: number;
  /** JSON: { [type]: net minor units } at the close. */
  totals!: string | null;
  hash!: string | null;
  /** The rules the close was computed with (period.ts RULES_VERSION); meaningful once closed. */
  rulesVersion!: number;
}

/** One immutable commission line (inserted, never updated or deleted). */
export class CommissionLine extends TenantModel {
  static override tableName = 'commission_lines';
  static override timestamps = false;
  static override booleans = ['payable'];

  period!: string;
  type!: CommissionType;
  kind!: CommissionKind;
  beneficiaryId!: number;
  sourceType!: CommissionSource;
  sourceId!: number;
  orderId!: number | null;
  buyerId!: number | null;
  amount!: number;
  payable!: boolean | number;
  reversesId!: number | null;
  rule!: string;
  /** JSON text of the rule's inputs (common/commissions.ts Figures). */
  figures!: string;
  declare createdAt: string;

  override $parseDatabaseJson(json: Pojo): Pojo {
    return numbers(super.$parseDatabaseJson(json), ['id', 'amount', 'sourceId', 'reversesId']);
  }
}

/** Payouts, withholdings, transfers to the wallet and adjustments: the ledger beside the lines. Inserted only. */
export class CommissionEntry extends TenantModel {
  static override tableName = 'commission_entries';
  static override timestamps = false;

  agentId!: number;
  kind!: LedgerEntryKind;
  /** Signed minor units (a payout or a withholding is negative). */
  amount!: number;
  payoutId!: number | null;
  /** Unique per company and kind: posting twice writes once. */
  reference!: string;
  note!: string | null;
  createdBy!: number | null;
  declare createdAt: string;

  override $parseDatabaseJson(json: Pojo): Pojo {
    return numbers(super.$parseDatabaseJson(json), ['id', 'amount']);
  }
}

/** An agent's lock row for payouts and transfers (FOR UPDATE), with its open request. */
export class CommissionAccount extends TenantModel {
  static override tableName = 'commission_accounts';

  agentId!: number;
  openPayoutId!: number | null;
}

export class CommissionPayout extends TenantModel {
  static override tableName = 'commission_payouts';

  agentId!: number;
  amount!: number;
  withholding!: number;
  net!: number;
  status!: PayoutStatus;
  bankCompany!: string | null;
  bankNumber!: string | null;
  bankName!: string | null;
  reason!: string | null;
  reference!: string | null;
  paidOn!: string | null;
  requestedBy!: number | null;
  decidedBy!: number | null;
  decidedAt!: string | null;
  paidBy!: number | null;
  paidAt!: string | null;

  override $parseDatabaseJson(json: Pojo): Pojo {
    return numbers(super.$parseDatabaseJson(json), ['amount', 'withholding', 'net']);
  }
}

export class CommissionPayoutEvent extends TenantModel {
  static override tableName = 'commission_payout_events';
  static override timestamps = false;

  payoutId!: number;
  fromStatus!: PayoutStatus | null;
  toStatus!: PayoutStatus;
  by!: number | null;
  note!: string | null;
  declare createdAt: string;
}

/** An agent who met a higher tier's figures in a closed period (HQ confirms, or auto-promotion). */
export class PromotionEligibility extends TenantModel {
  static override tableName = 'promotion_eligibility';

  period!: string;
  agentId!: number;
  fromTierId!: number | null;
  toTierId!: number;
  figures!: string;
  status!: 'eligible' | 'promoted' | 'dismissed';
  decidedBy!: number | null;
  decidedAt!: string | null;
}

/** What the close saw for one agent in one period (written once, at the close). */
export class CommissionAgentPeriod extends TenantModel {
  static override tableName = 'commission_agent_periods';
  static override booleans = ['maintenanceMet'];

  period!: string;
  agentId!: number;
  tierId!: number | null;
  rankId!: number | null;
  psAmount!: number;
  psUnits!: number;
  gsAmount!: number;
  gsUnits!: number;
  tpgsAmount!: number;
  tpgsUnits!: number;
  sgsAmount!: number;
  sgsUnits!: number;
  /** Commissionable (HQ-sold) parts of PS, GS and SGS. */
  cpsAmount!: number;
  cpsUnits!: number;
  cgsAmount!: number;
  cgsUnits!: number;
  csgsAmount!: number;
  csgsUnits!: number;
  maintenanceMet!: boolean | number;

  override $parseDatabaseJson(json: Pojo): Pojo {
    return numbers(super.$parseDatabaseJson(json), ['psAmount', 'gsAmount', 'tpgsAmount', 'sgsAmount', 'cpsAmount', 'cgsAmount', 'csgsAmount']);
  }
}
