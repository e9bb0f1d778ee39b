import { expect } from 'chai';
import { DASHBOARD_CHART_DAYS, type HqDashboardView } from '../../common/dashboard';
import { approve, cancel } from '../../server/modules/orders/lifecycle';
import { agentJoined } from '../../server/modules/reports/summaries';
import { businessTime } from '../../server/platform/time';
import { lastMonth } from './clock';
import { inTransaction } from '../../server/platform/tx';
import { setHqStock } from '../catalog/factories';
import { hqCtx, paidOrder, plan, type Plan } from '../commissions/factories';
import { line } from '../commissions/reads-factories';
import { api, login } from '../harness';
import { staffToken } from '../catalog/factories';

/**
 * The plan of docs/compensation.md (serum RM 60 / 70 / 80 / 100 by tier; toner RM 30 / 35 / 40 / 50).
 * Last month: C bought 2 serums from HQ (RM 160) and an agent E joined. Today: C and D joined; C bought 1
 * serum (RM 80, approved: to ship); B bought 2 toners (RM 70, waiting for approval); D bought 3
 * serums from C (RM 300, C sells: not HQ's to approve); and A bought 1 serum (RM 60) that HQ then
 * cancelled (refunded today: it leaves today's sales).
 */
async function scenario() {
  const p = await plan();
  await lastMonth(async () => {
    await paidOrder(p, p.C, [{ product: p.serum, quantity: 2, unitPrice: 8000 }]);
    const e = await p.agent(p.A.id, p.tiers.agent.id);
    await inTransaction(p.c.ctx, (tx) => agentJoined(tx, e.id));
  });
  for (const agent of [p.C, p.D]) await inTransaction(p.c.ctx, (tx) => agentJoined(tx, agent.id));
  const c1 = await paidOrder(p, p.C, [{ product: p.serum, quantity: 1, unitPrice: 8000 }]);
  await approve(hqCtx(p), [c1.id]);
  await paidOrder(p, p.B, [{ product: p.toner, quantity: 2, unitPrice: 3500 }]);
  await paidOrder(p, p.D, [{ product: p.serum, quantity: 3, unitPrice: 10000 }], { type: 'upline', sellerId: p.C.id });
  const refunded = await paidOrder(p, p.A, [{ product: p.serum, quantity: 1, unitPrice: 6000 }]);
  await cancel(hqCtx(p), [refunded.id], 'refund');
  return p;
}

async function summary(p: Plan, token?: string): Promise<HqDashboardView> {
  const res = await api(p.c.host).get('/dashboard/summary', token ?? (await login(p.c.host, p.c.hq.email)));
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data as HqDashboardView;
}

describe('GET /dashboard/summary', () => {
  it("when HQ opens the console, then every card's figure is hand-computed from the day's and months' facts", async () => {
    const p = await scenario();
    // HQ's stock: the serum falls to 40 of 100 (low), the toner stays at 1,000 after its stock-in (high).
    await setHqStock(p.c, p.serum.id, 0, 40);
    await line(p.c, { period: businessTime().format('YYYY-MM'), type: 'override', beneficiaryId: p.B.id, amount: 1234 });

    const d = await summary(p);
    const now = businessTime();
    expect(d).to.include({ currency: 'MYR', today: now.format('YYYY-MM-DD'), month: now.format('YYYY-MM'), lastMonth: now.subtract(1, 'month').format('YYYY-MM') });
    // Today: 80 + 70 + 300 + 60 − 60 (the refund) = RM 450 over 3 orders (4 paid − 1 refunded), 1 + 2 + 3 = 6 units.
    expect(d.sales!.today).to.deep.equal({ amount: 45000, orders: 3, units: 6 });
    // Unless today is the 1st, this month holds only today's; last month the RM 160.
    expect(d.sales!.thisMonth).to.deep.equal({ amount: 45000, orders: 3, units: 6 });
    expect(d.sales!.lastMonth).to.deep.equal({ amount: 16000, orders: 1, units: 2 });
    expect(d.sales!.chart).to.have.length(DASHBOARD_CHART_DAYS);
    expect(d.sales!.chart.at(-1)).to.deep.equal({ day: d.today, amount: 45000, orders: 3 });
    const lastMonthDay = now.subtract(1, 'month').date(15).format('YYYY-MM-DD');
    const inChart = d.sales!.chart.find((c) => c.day === lastMonthDay);
    if (inChart) expect(inChart).to.deep.equal({ day: lastMonthDay, amount: 16000, orders: 1 });
    // This month's products by sales value: serum 80 + 300 = RM 380 (4 units), toner RM 70.
    expect(d.sales!.topProducts).to.deep.equal([
      { itemType: 'product', itemId: p.serum.id, name: 'Serum', units: 4, amount: 38000 },
      { itemType: 'product', itemId: p.toner.id, name: 'Toner', units: 2, amount: 7000 },
    ]);
    // The personal-sales leaderboard this month: D RM 300 (bought from C: in PS), C RM 80, B RM 70;
    // A's order was refunded (net 0, not ranked). The same agents and figures as the leaderboard.
    expect(d.sales!.topAgents.map((a) => [a.agentId, a.amount])).to.deep.equal([
      [p.D.id, 30000],
      [p.C.id, 8000],
      [p.B.id, 7000],
    ]);
    const board = (await api(p.c.host).get('/scoreranking/score-ranking-ps', await login(p.c.host, p.c.hq.email))).body.data;
    expect(board.top.slice(0, d.sales!.topAgents.length).map((e: { agentId: number; value: number }) => [e.agentId, e.value])).to.deep.equal(d.sales!.topAgents.map((a) => [a.agentId, a.amount]));
    // Waiting for HQ: B's toners and C's order of last month (paid, never approved); C's serum to ship.
    expect(d.orders).to.deep.equal({ approval: 2, toShip: 1 });
    // The order list's tabs with the card's filter (HQ's own orders) show the same numbers.
    const tabs = (await api(p.c.host).get('/manage-orders/summary?type=hq', await login(p.c.host, p.c.hq.email))).body.data;
    expect([tabs.approval, tabs.to_ship]).to.deep.equal([d.orders!.approval, d.orders!.toShip]);
    expect(d.agents).to.deep.equal({ today: 2, thisMonth: 2, lastMonth: 1 });
    expect(d.commissions!.owed).to.be.a('number');
    const balance = (await api(p.c.host).get('/company-money/balance', await login(p.c.host, p.c.hq.email))).body.data;
    expect(d.commissions).to.include({ owed: balance.balance, available: balance.available, pending: balance.pending, requested: 0, openRequests: 0 });
    expect(d.stock!.low).to.equal(1);
    expect(d.stock!.items).to.deep.equal([{ productId: p.serum.id, variantId: 0, name: 'Serum', qty: 40, refQty: 1000 }]);
  });

  it("when company B sells, then none of it reaches company A's cards", async () => {
    const p = await scenario();
    const other = await scenario();
    await paidOrder(other, other.C, [{ product: other.serum, quantity: 7, unitPrice: 8000 }]);
    const d = await summary(p);
    expect(d.sales!.today.amount).to.equal(45000);
    expect(d.sales!.topAgents.map((a) => a.agentId)).to.not.include(other.C.id);
    expect(d.orders).to.deep.equal({ approval: 2, toShip: 1 });
    expect(d.agents!.today).to.equal(2);
  });

  it('when staff open it, then only the sections their permissions open are filled', async () => {
    const p = await plan();
    const orders = await summary(p, await staffToken(p.c, ['manage_orders']));
    // Manage orders opens the orders and, as for the master report's sales reports, the sales.
    expect(orders.orders).to.deep.equal({ approval: 0, toShip: 0 });
    expect(orders.sales!.today).to.deep.equal({ amount: 0, orders: 0, units: 0 });
    expect([orders.agents, orders.commissions, orders.stock]).to.deep.equal([null, null, null]);
    const stock = await summary(p, await staffToken(p.c, ['manage_inventory', 'add_user']));
    expect(stock.stock).to.not.equal(null);
    expect(stock.agents).to.deep.equal({ today: 0, thisMonth: 0, lastMonth: 0 });
    expect([stock.sales, stock.orders, stock.commissions]).to.deep.equal([null, null, null]);
    const none = await summary(p, await staffToken(p.c, []));
    expect([none.sales, none.orders, none.agents, none.commissions, none.stock]).to.deep.equal([null, null, null, null, null]);
  });
});
