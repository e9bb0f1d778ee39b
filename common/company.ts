/**
 * Company setup constants shared by the server and the HQ console (docs/rules.md).
 */

/** `#rrggbb`, the only colour form the theme stores. */
export const HEX_COLOUR = '^#[0-9a-fA-F]{6}$';

/** Logo, dark logo and login image: JPEG or PNG by content, at most this size each. */
export const THEME_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const THEME_IMAGES = ['logo', 'logoDark', 'loginImage'] as const;
export type ThemeImage = (typeof THEME_IMAGES)[number];

/** Booking time (how long an order may be held before payment): docs/rules.md. */
export const BOOKING_MAX_HOURS = 12;
export const BOOKING_MAX_MINUTES = 59;

/** Days without a purchase before an agent becomes inactive. */
export const INACTIVE_LIMIT_MIN_DAYS = 1;
export const INACTIVE_LIMIT_MAX_DAYS = 3650;

/** Tax percentage: 0–100 with at most two decimals; stored as basis points (6.5 % = 650). */
export const TAX_MAX_PERCENT = 100;

/**
 * HQ e-mail notifications, each switched on or off per company (all on by default); the
 * module that raises the event sends the mail to the company's notification addresses.
 */
export const NOTIFICATION_TYPES = ['new_order', 'new_registration', 'manual_payment', 'low_stock', 'payout_request'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const MAX_NOTIFICATION_EMAILS = 10;

/** Company network links: the hosts each link must point to (a bare username is accepted for social media). */
export const NETWORK_FIELDS = ['socmedFb', 'socmedIg', 'socmedTiktok', 'socmedTwitter', 'ecommShopee', 'ecommLazada', 'ecommCarousell', 'ecommMudah'] as const;
export type NetworkField = (typeof NETWORK_FIELDS)[number];

/**
 * Switches of the control-features tab, in display order (docs/rules.md: Company features; Roles and permissions).
 * orderCompany: agents may order stock from HQ; allLevel: every level may order from HQ (else
 * only `level` and the ranks above it); allLevelStatus: every level sees first-order packages;
 * showStockMyShop: agents see stock counts in My Shop; agentIncomeStatement: agents see their
 * income statement.
 */
export const FEATURE_SWITCHES = [
  'showHidePreorder',
  'manualReceipt',
  'showStockMyShop',
  'agentIncomeStatement',
  'selfPickup',
  'firstOrder',
  'firstOrderPackage',
  'orderCompany',
  'allLevel',
  'allLevelStatus',
  'moq',
  'zeroriseOverriding',
  'cp58Feature',
  'showAmountSnR',
  'ejenstoreStatus',
  'eKoopStatus',
  'goAffiliateStatus',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/**
 * Commission settings of the control-features tab: the day (1–28) and hour (0–23,
 * Kuala Lumpur) the previous month closes, the smallest payout (minor units). An IDR company
 * starts with a minimum payout of Rp 100,000 and s107D off (a Malaysian rule).
 */
export const COMMISSION_SWITCHES = ['commissionCompression', 'autoPromotion', 'withholding107d'] as const;
export interface CommissionSettings extends Record<(typeof COMMISSION_SWITCHES)[number], boolean> {
  commissionCloseDay: number;
  commissionCloseHour: number;
  minPayout: number;
}
export const COMMISSION_CLOSE_DAY = { min: 1, max: 28 } as const;
export const COMMISSION_CLOSE_HOUR = { min: 0, max: 23 } as const;
export const MIN_PAYOUT_MAX = 1_000_000_000_000;
export const IDR_MIN_PAYOUT = 100_000;
