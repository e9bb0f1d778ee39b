import type { Knex } from 'knex';
import type { Ctx } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { ListPage } from '../../platform/http/list';
import { platform } from '../../platform';
import { dialect, snakeCase, throughIndex } from '../../platform/db';
import { dbTimeToIso } from '../../platform/time';
import { translate } from '../../../common/messages';
import { regionColumn, regionNames, regionOf } from '../users';
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
  SalesFigures,
  TransactionRow,
} from '../../../common/reports';
import {
  AGENT_TOTALS,
  agentFamily,
  agentSalesSource,
  coveredRows,
  ITEM_COLUMNS,
  itemSource,
  card,
  instants,
  knexOf,
  namesOf,
  narrow,
  numbers,
  PAYMENTS,
  periodCover,
  SALES_COLUMNS,
  salesCards,
  salesSums,
  salesTotals,
  scoped,
  type PageSpec,
  type ReportFilters,
  type Sorting,
} from './query';

/**
 * The master report (transaction, recruitment, KPI, agent database, customer database, inventory)
 * and product sales, read from the summary tables; only the transaction list reads
 * orders, by an index range of payment times and one page at a time, its total from the summaries.
 * Every list function takes the page (offset, limit, sort) and answers a ListPage; the routes turn
 * the same functions into CSV / XLSX exports (exports.ts).
 */

const raw = (sql: string, bindings: readonly Knex.Value[] = []) => platform().db.raw(sql, bindings as Knex.Value[]);

/**
 * Runs a grouped query for one page with its total (the number of groups). The page is sorted
 * outside, on the query's aliases. SQLite reads the query once as a common table expression and
 * counts its rows beside the page (`(SELECT COUNT(*) FROM p)`): its `COUNT(*) OVER ()` buffered
 * every group once more (98 → 69 ms over 87,000 agents). MariaDB computes a CTE named twice twice,
 * and a window count materialises every group before the sort (155 ms for a month's 100,000
 * agents), so it reads the page (90 ms) and, on another connection at the same time, counts the
 * groups without their sums (50 ms).
 */
async function paged<T>(qb: Knex.QueryBuilder, page: PageSpec, tiebreak: string[]): Promise<{ rows: T[]; total: number }> {
  const db = platform().db;
  const sqlite = dialect(db) === 'sqlite';
  const query = sqlite ? db.with('p', qb.clone()).from('p').select('p.*', db.raw('(SELECT COUNT(*) FROM ??) AS ??', ['p', 'total'])) : db.from(qb.clone().as('p')).select('p.*');
  query.orderBy(`p.${page.order[0]}`, page.order[1]);
  for (const column of tiebreak) if (column !== page.order[0]) query.orderBy(`p.${column}`, 'asc');
  const groups = () => countOf(qb.clone().clearSelect().select(raw('1')));
  const [rows, counted] = await Promise.all([query.offset(page.offset).limit(page.limit) as Promise<(T & { total?: unknown })[]>, sqlite ? undefined : groups()]);
  const total = counted ?? (rows.length ? Number(rows[0].total) : page.offset > 0 ? await groups() : 0);
  return { rows: rows.map(({ total: _t, ...row }: T & { total?: unknown }) => row as unknown as T), total };
}

async function countOf(qb: Knex.QueryBuilder): Promise<number> {
  const counted = (await platform().db.count({ n: '*' }).from(qb.clone().as('x')).first()) as { n: unknown } | undefined;
  return Number(counted?.n ?? 0);
}

/**
 * One page of a plain (ungrouped) query and its count, apart: the page is read in the order of an
 * index that has the sort column (ties in the same direction, so the index serves them too) and
 * stops after the page; the count reads the index alone. A window count would read every row.
 */
async function plainPage<T>(qb: Knex.QueryBuilder, page: PageSpec, tiebreak: string): Promise<{ rows: T[]; total: number }> {
  const [rows, total] = await Promise.all([
    qb.clone().orderBy(page.order[0], page.order[1]).orderBy(tiebreak, page.order[1]).offset(page.offset).limit(page.limit) as Promise<T[]>,
    countOf(qb.clone().clearSelect().select(raw('1'))),
  ]);
  return { rows, total };
}

/**
 * The lines of a page of orders, grouped by order, read through the order_id index: with the
 * company's condition beside it, a planner without fresh statistics reads every line of the
 * company through the (company_id, product_id) index instead.
 */
function linesOf(ctx: Ctx, orderIds: number[]) {
  return knexOf(ctx)
    .from(throughIndex(platform().db, 'order_items', 'order_items_order_id_index', 'i'))
    .where('i.company_id', ctx.companyId)
    .whereIn('i.order_id', orderIds)
    .groupBy('i.order_id');
}

// ----------------------------------------------------------------------------------- transaction

export async function transactionSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  return { cards: salesCards(await salesTotals(ctx, f)) };
}

/** The amounts of an order a transaction row carries besides its grand total (`amount`). */
const ORDER_AMOUNTS = ['subtotal', 'discount', 'voucherDiscount', 'shippingFee', 'adminFee', 'tax', 'serviceCharge', 'paymentFee', 'totalPaid'] as const;

export const TRANSACTION_SORT: Sorting = { fields: { paidAt: 'o.paid_at' }, default: ['paidAt', 'DESC'] };

/** Orders of the company paid within the period, with the filters on what was stamped at payment. */
function paidOrders(ctx: Ctx, f: ReportFilters) {
  const { start, end } = instants(f);
  const qb = scoped(ctx, 'orders', 'o').where('o.paid_at', '>=', start).where('o.paid_at', '<', end);
  if (f.agentId !== undefined) qb.where('o.buyer_id', f.agentId);
  if (f.tierId !== undefined) qb.where('o.buyer_tier_id', f.tierId);
  if (f.branchId !== undefined) qb.where('o.branch_id', f.branchId);
  if (f.state !== undefined) qb.where('o.buyer_state', f.state);
  return qb;
}

export async function transactionList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<TransactionRow>> {
  // The page's ids first, from the (company, paid at) index alone, then their orders: asked for
  // the whole rows, MariaDB 10.11 walks the company's orders back from the newest (2.3 s for last year).
  const ids = (
    (await paidOrders(ctx, f).select('o.id').orderBy(page.order[0], page.order[1]).orderBy('o.id', page.order[1]).offset(page.offset).limit(page.limit)) as { id: number }[]
  ).map((r) => Number(r.id));
  const byId = new Map<number, Record<string, unknown>>(
    (ids.length
      ? ((await scoped(ctx, 'orders', 'o')
          .whereIn('o.id', ids)
          .select('o.id', 'o.orderNo', 'o.paidAt', 'o.type', 'o.paymentType', 'o.paymentStatus', 'o.stage', 'o.buyerId', 'o.buyerTierId', 'o.branchId', 'o.buyerState', 'o.grandTotal', ...ORDER_AMOUNTS.map((k) => `o.${k}`))) as Record<string, unknown>[])
      : []
    ).map((r) => [Number(r.id), r]),
  );
  // In the page's order; an order gone between the two reads (its company deleted) is left out, not a 500.
  const rows = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  const [names, units] = await Promise.all([
    namesOf(ctx, rows.map((r) => Number(r.buyerId))),
    ids.length ? (linesOf(ctx, ids).select('i.orderId', raw('SUM(??) AS ??', ['i.units', 'units'])) as Promise<Record<string, unknown>[]>) : [],
  ]);
  const unitsOf = new Map(units.map((u) => [Number(u.orderId), Number(u.units)]));
  // Orders paid in the period = the net orders of its days plus the refunds taken off in them.
  const totals = await salesTotals(ctx, f);
  const items = rows.map(
    (r): TransactionRow => ({
      id: Number(r.id),
      orderNo: String(r.orderNo),
      paidAt: dbTimeToIso(r.paidAt as string)!,
      type: String(r.type),
      paymentType: String(r.paymentType),
      stage: String(r.stage),
      buyerId: Number(r.buyerId),
      buyerName: names.get(Number(r.buyerId)) ?? '',
      tierId: (r.buyerTierId as number | null) ?? null,
      branchId: (r.branchId as number | null) ?? null,
      state: (r.buyerState as string | null) || null,
      amount: Number(r.grandTotal),
      ...(Object.fromEntries(ORDER_AMOUNTS.map((k) => [k, Number(r[k])])) as Record<(typeof ORDER_AMOUNTS)[number], number>),
      units: unitsOf.get(Number(r.id)) ?? 0,
      refunded: r.paymentStatus === 'refunded',
    }),
  );
  return new ListPage(items, totals.orders + totals.refunds, page.offset);
}

export const PAYMENT_SORT: Sorting = {
  fields: { amount: 'amount', orders: 'orders', paymentType: 'paymentType' },
  default: ['amount', 'DESC'],
};

/**
 * Sales by payment type and order type. One agent's come from its own orders (an index range of
 * one buyer: paid in the period, or refunded in it), as the payment summary holds no agent.
 */
export async function paymentMethods(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<PaymentMethodRow>> {
  if (f.agentId !== undefined) return agentPaymentMethods(ctx, f, page);
  const qb = platform()
    .db.from(coveredRows(ctx, PAYMENTS, f, ['payment_type', 'order_type'], SALES_COLUMNS.map(snakeCase), ['tier', 'branch', 'state']).as('p'))
    .groupBy('p.payment_type', 'p.order_type')
    .havingRaw('SUM(??) <> 0 OR SUM(??) <> 0', ['p.orders', 'p.refunds']) // a key seen only in a part taken off sums to zero
    .select('p.paymentType', 'p.orderType', ...salesSums('p'));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['paymentType', 'orderType']);
  return new ListPage(rows.map(paymentRow), total, page.offset);
}

const paymentRow = (r: Record<string, unknown>): PaymentMethodRow => ({
  paymentType: String(r.paymentType),
  orderType: String(r.orderType),
  ...(numbers(r, SALES_COLUMNS) as unknown as SalesFigures),
});

async function agentPaymentMethods(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<PaymentMethodRow>> {
  const { start, end } = instants(f);
  // Paid before the period's end: those paid in it, and those whose refund may fall in it.
  const orders = (await scoped(ctx, 'orders', 'o')
    .where('o.buyer_id', f.agentId!)
    .where('o.paid_at', '<', end)
    .modify((qb) => {
      if (f.tierId !== undefined) qb.where('o.buyer_tier_id', f.tierId);
      if (f.branchId !== undefined) qb.where('o.branch_id', f.branchId);
      if (f.state !== undefined) qb.where('o.buyer_state', f.state);
    })
    .select('o.id', 'o.paymentType', 'o.type', 'o.paidAt', 'o.cancelledAt', 'o.paymentStatus', 'o.grandTotal')) as Record<string, unknown>[];
  const inPeriod = (t: unknown) => typeof t === 'string' && t >= start && t < end;
  const events = orders.flatMap((o) => [
    ...(inPeriod(o.paidAt) ? [{ o, sign: 1 }] : []),
    ...(o.paymentStatus === 'refunded' && inPeriod(o.cancelledAt) ? [{ o, sign: -1 }] : []),
  ]);
  const ids = [...new Set(events.map((e) => Number(e.o.id)))];
  const lines = ids.length
    ? ((await linesOf(ctx, ids).select('i.orderId', raw('SUM(??) AS ??', ['i.sales_value', 'salesValue']), raw('SUM(??) AS ??', ['i.units', 'units']))) as Record<string, unknown>[])
    : [];
  const byOrder = new Map(lines.map((l) => [Number(l.orderId), l]));
  const groups = new Map<string, PaymentMethodRow>();
  for (const { o, sign } of events) {
    const key = `${o.paymentType}|${o.type}`;
    const row = groups.get(key) ?? { paymentType: String(o.paymentType), orderType: String(o.type), orders: 0, amount: 0, salesValue: 0, units: 0, refunds: 0, refundAmount: 0 };
    const total = Number(o.grandTotal);
    const line = byOrder.get(Number(o.id));
    row.orders += sign;
    row.amount += sign * total;
    row.salesValue += sign * Number(line?.salesValue ?? 0);
    row.units += sign * Number(line?.units ?? 0);
    if (sign < 0) {
      row.refunds += 1;
      row.refundAmount += total;
    }
    groups.set(key, row);
  }
  const [field, direction] = page.order;
  const sorted = [...groups.values()].sort((a, b) => {
    const x = a[field as keyof PaymentMethodRow];
    const y = b[field as keyof PaymentMethodRow];
    const c = x < y ? -1 : x > y ? 1 : `${a.paymentType}|${a.orderType}` < `${b.paymentType}|${b.orderType}` ? -1 : 1;
    return direction === 'desc' && x !== y ? -c : c;
  });
  return new ListPage(sorted.slice(page.offset, page.offset + page.limit), sorted.length, page.offset);
}

// ----------------------------------------------------------------------------------- recruitment

function recruits(ctx: Ctx, f: ReportFilters) {
  const qb = narrow(scoped(ctx, 'report_recruits_daily', 'r'), f, 'r', ['tier', 'state']).whereBetween('r.day', [f.from, f.to]);
  if (f.agentId !== undefined) qb.where('r.recruiter_id', f.agentId);
  return qb;
}

export async function recruitmentSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const row = (await recruits(ctx, f)
    .first(raw('COALESCE(SUM(??), 0) AS ??', ['r.recruits', 'recruits']), raw('COUNT(DISTINCT CASE WHEN ?? > 0 THEN ?? END) AS ??', ['r.recruiter_id', 'r.recruiter_id', 'recruiters']))) as Record<string, unknown>;
  return { cards: [card('recruits', Number(row?.recruits ?? 0)), card('recruiters', Number(row?.recruiters ?? 0))] };
}

export const RECRUITMENT_SORT: Sorting = { fields: { recruits: 'recruits', recruiterId: 'recruiterId' }, default: ['recruits', 'DESC'] };

export async function recruitmentList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<RecruitmentRow>> {
  const qb = recruits(ctx, f).groupBy('r.recruiter_id').select('r.recruiterId', raw('SUM(??) AS ??', ['r.recruits', 'recruits']));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['recruiterId']);
  const names = await namesOf(ctx, rows.map((r) => Number(r.recruiterId)));
  return new ListPage(
    rows.map((r) => ({ recruiterId: Number(r.recruiterId), recruiterName: Number(r.recruiterId) ? (names.get(Number(r.recruiterId)) ?? '') : translate('reports.noRecruiter', ctx.lang), recruits: Number(r.recruits) })),
    total,
    page.offset,
  );
}

// ----------------------------------------------------------------------------------------- KPI

/**
 * The agents of the period, one row per agent: `agentId` and (with `figures`) its net sales
 * figures; with `buyers` only those with net orders, else every agent paid or refunded in it (not
 * one seen only in a part taken off). A whole month or year that no tier, branch or state narrows
 * is one row per agent already and is read as it is; else the period's rows are summed per agent.
 */
function agentSums(ctx: Ctx, f: ReportFilters, { buyers = false, figures = true } = {}) {
  const family = agentFamily(f);
  const parts = periodCover(f, family.costs);
  const [{ grain, from, to, sign }] = parts;
  if (family === AGENT_TOTALS && parts.length === 1 && sign > 0 && grain !== 'day' && from === to) {
    const qb = narrow(scoped(ctx, family.tables[grain]!, 'a'), f, 'a', ['agent']).where(`a.${grain}`, from);
    qb.where((w) => void (buyers ? w.where('a.orders', '>', 0) : w.whereNot('a.orders', 0).orWhereNot('a.refunds', 0)));
    return qb.select('a.agentId', ...(figures ? SALES_COLUMNS.map((c) => `a.${c}`) : []));
  }
  const qb = platform().db.from(agentSalesSource(ctx, f).as('a')).groupBy('a.agent_id');
  if (buyers) qb.havingRaw('SUM(??) > 0', ['a.orders']);
  else qb.havingRaw('SUM(??) <> 0 OR SUM(??) <> 0', ['a.orders', 'a.refunds']);
  return qb.select('a.agentId', ...(figures ? salesSums('a') : []));
}

export async function kpiSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const [sales, buyers, recruited, customers] = await Promise.all([
    salesTotals(ctx, f),
    platform()
      .db.from(agentSums(ctx, f, { buyers: true, figures: false }).as('b'))
      .first(raw('COUNT(*) AS ??', ['n'])) as Promise<{ n: unknown } | undefined>,
    recruits(ctx, f).first(raw('COALESCE(SUM(??), 0) AS ??', ['r.recruits', 'n'])) as Promise<{ n: unknown } | undefined>,
    customerRows(ctx, f).first(raw('COALESCE(SUM(??), 0) AS ??', ['c.customers', 'n'])) as Promise<{ n: unknown } | undefined>,
  ]);
  return {
    cards: [
      card('sales', sales.amount, 'money'),
      card('orders', sales.orders),
      card('units', sales.units, 'units'),
      card('buyers', Number(buyers?.n ?? 0)),
      card('recruits', Number(recruited?.n ?? 0)),
      card('customers', Number(customers?.n ?? 0)),
    ],
  };
}

export const AGENT_SALES_SORT: Sorting = {
  fields: { amount: 'amount', orders: 'orders', units: 'units', salesValue: 'salesValue', refunds: 'refunds', agentId: 'agentId' },
  default: ['amount', 'DESC'],
};

interface AgentInfo {
  id: number;
  name: string;
  tierId: number | null;
  tierName: string | null;
  state: string | null;
  status: string;
  createdAt: string;
}

async function agentsById(ctx: Ctx, ids: number[]): Promise<Map<number, AgentInfo>> {
  if (!ids.length) return new Map();
  const rows = (await scoped(ctx, 'users', 'u')
    .leftJoin('tiers as t', 't.id', 'u.tier_id')
    .whereIn('u.id', ids)
    .select('u.id', 'u.firstName', 'u.lastName', 'u.email', 'u.tierId', 't.levelName', 'u.country', 'u.state', 'u.province', 'u.status', 'u.createdAt')) as Record<string, unknown>[];
  const regions = regionNames(ctx.company.country);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        name: [r.firstName, r.lastName].filter(Boolean).join(' ') || String(r.email),
        tierId: (r.tierId as number | null) ?? null,
        tierName: (r.levelName as string | null) ?? null,
        state: regions.get(regionOf(r)) ?? (regionOf(r) || null),
        status: String(r.status),
        createdAt: dbTimeToIso(r.createdAt as string)!,
      },
    ]),
  );
}

const agentSalesRow = (agentId: number, figures: Record<string, unknown> | undefined, info: AgentInfo | undefined): AgentSalesRow => ({
  agentId,
  agentName: info?.name ?? '',
  tierId: info?.tierId ?? null,
  tierName: info?.tierName ?? null,
  state: info?.state ?? null,
  ...(numbers(figures, SALES_COLUMNS) as unknown as SalesFigures),
});

/** The agents who bought in the period with their net figures (tier and state filter what was held when they bought). */
export async function kpiSalesList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<AgentSalesRow>> {
  const { rows, total } = await paged<Record<string, unknown>>(agentSums(ctx, f), page, ['agentId']);
  const agents = await agentsById(ctx, rows.map((r) => Number(r.agentId)));
  return new ListPage(
    rows.map((r) => agentSalesRow(Number(r.agentId), r, agents.get(Number(r.agentId)))),
    total,
    page.offset,
  );
}

// ------------------------------------------------------------------------------ agent database

/** Agents of the company now, filtered by their current tier and state (and one agent). */
function agentsNow(ctx: Ctx, f: ReportFilters) {
  const qb = scoped(ctx, 'users', 'u').where('u.role', 'agent');
  if (f.tierId !== undefined) qb.where('u.tier_id', f.tierId);
  if (f.state !== undefined) qb.where(regionColumn(ctx.company.country, 'u'), f.state);
  if (f.agentId !== undefined) qb.where('u.id', f.agentId);
  return qb;
}

/** Three counts, each read from an index of the company's agents alone (role and status; role and joining time) when unfiltered. */
export async function agentReportSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const { start, end } = instants(f);
  const count = async (qb: Knex.QueryBuilder) => Number(((await qb.first(raw('COUNT(*) AS ??', ['n']))) as { n: unknown } | undefined)?.n ?? 0);
  const [agents, activeAgents, recruited] = await Promise.all([
    count(agentsNow(ctx, f)),
    count(agentsNow(ctx, f).where('u.status', 'active')),
    count(agentsNow(ctx, f).where('u.created_at', '>=', start).where('u.created_at', '<', end)),
  ]);
  return { cards: [card('agents', agents), card('activeAgents', activeAgents), card('recruits', recruited)] };
}

export const AGENT_REPORT_SORT: Sorting = { fields: { joinedAt: 'u.createdAt', name: 'u.firstName' }, default: ['joinedAt', 'DESC'] };

/** The agent database: agents now (newest first), each with its figures of the period. */
export async function agentReportList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<AgentReportRow>> {
  const { rows, total } = await plainPage<{ id: number }>(agentsNow(ctx, f).select('u.id', 'u.createdAt', 'u.firstName'), page, 'u.id');
  const ids = rows.map((r) => Number(r.id));
  if (!ids.length) return new ListPage([], total, page.offset);
  const one = { ...f, tierId: undefined, branchId: undefined, state: undefined, agentId: undefined };
  const [agents, sales, recruited, customers] = await Promise.all([
    agentsById(ctx, ids),
    scoped(ctx, 'report_agent_daily', 'd').whereIn('d.agent_id', ids).whereBetween('d.day', [f.from, f.to]).groupBy('d.agent_id').select('d.agentId', ...salesSums('d')) as Promise<Record<string, unknown>[]>,
    recruits(ctx, one).whereIn('r.recruiter_id', ids).groupBy('r.recruiter_id').select('r.recruiterId', raw('SUM(??) AS ??', ['r.recruits', 'n'])) as Promise<Record<string, unknown>[]>,
    customerRows(ctx, one).whereIn('c.agent_id', ids).groupBy('c.agent_id').select('c.agentId', raw('SUM(??) AS ??', ['c.customers', 'n'])) as Promise<Record<string, unknown>[]>,
  ]);
  const by = <K extends string>(list: Record<string, unknown>[], key: K) => new Map(list.map((r) => [Number(r[key]), r]));
  const salesOf = by(sales, 'agentId');
  const recruitsOf = by(recruited, 'recruiterId');
  const customersOf = by(customers, 'agentId');
  return new ListPage(
    ids.map((id) => {
      const info = agents.get(id);
      return {
        ...agentSalesRow(id, salesOf.get(id), info),
        status: info?.status ?? '',
        joinedAt: info?.createdAt ?? '',
        recruits: Number(recruitsOf.get(id)?.n ?? 0),
        customers: Number(customersOf.get(id)?.n ?? 0),
      };
    }),
    total,
    page.offset,
  );
}

// --------------------------------------------------------------------------- customer database

/** Customer-book entries added in the period; tier and state are the agent's now. */
function customerRows(ctx: Ctx, f: ReportFilters) {
  const qb = scoped(ctx, 'report_customers_daily', 'c').whereBetween('c.day', [f.from, f.to]);
  if (f.agentId !== undefined) qb.where('c.agent_id', f.agentId);
  if (f.tierId !== undefined || f.state !== undefined) {
    qb.join('users as cu', 'cu.id', 'c.agent_id');
    if (f.tierId !== undefined) qb.where('cu.tier_id', f.tierId);
    if (f.state !== undefined) qb.where(regionColumn(ctx.company.country, 'cu'), f.state);
  }
  return qb;
}

export async function customerReportSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const row = (await customerRows(ctx, f).first(
    raw('COALESCE(SUM(??), 0) AS ??', ['c.customers', 'customers']),
    raw('COUNT(DISTINCT ??) AS ??', ['c.agent_id', 'customerAgents']),
  )) as Record<string, unknown>;
  return { cards: [card('customers', Number(row?.customers ?? 0)), card('customerAgents', Number(row?.customerAgents ?? 0))] };
}

export const CUSTOMER_SORT: Sorting = { fields: { customers: 'customers', agentId: 'agentId' }, default: ['customers', 'DESC'] };

export async function customerReportList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<CustomerReportRow>> {
  const qb = customerRows(ctx, f).groupBy('c.agent_id').select('c.agentId', raw('SUM(??) AS ??', ['c.customers', 'customers']));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['agentId']);
  const names = await namesOf(ctx, rows.map((r) => Number(r.agentId)));
  return new ListPage(
    rows.map((r) => ({ agentId: Number(r.agentId), agentName: names.get(Number(r.agentId)) ?? '', customers: Number(r.customers) })),
    total,
    page.offset,
  );
}

// ----------------------------------------------------------------------------------- inventory

/** The store reported: HQ (0), or the agent's own stock. */
const storeOf = (f: ReportFilters) => f.agentId ?? 0;

function movements(ctx: Ctx, f: ReportFilters) {
  return scoped(ctx, 'report_stock_daily', 's').where('s.store_id', storeOf(f)).whereBetween('s.day', [f.from, f.to]);
}

export async function inventorySummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const [moved, stock] = await Promise.all([
    movements(ctx, f).first(...salesSums('s', ['qtyIn', 'qtyOut', 'movements'])) as Promise<Record<string, unknown> | undefined>,
    scoped(ctx, 'stock_levels', 'l').where('l.store_id', storeOf(f)).first(raw('COALESCE(SUM(??), 0) AS ??', ['l.qty', 'stock'])) as Promise<Record<string, unknown> | undefined>,
  ]);
  return {
    cards: [
      card('qtyIn', Number(moved?.qtyIn ?? 0), 'units'),
      card('qtyOut', Number(moved?.qtyOut ?? 0), 'units'),
      card('movements', Number(moved?.movements ?? 0)),
      card('stock', Number(stock?.stock ?? 0), 'units'),
    ],
  };
}

export const INVENTORY_SORT: Sorting = {
  fields: { name: 'name', qtyIn: 'qtyIn', qtyOut: 'qtyOut', movements: 'movements', stock: 'stock' },
  default: ['name', 'ASC'],
};

/** Every product of the company with the store's units in and out in the period and its level now. */
export async function inventoryList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<InventoryRow>> {
  const moved = movements(ctx, f).groupBy('s.product_id').select('s.productId', ...salesSums('s', ['qtyIn', 'qtyOut', 'movements'])).as('m');
  const levels = scoped(ctx, 'stock_levels', 'l').where('l.store_id', storeOf(f)).groupBy('l.product_id').select('l.productId', raw('SUM(??) AS ??', ['l.qty', 'stock'])).as('lv');
  const qb = scoped(ctx, 'products', 'p')
    .leftJoin(moved, 'm.product_id', 'p.id')
    .leftJoin(levels, 'lv.product_id', 'p.id')
    .select(
      'p.id',
      'p.name',
      'p.sku',
      raw('COALESCE(??, 0) AS ??', ['m.qty_in', 'qtyIn']),
      raw('COALESCE(??, 0) AS ??', ['m.qty_out', 'qtyOut']),
      raw('COALESCE(??, 0) AS ??', ['m.movements', 'movements']),
      raw('COALESCE(??, 0) AS ??', ['lv.stock', 'stock']),
    );
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['id']);
  return new ListPage(
    rows.map((r) => ({
      productId: Number(r.id),
      productName: String(r.name),
      sku: (r.sku as string | null) ?? null,
      qtyIn: Number(r.qtyIn),
      qtyOut: Number(r.qtyOut),
      movements: Number(r.movements),
      stock: Number(r.stock),
    })),
    total,
    page.offset,
  );
}

// ------------------------------------------------------------------------------- product sales

/** Groups whose net figures are not all zero: a key seen only in a part of a period's cut taken off sums to zero. */
const netItems = (qb: Knex.QueryBuilder) => qb.havingRaw('SUM(??) <> 0 OR SUM(??) <> 0 OR SUM(??) <> 0', ['i.orders', 'i.quantity', 'i.sales_value']);

/** Names of the items of a page (products, packages, combos). */
async function itemNames(ctx: Ctx, rows: { itemType: unknown; itemId: unknown }[]): Promise<(type: unknown, id: unknown) => string> {
  const tables: Record<string, string> = { product: 'products', package: 'packages', combo: 'combos' };
  const names = new Map<string, string>();
  for (const [type, table] of Object.entries(tables)) {
    const ids = [...new Set(rows.filter((r) => r.itemType === type).map((r) => Number(r.itemId)))];
    if (!ids.length) continue;
    for (const r of (await scoped(ctx, table).whereIn('id', ids).select('id', 'name')) as { id: number; name: string }[]) names.set(`${type}:${r.id}`, r.name);
  }
  return (type, id) => names.get(`${String(type)}:${Number(id)}`) ?? '';
}

const itemRow = (r: Record<string, unknown>, name: (t: unknown, i: unknown) => string): ProductSalesRow => ({
  itemType: String(r.itemType),
  itemId: Number(r.itemId),
  name: name(r.itemType, r.itemId),
  ...(numbers(r, ITEM_COLUMNS) as { quantity: number; units: number; salesValue: number; orders: number }),
});

export const PRODUCT_SORT: Sorting = {
  fields: { salesValue: 'salesValue', quantity: 'quantity', units: 'units', orders: 'orders', itemId: 'itemId' },
  default: ['salesValue', 'DESC'],
};

export async function productList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<ProductSalesRow>> {
  const qb = netItems(itemSource(ctx, f).groupBy('i.item_type', 'i.item_id')).select('i.itemType', 'i.itemId', ...salesSums('i', ITEM_COLUMNS));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['itemType', 'itemId']);
  const name = await itemNames(ctx, rows as { itemType: unknown; itemId: unknown }[]);
  return new ListPage(rows.map((r) => itemRow(r, name)), total, page.offset);
}

function requireProducts(f: ReportFilters) {
  if (!f.productIds.length) throw ValidationError.field('productIds', 'reports.productsRequired');
}

export const AGENT_PRODUCT_SORT: Sorting = { fields: { ...PRODUCT_SORT.fields, agentId: 'agentId' }, default: ['salesValue', 'DESC'] };

/** Each agent's purchases of the chosen products (1 to 10). */
export async function agentProductList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<AgentProductRow>> {
  requireProducts(f);
  // Grouped in the yearly table's key order (item, then agent).
  const qb = netItems(itemSource(ctx, f, 'agent').groupBy('i.item_type', 'i.item_id', 'i.agent_id'))
    .select('i.agentId', 'i.itemType', 'i.itemId', ...salesSums('i', ITEM_COLUMNS));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['agentId', 'itemId']);
  const [name, agents] = await Promise.all([itemNames(ctx, rows as { itemType: unknown; itemId: unknown }[]), namesOf(ctx, rows.map((r) => Number(r.agentId)))]);
  return new ListPage(
    rows.map((r) => ({ agentId: Number(r.agentId), agentName: agents.get(Number(r.agentId)) ?? '', ...itemRow(r, name) })),
    total,
    page.offset,
  );
}

export const PRODUCT_DAY_SORT: Sorting = { fields: { day: 'day', salesValue: 'salesValue', quantity: 'quantity' }, default: ['day', 'ASC'] };

/** The chosen products (or every item) day by day. */
export async function productDayList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<ProductDayRow>> {
  const qb = itemSource(ctx, f, 'day').groupBy('i.day', 'i.item_type', 'i.item_id').select('i.day', 'i.itemType', 'i.itemId', ...salesSums('i', ITEM_COLUMNS));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['day', 'itemType', 'itemId']);
  const name = await itemNames(ctx, rows as { itemType: unknown; itemId: unknown }[]);
  return new ListPage(rows.map((r) => ({ day: String(r.day), ...itemRow(r, name) })), total, page.offset);
}
