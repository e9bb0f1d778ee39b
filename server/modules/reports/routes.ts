import { Type } from '@sinclair/typebox';
import type { Ctx } from '../../platform/context';
import type { ListPage } from '../../platform/http/list';
import { route, type Access, type RouteDef } from '../../platform/http/route';
import { Id, ListQueryProps, Str } from '../../platform/http/schemas';
import { AGENT_PERMISSIONS } from '../../../common/constants';
import type { MessageKey } from '../../../common/messages';
import type {
  AgentProductRow,
  AgentReportRow,
  AgentSalesRow,
  CustomerReportRow,
  InventoryRow,
  PaymentMethodRow,
  ProductDayRow,
  ProductSalesRow,
  RecruitmentRow,
  ReportSummary,
  TransactionRow,
} from '../../../common/reports';
import { exportList, type ExportColumn } from './exports';
import { filtersOf, pageOf, type PageSpec, type ReportFilters, type Sorting } from './query';
import * as reports from './service';

/**
 * The master report and product sales calls of docs/api.md: "Reports". Every call takes
 * the period (`from`, `to`: KL days, inclusive) and the filters tierId, branchId, state, agentId;
 * a `/summary` answers cards, a list a page (Content-Range) or, with `format=csv|xlsx`, a file of
 * every filtered row. Who may call them (HQ, or staff holding the permission of the data):
 * transaction, KPI and product sales — manage orders; recruitment, agent and customer database —
 * the agent permissions (add user, promote/demote/suspend); inventory — manage inventory.
 */

const sales = { permission: 'manage_orders' } as const;
const people = { permission: AGENT_PERMISSIONS } as const;
const stock = { permission: 'manage_inventory' } as const;
const tags = ['reports'];

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD, Asia/Kuala_Lumpur' });
const FilterProps = {
  from: Day,
  to: Day,
  tierId: Type.Optional(Id),
  branchId: Type.Optional(Id),
  state: Type.Optional(Str(100)),
  agentId: Type.Optional(Id),
  productIds: Type.Optional(Type.String({ maxLength: 120, description: 'comma-separated product ids, at most 10' })),
};
const SummaryQuery = Type.Object(FilterProps);
const { sort, range, page, perPage } = ListQueryProps;
const ListQuery = Type.Object({ ...FilterProps, sort, range, page, perPage, format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])) });

function summary(path: string, access: Access, text: string, fn: (ctx: Ctx, f: ReportFilters) => Promise<ReportSummary>): RouteDef {
  return route({ method: 'get', path, access, summary: text, tags, query: SummaryQuery, handler: async ({ ctx, query }) => fn(ctx, filtersOf(query)) });
}

function list<T>(
  path: string,
  access: Access,
  text: string,
  name: string,
  sorting: Sorting,
  columns: readonly ExportColumn<T>[],
  fn: (ctx: Ctx, f: ReportFilters, page: PageSpec) => Promise<ListPage<T>>,
): RouteDef {
  return route({
    method: 'get',
    path,
    access,
    summary: `${text} Sort by ${Object.keys(sorting.fields).join(', ')} (default ${sorting.default.join(' ')}); format=csv|xlsx exports every filtered row.`,
    tags,
    query: ListQuery,
    handler: async ({ ctx, query, res }) => {
      const f = filtersOf(query);
      const page = pageOf(query, sorting);
      if (query.format) return exportList(ctx, res, `${name}-${f.from}-${f.to}`, query.format, columns, page.order, (p) => fn(ctx, f, p));
      return fn(ctx, f, page);
    },
  });
}

const c = <T>(header: string, get: (row: T) => string | number | null, money?: 'money'): ExportColumn<T> => [`reports.column.${header}` as MessageKey, get, money];

const SALES_EXPORT = <T extends { orders: number; amount: number; salesValue: number; units: number; refunds: number; refundAmount: number }>(): ExportColumn<T>[] => [
  c('orders', (r) => r.orders),
  c('amount', (r) => r.amount, 'money'),
  c('salesValue', (r) => r.salesValue, 'money'),
  c('units', (r) => r.units),
  c('refunds', (r) => r.refunds),
  c('refundAmount', (r) => r.refundAmount, 'money'),
];
const ITEM_EXPORT = <T extends ProductSalesRow>(): ExportColumn<T>[] => [
  c('itemType', (r) => r.itemType),
  c('product', (r) => r.name),
  c('quantity', (r) => r.quantity),
  c('units', (r) => r.units),
  c('salesValue', (r) => r.salesValue, 'money'),
  c('orders', (r) => r.orders),
];
const AGENT_EXPORT = <T extends AgentSalesRow>(): ExportColumn<T>[] => [c('agentId', (r) => r.agentId), c('agent', (r) => r.agentName), c('tier', (r) => r.tierName), c('state', (r) => r.state)];

export const reportRoutes: RouteDef[] = [
  summary(
    '/transaction/summary',
    sales,
    'Transaction report cards: net sales, orders, units, sales value, refunds and refund amount of the period (a sale on its payment day, a refund on its day)',
    reports.transactionSummary,
  ),
  list<TransactionRow>(
    '/transaction/list',
    sales,
    "Orders paid in the period (refunded ones flagged), newest first, with their amounts (subtotal, discount, voucherDiscount, shippingFee, adminFee, tax, serviceCharge, amount = grand total, paymentFee = the online payment fee on top, totalPaid = amount + paymentFee); filters on the buyer's tier and state when it paid and the order's branch.",
    'transactions',
    reports.TRANSACTION_SORT,
    [
      c('orderNo', (r) => r.orderNo),
      c('paidAt', (r) => r.paidAt),
      c('orderType', (r) => r.type),
      c('paymentType', (r) => r.paymentType),
      c('stage', (r) => r.stage),
      c('agentId', (r) => r.buyerId),
      c('agent', (r) => r.buyerName),
      c('state', (r) => r.state),
      c('amount', (r) => r.amount, 'money'),
      c('units', (r) => r.units),
      c('refunded', (r) => (r.refunded ? 1 : 0)),
      // The order's amounts (after the earlier columns, which keep their places).
      c('subtotal', (r) => r.subtotal, 'money'),
      c('discount', (r) => r.discount, 'money'),
      c('voucherDiscount', (r) => r.voucherDiscount, 'money'),
      c('shippingFee', (r) => r.shippingFee, 'money'),
      c('adminFee', (r) => r.adminFee, 'money'),
      c('tax', (r) => r.tax, 'money'),
      c('serviceCharge', (r) => r.serviceCharge, 'money'),
      c('paymentFee', (r) => r.paymentFee, 'money'),
      c('totalPaid', (r) => r.totalPaid, 'money'),
    ],
    reports.transactionList,
  ),
  list<PaymentMethodRow>(
    '/transaction/payment-method',
    sales,
    'Net sales of the period by payment method and order type.',
    'payment-methods',
    reports.PAYMENT_SORT,
    [c('paymentType', (r) => r.paymentType), c('orderType', (r) => r.orderType), ...SALES_EXPORT<PaymentMethodRow>()],
    reports.paymentMethods,
  ),
  summary('/recruitment/summary', people, 'Recruitment cards: agents who joined in the period and recruiters (tier and state as they joined; agentId = the recruiter)', reports.recruitmentSummary),
  list<RecruitmentRow>(
    '/recruitment/list',
    people,
    'Recruiters with the agents they recruited in the period (recruiter 0: joined without one).',
    'recruitment',
    reports.RECRUITMENT_SORT,
    [c('agentId', (r) => r.recruiterId), c('recruiter', (r) => r.recruiterName), c('recruits', (r) => r.recruits)],
    reports.recruitmentList,
  ),
  summary('/kpi/summary', sales, 'KPI cards: net sales, orders, units, buying agents, recruits and new customers of the period', reports.kpiSummary),
  list<AgentSalesRow>(
    '/kpi/sales-list',
    sales,
    'Agents who bought in the period with their net figures, best first.',
    'kpi-sales',
    reports.AGENT_SALES_SORT,
    [...AGENT_EXPORT<AgentSalesRow>(), ...SALES_EXPORT<AgentSalesRow>()],
    reports.kpiSalesList,
  ),
  summary('/agent-report/summary', people, 'Agent database cards: agents and active agents now (current tier and state), agents who joined in the period', reports.agentReportSummary),
  list<AgentReportRow>(
    '/agent-report/list',
    people,
    'The agent database (current tier and state), newest first, each agent with its net sales, recruits and new customers of the period.',
    'agents',
    reports.AGENT_REPORT_SORT,
    [
      ...AGENT_EXPORT<AgentReportRow>(),
      c('status', (r) => r.status),
      c('joinedAt', (r) => r.joinedAt),
      ...SALES_EXPORT<AgentReportRow>(),
      c('recruits', (r) => r.recruits),
      c('customers', (r) => r.customers),
    ],
    reports.agentReportList,
  ),
  summary('/customer-report/summary', people, "Customer database cards: customers added to agents' books in the period and the agents who added them", reports.customerReportSummary),
  list<CustomerReportRow>(
    '/customer-report/list',
    people,
    'Agents with the customers they added in the period, most first.',
    'customers',
    reports.CUSTOMER_SORT,
    [c('agentId', (r) => r.agentId), c('agent', (r) => r.agentName), c('customers', (r) => r.customers)],
    reports.customerReportList,
  ),
  summary('/report/inventory/summary', stock, "Inventory cards: units in and out and movements of the period, and units in stock now, of HQ (or of agentId's stock)", reports.inventorySummary),
  list<InventoryRow>(
    '/report/inventory/list',
    stock,
    "Every product with HQ's (or agentId's) units in and out in the period and its stock now.",
    'inventory',
    reports.INVENTORY_SORT,
    [c('product', (r) => r.productName), c('sku', (r) => r.sku), c('qtyIn', (r) => r.qtyIn), c('qtyOut', (r) => r.qtyOut), c('movements', (r) => r.movements), c('stock', (r) => r.stock)],
    reports.inventoryList,
  ),
  list<AgentProductRow>(
    '/product-sales-report/agent-product-list',
    sales,
    "Each agent's purchases of the chosen products (productIds: 1 to 10) in the period.",
    'agent-products',
    reports.AGENT_PRODUCT_SORT,
    [c('agentId', (r) => r.agentId), c('agent', (r) => r.agentName), ...ITEM_EXPORT<AgentProductRow>()],
    reports.agentProductList,
  ),
  list<ProductSalesRow>(
    '/product-sales-report/product-list',
    sales,
    'Items sold in the period (products, packages, combos; or the chosen products) with quantity, units, sales value and orders.',
    'product-sales',
    reports.PRODUCT_SORT,
    ITEM_EXPORT<ProductSalesRow>(),
    reports.productList,
  ),
  list<ProductDayRow>(
    '/product-sales-report/list',
    sales,
    'The chosen products (or every item) day by day.',
    'product-sales-daily',
    reports.PRODUCT_DAY_SORT,
    [c('day', (r) => r.day), ...ITEM_EXPORT<ProductDayRow>()],
    reports.productDayList,
  ),
];
