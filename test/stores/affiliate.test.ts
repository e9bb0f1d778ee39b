import { expect } from 'chai';
import request from 'supertest';
import { Order } from '../../server/modules/orders/models';
import { cancel } from '../../server/modules/orders/lifecycle';
import { CustomerAddress } from '../../server/modules/customers/models';
import { CommissionLine } from '../../server/modules/commissions/models';
import { PointEntry } from '../../server/modules/campaigns/models';
import { Affiliate, AffiliateDaily } from '../../server/modules/stores/affiliate-models';
import { cookieValue } from '../../server/modules/stores/affiliate-attribution';
import { Product } from '../../server/modules/catalog/models';
import { User } from '../../server/modules/users/models';
import { clock } from '../../server/platform/time';
import type { UserCtx } from '../../server/platform/context';
import { api, app, login, newCompany, newUser, simulator } from '../harness';
import { buyer, setFeatures, stockOf, tokenOf } from '../orders/factories';
import { postCallback } from '../payments/helpers';
import { guest, guestCheckout, storeWorld, uniqueSlug, type StoreWorld } from './world';

const DAY = 86_400_000;
const page = (host: string, path: string, cookie?: string) => {
  const r = request(app()).get(path).set('Host', host);
  return cookie ? r.set('Cookie', cookie) : r;
};
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'] as string[] | undefined;
  return set?.[0]?.split(';')[0] ?? null;
};

/** The world's company with HQ's store set up through the console's calls, selling the product at `price` (commission 150 per unit), and the affiliate switch on. */
export async function affiliateWorld(price = 1500) {
  const w = await storeWorld(0);
  await Product.of(w.c.ctx).findById(w.product.id).patch({ affiliateCommission: 150, commission: 50, introducerBonus: 30 });
  await setFeatures(w.c, { goAffiliateStatus: true });
  const slug = uniqueSlug('hq');
  const put = await w.http.put('/hq-store', w.hq).send({ name: 'HQ Store', slug, whatsapp: '60123456789', about: 'Our own store' });
  expect(put.status, JSON.stringify(put.body)).to.equal(200);
  const products = await w.http.put('/hq-store/products', w.hq).send({ products: [{ productId: w.product.id, price }] });
  expect(products.status, JSON.stringify(products.body)).to.equal(200);
  return { ...w, slug };
}
type World = Awaited<ReturnType<typeof affiliateWorld>>;

/** Registers `agent` (default the world's) as an affiliate with a fresh code. */
async function register(w: World, token = w.token) {
  const code = uniqueSlug('aff').slice(0, 30);
  const res = await w.http.post('/affiliate/register', token).send({ code });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return code;
}

/** A click of the link: the cookie it sets. */
async function click(w: World, code: string, cookie?: string, productId?: number) {
  const res = await page(w.c.host, `/s/a/${code}${productId ? `/p/${productId}` : ''}`, cookie);
  expect(res.status, res.text).to.equal(302);
  return { cookie: cookieOf(res)!, res };
}

/** Checks out 2 units through HQ's store on the gateway with `cookie`, pays it; the order. */
async function buy(w: World, cookie: string | null, quantity = 2, pay = true) {
  const items = [{ productId: w.product.id, quantity }];
  const body = guest({ paymentMethod: 'gateway', items });
  const q = await api(w.c.host).post(`/public/stores/${w.slug}/quote`).send({ items, shipmentType: 'courier', address: body.address });
  expect(q.status, JSON.stringify(q.body)).to.equal(200);
  const r = request(app()).post(`/api/public/stores/${w.slug}/checkout`).set('Host', w.c.host);
  const res = await (cookie ? r.set('Cookie', cookie) : r).send({ ...body, totalPaid: q.body.data.grandTotal });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  if (pay) await payBill(w.c.host, res.body.data.paymentUrl as string);
  return (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!;
}

export async function payBill(host: string, paymentUrl: string) {
  const billId = [...simulator().bills.keys()].find((id) => paymentUrl.includes(id))!;
  simulator().settle(billId, 'paid');
  const cb = await postCallback(host, simulator().callbackParams(billId));
  expect(cb.status, cb.text).to.equal(200);
}

const hqCtx = (w: StoreWorld): UserCtx => ({ ...w.c.ctx, user: { id: w.c.hq.id, role: 'hq', permissions: new Set(), tierId: null, lang: null } });

describe('Stores: HQ’s store and affiliate links', () => {
  afterEach(() => clock.reset());

  it('HQ sells: an HQ order to the guest (buyer the HQ account, the guest in its book, HQ stock, gateway only); no commission or points without an affiliate', async () => {
    const w = await affiliateWorld(1500);
    const home = await api(w.c.host).get(`/public/stores/${w.slug}`);
    expect(home.status, JSON.stringify(home.body)).to.equal(200);
    expect(home.body.data).to.include({ kind: 'hq', name: 'HQ Store' });
    expect(home.body.data.payment).to.deep.equal({ gateway: true, transfer: false });
    const list = await api(w.c.host).get(`/public/stores/${w.slug}/products`);
    expect(list.body.data.data.map((p: { id: number }) => p.id)).to.deep.equal([w.product.id]);
    const byTransfer = await guestCheckout(w.c.host, w.slug, guest({ items: [{ productId: w.product.id, quantity: 1 }] }));
    expect(byTransfer.res.status).to.equal(422);

    const order = await buy(w, null, 2);
    expect(order).to.include({ type: 'hq', buyerId: w.c.hq.id, sellerId: null, paymentType: 'gateway', affiliateId: null, paymentStatus: 'paid' });
    expect(Number(order.subtotal)).to.equal(3000);
    expect(await stockOf(w.c, 0, w.product.id)).to.equal(18);
    expect(await CustomerAddress.of(w.c.ctx).findById(order.customerId!)).to.include({ agentId: w.c.hq.id });
    expect(await CommissionLine.of(w.c.ctx).where('orderId', order.id).resultSize()).to.equal(0);
    expect(await PointEntry.of(w.c.ctx).where('orderId', order.id).resultSize()).to.equal(0);
    const summary = (await w.http.get('/hq-store/summary', w.hq)).body.data;
    expect(summary.totals).to.include({ orders: 1, sales: 3000 });
  });

  it('HQ’s store in the console: one per company, slug unique among the stores, prices within range, staff need create_product, agents refused', async () => {
    const w = await storeWorld(0);
    expect((await w.http.get('/hq-store', w.hq)).body.data).to.deep.equal({ store: null });
    expect((await w.http.get('/hq-store/products', w.hq)).status).to.equal(404);
    // An agent's store holds a slug: HQ's cannot take it.
    await setFeatures(w.c, { ejenstoreStatus: true });
    const agentSlug = uniqueSlug();
    expect((await w.http.post('/store/register', w.token).send({ name: 'A', slug: agentSlug, fulfilment: 'own' })).status).to.equal(201);
    const taken = await w.http.put('/hq-store', w.hq).send({ name: 'HQ', slug: agentSlug });
    expect(taken.status).to.equal(409);
    expect(JSON.stringify(taken.body)).to.contain('slug');
    expect((await w.http.put('/hq-store', w.hq).send({ name: 'HQ', slug: 'x' })).status).to.equal(422);
    const slug = uniqueSlug('hq');
    const made = await w.http.put('/hq-store', w.hq).send({ name: 'HQ', slug });
    expect(made.status, JSON.stringify(made.body)).to.equal(200);
    expect(made.body.data).to.include({ kind: 'hq', slug, fulfilment: 'dropship', status: 'active' });
    const again = await w.http.put('/hq-store', w.hq).send({ name: 'HQ Two', slug, status: 'inactive' });
    expect(again.body.data).to.include({ id: made.body.data.id, name: 'HQ Two', status: 'inactive' });
    expect((await api(w.c.host).get(`/public/stores/${slug}`)).status).to.equal(404);
    await w.http.put('/hq-store', w.hq).send({ name: 'HQ', slug, status: 'active' });

    // Range: store price 1200 to retail 1500.
    const choices = (await w.http.get('/hq-store/products', w.hq)).body.data;
    expect(choices[0]).to.include({ productId: w.product.id, minPrice: 1200, maxPrice: 1500, stock: 20, selected: false });
    const low = await w.http.put('/hq-store/products', w.hq).send({ products: [{ productId: w.product.id, price: 1199 }] });
    expect(low.status).to.equal(422);
    expect(JSON.stringify(low.body)).to.contain('products.0.price');
    const ok = await w.http.put('/hq-store/products', w.hq).send({ products: [{ productId: w.product.id, price: 1200 }] });
    expect(ok.body.data[0]).to.include({ selected: true, price: 1200 });

    const maker = await newUser(w.c, { role: 'staff', permissions: ['create_product'] });
    const other = await newUser(w.c, { role: 'staff', permissions: ['post_content'] });
    expect((await w.http.get('/hq-store', await login(w.c.host, maker.email))).status).to.equal(200);
    expect((await w.http.get('/hq-store', await login(w.c.host, other.email))).status).to.equal(403);
    expect((await w.http.get('/hq-store', w.token)).status).to.equal(403);
  });

  it('affiliate register and account: the switch, the code rules, one per agent, the link; products carry their links and commission', async () => {
    const w = await affiliateWorld();
    await setFeatures(w.c, { goAffiliateStatus: false });
    expect((await w.http.post('/affiliate/register', w.token).send({ code: 'abc' })).status).to.equal(403);
    await setFeatures(w.c, { goAffiliateStatus: true });
    expect((await w.http.get('/affiliate/account', w.token)).status).to.equal(404);
    expect((await w.http.post('/affiliate/register', w.token).send({ code: 'Bad Code!' })).status).to.equal(422);
    const code = await register(w);
    expect((await w.http.post('/affiliate/register', w.token).send({ code: `${code}x` })).status).to.equal(409);
    const other = await buyer(w.c, w.tier.id);
    const taken = await w.http.post('/affiliate/register', tokenOf(w.c, other)).send({ code });
    expect(taken.status).to.equal(409);
    expect(JSON.stringify(taken.body)).to.contain('code');
    const account = (await w.http.get('/affiliate/account', w.token)).body.data;
    expect(account).to.include({ code, status: 'active', link: `${w.c.ctx.origin}/s/a/${code}`, windowDays: 30 });
    expect(account.store).to.deep.equal({ name: 'HQ Store', slug: w.slug, url: `${w.c.ctx.origin}/s/${w.slug}` });
    const products = (await w.http.get('/affiliate/products', w.token)).body.data;
    expect(products).to.deep.equal([
      { productId: w.product.id, name: 'Serum', sku: products[0].sku, coverImageUrl: products[0].coverImageUrl, price: 1500, commission: 150, link: `${w.c.ctx.origin}/s/a/${code}/p/${w.product.id}` },
    ]);
    expect((await w.http.get('/affiliate/account', w.hq)).status).to.equal(403);
  });

  it('a click: counted per KL day, a signed HttpOnly SameSite=Lax cookie for the window, a redirect to HQ’s store page; unknown codes and products are 404', async () => {
    const w = await affiliateWorld();
    const code = await register(w);
    const home = await click(w, code);
    expect(home.res.headers.location).to.equal(`/s/${w.slug}`);
    const set = (home.res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(set).to.match(/^aff=\d+\.\d+\.[A-Za-z0-9_-]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
    const product = await click(w, code, undefined, w.product.id);
    expect(product.res.headers.location).to.equal(`/s/${w.slug}/p/${w.product.id}-serum`);
    expect((await page(w.c.host, `/s/a/${code}/p/${w.product.id}-anything`)).status).to.equal(302);
    const day = await AffiliateDaily.of(w.c.ctx).where('agentId', w.agent.id);
    expect(day.map((d) => d.clicks)).to.deep.equal([3]);
    expect((await page(w.c.host, '/s/a/nobody-here')).status).to.equal(404);
    expect((await page(w.c.host, `/s/a/${code}/p/999999`)).status).to.equal(404);
    expect((await page(w.c.host, `/s/a/${code}/p/abc`)).status).to.equal(404);
    // Inactive registration: the link is gone.
    await w.http.put('/affiliate/account', w.token).send({ code, status: 'inactive' });
    expect((await page(w.c.host, `/s/a/${code}`)).status).to.equal(404);
  });

  it('a paid order within the window earns the product’s affiliate commission, clawed back on refund; the summary counts clicks, orders, conversion and net commission', async () => {
    const w = await affiliateWorld();
    const code = await register(w);
    const { cookie } = await click(w, code);
    await click(w, code);
    const order = await buy(w, cookie, 3);
    expect(order.affiliateId).to.equal(w.agent.id);
    // 150 per unit × 3 units; nothing else (the buyer is HQ's account: no override, helper, introducer, points).
    const lines = await CommissionLine.of(w.c.ctx).where('orderId', order.id);
    expect(lines.map((l) => [l.type, l.kind, l.beneficiaryId, Number(l.amount)])).to.deep.equal([['affiliate', 'earn', w.agent.id, 450]]);
    const unpaid = await buy(w, cookie, 1, false);
    expect(unpaid.affiliateId).to.equal(w.agent.id);

    let summary = (await w.http.get('/affiliate/summary', w.token)).body.data;
    expect(summary.totals).to.deep.equal({ clicks: 2, orders: 2, paidOrders: 1, conversion: 10_000, commission: 450 });
    const month = summary.months.find((m: { clicks: number }) => m.clicks > 0);
    expect(month).to.include({ clicks: 2, orders: 2, paidOrders: 1, commission: 450 });

    await cancel(hqCtx(w), [order.id], 'refund');
    const after = await CommissionLine.of(w.c.ctx).where('orderId', order.id);
    expect(after.reduce((s, l) => s + Number(l.amount), 0)).to.equal(0);
    expect(after.map((l) => l.kind).sort()).to.deep.equal(['clawback', 'earn']);
    summary = (await w.http.get('/affiliate/summary', w.token)).body.data;
    expect(summary.totals).to.include({ paidOrders: 0, commission: 0, orders: 2 });
  });

  it('the window: inside it the order is the agent’s, after it no one’s; the company’s setting shortens it; last click wins', async () => {
    const w = await affiliateWorld();
    const code = await register(w);
    const other = await buyer(w.c, w.tier.id);
    const otherCode = await register(w, tokenOf(w.c, other));

    const { cookie } = await click(w, code);
    clock.advance(29 * DAY);
    expect((await buy(w, cookie, 1, false)).affiliateId).to.equal(w.agent.id);
    clock.advance(2 * DAY);
    expect((await buy(w, cookie, 1, false)).affiliateId).to.equal(null);
    clock.reset();

    // The setting (1–365) from Control features: 7 days.
    expect((await w.http.post('/company-features/store', w.hq).send({ affiliateWindowDays: 0 })).status).to.equal(422);
    const saved = await w.http.post('/company-features/store', w.hq).send({ affiliateWindowDays: 7 });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.data.affiliateWindowDays).to.equal(7);
    const fresh = await click(w, code);
    expect((fresh.res.headers['set-cookie'] as unknown as string[])[0]).to.contain('Max-Age=604800');
    clock.advance(8 * DAY);
    expect((await buy(w, fresh.cookie, 1, false)).affiliateId).to.equal(null);
    clock.reset();

    // Last click wins: the second link's cookie replaces the first.
    const first = await click(w, code);
    const second = await click(w, otherCode, first.cookie);
    expect(second.cookie).to.not.equal(first.cookie);
    expect((await buy(w, second.cookie, 1, false)).affiliateId).to.equal(other.id);
  });

  it('no attribution: a forged or another company’s cookie, an inactive affiliate, a suspended agent, the switch off, another store', async () => {
    const w = await affiliateWorld();
    const code = await register(w);
    const { cookie } = await click(w, code);
    const [name, value] = cookie.split('=') as [string, string];
    const [agentId, at, mac] = value.split('.') as [string, string, string];
    const forged = [
      `${name}=${agentId}.${at}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${name}=${agentId}.${Number(at) + 1}.${mac}`,
      `${name}=${Number(agentId) + 1}.${at}.${mac}`,
      `${name}=garbage`,
    ];
    for (const bad of forged) expect((await buy(w, bad, 1, false)).affiliateId, bad).to.equal(null);
    const elsewhere = await newCompany();
    expect((await buy(w, `aff=${cookieValue(elsewhere.ctx, w.agent.id)}`, 1, false)).affiliateId).to.equal(null);
    expect((await buy(w, `aff=${cookieValue(w.c.ctx, w.agent.id)}`, 1, false)).affiliateId).to.equal(w.agent.id);

    await Affiliate.of(w.c.ctx).where('agentId', w.agent.id).patch({ status: 'inactive' });
    expect((await buy(w, cookie, 1, false)).affiliateId).to.equal(null);
    await Affiliate.of(w.c.ctx).where('agentId', w.agent.id).patch({ status: 'active' });
    await User.of(w.c.ctx).findById(w.agent.id).patch({ status: 'suspended' });
    expect((await buy(w, cookie, 1, false)).affiliateId).to.equal(null);
    await User.of(w.c.ctx).findById(w.agent.id).patch({ status: 'active' });
    await setFeatures(w.c, { goAffiliateStatus: false });
    expect((await buy(w, cookie, 1, false)).affiliateId).to.equal(null);
    await setFeatures(w.c, { goAffiliateStatus: true });

    // An agent's own store never takes an affiliate.
    await setFeatures(w.c, { ejenstoreStatus: true });
    const agentSlug = uniqueSlug();
    await w.http.post('/store/register', w.token).send({ name: 'A', slug: agentSlug, fulfilment: 'dropship' });
    await w.http.put('/store/products', w.token).send({ products: [{ productId: w.product.id, price: 1500 }] });
    const items = [{ productId: w.product.id, quantity: 1 }];
    const body = guest({ paymentMethod: 'gateway', items });
    const q = await api(w.c.host).post(`/public/stores/${agentSlug}/quote`).send({ items, shipmentType: 'courier', address: body.address });
    const res = await request(app())
      .post(`/api/public/stores/${agentSlug}/checkout`)
      .set('Host', w.c.host)
      .set('Cookie', cookie)
      .send({ ...body, totalPaid: q.body.data.grandTotal });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect((await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!.affiliateId).to.equal(null);
  });

  it('tenant isolation: every public route of HQ’s store and every link is 404 on another company’s host', async () => {
    const w = await affiliateWorld();
    const code = await register(w);
    const other = await newCompany();
    await setFeatures(other, { goAffiliateStatus: true });
    const http = api(other.host);
    const items = [{ productId: w.product.id, quantity: 1 }];
    expect((await http.get(`/public/stores/${w.slug}`)).status).to.equal(404);
    expect((await http.get(`/public/stores/${w.slug}/categories`)).status).to.equal(404);
    expect((await http.get(`/public/stores/${w.slug}/products`)).status).to.equal(404);
    expect((await http.get(`/public/stores/${w.slug}/products/${w.product.id}`)).status).to.equal(404);
    expect((await http.post(`/public/stores/${w.slug}/visit`)).status).to.equal(404);
    expect((await http.post(`/public/stores/${w.slug}/quote`).send({ items, shipmentType: 'pickup' })).status).to.equal(404);
    expect((await http.post(`/public/stores/${w.slug}/checkout`).send({ ...guest({ items }), totalPaid: 1 })).status).to.equal(404);
    for (const path of [`/s/a/${code}`, `/s/a/${code}/p/${w.product.id}`, `/s/${w.slug}`, `/s/${w.slug}/p/${w.product.id}-serum`, `/s/${w.slug}/sitemap.xml`]) {
      expect((await page(other.host, path)).status, path).to.equal(404);
    }
    // The other company's HQ sees no HQ store of this one.
    const hq = await login(other.host, other.hq.email);
    expect((await http.get('/hq-store', hq)).body.data).to.deep.equal({ store: null });
    expect(await AffiliateDaily.of(other.ctx).resultSize()).to.equal(0);
  });
});
