import { TenantModel } from '../../platform/model';

/**
 * A ranked agent level. Rank 1 is the highest. The compensation fields mean what
 * docs/compensation.md says: amounts in integer minor units of the company's currency, percentages in
 * basis points (1250 = 12.50 %), units as whole product units. Every field but the name and
 * rank has a default, so `insert({ levelName, rankNumber })` makes a tier that earns nothing.
 */
export class Tier extends TenantModel {
  static override tableName = 'tiers';
  static override booleans = ['overridingCommission'];

  levelName!: string;
  rankNumber!: number;
  momUnit!: number;
  momAmount!: number;
  momFirstOrderUnit!: number;
  momFirstOrderAmount!: number;
  psUnit!: number;
  psAmount!: number;
  gsUnit!: number;
  gsAmount!: number;
  tpgsUnit!: number;
  tpgsAmount!: number;
  helperPercen!: number;
  recruitComm!: number;
  leadership!: number;
  /** Days without a purchase before an agent of this tier turns inactive; null: the company's setting. */
  inactiveDays!: number | null;
  sideGroupSales!: number;
  introducerBonus!: number;
  overridingCommission!: boolean | number;
}

/** A performance-bonus rank (docs/compensation.md "Performance bonus"). */
export class CommissionRank extends TenantModel {
  static override tableName = 'commission_ranks';
  static override booleans = ['isLeadership'];

  commissionName!: string;
  personalSales!: number;
  totalPersonalGroupSales!: number;
  sideGroupSales!: number;
  commission!: number;
  personalLevelCommission!: number;
  isLeadership!: boolean | number;
  benefit1!: string | null;
  benefit2!: string | null;
  benefit3!: string | null;
  benefit4!: string | null;
  benefit5!: string | null;
  benefit6!: string | null;
  benefit7!: string | null;
  benefit8!: string | null;
}
