import { TenantModel } from '../../platform/model';

/**
 * The report summary tables (migration 20261125000100_report_summaries, where each is described).
 * Rows are only ever added to or rebuilt, through summaries.ts and rebuild.ts; they carry no
 * timestamps.
 */
abstract class Summary extends TenantModel {
  static override timestamps = false;
}

/** Net sales figures of a summary row. */
abstract class SalesFigures extends Summary {
  orders!: number;
  amount!: number;
  salesValue!: number;
  units!: number;
  refunds!: number;
  refundAmount!: number;
}

/** Net sales figures under the buyer's tier, the order's branch and the buyer's state. */
abstract class SalesSummary extends SalesFigures {
  tierId!: number;
  branchId!: number;
  state!: string;
}

export class SalesDaily extends SalesSummary {
  static override tableName = 'report_sales_daily';
  day!: string;
  ageBand!: string;
}

/** report_sales_daily per month and year (migration 20261125001200_report_sales_grains). */
export class SalesMonthly extends SalesSummary {
  static override tableName = 'report_sales_monthly';
  month!: string;
  ageBand!: string;
}

export class SalesYearly extends SalesSummary {
  static override tableName = 'report_sales_yearly';
  year!: string;
  ageBand!: string;
}

export class PaymentDaily extends SalesSummary {
  static override tableName = 'report_payment_daily';
  day!: string;
  paymentType!: string;
  orderType!: string;
}

/** report_payment_daily per month and year (migration 20261125001200_report_sales_grains). */
export class PaymentMonthly extends SalesSummary {
  static override tableName = 'report_payment_monthly';
  month!: string;
  paymentType!: string;
  orderType!: string;
}

export class PaymentYearly extends SalesSummary {
  static override tableName = 'report_payment_yearly';
  year!: string;
  paymentType!: string;
  orderType!: string;
}

export class AgentDaily extends SalesSummary {
  static override tableName = 'report_agent_daily';
  day!: string;
  agentId!: number;
  ageBand!: string;
}

export class AgentMonthly extends SalesSummary {
  static override tableName = 'report_agent_monthly';
  month!: string;
  agentId!: number;
  ageBand!: string;
}

/** report_agent_monthly per calendar year (migration 20261125000600_report_agent_yearly). */
export class AgentYearly extends SalesSummary {
  static override tableName = 'report_agent_yearly';
  year!: string;
  agentId!: number;
  ageBand!: string;
}

/** One row per agent and month or year, without dimensions (migration 20261125001300_report_agent_totals). */
abstract class AgentTotals extends SalesFigures {
  agentId!: number;
}

export class AgentMonthTotals extends AgentTotals {
  static override tableName = 'report_agent_month_totals';
  month!: string;
}

export class AgentYearTotals extends AgentTotals {
  static override tableName = 'report_agent_year_totals';
  year!: string;
}

abstract class ItemFigures extends Summary {
  itemType!: string;
  itemId!: number;
  quantity!: number;
  units!: number;
  salesValue!: number;
  orders!: number;
}

abstract class ItemSummary extends ItemFigures {
  day!: string;
}

export class ProductDaily extends ItemSummary {
  static override tableName = 'report_product_daily';
}

export class AgentProductDaily extends ItemSummary {
  static override tableName = 'report_agent_product_daily';
  agentId!: number;
  tierId!: number;
  branchId!: number;
  state!: string;
  ageBand!: string;
}

/** report_agent_product_daily per calendar year (migration 20261125000900_report_agent_product_yearly). */
export class AgentProductYearly extends ItemFigures {
  static override tableName = 'report_agent_product_yearly';
  year!: string;
  agentId!: number;
  tierId!: number;
  branchId!: number;
  state!: string;
  ageBand!: string;
}

/** Items per buyer segment: tier, branch, state (migration 20261125000700_report_item_grains). */
abstract class ItemSegment extends ItemFigures {
  tierId!: number;
  branchId!: number;
  state!: string;
}

export class ItemDaily extends ItemSegment {
  static override tableName = 'report_item_daily';
  day!: string;
}

export class ItemMonthly extends ItemSegment {
  static override tableName = 'report_item_monthly';
  month!: string;
}

export class ItemYearly extends ItemSegment {
  static override tableName = 'report_item_yearly';
  year!: string;
}

export class RecruitsDaily extends Summary {
  static override tableName = 'report_recruits_daily';
  day!: string;
  recruiterId!: number;
  tierId!: number;
  state!: string;
  ageBand!: string;
  recruits!: number;
}

export class CustomersDaily extends Summary {
  static override tableName = 'report_customers_daily';
  day!: string;
  agentId!: number;
  customers!: number;
}

export class StockDaily extends Summary {
  static override tableName = 'report_stock_daily';
  day!: string;
  storeId!: number;
  productId!: number;
  invType!: string;
  qtyIn!: number;
  qtyOut!: number;
  movements!: number;
}

/** Every summary table, for the rebuild and its test. */
export const SUMMARY_MODELS = [
  SalesDaily,
  SalesMonthly,
  SalesYearly,
  PaymentDaily,
  PaymentMonthly,
  PaymentYearly,
  AgentDaily,
  AgentMonthly,
  AgentYearly,
  AgentMonthTotals,
  AgentYearTotals,
  ProductDaily,
  AgentProductDaily,
  AgentProductYearly,
  ItemDaily,
  ItemMonthly,
  ItemYearly,
  RecruitsDaily,
  CustomersDaily,
  StockDaily,
] as const;
