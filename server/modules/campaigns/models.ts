import type { CampaignPeriod, PointKind, RedemptionStatus, RewardType } from '../../../common/campaigns';
import { TenantModel } from '../../platform/model';

/** A campaign (db/migrations/20261125000400_campaigns.ts); service.ts maps it to docs/rules.md's names. */
export class Campaign extends TenantModel {
  static override tableName = 'campaigns';
  title!: string;
  description!: string | null;
  terms!: string | null;
  rewardType!: RewardType;
  pointsRequired!: number;
  /** First and last business day (YYYY-MM-DD, Asia/Kuala_Lumpur), both inclusive. */
  startDate!: string;
  endDate!: string;
  period!: CampaignPeriod;
  previousId!: number | null;
  banner!: string | null;
  maxRedeem!: number;
  /** Live (not cancelled) redemptions; raised only by the conditional `redeemed < max_redeem` update. */
  redeemed!: number;
  perAgentLimit!: number;
  /** What one reward costs the company (minor units): its value on the agents' CP58 (docs/tax.md); null while unknown. */
  rewardCost!: number | null;
}

/** A product whose units sold in the campaign's days earn `points` each. */
export class CampaignProduct extends TenantModel {
  static override tableName = 'campaign_products';
  campaignId!: number;
  productId!: number;
  points!: number;
}

/** One movement of an agent's points. Inserted, never updated or deleted. */
export class PointEntry extends TenantModel {
  static override tableName = 'point_entries';
  static override timestamps = false;
  userId!: number;
  points!: number;
  kind!: PointKind;
  /** Unique per company and kind: posting it again changes nothing. */
  reference!: string;
  orderId!: number | null;
  campaignId!: number | null;
  redemptionId!: number | null;
  balanceAfter!: number;
  note!: string | null;
  createdBy!: number | null;
  declare createdAt: string;
}

/** An agent's points: the sum of its entries. */
export class PointBalance extends TenantModel {
  static override tableName = 'point_balances';
  userId!: number;
  balance!: number;
}

export class Redemption extends TenantModel {
  static override tableName = 'campaign_redemptions';
  campaignId!: number;
  userId!: number;
  points!: number;
  /** The business period of the campaign's cycle it counts in (2026-11-24, 2026-W48, 2026-11, 2026-Q4, 2026-H2, 2026). */
  periodKey!: string;
  status!: RedemptionStatus;
  remark!: string | null;
  trackingNo!: string | null;
  note!: string | null;
  shippedAt!: string | null;
  handedOverAt!: string | null;
  cancelledAt!: string | null;
  updatedBy!: number | null;
}
