import { expect } from 'chai';
import dayjs from 'dayjs';
import { api, newCompany, newTier, newUser } from '../harness';
import { setFeatures, tokenOf } from '../orders/factories';
import { quickAgent } from '../agents/helpers';
import { User } from '../../server/modules/users/models';
import { Order } from '../../server/modules/orders/models';
import { CommissionRank, Tier } from '../../server/modules/tiers/models';
import { currentPeriod } from '../../server/modules/agents/kpi';
import { formulaOf, periodBounds } from '../../server/modules/commissions/reads';
import { toDbTime } from '../../server/platform/time';
import { entry, line, paidOrder, period, sales } from './reads-factories';

const month = (offset: number) => dayjs(`${currentPeriod()}-01`).add(offset, 'month').format('YYYY-MM');
/** An instant inside a business month (UTC, DB format): the 15th, noon in Kuala Lumpur. */
const inside = (p: string) => toDbTime(new Date(`${p}-15T04:00:00Z`));

/**
 * A → B → C (tiers of rank 1, 2, 3) and an outsider X; HQ's token and each agent's.
 */
async function network() {
  const c = await newCompany();
  const t1 = await Tier.of(c.ctx).insertAndFetch({ levelName: 'Master', rankNumber: 1, psAmount: 40000, psUnit: 5, gsAmount: 0, tpgsAmount: 100000, tpgsUnit: 12 });
  const t2 = await Tier.of(c.ctx).insertAndFetch({ levelName: 'Stockist', rankNumber: 2, momAmount: 20000, momUnit: 4 });
  const t3 = await newTier(c, 3, 'Dealer');
  const a = await quickAgent(c, null, { tierId: t1.id, firstName: 'Alice', lastName: 'Master' });
  const b = await quickAgent(c, a.id, { tierId: t2.id, firstName: 'Bob', lastName: 'Stockist' });
  const cc = await quickAgent(c, b.id, { tierId: t3.id, firstName: 'Cara', lastName: 'Dealer', identityNo: '900101-10-1234' });
  const x = await quickAgent(c, null, { tierId: t3.id, firstName: 'Xavier', lastName: 'Outside' });
  const hq = tokenOf(c, (await User.of(c.ctx).findById(c.hq.id))!);
  return { c, t1, t2, t3, a, b, cc, x, hq, tok: (u: User) => tokenOf(c, u), http: api(c.host) };
}

describe('commissions: reads', function () {
  this.timeout(120_000);

  it('GET /commission: an agent sees only its own lines; HQ any agent or the company; filters and paging', async () => {
    const n = await network();
    const p = month(-1);
    const { order, item } = await paidOrder(n.c, n.cc.id, { salesValue: 100000, units: 10 });
    const over = await line(n.c, { period: p, type: 'override', beneficiaryId: n.b.id, amount: 20000, orderId: order.id, buyerId: n.cc.id, sourceId: item.id });
    await line(n.c, { period: p, type: 'helper', beneficiaryId: n.b.id, amount: 5000, orderId: order.id, buyerId: n.cc.id, sourceId: item.id });
    await line(n.c, { period: p, type: 'override', beneficiaryId: n.a.id, amount: 10000, orderId: order.id, buyerId: n.cc.id, sourceId: item.id });

    const mine = await n.http.get('/commission', n.tok(n.b));
    expect(mine.status).to.equal(200);
    expect(mine.body.data.map((l: { beneficiaryId: number }) => l.beneficiaryId)).to.deep.equal([n.b.id, n.b.id]);
    expect(mine.headers['content-range']).to.equal('items 0-1/2');
    const first = mine.body.data.find((l: { id: number }) => l.id === Number(over.id));
    expect(first).to.include({ type: 'override', kind: 'earn', amount: 20000, orderNo: order.orderNo, buyerName: 'Cara Dealer', beneficiaryName: 'Bob Stockist', payable: true });
    expect(JSON.stringify(mine.body.data)).not.to.contain('900101');

    const filtered = await n.http.get(`/commission?type=override&period=${p}`, n.tok(n.b));
    expect(filtered.body.data).to.have.length(1);
    expect((await n.http.get(`/commission?period=${month(-2)}`, n.tok(n.b))).body.data).to.have.length(0);
    expect((await n.http.get('/commission?range=[0,0]', n.tok(n.b))).headers['content-range']).to.equal('items 0-0/2');

    const refused = await n.http.get(`/commission?agentId=${n.a.id}`, n.tok(n.b));
    expect(refused.status).to.equal(403);
    expect(refused.body.meta.message).to.equal('You can only see your own commissions.');
    expect((await n.http.get(`/commission?agentId=${n.b.id}`, n.tok(n.x))).status).to.equal(403);
    expect((await n.http.get('/commission', n.tok(n.x))).body.data).to.have.length(0);
    const staff = await newUser(n.c, { role: 'staff', permissions: ['manage_orders'] });
    expect((await n.http.get(`/commission?agentId=${n.b.id}`, n.tok(staff))).status).to.equal(403);

    expect((await n.http.get(`/commission?agentId=${n.a.id}`, n.hq)).body.data.map((l: { amount: number }) => l.amount)).to.deep.equal([10000]);
    expect((await n.http.get('/commission', n.hq)).body.data).to.have.length(3);
    expect((await n.http.get('/commission?type=bogus', n.hq)).status).to.equal(422);
    expect((await n.http.get(`/commission?filter=${encodeURIComponent('{"type":"bogus"}')}`, n.hq)).status).to.equal(422);
    expect((await n.http.get(`/commission?filter=${encodeURIComponent('{"beneficiaryId":1}')}`, n.hq)).status).to.equal(422);
    expect((await n.http.get('/commission?sort=["figures","ASC"]', n.hq)).status).to.equal(422);

    // Another company's HQ cannot name these agents.
    const other = await newCompany();
    const otherHq = tokenOf(other, (await User.of(other.ctx).findById(other.hq.id))!);
    expect((await api(other.host).get(`/commission?agentId=${n.b.id}`, otherHq)).status).to.equal(404);
    expect((await api(other.host).get('/commission', otherHq)).body.data).to.have.length(0);
    expect((await n.http.get(`/commission?agentId=${n.c.hq.id}`, n.hq)).status).to.equal(404);
  });

  it('GET /commission/details: the lines of one type with order numbers and buyer names, own only for agents', async () => {
    const n = await network();
    const p = month(-1);
    const { order, item } = await paidOrder(n.c, n.cc.id, { salesValue: 100000, units: 10 });
    await line(n.c, { period: p, type: 'helper', beneficiaryId: n.b.id, amount: 5000, orderId: order.id, buyerId: n.cc.id, sourceId: item.id });
    await line(n.c, { period: p, type: 'override', beneficiaryId: n.b.id, amount: 20000, orderId: order.id, buyerId: n.cc.id, sourceId: item.id });
    await line(n.c, { period: p, type: 'helper', beneficiaryId: n.a.id, amount: 700, orderId: order.id, buyerId: n.cc.id, sourceId: item.id });

    const res = await n.http.get(`/commission/details?type=helper&period=${p}`, n.tok(n.b));
    expect(res.status).to.equal(200);
    expect(res.body.data).to.have.length(1);
    expect(res.body.data[0]).to.include({ amount: 5000, orderNo: order.orderNo, buyerName: 'Cara Dealer' });
    expect(Object.keys(res.body.data[0])).not.to.include.members(['identityNo', 'email']);
    expect((await n.http.get('/commission/details', n.tok(n.b))).status).to.equal(422);
    expect((await n.http.get(`/commission/details?type=helper&agentId=${n.a.id}`, n.tok(n.b))).status).to.equal(403);
    expect((await n.http.get(`/commission/details?type=helper&agentId=${n.a.id}`, n.hq)).body.data.map((l: { amount: number }) => l.amount)).to.deep.equal([700]);
    expect((await n.http.get('/commission/details?type=helper', n.hq)).body.data).to.have.length(2);
  });

  it('GET /commission/company: totals per period and type, and per agent sorted by net (HQ only)', async () => {
    const n = await network();
    const p = month(-1);
    await period(n.c, p, 'closed');
    const earn = await line(n.c, { period: p, type: 'override', beneficiaryId: n.a.id, amount: 10000 });
    await line(n.c, { period: p, type: 'override', beneficiaryId: n.b.id, amount: 20000 });
    await line(n.c, { period: p, type: 'override', kind: 'clawback', beneficiaryId: n.b.id, amount: -5000 });
    await line(n.c, { period: p, type: 'override', kind: 'forfeit', beneficiaryId: n.a.id, amount: -10000, reversesId: Number(earn.id), sourceId: earn.sourceId });
    await line(n.c, { period: p, type: 'helper', beneficiaryId: n.b.id, amount: 5000 });
    await line(n.c, { period: month(0), type: 'helper', beneficiaryId: n.b.id, amount: 300 });
    await line(n.c, { period: month(-20), type: 'helper', beneficiaryId: n.b.id, amount: 999 });

    const res = await n.http.get(`/commission/company?period=${p}&type=override`, n.hq);
    expect(res.status).to.equal(200);
    const { periods, agents } = res.body.data;
    expect(periods.map((x: { period: string }) => x.period)).to.deep.equal([month(0), p]);
    const last = periods[1];
    expect(last.status).to.equal('closed');
    expect(last.net).to.equal(20000);
    expect(last.types).to.deep.equal([
      { type: 'override', earned: 30000, clawedBack: -5000, adjusted: -10000, net: 15000 },
      { type: 'helper', earned: 5000, clawedBack: 0, adjusted: 0, net: 5000 },
    ]);
    expect(periods[0].status).to.equal('open');
    expect(agents.items).to.deep.equal([
      { agentId: n.b.id, agentName: 'Bob Stockist', tier: { id: n.t2.id, name: 'Stockist' }, earned: 20000, clawedBack: -5000, adjusted: 0, net: 15000 },
      { agentId: n.a.id, agentName: 'Alice Master', tier: { id: n.t1.id, name: 'Master' }, earned: 10000, clawedBack: 0, adjusted: -10000, net: 0 },
    ]);
    expect(agents.total).to.equal(2);
    const asc = await n.http.get(`/commission/company?period=${p}&sort=["net","ASC"]&range=[0,0]`, n.hq);
    expect(asc.body.data.agents.items.map((x: { agentId: number; net: number }) => [x.agentId, x.net])).to.deep.equal([[n.a.id, 0]]);
    expect(asc.body.data.agents.total).to.equal(2);
    const all = await n.http.get(`/commission/company?period=${p}`, n.hq);
    expect(all.body.data.agents.items[0]).to.include({ agentId: n.b.id, net: 20000 });
    expect((await n.http.get(`/commission/company?from=${month(-24)}&to=${month(-1)}`, n.hq)).body.data.periods.map((x: { period: string }) => x.period)).to.deep.equal([p, month(-20)]);
    expect((await n.http.get(`/commission/company?from=${month(0)}&to=${month(-1)}`, n.hq)).status).to.equal(422);
    expect((await n.http.get('/commission/company', n.tok(n.b))).status).to.equal(403);
  });

  it('GET /commission/check-calculation: each line with its arithmetic in English and Malay, the total and the count', async () => {
    const n = await network();
    const p = month(-1);
    const { order, item } = await paidOrder(n.c, n.cc.id, { salesValue: 100000, units: 10 });
    const earn = await line(n.c, {
      period: p,
      type: 'override',
      beneficiaryId: n.b.id,
      amount: 20000,
      orderId: order.id,
      buyerId: n.cc.id,
      sourceId: item.id,
      figures: { priceAccounted: 10000, beneficiaryPrice: 8000, units: 10, tierId: n.t2.id },
    });
    await line(n.c, {
      period: p,
      type: 'override',
      kind: 'clawback',
      beneficiaryId: n.b.id,
      amount: -20000,
      orderId: order.id,
      buyerId: n.cc.id,
      sourceId: item.id,
      reversesId: Number(earn.id),
      figures: { priceAccounted: 10000, beneficiaryPrice: 8000, units: 10 },
    });
    await line(n.c, { period: p, type: 'override', beneficiaryId: n.b.id, amount: 3120, figures: { somethingNew: 7 } });
    await line(n.c, { period: p, type: 'helper', beneficiaryId: n.b.id, amount: 5000, orderId: order.id, sourceId: item.id, figures: { salesValue: 100000, rateBp: 500 } });
    await line(n.c, {
      period: p,
      type: 'performance',
      sourceType: 'agent',
      sourceId: n.cc.id,
      beneficiaryId: n.b.id,
      amount: 8000,
      figures: { salesValue: 200000, rankRateBp: 1200, lowerRateBp: 800, rateBp: 400 },
    });
    const forfeit = await line(n.c, { period: p, type: 'performance', kind: 'forfeit', sourceType: 'agent', sourceId: n.cc.id, beneficiaryId: n.b.id, amount: -8000, figures: {} });
    // The clawback of a refunded order's share of a closed bonus keeps the rate it took back.
    await line(n.c, {
      period: p,
      type: 'performance',
      kind: 'clawback',
      sourceType: 'order_item',
      sourceId: item.id,
      beneficiaryId: n.b.id,
      amount: -6000,
      figures: { salesValue: 50000, rateBp: 1200 },
    });

    const res = await n.http.get(`/commission/check-calculation?period=${p}&type=override&sort=["id","ASC"]`, n.tok(n.b)).set('Accept-Language', 'en');
    expect(res.status).to.equal(200);
    expect(res.body.data).to.include({ agentId: n.b.id, total: 3120, count: 3, currency: 'MYR', type: 'override', period: p });
    expect(res.body.data.lines.map((l: { formula: string }) => l.formula)).to.deep.equal([
      '(RM 100.00 − RM 80.00) × 10 units = RM 200.00',
      'Clawback (order refunded or cancelled): −[(RM 100.00 − RM 80.00) × 10 units = RM 200.00]',
      `somethingNew: 7 → RM 31.20`,
    ]);
    expect(res.body.data.lines[0]).to.include({ orderId: order.id, orderNo: order.orderNo });

    const ms = await n.http.get(`/commission/check-calculation?period=${p}&type=override&sort=["id","ASC"]&range=[0,1]`, n.tok(n.b)).set('Accept-Language', 'ms');
    expect(ms.body.data.lines.map((l: { formula: string }) => l.formula)).to.deep.equal([
      '(RM 100.00 − RM 80.00) × 10 unit = RM 200.00',
      'Tuntutan balik (pesanan dipulangkan atau dibatalkan): −[(RM 100.00 − RM 80.00) × 10 unit = RM 200.00]',
    ]);
    expect(ms.body.data).to.include({ total: 3120, count: 3 });

    const helper = await n.http.get(`/commission/check-calculation?agentId=${n.b.id}&period=${p}&type=helper`, n.hq).set('Accept-Language', 'ms');
    expect(helper.body.data.lines[0].formula).to.equal('RM 1,000.00 × 5.00 % = RM 50.00');
    const perf = await n.http.get(`/commission/check-calculation?agentId=${n.b.id}&period=${p}&type=performance&sort=["id","ASC"]`, n.hq).set('Accept-Language', 'en');
    expect(perf.body.data.lines.map((l: { formula: string }) => l.formula)).to.deep.equal([
      'RM 2,000.00 × (12.00 % − 8.00 %) = RM 80.00',
      'Forfeited (maintenance not met): −[— → RM 80.00]',
      'Clawback (order refunded or cancelled): −[RM 500.00 × 12.00 % = RM 60.00]',
    ]);
    expect(perf.body.data).to.include({ total: -6000, count: 3 });
    expect(Number(forfeit.id)).to.be.above(0);

    expect((await n.http.get(`/commission/check-calculation?agentId=${n.a.id}&period=${p}&type=override`, n.tok(n.b))).status).to.equal(403);
    const missing = await n.http.get(`/commission/check-calculation?period=${p}&type=override`, n.hq).set('Accept-Language', 'ms');
    expect(missing.status).to.equal(422);
    expect(missing.body.meta.message).to.equal('Pilih ejen yang hendak dipaparkan.');
    expect((await n.http.get(`/commission/check-calculation?period=2026-13&type=override`, n.tok(n.b))).status).to.equal(422);
  });

  it("formulas use the company's currency and the caller's language (Indonesian rupiah)", () => {
    const helper = { type: 'helper', kind: 'earn', amount: 50000, reversesId: null, figures: { salesValue: 1000000, rateBp: 500 } } as const;
    expect(formulaOf(helper, 'IDR', 'id')).to.equal('Rp 1.000.000 × 5.00 % = Rp 50.000');
    const perUnit = { type: 'introducer', kind: 'earn', amount: 3000, reversesId: null, figures: { perItem: 1000, quantity: 3 } } as const;
    expect(formulaOf(perUnit, 'IDR', 'id')).to.equal('Rp 1.000 per item × 3 = Rp 3.000');
    expect(formulaOf(perUnit, 'MYR', 'ms')).to.equal('RM 10.00 sebiji × 3 = RM 30.00');
    const recruit = { type: 'recruitment', kind: 'clawback', amount: -5000, reversesId: 9, figures: { recruitComm: 5000 } } as const;
    expect(formulaOf(recruit, 'MYR', 'en')).to.equal("Clawback (order refunded or cancelled): −[Recruitment commission of the recruit's tier = RM 50.00]");
    const bare = { type: 'override', kind: 'forfeit', amount: -5000, reversesId: 9, figures: {} } as const;
    expect(formulaOf(bare, 'MYR', 'ms')).to.equal('Dilucutkan (syarat penyelenggaraan tidak dipenuhi): −[baris #9 = RM 50.00]');
  });

  it('GET /commission/income-statement: clawback, payout with withholding, a negative balance carried forward; agents only when enabled', async () => {
    const n = await network();
    const [p0, p1, p2] = [month(-2), month(-1), month(0)];
    await period(n.c, p0, 'closed');
    await period(n.c, p1, 'closed');
    await line(n.c, { period: p0, type: 'override', beneficiaryId: n.b.id, amount: 50000 });
    await line(n.c, { period: p0, type: 'helper', beneficiaryId: n.a.id, amount: 99999 });
    await entry(n.c, n.b.id, 'payout', -49000, inside(p0));
    await entry(n.c, n.b.id, 'withholding', -1000, inside(p0));
    await line(n.c, { period: p1, type: 'override', kind: 'clawback', beneficiaryId: n.b.id, amount: -20000 });
    await line(n.c, { period: p1, type: 'helper', beneficiaryId: n.b.id, amount: 5000 });
    await line(n.c, { period: p1, type: 'sale-profit', beneficiaryId: n.b.id, amount: 7000 });
    // 00:30 on the 1st of p1 in Kuala Lumpur is still the last day of p0 in UTC: it belongs to p1.
    const [p1Start] = periodBounds(p1);
    await entry(n.c, n.b.id, 'adjustment', -1000, toDbTime(new Date(new Date(`${p1Start.replace(' ', 'T')}Z`).getTime() + 30 * 60_000)));
    await line(n.c, { period: p2, type: 'helper', beneficiaryId: n.b.id, amount: 3000 });

    const get = (p: string, token = n.hq, agent = `&agentId=${n.b.id}`) => n.http.get(`/commission/income-statement?period=${p}${agent}`, token);
    const s0 = (await get(p0)).body.data;
    expect(s0).to.include({
      agentId: n.b.id,
      period: p0,
      status: 'closed',
      commissionPayable: 50000,
      saleProfit: 0,
      withholding: -1000,
      payouts: -49000,
      transfers: 0,
      adjustments: 0,
      openingBalance: 0,
      closingBalance: 0,
    });
    const s1 = (await get(p1)).body.data;
    expect(s1.types).to.deep.equal([
      { type: 'sale-profit', earned: 7000, clawedBack: 0, adjusted: 0, net: 7000 },
      { type: 'override', earned: 0, clawedBack: -20000, adjusted: 0, net: -20000 },
      { type: 'helper', earned: 5000, clawedBack: 0, adjusted: 0, net: 5000 },
    ]);
    expect(s1).to.include({ commissionPayable: -15000, saleProfit: 7000, withholding: 0, payouts: 0, adjustments: -1000, openingBalance: 0, closingBalance: -16000 });
    const s2 = (await get(p2)).body.data;
    expect(s2).to.include({ status: 'open', commissionPayable: 3000, openingBalance: -16000, closingBalance: -13000 });

    const off = await get(p1, n.tok(n.b), '');
    expect(off.status).to.equal(403);
    expect(off.body.meta.message).to.equal('The income statement is not available to agents in this company.');
    await setFeatures(n.c, { agentIncomeStatement: true });
    expect((await get(p1, n.tok(n.b), '')).body.data).to.include({ agentId: n.b.id, closingBalance: -16000 });
    expect((await get(p1, n.tok(n.a), `&agentId=${n.b.id}`)).status).to.equal(403);
    expect((await get(p1, n.hq, '')).status).to.equal(422);
  });

  it('GET /commission/estimate: the open month so far by type, sale profit apart', async () => {
    const n = await network();
    await line(n.c, { period: month(0), type: 'helper', beneficiaryId: n.b.id, amount: 3000 });
    await line(n.c, { period: month(0), type: 'override', beneficiaryId: n.b.id, amount: 2500 });
    await line(n.c, { period: month(0), type: 'sale-profit', beneficiaryId: n.b.id, amount: 1000 });
    await line(n.c, { period: month(-1), type: 'helper', beneficiaryId: n.b.id, amount: 777 });
    await line(n.c, { period: month(0), type: 'helper', beneficiaryId: n.a.id, amount: 555 });
    const res = await n.http.get('/commission/estimate', n.tok(n.b));
    expect(res.status).to.equal(200);
    expect(res.body.data).to.include({ agentId: n.b.id, period: month(0), commissionPayable: 5500, saleProfit: 1000, periodBonusesIncluded: false });
    expect(res.body.data.types.map((t: { type: string; net: number }) => [t.type, t.net])).to.deep.equal([
      ['sale-profit', 1000],
      ['override', 2500],
      ['helper', 3000],
    ]);
    expect((await n.http.get(`/commission/estimate?agentId=${n.a.id}`, n.hq)).body.data.commissionPayable).to.equal(555);
    expect((await n.http.get(`/commission/estimate?agentId=${n.a.id}`, n.tok(n.b))).status).to.equal(403);
  });

  it("GET /commission/qualification: live PS/GS/TPGS, maintenance, the next tier's and rank's needs", async () => {
    const n = await network();
    const p = month(0);
    await sales(n.c, n.b.id, p, 30000, 3);
    await sales(n.c, n.cc.id, p, 20000, 2);
    await sales(n.c, n.b.id, month(-1), 900000, 90);
    await CommissionRank.of(n.c.ctx).insert({ commissionName: 'Silver', personalSales: 10000, totalPersonalGroupSales: 0, sideGroupSales: 0, commission: 500 });
    const gold = await CommissionRank.of(n.c.ctx).insertAndFetch({ commissionName: 'Gold', personalSales: 10000, totalPersonalGroupSales: 60000, sideGroupSales: 0, commission: 1000 });

    const res = await n.http.get('/commission/qualification', n.tok(n.b));
    expect(res.status).to.equal(200);
    const q = res.body.data;
    expect(q).to.deep.include({ period: p, ps: { amount: 30000, units: 3 }, gs: { amount: 20000, units: 2 }, tpgs: { amount: 50000, units: 5 }, sgs: 0 });
    expect(q.maintenance).to.deep.equal({ required: { amount: 20000, units: 4 }, met: true, byUnits: false });
    expect(q.tier).to.deep.equal({ id: n.t2.id, name: 'Stockist' });
    expect(q.nextTier).to.deep.equal({ id: n.t1.id, name: 'Master', required: { ps: 40000, gs: 0, tpgs: 100000 }, needs: { ps: 10000, gs: 0, tpgs: 50000, byUnits: false } });
    expect(q.rank.name).to.equal('Silver');
    expect(q.nextRank).to.deep.equal({ id: gold.id, name: 'Gold', required: { ps: 10000, tpgs: 60000, sgs: 0 }, needs: { ps: 0, tpgs: 10000, sgs: 0 } });

    await setFeatures(n.c, { moq: true });
    const units = (await n.http.get(`/commission/qualification?agentId=${n.b.id}`, n.hq)).body.data;
    expect(units.maintenance).to.deep.equal({ required: { amount: 20000, units: 4 }, met: false, byUnits: true });
    expect(units.nextTier.needs).to.deep.equal({ ps: 2, gs: 0, tpgs: 7, byUnits: true });

    // A has B and C in its group (lower tiers): GS 50000; the top tier has no next tier.
    const top = (await n.http.get(`/commission/qualification?agentId=${n.a.id}`, n.hq)).body.data;
    expect(top).to.deep.include({ gs: { amount: 50000, units: 5 }, nextTier: null });
    expect((await n.http.get(`/commission/qualification?agentId=${n.a.id}`, n.tok(n.b))).status).to.equal(403);
    expect((await n.http.get('/commission/qualification', n.hq)).status).to.equal(422);
  });

  it('GET /zerorise/user-sales and /zerorise/commission/history: paid HQ first orders without override (HQ only)', async () => {
    const n = await network();
    const zeroed = await paidOrder(n.c, n.cc.id, { salesValue: 120000, units: 12, first: true, paidAt: inside(month(-1)) });
    const paidOver = await paidOrder(n.c, n.b.id, { salesValue: 50000, units: 5, first: true });
    await line(n.c, { period: month(0), type: 'override', beneficiaryId: n.a.id, amount: 5000, orderId: paidOver.order.id, sourceId: paidOver.item.id });
    await paidOrder(n.c, n.cc.id, { salesValue: 10000, units: 1 });
    await paidOrder(n.c, n.x.id, { salesValue: 10000, units: 1, first: true, type: 'upline' });
    const refunded = await paidOrder(n.c, n.a.id, { salesValue: 10000, units: 1, first: true });
    await Order.of(n.c.ctx).findById(refunded.order.id).patch({ paymentStatus: 'refunded', stage: 'cancelled' });
    const nameless = await quickAgent(n.c, null, { firstName: null, lastName: null, username: 'shopper9' });
    const zeroed2 = await paidOrder(n.c, nameless.id, { salesValue: 30000, units: 3, first: true });
    // A helper line does not make an order "not zeroed".
    await line(n.c, { period: month(0), type: 'helper', beneficiaryId: n.a.id, amount: 100, orderId: zeroed2.order.id, sourceId: zeroed2.item.id });

    const res = await n.http.get('/zerorise/user-sales', n.hq);
    expect(res.status).to.equal(200);
    expect(res.body.data.map((o: { orderId: number }) => o.orderId)).to.deep.equal([zeroed2.order.id, zeroed.order.id]);
    expect(res.body.data[0]).to.include({ buyerId: nameless.id, buyerName: 'shopper9' });
    expect(res.body.data[1]).to.include({ orderNo: zeroed.order.orderNo, buyerId: n.cc.id, buyerName: 'Cara Dealer', period: month(-1), salesValue: 120000, units: 12, grandTotal: 120500 });
    const inMonth = await n.http.get(`/zerorise/user-sales?period=${month(-1)}`, n.hq);
    expect(inMonth.body.data.map((o: { orderId: number }) => o.orderId)).to.deep.equal([zeroed.order.id]);

    const history = (await n.http.get('/zerorise/commission/history?range=[0,0]', n.hq)).body.data;
    expect(history).to.include({ count: 2, salesValue: 150000, units: 15, grandTotal: 151000, total: 2 });
    expect(history.orders).to.have.length(1);
    expect((await n.http.get(`/zerorise/commission/history?period=${month(-1)}`, n.hq)).body.data).to.include({ count: 1, salesValue: 120000 });
    expect((await n.http.get('/zerorise/user-sales', n.tok(n.a))).status).to.equal(403);
    expect((await n.http.get('/zerorise/user-sales?period=2026-1', n.hq)).status).to.equal(422);
  });
});
