import { expect } from 'chai';
import { platform } from '../harness';
import { seedDemo } from '../../db/demo';
import { DEMO_STORES } from '../../db/demo-stores';
import { Company } from '../../server/modules/companies/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import { withoutTenantCheck } from '../tenant-check';

/**
 * The demo company's storefronts (db/demo-stores.ts): agent1's dropship store and Hafiz's
 * own-stock store, each with its logo, banner and a dozen products at prices within their range,
 * and months of guest orders; the store summaries (store_daily, store_product_monthly) are what
 * the orders say, computed here from the orders, their lines and their times alone. Uses the demo
 * company the history test loaded into the suite's database, or loads it when run alone.
 */
describe("demo company's storefronts (db/demo-stores.ts)", function () {
  // Loading the demo when run alone takes minutes (longer on MariaDB).
  this.timeout(1_200_000);
  let companyId = 0;
  let seededHere = false;
  const db = () => platform().db;
  const rows = <T>(q: Promise<unknown>) => q as Promise<T[]>;

  before(async () => {
    let demo = await Company.query().findOne({ slug: 'demo' });
    if (!demo) {
      expect((await withoutTenantCheck('seeding the demo company (db/demo.ts), as npm start does', () => seedDemo())).created).to.equal(true);
      demo = (await Company.query().findOne({ slug: 'demo' }))!;
      seededHere = true;
    }
    companyId = demo.id;
  });

  after(async () => {
    if (!seededHere) return;
    // Other suites expect no default company (the demo one takes the default when there is none).
    await Company.query().findById(companyId).patch({ isDefault: false });
    invalidateTenants();
  });

  /** Kuala Lumpur's day (UTC+8, no daylight saving) of a stored UTC time 'YYYY-MM-DD HH:mm:ss'. */
  const klDay = (utc: string | Date) => {
    const t = utc instanceof Date ? utc.getTime() : Date.parse(`${String(utc).replace(' ', 'T')}Z`);
    return new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
  };

  /** A DATE column as 'YYYY-MM-DD' (a string, or a driver's Date at local midnight). */
  const dateText = (v: string | Date) => {
    if (!(v instanceof Date)) return String(v).slice(0, 10);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  };

  interface StoreRow {
    id: number;
    slug: string;
    kind: string;
    ownerId: number;
    fulfilment: string;
    status: string;
    logo: string | null;
    banner: string | null;
    createdAt: string;
  }
  const stores = () => rows<StoreRow>(db()('stores').where({ company_id: companyId }).select('id', 'slug', 'kind', 'owner_id', 'fulfilment', 'status', 'logo', 'banner', 'created_at'));

  it('has agent1’s dropship store and Hafiz’s own-stock store, open, with a logo, a banner and a dozen products priced within their range', async () => {
    const all = await stores();
    const owners = new Map((await rows<{ id: number; email: string }>(db()('users').where({ company_id: companyId }).select('id', 'email'))).map((u) => [u.id, u.email]));
    for (const [slug, email, fulfilment] of [
      ['aisyah-glow', 'agent1@demo.test', 'dropship'],
      ['hafiz-beauty', 'hafiz@demo.test', 'own'],
    ]) {
      const s = all.find((x) => x.slug === slug);
      expect(s, slug).to.exist;
      expect([s!.kind, owners.get(s!.ownerId), s!.fulfilment, s!.status]).to.deep.equal(['agent', email, fulfilment, 'active']);
      expect(s!.logo, `${slug} logo`).to.be.a('string');
      expect(s!.banner, `${slug} banner`).to.be.a('string');
      const sold = await rows<{ price: number; retailPrice: number; storePrice: number; status: string }>(
        db()('store_products')
          .join('products', 'products.id', 'store_products.product_id')
          .where({ 'store_products.company_id': companyId, 'products.company_id': companyId, 'store_products.store_id': s!.id })
          .select('store_products.price', 'products.retail_price', 'products.store_price', 'products.status'),
      );
      expect(sold, `${slug} products`).to.have.length(12);
      for (const p of sold) {
        const floor = Number(p.storePrice) > 0 ? Math.min(Number(p.storePrice), Number(p.retailPrice)) : Number(p.retailPrice);
        expect(Number(p.price)).to.be.within(floor, Number(p.retailPrice));
        expect(p.status).to.equal('published');
      }
      expect(
        sold.some((p) => Number(p.price) < Number(p.retailPrice)),
        `${slug} sells some below retail`,
      ).to.equal(true);
    }
    expect(DEMO_STORES.map((s) => s.slug)).to.deep.equal(['aisyah-glow', 'hafiz-beauty']);
  });

  interface OrderRow {
    id: number;
    storeId: number;
    type: string;
    stage: string;
    paymentStatus: string;
    createdAt: string;
    paidAt: string | null;
    cancelledAt: string | null;
    buyerId: number;
  }
  const storeOrders = () =>
    rows<OrderRow>(
      db()('store_orders')
        .join('orders', 'orders.id', 'store_orders.order_id')
        .where({ 'store_orders.company_id': companyId, 'orders.company_id': companyId })
        .select('orders.id', 'store_orders.store_id', 'orders.type', 'orders.stage', 'orders.payment_status', 'orders.created_at', 'orders.paid_at', 'orders.cancelled_at', 'orders.buyer_id'),
    );

  it('has months of guest orders: the own-stock store’s completed, refunded, expired and waiting; the dropship store’s paid and shipped by HQ, none left unpaid', async () => {
    const all = await stores();
    const orders = await storeOrders();
    const own = all.find((s) => s.slug === 'hafiz-beauty')!;
    const ownOrders = orders.filter((o) => o.storeId === own.id);
    expect(ownOrders.length).to.be.at.least(15);
    expect(new Set(ownOrders.map((o) => o.type))).to.deep.equal(new Set(['personal']));
    expect(new Set(ownOrders.map((o) => klDay(o.createdAt).slice(0, 7))).size, 'months with orders').to.be.at.least(4);
    expect(ownOrders.filter((o) => o.stage === 'completed').length).to.be.at.least(5);
    expect(ownOrders.filter((o) => o.paymentStatus === 'refunded')).to.have.length(1);
    expect(ownOrders.filter((o) => o.stage === 'cancelled' && o.paymentStatus === 'unpaid').length, 'expired unpaid').to.be.at.least(1);

    const dropship = all.find((s) => s.slug === 'aisyah-glow')!;
    const dropshipOrders = orders.filter((o) => o.storeId === dropship.id);
    // The suite's Billplz simulator is on (test/harness.ts): the dropship store's guests pay online.
    expect(dropshipOrders.length).to.be.at.least(12);
    expect(new Set(dropshipOrders.map((o) => o.type))).to.deep.equal(new Set(['hq']));
    expect(dropshipOrders.filter((o) => o.paidAt).length).to.be.at.least(10);
    expect(dropshipOrders.filter((o) => o.stage === 'delivery').length).to.be.at.least(5);
    // agent1 (the buyer of its store's dropship orders) has no open order: the browser tests rely on it.
    expect(dropshipOrders.filter((o) => o.stage === 'unpaid')).to.deep.equal([]);
  });

  it('keeps the store summaries equal to the orders: orders placed by day, paid orders and sales by day of payment less refunds by day of refund, units and sales by product and month', async () => {
    const orders = await storeOrders();
    const lines = await rows<{ orderId: number; productId: number | null; quantity: number; salesValue: number }>(
      db()('order_items')
        .where({ company_id: companyId })
        .whereIn(
          'order_id',
          orders.map((o) => o.id),
        )
        .select('order_id', 'product_id', 'quantity', 'sales_value'),
    );
    expect(orders.length).to.be.above(20);
    const daily = new Map<string, { orders: number; paidOrders: number; sales: number }>();
    const monthly = new Map<string, { units: number; sales: number }>();
    const day = (key: string) => daily.get(key) ?? (daily.set(key, { orders: 0, paidOrders: 0, sales: 0 }), daily.get(key)!);
    const month = (key: string) => monthly.get(key) ?? (monthly.set(key, { units: 0, sales: 0 }), monthly.get(key)!);
    for (const o of orders) {
      day(`${o.storeId} ${klDay(o.createdAt)}`).orders += 1;
      const own = lines.filter((l) => l.orderId === o.id);
      const sales = own.reduce((s, l) => s + Number(l.salesValue), 0);
      const moves: [string, number][] = [];
      if (o.paidAt) moves.push([klDay(o.paidAt), 1]);
      if (o.paymentStatus === 'refunded') moves.push([klDay(o.cancelledAt!), -1]);
      for (const [d, sign] of moves) {
        const row = day(`${o.storeId} ${d}`);
        row.paidOrders += sign;
        row.sales += sign * sales;
        for (const l of own) {
          if (!l.productId) continue;
          const m = month(`${o.storeId} ${d.slice(0, 7)} ${l.productId}`);
          m.units += sign * l.quantity;
          m.sales += sign * Number(l.salesValue);
        }
      }
    }
    const kept = await rows<{ storeId: number; day: string | Date; visits: number; orders: number; paidOrders: number; sales: number }>(
      db()('store_daily').where({ company_id: companyId }).select('store_id', 'day', 'visits', 'orders', 'paid_orders', 'sales'),
    );
    const keptDaily = new Map(kept.map((r) => [`${r.storeId} ${dateText(r.day)}`, r]));
    const zero = { orders: 0, paidOrders: 0, sales: 0 };
    const keys = new Set([...daily.keys(), ...keptDaily.keys()]);
    for (const key of keys) {
      const k = keptDaily.get(key);
      expect(k ? { orders: Number(k.orders), paidOrders: Number(k.paidOrders), sales: Number(k.sales) } : zero, `store_daily ${key}`).to.deep.equal(daily.get(key) ?? zero);
    }
    const keptMonthly = await rows<{ storeId: number; month: string; productId: number; units: number; sales: number }>(
      db()('store_product_monthly').where({ company_id: companyId }).select('store_id', 'month', 'product_id', 'units', 'sales'),
    );
    const keptByKey = new Map(keptMonthly.map((r) => [`${r.storeId} ${r.month} ${r.productId}`, { units: Number(r.units), sales: Number(r.sales) }]));
    for (const key of new Set([...monthly.keys(), ...keptByKey.keys()])) {
      expect(keptByKey.get(key) ?? { units: 0, sales: 0 }, `store_product_monthly ${key}`).to.deep.equal(monthly.get(key) ?? { units: 0, sales: 0 });
    }
    // Visits every day since each demo store opened (the beacon), more than the orders.
    for (const s of (await stores()).filter((x) => DEMO_STORES.some((d) => d.slug === x.slug))) {
      const own = kept.filter((r) => r.storeId === s.id);
      const visits = own.reduce((n, r) => n + Number(r.visits), 0);
      const placed = own.reduce((n, r) => n + Number(r.orders), 0);
      expect(visits, `${s.slug} visits`).to.be.above(placed * 5);
      expect(own.filter((r) => Number(r.visits) > 0).length, `${s.slug} days with visits`).to.be.at.least(60);
    }
  });
});
