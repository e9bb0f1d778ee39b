import type { Ctx } from '../../platform/context';
import { ListPage } from '../../platform/http/list';
import type { InventoryRow, ReportSummary } from '../../../common/reports';
import { card, salesSums, scoped, type PageSpec, type ReportFilters, type Sorting } from './query';
import { paged, raw } from './paging';

// ----------------------------------------------------------------------------------- inventory

/** The store reported: HQ (0), or the agent's own stock. */
const storeOf = (f: ReportFilters) => f.agentId ?? 0;

function movements(ctx: Ctx, f: ReportFilters) {
  return scoped(ctx, 'report_stock_daily', 's').where('s.store_id', storeOf(f)).whereBetween('s.day', [f.from, f.to]);
}

export async function inventorySummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const [moved, stock] = await Promise.all([
    movements(ctx, f).first(...salesSums('s', ['qtyIn', 'qtyOut', 'movements'])) as Promise<Record<string, unknown> | undefined>,
    scoped(ctx, 'stock_levels', 'l')
      .where('l.store_id', storeOf(f))
      .first(raw('COALESCE(SUM(??), 0) AS ??', ['l.qty', 'stock'])) as Promise<Record<string, unknown> | undefined>,
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
  const moved = movements(ctx, f)
    .groupBy('s.product_id')
    .select('s.productId', ...salesSums('s', ['qtyIn', 'qtyOut', 'movements']))
    .as('m');
  const levels = scoped(ctx, 'stock_levels', 'l')
    .where('l.store_id', storeOf(f))
    .groupBy('l.product_id')
    .select('l.productId', raw('SUM(??) AS ??', ['l.qty', 'stock']))
    .as('lv');
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
