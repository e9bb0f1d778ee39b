import { expect } from 'chai';
import { setLevel } from '../../server/modules/inventory/levels';
import { Order } from '../../server/modules/orders/models';
import { StoreOrder } from '../../server/modules/stores/models';
import { businessTime } from '../../server/platform/time';
import { PNG } from '../catalog/factories';
import { api, newCompany, newUser, login } from '../harness';
import { buyer, stockOf, tokenOf } from '../orders/factories';
import { newProduct, setFeatures, storeWorld, uniqueSlug, type StoreWorld } from './world';

/**
 * The school co-op store (docs/stores.md, "Co-op store"): registration rules, the parent's fields on
 * checkout, pickup at the school only, the class-by-class picking list, update-pickup and the
 * isolation of every public route. Runs on SQLite and MariaDB (DATABASE_URL).
 */

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '23:59' }));
const CLASSES = ['1 Amanah', '1 Bestari', '2 Cerdas'];

const coopSetup = (extra: Record<string, unknown> = {}) => ({
  name: 'Koperasi SK Taman Melati',
  slug: uniqueSlug('koop'),
  whatsapp: '60123456789',
  schoolName: 'SK Taman Melati',
  schoolAddress: 'Jalan Melati, 53100 Kuala Lumpur',
  classes: CLASSES,
  pickupPoint: 'School hall',
  pickupTimes: ALL_WEEK,
  ...extra,
});

/** Tomorrow at `hour`:00 in Kuala Lumpur, ISO. */
const tomorrowAt = (hour: number, days = 1) => businessTime().add(days, 'day').hour(hour).minute(0).second(0).millisecond(0).toDate().toISOString();

interface CoopWorld extends StoreWorld {
  slug: string;
  storeId: number;
  second: { id: number };
}

/** The stores world with the co-op switch on, the agent's co-op store selling Serum at 1400 and a second product "Notebook" at 500 (agent stock 50). */
async function coopWorld(extra: Record<string, unknown> = {}): Promise<CoopWorld> {
  const w = await storeWorld(50);
  await setFeatures(w.c, { eKoopStatus: true });
  const second = await newProduct(w.c, { categoryId: w.category.id, name: 'Notebook', weight: 100, retailPrice: 500, points: 0, stock: 50 }, { [w.tier.id]: 300 });
  await setLevel(w.c.ctx, { storeId: w.agent.id, productId: second.id, variantId: 0 }, 50, 'correction', null);
  const body = coopSetup(extra);
  const reg = await w.http.post('/coop/register', w.token).send(body);
  expect(reg.status, JSON.stringify(reg.body)).to.equal(201);
  const put = await w.http.put('/coop/products', w.token).send({
    products: [
      { productId: w.product.id, price: 1400 },
      { productId: second.id, price: 500 },
    ],
  });
  expect(put.status, JSON.stringify(put.body)).to.equal(200);
  return { ...w, slug: body.slug, storeId: reg.body.data.id as number, second };
}

let n = 0;
const parentOrder = (items: { productId: number; quantity: number }[], coop: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
  items,
  name: 'Nur Aina',
  email: `parent${Date.now()}${++n}@example.com`,
  phoneCode: '60',
  phoneNumber: '129876543',
  shipmentType: 'pickup',
  paymentMethod: 'transfer',
  sessionId: `coop-${Date.now()}-${++n}`,
  pickupAt: tomorrowAt(10),
  coop,
  ...extra,
});

/** Quotes (pickup) then checks out at the quoted total. */
async function order(w: CoopWorld, body: Record<string, unknown>, lang = 'en') {
  const http = api(w.c.host);
  const q = await http.post(`/public/stores/${w.slug}/quote`).send({ items: body.items, shipmentType: 'pickup' });
  expect(q.status, JSON.stringify(q.body)).to.equal(200);
  return http
    .post(`/public/stores/${w.slug}/checkout`)
    .set('Accept-Language', lang)
    .send({ ...body, totalPaid: q.body.data.grandTotal });
}

/** Places a co-op order and has the agent approve its transfer receipt: a paid order. */
async function paidOrder(w: CoopWorld, items: { productId: number; quantity: number }[], coop: Record<string, unknown>) {
  const res = await order(w, parentOrder(items, coop));
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  const token = res.body.data.statusToken as string;
  const up = await api(w.c.host).post(`/public/orders/${token}/receipt`).attach('receipt', PNG, 'r.png');
  expect(up.status, JSON.stringify(up.body)).to.equal(200);
  const o = (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!;
  const receipts = await w.http.get(`/manage-orders/${o.id}/receipts`, w.token);
  const ok = await w.http.post('/manage-orders/receipt/approve', w.token).send({ receiptId: receipts.body.data.items[0].id });
  expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
  return { orderId: o.id, orderNo: o.orderNo, token };
}

describe('Stores: school co-op store', () => {
  it('registration: the switch, one co-op store per agent beside its storefront, the school checked field by field, HQ registers for an agent only', async () => {
    const w = await storeWorld(0);
    const off = await w.http.post('/coop/register', w.token).send(coopSetup());
    expect(off.status).to.equal(403);
    await setFeatures(w.c, { eKoopStatus: true });
    const none = await w.http.get('/coop/setup', w.token);
    expect(none.status).to.equal(200);
    expect(none.body.data).to.equal(null);

    const bad = await w.http
      .post('/coop/register', w.token)
      .set('Accept-Language', 'ms')
      .send(
        coopSetup({
          classes: ['1 Amanah', '1 amanah ', ''],
          pickupTimes: [{ weekday: 1, from: '14:00', to: '13:00' }],
          slug: 'Bad Slug',
        }),
      );
    expect(bad.status, JSON.stringify(bad.body)).to.equal(422);
    expect(Object.keys(bad.body.meta.errors ?? {})).to.include.members(['classes.1', 'classes.2', 'pickupTimes.0', 'slug']);
    expect(JSON.stringify(bad.body)).to.contain('disenaraikan dua kali');

    // The agent's storefront and its co-op store live side by side; the co-op's slug is the company's.
    const store = await w.http.post('/store/register', w.token).send({ name: 'Aisyah', slug: uniqueSlug(), fulfilment: 'own' });
    expect(store.status).to.equal(201);
    const taken = await w.http.post('/coop/register', w.token).send(coopSetup({ slug: store.body.data.slug }));
    expect(taken.status).to.equal(409);
    const body = coopSetup();
    const reg = await w.http.post('/coop/register', w.token).send(body);
    expect(reg.status, JSON.stringify(reg.body)).to.equal(201);
    expect(reg.body.data).to.include({ kind: 'coop', slug: body.slug, fulfilment: 'own', url: `${w.c.ctx.origin}/s/${body.slug}` });
    expect(reg.body.data.coop).to.deep.include({ schoolName: 'SK Taman Melati', classes: CLASSES, pickupPoint: 'School hall' });
    expect((await w.http.post('/coop/register', w.token).send(coopSetup())).status).to.equal(409);
    expect((await w.http.get('/store/setup', w.token)).body.data.kind).to.equal('agent');

    // Setup changes the classes; the storefront's setup is untouched.
    const put = await w.http.put('/coop/setup', w.token).send({ ...body, classes: ['3 Dinamik'], status: 'active' });
    expect(put.status, JSON.stringify(put.body)).to.equal(200);
    expect(put.body.data.coop.classes).to.deep.equal(['3 Dinamik']);

    // HQ: for an agent only, one per agent; an agent may not use HQ's call.
    const other = await buyer(w.c, w.tier.id);
    const staff = await newUser(w.c, { role: 'staff', permissions: ['add_user'] });
    const staffToken = await login(w.c.host, staff.email);
    expect((await w.http.post('/stores/coop', w.token).send({ agentId: other.id, ...coopSetup() })).status).to.equal(403);
    expect((await w.http.post('/stores/coop', w.hq).send({ agentId: staff.id, ...coopSetup() })).status).to.equal(422);
    expect((await w.http.post('/stores/coop', w.hq).send({ agentId: w.agent.id, ...coopSetup() })).status).to.equal(409);
    const byHq = await w.http.post('/stores/coop', staffToken).send({ agentId: other.id, ...coopSetup() });
    expect(byHq.status, JSON.stringify(byHq.body)).to.equal(201);
    expect((await w.http.get('/coop/setup', tokenOf(w.c, other))).body.data.id).to.equal(byHq.body.data.id);
    const list = await w.http.get('/stores?kind=coop', w.hq);
    expect(list.body.data.data.map((r: { id: number }) => r.id)).to.have.members([reg.body.data.id, byHq.body.data.id]);
  });

  it('banners: http(s) links only, bounded, in order on the public home with the school', async () => {
    const w = await coopWorld();
    const add = (title: string, url: string | null) => {
      const r = w.http.post('/coop/banners', w.token).field('title', title).field('description', `About ${title}`);
      if (url !== null) r.field('url', url);
      return r.attach('image', PNG, 'b.png');
    };
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url', `https://example.com/${'x'.repeat(500)}`]) {
      const res = await add('Bad', url);
      expect(res.status, url).to.equal(422);
      expect(res.body.meta.errors).to.have.property('url');
    }
    expect((await w.http.post('/coop/banners', w.token).field('title', 'No image')).status).to.equal(422);
    expect((await add('Uniforms', 'https://example.com/uniforms')).status).to.equal(201);
    const second = await add('Books', null);
    expect(second.status).to.equal(201);
    expect(second.body.data.map((b: { title: string }) => b.title)).to.deep.equal(['Uniforms', 'Books']);
    const booksId = second.body.data[1].id as number;
    const moved = await w.http.post(`/coop/banners/${booksId}/move`, w.token).send({ direction: 'up' });
    expect(moved.body.data.map((b: { title: string }) => b.title)).to.deep.equal(['Books', 'Uniforms']);

    const home = await api(w.c.host).get(`/public/stores/${w.slug}`);
    expect(home.status).to.equal(200);
    expect(home.body.data.kind).to.equal('coop');
    expect(home.body.data.banners.map((b: { title: string; url: string | null }) => [b.title, b.url])).to.deep.equal([
      ['Books', null],
      ['Uniforms', 'https://example.com/uniforms'],
    ]);
    expect(home.body.data.banners[0].imageUrl).to.be.a('string');
    expect(home.body.data.coop).to.deep.include({ schoolName: 'SK Taman Melati', classes: CLASSES, pickupPoint: 'School hall' });
    expect(home.body.data.shipping).to.include({ courier: false, pickup: true });

    for (let i = 2; i < 10; i++) expect((await add(`B${i}`, null)).status).to.equal(201);
    const full = await add('Eleventh', null);
    expect(full.status).to.equal(422);
    expect(full.body.meta.message).to.contain('10');
    // Another agent reaches none of them.
    const other = await buyer(w.c, w.tier.id);
    expect((await w.http.delete(`/coop/banners/${booksId}`, tokenOf(w.c, other))).status).to.equal(404);
    const gone = await w.http.delete(`/coop/banners/${booksId}`, w.token);
    expect(gone.status).to.equal(200);
    expect(gone.body.data).to.have.length(9);
  });

  it('checkout: student, parent and one of the school’s classes required (in the visitor’s language), pickup at the school only, within its pickup times', async () => {
    const w = await coopWorld({ pickupTimes: [{ weekday: businessTime().add(1, 'day').day() || 7, from: '07:00', to: '13:00' }] });
    const items = [{ productId: w.product.id, quantity: 1 }];
    const http = api(w.c.host);

    const missing = await order(w, parentOrder(items, null), 'ms');
    expect(missing.status).to.equal(422);
    const fields = missing.body.meta.errors;
    expect(fields).to.have.keys(['coop.studentName', 'coop.parentName', 'coop.className']);
    expect(JSON.stringify(fields)).to.not.contain('validation.');
    const wrongClass = await order(w, parentOrder(items, { studentName: 'Adam', parentName: 'Nur Aina', className: '9 Unknown' }), 'id');
    expect(wrongClass.status).to.equal(422);
    expect(wrongClass.body.meta.errors['coop.className']).to.contain('kelas');
    const coop = { studentName: 'Adam Hakim', parentName: 'Nur Aina', className: '1 Amanah' };
    // Courier: refused on quote and checkout.
    expect(
      (await http.post(`/public/stores/${w.slug}/quote`).send({ items, shipmentType: 'courier', address: { address1: 'x', postcode: '40000', city: 'Shah Alam', state: 'Selangor' } })).status,
    ).to.equal(422);
    const courier = await http.post(`/public/stores/${w.slug}/checkout`).send({ ...parentOrder(items, coop, { shipmentType: 'courier' }), totalPaid: 1400 });
    expect(courier.status).to.equal(422);
    expect(courier.body.meta.errors).to.have.property('shipmentType');
    // Pickup time: required, within the window, the booking time ahead.
    for (const pickupAt of [null, tomorrowAt(15), tomorrowAt(10, -2), 'not-a-date']) {
      const res = await order(w, parentOrder(items, coop, { pickupAt }));
      expect(res.status, String(pickupAt)).to.equal(422);
      expect(res.body.meta.errors, String(pickupAt)).to.have.property('pickupAt');
    }
    expect(await StoreOrder.of(w.c.ctx).where('storeId', w.storeId).resultSize()).to.equal(0);
    expect(await stockOf(w.c, w.agent.id, w.product.id)).to.equal(50);

    const ok = await order(w, parentOrder(items, coop));
    expect(ok.status, JSON.stringify(ok.body)).to.equal(201);
    const o = (await Order.of(w.c.ctx).where('orderNo', ok.body.data.orderNo).first())!;
    expect(o).to.include({ type: 'personal', sellerId: w.agent.id, shipmentType: 'pickup' });
    expect(new Date(`${o.pickupAt!.replace(' ', 'T')}Z`).toISOString()).to.equal(tomorrowAt(10));
    const so = (await StoreOrder.of(w.c.ctx).where('orderId', o.id).first())!;
    expect(so).to.include({ studentName: 'Adam Hakim', parentName: 'Nur Aina', className: '1 Amanah', pickupStatus: 'waiting' });
    const view = await http.get(`/public/orders/${ok.body.data.statusToken}`);
    expect(view.body.data.coop).to.include({ studentName: 'Adam Hakim', className: '1 Amanah', schoolName: 'SK Taman Melati', pickupPoint: 'School hall', pickupStatus: 'waiting' });
    expect(view.body.data.coop.pickupAt).to.equal(tomorrowAt(10));
  });

  it('orders, update-pickup and the class picking list: paid orders waiting, class by class, units per product; only the owner or HQ updates', async () => {
    const w = await coopWorld();
    const a = await paidOrder(
      w,
      [
        { productId: w.product.id, quantity: 2 },
        { productId: w.second.id, quantity: 3 },
      ],
      { studentName: 'Zara', parentName: 'Aminah', className: '1 Amanah' },
    );
    const b = await paidOrder(w, [{ productId: w.second.id, quantity: 1 }], { studentName: 'Adam', parentName: 'Hakim', className: '1 Amanah' });
    const c = await paidOrder(w, [{ productId: w.product.id, quantity: 1 }], { studentName: 'Chen', parentName: 'Mei', className: '2 Cerdas' });
    const d = await paidOrder(w, [{ productId: w.product.id, quantity: 4 }], { studentName: 'Dina', parentName: 'Siti', className: '2 Cerdas' });
    const unpaid = await order(w, parentOrder([{ productId: w.product.id, quantity: 5 }], { studentName: 'Eli', parentName: 'Rosli', className: '1 Bestari' }));
    expect(unpaid.status).to.equal(201);
    const unpaidId = (await Order.of(w.c.ctx).where('orderNo', unpaid.body.data.orderNo).first())!.id;

    // The list filters by class and pickup status.
    const all = await w.http.get('/coop/orders', w.token);
    expect(all.status).to.equal(200);
    expect(all.body.data.total).to.equal(5);
    expect(all.body.data.classes).to.deep.equal(CLASSES);
    const amanah = await w.http.get(`/coop/orders?className=${encodeURIComponent('1 Amanah')}`, w.token);
    expect(amanah.body.data.data.map((r: { studentName: string }) => r.studentName).sort()).to.deep.equal(['Adam', 'Zara']);
    const details = await w.http.get(`/coop/orders/${a.orderId}`, w.token);
    expect(details.body.data).to.include({ studentName: 'Zara', parentName: 'Aminah', className: '1 Amanah', paymentStatus: 'paid', pickupStatus: 'waiting' });
    expect(details.body.data.lines).to.have.length(2);

    // Update-pickup: unpaid refused; another agent (even with its own co-op store) cannot reach it; the owner and HQ can.
    expect((await w.http.put(`/coop/orders/${unpaidId}/pickup`, w.token).send({ status: 'picked_up' })).status).to.equal(409);
    const other = await buyer(w.c, w.tier.id);
    const otherToken = tokenOf(w.c, other);
    expect((await w.http.put(`/coop/orders/${a.orderId}/pickup`, otherToken).send({ status: 'picked_up' })).status).to.equal(404);
    expect((await w.http.post('/coop/register', otherToken).send(coopSetup())).status).to.equal(201);
    expect((await w.http.put(`/coop/orders/${a.orderId}/pickup`, otherToken).send({ status: 'picked_up' })).status).to.equal(404);
    expect((await w.http.get(`/coop/orders/${a.orderId}`, otherToken)).status).to.equal(404);
    expect((await w.http.get('/coop/picking-list', otherToken)).body.data.classes).to.deep.equal([]);
    expect((await w.http.put(`/stores/${w.storeId}/coop/orders/${a.orderId}/pickup`, w.token).send({ status: 'picked_up' })).status).to.equal(403);
    const moved = await w.http.put(`/coop/orders/${b.orderId}/pickup`, w.token).send({ pickupAt: tomorrowAt(11, 2) });
    expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
    expect(moved.body.data.pickupAt).to.equal(tomorrowAt(11, 2));
    const picked = await w.http.put(`/stores/${w.storeId}/coop/orders/${d.orderId}/pickup`, w.hq).send({ status: 'picked_up' });
    expect(picked.status, JSON.stringify(picked.body)).to.equal(200);
    expect(picked.body.data.pickupStatus).to.equal('picked_up');
    expect((await w.http.put(`/coop/orders/${d.orderId}/pickup`, w.token).send({ pickupAt: tomorrowAt(9) })).status).to.equal(409);
    // HQ's order details read the co-op fields; an agent may not.
    const fields = await w.http.get(`/stores/coop-order/${d.orderId}`, w.hq);
    expect(fields.status, JSON.stringify(fields.body)).to.equal(200);
    expect(fields.body.data).to.include({ storeId: w.storeId, studentName: 'Dina', parentName: 'Siti', className: '2 Cerdas', pickupStatus: 'picked_up' });
    expect((await w.http.get(`/stores/coop-order/${d.orderId}`, w.token)).status).to.equal(403);
    const waiting = await w.http.get('/coop/orders?pickupStatus=waiting&paymentStatus=paid', w.token);
    expect(waiting.body.data.data.map((r: { orderNo: string }) => r.orderNo).sort()).to.deep.equal([a.orderNo, b.orderNo, c.orderNo].sort());

    // The picking list: a, b (1 Amanah) and c (2 Cerdas); d is collected, the unpaid one is not in. Summed here from the orders.
    const expected = new Map<string, Map<string, number>>();
    for (const [cls, lines] of [
      [
        '1 Amanah',
        [
          ['Serum', 2],
          ['Notebook', 3],
        ],
      ],
      ['1 Amanah', [['Notebook', 1]]],
      ['2 Cerdas', [['Serum', 1]]],
    ] as const) {
      const m = expected.get(cls) ?? new Map<string, number>();
      for (const [name, qty] of lines) m.set(name, (m.get(name) ?? 0) + qty);
      expected.set(cls, m);
    }
    for (const [path, token] of [
      ['/coop/picking-list', w.token],
      [`/stores/${w.storeId}/coop/picking-list`, w.hq],
    ] as const) {
      const list = await w.http.get(path, token);
      expect(list.status, JSON.stringify(list.body)).to.equal(200);
      const got = list.body.data as {
        classes: { className: string; products: { name: string; quantity: number }[]; orders: { studentName: string; orderNo: string }[] }[];
        totals: { name: string; quantity: number }[];
      };
      expect(got.classes.map((k) => k.className)).to.deep.equal(['1 Amanah', '2 Cerdas']);
      for (const k of got.classes) expect(new Map(k.products.map((p) => [p.name, p.quantity]))).to.deep.equal(expected.get(k.className));
      expect(got.classes[0]!.orders.map((o) => o.studentName)).to.deep.equal(['Adam', 'Zara']);
      expect(new Map(got.totals.map((p) => [p.name, p.quantity]))).to.deep.equal(
        new Map([
          ['Notebook', 4],
          ['Serum', 3],
        ]),
      );
    }
    const oneClass = await w.http.get(`/coop/picking-list?className=${encodeURIComponent('2 Cerdas')}`, w.token);
    expect(oneClass.body.data.classes.map((k: { className: string }) => k.className)).to.deep.equal(['2 Cerdas']);
    expect((await w.http.get('/coop/picking-list?day=2026-13-45x', w.token)).status).to.equal(422);
    expect(c.token).to.be.a('string');
  });

  it('every public route is the host company’s and needs the switch; a customer cannot open another’s order', async () => {
    const w = await coopWorld();
    const items = [{ productId: w.product.id, quantity: 1 }];
    const coop = { studentName: 'Adam', parentName: 'Nur Aina', className: '1 Amanah' };
    const mine = await order(w, parentOrder(items, coop));
    const theirs = await order(w, parentOrder(items, coop));
    expect(mine.status).to.equal(201);
    expect(theirs.status).to.equal(201);
    const other = await newCompany();
    await setFeatures({ ...other, ctx: other.ctx } as never, { eKoopStatus: true });
    const foreign = api(other.host);
    const calls = (http: ReturnType<typeof api>) => [
      http.get(`/public/stores/${w.slug}`),
      http.get(`/public/stores/${w.slug}/categories`),
      http.get(`/public/stores/${w.slug}/products`),
      http.get(`/public/stores/${w.slug}/products/${w.product.id}`),
      http.post(`/public/stores/${w.slug}/visit`),
      http.post(`/public/stores/${w.slug}/quote`).send({ items, shipmentType: 'pickup' }),
      http.post(`/public/stores/${w.slug}/checkout`).send({ ...parentOrder(items, coop), totalPaid: 1400 }),
      http.get(`/public/orders/${mine.body.data.statusToken}`),
      http.post(`/public/orders/${mine.body.data.statusToken}/pay`),
    ];
    for (const res of await Promise.all(calls(foreign))) expect(res.status, (res as unknown as { req: { path: string } }).req.path).to.equal(404);
    // Another customer's order: only its own token opens it.
    const [id, nonce, mac] = (mine.body.data.statusToken as string).split('.');
    const theirId = (theirs.body.data.statusToken as string).split('.')[0];
    expect((await api(w.c.host).get(`/public/orders/${theirId}.${nonce}.${mac}`)).status).to.equal(404);
    expect((await api(w.c.host).get(`/public/orders/${id}.${nonce}.${mac}`)).status).to.equal(200);
    // The switch off: the co-op store is gone from the public and its owner's calls refuse.
    await setFeatures(w.c, { eKoopStatus: false });
    for (const res of await Promise.all(calls(api(w.c.host)).slice(0, 7))) expect(res.status, (res as unknown as { req: { path: string } }).req.path).to.equal(404);
    expect((await w.http.get('/coop/orders', w.token)).status).to.equal(403);
    expect((await w.http.get(`/stores/${w.storeId}/coop/picking-list`, w.hq)).status).to.equal(403);
  });
});
