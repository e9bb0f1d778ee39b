import { expect } from 'chai';
import { unzipSync } from 'fflate';
import { clock, businessTime } from '../../server/platform/time';
import { inTransaction } from '../../server/platform/tx';
import { recordMovement } from '../../server/modules/inventory/levels';
import { cancel } from '../../server/modules/orders/lifecycle';
import { deleteCustomer, storeCustomer, type CustomerInput } from '../../server/modules/customers/service';
import { rebuildCompany } from '../../server/modules/reports/rebuild';
import { agentJoined } from '../../server/modules/reports/summaries';
import { paidOrder, plan, hqCtx, type Plan } from '../commissions/factories';
import { myCustomer } from '../customers/factories';
import { tokenOf } from '../orders/factories';
import { api, login, newCompany, newTier, newUser, platform } from '../harness';
import { joined, summariesOf, toNextMonth } from './factories';
import type { User } from '../../server/modules/users/models';
import type { Order } from '../../server/modules/orders/models';

/**
 * The master report and product sales calls against a small hand-computed data set (amounts in sen):
 * R recruits A (Master Stockist, Selangor, born 1990) and B (Stockist, Johor, born 2000) today, after
 * the plan's chain PA → PB → PC → PD (each recruited by the one before; PB a Stockist).
 * Today: o1 A buys 2 serums at 1000 (2000); o2 B buys 1 serum at 1200 and 3 toners at 500 (2700);
 * o3 A buys 1 toner (500), cancelled today (refund today); o4 B buys 2 toners (1000), refunded on the
 * 2nd of next month. Company B's agent buys 5 serums; none of it may appear.
 */
describe('reports: master report and product sales', function () {
  this.timeout(120_000);
  let p: Plan;
  let R: User, A: User, B: User;
  let o1: Order, o2: Order, o3: Order, o4: Order;
  let hq: string;
  let today: string;
  let refundDay: string;
  let other: Plan;
  let otherHq: string;

  const get = (path: string, query: Record<string, unknown>, token = hq) => api(p.c.host).get(path, token).query(query);
  const cards = (res: { body: { data: { cards: { key: string; value: number }[] } } }) => Object.fromEntries(res.body.data.cards.map((c) => [c.key, c.value]));

  before(async () => {
    p = await plan();
    hq = await login(p.c.host, p.c.hq.email);
    today = businessTime().format('YYYY-MM-DD');
    // The plan's chain A → B → C → D joined too (made without the registration services).
    for (const agent of [p.A, p.B, p.C, p.D]) await inTransaction(p.c.ctx, (tx) => agentJoined(tx, agent.id));
    R = await joined(p, null, p.tiers.ms.id, { state: 'Selangor', birthDate: '1980-03-01' });
    A = await joined(p, R, p.tiers.ms.id, { state: 'Selangor', birthDate: '1990-01-01' });
    B = await joined(p, R, p.tiers.stockist.id, { state: 'Johor', birthDate: '2000-01-01' });
    o1 = await paidOrder(p, A, [{ product: p.serum, quantity: 2, unitPrice: 1000 }]);
    o2 = await paidOrder(p, B, [
      { product: p.serum, quantity: 1, unitPrice: 1200 },
      { product: p.toner, quantity: 3, unitPrice: 500 },
    ]);
    o3 = await paidOrder(p, A, [{ product: p.toner, quantity: 1, unitPrice: 500 }]);
    o4 = await paidOrder(p, B, [{ product: p.toner, quantity: 2, unitPrice: 500 }]);
    await cancel(hqCtx(p), [o3.id], 'changed mind');
    const kept = await storeCustomer(p.c.ctx, A.id, myCustomer() as CustomerInput);
    const gone = await storeCustomer(p.c.ctx, A.id, myCustomer({ firstName: 'Gone' }) as CustomerInput);
    await deleteCustomer(p.c.ctx, A.id, gone.id);
    expect(kept.id).to.be.a('number');
    await inTransaction(p.c.ctx, (tx) => recordMovement(tx, { storeId: 0, productId: p.serum.id, variantId: 0, qtyIn: 0, qtyOut: 5, invType: 'damaged', userId: null }));

    other = await plan();
    otherHq = await login(other.c.host, other.c.hq.email);
    await paidOrder(other, other.D, [{ product: other.serum, quantity: 5, unitPrice: 9999 }]);

    refundDay = toNextMonth(1);
    await cancel(hqCtx(p), [o4.id], 'refund');
  });

  after(() => clock.reset());

  describe('transaction', () => {
    it('the day of sale: net of the refund of the day, the later refund not yet', async () => {
      const res = await get('/transaction/summary', { from: today, to: today });
      expect(res.status).to.equal(200);
      expect(cards(res)).to.deep.equal({ sales: 5700, orders: 3, units: 8, salesValue: 5700, refunds: 1, refundAmount: 500 });
    });

    it('a refund in a later month is taken off in that month, and both months add up', async () => {
      expect(cards(await get('/transaction/summary', { from: refundDay, to: refundDay }))).to.deep.equal({ sales: -1000, orders: -1, units: -2, salesValue: -1000, refunds: 1, refundAmount: 1000 });
      expect(cards(await get('/transaction/summary', { from: today, to: refundDay }))).to.deep.equal({ sales: 4700, orders: 2, units: 6, salesValue: 4700, refunds: 2, refundAmount: 1500 });
    });

    it('filters by the tier and state the buyer held when it paid, and by agent', async () => {
      expect(cards(await get('/transaction/summary', { from: today, to: today, tierId: p.tiers.ms.id }))).to.include({ sales: 2000, orders: 1, refunds: 1 });
      expect(cards(await get('/transaction/summary', { from: today, to: today, state: 'Johor' }))).to.include({ sales: 3700, orders: 2, refunds: 0 });
      expect(cards(await get('/transaction/summary', { from: today, to: refundDay, agentId: B.id }))).to.include({ sales: 2700, orders: 1, refunds: 1 });
    });

    it('lists the orders paid in the period, newest first, refunded ones flagged, the total from the summaries', async () => {
      const res = await get('/transaction/list', { from: today, to: refundDay, perPage: 3 });
      expect(res.status).to.equal(200);
      expect(res.headers['content-range']).to.equal('items 0-2/4');
      expect(res.body.data.map((r: { id: number }) => r.id)).to.deep.equal([o4.id, o3.id, o2.id]);
      expect(res.body.data[0]).to.include({ amount: 1000, units: 2, refunded: true, buyerId: B.id, state: 'Johor', tierId: p.tiers.stockist.id });
      expect(res.body.data[2]).to.include({ amount: 2700, refunded: false });
      const second = await get('/transaction/list', { from: today, to: refundDay, perPage: 3, page: 2 });
      expect(second.body.data.map((r: { id: number }) => r.id)).to.deep.equal([o1.id]);
      const later = await get('/transaction/list', { from: refundDay, to: refundDay });
      expect(later.headers['content-range']).to.equal('items 0-0/0');
    });

    it('sums sales by payment method and order type', async () => {
      const res = await get('/transaction/payment-method', { from: today, to: refundDay });
      expect(res.body.data).to.deep.equal([{ paymentType: 'manual', orderType: 'hq', orders: 2, amount: 4700, salesValue: 4700, units: 6, refunds: 2, refundAmount: 1500 }]);
      const agent = await get('/transaction/payment-method', { from: refundDay, to: refundDay, agentId: B.id });
      expect(agent.body.data).to.deep.equal([{ paymentType: 'manual', orderType: 'hq', orders: -1, amount: -1000, salesValue: -1000, units: -2, refunds: 1, refundAmount: 1000 }]);
    });

    it('exports exactly the filtered rows as CSV and XLSX', async () => {
      const csv = await get('/transaction/list', { from: today, to: refundDay, state: 'Johor', format: 'csv' })
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => done(null, text));
        });
      expect(csv.status).to.equal(200);
      const lines = (csv.body as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).to.equal(
        'Order No,Paid at,Order type,Payment method,Status,Agent ID,Agent,State,Sales,Units,Refunded,Subtotal,Discount,Voucher discount,Shipping fee,Admin fee,Tax,Service charge,Online payment fee,Total paid',
      );
      expect(lines).to.have.length(3);
      expect(lines[1]).to.contain(o4.orderNo).and.contain(',10.00,2,1');
      const xlsx = await get('/transaction/list', { from: today, to: refundDay, format: 'xlsx' })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(xlsx.status).to.equal(200);
      const sheet = Buffer.from(unzipSync(new Uint8Array(xlsx.body as Buffer))['xl/worksheets/sheet1.xml']).toString('utf8');
      expect(sheet.match(/<row /g)).to.have.length(5);
      expect(sheet).to.contain(o1.orderNo).and.contain('<v>20</v>');
    });
  });

  describe('recruitment, KPI, agents and customers', () => {
    it('counts recruits by recruiter, with the tier they joined at', async () => {
      expect(cards(await get('/recruitment/summary', { from: today, to: today }))).to.deep.equal({ recruits: 7, recruiters: 4 });
      expect(cards(await get('/recruitment/summary', { from: today, to: today, tierId: p.tiers.stockist.id }))).to.deep.equal({ recruits: 2, recruiters: 2 });
      expect(cards(await get('/recruitment/summary', { from: today, to: today, agentId: R.id }))).to.deep.equal({ recruits: 2, recruiters: 1 });
      const list = await get('/recruitment/list', { from: today, to: today });
      expect(list.headers['content-range']).to.equal('items 0-4/5');
      expect(list.body.data.slice(0, 2)).to.deep.equal([
        { recruiterId: 0, recruiterName: 'HQ (no recruiter)', recruits: 2 },
        { recruiterId: R.id, recruiterName: `${R.firstName} ${R.lastName}`, recruits: 2 },
      ]);
      expect(list.body.data.slice(2).map((r: { recruiterId: number; recruits: number }) => [r.recruiterId, r.recruits])).to.deep.equal([
        [p.A.id, 1],
        [p.B.id, 1],
        [p.C.id, 1],
      ]);
      expect(cards(await get('/recruitment/summary', { from: refundDay, to: refundDay }))).to.deep.equal({ recruits: 0, recruiters: 0 });
    });

    it('KPI: cards and the agents best first, the same from months as from days', async () => {
      expect(cards(await get('/kpi/summary', { from: today, to: today }))).to.deep.equal({ sales: 5700, orders: 3, units: 8, buyers: 2, recruits: 7, customers: 1 });
      const days = await get('/kpi/sales-list', { from: today, to: refundDay });
      expect(days.body.data.map((r: { agentId: number; amount: number; orders: number; refunds: number }) => [r.agentId, r.amount, r.orders, r.refunds])).to.deep.equal([
        [B.id, 2700, 1, 1],
        [A.id, 2000, 1, 1],
      ]);
      expect(days.body.data[0]).to.include({ tierName: 'Stockist', state: 'Johor' });
      // A period with only B's refund: B is listed, below zero, and is not a buyer.
      const refunds = await get('/kpi/sales-list', { from: refundDay, to: refundDay });
      expect(refunds.body.data.map((r: { agentId: number; amount: number; orders: number; refunds: number }) => [r.agentId, r.amount, r.orders, r.refunds])).to.deep.equal([[B.id, -1000, -1, 1]]);
      expect(cards(await get('/kpi/summary', { from: refundDay, to: refundDay }))).to.include({ sales: -1000, orders: -1, buyers: 0 });
      const monthStart = businessTime().subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
      const monthEnd = businessTime().endOf('month').format('YYYY-MM-DD');
      const months = await get('/kpi/sales-list', { from: monthStart, to: monthEnd });
      expect(months.body.data.map((r: { agentId: number; amount: number }) => [r.agentId, r.amount])).to.deep.equal([
        [B.id, 2700],
        [A.id, 2000],
      ]);
      expect(cards(await get('/kpi/summary', { from: monthStart, to: monthEnd }))).to.include({ sales: 4700, buyers: 2 });
      // The whole calendar year of the sales, from the yearly table: o4's refund counts when it falls in that year.
      const year = today.slice(0, 4);
      const sameYear = refundDay.startsWith(year);
      const wholeYear = await get('/kpi/sales-list', { from: `${year}-01-01`, to: `${year}-12-31` });
      expect(wholeYear.body.data.map((r: { agentId: number; amount: number; orders: number; refunds: number }) => [r.agentId, r.amount, r.orders, r.refunds])).to.deep.equal([
        sameYear ? [B.id, 2700, 1, 1] : [B.id, 3700, 2, 0],
        [A.id, 2000, 1, 1],
      ]);
    });

    it('agent database: agents now with their figures of the period', async () => {
      expect(cards(await get('/agent-report/summary', { from: today, to: today }))).to.deep.equal({ agents: 7, activeAgents: 7, recruits: 7 });
      expect(cards(await get('/agent-report/summary', { from: refundDay, to: refundDay, state: 'Johor' }))).to.deep.equal({ agents: 1, activeAgents: 1, recruits: 0 });
      const res = await get('/agent-report/list', { from: today, to: refundDay, state: 'Johor' });
      expect(res.headers['content-range']).to.equal('items 0-0/1');
      expect(res.body.data[0]).to.include({ agentId: B.id, amount: 2700, orders: 1, refunds: 1, recruits: 0, customers: 0, tierName: 'Stockist' });
      const r = await get('/agent-report/list', { from: today, to: today, agentId: R.id });
      expect(r.body.data[0]).to.include({ agentId: R.id, recruits: 2, amount: 0 });
      expect(r.body.data[0]).to.not.have.any.keys('identityNo', 'bankNumber', 'tin', 'birthDate');
      // Pages by name: the count of every agent beside each page, the pages in turn, nothing twice.
      const byName = { from: today, to: today, perPage: 3, sort: JSON.stringify(['name', 'ASC']) };
      const pages = [await get('/agent-report/list', { ...byName, page: 1 }), await get('/agent-report/list', { ...byName, page: 2 }), await get('/agent-report/list', { ...byName, page: 3 })];
      expect(pages.map((pg) => pg.headers['content-range'])).to.deep.equal(['items 0-2/7', 'items 3-5/7', 'items 6-6/7']);
      const names = pages.flatMap((pg) => pg.body.data.map((a: { agentName: string }) => a.agentName));
      expect(names).to.have.length(7);
      expect(names).to.deep.equal([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const past = await get('/agent-report/list', { ...byName, page: 4 });
      expect([past.body.data, past.headers['content-range'].split('/')[1]]).to.deep.equal([[], '7']);
    });

    it('customers: entries added in the period (a deleted one is taken off)', async () => {
      expect(cards(await get('/customer-report/summary', { from: today, to: today }))).to.deep.equal({ customers: 1, customerAgents: 1 });
      const list = await get('/customer-report/list', { from: today, to: today });
      expect(list.body.data).to.deep.equal([{ agentId: A.id, agentName: `${A.firstName} ${A.lastName}`, customers: 1 }]);
    });
  });

  describe('inventory and product sales', () => {
    it('inventory: units in and out of the period and the stock now', async () => {
      const summary = cards(await get('/report/inventory/summary', { from: today, to: today }));
      expect(summary).to.include({ qtyIn: 2000, qtyOut: 5, movements: 3 });
      const list = await get('/report/inventory/list', { from: today, to: today, sort: JSON.stringify(['name', 'ASC']) });
      expect(list.body.data.map((r: { productName: string; qtyIn: number; qtyOut: number; stock: number }) => [r.productName, r.qtyIn, r.qtyOut, r.stock])).to.deep.equal([
        ['Serum', 1000, 5, 995],
        ['Toner', 1000, 0, 1000],
      ]);
    });

    it('product list: items of the period, refunds taken off', async () => {
      const res = await get('/product-sales-report/product-list', { from: today, to: today });
      expect(res.body.data.map((r: { name: string; quantity: number; salesValue: number; orders: number }) => [r.name, r.quantity, r.salesValue, r.orders])).to.deep.equal([
        ['Serum', 3, 3200, 2],
        ['Toner', 5, 2500, 2],
      ]);
      const johor = await get('/product-sales-report/product-list', { from: today, to: refundDay, state: 'Johor' });
      expect(johor.body.data.map((r: { name: string; salesValue: number }) => [r.name, r.salesValue])).to.deep.equal([
        ['Toner', 1500],
        ['Serum', 1200],
      ]);
    });

    it('per agent and per day for the chosen products', async () => {
      const res = await get('/product-sales-report/agent-product-list', { from: today, to: refundDay, productIds: String(p.toner.id), sort: JSON.stringify(['agentId', 'ASC']) });
      // A bought a toner and was refunded the same day: nothing net, not listed.
      expect(res.body.data.map((r: { agentId: number; quantity: number; salesValue: number; orders: number }) => [r.agentId, r.quantity, r.salesValue, r.orders])).to.deep.equal([[B.id, 3, 1500, 1]]);
      const days = await get('/product-sales-report/list', { from: today, to: refundDay, productIds: `${p.toner.id},${p.serum.id}` });
      expect(days.body.data.map((r: { day: string; name: string; quantity: number }) => [r.day, r.name, r.quantity])).to.deep.equal([
        [today, 'Serum', 3],
        [today, 'Toner', 5],
        [refundDay, 'Toner', -2],
      ]);
    });
  });

  describe('rules', () => {
    it('refuses a bad period, too many products and a missing choice with a translated 422', async () => {
      const order = await get('/transaction/summary', { from: refundDay, to: today });
      expect(order.status).to.equal(422);
      expect(order.body.meta.errors).to.have.property('to', 'The end date cannot be before the start date.');
      const bad = await get('/transaction/summary', { from: '2026-02-30', to: today });
      expect(bad.body.meta.errors).to.have.property('from');
      expect((await get('/transaction/summary', { to: today })).status).to.equal(422);
      const ids = Array.from({ length: 11 }, (_, i) => i + 1).join(',');
      const many = await get('/product-sales-report/product-list', { from: today, to: today, productIds: ids }).set('Accept-Language', 'ms');
      expect(many.status).to.equal(422);
      expect(many.body.meta.errors.productIds).to.equal('Pilih paling banyak 10 produk.');
      const none = await get('/product-sales-report/agent-product-list', { from: today, to: today });
      expect(none.body.meta.errors).to.have.property('productIds');
      const long = await get('/transaction/summary', { from: '2020-01-01', to: today });
      expect(long.status).to.equal(422);
      expect((await get('/transaction/list', { from: today, to: today, sort: JSON.stringify(['buyerId', 'ASC']) })).status).to.equal(422);
    });

    it('agents and staff without the permission are refused; staff with it read', async () => {
      expect((await get('/transaction/summary', { from: today, to: today }, tokenOf(p.c, A))).status).to.equal(403);
      const clerk = await newUser(p.c, { role: 'staff', permissions: ['manage_inventory'] });
      const token = await login(p.c.host, clerk.email);
      expect((await get('/transaction/summary', { from: today, to: today }, token)).status).to.equal(403);
      expect((await get('/report/inventory/summary', { from: today, to: today }, token)).status).to.equal(200);
      expect((await get('/recruitment/summary', { from: today, to: today }, token)).status).to.equal(403);
    });

    it("company B's orders never appear in company A's reports, and B sees only its own", async () => {
      const mine = await get('/product-sales-report/product-list', { from: today, to: refundDay });
      expect(mine.body.data.map((r: { itemId: number }) => r.itemId)).to.not.include(other.serum.id);
      const theirs = await api(other.c.host).get('/transaction/summary', otherHq).query({ from: today, to: refundDay });
      expect(cards(theirs)).to.include({ sales: 49995, orders: 1 });
      const list = await api(other.c.host).get('/transaction/list', otherHq).query({ from: today, to: refundDay, agentId: A.id });
      expect(list.body.data).to.deep.equal([]);
    });
  });

  describe('rebuild', () => {
    it('reproduces exactly the summaries kept with the facts, and touches no other company', async () => {
      const kept = await summariesOf(p.c);
      const theirs = await summariesOf(other.c);
      expect(kept.report_sales_daily.length).to.be.greaterThan(0);
      await rebuildCompany(platform().db, p.c.id);
      expect(await summariesOf(p.c)).to.deep.equal(kept);
      expect(await summariesOf(other.c)).to.deep.equal(theirs);
    });
  });

  describe('hooks', () => {
    it('an agent who registers through a recruit link counts for its recruiter, with the tier it joined at', async () => {
      const c = await newCompany();
      const top = await newTier(c, 1, 'Stockist');
      const tier = await newTier(c, 2, 'Dealer');
      const leader = await newUser(c, { tierId: top.id });
      const body = {
        comId: c.id,
        usrTierId: tier.id,
        familyDirectId: leader.id,
        username: 'reportnewbie',
        email: 'report.newbie@mail.test',
        password: 'Newbie#2024',
        accCategory: 'individual',
        accFirstName: 'Nina',
        accLastName: 'Newbie',
        accIdentity: '900101-10-4321',
        accCodePhone: '+60',
        accPhone: '123456789',
        acceptTerms: true,
      };
      const res = await api(c.host).post('/user/self-register').send(body);
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const day = businessTime().format('YYYY-MM-DD');
      const token = await login(c.host, c.hq.email);
      const summary = await api(c.host).get('/recruitment/summary', token).query({ from: day, to: day, agentId: leader.id, tierId: tier.id });
      expect(cards(summary)).to.deep.equal({ recruits: 1, recruiters: 1 });
    });
  });
});
