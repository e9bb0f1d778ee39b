import { expect } from 'chai';
import { GatewayPayment } from '../../server/modules/payments/models';
import { resetRecheck } from '../../server/modules/payments/service';
import { Order, OrderEvent } from '../../server/modules/orders/models';
import { expireOrders } from '../../server/modules/orders/lifecycle';
import { recordMovement } from '../../server/modules/inventory/levels';
import { WalletBalance, WalletEntry } from '../../server/modules/wallet/service';
import { platform } from '../../server/platform';
import { api, login, newCompany, newUser, simulator, type TestCompany } from '../harness';
import { buyer, pickupOrder, shippedOrder, tokenOf } from '../orders/factories';
import { assertLedger, followRedirect, gatewayOrder, gatewayShop, payOrder, paymentRow, postCallback, resigned, session } from './helpers';

const fee = () => platform().config.gateway.adminFee;
const balanceOf = async (s: { c: TestCompany }, userId: number) => (await WalletBalance.of(s.c.ctx).where('userId', userId).first())?.balance ?? 0;
const paidEvents = (s: { c: TestCompany }, orderId: number) => OrderEvent.of(s.c.ctx).where({ orderId, action: 'paid' }).resultSize();

describe('payments: gateway checkout, callbacks, redirects', function () {
  this.timeout(60_000);
  beforeEach(() => resetRecheck());

  it('offers the gateway (default account, admin fee) to an agent buying from HQ: options, banks, admin-fee, payment methods', async () => {
    const s = await gatewayShop();
    const options = await s.http.get('/payment-gateway/options', s.token);
    expect(options.status).to.equal(200);
    expect(options.body.data).to.deep.equal({ available: true, gatewayType: 'default', adminFee: fee(), currency: 'MYR' });
    const banks = await s.http.get('/payment-gateway/banks', s.token);
    expect(banks.status).to.equal(200);
    expect(banks.body.data).to.deep.include({ code: 'TEST0021', name: 'TEST0021', active: true });
    const adminFee = await s.http.get('/payment-gateway/admin-fee?amount=5000', s.token);
    expect(adminFee.body.data).to.deep.equal({ fee: fee(), total: 5000 + fee(), gatewayType: 'default' });
    expect((await s.http.get('/payment-gateway/admin-fee?amount=5000&gatewayType=company', s.token)).status).to.equal(422);
    await s.http.post('/sales/my-shop/add-cart', s.token).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    const methods = await s.http.get('/sales/payment-method', s.token);
    expect(methods.body.data.map((m: { type: string }) => m.type)).to.include('gateway');
    expect(methods.body.data.find((m: { type: string }) => m.type === 'gateway').adminFee).to.equal(fee());
  });

  it('refuses the gateway to an Indonesian (IDR) company: options, payment methods, checkout 422 paymentType', async () => {
    const c = await newCompany({ country: 'ID' });
    const agent = await newUser(c);
    const token = tokenOf(c, agent);
    const options = await api(c.host).get('/payment-gateway/options', token);
    expect(options.body.data).to.include({ available: false, gatewayType: null, currency: 'IDR' });
    expect((await api(c.host).get('/payment-gateway/banks', token)).body.data).to.deep.equal([]);
    const pay = await api(c.host).post('/payment-gateway/topup', token).send({ amount: 10000, sessionId: session() });
    expect(pay.status).to.equal(422);
    await assertLedger(c);
  });

  it('refuses paymentType gateway for an order an upline sells (422 paymentType); the method is not offered', async () => {
    const s = await gatewayShop();
    const upline = await buyer(s.c, s.tier.id);
    const down = await buyer(s.c, s.tier.id, upline.id);
    await recordMovement(s.c.ctx, { storeId: upline.id, productId: s.product.id, variantId: 0, qtyIn: 5, qtyOut: 0, invType: 'restock', invDesc: 'test', userId: upline.id });
    const token = tokenOf(s.c, down);
    const res = await pickupOrder(s, token, 1, { paymentType: 'gateway' });
    expect(res.status, JSON.stringify(res.body)).to.equal(422);
    expect(res.body.meta.errors).to.have.property('paymentType');
    expect((await s.http.get('/sales/payment-method', token)).body.data.map((m: { type: string }) => m.type)).to.deep.equal(['manual']);
    expect((await shippedOrder(s, token, 1)).status).to.equal(200);
  });

  it('pays an order: redirect before the callback, the same callback 5 times → paid once, one recordPayment, invoice number', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    expect(order.stage).to.equal('unpaid');
    const sid = session();
    const pay = await payOrder(s, order, sid);
    expect(pay.status).to.equal('pending');
    // Same session → same payment, no second bill.
    const again = await payOrder(s, order, sid);
    expect(again).to.deep.equal(pay);
    const bills = [...simulator().bills.values()].filter((b) => b.id === pay.billId);
    expect(bills).to.have.length(1);
    expect(bills[0]!.amount).to.equal(order.grandTotal + fee());
    expect(bills[0]!.callbackUrl).to.equal(`http://${s.c.host}/api/payment-gateway/callback`);

    simulator().settle(pay.billId, 'paid');
    const redirect = await followRedirect(s.c.host, simulator().redirectUrl(pay.billId));
    expect(redirect.status).to.equal(302);
    expect(redirect.headers.location).to.equal(`/checkout/completed?paymentId=${pay.paymentId}`);
    for (let i = 0; i < 5; i++) {
      const cb = await postCallback(s.c.host, simulator().callbackParams(pay.billId));
      expect(cb.status).to.equal(200);
      expect(cb.text).to.equal('OK');
    }
    const row = await paymentRow(s.c, pay.paymentId);
    expect(row).to.include({ status: 'paid', outcome: 'order_paid', amount: order.grandTotal, fee: fee() });
    const paid = (await Order.of(s.c.ctx).findById(order.id))!;
    expect(paid).to.include({ stage: 'approval', paymentStatus: 'paid' });
    expect(paid.invoiceNo).to.match(/^INV\d+$/);
    expect(await paidEvents(s, order.id)).to.equal(1);
    expect(await WalletEntry.of(s.c.ctx).resultSize()).to.equal(0);
    const view = await s.http.get(`/payment-gateway/payments/${pay.paymentId}`, s.token);
    expect(view.body.data).to.include({ id: pay.paymentId, purpose: 'order', orderId: order.id, status: 'paid', outcome: 'order_paid', currency: 'MYR' });
    await assertLedger(s.c);
  });

  it('refuses a forged or tampered callback (400) and an unknown bill (404): nothing changes', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    simulator().settle(pay.billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId, { forge: true }))).status).to.equal(400);
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId, { tamper: { paid_amount: '1' } }))).status).to.equal(400);
    const unsigned = simulator().callbackParams(pay.billId);
    delete (unsigned as Record<string, string>).x_signature;
    expect((await postCallback(s.c.host, unsigned)).status).to.equal(400);
    expect((await postCallback(s.c.host, { ...simulator().callbackParams(pay.billId), id: 'nosuchbill' })).status).to.equal(404);
    // Another company's host does not know the bill.
    const other = await newCompany();
    expect((await postCallback(other.host, simulator().callbackParams(pay.billId))).status).to.equal(404);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'pending', outcome: null });
    expect((await Order.of(s.c.ctx).findById(order.id))!.stage).to.equal('unpaid');
    // A forged redirect goes to the pending page and changes nothing.
    const forged = await followRedirect(s.c.host, simulator().redirectUrl(pay.billId, { forge: true }));
    expect(forged.headers.location).to.equal(`/checkout/pending-payment?paymentId=${pay.paymentId}`);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'pending' });
    await assertLedger(s.c);
  });

  it('does not apply a signed callback whose paid amount differs from the bill (400, logged)', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    simulator().settle(pay.billId, 'paid');
    const res = await postCallback(s.c.host, resigned(pay.billId, { paid_amount: String(order.grandTotal) }, platform().config.gateway.xSignatureKey));
    expect(res.status).to.equal(400);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'pending' });
    expect((await Order.of(s.c.ctx).findById(order.id))!.stage).to.equal('unpaid');
    await assertLedger(s.c);
  });

  it('a failed redirect marks the payment failed; a late paid callback still pays the order', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    simulator().settle(pay.billId, 'failed');
    const failed = await followRedirect(s.c.host, simulator().redirectUrl(pay.billId));
    expect(failed.headers.location).to.equal(`/checkout/failed?paymentId=${pay.paymentId}`);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'failed' });
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'failed' });
    simulator().settle(pay.billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'paid', outcome: 'order_paid' });
    expect((await Order.of(s.c.ctx).findById(order.id))!.stage).to.equal('approval');
    // A failed redirect arriving after the payment: the payment stays paid, the page says completed.
    const late = await followRedirect(s.c.host, simulator().redirectUrl(pay.billId, { tamper: { paid: 'false' } }));
    expect(late.headers.location).to.equal(`/checkout/pending-payment?paymentId=${pay.paymentId}`);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'paid' });
    await assertLedger(s.c);
  });

  it('a bill paid after the order was deleted (no longer payable) is credited to the wallet once', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    expect((await s.http.delete(`/sales/my-shop/order/${order.id}`, s.token)).status).to.equal(200);
    simulator().settle(pay.billId, 'paid');
    for (let i = 0; i < 3; i++) expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'paid', outcome: 'credited' });
    const entries = await WalletEntry.of(s.c.ctx).where('userId', s.agent.id);
    expect(entries).to.have.length(1);
    expect(entries[0]).to.include({ kind: 'refund', amount: order.grandTotal, reference: `bill:${pay.billId}`, orderId: order.id });
    expect(await balanceOf(s, s.agent.id)).to.equal(order.grandTotal);
    expect((await Order.of(s.c.ctx).findById(order.id))!.stage).to.equal('cancelled');
    // The agent's wallet lists the refund with the order's number.
    const wallet = await s.http.get('/wallet', s.token);
    expect(wallet.body.data.entries[0]).to.include({ kind: 'refund', orderId: order.id, orderNo: (await Order.of(s.c.ctx).findById(order.id))!.orderNo });
    await assertLedger(s.c);
  });

  it('a bill paid after the order expired is credited to the wallet', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    await Order.of(s.c.ctx).findById(order.id).patch({ expiresAt: '2000-01-01 00:00:00.000' });
    expect(await expireOrders(s.c.ctx)).to.be.at.least(1);
    simulator().settle(pay.billId, 'paid');
    const redirect = await followRedirect(s.c.host, simulator().redirectUrl(pay.billId));
    expect(redirect.headers.location).to.equal(`/checkout/completed?paymentId=${pay.paymentId}`);
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'paid', outcome: 'credited' });
    expect(await balanceOf(s, s.agent.id)).to.equal(order.grandTotal);
    await assertLedger(s.c);
  });

  it('top-up: the wallet is credited once with the amount (the fee on top), however many deliveries', async () => {
    const s = await gatewayShop();
    expect((await s.http.post('/payment-gateway/topup', s.token).send({ amount: 50, sessionId: session() })).status).to.equal(422);
    const res = await s.http.post('/payment-gateway/topup', s.token).send({ amount: 5000, sessionId: session(), bankCode: 'TEST0021' });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const pay = res.body.data as { paymentId: number; billId: string };
    const bill = simulator().bills.get(pay.billId)!;
    expect(bill.amount).to.equal(5000 + fee());
    expect(bill).to.include({ reference1Label: 'Bank Code', reference1: 'TEST0021' });
    simulator().settle(pay.billId, 'paid');
    const redirect = await followRedirect(s.c.host, simulator().redirectUrl(pay.billId));
    expect(redirect.headers.location).to.equal(`/topup/completed?paymentId=${pay.paymentId}`);
    for (let i = 0; i < 3; i++) expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect(await paymentRow(s.c, pay.paymentId)).to.include({ status: 'paid', outcome: 'topup', purpose: 'topup' });
    const entries = await WalletEntry.of(s.c.ctx).where('userId', s.agent.id);
    expect(entries).to.have.length(1);
    expect(entries[0]).to.include({ kind: 'topup', amount: 5000, reference: pay.billId });
    await assertLedger(s.c);
  });

  it('the status re-check applies a paid bill without any callback (throttled)', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    const first = await s.http.get(`/payment-gateway/payments/${pay.paymentId}`, s.token);
    expect(first.body.data).to.include({ status: 'pending' });
    simulator().settle(pay.billId, 'paid');
    // Within the throttle window: not asked again.
    expect((await s.http.get(`/payment-gateway/payments/${pay.paymentId}`, s.token)).body.data.status).to.equal('pending');
    resetRecheck();
    const later = await s.http.get(`/payment-gateway/payments/${pay.paymentId}`, s.token);
    expect(later.body.data).to.include({ status: 'paid', outcome: 'order_paid' });
    expect((await Order.of(s.c.ctx).findById(order.id))!.stage).to.equal('approval');
    // The callback that arrives later changes nothing.
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect(await paidEvents(s, order.id)).to.equal(1);
    await assertLedger(s.c);
  });

  it('checkout refusals: totalPaid differs (409), not a gateway order (422), not own order (404), session reused (409)', async () => {
    const s = await gatewayShop();
    const manual = await pickupOrder(s, s.token, 1);
    expect(manual.status).to.equal(200);
    const m = manual.body.data as { id: number; grandTotal: number };
    const notGateway = await s.http.post('/payment-gateway/checkout', s.token).send({ payType: 'order', orderId: m.id, sessionId: session(), totalPaid: m.grandTotal });
    expect(notGateway.status).to.equal(422);
    await s.http.delete(`/sales/my-shop/order/${m.id}`, s.token);
    const order = await gatewayOrder(s, s.token);
    const wrong = await s.http.post('/payment-gateway/checkout', s.token).send({ payType: 'order', orderId: order.id, sessionId: session(), totalPaid: order.grandTotal + 1 });
    expect(wrong.status).to.equal(409);
    const stranger = await buyer(s.c, s.tier.id);
    const notOwn = await s.http.post('/payment-gateway/checkout', tokenOf(s.c, stranger)).send({ payType: 'order', orderId: order.id, sessionId: session(), totalPaid: order.grandTotal });
    expect(notOwn.status).to.equal(404);
    const sid = session();
    await payOrder(s, order, sid);
    const reused = await s.http.post('/payment-gateway/topup', s.token).send({ amount: 1000, sessionId: sid });
    expect(reused.status).to.equal(409);
    expect((await s.http.post('/payment-gateway/checkout/company', s.token).send({ payType: 'order', orderId: order.id, sessionId: session(), totalPaid: order.grandTotal })).status).to.equal(422);
    await assertLedger(s.c);
  });

  it('access: another agent and another company cannot see a payment; HQ can; agents cannot read the settlement', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    const other = await buyer(s.c, s.tier.id);
    expect((await s.http.get(`/payment-gateway/payments/${pay.paymentId}`, tokenOf(s.c, other))).status).to.equal(404);
    expect((await s.http.get(`/payment-gateway/payments/${pay.paymentId}`, s.hq)).status).to.equal(200);
    const b = await newCompany();
    const hqB = await login(b.host, b.hq.email);
    expect((await api(b.host).get(`/payment-gateway/payments/${pay.paymentId}`, hqB)).status).to.equal(404);
    expect((await api(s.c.host).get(`/payment-gateway/payments/${pay.paymentId}`, hqB)).status).to.equal(401);
    expect((await api(b.host).get('/settlement/reportdata', hqB)).headers['content-range']).to.match(/\/0$/);
    for (const path of ['/settlement/reportdata', '/settlement/getpayment', '/settlement/downloaddata']) expect((await s.http.get(path, s.token)).status, path).to.equal(403);
    const staff = await newUser(s.c, { role: 'staff', permissions: ['manage_orders'] });
    expect((await s.http.get('/settlement/reportdata', await login(s.c.host, staff.email))).status).to.equal(403);
    expect((await s.http.post('/payment-gateway/topup', s.hq).send({ amount: 1000, sessionId: session() })).status).to.equal(403);
  });

  it('settlement: list with filters and search, summary, CSV with BOM', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    simulator().settle(pay.billId, 'paid');
    await postCallback(s.c.host, simulator().callbackParams(pay.billId));
    const top = await s.http.post('/payment-gateway/topup', s.token).send({ amount: 2500, sessionId: session(), bankCode: 'MBB0228' });
    expect(top.status).to.equal(200);
    const list = await s.http.get('/settlement/reportdata?perPage=10', s.hq);
    expect(list.status).to.equal(200);
    expect(list.headers['content-range']).to.equal('items 0-1/2');
    expect(list.body.data[0]).to.include({ purpose: 'topup', status: 'pending', amount: 2500, fee: fee(), currency: 'MYR', paymentMethod: 'FPX Malayan Banking Berhad (Maybank)' });
    expect(list.body.data[1]).to.include({ purpose: 'order', status: 'paid', orderId: order.id, amount: order.grandTotal, paymentMethod: 'Online banking (FPX)', billId: pay.billId });
    expect(list.body.data[1].orderNo).to.match(/^SO/);
    expect(list.body.data[1].agent).to.deep.equal({ id: s.agent.id, name: s.agent.fullName });
    const paidOnly = await s.http.get('/settlement/reportdata?status=paid', s.hq);
    expect(paidOnly.body.data.map((r: { id: number }) => r.id)).to.deep.equal([pay.paymentId]);
    const searched = await s.http.get(`/settlement/reportdata?search=${pay.billId}`, s.hq);
    expect(searched.body.data).to.have.length(1);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await s.http.get(`/settlement/reportdata?dateFrom=${today}&dateTo=${today}`, s.hq)).body.data).to.have.length(2);
    expect((await s.http.get('/settlement/reportdata?dateFrom=2000-01-01&dateTo=2000-01-02', s.hq)).body.data).to.have.length(0);
    expect((await s.http.get('/settlement/reportdata?dateFrom=nope', s.hq)).status).to.equal(422);
    const summary = await s.http.get('/settlement/getpayment', s.hq);
    expect(summary.body.data).to.include({ count: 2, paid: 1, pending: 1, failed: 0, amount: order.grandTotal, fee: fee() });
    const csv = await s.http
      .get('/settlement/downloaddata', s.hq)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-type']).to.match(/text\/csv/);
    const text = csv.body as string;
    expect(text.charCodeAt(0)).to.equal(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).to.have.length(3);
    expect(lines[0]).to.match(/^Date,Payment ID,Bill ID/);
    expect(text).to.include(pay.billId);
    await assertLedger(s.c);
  });
});

describe('payments: parallel callbacks', function () {
  this.timeout(120_000);

  it('20 parallel identical paid callbacks credit a top-up exactly once', async () => {
    const s = await gatewayShop();
    const res = await s.http.post('/payment-gateway/topup', s.token).send({ amount: 7000, sessionId: session() });
    const pay = res.body.data as { paymentId: number; billId: string };
    simulator().settle(pay.billId, 'paid');
    const fields = simulator().callbackParams(pay.billId);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => postCallback(s.c.host, fields).then((r) => r.status)));
    expect(
      statuses.every((st) => st === 200),
      statuses.join(','),
    ).to.equal(true);
    expect(await WalletEntry.of(s.c.ctx).where('userId', s.agent.id).resultSize()).to.equal(1);
    expect(await balanceOf(s, s.agent.id)).to.equal(7000);
    expect(await GatewayPayment.of(s.c.ctx).where({ id: pay.paymentId, status: 'paid' }).resultSize()).to.equal(1);
    await assertLedger(s.c);
  });

  it('20 parallel identical paid callbacks pay an order exactly once', async () => {
    const s = await gatewayShop();
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order);
    simulator().settle(pay.billId, 'paid');
    const fields = simulator().callbackParams(pay.billId);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => postCallback(s.c.host, fields).then((r) => r.status)));
    expect(
      statuses.every((st) => st === 200),
      statuses.join(','),
    ).to.equal(true);
    expect(await paidEvents(s, order.id)).to.equal(1);
    expect(await WalletEntry.of(s.c.ctx).resultSize()).to.equal(0);
    await assertLedger(s.c);
  });
});
