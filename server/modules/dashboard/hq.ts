import { rowOf, rowsOf } from '../../platform/rows';
import { raw } from 'objection';
import { OPEN_PAYOUT_STATUSES } from '../../../common/commissions';
import { AGENT_PERMISSIONS, type Permission } from '../../../common/constants';
import { DASHBOARD_CHART_DAYS, DASHBOARD_LOW_STOCK, DASHBOARD_TOP, HQ_WAITING, type HqDashboardView, type SalesFigure } from '../../../common/dashboard';
import { BAND_MEDIUM_PERCENT } from '../../../common/inventory';
import type { UserCtx } from '../../platform/context';
import { businessTime } from '../../platform/time';
import { Product, Variant } from '../catalog';
import { availableOf, ledgerSums } from '../commissions';
import { CommissionPayout } from '../commissions';
import { HQ_STORE, StockLevel } from '../inventory';
import { orderSummary } from '../orders';
import { boardTop } from '../ranking';
import { SalesDaily } from '../reports';
import { salesTotals, type PageSpec, type ReportFilters } from '../reports';
import { productList, recruitmentSummary } from '../reports';

/**
 * The console's home (GET /dashboard/summary): one call, each section only for callers whose
 * permissions open the list it summarises (HQ: all). Figures come from summaries and indexed
 * counts, never from a scan of the orders:
 * - sales: the master report's reads of its summaries (reports/service.ts, query.ts) for today, the
 *   months, the top products (product list), and the company's day rows for the chart — all net
 *   of refunds on the day they happen (common/reports.ts); "sales" is what buyers paid (amount);
 * - top agents: the first of this month's personal-sales (PS) leaderboard (ranking/reads.ts), the
 *   same agents and figures as the Score ranking page, which the card links to (one definition:
 *   a top agent's figure is never one number here and another there);
 * - agents: the recruitment report's count (agents who joined, whoever recruited them);
 * - orders: HQ's own orders (type hq) per waiting stage, counted by the order list's own summary
 *   (orders/views.ts orderSummary) with the filter the card's link opens, so the card and the
 *   list's tabs show the same numbers;
 * - commissions: the ledger's company sums (commissions/ledger.ts) and the open payout requests;
 * - stock: HQ's stock levels in the low band (common/inventory.ts), the lowest few named.
 */

const num = (v: unknown) => Number(v ?? 0);

/** Who reads the company's sales: the master report's rule for its sales reports (reports/routes.ts). */
const SALES_PERMISSIONS: readonly Permission[] = ['manage_orders'];

/** HQ, or staff holding one of `permissions`. */
const holds = (ctx: UserCtx, permissions: readonly Permission[]) => ctx.user.role === 'hq' || (ctx.user.role === 'staff' && permissions.some((p) => ctx.user.permissions.has(p)));

type Sums = { amount?: number | string | null; orders?: number | string | null; units?: number | string | null };
const figureOf = (row: Sums | undefined): SalesFigure => ({ amount: num(row?.amount), orders: num(row?.orders), units: num(row?.units) });
const between = (from: string, to: string): ReportFilters => ({ from, to, productIds: [] });
const top = (field: string): PageSpec => ({ offset: 0, limit: DASHBOARD_TOP, order: [field, 'desc'] });

async function sales(ctx: UserCtx, now: ReturnType<typeof businessTime>): Promise<NonNullable<HqDashboardView['sales']>> {
  const today = now.format('YYYY-MM-DD');
  const monthStart = now.startOf('month').format('YYYY-MM-DD');
  const last = now.subtract(1, 'month');
  const chartFrom = now.subtract(DASHBOARD_CHART_DAYS - 1, 'day').format('YYYY-MM-DD');
  const days = await rowsOf<Sums & { day: string }>(
    SalesDaily.of(ctx).where('day', '>=', chartFrom).where('day', '<=', today).groupBy('day').select('day', raw('SUM(amount) as amount, SUM(orders) as orders')),
  );
  const byDay = new Map(days.map((d) => [d.day, d]));
  const chart = Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => {
    const day = now.subtract(DASHBOARD_CHART_DAYS - 1 - i, 'day').format('YYYY-MM-DD');
    const f = figureOf(byDay.get(day));
    return { day, amount: f.amount, orders: f.orders };
  });
  const month = between(monthStart, today);
  const products = await productList(ctx, month, top('salesValue'));
  const agents = await boardTop(ctx, 'ps', DASHBOARD_TOP);
  return {
    today: figureOf(await salesTotals(ctx, between(today, today))),
    thisMonth: figureOf(await salesTotals(ctx, month)),
    lastMonth: figureOf(await salesTotals(ctx, between(last.startOf('month').format('YYYY-MM-DD'), last.endOf('month').format('YYYY-MM-DD')))),
    chart,
    topProducts: products.items.filter((p) => p.salesValue > 0).map((p) => ({ itemType: p.itemType, itemId: p.itemId, name: p.name, units: p.units, amount: p.salesValue })),
    topAgents: agents.map((a) => ({ agentId: a.agentId!, name: a.name, tierName: a.tierName ?? null, amount: a.value })),
  };
}

async function newAgents(ctx: UserCtx, now: ReturnType<typeof businessTime>): Promise<NonNullable<HqDashboardView['agents']>> {
  const count = async (from: string, to: string) => (await recruitmentSummary(ctx, between(from, to))).cards.find((c) => c.key === 'recruits')?.value ?? 0;
  const today = now.format('YYYY-MM-DD');
  const last = now.subtract(1, 'month');
  return {
    today: await count(today, today),
    thisMonth: await count(now.startOf('month').format('YYYY-MM-DD'), today),
    lastMonth: await count(last.startOf('month').format('YYYY-MM-DD'), last.endOf('month').format('YYYY-MM-DD')),
  };
}

async function waitingOrders(ctx: UserCtx): Promise<NonNullable<HqDashboardView['orders']>> {
  const counts = await orderSummary(ctx, { ...HQ_WAITING });
  return { approval: counts.approval ?? 0, toShip: counts.to_ship ?? 0 };
}

async function commissionsOwed(ctx: UserCtx): Promise<NonNullable<HqDashboardView['commissions']>> {
  const sums = await ledgerSums(ctx, null);
  const open = await rowOf<{ n: number | string }>(CommissionPayout.of(ctx).whereIn('status', OPEN_PAYOUT_STATUSES).count('* as n').first());
  return {
    owed: sums.closedLines + sums.pendingLines + sums.entries,
    available: availableOf(sums),
    pending: sums.pendingLines,
    requested: sums.requested,
    openRequests: num(open?.n),
  };
}

/** The low band of common/inventory.ts stockBand, in SQL: empty, or below half the level after the latest stock-in. */
const LOW = `(stock_levels.qty <= 0 OR (stock_levels.ref_qty > 0 AND stock_levels.qty * 100 < stock_levels.ref_qty * ${BAND_MEDIUM_PERCENT}))`;

async function lowStock(ctx: UserCtx): Promise<NonNullable<HqDashboardView['stock']>> {
  const low = () => StockLevel.of(ctx).where('stock_levels.store_id', HQ_STORE).whereRaw(LOW);
  const total = await rowOf<{ n: number | string }>(low().count('* as n').first());
  const rows = await low().orderBy('stock_levels.qty').orderBy('stock_levels.id').limit(DASHBOARD_LOW_STOCK);
  const products = new Map(
    (
      await Product.of(ctx)
        .whereIn('id', [...new Set(rows.map((r) => r.productId))])
        .select('id', 'name')
    ).map((p) => [p.id, p.name]),
  );
  const variantIds = rows.map((r) => r.variantId).filter(Boolean);
  const variants = new Map((await Variant.of(ctx).whereIn('id', variantIds).select('id', 'sku')).map((v) => [v.id, v.sku]));
  return {
    low: num(total?.n),
    items: rows.map((r) => {
      const name = products.get(r.productId) ?? `#${r.productId}`;
      const variant = r.variantId ? variants.get(r.variantId) : null;
      return { productId: r.productId, variantId: r.variantId, name: variant ? `${name} (${variant})` : name, qty: r.qty, refQty: r.refQty };
    }),
  };
}

export async function hqDashboard(ctx: UserCtx): Promise<HqDashboardView> {
  const now = businessTime();
  return {
    currency: ctx.company.currency,
    today: now.format('YYYY-MM-DD'),
    month: now.format('YYYY-MM'),
    lastMonth: now.subtract(1, 'month').format('YYYY-MM'),
    sales: holds(ctx, SALES_PERMISSIONS) ? await sales(ctx, now) : null,
    orders: holds(ctx, ['manage_orders', 'approve_manual_payment']) ? await waitingOrders(ctx) : null,
    agents: holds(ctx, AGENT_PERMISSIONS) ? await newAgents(ctx, now) : null,
    commissions: holds(ctx, ['manage_payouts']) ? await commissionsOwed(ctx) : null,
    stock: holds(ctx, ['manage_inventory']) ? await lowStock(ctx) : null,
  };
}
