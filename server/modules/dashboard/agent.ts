import type { AgentDashboardView, SalesFigure } from '../../../common/dashboard';
import type { UserCtx } from '../../platform/context';
import { businessTime } from '../../platform/time';
import { salesKpis } from '../agents';
import { estimate, qualification } from '../commissions';
import { AgentPeriodSales } from '../agents';
import { orderSummary } from '../orders';

/**
 * The agent app's home (GET /dashboard/agent): the signed-in agent's own figures, read from the
 * facts the orders and commission modules keep per month — `agent_period_sales` (PS, one row per
 * agent and month), the closure-table group sales of agents/kpi.ts, this month's commission lines
 * (commissions/reads.ts estimate) and its rank (qualification) — and the count of orders placed
 * with it that wait for it as seller (waitingForSeller). No order is scanned beyond the agent's
 * own.
 */

const num = (v: unknown) => Number(v ?? 0);

async function personalSales(ctx: UserCtx, periods: string[]): Promise<Map<string, SalesFigure>> {
  const rows = await AgentPeriodSales.of(ctx).where('agentId', ctx.user.id).whereIn('period', periods);
  return new Map(rows.map((r) => [r.period, { amount: num(r.psAmount), units: num(r.psUnits), orders: num(r.orders) }]));
}

/**
 * Orders placed with the agent (its downlines' orders and its own customers' sales), waiting for
 * it: paid ones to approve and approved ones to ship — counted by the order list's own summary
 * with the Received tab's filter, which the card opens, so both show the same numbers.
 */
async function waitingForSeller(ctx: UserCtx): Promise<AgentDashboardView['sellerOrders']> {
  const counts = await orderSummary(ctx, { received: 'true' });
  return { approval: counts.approval ?? 0, toShip: counts.to_ship ?? 0 };
}

export async function agentDashboard(ctx: UserCtx): Promise<AgentDashboardView> {
  const now = businessTime();
  const month = now.format('YYYY-MM');
  const lastMonth = now.subtract(1, 'month').format('YYYY-MM');
  const zero: SalesFigure = { amount: 0, units: 0, orders: 0 };
  const sales = await personalSales(ctx, [month, lastMonth]);
  const q = await qualification(ctx, {});
  const previous = (await salesKpis(ctx, [ctx.user.id], lastMonth)).get(ctx.user.id)!;
  const e = await estimate(ctx, {});
  return {
    currency: ctx.company.currency,
    month,
    lastMonth,
    mySales: { thisMonth: sales.get(month) ?? zero, lastMonth: sales.get(lastMonth) ?? zero },
    groupSales: { thisMonth: q.gs.amount, lastMonth: previous.groupSales },
    commission: { estimate: e.commissionPayable, saleProfit: e.saleProfit },
    tier: q.tier,
    rank: q.rank,
    nextRank: q.nextRank && { id: q.nextRank.id, name: q.nextRank.name, needs: q.nextRank.needs },
    sellerOrders: await waitingForSeller(ctx),
  };
}
