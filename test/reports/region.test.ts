import { expect } from 'chai';
import { businessTime } from '../../server/platform/time';
import { regionNames } from '../../server/modules/users/region';
import { paidOrder, plan, type Plan } from '../commissions/factories';
import { api, login } from '../harness';
import { joined } from './factories';

/** An Indonesian company: its agents' addresses have a province (a code) and no state. */
describe('reports: an Indonesian company breaks down and filters by province', () => {
  let p: Plan;
  let hq: string;
  let today: string;
  const jakarta = '31';
  const get = async (path: string, query: Record<string, unknown> = {}) => {
    const res = await api(p.c.host)
      .get(path, hq)
      .query({ from: today, to: today, ...query });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.data;
  };
  const cards = (data: { cards: { key: string; value: number }[] }) => Object.fromEntries(data.cards.map((c) => [c.key, c.value]));

  before(async () => {
    p = await plan({ country: 'ID' });
    hq = await login(p.c.host, p.c.hq.email);
    today = businessTime().format('YYYY-MM-DD');
    const agent = await joined(p, null, p.tiers.ms.id, { country: 'ID', province: jakarta, regency: '31.71', state: null });
    await paidOrder(p, agent, [{ product: p.serum, quantity: 2, unitPrice: 1500 }]);
  });

  it('sales, recruits, agents and products follow the province filter', async () => {
    expect(cards(await get('/transaction/summary', { state: jakarta }))).to.include({ sales: 3000, orders: 1 });
    expect(cards(await get('/transaction/summary', { state: '32' }))).to.include({ sales: 0, orders: 0 });
    expect(cards(await get('/recruitment/summary', { state: jakarta }))).to.include({ recruits: 1 });
    expect(cards(await get('/agent-report/summary', { state: jakarta }))).to.include({ agents: 1 });
    expect((await get('/product-sales-report/product-list', { state: jakarta })).map((r: { salesValue: number }) => r.salesValue)).to.deep.equal([3000]);
  });

  it('lists name the province', async () => {
    const name = regionNames('ID').get(jakarta)!;
    expect(name).to.be.a('string').and.not.equal(jakarta);
    const states = await get('/analytic/state/sales-list');
    expect(states.map((r: { id: string; name: string; amount: number }) => [r.id, r.name, r.amount])).to.deep.equal([[jakarta, name, 3000]]);
    const kpi = await get('/kpi/sales-list', { state: jakarta });
    expect(kpi.map((r: { state: string; amount: number }) => [r.state, r.amount])).to.deep.equal([[name, 3000]]);
  });
});
