import type { Knex } from 'knex';
import dayjs, { type Dayjs } from 'dayjs';
import type { Ctx } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { parseListParams, type ListParams } from '../../platform/http/list';
import { platform } from '../../platform';
import { snakeCase } from '../../platform/db';
import { companyTable } from '../../platform/scoped-sql';
import { businessDayStart, businessTime } from '../../platform/time';
import { REPORT_MAX_DAYS, REPORT_PRODUCTS_MAX, type ReportCard, type ReportCardKey, type ReportQuery, type SalesFigures } from '../../../common/reports';

/**
 * What every report call shares: the period and filters, read from the query and checked (422 on
 * the field, nothing read); the company-scoped query of a summary table; the sums of sales
 * figures; the agent lists that sum months and the days at the edges of a period.
 */

export interface Period {
  from: string;
  to: string;
}

export interface ReportFilters extends Period {
  tierId?: number;
  branchId?: number;
  state?: string;
  agentId?: number;
  productIds: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period and filters of a report query: `from` ≤ `to`, both real days, at most REPORT_MAX_DAYS; at most 10 product ids. */
export function filtersOf(q: ReportQuery): ReportFilters {
  for (const field of ['from', 'to'] as const) {
    const value = q[field];
    if (!DAY.test(value) || dayjs(value).format('YYYY-MM-DD') !== value) throw ValidationError.field(field, 'reports.badDate');
  }
  const span = dayjs(q.to).diff(dayjs(q.from), 'day') + 1;
  if (span < 1) throw ValidationError.field('to', 'reports.periodOrder');
  if (span > REPORT_MAX_DAYS) throw ValidationError.field('to', 'reports.periodTooLong', { max: REPORT_MAX_DAYS });
  const productIds = (q.productIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (productIds.some((id) => !/^\d{1,9}$/.test(id) || Number(id) < 1)) throw ValidationError.field('productIds', 'validation.invalid');
  const unique = [...new Set(productIds.map(Number))];
  if (unique.length > REPORT_PRODUCTS_MAX) throw ValidationError.field('productIds', 'reports.productsMax', { max: REPORT_PRODUCTS_MAX });
  return { from: q.from, to: q.to, tierId: q.tierId, branchId: q.branchId, state: q.state?.trim() || undefined, agentId: q.agentId, productIds: unique };
}

/** The period's first and last instants as stored (UTC), for the facts' own time columns. */
export function instants(period: Period): { start: string; end: string } {
  return { start: businessDayStart(period.from, 'from'), end: businessDayStart(period.to, 'to', 1) };
}

export function knexOf(ctx: Ctx): Knex {
  return ctx.trx ?? platform().db;
}

/** A query of a company's rows of `table` (aliased `alias`): the one place a report query gets its company. */
export function scoped(ctx: Ctx, table: string, alias = table): Knex.QueryBuilder {
  return companyTable(ctx, alias === table ? table : `${table} as ${alias}`);
}

/** Narrows a summary query by the filters its table holds (column names of `alias`). */
export function narrow(qb: Knex.QueryBuilder, f: ReportFilters, alias: string, columns: readonly ('tier' | 'branch' | 'state' | 'agent')[]): Knex.QueryBuilder {
  if (columns.includes('tier') && f.tierId !== undefined) qb.where(`${alias}.tier_id`, f.tierId);
  if (columns.includes('branch') && f.branchId !== undefined) qb.where(`${alias}.branch_id`, f.branchId);
  if (columns.includes('state') && f.state !== undefined) qb.where(`${alias}.state`, f.state);
  if (columns.includes('agent') && f.agentId !== undefined) qb.where(`${alias}.agent_id`, f.agentId);
  return qb;
}

export const SALES_COLUMNS = ['orders', 'amount', 'salesValue', 'units', 'refunds', 'refundAmount'] as const;

/** `SUM(alias.col) AS col` for each sales figure. */
export function salesSums(alias: string, columns: readonly string[] = SALES_COLUMNS): Knex.Raw[] {
  return columns.map((c) => platform().db.raw(`COALESCE(SUM(??), 0) AS ??`, [`${alias}.${snakeCase(c)}`, c]));
}

/** Numbers out of a row of sums (drivers answer strings for large sums), keyed by the columns asked for. */
export function numbers<K extends string>(row: Record<string, unknown> | undefined, columns: readonly K[]): Record<K, number> {
  // Object.fromEntries types its keys as any string: they are exactly `columns`.
  return Object.fromEntries(columns.map((c) => [c, Number(row?.[c] ?? 0)])) as Record<K, number>;
}

/** The company's net sales figures of the period: from the sales family, or one agent's days. */
export async function salesTotals(ctx: Ctx, f: ReportFilters): Promise<SalesFigures> {
  const row = await knexOf(ctx)
    .from(salesSource(ctx, f, []).as('s'))
    .first(salesSums('s'));
  return numbers(row, SALES_COLUMNS);
}

export type Grain = 'year' | 'month' | 'day';

/** A key range of one grain ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD', inclusive), added (1) or taken off (−1). */
export interface Part {
  grain: Grain;
  from: string;
  to: string;
  sign: 1 | -1;
}

interface Plan {
  cost: number;
  parts: Part[];
}

const NONE: Plan = { cost: 0, parts: [] };
const KEY: Record<Grain, string> = { year: 'YYYY', month: 'YYYY-MM', day: 'YYYY-MM-DD' };
const earlier = (a: Dayjs, b: Dayjs) => (a.isBefore(b, 'day') ? a : b);
const join = (...plans: Plan[]): Plan => ({ cost: plans.reduce((c, p) => c + p.cost, 0), parts: plans.flatMap((p) => p.parts) });
const cheaper = (direct: Plan, whole: Plan) => (whole.cost < direct.cost ? whole : direct);

/**
 * What reading one key of a grain costs, counted in days' rows; a grain the family does not keep
 * is absent. For the agents' sales, most agents who buy in a year buy in most of its months, so a
 * month holds about as many rows as eight to thirteen days, and a year not many more than a month.
 */
export type Costs = { day: 1; month?: number; year?: number };

function unit(grain: Grain, d: Dayjs, sign: 1 | -1, costs: Costs): Plan {
  return { cost: costs[grain]!, parts: [{ grain, from: d.format(KEY[grain]), to: d.format(KEY[grain]), sign }] };
}

function daysOf(a: Dayjs, b: Dayjs, sign: 1 | -1): Plan {
  if (a.isAfter(b, 'day')) return NONE;
  return { cost: b.diff(a, 'day') + 1, parts: [{ grain: 'day', from: a.format(KEY.day), to: b.format(KEY.day), sign }] };
}

/** Days a–b of one month: those days, or the whole month less its other days up to `last` (the last day anything is recorded). */
function monthOf(a: Dayjs, b: Dayjs, sign: 1 | -1, last: Dayjs, costs: Costs): Plan {
  const direct = daysOf(a, b, sign);
  if (costs.month === undefined) return direct;
  const end = earlier(a.endOf('month'), last);
  return cheaper(direct, join(unit('month', a, sign, costs), daysOf(a.startOf('month'), a.subtract(1, 'day'), -sign as 1 | -1), daysOf(b.add(1, 'day'), end, -sign as 1 | -1)));
}

/** Days a–b of one year, month by month. */
function monthsOf(a: Dayjs, b: Dayjs, sign: 1 | -1, last: Dayjs, costs: Costs): Plan {
  const plans: Plan[] = [];
  for (let d = a; !d.isAfter(b, 'day'); d = d.endOf('month').add(1, 'day').startOf('day')) plans.push(monthOf(d, earlier(d.endOf('month'), b), sign, last, costs));
  return join(...plans);
}

/** Days a–b of one year: month by month, or the whole year less its other days up to `last`. */
function yearOf(a: Dayjs, b: Dayjs, sign: 1 | -1, last: Dayjs, costs: Costs): Plan {
  const direct = monthsOf(a, b, sign, last, costs);
  if (costs.year === undefined) return direct;
  const other = -sign as 1 | -1;
  const before = a.isAfter(a.startOf('year'), 'day') ? monthsOf(a.startOf('year'), a.subtract(1, 'day'), other, last, costs) : NONE;
  const after = b.isBefore(earlier(a.endOf('year'), last), 'day') ? monthsOf(b.add(1, 'day'), earlier(a.endOf('year'), last), other, last, costs) : NONE;
  return cheaper(direct, join(unit('year', a, sign, costs), before, after));
}

const next = (part: Part) => dayjs(part.to).add(1, part.grain).format(KEY[part.grain]);

/**
 * A period as the cheapest signed sum of key ranges of a table family kept per day and (by
 * `costs`) month and year: a month or year is read whole, less the days or months of it outside the period,
 * when that reads fewer rows than its days or months (COST). Nothing is recorded after `today`
 * (Kuala Lumpur), so a year or month is whole when the period runs to today or later, and the
 * part of it after today is never taken off. "The 365 days to yesterday" is thus the days left
 * of last year's month, last year's December, and this year less today: a fifth of the rows of
 * eleven months and thirty days. Adjacent ranges of one grain and sign are joined.
 */
export function periodCover(f: Period, costs: Costs, today = businessTime().format('YYYY-MM-DD')): Part[] {
  const last = dayjs(today);
  const end = earlier(dayjs(f.to), last);
  const plans: Plan[] = [];
  for (let d = dayjs(f.from); !d.isAfter(end, 'day'); d = d.endOf('year').add(1, 'day').startOf('day')) plans.push(yearOf(d, earlier(d.endOf('year'), end), 1, last, costs));
  const parts: Part[] = [];
  for (const part of join(...plans).parts) {
    const previous = parts.at(-1);
    if (previous && previous.grain === part.grain && previous.sign === part.sign && next(previous) === part.from) previous.to = part.to;
    else parts.push({ ...part });
  }
  // A period wholly after today: its (empty) days, so that a query still has a source.
  return parts.length ? parts : [{ grain: 'day', from: f.from, to: f.to, sign: 1 }];
}

/** A family of summary tables with the same rows kept per day and some of month and year: the table of each grain, what reading one key costs. */
export interface Family {
  tables: Partial<Record<Grain, string>> & { day: string };
  costs: Costs;
}

export const AGENT_SALES: Family = { tables: { day: 'report_agent_daily', month: 'report_agent_monthly', year: 'report_agent_yearly' }, costs: { day: 1, month: 8, year: 12 } };

/** A family's costs without its grains above `top`: a period cut no coarser than its days or months. */
export function upTo(family: Family, top: Grain): Family {
  const { day, month, year } = family.costs;
  return { ...family, costs: top === 'day' ? { day } : top === 'month' ? { day, month } : { day, month, year } };
}

/**
 * The rows of a family over the period, as a derived table of `keys` and `figures` (several rows
 * per key): the parts of periodCover, each narrowed by the filters and its figures negated when it
 * is taken off. Sums over it are the period's; a key seen only in a part taken off sums to zero.
 * `keys` are columns of every grain's table, or what to select for each grain (e.g. the month of
 * a day and of a month, `AS period`).
 */
export function coveredRows(
  ctx: Ctx,
  family: Family,
  f: ReportFilters,
  keys: readonly string[] | ((grain: Grain) => (string | Knex.Raw)[]),
  figures: readonly string[],
  filters: Parameters<typeof narrow>[3],
  where: (qb: Knex.QueryBuilder) => Knex.QueryBuilder = (qb) => qb,
): Knex.QueryBuilder {
  const db = knexOf(ctx);
  const parts = periodCover(f, family.costs).map(({ grain, from, to, sign }) =>
    where(narrow(scoped(ctx, family.tables[grain]!, 'g'), f, 'g', filters))
      // One month or year is an equality: SQLite then groups in the index's order (agent, item) instead of sorting.
      .where((w) => void (from === to ? w.where(`g.${grain}`, from) : w.whereBetween(`g.${grain}`, [from, to])))
      .select([...(typeof keys === 'function' ? keys(grain) : keys.map((k) => `g.${k}`)), ...figures.map((c) => (sign > 0 ? `g.${c}` : db.raw('-?? AS ??', [`g.${c}`, c])))]),
  );
  return parts.length === 1 ? parts[0] : parts[0].unionAll(parts.slice(1));
}

/**
 * The company's sales (day, month, year × the buyer's tier, branch, state, age band; migration
 * 20261125001200_report_sales_grains): every combination of dimensions is there most days of a
 * busy company, so a month holds about as many rows as two days, a year as three.
 */
export const SALES: Family = { tables: { day: 'report_sales_daily', month: 'report_sales_monthly', year: 'report_sales_yearly' }, costs: { day: 1, month: 2, year: 3 } };
/** The payment methods (day, month, year × payment type, order type, tier, branch, state). */
export const PAYMENTS: Family = { tables: { day: 'report_payment_daily', month: 'report_payment_monthly', year: 'report_payment_yearly' }, costs: { day: 1, month: 2, year: 3 } };
/** One agent's sales: its days, read by the agent index. */
const AGENT_DAYS: Family = { tables: { day: 'report_agent_daily' }, costs: { day: 1 } };

/**
 * The sales rows of the period (`keys` and the sales figures, several rows per key; sums are the
 * period's) narrowed by the filters: the company's sales family cut no coarser than `top`, or one
 * agent's days.
 */
export function salesSource(ctx: Ctx, f: Period & Omit<ReportFilters, 'productIds'>, keys: Parameters<typeof coveredRows>[3], top: Grain = 'year'): Knex.QueryBuilder {
  const family = f.agentId !== undefined ? AGENT_DAYS : upTo(SALES, top);
  return coveredRows(ctx, family, { ...f, productIds: [] }, keys, SALES_COLUMNS.map(snakeCase), ['tier', 'branch', 'state', 'agent']);
}

/**
 * Agents' sales without dimensions: one row per agent and month or year (migration
 * 20261125001300_report_agent_totals), the days from report_agent_daily. A month holds the agents
 * who bought in it (53,000–100,000 of 100,000), about ten days' rows; a year fourteen.
 */
export const AGENT_TOTALS: Family = { tables: { day: 'report_agent_daily', month: 'report_agent_month_totals', year: 'report_agent_year_totals' }, costs: { day: 1, month: 10, year: 14 } };

/** The family an agent list reads: without dimensions unless a tier, branch or state narrows it. */
export const agentFamily = (f: ReportFilters): Family => (f.tierId === undefined && f.branchId === undefined && f.state === undefined ? AGENT_TOTALS : AGENT_SALES);

/** The agents' sales rows over the period (`agent_id` and the sales figures, several rows per agent). */
export function agentSalesSource(ctx: Ctx, f: ReportFilters): Knex.QueryBuilder {
  return coveredRows(ctx, agentFamily(f), f, ['agent_id'], SALES_COLUMNS.map(snakeCase), ['tier', 'branch', 'state', 'agent']);
}

export const ITEMS: Family = { tables: { day: 'report_item_daily', month: 'report_item_monthly', year: 'report_item_yearly' }, costs: { day: 1, month: 8, year: 12 } };
/** Per agent and item: a year of chosen products holds about as many rows as 230 of their days (an agent buys a product once or twice a year). */
export const AGENT_ITEMS: Family = { tables: { day: 'report_agent_product_daily', year: 'report_agent_product_yearly' }, costs: { day: 1, year: 230 } };
export const ITEM_COLUMNS = ['quantity', 'units', 'salesValue', 'orders'] as const;

/**
 * The item rows of the period as a derived table `i` of `item_type`, `item_id`, the item figures
 * and, by `by`, `day` or `agent_id` (several rows per key; sums are the period's), from the
 * narrowest table that answers: one agent's purchases (an agent filter) from the per-agent daily
 * table by its agent index; every agent's (`by` agent) from the per-agent tables cut into years
 * and days; a tier, branch or state from the per-segment tables (per day, or the period's
 * cheapest cut into years, months and days); else the per-item daily totals. Narrowed to the
 * chosen products when there are.
 */
export function itemSource(ctx: Ctx, f: ReportFilters, by: 'item' | 'day' | 'agent' = 'item'): Knex.QueryBuilder {
  const figures = ITEM_COLUMNS.map((c) => `g.${snakeCase(c)}`);
  const products = (qb: Knex.QueryBuilder) => (f.productIds.length ? qb.where('g.item_type', 'product').whereIn('g.item_id', f.productIds) : qb);
  const days = (table: string, filters: Parameters<typeof narrow>[3], keys: string[]) =>
    products(narrow(scoped(ctx, table, 'g'), f, 'g', filters))
      .whereBetween('g.day', [f.from, f.to])
      .select([...keys, 'g.item_type', 'g.item_id', ...figures]);
  const segment = f.tierId !== undefined || f.branchId !== undefined || f.state !== undefined;
  const source =
    f.agentId !== undefined
      ? days(AGENT_ITEMS.tables.day, ['tier', 'branch', 'state', 'agent'], ['g.day', 'g.agent_id'])
      : by === 'agent'
        ? coveredRows(ctx, AGENT_ITEMS, f, ['item_type', 'item_id', 'agent_id'], ITEM_COLUMNS.map(snakeCase), ['tier', 'branch', 'state'], products)
        : segment && by === 'item'
          ? coveredRows(ctx, ITEMS, f, ['item_type', 'item_id'], ITEM_COLUMNS.map(snakeCase), ['tier', 'branch', 'state'], products)
          : days(segment ? ITEMS.tables.day : 'report_product_daily', ['tier', 'branch', 'state'], ['g.day']);
  return knexOf(ctx).from(source.as('i'));
}

export interface Sorting {
  /** API field → SQL expression (an alias of the query's select). */
  fields: Record<string, string>;
  default: [string, 'ASC' | 'DESC'];
}

export interface PageSpec {
  offset: number;
  limit: number;
  order: [string, 'asc' | 'desc'];
}

/** Offset, limit and the sort expression of a list call; 422 on `sort` for a field the list does not sort by. */
export function pageOf(q: ListParams, sorting: Sorting): PageSpec {
  const { offset, limit, sort } = parseListParams(q);
  const [field, direction] = sort ?? sorting.default;
  const expression = sorting.fields[field];
  if (!expression) throw ValidationError.field('sort', 'validation.invalid');
  return { offset, limit, order: [expression, direction === 'DESC' ? 'desc' : 'asc'] };
}

export function card(key: ReportCardKey, value: number, kind: ReportCard['kind'] = 'count'): ReportCard {
  return { key, value, kind };
}

/** The cards of net sales figures. */
export function salesCards(s: SalesFigures): ReportCard[] {
  return [
    card('sales', s.amount, 'money'),
    card('orders', s.orders),
    card('units', s.units, 'units'),
    card('salesValue', s.salesValue, 'money'),
    card('refunds', s.refunds),
    card('refundAmount', s.refundAmount, 'money'),
  ];
}

/** Full names of users by id (for a page of rows). */
export async function namesOf(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  if (!unique.length) return new Map();
  const rows = (await scoped(ctx, 'users').whereIn('id', unique).select('id', 'firstName', 'lastName', 'email')) as { id: number; firstName: string | null; lastName: string | null; email: string }[];
  return new Map(rows.map((r) => [r.id, [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email]));
}
