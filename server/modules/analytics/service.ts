import { rowsOf } from '../../platform/rows';
import { raw } from 'objection';
import {
  ANALYTICS_GRAPH_LIMIT,
  shareBp,
  type AgeRecruitRow,
  type AgeSalesRow,
  type AnalyticsFilter,
  type CategoryFigures,
  type CategoryRow,
  type GraphView,
  type ItemType,
  type ProductRow,
  type SalesFigures,
  type SalesGraphView,
  type SalesRow,
  type SalesSummaryView,
  type StateRecruitRow,
  type StateSalesRow,
} from '../../../common/analytics';
import { AGE_BANDS } from '../../../common/reports';
import type { Ctx } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { ListPage, type ParsedList } from '../../platform/http/list';
import { Category, Combo, Package, Product } from '../catalog';
import { regionNames } from '../users';
import { RecruitsDaily } from '../reports';
import { ITEM_COLUMNS, SALES_COLUMNS, itemSource, knexOf, numbers, salesSource, salesSums, salesTotals, type Grain } from '../reports';
import { bucketsOf, type Periods } from './filter';

/**
 * The analytics calls (docs/api.md: `/analytic/*`). Every figure is a sum over the report
 * summary tables (migration 20261125000100_report_summaries), read by an index range on the day;
 * dimension tables (products, packages, combos, categories) only give names. Nothing here reads
 * orders.
 *
 * Which table answers:
 * - sales, states and buyers' ages: `report_sales_daily` (day × tier × branch × state × age band),
 *   or `report_agent_daily` when one agent is asked for;
 * - categories and products: `report_product_daily` (day × item); the per-segment item tables
 *   (day, month, year × item × tier, branch, state) when a tier, branch or state narrows the
 *   buyers; `report_agent_product_daily` for one agent (reports/query.ts itemSource);
 * - recruits: `report_recruits_daily` (day × recruiter × the recruit's tier, state and age band when
 *   it joined); `agentId` is the recruiter; recruits have no branch, so `branchId` does not narrow them.
 *
 * Sales are net: a refund is taken off on the day it happens (summaries.ts), so a period's figures
 * are its payments less its refunds, and `refunds`/`refundAmount` are the period's refunds.
 */

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

const zeroSales = (): SalesFigures => ({ orders: 0, amount: 0, salesValue: 0, units: 0, refunds: 0, refundAmount: 0 });
const salesOf = (row: Row | undefined): SalesFigures => numbers(row, SALES_COLUMNS);

/** Sums of the period's sales rows (reports/query.ts salesSource) grouped by `keys`, the last cut no coarser than `top`. */
async function salesBy(ctx: Ctx, f: AnalyticsFilter, keys: Parameters<typeof salesSource>[2], groups: string[], top?: Grain): Promise<Row[]> {
  return (await knexOf(ctx)
    .from(salesSource(ctx, f, keys, top).as('s'))
    .select(...groups.map((g) => `s.${g}`), ...salesSums('s'))
    .groupBy(...groups.map((g) => `s.${g}`))) as Row[];
}

const withAverage = (figures: SalesFigures) => ({ ...figures, averageOrder: figures.orders > 0 ? Math.round(figures.amount / figures.orders) : 0 });

/** GET /analytic/sales/summary. */
export async function salesSummary(ctx: Ctx, p: Periods): Promise<SalesSummaryView> {
  const { filter } = p;
  const current = await salesTotals(ctx, { ...filter, productIds: [] });
  const previous = await salesTotals(ctx, { ...filter, from: p.previousFrom, to: p.previousTo, productIds: [] });
  return { from: filter.from, to: filter.to, previousFrom: p.previousFrom, previousTo: p.previousTo, current: withAverage(current), previous: withAverage(previous) };
}

/** Sales per day (or month: whole months from the monthly table, the rest from the days) of `from`–`to`. */
async function salesByPeriod(ctx: Ctx, f: AnalyticsFilter, from: string, to: string, interval: Periods['interval']): Promise<Map<string, SalesFigures>> {
  const day = interval === 'day' ? knexOf(ctx).ref('g.day') : knexOf(ctx).raw('SUBSTR(??, 1, 7)', ['g.day']);
  const period = (grain: Grain) => [knexOf(ctx).raw('? AS ??', [grain === 'month' ? knexOf(ctx).ref('g.month') : day, 'period'])];
  const rows = await salesBy(ctx, { ...f, from, to }, period, ['period'], interval === 'day' ? 'day' : 'month');
  return new Map(rows.map((r) => [String(r.period), salesOf(r)]));
}

/** Every day (or month) of the period with its figures, beside the same place in the previous period. */
async function salesRows(ctx: Ctx, p: Periods): Promise<SalesRow[]> {
  const { filter, interval } = p;
  const current = await salesByPeriod(ctx, filter, filter.from, filter.to, interval);
  const previous = await salesByPeriod(ctx, filter, p.previousFrom, p.previousTo, interval);
  const before = bucketsOf(p.previousFrom, p.previousTo, interval);
  return bucketsOf(filter.from, filter.to, interval).map((period, i) => ({
    id: period,
    period,
    ...(current.get(period) ?? zeroSales()),
    previousPeriod: before[i] ?? '',
    previousAmount: (before[i] && previous.get(before[i])?.amount) || 0,
    previousOrders: (before[i] && previous.get(before[i])?.orders) || 0,
  }));
}

/** GET /analytic/sales/graph: the line of the period and the previous period's beside it. */
export async function salesGraph(ctx: Ctx, p: Periods): Promise<SalesGraphView> {
  const rows = await salesRows(ctx, p);
  return {
    interval: p.interval,
    previousFrom: p.previousFrom,
    previousTo: p.previousTo,
    points: rows.map(({ period, amount, orders, previousPeriod, previousAmount, previousOrders }) => ({ period, amount, orders, previousPeriod, previousAmount, previousOrders })),
  };
}

// ---------------------------------------------------------------- paging of aggregated rows

type SortKeys<R> = Record<string, (row: R) => number | string>;

/**
 * One page of rows summed in memory (days of a period, categories, products, states, age bands:
 * bounded by the period's length and the company's catalogue), sorted by a whitelisted field with
 * the row's id as tiebreak, narrowed by `search` on the row's name when it has one.
 */
function pageOf<R extends { id: string }>(rows: R[], list: ParsedList, sorts: SortKeys<R>, fallback: [string, 'ASC' | 'DESC'], name?: (row: R) => string): ListPage<R> {
  const [field, order] = list.sort ?? fallback;
  if (!Object.hasOwn(sorts, field)) throw ValidationError.field('sort', 'validation.invalid');
  const key = sorts[field];
  const needle = list.search?.toLowerCase();
  const found = needle && name ? rows.filter((r) => name(r).toLowerCase().includes(needle)) : rows;
  const sign = order === 'DESC' ? -1 : 1;
  const sorted = [...found].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return new ListPage(sorted.slice(list.offset, list.offset + list.limit), sorted.length, list.offset);
}

const salesSorts = <R extends SalesFigures>(): SortKeys<R> => ({
  orders: (r) => r.orders,
  amount: (r) => r.amount,
  salesValue: (r) => r.salesValue,
  units: (r) => r.units,
  refundAmount: (r) => r.refundAmount,
});

/** GET /analytic/sales/list. */
export async function salesList(ctx: Ctx, p: Periods, list: ParsedList): Promise<ListPage<SalesRow>> {
  return pageOf(await salesRows(ctx, p), list, { period: (r) => r.period, ...salesSorts<SalesRow>(), previousAmount: (r) => r.previousAmount }, ['period', 'ASC']);
}

// ---------------------------------------------------------------- categories and products

interface ItemSum {
  itemType: ItemType;
  itemId: number;
  quantity: number;
  units: number;
  salesValue: number;
  orders: number;
}

/** The period's sales per item (product, package, combo), from the narrowest table the filter needs (itemSource). */
async function itemSums(ctx: Ctx, f: AnalyticsFilter): Promise<ItemSum[]> {
  const rows = (await itemSource(ctx, { ...f, productIds: [] })
    .groupBy('i.item_type', 'i.item_id')
    .select('i.itemType', 'i.itemId', ...salesSums('i', ITEM_COLUMNS))) as Row[];
  return rows
    .map((r) => ({ itemType: r.itemType as ItemType, itemId: num(r.itemId), quantity: num(r.quantity), units: num(r.units), salesValue: num(r.salesValue), orders: num(r.orders) }))
    .filter((r) => r.quantity || r.units || r.salesValue || r.orders);
}

const idsOf = (items: ItemSum[], type: ItemType) => [...new Set(items.filter((i) => i.itemType === type).map((i) => i.itemId))];

async function productRows(ctx: Ctx, f: AnalyticsFilter): Promise<ProductRow[]> {
  const items = await itemSums(ctx, f);
  const names = new Map<string, { name: string; sku: string | null }>();
  const productIds = idsOf(items, 'product');
  const packageIds = idsOf(items, 'package');
  const comboIds = idsOf(items, 'combo');
  if (productIds.length) for (const p of await Product.of(ctx).findByIds(productIds).select('id', 'name', 'sku')) names.set(`product-${p.id}`, { name: p.name, sku: p.sku ?? null });
  if (packageIds.length) for (const p of await Package.of(ctx).findByIds(packageIds).select('id', 'name', 'code')) names.set(`package-${p.id}`, { name: p.name, sku: p.code ?? null });
  if (comboIds.length) for (const c of await Combo.of(ctx).findByIds(comboIds).select('id', 'name', 'code')) names.set(`combo-${c.id}`, { name: c.name, sku: c.code ?? null });
  const total = items.reduce((s, i) => s + i.salesValue, 0);
  return items.map((i) => {
    const id = `${i.itemType}-${i.itemId}`;
    const known = names.get(id);
    return { id, ...i, name: known?.name ?? `#${i.itemId}`, sku: known?.sku ?? null, share: shareBp(i.salesValue, total) };
  });
}

async function categoryRows(ctx: Ctx, f: AnalyticsFilter): Promise<CategoryRow[]> {
  const items = await itemSums(ctx, f);
  const productIds = idsOf(items, 'product');
  const categoryOf = new Map<number, number | null>();
  if (productIds.length) for (const p of await Product.of(ctx).findByIds(productIds).select('id', 'categoryId')) categoryOf.set(p.id, p.categoryId ?? null);
  const groups = new Map<string, CategoryRow>();
  for (const item of items) {
    const categoryId = item.itemType === 'product' ? (categoryOf.get(item.itemId) ?? null) : null;
    const kind: CategoryRow['kind'] = item.itemType !== 'product' ? item.itemType : categoryId ? 'category' : 'uncategorised';
    const id = kind === 'category' ? String(categoryId) : kind === 'uncategorised' ? 'uncategorised' : `${kind}s`;
    const row = groups.get(id) ?? { id, kind, categoryId, name: '', quantity: 0, units: 0, salesValue: 0, share: 0 };
    row.quantity += item.quantity;
    row.units += item.units;
    row.salesValue += item.salesValue;
    groups.set(id, row);
  }
  const rows = [...groups.values()];
  const categoryIds = rows.flatMap((r) => (r.categoryId ? [r.categoryId] : []));
  const names = new Map<number, string>();
  if (categoryIds.length) for (const c of await Category.of(ctx).findByIds(categoryIds).select('id', 'name')) names.set(c.id, c.name);
  const total = rows.reduce((s, r) => s + r.salesValue, 0);
  for (const r of rows) {
    if (r.categoryId) r.name = names.get(r.categoryId) ?? `#${r.categoryId}`;
    r.share = shareBp(r.salesValue, total);
  }
  return rows;
}

const bySalesValue = <R extends { salesValue: number; id: string }>(a: R, b: R) => b.salesValue - a.salesValue || (a.id < b.id ? -1 : 1);
const figuresOf = (rows: CategoryFigures[]): CategoryFigures => ({
  quantity: rows.reduce((s, r) => s + r.quantity, 0),
  units: rows.reduce((s, r) => s + r.units, 0),
  salesValue: rows.reduce((s, r) => s + r.salesValue, 0),
});

/** The top `limit` rows by sales value, and the rest summed. */
function graphOf<R extends CategoryFigures & { id: string }>(rows: R[], limit = ANALYTICS_GRAPH_LIMIT): GraphView<R> {
  const sorted = [...rows].sort(bySalesValue);
  const rest = sorted.slice(limit);
  return { items: sorted.slice(0, limit), others: rest.length ? figuresOf(rest) : null, total: figuresOf(sorted) };
}

const itemSorts = <R extends CategoryFigures & { name: string; share: number }>(): SortKeys<R> => ({
  name: (r) => r.name.toLowerCase(),
  quantity: (r) => r.quantity,
  units: (r) => r.units,
  salesValue: (r) => r.salesValue,
  share: (r) => r.share,
});

export const categoryGraph = async (ctx: Ctx, p: Periods, limit?: number) => graphOf(await categoryRows(ctx, p.filter), limit);
export const categoryList = async (ctx: Ctx, p: Periods, list: ParsedList) => pageOf(await categoryRows(ctx, p.filter), list, itemSorts<CategoryRow>(), ['salesValue', 'DESC'], (r) => r.name);
export const productGraph = async (ctx: Ctx, p: Periods, limit?: number) => graphOf(await productRows(ctx, p.filter), limit);
export const productList = async (ctx: Ctx, p: Periods, list: ParsedList) =>
  pageOf(await productRows(ctx, p.filter), list, { ...itemSorts<ProductRow>(), orders: (r) => r.orders }, ['salesValue', 'DESC'], (r) => `${r.name} ${r.sku ?? ''}`);

// ---------------------------------------------------------------- states and age bands

/** GET /analytic/state/sales-list. */
export async function stateSalesList(ctx: Ctx, p: Periods, list: ParsedList): Promise<ListPage<StateSalesRow>> {
  const rows = await salesBy(ctx, p.filter, ['state'], ['state']);
  const names = regionNames(ctx.company.country);
  const figures = rows.map((r) => ({ state: String(r.state ?? ''), ...salesOf(r) })).filter((r) => r.orders || r.amount || r.refunds);
  const total = figures.reduce((s, r) => s + r.amount, 0);
  const out = figures.map((r) => ({ id: r.state || 'none', ...r, name: r.state ? (names.get(r.state) ?? r.state) : '', share: shareBp(r.amount, total) }));
  return pageOf(out, list, { name: (r) => r.name.toLowerCase(), ...salesSorts<StateSalesRow>(), share: (r) => r.share }, ['amount', 'DESC'], (r) => r.name);
}

/** Recruit rows of the period narrowed by the filter (the recruiter as `agentId`; recruits have no branch). */
function recruitsQuery(ctx: Ctx, f: AnalyticsFilter) {
  const q = RecruitsDaily.of(ctx).whereBetween('day', [f.from, f.to]);
  if (f.agentId) q.where('recruiterId', f.agentId);
  if (f.tierId) q.where('tierId', f.tierId);
  if (f.state) q.where('state', f.state);
  return q;
}

/** GET /analytic/state/age-recruit-list. */
export async function stateRecruitList(ctx: Ctx, p: Periods, list: ParsedList): Promise<ListPage<StateRecruitRow>> {
  const rows = await rowsOf<Row>(
    recruitsQuery(ctx, p.filter)
      .select('state', 'ageBand', raw('coalesce(sum(??), 0) as ??', ['recruits', 'recruits']))
      .groupBy('state', 'ageBand'),
  );
  const names = regionNames(ctx.company.country);
  const byState = new Map<string, StateRecruitRow>();
  for (const r of rows) {
    const state = String(r.state ?? '');
    const id = state || 'none';
    const row = byState.get(id) ?? { id, state, name: state ? (names.get(state) ?? state) : '', recruits: 0, bands: Object.fromEntries(AGE_BANDS.map((b) => [b, 0])) };
    const band = String(r.ageBand || 'unknown');
    row.bands[band] = (row.bands[band] ?? 0) + num(r.recruits);
    row.recruits += num(r.recruits);
    byState.set(id, row);
  }
  const out = [...byState.values()].filter((r) => r.recruits);
  return pageOf(out, list, { name: (r) => r.name.toLowerCase(), recruits: (r) => r.recruits }, ['recruits', 'DESC'], (r) => r.name);
}

const bandIndex = (band: string) => AGE_BANDS.indexOf(band as (typeof AGE_BANDS)[number]);

/** Every age band, in order, with the period's sales of buyers of that age when they paid. */
export async function ageSales(ctx: Ctx, p: Periods): Promise<AgeSalesRow[]> {
  const rows = await salesBy(ctx, p.filter, ['age_band'], ['ageBand']);
  const byBand = new Map(rows.map((r) => [String(r.ageBand || 'unknown'), salesOf(r)]));
  const total = rows.reduce((s, r) => s + num(r.amount), 0);
  return AGE_BANDS.map((band) => {
    const figures = byBand.get(band) ?? zeroSales();
    return { id: band, band, ...figures, share: shareBp(figures.amount, total) };
  });
}

/** Every age band, in order, with the period's recruits of that age when they joined. */
export async function ageRecruits(ctx: Ctx, p: Periods): Promise<AgeRecruitRow[]> {
  const rows = await rowsOf<Row>(
    recruitsQuery(ctx, p.filter)
      .select('ageBand', raw('coalesce(sum(??), 0) as ??', ['recruits', 'recruits']))
      .groupBy('ageBand'),
  );
  const byBand = new Map(rows.map((r) => [String(r.ageBand || 'unknown'), num(r.recruits)]));
  const total = rows.reduce((s, r) => s + num(r.recruits), 0);
  return AGE_BANDS.map((band) => ({ id: band, band, recruits: byBand.get(band) ?? 0, share: shareBp(byBand.get(band) ?? 0, total) }));
}

export const ageSalesList = async (ctx: Ctx, p: Periods, list: ParsedList) =>
  pageOf(await ageSales(ctx, p), list, { band: (r) => bandIndex(r.band), ...salesSorts<AgeSalesRow>(), share: (r) => r.share }, ['band', 'ASC']);
export const ageRecruitList = async (ctx: Ctx, p: Periods, list: ParsedList) =>
  pageOf(await ageRecruits(ctx, p), list, { band: (r) => bandIndex(r.band), recruits: (r) => r.recruits, share: (r) => r.share }, ['band', 'ASC']);
