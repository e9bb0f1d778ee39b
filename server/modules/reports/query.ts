import type { Knex } from 'knex';
import dayjs from 'dayjs';
import type { Ctx } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { parseListParams, type ListParams } from '../../platform/http/list';
import { platform } from '../../platform';
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
  return knexOf(ctx)(alias === table ? table : `${table} as ${alias}`).where(`${alias}.company_id`, ctx.companyId);
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
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `SUM(alias.col) AS col` for each sales figure. */
export function salesSums(alias: string, columns: readonly string[] = SALES_COLUMNS): Knex.Raw[] {
  return columns.map((c) => platform().db.raw(`COALESCE(SUM(??), 0) AS ??`, [`${alias}.${snake(c)}`, c]));
}

/** Numbers out of a row of sums (drivers answer strings for large sums). */
export function numbers<T extends Record<string, unknown>>(row: T | undefined, columns: readonly string[]): Record<string, number> {
  return Object.fromEntries(columns.map((c) => [c, Number(row?.[c] ?? 0)]));
}

/** The company's net sales figures of the period: from the daily totals, or one agent's days. */
export async function salesTotals(ctx: Ctx, f: ReportFilters): Promise<SalesFigures> {
  const table = f.agentId !== undefined ? 'report_agent_daily' : 'report_sales_daily';
  const row = await narrow(scoped(ctx, table, 's'), f, 's', ['tier', 'branch', 'state', 'agent'])
    .whereBetween('s.day', [f.from, f.to])
    .first(salesSums('s'));
  return numbers(row, SALES_COLUMNS) as unknown as SalesFigures;
}

type Span = [string, string];

/**
 * A period cut into the grains the agent tables keep: whole calendar years, whole months, and the
 * days left at the edges, each list a few inclusive key ranges ('YYYY', 'YYYY-MM', 'YYYY-MM-DD').
 * A year or month counts whole when the period starts on its first day and ends on its last day
 * or later — or ends today or later: nothing is recorded after today, so "this year" (1 January
 * to today) is the year's row.
 */
export function periodGrains(f: Period, today = businessTime().format('YYYY-MM-DD')): { years: Span[]; months: Span[]; days: Span[] } {
  const grains = { years: [] as Span[], months: [] as Span[], days: [] as Span[] };
  const end = dayjs(f.to);
  const open = f.to >= today;
  const whole = (last: dayjs.Dayjs) => open || !last.isAfter(end, 'day');
  let previous: keyof typeof grains | null = null;
  const add = (grain: keyof typeof grains, from: string, to: string) => {
    const spans = grains[grain];
    if (previous === grain) spans[spans.length - 1][1] = to;
    else spans.push([from, to]);
    previous = grain;
  };
  for (let d = dayjs(f.from); !d.isAfter(end, 'day'); ) {
    if (d.month() === 0 && d.date() === 1 && whole(d.endOf('year'))) {
      add('years', d.format('YYYY'), d.format('YYYY'));
      d = d.add(1, 'year');
    } else if (d.date() === 1 && whole(d.endOf('month'))) {
      add('months', d.format('YYYY-MM'), d.format('YYYY-MM'));
      d = d.add(1, 'month');
    } else {
      const last = d.endOf('month').isAfter(end, 'day') ? end : d.endOf('month');
      add('days', d.format('YYYY-MM-DD'), last.format('YYYY-MM-DD'));
      d = last.add(1, 'day');
    }
  }
  return grains;
}

/**
 * The rows of the agents' figures over the period, as a derived table `(agent_id, figures…)`
 * (several rows per agent): whole years from the yearly table, whole months from the monthly one,
 * the days at the edges from the daily one (periodGrains), so that a year's list sums one row per
 * agent, and a list of twelve months ending yesterday about twelve plus the edge days.
 */
export function agentSalesSource(ctx: Ctx, f: ReportFilters): Knex.QueryBuilder {
  const columns = ['agent_id', ...SALES_COLUMNS.map(snake)];
  const grains = periodGrains(f);
  const tables = [
    ['report_agent_yearly', 'year', grains.years],
    ['report_agent_monthly', 'month', grains.months],
    ['report_agent_daily', 'day', grains.days],
  ] as const;
  const parts = tables.flatMap(([table, key, spans]) =>
    spans.map(([from, to]) =>
      narrow(scoped(ctx, table, 'g'), f, 'g', ['tier', 'branch', 'state', 'agent'])
        .whereBetween(`g.${key}`, [from, to])
        .select(columns.map((c) => `g.${c}`)),
    ),
  );
  return parts.length === 1 ? parts[0] : parts[0].unionAll(parts.slice(1));
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
