/**
 * Reports: the names and API shapes of the master report and product sales calls that
 * the server and the console share. Figures come from the summary tables (see the migration
 * 20261125000100_report_summaries): counts and sums, money in minor units of the company's
 * currency, days 'YYYY-MM-DD' in Asia/Kuala_Lumpur. A sale counts on the day it was paid; a
 * refund (a paid order cancelled) is taken off on the day it happens, so `orders`, `amount`,
 * `salesValue` and `units` are net, and `refunds` / `refundAmount` are that day's refunds.
 */
import type { OrderAmounts, PaidAmounts } from './orders';

/** Age bands of buyers (age on the day of the sale) and recruits (age on the day they joined). */
export const AGE_BANDS = ['u20', '20_29', '30_39', '40_49', '50_59', '60p', 'unknown'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The age band of someone born on `birthDate` ('YYYY-MM-DD' or null) on the day `onDay`. */
export function ageBand(birthDate: string | null | undefined, onDay: string): AgeBand {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}/.test(birthDate)) return 'unknown';
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number);
  const [y, m, d] = onDay.slice(0, 10).split('-').map(Number);
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  if (age < 20) return 'u20';
  if (age < 30) return '20_29';
  if (age < 40) return '30_39';
  if (age < 50) return '40_49';
  if (age < 60) return '50_59';
  return '60p';
}

/** The longest period a report takes (inclusive days): two years and a leap day. */
export const REPORT_MAX_DAYS = 732;
/** docs/rules.md: a product sales report compares up to 10 products. */
export const REPORT_PRODUCTS_MAX = 10;
/** The most rows an export writes (the whole filtered list, up to this). */
export const REPORT_EXPORT_MAX_ROWS = 100_000;
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The query of every master report and product sales call. `from`/`to` are inclusive KL days
 * (required). Filters narrow by the buyer's (or recruit's) tier, the order's branch, the buyer's
 * state (all as held at the time) and one agent. Lists page as docs/api.md (`page`/`perPage` or
 * `range`, `sort`); `format` turns a list call into a CSV or XLSX file of every filtered row.
 */
export interface ReportQuery {
  from: string;
  to: string;
  tierId?: number;
  branchId?: number;
  state?: string;
  agentId?: number;
  /** Product sales: comma-separated product ids, up to REPORT_PRODUCTS_MAX. */
  productIds?: string;
  page?: number;
  perPage?: number;
  range?: string;
  sort?: string;
  format?: ReportFormat;
}

/** A summary card: `value` in minor units (money), a count, or units. */
export interface ReportCard {
  key: ReportCardKey;
  value: number;
  kind: 'money' | 'count' | 'units';
}

export const REPORT_CARD_KEYS = [
  'sales',
  'orders',
  'units',
  'salesValue',
  'refunds',
  'refundAmount',
  'buyers',
  'recruits',
  'recruiters',
  'agents',
  'activeAgents',
  'customers',
  'customerAgents',
  'qtyIn',
  'qtyOut',
  'movements',
  'stock',
] as const;
export type ReportCardKey = (typeof REPORT_CARD_KEYS)[number];

/** Every `/summary` call answers its cards, in display order. */
export interface ReportSummary {
  cards: ReportCard[];
}

/** Net sales figures shared by several rows. */
export interface SalesFigures {
  orders: number;
  amount: number;
  salesValue: number;
  units: number;
  refunds: number;
  refundAmount: number;
}

/** GET /transaction/list: paid orders of the period (the day they were paid), newest first. */
/** A paid order with its amounts as on the order and its invoice (the grand total is `amount`). */
export interface TransactionRow extends Omit<OrderAmounts, 'grandTotal'>, PaidAmounts {
  id: number;
  orderNo: string;
  paidAt: string;
  type: string;
  paymentType: string;
  stage: string;
  buyerId: number;
  buyerName: string;
  tierId: number | null;
  branchId: number | null;
  state: string | null;
  /** The order's grand total (what its sales count). */
  amount: number;
  units: number;
  refunded: boolean;
}

/** GET /transaction/payment-method: one row per payment type and order type. */
export interface PaymentMethodRow extends SalesFigures {
  paymentType: string;
  orderType: string;
}

/** GET /recruitment/list: one row per recruiter with its recruits of the period. */
export interface RecruitmentRow {
  recruiterId: number;
  recruiterName: string;
  recruits: number;
}

/** GET /kpi/sales-list and /agent-report/list: one row per agent with its period's figures. */
export interface AgentSalesRow extends SalesFigures {
  agentId: number;
  agentName: string;
  tierId: number | null;
  tierName: string | null;
  state: string | null;
}

/** GET /agent-report/list: the agent database, with the period's figures. */
export interface AgentReportRow extends AgentSalesRow {
  status: string;
  joinedAt: string;
  recruits: number;
  customers: number;
}

/** GET /customer-report/list: one row per agent with the customers it added in the period. */
export interface CustomerReportRow {
  agentId: number;
  agentName: string;
  customers: number;
}

/** GET /report/inventory/list: one row per product (of HQ, or of `agentId`'s store). */
export interface InventoryRow {
  productId: number;
  productName: string;
  sku: string | null;
  qtyIn: number;
  qtyOut: number;
  movements: number;
  /** The store's level now. */
  stock: number;
}

/** Product figures of a period. */
export interface ItemFigures {
  quantity: number;
  units: number;
  salesValue: number;
  orders: number;
}

/** GET /product-sales-report/product-list: one row per item sold (product, package or combo). */
export interface ProductSalesRow extends ItemFigures {
  itemType: string;
  itemId: number;
  name: string;
}

/** GET /product-sales-report/agent-product-list: one row per agent and chosen product. */
export interface AgentProductRow extends ProductSalesRow {
  agentId: number;
  agentName: string;
}

/** GET /product-sales-report/list: one row per day and chosen product. */
export interface ProductDayRow extends ProductSalesRow {
  day: string;
}
