import type { Model, QueryBuilder } from 'objection';
import { ValidationError } from '../errors';
import { INT_MAX, refusePrototypeKeys } from './validation';

/**
 * The one list helper: every list endpoint speaks the ra-data-simple-rest dialect
 * (`sort=["field","ASC"]`, `range=[0,24]`, `filter={"q":"…","status":"active"}`, answered with
 * a `Content-Range` header) and also the documented `page`/`perPage`/`limit`/`search` parameters.
 * Sortable and filterable fields are whitelisted per list; pages hold at most 100 rows.
 */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
/**
 * The largest row id: ids are referenced from signed INT columns (knex `integer`), so a larger
 * number can name no row and would overflow the column on MariaDB.
 */
export const MAX_ID = INT_MAX;
/** The furthest row a list may start at: far beyond any real list, well inside what SQL offsets take. */
export const MAX_OFFSET = 1_000_000_000;

type Filter<M extends Model> = string | ((qb: QueryBuilder<M, M[]>, value: unknown) => void);

export interface ListSpec<M extends Model> {
  /** API field → column. */
  sort: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** API filter → column (equality, or IN for an array) or a function adding the condition. */
  filters?: Record<string, Filter<M>>;
  /** Columns that `search` (or `filter.q`) matches with LIKE. */
  search?: string[];
  /** Order after the sort and the id, for lists with several rows per id (a total order keeps pages stable). */
  tiebreak?: string[];
  /**
   * The id that breaks ties of the sort goes the sort's way (default: ascending). With the sort
   * column and the id in one index, MariaDB then reads a page from the index in either direction;
   * `created_at DESC, id ASC` made it sort the whole filtered range for every page.
   */
  idFollowsSort?: boolean;
}

export interface ListParams {
  sort?: string;
  range?: string;
  filter?: string;
  page?: number;
  perPage?: number;
  limit?: number;
  search?: string;
  [extra: string]: unknown;
}

export class ListPage<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly offset: number,
  ) {}

  get contentRange(): string {
    const end = this.offset + Math.max(this.items.length - 1, 0);
    return `items ${this.offset}-${end}/${this.total}`;
  }
}

/** JSON text of a query parameter (`sort`, `range`, `filter`): 422 when malformed or carrying a prototype key. */
export function parseQueryJson(text: string | undefined, field: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text, refusePrototypeKeys);
  } catch {
    throw ValidationError.field(field, 'validation.invalid');
  }
}

/** The column a list sorts by for an API field, looked up among the list's own keys only. */
export function sortColumn<M extends Model>(spec: ListSpec<M>, field: string): string {
  if (!Object.hasOwn(spec.sort, field)) throw ValidationError.field('sort', 'validation.invalid');
  return spec.sort[field];
}

/** The spec's rule for a filter (own keys only: `hasOwnProperty` is not a filter), or undefined. */
export function filterRule<M extends Model>(spec: ListSpec<M>, field: string): Filter<M> | undefined {
  return spec.filters && Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
}

/** A value a column can be compared with: text, a boolean or a number SQL holds exactly. */
const isScalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= Number.MAX_SAFE_INTEGER);

/** A row id from a filter value (a number or its digits); 422 naming the filter otherwise (never NaN into SQL). */
export function filterId(field: string, value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw ValidationError.field(`filter.${field}`, 'validation.invalid');
  return id;
}

/** Filter rule: rows whose column holds the given id, or none at all for `"none"`. */
export function idOrNone<M extends Model>(field: string, column: string): Filter<M> {
  return (qb, value) => void (value === 'none' ? qb.whereNull(column) : qb.where(column, filterId(field, value)));
}

const isOffset = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= MAX_OFFSET;

export interface ParsedList {
  offset: number;
  limit: number;
  sort: [string, 'ASC' | 'DESC'] | null;
  filter: Record<string, unknown>;
  search: string | null;
}

export function parseListParams(q: ListParams): ParsedList {
  let offset = 0;
  let limit = Math.min(q.perPage ?? q.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const range = parseQueryJson(q.range, 'range');
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every(isOffset) || range[1] < range[0]) {
      throw ValidationError.field('range', 'validation.invalid');
    }
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  } else if (q.page) {
    offset = (q.page - 1) * limit;
    if (!isOffset(offset)) throw ValidationError.field('page', 'validation.invalid');
  }
  const sortValue = parseQueryJson(q.sort, 'sort');
  let sort: ParsedList['sort'] = null;
  if (sortValue !== undefined) {
    if (!Array.isArray(sortValue) || typeof sortValue[0] !== 'string' || !['ASC', 'DESC', 'asc', 'desc'].includes(sortValue[1])) {
      throw ValidationError.field('sort', 'validation.invalid');
    }
    sort = [sortValue[0], sortValue[1].toUpperCase()];
  }
  const filterValue = parseQueryJson(q.filter, 'filter') ?? {};
  if (typeof filterValue !== 'object' || Array.isArray(filterValue) || filterValue === null) {
    throw ValidationError.field('filter', 'validation.invalid');
  }
  const filter = { ...(filterValue as Record<string, unknown>) };
  const search = (typeof filter.q === 'string' ? filter.q : q.search)?.trim() || null;
  delete filter.q;
  return { offset, limit, sort, filter, search };
}

/**
 * Joins plain query parameters (`?status=…`, as the documented calls send them) into the react-admin `filter`
 * JSON; the JSON wins on a clash. A malformed `filter` is passed on untouched for runList to
 * answer with its 422.
 */
export function withPlainFilters(params: ListParams, plain: Record<string, unknown>): ListParams {
  const given = Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined));
  if (!Object.keys(given).length) return params;
  let filter: unknown;
  try {
    filter = parseQueryJson(params.filter, 'filter') ?? {};
  } catch {
    return params;
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return params;
  return { ...params, filter: JSON.stringify({ ...given, ...filter }) };
}

/** `!` rather than a backslash escapes LIKE patterns: backslash is itself an escape in MySQL literals. */
function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

export interface ListOptions<M extends Model> {
  /**
   * The list's total instead of COUNT(*) over the whole filtered query (which reads every matching
   * row, on every page): given that query (filters and search applied, not yet sorted or paged)
   * and the checked parameters — e.g. from counters, or a count that stops at a bound.
   */
  total?: (filtered: QueryBuilder<M, M[]>, list: ParsedList) => Promise<number>;
}

/** Applies the list's search and filters (checked against the spec) to a (tenant-scoped) query. */
export function applyListFilters<M extends Model>(qb: QueryBuilder<M, M[]>, spec: ListSpec<M>, { filter, search }: ParsedList): void {
  if (search && spec.search?.length) {
    const pattern = `%${escapeLike(search)}%`;
    qb.where((w) => {
      for (const column of spec.search!) w.orWhereRaw(`?? LIKE ? ESCAPE '!'`, [column, pattern]);
    });
  }
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const rule = filterRule(spec, field) ?? (field === 'id' ? 'id' : undefined);
    if (!rule) throw ValidationError.field(`filter.${field}`, 'validation.unknownField');
    // Columns and rules see text, numbers, booleans or a flat list of them, never a nested structure.
    if (!(Array.isArray(value) ? value.every(isScalar) : isScalar(value))) throw ValidationError.field(`filter.${field}`, 'validation.invalid');
    if (typeof rule === 'function') {
      rule(qb, value);
      continue;
    }
    // A bare column belongs to the list's own table; `table.column` is taken as given.
    const column = rule.includes('.') ? rule : `${qb.tableRefFor(qb.modelClass())}.${rule}`;
    if (Array.isArray(value)) qb.whereIn(column, value);
    // A scalar checked above; knex's typings want the column's own value type, unknown here.
    else qb.where(column, value as never);
  }
}

/** Sorts a query in the list's order: the sort column, then the id, then the spec's tiebreaks (a total order). */
export function applyListSort<M extends Model>(qb: QueryBuilder<M, M[]>, spec: ListSpec<M>, { sort }: ParsedList): void {
  const [field, order] = sort ?? spec.defaultSort;
  const column = sortColumn(spec, field);
  qb.orderBy(column, order === 'DESC' ? 'desc' : 'asc');
  if (column !== 'id') qb.orderBy(`${qb.tableRefFor(qb.modelClass())}.id`, spec.idFollowsSort && order === 'DESC' ? 'desc' : 'asc');
  for (const expression of spec.tiebreak ?? []) qb.orderByRaw(`${expression} asc`);
}

/** Applies search, filters, sort and range to a (tenant-scoped) query and runs it with its count. */
export async function runList<M extends Model>(qb: QueryBuilder<M, M[]>, spec: ListSpec<M>, params: ListParams, options: ListOptions<M> = {}): Promise<ListPage<M>> {
  const parsed = parseListParams(params);
  const { offset, limit } = parsed;
  applyListFilters(qb, spec, parsed);
  sortColumn(spec, (parsed.sort ?? spec.defaultSort)[0]); // 422 on an unknown sort before anything is counted
  const known = options.total ? await options.total(qb.clone(), parsed) : null;
  applyListSort(qb, spec, parsed);
  if (known !== null) return new ListPage(await qb.offset(offset).limit(limit), known, offset);
  const { results, total } = await qb.range(offset, offset + limit - 1);
  return new ListPage(results, total, offset);
}

/** A page's query not yet run (filtered, sorted and cut), the filtered query before the sort (for its count), and the checked parameters. */
export interface PageQuery<M extends Model> {
  query: QueryBuilder<M, M[]>;
  filtered: QueryBuilder<M, M[]>;
  parsed: ParsedList;
}

/**
 * runList's query without running it, nor a count: the caller reads the page inside another
 * statement (e.g. its ids joined to the rows they name, with the list's total beside them).
 */
export function pageQuery<M extends Model>(qb: QueryBuilder<M, M[]>, spec: ListSpec<M>, params: ListParams): PageQuery<M> {
  const parsed = parseListParams(params);
  applyListFilters(qb, spec, parsed);
  sortColumn(spec, (parsed.sort ?? spec.defaultSort)[0]); // 422 on an unknown sort
  const filtered = qb.clone();
  applyListSort(qb, spec, parsed);
  return { query: qb.offset(parsed.offset).limit(parsed.limit), filtered, parsed };
}
