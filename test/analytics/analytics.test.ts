import { expect } from 'chai';
import { newCompany, newTier, newUser, api, login, type TestCompany } from '../harness';
import { Branch } from '../../server/modules/companies/models';
import { Category, Package, Product } from '../../server/modules/catalog/models';
import { Order, OrderItem } from '../../server/modules/orders/models';
import { User } from '../../server/modules/users/models';
import { agentJoined, orderPaid, orderRefunded } from '../../server/modules/reports/summaries';
import { hashPassword } from '../../server/modules/users/passwords';
import { PASSWORD } from '../harness';

/**
 * The analytics calls against a small hand-computed data set (times are UTC; Kuala Lumpur is +8):
 *
 * agents (joined March 2026): Ali (level 1, Selangor, born 1990-06-15: 30–39, recruited by no one),
 * Bee (level 2, Johor, born 2000-01-01: 20–29, recruited by Ali), Cai (level 1, no state, no birth
 * date: unknown, recruited by Ali). Products P1 (category A), P2 (category B), package K1.
 *
 *  #  buyer  paid (KL day)   branch  items                 grand total   later
 *  1  Ali    2026-03-02      B1      P1 ×2 (value 2000)      2500
 *  2  Bee    2026-03-03 *    —       P2 ×1 (5000)            5600
 *  3  Cai    2026-03-10      —       K1 ×1 (10000, 3 units) 10000        refunded 2026-04-05
 *  4  Ali    2026-02-15      —       P1 ×1 (1000)            1200
 *  5  Ali    2026-03-20      —       P2 ×1 (3000)            3300        refunded 2026-03-21
 *  (*) paid 2026-03-02 16:30 UTC: already 3 March in Kuala Lumpur.
 *
 * March: orders 3, amount 18100, sales value 17000, units 6, one refund of 3300. February: one
 * order of 1200. April: the refund of order 3 (−1 order, −10000). Company B's order (99999 in
 * March) never appears.
 */

interface Fixture {
  a: TestCompany;
  token: string;
  t1: number;
  t2: number;
  branch: number;
  ali: User;
  bee: User;
  cai: User;
  p1: number;
  p2: number;
  k1: number;
  catA: number;
  catB: number;
  b: TestCompany;
  tokenB: string;
}

let seq = 0;

async function agent(c: TestCompany, o: { tierId: number; state: string | null; birthDate: string | null; recruiterId: number | null; joined: string; name: string }) {
  const user = await User.of(c.ctx).insertAndFetch({
    role: 'agent',
    email: `${o.name.toLowerCase()}-${++seq}@${c.host}`,
    passwordHash: await hashPassword(PASSWORD),
    status: 'active',
    tokenVersion: 0,
    firstName: o.name,
    lastName: 'Test',
    tierId: o.tierId,
    state: o.state,
    birthDate: o.birthDate,
    recruiterId: o.recruiterId,
    createdAt: o.joined,
  } as never);
  await agentJoined(c.ctx, user.id);
  return user;
}

type Line = { itemType: 'product' | 'package'; id: number; quantity: number; salesValue: number; units: number };

/** A paid order (its summaries written by the reports hook), refunded at `refundedAt` when given. */
async function order(c: TestCompany, buyer: User, o: { paidAt: string; grandTotal: number; lines: Line[]; branchId?: number; refundedAt?: string }) {
  const n = ++seq;
  const row = await Order.of(c.ctx).insertAndFetch({
    orderNo: `A${n}`,
    referenceNo: `AREF${n}`,
    type: 'hq',
    buyerId: buyer.id,
    stage: 'completed',
    paymentType: 'manual',
    paymentStatus: 'paid',
    shipmentType: 'pickup',
    branchId: o.branchId ?? null,
    subtotal: o.grandTotal,
    grandTotal: o.grandTotal,
    totalPaid: o.grandTotal,
    paidAt: o.paidAt,
  } as never);
  for (const l of o.lines) {
    await OrderItem.of(c.ctx).insert({
      orderId: row.id,
      itemType: l.itemType,
      productId: l.itemType === 'product' ? l.id : null,
      packageId: l.itemType === 'package' ? l.id : null,
      name: 'Item',
      quantity: l.quantity,
      unitPrice: Math.round(l.salesValue / l.quantity),
      lineTotal: l.salesValue,
      salesValue: l.salesValue,
      units: l.units,
    } as never);
  }
  await orderPaid(c.ctx, row.id);
  if (o.refundedAt) {
    await Order.of(c.ctx)
      .findById(row.id)
      .patch({ stage: 'cancelled', cancelledAt: o.refundedAt } as never);
    await orderRefunded(c.ctx, row.id);
  }
  return row;
}

async function fixture(): Promise<Fixture> {
  const a = await newCompany();
  const t1 = (await newTier(a, 1)).id;
  const t2 = (await newTier(a, 2)).id;
  const branch = (await Branch.of(a.ctx).insertAndFetch({ name: 'Shah Alam', isPickup: true } as never)).id;
  const catA = (await Category.of(a.ctx).insertAndFetch({ name: 'Skin care' } as never)).id;
  const catB = (await Category.of(a.ctx).insertAndFetch({ name: 'Drinks' } as never)).id;
  const product = async (name: string, categoryId: number) =>
    (await Product.of(a.ctx).insertAndFetch({ name, sku: `SKU-${name}`, categoryId, status: 'active', retailPrice: 1000, storePrice: 1000, weight: 100 } as never)).id;
  const p1 = await product('Serum', catA);
  const p2 = await product('Coffee', catB);
  const k1 = (await Package.of(a.ctx).insertAndFetch({ name: 'Starter pack', code: 'PK1', price: 10000 } as never)).id;

  const ali = await agent(a, { name: 'Ali', tierId: t1, state: 'Selangor', birthDate: '1990-06-15', recruiterId: null, joined: '2026-03-01 02:00:00.000' });
  const bee = await agent(a, { name: 'Bee', tierId: t2, state: 'Johor', birthDate: '2000-01-01', recruiterId: ali.id, joined: '2026-03-01 03:00:00.000' });
  const cai = await agent(a, { name: 'Cai', tierId: t1, state: null, birthDate: null, recruiterId: ali.id, joined: '2026-03-01 04:00:00.000' });

  await order(a, ali, { paidAt: '2026-03-02 02:00:00.000', grandTotal: 2500, branchId: branch, lines: [{ itemType: 'product', id: p1, quantity: 2, salesValue: 2000, units: 2 }] });
  await order(a, bee, { paidAt: '2026-03-02 16:30:00.000', grandTotal: 5600, lines: [{ itemType: 'product', id: p2, quantity: 1, salesValue: 5000, units: 1 }] });
  await order(a, cai, {
    paidAt: '2026-03-10 04:00:00.000',
    grandTotal: 10000,
    refundedAt: '2026-04-05 04:00:00.000',
    lines: [{ itemType: 'package', id: k1, quantity: 1, salesValue: 10000, units: 3 }],
  });
  await order(a, ali, { paidAt: '2026-02-15 04:00:00.000', grandTotal: 1200, lines: [{ itemType: 'product', id: p1, quantity: 1, salesValue: 1000, units: 1 }] });
  await order(a, ali, {
    paidAt: '2026-03-20 04:00:00.000',
    grandTotal: 3300,
    refundedAt: '2026-03-21 04:00:00.000',
    lines: [{ itemType: 'product', id: p2, quantity: 1, salesValue: 3000, units: 1 }],
  });

  const b = await newCompany();
  const tb = (await newTier(b, 1)).id;
  const other = await agent(b, { name: 'Dan', tierId: tb, state: 'Selangor', birthDate: '1990-06-15', recruiterId: null, joined: '2026-03-01 02:00:00.000' });
  const catX = (await Category.of(b.ctx).insertAndFetch({ name: 'Other' } as never)).id;
  const px = (await Product.of(b.ctx).insertAndFetch({ name: 'Other', sku: 'X', categoryId: catX, status: 'active', retailPrice: 1, storePrice: 1, weight: 1 } as never)).id;
  await order(b, other, { paidAt: '2026-03-05 04:00:00.000', grandTotal: 99999, lines: [{ itemType: 'product', id: px, quantity: 9, salesValue: 99999, units: 9 }] });

  return { a, token: await login(a.host, a.hq.email), t1, t2, branch, ali, bee, cai, p1, p2, k1, catA, catB, b, tokenB: await login(b.host, b.hq.email) };
}

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe('analytics: /analytic/* on the report summaries', function () {
  this.timeout(60_000);
  let f: Fixture;
  const get = async (path: string, query: Record<string, unknown>, token = f.token, host = f.a.host) => {
    const res = await api(host).get(`/analytic${path}`, token).query(query);
    return res;
  };
  const ok = async (path: string, query: Record<string, unknown> = MARCH) => {
    const res = await get(path, query);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res;
  };

  before(async () => {
    f = await fixture();
  });

  describe('sales', () => {
    it('when March is asked, then the summary nets the refund and compares with February', async () => {
      const { body } = await ok('/sales/summary');
      expect(body.data).to.deep.equal({
        from: '2026-03-01',
        to: '2026-03-31',
        previousFrom: '2026-02-01',
        previousTo: '2026-02-28',
        current: { orders: 3, amount: 18100, salesValue: 17000, units: 6, refunds: 1, refundAmount: 3300, averageOrder: 6033 },
        previous: { orders: 1, amount: 1200, salesValue: 1000, units: 1, refunds: 0, refundAmount: 0, averageOrder: 1200 },
      });
    });

    it('when April is asked, then the later refund of a March sale is taken off in April', async () => {
      const { body } = await ok('/sales/summary', { from: '2026-04-01', to: '2026-04-30' });
      expect(body.data.current).to.deep.equal({ orders: -1, amount: -10000, salesValue: -10000, units: -3, refunds: 1, refundAmount: 10000, averageOrder: 0 });
      expect(body.data.previous.amount).to.equal(18100);
    });

    it('when a part of a month is asked, then the previous period is as many days just before', async () => {
      const { body } = await ok('/sales/summary', { from: '2026-03-02', to: '2026-03-10' });
      expect([body.data.previousFrom, body.data.previousTo]).to.deep.equal(['2026-02-21', '2026-03-01']);
      expect(body.data.current.amount).to.equal(18100);
      expect(body.data.previous.amount).to.equal(0);
    });

    it('when filtered by tier, branch, state or agent, then only those buyers count', async () => {
      const amount = async (q: Record<string, unknown>) => (await ok('/sales/summary', { ...MARCH, ...q })).body.data.current.amount;
      expect(await amount({ tierId: f.t1 })).to.equal(12500);
      expect(await amount({ tierId: f.t2 })).to.equal(5600);
      expect(await amount({ branchId: f.branch })).to.equal(2500);
      expect(await amount({ state: 'Johor' })).to.equal(5600);
      expect(await amount({ agentId: f.bee.id })).to.equal(5600);
      expect(await amount({ agentId: f.ali.id })).to.equal(2500);
      expect(await amount({ agentId: f.ali.id, tierId: f.t2 })).to.equal(0);
    });

    it('when the graph of March is asked, then each Kuala Lumpur day has its sales beside the same day of February', async () => {
      const { body } = await ok('/sales/graph');
      expect(body.data.interval).to.equal('day');
      expect(body.data.points).to.have.length(31);
      const at = (day: string) => body.data.points.find((p: { period: string }) => p.period === day);
      expect(at('2026-03-02')).to.include({ amount: 2500, orders: 1, previousPeriod: '2026-02-02', previousAmount: 0 });
      expect(at('2026-03-03')).to.include({ amount: 5600, orders: 1 });
      expect(at('2026-03-15')).to.include({ amount: 0, previousPeriod: '2026-02-15', previousAmount: 1200, previousOrders: 1 });
      expect(at('2026-03-20')).to.include({ amount: 3300, orders: 1 });
      expect(at('2026-03-21')).to.include({ amount: -3300, orders: -1 });
      expect(at('2026-03-31')).to.include({ previousPeriod: '', previousAmount: 0 });
    });

    it('when a year is asked, then the graph is per month beside the year before', async () => {
      const { body } = await ok('/sales/graph', { from: '2026-01-01', to: '2026-12-31' });
      expect(body.data.interval).to.equal('month');
      expect(body.data.points.map((p: { period: string }) => p.period)).to.have.length(12);
      const amounts = Object.fromEntries(body.data.points.map((p: { period: string; amount: number }) => [p.period, p.amount]));
      expect(amounts).to.include({ '2026-02': 1200, '2026-03': 18100, '2026-04': -10000, '2026-05': 0 });
      expect(body.data.points[0].previousPeriod).to.equal('2025-01');
    });

    it('when the list is asked, then it pages the days with Content-Range and sorts by amount', async () => {
      const res = await ok('/sales/list', { ...MARCH, sort: JSON.stringify(['amount', 'DESC']), page: 1, perPage: 2 });
      expect(res.headers['content-range']).to.equal('items 0-1/31');
      expect(res.body.data.map((r: { period: string }) => r.period)).to.deep.equal(['2026-03-10', '2026-03-03']);
      expect(res.body.data[1]).to.deep.equal({
        id: '2026-03-03',
        period: '2026-03-03',
        orders: 1,
        amount: 5600,
        salesValue: 5000,
        units: 1,
        refunds: 0,
        refundAmount: 0,
        previousPeriod: '2026-02-03',
        previousAmount: 0,
        previousOrders: 0,
      });
      const viaFilter = await ok('/sales/list', { filter: JSON.stringify({ ...MARCH, agentId: f.bee.id }), sort: JSON.stringify(['amount', 'DESC']), perPage: 1 });
      expect(viaFilter.body.data[0]).to.include({ period: '2026-03-03', amount: 5600 });
    });
  });

  describe('categories and products', () => {
    it('when March is asked, then categories sum their products and packages are a group of their own', async () => {
      const { body } = await ok('/category/graph-category');
      expect(body.data.items).to.deep.equal([
        { id: 'packages', kind: 'package', categoryId: null, name: '', quantity: 1, units: 3, salesValue: 10000, share: 5882 },
        { id: String(f.catB), kind: 'category', categoryId: f.catB, name: 'Drinks', quantity: 1, units: 1, salesValue: 5000, share: 2941 },
        { id: String(f.catA), kind: 'category', categoryId: f.catA, name: 'Skin care', quantity: 2, units: 2, salesValue: 2000, share: 1176 },
      ]);
      expect(body.data.others).to.equal(null);
      expect(body.data.total).to.deep.equal({ quantity: 4, units: 6, salesValue: 17000 });
    });

    it('when the graph is limited, then the rest is summed as others', async () => {
      const { body } = await ok('/category/graph-category', { ...MARCH, limit: 1 });
      expect(body.data.items.map((r: { id: string }) => r.id)).to.deep.equal(['packages']);
      expect(body.data.others).to.deep.equal({ quantity: 3, units: 3, salesValue: 7000 });
    });

    it('when the category list is searched and paged, then it answers the matching rows with their total', async () => {
      const res = await ok('/category/list', { ...MARCH, search: 'drink' });
      expect(res.headers['content-range']).to.equal('items 0-0/1');
      expect(res.body.data[0]).to.include({ name: 'Drinks', salesValue: 5000 });
      const sorted = await ok('/category/list', { ...MARCH, sort: JSON.stringify(['name', 'ASC']) });
      // Packages have no name of their own (the screen names them): they sort first.
      expect(sorted.body.data.map((r: { id: string }) => r.id)).to.deep.equal(['packages', String(f.catB), String(f.catA)]);
    });

    it('when products are asked, then each product and package has its net figures and name', async () => {
      const { body } = await ok('/product/graph-product');
      expect(body.data.items).to.deep.equal([
        { id: `package-${f.k1}`, itemType: 'package', itemId: f.k1, quantity: 1, units: 3, salesValue: 10000, orders: 1, name: 'Starter pack', sku: 'PK1', share: 5882 },
        { id: `product-${f.p2}`, itemType: 'product', itemId: f.p2, quantity: 1, units: 1, salesValue: 5000, orders: 1, name: 'Coffee', sku: 'SKU-Coffee', share: 2941 },
        { id: `product-${f.p1}`, itemType: 'product', itemId: f.p1, quantity: 2, units: 2, salesValue: 2000, orders: 1, name: 'Serum', sku: 'SKU-Serum', share: 1176 },
      ]);
    });

    it('when products are filtered by buyer, then the per-agent table answers', async () => {
      const res = await ok('/product/list', { ...MARCH, agentId: f.ali.id });
      expect(res.body.data.map((r: { id: string; salesValue: number }) => [r.id, r.salesValue])).to.deep.equal([[`product-${f.p1}`, 2000]]);
      const byState = await ok('/product/list', { ...MARCH, state: 'Johor' });
      expect(byState.body.data.map((r: { id: string }) => r.id)).to.deep.equal([`product-${f.p2}`]);
      const byTier = await ok('/category/list', { ...MARCH, tierId: f.t1 });
      expect(byTier.body.data.map((r: { id: string; salesValue: number }) => [r.id, r.salesValue])).to.deep.equal([
        ['packages', 10000],
        [String(f.catA), 2000],
      ]);
    });

    it('when April is asked, then the refunded package shows negative', async () => {
      const { body } = await ok('/product/list', { from: '2026-04-01', to: '2026-04-30' });
      expect(body.data.map((r: { id: string; salesValue: number; orders: number }) => [r.id, r.salesValue, r.orders])).to.deep.equal([[`package-${f.k1}`, -10000, -1]]);
    });
  });

  describe('states and ages', () => {
    it('when states are asked, then each buyer state has its net sales and share', async () => {
      const { body } = await ok('/state/sales-list');
      expect(body.data).to.deep.equal([
        { id: 'none', state: '', orders: 1, amount: 10000, salesValue: 10000, units: 3, refunds: 0, refundAmount: 0, name: '', share: 5525 },
        { id: 'Johor', state: 'Johor', orders: 1, amount: 5600, salesValue: 5000, units: 1, refunds: 0, refundAmount: 0, name: 'Johor', share: 3094 },
        { id: 'Selangor', state: 'Selangor', orders: 1, amount: 2500, salesValue: 2000, units: 2, refunds: 1, refundAmount: 3300, name: 'Selangor', share: 1381 },
      ]);
    });

    it('when recruits per state are asked, then each state has its recruits per age band', async () => {
      const { body } = await ok('/state/age-recruit-list', { ...MARCH, sort: JSON.stringify(['name', 'ASC']) });
      const bands = (over: Record<string, number>) => ({ u20: 0, '20_29': 0, '30_39': 0, '40_49': 0, '50_59': 0, '60p': 0, unknown: 0, ...over });
      expect(body.data).to.deep.equal([
        { id: 'none', state: '', name: '', recruits: 1, bands: bands({ unknown: 1 }) },
        { id: 'Johor', state: 'Johor', name: 'Johor', recruits: 1, bands: bands({ '20_29': 1 }) },
        { id: 'Selangor', state: 'Selangor', name: 'Selangor', recruits: 1, bands: bands({ '30_39': 1 }) },
      ]);
      const byRecruiter = await ok('/state/age-recruit-list', { ...MARCH, agentId: f.ali.id });
      expect(byRecruiter.body.data.map((r: { id: string }) => r.id).sort()).to.deep.equal(['Johor', 'none']);
    });

    it('when age bands are asked, then buyers are banded by their age on the day they paid, every band in order', async () => {
      const { body } = await ok('/age/graph-sale');
      expect(body.data.map((r: { band: string }) => r.band)).to.deep.equal(['u20', '20_29', '30_39', '40_49', '50_59', '60p', 'unknown']);
      const by = Object.fromEntries(body.data.map((r: { band: string; amount: number; share: number }) => [r.band, [r.amount, r.share]]));
      expect(by).to.deep.equal({ u20: [0, 0], '20_29': [5600, 3094], '30_39': [2500, 1381], '40_49': [0, 0], '50_59': [0, 0], '60p': [0, 0], unknown: [10000, 5525] });
      const list = await ok('/age/sale-list', { ...MARCH, sort: JSON.stringify(['amount', 'DESC']), perPage: 2 });
      expect(list.headers['content-range']).to.equal('items 0-1/7');
      expect(list.body.data.map((r: { band: string }) => r.band)).to.deep.equal(['unknown', '20_29']);
    });

    it('when recruits by age are asked, then each recruit counts in its band when it joined', async () => {
      const { body } = await ok('/age/graph-recruit');
      const by = Object.fromEntries(body.data.map((r: { band: string; recruits: number }) => [r.band, r.recruits]));
      expect(by).to.deep.equal({ u20: 0, '20_29': 1, '30_39': 1, '40_49': 0, '50_59': 0, '60p': 0, unknown: 1 });
      const list = await ok('/age/recruit-list', { ...MARCH, tierId: f.t1 });
      expect(list.body.data.filter((r: { recruits: number }) => r.recruits).map((r: { band: string; share: number }) => [r.band, r.share])).to.deep.equal([
        ['30_39', 5000],
        ['unknown', 5000],
      ]);
    });
  });

  describe('company B and access', () => {
    it("when company B's HQ asks, then it sees only its own order and company A sees none of it", async () => {
      const { body } = await get('/sales/summary', MARCH, f.tokenB, f.b.host);
      expect(body.data.current).to.include({ orders: 1, amount: 99999 });
      const products = await get('/product/list', MARCH, f.tokenB, f.b.host);
      expect(products.body.data).to.have.length(1);
      const mine = await ok('/product/list');
      expect(mine.body.data.map((r: { name: string }) => r.name)).to.not.include('Other');
    });

    it("when A's token is used on B's host, then it is refused", async () => {
      const res = await get('/sales/summary', MARCH, f.token, f.b.host);
      expect(res.status).to.equal(401);
    });

    it('when an agent or staff without "manage orders" asks, then it is refused; staff with it are answered', async () => {
      const staff = await newUser(f.a, { role: 'staff', permissions: ['manage_payouts', 'add_user'] });
      expect((await get('/sales/summary', MARCH, await login(f.a.host, staff.email))).status).to.equal(403);
      const sales = await newUser(f.a, { role: 'staff', permissions: ['manage_orders'] });
      expect((await get('/sales/summary', MARCH, await login(f.a.host, sales.email))).status).to.equal(200);
      const agentUser = await newUser(f.a, { role: 'agent', tierId: f.t1 });
      expect((await get('/age/graph-sale', MARCH, await login(f.a.host, agentUser.email))).status).to.equal(403);
    });
  });

  describe('bad input', () => {
    const refused = async (path: string, query: Record<string, unknown>, field: string) => {
      const res = await api(f.a.host).get(`/analytic${path}`, f.token).query(query).set('Accept-Language', 'ms');
      expect(res.status, JSON.stringify(res.body)).to.equal(422);
      expect(res.body.meta.errors).to.have.property(field);
      return res;
    };

    it('when the period is missing, wrong, reversed or too long, then 422 names the field in the language asked', async () => {
      await refused('/sales/summary', { to: '2026-03-31' }, 'from');
      await refused('/sales/graph', { from: '2026-02-30', to: '2026-03-31' }, 'from');
      await refused('/sales/graph', { from: '2026-3-1', to: '2026-03-31' }, 'from');
      const reversed = await refused('/sales/summary', { from: '2026-04-01', to: '2026-03-31' }, 'to');
      expect(reversed.body.meta.message).to.equal('Tarikh akhir tidak boleh sebelum tarikh mula.');
      const long = await refused('/category/list', { from: '2020-01-01', to: '2026-03-31' }, 'to');
      expect(long.body.meta.message).to.equal('Laporan merangkumi paling lama 732 hari.');
    });

    it('when ids, sorts, filters or limits are out of bounds, then 422', async () => {
      await refused('/sales/summary', { ...MARCH, agentId: 0 }, 'agentId');
      await refused('/sales/summary', { ...MARCH, tierId: 'x' }, 'tierId');
      await refused('/sales/list', { ...MARCH, sort: JSON.stringify(['password', 'ASC']) }, 'sort');
      await refused('/sales/list', { ...MARCH, filter: JSON.stringify({ buyer: 1 }) }, 'filter.buyer');
      await refused('/sales/list', { ...MARCH, filter: JSON.stringify({ agentId: 'x' }) }, 'filter.agentId');
      await refused('/product/graph-product', { ...MARCH, limit: 51 }, 'limit');
      await refused('/state/sales-list', { ...MARCH, state: 'x'.repeat(101) }, 'state');
      await refused('/age/graph-sale', { ...MARCH, extra: 1 }, 'extra');
    });
  });
});
