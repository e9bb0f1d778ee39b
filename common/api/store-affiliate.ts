import type { StoreSetup, StoreStatus } from './store';

/**
 * The affiliate store's API (server/modules/stores/affiliate*.ts, hq-store*.ts; docs/stores.md):
 * HQ's own store set up in the console, and the agent's affiliate add-on (register, account with
 * its link, products with their links, summary). Money in minor units; dates ISO strings (UTC).
 */

/** An affiliate code: the link /s/a/<code>. Lowercase letters, digits and hyphens, 3–30. */
export const AFFILIATE_CODE = { min: 3, max: 30, pattern: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/ } as const;
/** The company's attribution window, days (affiliateWindowDays). */
export const AFFILIATE_WINDOW_DAYS = { min: 1, max: 365, default: 30 } as const;

/** GET /api/hq-store — HQ's store, or null before it is set up. */
export interface HqStoreState {
  store: StoreSetup | null;
}

/** PUT /api/hq-store — creates HQ's store on first save, then changes it. */
export interface HqStoreInput {
  name: string;
  slug: string;
  whatsapp?: string | null;
  about?: string | null;
  status?: StoreStatus;
}

/** POST /api/affiliate/register, PUT /api/affiliate/account. */
export interface AffiliateInput {
  code: string;
  /** PUT only: 'inactive' stops the links (they answer 404) and their attribution. */
  status?: 'active' | 'inactive';
}

/** GET /api/affiliate/account — the agent's affiliate add-on. */
export interface AffiliateAccount {
  code: string;
  status: 'active' | 'inactive';
  /** The link to HQ's store home: https://<company domain>/s/a/<code>. */
  link: string;
  /** HQ's store, or null while HQ has none open (the links then answer 404). */
  store: { name: string; slug: string; url: string } | null;
  /** The company's attribution window, days. */
  windowDays: number;
  createdAt: string;
}

/** GET /api/affiliate/products — HQ's store's products, each with its affiliate link. */
export interface AffiliateProductLink {
  productId: number;
  name: string;
  sku: string;
  coverImageUrl: string | null;
  /** HQ's store price. */
  price: number;
  /** The affiliate commission per unit the agent earns on a paid order. */
  commission: number;
  link: string;
}

/** GET /api/affiliate/summary?year= — by month of a year (Kuala Lumpur). */
export interface AffiliateMonth {
  month: string;
  clicks: number;
  /** Orders placed through HQ's store within the window of the agent's click. */
  orders: number;
  /** Of those, paid (a refund takes one off in the month it happens). */
  paidOrders: number;
  /** Basis points: orders ÷ clicks × 10,000. */
  conversion: number;
  /** Net affiliate commission of the month's commission period (earned less clawed back). */
  commission: number;
}

export interface AffiliateSummary {
  year: number;
  currency: string;
  months: AffiliateMonth[];
  totals: Omit<AffiliateMonth, 'month'>;
}
