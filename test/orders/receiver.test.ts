import { expect } from 'chai';
import { Cart, CartItem, CustomerAddress, Order } from '../../server/modules/orders/models';
import { User } from '../../server/modules/users/models';
import { binary, pdfText } from '../fulfilment/pdf';
import { buyer, courierOf, shop, stockOf, tokenOf, type Shop } from './factories';

/**
 * A courier order needs its receiver's name, phone and full address, the postcode valid for the
 * state: checkout and its quote refuse it naming each missing field and change nothing,
 * the shipping methods report it beforehand with where the details live, self-pickup needs none
 * of it, and HQ's order API flags orders already placed in that state.
 */

async function addToCart(s: Shop, token: string, quantity = 2) {
  const add = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity });
  expect(add.status, JSON.stringify(add.body)).to.equal(200);
  return add.body.data.amounts.grandTotal as number;
}

async function courierAttempt(s: Shop, token: string, extra: Record<string, unknown> = {}, lang = 'en') {
  const choices = { shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual', ...extra };
  const quote = await s.http.post('/sales/my-shop/quote', token).set('Accept-Language', lang).send(choices);
  const checkout = await s.http
    .post('/sales/my-shop/checkout', token)
    .set('Accept-Language', lang)
    .send({ ...choices, totalPaid: 1, sessionId: `r-${Math.random().toString(36).slice(2)}` });
  return { quote, checkout };
}

/** Nothing of the refused checkout happened: no order, the stock and the cart as they were. */
async function nothingPlaced(s: Shop, agentId: number) {
  expect(await Order.of(s.c.ctx).where('buyerId', agentId).resultSize()).to.equal(0);
  expect(await stockOf(s.c, 0, s.product.id)).to.equal(10);
  const cart = await Cart.of(s.c.ctx).where('userId', agentId).first();
  expect(cart?.openOrderId ?? null).to.equal(null);
  expect(await CartItem.of(s.c.ctx).where('cartId', cart!.id).resultSize()).to.equal(1);
}

describe('orders: the receiver of a courier order', () => {
  it("refuses a courier checkout of an agent without a phone, naming the phone, in the caller's language; the quote says the same; nothing changes", async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    await User.of(s.c.ctx).findById(agent.id).patch({ phone: null, phoneCode: null });
    const token = tokenOf(s.c, agent);
    await addToCart(s, token);
    await courierOf(s);

    const methods = await s.http.get('/sales/ship-method', token);
    expect(methods.status, JSON.stringify(methods.body)).to.equal(200);
    expect(methods.body.data.couriers).to.have.length(1);
    expect(methods.body.data.receiver).to.deep.include({ source: 'profile', customerId: null, complete: false, problems: [{ field: 'phone', problem: 'missing' }] });
    expect(methods.body.data.receiver.message).to.equal(
      "A courier delivery needs the receiver's name, phone and full address. Missing or wrong in your profile: phone. Complete your profile or choose another receiver.",
    );

    const { quote, checkout } = await courierAttempt(s, token);
    for (const res of [quote, checkout]) {
      expect(res.status, JSON.stringify(res.body)).to.equal(422);
      expect(res.body.meta.message).to.equal(methods.body.data.receiver.message);
      expect(res.body.meta.errors).to.deep.equal({ 'receiver.phone': 'This field is required.' });
    }
    await nothingPlaced(s, agent.id);

    const ms = await courierAttempt(s, token, {}, 'ms');
    expect(ms.checkout.body.meta.message).to.equal(
      'Penghantaran kurier memerlukan nama, telefon dan alamat penuh penerima. Tiada atau salah dalam profil anda: telefon. Lengkapkan profil anda atau pilih penerima lain.',
    );
    const id = await courierAttempt(s, token, {}, 'id');
    expect(id.checkout.body.meta.message).to.contain('Kurang atau salah di profil Anda: telepon.');
    await nothingPlaced(s, agent.id);

    // Once the profile has a phone, the same checkout goes through.
    await User.of(s.c.ctx).findById(agent.id).patch({ phone: '123456789', phoneCode: '+60' });
    const quoted = await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual' });
    expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
    const placed = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual', totalPaid: quoted.body.data.grandTotal });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    expect(placed.body.data.receiverProblems).to.deep.equal([]);
  });

  it('refuses a postcode that is not in the state, and names every missing part of an incomplete address', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    await addToCart(s, token);

    // 10000 is a Pulau Pinang postcode: a profile saved before the address checks.
    await User.of(s.c.ctx).findById(agent.id).patch({ postcode: '10000' });
    const wrong = await courierAttempt(s, token);
    expect(wrong.checkout.status).to.equal(422);
    expect(wrong.checkout.body.meta.message).to.contain('Missing or wrong in your profile: postcode (not valid).');
    expect(wrong.checkout.body.meta.errors).to.deep.equal({ 'receiver.postcode': 'This value is not valid.' });
    expect((await s.http.get('/sales/ship-method', token)).body.data.receiver.problems).to.deep.equal([{ field: 'postcode', problem: 'invalid' }]);

    await User.of(s.c.ctx).findById(agent.id).patch({ firstName: ' ', lastName: null, phone: null, address1: null, city: null, postcode: null });
    const empty = await courierAttempt(s, token);
    expect(empty.checkout.status).to.equal(422);
    expect(empty.checkout.body.meta.message).to.contain('Missing or wrong in your profile: receiver name, phone, address line, city, postcode.');
    expect(Object.keys(empty.checkout.body.meta.errors)).to.deep.equal(['receiver.name', 'receiver.phone', 'receiver.address1', 'receiver.city', 'receiver.postcode']);

    // Without a state no courier can be priced: the methods still answer, saying what is missing.
    await User.of(s.c.ctx).findById(agent.id).patch({ state: null });
    const methods = await s.http.get('/sales/ship-method', token);
    expect(methods.status, JSON.stringify(methods.body)).to.equal(200);
    expect(methods.body.data.couriers).to.deep.equal([]);
    expect(methods.body.data.receiver.problems.map((p: { field: string }) => p.field)).to.deep.equal(['name', 'phone', 'address1', 'city', 'postcode', 'state']);
    await nothingPlaced(s, agent.id);
  });

  it('checks the address-book entry the order would ship to, and names it', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    await addToCart(s, token);
    const entry = await s.http
      .post('/sales/customer/store', token)
      .send({ firstName: 'Mei', lastName: 'Lim', phoneCode: '+60', phoneNumber: '122223333', address1: '3 Jalan Tiga', postCode: '40000', city: 'Shah Alam', state: 'Selangor', country: 'MY' });
    expect(entry.status, JSON.stringify(entry.body)).to.equal(200);
    const customerId = entry.body.data.id as number;
    // An entry kept from before the book required a phone.
    await CustomerAddress.of(s.c.ctx).findById(customerId).patch({ phoneNumber: null });

    const methods = await s.http.get(`/sales/ship-method?customerId=${customerId}`, token);
    expect(methods.body.data.receiver).to.deep.include({ source: 'addressBook', customerId, name: 'Mei Lim', complete: false });
    // The primary entry is the default receiver: the same without customerId.
    expect((await s.http.get('/sales/ship-method', token)).body.data.receiver).to.deep.include({ source: 'addressBook', customerId });
    const { checkout } = await courierAttempt(s, token, { customerId });
    expect(checkout.status).to.equal(422);
    expect(checkout.body.meta.message).to.equal(
      'A courier delivery needs the receiver\'s name, phone and full address. Missing or wrong in the address book entry "Mei Lim": phone. Edit the entry or choose another receiver.',
    );
    await nothingPlaced(s, agent.id);
  });

  it('still lets an agent without a phone collect its order at an HQ branch', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    await User.of(s.c.ctx).findById(agent.id).patch({ phone: null, phoneCode: null, postcode: null });
    const token = tokenOf(s.c, agent);
    const total = await addToCart(s, token);
    const placed = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: total });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    expect(placed.body.data).to.include({ shipmentType: 'pickup' });
    expect(placed.body.data.receiverProblems).to.deep.equal([]);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(8);
  });

  it("refuses HQ's own courier order for an agent without a phone", async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    await User.of(s.c.ctx).findById(agent.id).patch({ phone: null });
    const body = { buyerId: agent.id, items: [{ itemType: 'product', productId: s.product.id, quantity: 1 }], shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual' };
    const refused = await s.http.post('/manage-orders/store', s.hq).send(body);
    expect(refused.status).to.equal(422);
    expect(refused.body.meta.errors).to.deep.equal({ 'receiver.phone': 'This field is required.' });
    expect(await Order.of(s.c.ctx).where('buyerId', agent.id).resultSize()).to.equal(0);
  });

  it("flags, in HQ's order list and detail, a courier order placed without the receiver's phone and postcode", async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    await addToCart(s, token, 1);
    const quoted = await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual' });
    const placed = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual', totalPaid: quoted.body.data.grandTotal });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const complete = placed.body.data.id as number;
    await s.http.post('/manage-orders/cancel', s.hq).send({ ids: [complete] });
    const total = await addToCart(s, token, 1);
    const pickup = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: total });
    expect(pickup.status, JSON.stringify(pickup.body)).to.equal(200);

    // An order placed before checkout checked the receiver: its copied receiver lacks the phone and the postcode.
    const old = complete;
    await Order.of(s.c.ctx).findById(old).patch({ receiverPhoneNumber: null, receiverPhoneCode: null, receiverPostcode: '' });
    await Order.of(s.c.ctx).findById(pickup.body.data.id).patch({ receiverPhoneNumber: null });

    const detail = await s.http.get(`/manage-orders/${old}`, s.hq);
    expect(detail.status).to.equal(200);
    expect(detail.body.data.receiverProblems).to.deep.equal([
      { field: 'phone', problem: 'missing' },
      { field: 'postcode', problem: 'missing' },
    ]);
    const list = await s.http.get('/manage-orders', s.hq);
    const rows = new Map((list.body.data as { id: number; receiverProblems: unknown[] }[]).map((o) => [o.id, o.receiverProblems]));
    expect(rows.get(old)).to.have.length(2);
    // A pickup order ships to nobody: never flagged.
    expect(rows.get(pickup.body.data.id)).to.deep.equal([]);
  });

  it('prints what is missing on the shipping label of such an order (console page and PDF), and nothing extra on a complete one', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const ids: number[] = [];
    for (const _ of [1, 2]) {
      await addToCart(s, token, 1);
      const quoted = await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual' });
      const placed = await s.http
        .post('/sales/my-shop/checkout', token)
        .send({ shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual', totalPaid: quoted.body.data.grandTotal });
      expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
      ids.push(placed.body.data.id);
      expect((await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: placed.body.data.id })).status).to.equal(200);
    }
    expect((await s.http.post('/manage-orders/approve', s.hq).send({ ids })).status).to.equal(200);
    const [incomplete, complete] = ids as [number, number];
    await Order.of(s.c.ctx).findById(incomplete).patch({ receiverPhoneNumber: null });

    const labels = await s.http.get(`/fulfilment/shipping-labels?ids=${incomplete},${complete}`, s.hq);
    expect(labels.status, JSON.stringify(labels.body)).to.equal(200);
    const warnings = (labels.body.data.labels as { orderId: number; receiverWarning: string | null }[]).map((l) => [l.orderId, l.receiverWarning]);
    expect(warnings).to.deep.equal([
      [incomplete, 'RECEIVER DETAILS INCOMPLETE - missing: phone'],
      [complete, null],
    ]);
    const pdf = await binary(s.http.get(`/fulfilment/shipping-labels/pdf?ids=${incomplete}`, s.hq).set('Accept-Language', 'ms'));
    expect(pdf.status).to.equal(200);
    expect(pdfText(pdf.body)).to.contain('BUTIRAN PENERIMA TIDAK LENGKAP - tiada: telefon');
  });
});
