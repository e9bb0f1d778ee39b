import { expect } from 'chai';
import { buyer, setFeatures, tokenOf } from '../orders/factories';
import crypto from 'node:crypto';
import { api, login, newCompany, newTier, platform, simulator } from '../harness';
import { Store } from '../../server/modules/stores/models';
import { countDay } from '../../server/modules/stores/shared';
import { businessTime } from '../../server/platform/time';
import { CommissionLine } from '../../server/modules/commissions/models';
import { Order } from '../../server/modules/orders/models';
import { Product } from '../../server/modules/catalog/models';
import { assertLedger } from '../commissions/money-factories';
import { balanceOf } from '../../server/modules/commissions/ledger';
import { postCallback } from '../payments/helpers';
import { User } from '../../server/modules/users/models';
import { guest, guestCheckout, openStore, storeWorld, uniqueSlug } from './world';

describe('Stores: slug availability (live feedback of the register and setup forms)', () => {
  it('answers available, taken or invalid with the normalised slug, in the caller’s company only', async () => {
    const w = await storeWorld();
    const mine = await openStore(w);
    const other = await buyer(w.c, w.tier.id);
    const ask = (slug: string, token = tokenOf(w.c, other)) => w.http.get(`/store/slug-available?slug=${encodeURIComponent(slug)}`, token);

    const free = await ask(`  ${uniqueSlug('Free').toUpperCase()} `);
    expect(free.status, JSON.stringify(free.body)).to.equal(200);
    expect(free.body.data.status).to.equal('available');
    expect(free.body.data.slug).to.match(/^free-[a-z0-9-]+$/);
    expect(free.body.data.message).to.equal(null);

    const taken = await ask(mine.toUpperCase());
    expect(taken.body.data).to.include({ slug: mine, status: 'taken' });
    expect(taken.body.data.message).to.match(/already taken/);

    // The agent's own current link is its own: available to it.
    expect((await ask(mine, w.token)).body.data.status).to.equal('available');

    for (const [slug, why] of [
      ['ab', /3 to 40/],
      ['bad slug', /3 to 40/],
      ['admin', /reserved/],
    ] as const) {
      const res = await ask(slug);
      expect(res.status).to.equal(200);
      expect(res.body.data.status, slug).to.equal('invalid');
      expect(res.body.data.message, slug).to.match(why);
    }
    // In Malay when asked so.
    const ms = await w.http.get(`/store/slug-available?slug=${mine}`, tokenOf(w.c, other)).set('Accept-Language', 'ms');
    expect(ms.body.data.message).to.match(/sudah diambil/);

    // Bounded, and only for agents of a company with the add-on.
    expect((await ask('x'.repeat(61))).status).to.equal(422);
    expect((await w.http.get('/store/slug-available', tokenOf(w.c, other))).status).to.equal(422);
    expect((await api(w.c.host).get(`/store/slug-available?slug=${mine}`)).status).to.equal(401);

    // Another company: the same slug is free there.
    const c2 = await newCompany();
    await setFeatures(c2, { ejenstoreStatus: true });
    const agent2 = await buyer(c2, (await newTier(c2, 1)).id);
    const there = await api(c2.host).get(`/store/slug-available?slug=${mine}`, tokenOf(c2, agent2));
    expect(there.body.data.status).to.equal('available');
    await setFeatures(c2, { ejenstoreStatus: false });
    expect((await api(c2.host).get(`/store/slug-available?slug=${mine}`, tokenOf(c2, agent2))).status).to.equal(403);
  });
});

describe('Stores: the transfer page names the bank', () => {
  it('shows the bank’s name from the project’s bank list, and only account name, bank and number of the agent', async () => {
    const w = await storeWorld(10);
    await User.of(w.c.ctx).findById(w.agent.id).patch({ bankCountry: 'MY', bankCompany: 'MBB', bankName: 'Aisyah Test', bankNumber: '1234567890', bankIdentity: '900101-10-1234' });
    const slug = await openStore(w, { price: 1400 });
    const { res } = await guestCheckout(w.c.host, slug, guest({ items: [{ productId: w.product.id, quantity: 1 }] }));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const view = await api(w.c.host).get(`/public/orders/${res.body.data.statusToken as string}`);
    expect(view.status).to.equal(200);
    expect(view.body.data.transfer).to.deep.equal({ bankName: 'Malayan Banking Berhad (Maybank)', accountName: 'Aisyah Test', accountNumber: '1234567890', receiptUploaded: false });
    expect(JSON.stringify(view.body)).not.to.contain('900101');
    expect(JSON.stringify(view.body)).not.to.contain(w.agent.email);
  });
});

describe('Stores: the online payment fee in the quote', () => {
  const billOf = (url: string) => simulator().bills.get([...simulator().bills.keys()].find((id) => url.includes(id))!)!;

  it('quotes the gateway’s fee and the total to pay, which the gateway bill asks and the paid order keeps; transfer and own stock add nothing', async () => {
    const w = await storeWorld(0);
    const slug = await openStore(w, { fulfilment: 'dropship', price: 1500 });
    const fee = platform().config.gateway.adminFee;
    expect(fee).to.be.above(0);
    const items = [{ productId: w.product.id, quantity: 2 }];
    const http = api(w.c.host);
    const address = { address1: '2 Jalan Mawar', postcode: '40000', city: 'Shah Alam', state: 'Selangor' };
    const q = (await http.post(`/public/stores/${slug}/quote`).send({ items, shipmentType: 'courier', address, paymentMethod: 'gateway' })).body.data;
    expect(q.paymentFee).to.equal(fee);
    expect(q.totalToPay).to.equal(q.grandTotal + fee);
    const none = (await http.post(`/public/stores/${slug}/quote`).send({ items, shipmentType: 'courier', address })).body.data;
    expect(none).to.include({ paymentFee: 0, totalToPay: none.grandTotal, grandTotal: q.grandTotal });
    expect((await http.post(`/public/stores/${slug}/quote`).send({ items, shipmentType: 'courier', address, paymentMethod: 'cash' })).status).to.equal(422);

    const { res } = await guestCheckout(w.c.host, slug, guest({ paymentMethod: 'gateway', items }));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const bill = billOf(res.body.data.paymentUrl as string);
    expect(bill.amount).to.equal(q.totalToPay);
    const token = res.body.data.statusToken as string;
    expect((await http.get(`/public/orders/${token}`)).body.data).to.include({ grandTotal: q.grandTotal, paymentFee: fee, totalToPay: q.totalToPay });
    simulator().settle(bill.id, 'paid');
    expect((await postCallback(w.c.host, simulator().callbackParams(bill.id))).status).to.equal(200);
    expect((await http.get(`/public/orders/${token}`)).body.data).to.include({ paymentStatus: 'paid', grandTotal: q.grandTotal, paymentFee: fee, totalToPay: q.totalToPay });

    // The company's own gateway account with its own fee: the quote follows it, and so does the bill.
    const account = {
      apiKey: `co-${crypto.randomBytes(8).toString('hex')}`,
      collectionId: `col${crypto.randomBytes(3).toString('hex')}`,
      xSignatureKey: `cox-${crypto.randomBytes(8).toString('hex')}`,
    };
    simulator().addAccount(account);
    const stored = await w.http.post('/integration/setup/store', w.hq).send({ type: 'payment_gateway', values: { ...account, adminFee: '70' } });
    expect(stored.status, JSON.stringify(stored.body)).to.be.oneOf([200, 201]);
    const q2 = (await http.post(`/public/stores/${slug}/quote`).send({ items, shipmentType: 'pickup', paymentMethod: 'gateway' })).body.data;
    expect(q2).to.include({ paymentFee: 70, totalToPay: q2.grandTotal + 70 });
    const second = await guestCheckout(w.c.host, slug, guest({ paymentMethod: 'gateway', items, shipmentType: 'pickup', branchId: w.branch.id }));
    expect(second.res.status, JSON.stringify(second.res.body)).to.equal(201);
    expect(billOf(second.res.body.data.paymentUrl as string).amount).to.equal(q2.totalToPay);
  });

  it('an own-stock store paid by transfer has no fee, even when asked for the gateway', async () => {
    const w = await storeWorld(10);
    const slug = await openStore(w);
    const q = (
      await api(w.c.host)
        .post(`/public/stores/${slug}/quote`)
        .send({ items: [{ productId: w.product.id, quantity: 1 }], shipmentType: 'pickup', paymentMethod: 'gateway' })
    ).body.data;
    expect(q).to.include({ paymentFee: 0, totalToPay: q.grandTotal });
  });
});

describe('Stores: HQ’s list with one month’s figures', () => {
  it('shows this month’s (KL) visits, orders, paid orders and paid sales per store and the totals of all matching stores, any month on request, from store_daily', async () => {
    const w = await storeWorld(10);
    const a = await openStore(w, { price: 1400 });
    const other = await buyer(w.c, w.tier.id);
    const b = uniqueSlug('second');
    expect((await w.http.post('/store/register', tokenOf(w.c, other)).send({ name: 'Second', slug: b, fulfilment: 'own' })).status).to.equal(201);
    const storeA = (await Store.of(w.c.ctx).where('slug', a).first())!;
    const storeB = (await Store.of(w.c.ctx).where('slug', b).first())!;
    const month = businessTime().format('YYYY-MM');
    const lastMonth = businessTime().subtract(1, 'month').format('YYYY-MM');
    // Figures as the summary table holds them: this month for both, last month for A only.
    await countDay(w.c.ctx, storeA.id, { visits: 10, orders: 3, paidOrders: 2, sales: 2800 }, `${month}-01`);
    await countDay(w.c.ctx, storeA.id, { visits: 5, orders: 1, paidOrders: 1, sales: 1400 }, businessTime().format('YYYY-MM-DD'));
    await countDay(w.c.ctx, storeB.id, { visits: 4, orders: 1, paidOrders: 0, sales: 0 }, `${month}-01`);
    await countDay(w.c.ctx, storeA.id, { visits: 100, orders: 50, paidOrders: 40, sales: 99_000 }, `${lastMonth}-15`);

    const now = await w.http.get('/stores?kind=agent&limit=1', w.hq);
    expect(now.status, JSON.stringify(now.body)).to.equal(200);
    expect(now.body.data).to.include({ month, total: 2 });
    expect(now.body.data.data).to.have.length(1);
    // The totals cover every matching store, not only the page.
    expect(now.body.data.totals).to.deep.equal({ visits: 19, orders: 5, paidOrders: 3, sales: 4200 });
    const full = (await w.http.get('/stores?kind=agent', w.hq)).body.data;
    const rowOf = (slug: string) => full.data.find((r: { slug: string }) => r.slug === slug);
    expect(rowOf(a)).to.include({ visits: 15, orders: 4, paidOrders: 3, sales: 4200 });
    expect(rowOf(b)).to.include({ visits: 4, orders: 1, paidOrders: 0, sales: 0 });

    const before = (await w.http.get(`/stores?kind=agent&month=${lastMonth}`, w.hq)).body.data;
    expect(before.month).to.equal(lastMonth);
    expect(before.totals).to.deep.equal({ visits: 100, orders: 50, paidOrders: 40, sales: 99_000 });
    const searched = (await w.http.get(`/stores?kind=agent&month=${month}&search=${b}`, w.hq)).body.data;
    expect(searched.totals).to.deep.equal({ visits: 4, orders: 1, paidOrders: 0, sales: 0 });

    for (const bad of ['2026-13', '26-01', '2026-1', 'x']) expect((await w.http.get(`/stores?month=${bad}`, w.hq)).status, bad).to.equal(422);
    // Another company's HQ sees none of it.
    const c2 = await newCompany();
    const hq2 = await login(c2.host, c2.hq.email);
    expect((await api(c2.host).get('/stores', hq2)).body.data).to.deep.include({ total: 0, totals: { visits: 0, orders: 0, paidOrders: 0, sales: 0 } });
  });
});

describe('Stores: the agent’s margin on a dropship order', () => {
  it('credits (store price − tier price) × units as a payable sale-profit line when HQ is paid, clawed back when refunded; balances equal the ledger', async () => {
    const w = await storeWorld(0);
    // The tier price of "Serum" is 1000; the store sells it at 1500 (its retail, the top of the range).
    const slug = await openStore(w, { fulfilment: 'dropship', price: 1500 });
    const { res } = await guestCheckout(w.c.host, slug, guest({ paymentMethod: 'gateway', items: [{ productId: w.product.id, quantity: 3 }] }));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const order = (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!;
    expect(order).to.include({ type: 'hq', buyerId: w.agent.id });
    expect(Boolean(order.storeDropship)).to.equal(true);
    expect(await CommissionLine.of(w.c.ctx).where('orderId', order.id).resultSize()).to.equal(0);

    const billId = [...simulator().bills.keys()].find((id) => (res.body.data.paymentUrl as string).includes(id))!;
    simulator().settle(billId, 'paid');
    expect((await postCallback(w.c.host, simulator().callbackParams(billId))).status).to.equal(200);
    const earned = await CommissionLine.of(w.c.ctx).where({ orderId: order.id, type: 'sale-profit' });
    expect(earned).to.have.length(1);
    // Hand-computed: (1500 − 1000) × 3 = 1500, payable (HQ holds the money), to the agent.
    expect(earned[0]).to.include({ beneficiaryId: w.agent.id, kind: 'earn', amount: 1500, rule: 'sale-profit.dropship' });
    expect(Boolean(earned[0]!.payable)).to.equal(true);
    expect(JSON.parse(earned[0]!.figures)).to.include({ salesValue: 4500, sellerPrice: 1000, quantity: 3, cost: 3000 });
    await assertLedger(w.c);
    expect((await balanceOf(w.c.ctx, w.agent.id)).balance).to.equal(1500);

    // An own-stock order (the agent's personal sale) earns no dropship line; a plain HQ order neither.
    expect(await CommissionLine.of(w.c.ctx).where({ rule: 'sale-profit.dropship' }).whereNot('orderId', order.id).resultSize()).to.equal(0);

    // Refunded: taken back, the agent's sale-profit on the order nets to zero; the ledger still balances.
    expect((await w.http.post('/manage-orders/cancel', w.hq).send({ ids: [order.id] })).status).to.equal(200);
    const all = await CommissionLine.of(w.c.ctx).where({ orderId: order.id, type: 'sale-profit', beneficiaryId: w.agent.id });
    expect(all.map((l) => l.kind).sort()).to.deep.equal(['clawback', 'earn']);
    expect(all.reduce((s, l) => s + Number(l.amount), 0)).to.equal(0);
    await assertLedger(w.c);
    expect((await balanceOf(w.c.ctx, w.agent.id)).balance).to.equal(0);
  });

  it('writes nothing for a store price at or under the agent’s own price', async () => {
    const w = await storeWorld(0);
    await Product.of(w.c.ctx).findById(w.product.id).patch({ storePrice: 900 });
    const slug = await openStore(w, { fulfilment: 'dropship', price: 900 });
    const { res } = await guestCheckout(w.c.host, slug, guest({ paymentMethod: 'gateway', items: [{ productId: w.product.id, quantity: 1 }] }));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const billId = [...simulator().bills.keys()].find((id) => (res.body.data.paymentUrl as string).includes(id))!;
    simulator().settle(billId, 'paid');
    expect((await postCallback(w.c.host, simulator().callbackParams(billId))).status).to.equal(200);
    const order = (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!;
    expect(order.paymentStatus).to.equal('paid');
    expect(await CommissionLine.of(w.c.ctx).where({ orderId: order.id, type: 'sale-profit' }).resultSize()).to.equal(0);
    await assertLedger(w.c);
  });
});
