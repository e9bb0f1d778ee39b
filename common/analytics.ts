/**
 * The analytics calls (docs/api.md: `/analytic/*`) and the console's /analytics screen:
 * their filters and answers, shared by the server (server/modules/analytics) and the console
 * (admin/src/analytics). Every figure comes from the report summary tables; money is in integer
 * minor units of the company's currency, days are Asia/Kuala_Lumpur calendar days (YYYY-MM-DD).
 * A period covers at most REPORT_MAX_DAYS days (common/reports.ts), as the master report's.
 */
import type { ItemFigures, ReportQuery, SalesFigures } from './reports';

export type { ItemFigures, SalesFigures };

/** Bars a graph shows when the call does not say (docs/rules.md: a category list's default limit is 10). */
export const ANALYTICS_GRAPH_LIMIT = 10;
/** The most bars a graph may ask for; the rest are summed in `others`. */
export const ANALYTICS_GRAPH_MAX = 50;
/** Periods up to this many days are drawn per day, longer ones per month. */
export const ANALYTICS_DAILY_MAX_DAYS = 62;

export const ANALYTICS_GROUPS = ['sales', 'category', 'product', 'state', 'age'] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];

/**
 * The filters every call takes (query parameters), as the master report's: the period `from`–`to`
 * (inclusive, both required), and optionally the buyer's tier, the order's branch, the buyer's
 * state (Malaysia) or province (Indonesia) as held at payment, and one buying agent. Recruit
 * figures read the recruit's tier and state and the recruiter as `agentId`; they have no branch.
 */
export type AnalyticsFilter = Pick<ReportQuery, 'from' | 'to' | 'tierId' | 'branchId' | 'state' | 'agentId'>;

/** GET /analytic/sales/summary: the period's figures and those of the period just before it. */
export interface SalesSummaryView {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: SalesFigures & { averageOrder: number };
  previous: SalesFigures & { averageOrder: number };
}

export type AnalyticsInterval = 'day' | 'month';

/** One point of the sales line: a day or month of the period, and the matching one of the previous period. */
export interface SalesPoint {
  /** The day (YYYY-MM-DD) or month (YYYY-MM). */
  period: string;
  amount: number;
  orders: number;
  previousPeriod: string;
  previousAmount: number;
  previousOrders: number;
}

/** GET /analytic/sales/graph. */
export interface SalesGraphView {
  interval: AnalyticsInterval;
  previousFrom: string;
  previousTo: string;
  points: SalesPoint[];
}

/** A row of GET /analytic/sales/list (paged; `id` is the period). */
export interface SalesRow extends SalesFigures {
  id: string;
  period: string;
  previousPeriod: string;
  previousAmount: number;
  previousOrders: number;
}

/** Goods figures of a category: no order count (an order holding two of its products would count twice). */
export type CategoryFigures = Omit<ItemFigures, 'orders'>;

export const ITEM_TYPES = ['product', 'package', 'combo'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * A category's sales (`/analytic/category/*`). Packages and combos have no category: they are a
 * group of their own (`kind` package | combo), and products without a category are `uncategorised`.
 */
export interface CategoryRow extends CategoryFigures {
  /** The category's id, or `uncategorised`, `packages`, `combos`. */
  id: string;
  kind: 'category' | 'uncategorised' | 'package' | 'combo';
  categoryId: number | null;
  /** The category's name (empty for the other kinds: the screen names them). */
  name: string;
  /** Share of the period's sales value, in basis points. */
  share: number;
}

/** A product, package or combo's sales (`/analytic/product/*`). */
export interface ProductRow extends ItemFigures {
  /** `<itemType>-<itemId>`. */
  id: string;
  itemType: ItemType;
  itemId: number;
  name: string;
  /** The product's SKU, or the package's or combo's code. */
  sku: string | null;
  share: number;
}

/** The top `limit` bars of a graph and the sum of the rest. */
export interface GraphView<R> {
  items: R[];
  others: CategoryFigures | null;
  total: CategoryFigures;
}

/** A state's (or province's) sales (GET /analytic/state/sales-list). */
export interface StateSalesRow extends SalesFigures {
  /** The state as stored, or `none` for buyers without one. */
  id: string;
  state: string;
  name: string;
  share: number;
}

/** A state's recruits per age band (GET /analytic/state/age-recruit-list). */
export interface StateRecruitRow {
  id: string;
  state: string;
  name: string;
  recruits: number;
  bands: Record<string, number>;
}

/** Sales per age band of the buyer at payment (`/analytic/age/graph-sale`, `/sale-list`). */
export interface AgeSalesRow extends SalesFigures {
  id: string;
  band: string;
  share: number;
}

/** Recruits per age band at registration (`/analytic/age/graph-recruit`, `/recruit-list`). */
export interface AgeRecruitRow {
  id: string;
  band: string;
  recruits: number;
  share: number;
}

/** Share of a part in a whole, in basis points (0 when the whole is not positive). */
export const shareBp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);
