/**
 * Campaigns, reward points and redemptions: names and shapes shared by the server, the
 * HQ console and the agent app. The rules are in server/modules/campaigns/.
 */

/** Derived from the dates (Asia/Kuala_Lumpur business days), never stored. */
export const CAMPAIGN_STATUSES = ['ongoing', 'upcoming', 'expired'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The cycle of a campaign's per-agent redemption limit, cut in Asia/Kuala_Lumpur. */
export const CAMPAIGN_PERIODS = ['daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type CampaignPeriod = (typeof CAMPAIGN_PERIODS)[number];

export const REWARD_TYPES = ['gift', 'cash', 'voucher', 'trip'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const POINT_KINDS = ['order', 'order_reversal', 'campaign', 'campaign_reversal', 'redeem', 'redeem_return', 'expiry'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** pending: redeemed, waiting for HQ; shipped and handed_over: HQ gave the reward; cancelled: points and stock returned. */
export const REDEMPTION_STATUSES = ['pending', 'shipped', 'handed_over', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const CAMPAIGN_LIMITS = {
  maxProducts: 10,
  maxPoints: 100_000_000,
  maxRedeem: 1_000_000,
  maxText: 16_000,
  bannerBytes: 2 * 1024 * 1024,
  /** The recommended banner (docs/rules.md), shown at this ratio everywhere. */
  bannerWidth: 800,
  bannerHeight: 400,
} as const;

export interface CampaignProductView {
  productId: number;
  name: string;
  sku: string | null;
  /** Bonus points per unit sold in the campaign's days. */
  points: number;
}

export interface CampaignView {
  id: number;
  comId: number;
  gameTitle: string;
  gameDesc: string | null;
  gameTnc: string | null;
  rewardType: RewardType;
  pointRequired: number;
  /** First and last business day (YYYY-MM-DD, Asia/Kuala_Lumpur), both inclusive. */
  startDate: string;
  endDate: string;
  period: CampaignPeriod;
  /** The campaign this one follows, if any. */
  previous: number | null;
  previousTitle: string | null;
  image1: string | null;
  maxRedeem: number;
  perAgentLimit: number;
  /** What one reward costs the company (minor units), its value on the agents' CP58; null while unknown. */
  rewardCost: number | null;
  redeemed: number;
  remaining: number;
  status: CampaignStatus;
  products: CampaignProductView[];
  deletable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A campaign as the agent app shows it, with what the caller may do. */
export interface ActiveCampaignView extends CampaignView {
  /** The caller's redemptions in the current period. */
  myRedemptions: number;
  canRedeem: boolean;
  /** Why not, as a message key the app translates; null when it can. */
  blockedBy: 'points' | 'stock' | 'limit' | 'notStarted' | null;
}

export interface PointEntryView {
  id: number;
  userId: number;
  agentName: string;
  points: number;
  kind: PointKind;
  orderId: number | null;
  orderNo: string | null;
  campaignId: number | null;
  campaignTitle: string | null;
  balanceAfter: number;
  note: string | null;
  createdAt: string;
}

export interface RedemptionView {
  id: number;
  campaignId: number;
  gameTitle: string;
  rewardType: RewardType;
  userId: number;
  agentName: string;
  points: number;
  period: string;
  status: RedemptionStatus;
  remark: string | null;
  trackingNo: string | null;
  note: string | null;
  createdAt: string;
  shippedAt: string | null;
  handedOverAt: string | null;
  cancelledAt: string | null;
}

/** The agent's points: balance, what expires next and when. */
export interface PointsSummaryView {
  balance: number;
  earned: number;
  redeemed: number;
  /** Points that expire at `expiresOn` unless spent first (oldest points are spent first). */
  expiring: number;
  /** The last business day of the current year (YYYY-MM-DD): points earned last year expire after it. */
  expiresOn: string;
}

/** HQ's figures of one campaign. */
export interface CampaignFiguresView {
  id: number;
  gameTitle: string;
  status: CampaignStatus;
  maxRedeem: number;
  redeemed: number;
  remaining: number;
  pending: number;
  shipped: number;
  handedOver: number;
  cancelled: number;
  pointsRedeemed: number;
  /** Bonus points the campaign's products earned (net of reversals). */
  pointsAwarded: number;
  agents: number;
  /** Units of each listed product sold in paid orders within the campaign's days (the product sales record). */
  products: { productId: number; name: string; units: number }[];
}
