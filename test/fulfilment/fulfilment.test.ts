import { expect } from 'chai';
import { formatMoney } from '../../common/money';
import { CODE128_PATTERNS, LABEL_FIELDS, code128, code128Bars } from '../../common/fulfilment';
import { Company } from '../../server/modules/companies/models';
import { Order } from '../../server/modules/orders/models';
import { recordPayment } from '../../server/modules/orders/lifecycle';
import { inTransaction } from '../../server/platform/tx';
import { createCourier } from '../couriers/factories';
import { login, newUser } from '../harness';
import { buyer, pickupOrder, shippedOrder, shop, tokenOf, type Shop } from '../orders/factories';
import { binary, pdfPages, pdfText } from './pdf';

/** An agent's pickup order at the shop, paid (and approved when `approve`) by HQ. */
async function paidOrder(s: Shop, options: { approve?: boolean; token?: string; quantity?: number } = {}) {
  const token = options.token ?? tokenOf(s.c, await buyer(s.c, s.tier.id));
  const placed = await pickupOrder(s, token, options.quantity ?? 2);
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  const id = placed.body.data.id as number;
  const paid = await s.http.post('/manage-orders/mark-paid', s.hq).send({ id });
  if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
  if (options.approve) await s.http.post('/manage-orders/approve', s.hq).send({ ids: [id] });
  return { id, token, order: (await Order.of(s.c.ctx).findById(id))! };
}

/** A courier order of a new agent, paid and approved (to ship). */
async function courierOrder(s: Shop, courierId: number) {
  const token = tokenOf(s.c, await buyer(s.c, s.tier.id));
  await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
  const quote = (await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'courier', shipmentId: courierId, paymentType: 'manual' })).body.data;
  const placed = await s.http
    .post('/sales/my-shop/checkout', token)
    .send({ shipmentType: 'courier', shipmentId: courierId, paymentType: 'manual', totalPaid: quote.grandTotal, sessionId: `c-${Math.random()}` });
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  const id = placed.body.data.id as number;
  await s.http.post('/manage-orders/mark-paid', s.hq).send({ id });
  await s.http.post('/manage-orders/approve', s.hq).send({ ids: [id] });
  return { id, token };
}

async function profile(s: Shop) {
  await Company.query().findById(s.c.id).patch({
    companyRoc: '202401234567 (1234567-X)',
    tin: 'C2584563200',
    addr1: '1 Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'W.P. Kuala Lumpur',
    phoneCode: '+60',
    phone: '321234567',
    email: 'billing@example.com',
  });
}

describe('fulfilment: invoices', () => {
  it('gives the invoice of a paid order as JSON: issuer from the company profile, numbers, buyer, receiver, items, amounts, payment', async () => {
    const s = await shop(10);
    await profile(s);
    const { id, order } = await paidOrder(s, { quantity: 3 });
    expect(order.invoiceNo).to.equal('INV000001');
    const res = await s.http.get(`/fulfilment/invoices?ids=${id}`, s.hq);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const [inv] = res.body.data;
    expect(inv).to.include({ orderId: id, invoiceNo: 'INV000001', orderNo: order.orderNo, currency: 'MYR', soldBy: null, voucherCode: null, printedAt: null });
    expect(inv.issuer).to.deep.include({
      name: (await Company.query().findById(s.c.id))!.name,
      registrationNo: '202401234567 (1234567-X)',
      taxNo: 'C2584563200',
      phone: '+60 321234567',
      email: 'billing@example.com',
    });
    expect(inv.issuer.lines).to.deep.equal(['1 Jalan Ampang', '50450 Kuala Lumpur', 'W.P. Kuala Lumpur']);
    expect(inv.items).to.have.length(1);
    expect(inv.items[0]).to.include({ name: 'Serum', quantity: 3, unitPrice: 1000, lineTotal: 3000 });
    expect(inv.amounts).to.include({ subtotal: 3000, grandTotal: Number(order.grandTotal), totalPaid: Number(order.grandTotal) });
    expect(inv.payment).to.include({ type: 'manual', status: 'paid', bankCode: null });
    expect(inv.invoiceDate).to.be.a('string');
    expect(inv.shipment).to.include({ type: 'pickup', branch: 'Main branch' });
    expect(inv.receiver.lines).to.include('40000 Shah Alam');
  });

  it('the PDF starts with %PDF, holds the invoice number and grand total, one A4 page per order, and records the first print', async () => {
    const s = await shop(10);
    const a = await paidOrder(s);
    const b = await paidOrder(s);
    const pdf = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${a.id}`, s.hq));
    expect(pdf.status).to.equal(200);
    expect(pdf.type).to.equal('application/pdf');
    expect(pdf.disposition).to.contain('INV000001.pdf');
    expect(pdf.body.subarray(0, 5).toString()).to.equal('%PDF-');
    const text = pdfText(pdf.body);
    expect(text).to.contain('INV000001');
    expect(text).to.contain(formatMoney(Number(a.order.grandTotal), 'MYR'));
    expect(text).to.contain(a.order.orderNo);
    expect(pdfPages(pdf.body)).to.equal(1);
    expect(pdf.body.toString('latin1')).to.contain('/MediaBox [0 0 595.28 841.89]');

    const first = (await Order.of(s.c.ctx).findById(a.id))!.invoicePrintedAt;
    expect(first).to.be.a('string');
    const both = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${b.id},${a.id}`, s.hq));
    expect(both.status).to.equal(200);
    expect(pdfPages(both.body)).to.equal(2);
    const bothText = pdfText(both.body);
    expect(bothText.indexOf('INV000002')).to.be.lessThan(bothText.indexOf('INV000001'));
    // The first print time stays; the order view shows it.
    expect((await Order.of(s.c.ctx).findById(a.id))!.invoicePrintedAt).to.equal(first);
    const view = await s.http.get(`/manage-orders/${b.id}`, s.hq);
    expect(view.body.data.printed.invoice).to.be.a('string');
    expect(view.body.data.printed.packingList).to.equal(null);
  });

  it('refuses an unpaid order with 409 and a clear message, malformed and too many ids with 422', async () => {
    const s = await shop(10);
    const token = tokenOf(s.c, await buyer(s.c, s.tier.id));
    const placed = await pickupOrder(s, token, 1);
    const id = placed.body.data.id;
    const res = await s.http.get(`/fulfilment/invoices?ids=${id}`, s.hq);
    expect(res.status).to.equal(409);
    expect(res.body.meta.message).to.equal(`Order ${placed.body.data.orderNo} is not paid yet, so it has no invoice. The invoice is issued when the order is paid.`);
    const pdf = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${id}`, s.hq));
    expect(pdf.status).to.equal(409);
    const malformed = await s.http.get('/fulfilment/invoices?ids=1,x', s.hq);
    expect(malformed.status).to.equal(422);
    expect(malformed.body.meta.errors.ids).to.equal('Give the order ids as numbers separated by commas.');
    const many = await s.http.get(`/fulfilment/invoices?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, s.hq);
    expect(many.status).to.equal(422);
    expect(many.body.meta.errors.ids).to.equal('Select at most 100 orders at once.');
    expect((await s.http.get('/fulfilment/invoices?ids=,', s.hq)).body.meta.errors.ids).to.equal('Please select at least one checkbox.');
    expect((await s.http.get(`/fulfilment/invoices?ids=${id}`)).status).to.equal(401);
    // Indonesian.
    const id2 = await s.http.get(`/fulfilment/invoices?ids=${id}`, s.hq).set('Accept-Language', 'id');
    expect(id2.body.meta.message).to.contain('belum dibayar');
  });

  it('the buyer gets its own invoice without recording a print; other agents 404, company B 404, staff without manage_orders 403', async () => {
    const s = await shop(10);
    const { id, token } = await paidOrder(s);
    const own = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${id}`, token));
    expect(own.status).to.equal(200);
    expect(pdfText(own.body)).to.contain('INV000001');
    expect((await Order.of(s.c.ctx).findById(id))!.invoicePrintedAt).to.equal(null);
    expect((await s.http.post('/fulfilment/printed', token).send({ document: 'invoice', ids: [id] })).body.data.printed).to.deep.equal([]);
    // The buyer gets no packing list.
    expect((await s.http.get(`/fulfilment/packing-lists?ids=${id}`, token)).status).to.equal(403);

    const other = tokenOf(s.c, await buyer(s.c, s.tier.id));
    expect((await s.http.get(`/fulfilment/invoices?ids=${id}`, other)).status).to.equal(404);
    const b = await shop(10);
    expect((await b.http.get(`/fulfilment/invoices?ids=${id}`, b.hq)).status).to.equal(404);
    expect((await binary(b.http.get(`/fulfilment/invoices/pdf?ids=${id}`, b.hq))).status).to.equal(404);

    const reader = await newUser(s.c, { role: 'staff', permissions: ['approve_manual_payment'] });
    const readerToken = await login(s.c.host, reader.email);
    expect((await s.http.get(`/fulfilment/invoices?ids=${id}`, readerToken)).status).to.equal(403);
    const nobody = await newUser(s.c, { role: 'staff', permissions: ['create_product'] });
    expect((await s.http.get(`/fulfilment/invoices?ids=${id}`, await login(s.c.host, nobody.email))).status).to.equal(403);
    const clerk = await newUser(s.c, { role: 'staff', permissions: ['manage_orders'] });
    const clerkToken = await login(s.c.host, clerk.email);
    expect((await s.http.get(`/fulfilment/invoices?ids=${id}`, clerkToken)).status).to.equal(200);
    const printed = await s.http.post('/fulfilment/printed', clerkToken).send({ document: 'invoice', ids: [id] });
    expect(printed.status).to.equal(200);
    expect(printed.body.meta.message).to.equal('Print recorded.');
    expect(printed.body.data.printed.map((p: { id: number }) => p.id)).to.deep.equal([id]);
  });

  it("the selling agent gets its team order's documents, HQ and other agents do not", async () => {
    const s = await shop(10);
    const leader = await buyer(s.c, s.tier.id);
    const leaderToken = tokenOf(s.c, leader);
    const stock = await paidOrder(s, { token: leaderToken, quantity: 5, approve: true });
    await s.http.post('/manage-orders/complete', s.hq).send({ id: stock.id });
    const member = await buyer(s.c, s.tier.id, leader.id);
    const memberToken = tokenOf(s.c, member);
    const placed = await shippedOrder(s, memberToken, 1);
    expect(placed.body.data.type).to.equal('upline');
    const id = placed.body.data.id;
    expect((await s.http.post('/manage-orders/mark-paid', leaderToken).send({ id })).status).to.equal(200);
    const inv = await s.http.get(`/fulfilment/invoices?ids=${id}`, leaderToken);
    expect(inv.status).to.equal(200);
    expect(inv.body.data[0].soldBy).to.equal(leader.fullName);
    expect(inv.body.data[0].invoiceNo).to.equal('INV000002');
    expect((await s.http.get(`/fulfilment/packing-lists?ids=${id}`, leaderToken)).status).to.equal(409); // not approved yet
    await s.http.post('/manage-orders/approve', leaderToken).send({ ids: [id] });
    const packing = await binary(s.http.get(`/fulfilment/packing-lists/pdf?ids=${id}`, leaderToken));
    expect(packing.status).to.equal(200);
    expect((await Order.of(s.c.ctx).findById(id))!.packingPrintedAt).to.be.a('string');
    expect((await s.http.get(`/fulfilment/invoices?ids=${id}`, s.hq)).status).to.equal(403);
    const outsider = tokenOf(s.c, await buyer(s.c, s.tier.id));
    expect((await s.http.get(`/fulfilment/packing-lists?ids=${id}`, outsider)).status).to.equal(404);
    expect((await s.http.get(`/fulfilment/invoices?ids=${id}`, memberToken)).status).to.equal(200);
  });
});

describe('fulfilment: invoice numbers', () => {
  it('a payment that fails mid-way gives its number back: the next payment takes it', async () => {
    const s = await shop(10);
    const token = tokenOf(s.c, await buyer(s.c, s.tier.id));
    const first = (await pickupOrder(s, token, 1)).body.data.id;
    const order = (await Order.of(s.c.ctx).findById(first))!;
    let failed = false;
    try {
      await inTransaction(s.c.ctx, async (tx) => {
        await recordPayment(tx, order, s.c.hq.id);
        expect((await Order.of(tx).findById(first))!.invoiceNo).to.equal('INV000001');
        throw new Error('payment failed after the number was taken');
      });
    } catch {
      failed = true;
    }
    expect(failed).to.equal(true);
    expect((await Order.of(s.c.ctx).findById(first))!).to.include({ invoiceNo: null, stage: 'unpaid' });
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: first });
    expect((await Order.of(s.c.ctx).findById(first))!.invoiceNo).to.equal('INV000001');
    const next = await paidOrder(s);
    expect(next.order.invoiceNo).to.equal('INV000002');
    // Another company counts on its own.
    const other = await shop(10);
    expect((await paidOrder(other)).order.invoiceNo).to.equal('INV000001');
  });

  it('30 parallel payments take the numbers 1..30, no gap, no duplicate', async function () {
    this.timeout(120_000);
    const s = await shop(100);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const placed = await pickupOrder(s, tokenOf(s.c, await buyer(s.c, s.tier.id)), 1);
      ids.push(placed.body.data.id);
    }
    const results = await Promise.all(ids.map((id) => s.http.post('/manage-orders/mark-paid', s.hq).send({ id })));
    expect(results.map((r) => r.status)).to.deep.equal(ids.map(() => 200));
    const numbers = (await Order.of(s.c.ctx).whereIn('id', ids)).map((o) => o.invoiceNo).sort();
    expect(numbers).to.deep.equal(Array.from({ length: 30 }, (_, i) => `INV${String(i + 1).padStart(6, '0')}`));
  });
});

describe('fulfilment: packing lists and labels', () => {
  it('packing lists for several orders to ship: JSON and one page per order; refused before approval and after completion', async () => {
    const s = await shop(10);
    const a = await paidOrder(s, { approve: true });
    const b = await paidOrder(s, { approve: true });
    const json = await s.http.get(`/fulfilment/packing-lists?ids=${a.id},${b.id}`, s.hq);
    expect(json.status).to.equal(200);
    expect(json.body.data.map((p: { orderId: number }) => p.orderId)).to.deep.equal([a.id, b.id]);
    expect(json.body.data[0]).to.include({ orderNo: a.order.orderNo, invoiceNo: a.order.invoiceNo, units: 2 });
    expect(json.body.data[0].items[0]).to.include({ name: 'Serum', quantity: 2 });
    const pdf = await binary(s.http.get(`/fulfilment/packing-lists/pdf?ids=${a.id},${b.id}`, s.hq));
    expect(pdf.status).to.equal(200);
    expect(pdfPages(pdf.body)).to.equal(2);
    const text = pdfText(pdf.body);
    expect(text).to.contain(a.order.orderNo);
    expect(text).to.contain(b.order.orderNo);
    expect(text).to.contain('PACKING LIST');
    for (const id of [a.id, b.id]) expect((await Order.of(s.c.ctx).findById(id))!.packingPrintedAt).to.be.a('string');

    const waiting = await paidOrder(s);
    const refused = await s.http.get(`/fulfilment/packing-lists?ids=${a.id},${waiting.id}`, s.hq);
    expect(refused.status).to.equal(409);
    expect(refused.body.meta.message).to.contain(waiting.order.orderNo);
    await s.http.post('/manage-orders/complete', s.hq).send({ id: a.id });
    expect((await s.http.get(`/fulfilment/packing-lists?ids=${a.id}`, s.hq)).status).to.equal(409);
    // Self-pickup orders have no shipping label.
    const label = await s.http.get(`/fulfilment/shipping-labels?ids=${b.id}`, s.hq);
    expect(label.status).to.equal(409);
    expect(label.body.meta.message).to.contain('self pickup');
  });

  it('labels of courier orders on the default template: receiver, tracking number as text and barcode; the built-in template when none', async () => {
    const s = await shop(10);
    const courier = await createCourier(s.c.host, s.hq);
    const { id } = await courierOrder(s, courier.id);
    await s.http.post('/manage-orders/tracking', s.hq).send({ id, trackingNo: 'JT0001234567' });
    const builtIn = await s.http.get(`/fulfilment/shipping-labels?ids=${id}`, s.hq);
    expect(builtIn.status, JSON.stringify(builtIn.body)).to.equal(200);
    expect(builtIn.body.data.template).to.include({ id: null, builtIn: true, paper: '100x150' });
    expect(builtIn.body.data.labels[0]).to.include({ orderId: id, trackingNo: 'JT0001234567', barcode: 'JT0001234567' });
    const pdf = await binary(s.http.get(`/fulfilment/shipping-labels/pdf?ids=${id}`, s.hq));
    expect(pdf.status).to.equal(200);
    const text = pdfText(pdf.body);
    expect(text).to.contain('JT0001234567');
    expect(text).to.contain('Shah Alam');
    const raw = pdf.body.toString('latin1');
    // 100 × 150 mm; the barcode's bars as filled rectangles (Code 128 of 12 characters: 15 symbols × 3 bars + 1).
    expect(raw).to.contain('/MediaBox [0 0 283.46');
    expect((raw.match(/ re\n/g) ?? []).length).to.be.at.least(3 * 15 + 1);
    expect((await Order.of(s.c.ctx).findById(id))!.labelPrintedAt).to.be.a('string');

    // A template without the barcode and the tracking number, on A6.
    const tpl = await s.http.post('/shipping-template/store', s.hq).send({ name: 'Plain', paper: 'A6', fields: ['orderNo', 'sender'] });
    expect(tpl.status, JSON.stringify(tpl.body)).to.equal(200);
    expect(tpl.body.data).to.include({ isDefault: true, paper: 'A6' });
    const plain = await binary(s.http.get(`/fulfilment/shipping-labels/pdf?ids=${id}`, s.hq));
    const plainRaw = plain.body.toString('latin1');
    expect(plainRaw).to.contain('/MediaBox [0 0 297.637');
    expect((plainRaw.match(/ re\n/g) ?? []).length).to.equal(0);
    expect(pdfText(plain.body)).not.to.contain('JT0001234567');
    expect(pdfText(plain.body)).to.contain('Order no.');
  });
});

describe('fulfilment: shipping templates', () => {
  it('creates, validates, keeps exactly one default, edits and deletes', async () => {
    const s = await shop(1);
    expect((await s.http.get('/shipping-template/default', s.hq)).body.data).to.include({ id: null, builtIn: true });
    const bad = await s.http.post('/shipping-template/store', s.hq).send({ name: ' ', paper: 'A5', fields: ['sender', 'colour', 'sender'] });
    expect(bad.status).to.equal(422);
    expect(bad.body.meta.errors).to.include({ name: 'This field is required.', paper: 'Choose a paper size: A6, A4, 100x150.', fields: 'A label cannot show "colour".' });
    const twice = await s.http.post('/shipping-template/store', s.hq).send({ name: 'X', paper: 'A6', fields: ['sender', 'sender'] });
    expect(twice.body.meta.errors.fields).to.equal('Each part of the label can be chosen once.');

    const a = (await s.http.post('/shipping-template/store', s.hq).send({ name: 'Small', paper: 'A6', fields: ['barcode', 'sender'] })).body.data;
    expect(a).to.include({ isDefault: true, builtIn: false });
    expect(a.fields).to.deep.equal(['sender', 'barcode']);
    const b = await s.http.post('/shipping-template/store', s.hq).send({ name: 'Big', paper: 'A4', fields: [...LABEL_FIELDS], isDefault: true });
    expect(b.status).to.equal(200);
    expect(b.body.meta.message).to.equal('Shipping template created.');
    const dup = await s.http.post('/shipping-template/store', s.hq).send({ name: 'Big', paper: 'A4', fields: [] });
    expect(dup.status).to.equal(422);
    expect(dup.body.meta.errors.name).to.equal('A shipping template with this name already exists.');
    const list = await s.http.get('/shipping-template', s.hq);
    expect(list.headers['content-range']).to.equal('items 0-1/2');
    expect(list.body.data.map((t: { name: string; isDefault: boolean }) => [t.name, t.isDefault])).to.deep.equal([
      ['Big', true],
      ['Small', false],
    ]);
    const keep = await s.http.post('/shipping-template/update', s.hq).send({ id: b.body.data.id, isDefault: false });
    expect(keep.status).to.equal(422);
    const renamed = await s.http.post('/shipping-template/update', s.hq).send({ id: a.id, name: 'Small label', paper: '100x150' });
    expect(renamed.body.data).to.include({ name: 'Small label', paper: '100x150', isDefault: false });
    const made = await s.http.post('/shipping-template/set-default', s.hq).send({ id: a.id });
    expect(made.body.data.isDefault).to.equal(true);
    expect((await s.http.get(`/shipping-template/${b.body.data.id}`, s.hq)).body.data.isDefault).to.equal(false);
    // Deleting the default promotes the remaining one.
    const del = await s.http.delete(`/shipping-template/delete?id=${a.id}`, s.hq);
    expect(del.body.data).to.deep.equal({ id: a.id, defaultId: b.body.data.id });
    expect((await s.http.get('/shipping-template/default', s.hq)).body.data).to.include({ id: b.body.data.id, isDefault: true });
    await s.http.delete(`/shipping-template/delete?id=${b.body.data.id}`, s.hq);
    expect((await s.http.get('/shipping-template/default', s.hq)).body.data).to.include({ builtIn: true });
    expect((await s.http.get(`/shipping-template/${a.id}`, s.hq)).status).to.equal(404);
  });

  it('staff need manage_orders; agents and company B cannot read or change templates', async () => {
    const s = await shop(1);
    const t = (await s.http.post('/shipping-template/store', s.hq).send({ name: 'Mine', paper: 'A6', fields: [] })).body.data;
    const agent = tokenOf(s.c, await buyer(s.c, s.tier.id));
    expect((await s.http.get('/shipping-template', agent)).status).to.equal(403);
    expect((await s.http.post('/shipping-template/store', agent).send({ name: 'X', paper: 'A6', fields: [] })).status).to.equal(403);
    const staff = await newUser(s.c, { role: 'staff', permissions: ['create_product'] });
    expect((await s.http.get('/shipping-template', await login(s.c.host, staff.email))).status).to.equal(403);
    const clerk = await newUser(s.c, { role: 'staff', permissions: ['manage_orders'] });
    expect((await s.http.get('/shipping-template', await login(s.c.host, clerk.email))).status).to.equal(200);
    const b = await shop(1);
    expect((await b.http.get(`/shipping-template/${t.id}`, b.hq)).status).to.equal(404);
    expect((await b.http.post('/shipping-template/set-default', b.hq).send({ id: t.id })).status).to.equal(404);
    expect((await b.http.delete(`/shipping-template/delete?id=${t.id}`, b.hq)).status).to.equal(404);
  });
});

describe('fulfilment: Code 128', () => {
  it('every symbol has 11 modules (the stop 13) and the table has no duplicate', () => {
    expect(CODE128_PATTERNS).to.have.length(107);
    CODE128_PATTERNS.forEach((p, i) => {
      const sum = [...p].reduce((s, d) => s + Number(d), 0);
      expect(sum, `symbol ${i}`).to.equal(i === 106 ? 13 : 11);
    });
    expect(new Set(CODE128_PATTERNS).size).to.equal(107);
  });

  it('encodes set B with the mod-103 checksum', () => {
    // "PJJ123C": 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879 ≡ 55 (mod 103).
    const { values } = code128('PJJ123C');
    expect(values).to.deep.equal([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    const { bars, modules } = code128Bars('AB');
    expect(modules).to.equal(11 * 4 + 13);
    expect(bars[0]).to.deep.equal([0, 2]); // start B 211214 begins with a 2-module bar
  });
});
