import { expect } from 'chai';
import { Order } from '../../server/modules/orders/models';
import { CustomerAddress } from '../../server/modules/customers/models';
import { PNG } from '../catalog/factories';
import { api, lastMail, newCompany, simulator } from '../harness';
import { stockOf } from '../orders/factories';
import { postCallback } from '../payments/helpers';
import { guest, guestCheckout, openStore, storeWorld } from './world';

const tokenOfUrl = (url: string) => url.split('/order/')[1]!;

describe('Stores: guest checkout', () => {
  it('own stock: a personal sale of the agent at the store price, its stock taken, the guest in its address book, an e-mail with the signed link', async () => {
    const w = await storeWorld(10);
    const slug = await openStore(w, { price: 1400 });
    const body = guest({ items: [{ productId: w.product.id, quantity: 3 }] });
    const { quote, res } = await guestCheckout(w.c.host, slug, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(quote.subtotal).to.equal(4200);
    expect(quote.grandTotal).to.equal(quote.subtotal + quote.shippingFee);
    const result = res.body.data as { orderNo: string; statusToken: string; statusUrl: string; paymentUrl: string | null };
    expect(result.paymentUrl).to.equal(null);
    expect(result.statusUrl).to.equal(`${w.c.ctx.origin}/s/${slug}/order/${result.statusToken}`);

    const order = (await Order.of(w.c.ctx).where('orderNo', result.orderNo).first())!;
    expect(order).to.include({ type: 'personal', buyerId: w.agent.id, sellerId: w.agent.id, stage: 'unpaid', paymentType: 'manual', shipmentType: 'courier' });
    expect(Number(order.subtotal)).to.equal(4200);
    expect(Number(order.grandTotal)).to.equal(quote.grandTotal);
    expect(await stockOf(w.c, w.agent.id, w.product.id)).to.equal(7);
    expect(await stockOf(w.c, 0, w.product.id)).to.equal(20);
    const customer = (await CustomerAddress.of(w.c.ctx).findById(order.customerId!))!;
    expect(customer).to.include({ agentId: w.agent.id, email: body.email, firstName: 'Siti', lastName: 'Aminah', city: 'Shah Alam' });

    // The agent's order list (the same read its app uses) shows the sale.
    const list = await w.http.get('/manage-orders?type=personal', w.token);
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(JSON.stringify(list.body.data)).to.contain(result.orderNo);

    const mail = await lastMail(body.email as string);
    expect(mail!.subject).to.contain(result.orderNo);
    expect(mail!.body).to.contain(result.statusUrl);

    // The same session again: the same order, nothing more taken.
    const again = await api(w.c.host)
      .post(`/public/stores/${slug}/checkout`)
      .send({ ...body, totalPaid: quote.grandTotal });
    expect(again.status).to.equal(201);
    expect(again.body.data.orderNo).to.equal(result.orderNo);
    expect(await stockOf(w.c, w.agent.id, w.product.id)).to.equal(7);

    // A second order by the same e-mail reuses the address-book entry.
    const second = await guestCheckout(w.c.host, slug, { ...body, sessionId: `${body.sessionId as string}-2`, items: [{ productId: w.product.id, quantity: 1 }] });
    expect(second.res.status).to.equal(201);
    expect(await CustomerAddress.of(w.c.ctx).where({ agentId: w.agent.id, email: body.email }).resultSize()).to.equal(1);
  });

  it('own stock, collected: a guest who picks the order up from the agent gives no address and is placed without an address-book entry', async () => {
    const w = await storeWorld(10);
    const slug = await openStore(w, { price: 1400 });
    const body = guest({ shipmentType: 'pickup', address: null, items: [{ productId: w.product.id, quantity: 1 }] });
    const { quote, res } = await guestCheckout(w.c.host, slug, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(quote.shippingFee).to.equal(0);
    const order = (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!;
    expect(order).to.include({ type: 'personal', shipmentType: 'pickup', customerId: null, receiverFirstName: 'Siti', receiverEmail: body.email });
    expect(await stockOf(w.c, w.agent.id, w.product.id)).to.equal(9);
    expect(await CustomerAddress.of(w.c.ctx).where({ agentId: w.agent.id }).resultSize()).to.equal(0);
  });

  it('the status page by its token: the agent’s bank account, receipt upload; a wrong or foreign token is 404; approval counts the sale in the summary', async () => {
    const w = await storeWorld(10);
    const slug = await openStore(w, { price: 1400 });
    const { quote, res } = await guestCheckout(w.c.host, slug, guest({ items: [{ productId: w.product.id, quantity: 2 }] }));
    const token = res.body.data.statusToken as string;
    const http = api(w.c.host);
    const view = await http.get(`/public/orders/${token}`);
    expect(view.status, JSON.stringify(view.body)).to.equal(200);
    expect(view.body.data).to.include({ stage: 'unpaid', paymentMethod: 'transfer', grandTotal: quote.grandTotal, receiverName: 'Siti Aminah' });
    expect(view.body.data.transfer).to.deep.equal({ bankName: 'Maybank', accountName: 'Aisyah Test', accountNumber: '1234567890', receiptUploaded: false });
    expect(view.body.data.lines[0]).to.include({ productId: w.product.id, quantity: 2, unitPrice: 1400, lineTotal: 2800 });

    const [id, nonce, mac] = token.split('.');
    const flipped = `${id}.${nonce}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, `${Number(id) + 1}.${nonce}.${mac}`, 'garbage', `${id}.${nonce}`]) expect((await http.get(`/public/orders/${bad}`)).status, bad).to.equal(404);
    const other = await newCompany();
    expect((await api(other.host).get(`/public/orders/${token}`)).status).to.equal(404);
    // Another guest's order: its own token only.
    const b = await guestCheckout(w.c.host, slug, guest({ items: [{ productId: w.product.id, quantity: 1 }] }));
    const otherToken = b.res.body.data.statusToken as string;
    expect((await http.get(`/public/orders/${otherToken.split('.')[0]}.${nonce}.${mac}`)).status).to.equal(404);

    const up = await http.post(`/public/orders/${token}/receipt`).attach('receipt', PNG, 'r.png');
    expect(up.status, JSON.stringify(up.body)).to.equal(200);
    expect(up.body.data.transfer.receiptUploaded).to.equal(true);
    const orderId = (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!.id;
    const receipts = await w.http.get(`/manage-orders/${orderId}/receipts`, w.token);
    expect(receipts.status).to.equal(200);
    expect(receipts.body.data.canDecide).to.equal(true);
    const receiptId = receipts.body.data.items[0].id as number;
    const ok = await w.http.post('/manage-orders/receipt/approve', w.token).send({ receiptId });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect((await http.get(`/public/orders/${token}`)).body.data).to.include({ paymentStatus: 'paid', stage: 'approval' });

    const sum = (await w.http.get('/store/summary', w.token)).body.data;
    expect(sum.totals).to.include({ orders: 2, sales: 2800 });
    expect(sum.topProducts[0]).to.include({ productId: w.product.id, units: 2, sales: 2800 });
  });

  it('dropship: HQ sells from its stock for the agent, paid through the gateway (simulator) back to the status page', async () => {
    const w = await storeWorld(0);
    const slug = await openStore(w, { fulfilment: 'dropship', price: 1500 });
    const home = await api(w.c.host).get(`/public/stores/${slug}`);
    expect(home.body.data.payment).to.deep.equal({ gateway: true, transfer: false });
    const refused = await api(w.c.host)
      .post(`/public/stores/${slug}/checkout`)
      .send({ ...guest(), items: [{ productId: w.product.id, quantity: 1 }], totalPaid: 1 });
    expect(refused.status).to.equal(422);
    const { quote, res } = await guestCheckout(w.c.host, slug, guest({ paymentMethod: 'gateway', items: [{ productId: w.product.id, quantity: 2 }] }));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const paymentUrl = res.body.data.paymentUrl as string;
    expect(paymentUrl).to.be.a('string');
    const order = (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!;
    expect(order).to.include({ type: 'hq', buyerId: w.agent.id, sellerId: null, paymentType: 'gateway' });
    expect(Number(order.grandTotal)).to.equal(quote.grandTotal);
    expect(await stockOf(w.c, 0, w.product.id)).to.equal(18);

    const billId = [...simulator().bills.keys()].find((id) => paymentUrl.includes(id))!;
    expect(billId).to.be.a('string');
    simulator().settle(billId, 'paid');
    expect((await postCallback(w.c.host, simulator().callbackParams(billId))).status).to.equal(200);
    const token = tokenOfUrl(res.body.data.statusUrl);
    const view = (await api(w.c.host).get(`/public/orders/${token}`)).body.data;
    expect(view).to.include({ paymentStatus: 'paid', stage: 'approval', canPay: false });
    const sum = (await w.http.get('/store/summary', w.token)).body.data;
    expect(sum.totals).to.include({ orders: 1, sales: 3000 });
    // The agent's own order list shows it as its order from HQ.
    expect(JSON.stringify((await w.http.get('/manage-orders?type=hq', w.token)).body.data)).to.contain(order.orderNo);

    // HQ ships to the customer and the order completes: the goods went to the customer, so nothing
    // enters the agent's stock (an agent's stock purchase from HQ would add them).
    expect((await w.http.post('/manage-orders/approve', w.hq).send({ ids: [order.id] })).status).to.equal(200);
    expect((await w.http.post('/manage-orders/tracking', w.hq).send({ id: order.id, trackingNo: 'EM123456789MY' })).status).to.equal(200);
    const done = await w.http.post('/manage-orders/complete', w.hq).send({ id: order.id });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    expect(done.body.data.stage).to.equal('completed');
    expect(await stockOf(w.c, w.agent.id, w.product.id)).to.equal(0);
    expect(await stockOf(w.c, 0, w.product.id)).to.equal(18);
  });

  it('refuses bad input with its message and places nothing: empty cart, unknown product, stale total (409), bad e-mail', async () => {
    const w = await storeWorld(10);
    const slug = await openStore(w);
    const http = api(w.c.host);
    const post = (extra: Record<string, unknown>) => http.post(`/public/stores/${slug}/checkout`).send({ ...guest({ items: [{ productId: w.product.id, quantity: 1 }] }), totalPaid: 1, ...extra });
    expect((await post({ items: [] })).status).to.equal(422);
    expect((await post({ items: [{ productId: 999999, quantity: 1 }] })).status).to.equal(404);
    expect((await post({ email: 'not-an-email' })).status).to.equal(422);
    const stale = await post({});
    expect(stale.status).to.equal(409);
    expect((await post({ items: [{ productId: w.product.id, quantity: 11 }] })).status).to.equal(422);
    expect(await stockOf(w.c, w.agent.id, w.product.id)).to.equal(10);
    expect(await Order.of(w.c.ctx).where('buyerId', w.agent.id).resultSize()).to.equal(0);
  });
});
