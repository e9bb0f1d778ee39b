import { expect } from 'chai';
import type { AgentDashboardView } from '../../common/dashboard';
import { CommissionRank } from '../../server/modules/tiers/models';
import { businessTime } from '../../server/platform/time';
import { lastMonth } from './clock';
import { api, login } from '../harness';
import { tokenOf } from '../orders/factories';
import { paidOrder, plan, type Plan } from '../commissions/factories';

/**
 * The plan of docs/compensation.md (A Master Stockist → B Stockist → C Dealer → D Agent; serum at
 * RM 60 / 70 / 80 / 100 by tier). Last month C bought 2 serums from HQ (RM 160); this month C
 * bought 1 (RM 80) and D bought 3 from C (RM 300, an upline order waiting for C's approval).
 */
async function scenario() {
  const p = await plan();
  await lastMonth(() => paidOrder(p, p.C, [{ product: p.serum, quantity: 2, unitPrice: 8000 }]));
  await paidOrder(p, p.C, [{ product: p.serum, quantity: 1, unitPrice: 8000 }]);
  await paidOrder(p, p.D, [{ product: p.serum, quantity: 3, unitPrice: 10000 }], { type: 'upline', sellerId: p.C.id });
  return p;
}

const dashboard = async (p: Plan, who: Plan['C']) => {
  const res = await api(p.c.host).get('/dashboard/agent', tokenOf(p.c, who));
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data as AgentDashboardView;
};

describe('GET /dashboard/agent', () => {
  it("when an agent opens its home, then its own sales this month and last, its group's, its commission, rank and waiting orders are hand-computed", async () => {
    const p = await scenario();
    await CommissionRank.of(p.c.ctx).insert({ commissionName: 'Gold', personalSales: 5000, totalPersonalGroupSales: 30000, sideGroupSales: 0 });
    await CommissionRank.of(p.c.ctx).insert({ commissionName: 'Diamond', personalSales: 10000, totalPersonalGroupSales: 100000, sideGroupSales: 0 });
    const d = await dashboard(p, p.C);
    const now = businessTime();
    expect(d.month).to.equal(now.format('YYYY-MM'));
    expect(d.lastMonth).to.equal(now.subtract(1, 'month').format('YYYY-MM'));
    expect(d.currency).to.equal('MYR');
    expect(d.mySales).to.deep.equal({ thisMonth: { amount: 8000, units: 1, orders: 1 }, lastMonth: { amount: 16000, units: 2, orders: 1 } });
    // C's group is D (an Agent ranks below a Dealer): D's RM 300 this month, nothing last month.
    expect(d.groupSales).to.deep.equal({ thisMonth: 30000, lastMonth: 0 });
    // C sold D three serums at RM 100 that cost it RM 80: RM 60 sale profit, collected from D (not payable).
    expect(d.commission.saleProfit).to.equal(6000);
    const estimate = (await api(p.c.host).get('/commission/estimate', tokenOf(p.c, p.C))).body.data;
    expect(d.commission.estimate).to.equal(estimate.commissionPayable);
    expect(d.tier).to.deep.equal({ id: p.tiers.dealer.id, name: 'Dealer' });
    // PS 80 ≥ 50 and TPGS 380 ≥ 300: Gold; Diamond needs PS 100 (20 more) and TPGS 1,000 (620 more).
    expect(d.rank?.name).to.equal('Gold');
    expect(d.nextRank).to.include({ name: 'Diamond' });
    expect(d.nextRank?.needs).to.deep.equal({ ps: 2000, tpgs: 62000, sgs: 0 });
    expect(d.sellerOrders).to.deep.equal({ approval: 1, toShip: 0 });

    const dHome = await dashboard(p, p.D);
    expect(dHome.mySales.thisMonth).to.deep.equal({ amount: 30000, units: 3, orders: 1 });
    expect(dHome.sellerOrders).to.deep.equal({ approval: 0, toShip: 0 });
    // D: PS 300 ≥ 50 and TPGS 300 ≥ 300: Gold too.
    expect(dHome.rank?.name).to.equal('Gold');
  });

  it('when an order of its own customer waits for it too, then the home counts it as the Received tab does', async () => {
    const p = await scenario();
    // C's sale to its own customer (seller and buyer C), paid: waiting for C's approval like D's order.
    await paidOrder(p, p.C, [{ product: p.serum, quantity: 1, unitPrice: 12000 }], { type: 'personal', sellerId: p.C.id });
    const d = await dashboard(p, p.C);
    expect(d.sellerOrders).to.deep.equal({ approval: 2, toShip: 0 });
    const tabs = (await api(p.c.host).get('/manage-orders/summary?received=true', tokenOf(p.c, p.C))).body.data;
    expect([tabs.approval, tabs.to_ship]).to.deep.equal([2, 0]);
  });

  it("when another company has sales, then they never reach this company's agents", async () => {
    const p = await scenario();
    const other = await scenario();
    await paidOrder(other, other.C, [{ product: other.serum, quantity: 5, unitPrice: 8000 }]);
    const d = await dashboard(p, p.C);
    expect(d.mySales.thisMonth.amount).to.equal(8000);
    expect(d.groupSales.thisMonth).to.equal(30000);
    expect(d.sellerOrders.approval).to.equal(1);
    // An agent of company B on company A's host: refused.
    expect((await api(p.c.host).get('/dashboard/agent', tokenOf(other.c, other.C))).status).to.equal(401);
  });

  it('when HQ or staff call it, then 403 (it is the agent app home)', async () => {
    const p = await plan();
    const res = await api(p.c.host).get('/dashboard/agent', await login(p.c.host, p.c.hq.email));
    expect(res.status).to.equal(403);
  });
});
