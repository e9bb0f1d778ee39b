import type { Knex } from 'knex';
import type { Ctx } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { ListPage } from '../../platform/http/list';
import type { AgentProductRow, ProductDayRow, ProductSalesRow } from '../../../common/reports';
import { ITEM_COLUMNS, itemSource, namesOf, numbers, salesSums, scoped, type PageSpec, type ReportFilters, type Sorting } from './query';
import { paged } from './paging';

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
  return new ListPage(
    rows.map((r) => itemRow(r, name)),
    total,
    page.offset,
  );
}

function requireProducts(f: ReportFilters) {
  if (!f.productIds.length) throw ValidationError.field('productIds', 'reports.productsRequired');
}

export const AGENT_PRODUCT_SORT: Sorting = { fields: { ...PRODUCT_SORT.fields, agentId: 'agentId' }, default: ['salesValue', 'DESC'] };

/** Each agent's purchases of the chosen products (1 to 10). */
export async function agentProductList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<AgentProductRow>> {
  requireProducts(f);
  // Grouped in the yearly table's key order (item, then agent).
  const qb = netItems(itemSource(ctx, f, 'agent').groupBy('i.item_type', 'i.item_id', 'i.agent_id')).select('i.agentId', 'i.itemType', 'i.itemId', ...salesSums('i', ITEM_COLUMNS));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['agentId', 'itemId']);
  const [name, agents] = await Promise.all([
    itemNames(ctx, rows as { itemType: unknown; itemId: unknown }[]),
    namesOf(
      ctx,
      rows.map((r) => Number(r.agentId)),
    ),
  ]);
  return new ListPage(
    rows.map((r) => ({ agentId: Number(r.agentId), agentName: agents.get(Number(r.agentId)) ?? '', ...itemRow(r, name) })),
    total,
    page.offset,
  );
}

export const PRODUCT_DAY_SORT: Sorting = { fields: { day: 'day', salesValue: 'salesValue', quantity: 'quantity' }, default: ['day', 'ASC'] };

/** The chosen products (or every item) day by day. */
export async function productDayList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<ProductDayRow>> {
  const qb = itemSource(ctx, f, 'day')
    .groupBy('i.day', 'i.item_type', 'i.item_id')
    .select('i.day', 'i.itemType', 'i.itemId', ...salesSums('i', ITEM_COLUMNS));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['day', 'itemType', 'itemId']);
  const name = await itemNames(ctx, rows as { itemType: unknown; itemId: unknown }[]);
  return new ListPage(
    rows.map((r) => ({ day: String(r.day), ...itemRow(r, name) })),
    total,
    page.offset,
  );
}
