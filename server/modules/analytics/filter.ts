import dayjs from 'dayjs';
import { Type } from '@sinclair/typebox';
import { ANALYTICS_DAILY_MAX_DAYS, ANALYTICS_GRAPH_MAX, type AnalyticsFilter, type AnalyticsInterval } from '../../../common/analytics';
import { ValidationError } from '../../platform/errors';
import { filterId, parseListParams, type ListParams, type ParsedList } from '../../platform/http/list';
import { Id, ListQueryProps, Str } from '../../platform/http/schemas';
import { filtersOf } from '../reports';

/**
 * The filters of every analytics call and the periods they cover. `from`/`to` are inclusive
 * Asia/Kuala_Lumpur days; the previous period is as long and ends the day before `from` — whole
 * calendar months when the period is whole months (March–May → December–February), else the same
 * number of days. List calls also take the list dialect (docs/api.md): the same filters may come
 * in `filter` JSON, which wins on a clash.
 */

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
export const FilterProps = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  tierId: Type.Optional(Id),
  branchId: Type.Optional(Id),
  state: Type.Optional(Str(100, 1)),
  agentId: Type.Optional(Id),
};
export const FilterQuery = Type.Object(FilterProps);
export const GraphQuery = Type.Object({ ...FilterProps, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ANALYTICS_GRAPH_MAX })) });
export const ListFilterQuery = Type.Object({ ...ListQueryProps, ...FilterProps });

export type FilterInput = Partial<Record<keyof typeof FilterProps, unknown>>;

export interface Periods {
  filter: AnalyticsFilter;
  /** The previous period's first and last day. */
  previousFrom: string;
  previousTo: string;
  interval: AnalyticsInterval;
}

const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const idOf = (field: string, value: unknown) => (value === undefined || value === null || value === '' ? undefined : filterId(field, value));

/** The checked filter (the master report's rules: common/reports.ts, reports/query.ts) and its periods; 422 on the field at fault. */
export function periodsOf(input: FilterInput): Periods {
  const state = input.state === undefined || input.state === null || input.state === '' ? undefined : String(input.state);
  if (state !== undefined && state.length > 100) throw ValidationError.field('state', 'validation.invalid');
  const { productIds: _none, ...filter } = filtersOf({
    from: String(input.from ?? ''),
    to: String(input.to ?? ''),
    tierId: idOf('tierId', input.tierId),
    branchId: idOf('branchId', input.branchId),
    state,
    agentId: idOf('agentId', input.agentId),
  });
  const from = dayjs(filter.from);
  const to = dayjs(filter.to);
  const days = to.diff(from, 'day') + 1;
  const wholeMonths = from.date() === 1 && to.isSame(to.endOf('month'), 'day');
  const previousFrom = wholeMonths ? from.subtract(to.diff(from, 'month') + 1, 'month') : from.subtract(days, 'day');
  return {
    filter,
    previousFrom: fmt(previousFrom),
    previousTo: fmt(from.subtract(1, 'day')),
    interval: days <= ANALYTICS_DAILY_MAX_DAYS ? 'day' : 'month',
  };
}

const FILTER_KEYS = Object.keys(FilterProps);

/** A list call's periods (plain parameters joined by the `filter` JSON) and its page, sort and search. */
export function listOf(query: ListParams & FilterInput): { periods: Periods; list: ParsedList } {
  const list = parseListParams(query);
  for (const [key, value] of Object.entries(list.filter)) {
    if (!FILTER_KEYS.includes(key)) throw ValidationError.field(`filter.${key}`, 'validation.unknownField');
    if (value !== null && typeof value === 'object') throw ValidationError.field(`filter.${key}`, 'validation.invalid');
  }
  const plain = Object.fromEntries(FILTER_KEYS.map((k) => [k, query[k as keyof FilterInput]]));
  return { periods: periodsOf({ ...plain, ...list.filter }), list };
}

/** The days (or months) of a period, in order. */
export function bucketsOf(from: string, to: string, interval: AnalyticsInterval): string[] {
  const out: string[] = [];
  const unit = interval === 'day' ? 'day' : 'month';
  const format = interval === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  for (let d = dayjs(from).startOf(unit), end = dayjs(to); !d.isAfter(end); d = d.add(1, unit)) out.push(d.format(format));
  return out;
}
