import { expect } from 'chai';
import { EinvoiceDocument } from '../../server/modules/einvoice/models';
import { submitPending } from '../../server/modules/einvoice/service';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { buildDocument, documentTotals, mandatoryFieldErrors, type DocumentInput } from '../../server/modules/einvoice/ubl';
import { Company } from '../../server/modules/companies/models';
import { newProduct } from '../catalog/factories';
import { Order } from '../../server/modules/orders/models';
import { translate } from '../../server/platform/i18n';
import { clock } from '../../server/platform/time';
import { courierOf, pickupOrder, setFeatures, tokenOf } from '../orders/factories';
import { createVoucher } from '../vouchers/factories';
import { agent, hqSale, itemsOf, orderWorld, refund, type World } from './order-world';
import { withSimulator } from './helpers';

/**
 * The e-invoices of the company's sales (docs/einvoice.md, "Orders, notes and the consolidated
 * e-invoice") against the in-process MyInvois simulator: a paid order of a buyer who asked for one
 * gets its own e-invoice (01) whose payable amount is the order's grand total; a sale above RM10,000
 * gets one to the general public; a refund withdraws a document not sent yet, or writes a refund
 * note (04) naming the original once it is valid; credit notes from the console.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ownDoc = (s: World, orderId: number, type = '01') =>
  EinvoiceDocument.of(s.c.ctx)
    .where({ sourceType: 'order', sourceId: String(orderId), type })
    .first();
const invoiceOf = (doc: EinvoiceDocument): Json => (JSON.parse(doc.document!) as Json).Invoice[0];
const ids = (party: Json) => Object.fromEntries(party.PartyIdentification.map((p: Json) => [p.ID[0].schemeID, p.ID[0]._]));
const sen = (value: number) => Math.round(value * 100);

describe('einvoice: order e-invoices, refund notes and credit notes', function () {
  this.timeout(60_000);
  let sim: MyInvoisSimulator;
  withSimulator((started) => (sim = started));
  afterEach(() => {
    sim.options.pendingPolls = 0;
  });

  it('a paid order of a buyer with a TIN on its profile gets its own e-invoice (01) of the grand total; it comes back Valid', async () => {
    const s = await orderWorld();
    await Company.query().findById(s.c.id).patch({ taxRateBp: 600 });
    await setFeatures(s.c, { orderAdminFee: 150, serviceChargeBp: 1000 });
    const buyer = await agent(s, 'IG11223344550');
    const token = tokenOf(s.c, buyer);
    const voucher = await createVoucher({ http: s.http, token: s.hq }, { voucherType: 'percentage', voucherDisc: 1250 });
    await s.http.post('/sales/my-shop/apply-voucher', token).send({ code: voucher.voucherCode });
    const placed = await pickupOrder(s, token, 3);
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const orderId = placed.body.data.id as number;
    // Unpaid: nothing yet.
    expect(await ownDoc(s, orderId)).to.equal(undefined);
    expect((await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: orderId })).status).to.equal(200);

    // By hand: 3 × 10.00 = 30.00, voucher 12.5 % = 3.75 → goods 26.25; tax 6 % = 1.575 → 1.58;
    // service charge 10 % = 2.625 → 2.63; admin fee 1.50: 31.96.
    const order = (await Order.of(s.c.ctx).findById(orderId))!;
    expect(Number(order.grandTotal)).to.equal(3196);
    const doc = (await ownDoc(s, orderId))!;
    expect(doc).to.include({ status: 'pending', codeNumber: order.invoiceNo, buyerTin: 'IG11223344550', supplierTin: s.tin, originalId: null });
    expect([Number(doc.totalPayable), Number(doc.taxAmount), Number(doc.totalExcludingTax)]).to.deep.equal([3196, 158, 3038]);

    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, valid: 1, invalid: 0 });
    const valid = (await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!;
    expect(valid.status).to.equal('valid');
    const inv = invoiceOf(valid);
    expect(inv.InvoiceTypeCode[0]._).to.equal('01');
    expect(ids(inv.AccountingCustomerParty[0].Party[0])).to.include({ TIN: 'IG11223344550', NRIC: '900101105555' });
    expect(ids(inv.AccountingSupplierParty[0].Party[0])).to.include({ TIN: s.tin, BRN: '201901234567', SST: 'W10-1808-32000001' });
    expect(inv.LegalMonetaryTotal[0].PayableAmount[0]._).to.equal(31.96);
    expect(inv.TaxTotal[0].TaxAmount[0]._).to.equal(1.58);
    expect(inv.TaxTotal[0].TaxSubtotal.map((t: Json) => [t.TaxCategory[0].ID[0]._, t.TaxableAmount[0]._, t.TaxAmount[0]._])).to.deep.equal([
      ['02', 26.25, 1.58],
      ['06', 4.13, 0],
    ]);
    expect(inv.InvoiceLine.map((l: Json) => [l.Item[0].Description[0]._, l.InvoicedQuantity[0]._, l.LineExtensionAmount[0]._])).to.deep.equal([
      ['Serum', 3, 26.25],
      ['Admin fee', 1, 1.5],
      ['Service charge', 1, 2.63],
    ]);
    expect(inv.InvoiceLine[0].AllowanceCharge[0].Amount[0]._).to.equal(3.75);
    expect(sim.documents.get(valid.uuid!)!.status).to.equal('Valid');
  });

  it('checkout takes the buyer’s e-invoice particulars (checked, in the reader’s language) and its e-invoice names them', async () => {
    const s = await orderWorld();
    const buyer = await agent(s);
    const token = tokenOf(s.c, buyer);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ einvoiceTin: '12-34', einvoiceIdType: 'BRN', einvoiceIdValue: '201901234567' }, 'einvoiceTin', 'einvoice.tin'],
      [{ einvoiceTin: 'C20880050010', einvoiceIdType: 'NRIC', einvoiceIdValue: '9001-01' }, 'einvoiceIdValue', 'einvoice.idValue'],
      [{ einvoiceTin: 'C20880050010', einvoiceIdValue: '201901234567' }, 'einvoiceIdType', 'validation.required'],
    ];
    for (const [fields, field, key] of cases) {
      const refused = await pickupOrder(s, token, 1, fields);
      expect(refused.status, JSON.stringify(refused.body)).to.equal(422);
      expect(refused.body.meta.message).to.equal(translate(key as 'einvoice.tin', 'en', { field }));
      expect(JSON.stringify(refused.body)).to.contain(field);
    }
    const ms = await s.http
      .post('/sales/my-shop/checkout', token)
      .set('Accept-Language', 'ms')
      .send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 0, einvoiceTin: 'x1', einvoiceIdType: 'BRN', einvoiceIdValue: '201901234567' });
    expect(ms.body.meta.message).to.equal(translate('einvoice.tin', 'ms'));
    expect(await Order.of(s.c.ctx).where('buyerId', buyer.id).resultSize()).to.equal(0);

    const placed = await pickupOrder(s, token, 2, { einvoiceTin: ' c20880050010 ', einvoiceIdType: 'BRN', einvoiceIdValue: '201901234567', einvoiceName: 'Siti Trading Sdn Bhd' });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const order = (await Order.of(s.c.ctx).findById(placed.body.data.id))!;
    expect(order).to.include({ einvoiceTin: 'C20880050010', einvoiceIdType: 'BRN', einvoiceIdValue: '201901234567', einvoiceName: 'Siti Trading Sdn Bhd' });
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: order.id });
    const doc = (await ownDoc(s, order.id))!;
    expect(doc.buyerTin).to.equal('C20880050010');
    const report = await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    expect(report, (await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!.errors ?? '').to.include({ valid: 1 });
    const buyerParty = invoiceOf((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!).AccountingCustomerParty[0].Party[0];
    expect(ids(buyerParty)).to.include({ TIN: 'C20880050010', BRN: '201901234567' });
    expect(buyerParty.PartyLegalEntity[0].RegistrationName[0]._).to.equal('Siti Trading Sdn Bhd');
    expect(buyerParty.PostalAddress[0].CountrySubentityCode[0]._).to.equal('10');
  });

  it('a sale above RM10,000 without particulars gets its own e-invoice to the general public; RM10,000 or less and ordinary sales wait for the consolidation', async () => {
    const s = await orderWorld();
    const big = await newProduct(s.c, { categoryId: s.category.id, name: 'Machine', weight: 1000, retailPrice: 700_000, stock: 10 }, { [s.tier.id]: 500_001 });
    const exact = await newProduct(s.c, { categoryId: s.category.id, name: 'Set', weight: 1000, retailPrice: 700_000, stock: 10 }, { [s.tier.id]: 500_000 });
    const buyer = await agent(s);
    const above = await hqSale(s, buyer.id, [{ itemType: 'product', productId: big.id, quantity: 2 }]);
    const limit = await hqSale(s, buyer.id, [{ itemType: 'product', productId: exact.id, quantity: 2 }]);
    const small = await hqSale(s, buyer.id, [{ itemType: 'product', productId: s.product.id, quantity: 1 }]);
    expect([Number(above.grandTotal), Number(limit.grandTotal), Number(small.grandTotal)]).to.deep.equal([1_000_002, 1_000_000, 1000]);
    const doc = (await ownDoc(s, above.id))!;
    expect(doc).to.include({ buyerTin: 'EI00000000010', codeNumber: above.invoiceNo });
    expect(Number(doc.totalPayable)).to.equal(1_000_002);
    expect(await ownDoc(s, limit.id)).to.equal(undefined);
    expect(await ownDoc(s, small.id)).to.equal(undefined);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ valid: 1 });
    const buyerParty = invoiceOf((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!).AccountingCustomerParty[0].Party[0];
    expect(ids(buyerParty)).to.include({ TIN: 'EI00000000010', BRN: 'NA', SST: 'NA' });
    expect(buyerParty.PartyLegalEntity[0].RegistrationName[0]._).to.equal('General Public');

    // E-invoicing off, or starting after the payment day: nothing, even for a buyer with a TIN.
    const withTin = await agent(s, 'IG11223344550');
    await s.http.put('/e-invoice/settings', s.hq).send({ enabled: false });
    const off = await hqSale(s, withTin.id, [{ itemType: 'product', productId: s.product.id, quantity: 1 }]);
    await s.http.put('/e-invoice/settings', s.hq).send({ enabled: true, fromDate: '2099-01-01' });
    const early = await hqSale(s, withTin.id, [{ itemType: 'product', productId: s.product.id, quantity: 1 }]);
    expect(await ownDoc(s, off.id)).to.equal(undefined);
    expect(await ownDoc(s, early.id)).to.equal(undefined);
  });

  it('across random orders (items, discounts, vouchers, shipping, tax rates, fees) the document’s payable amount and tax are the order’s', async () => {
    const s = await orderWorld(10_000);
    const second = await newProduct(s.c, { categoryId: s.category.id, name: 'Toner', weight: 300, retailPrice: 2599, stock: 10_000 }, { [s.tier.id]: 1733 });
    const third = await newProduct(s.c, { categoryId: s.category.id, name: 'Mask', weight: 120, retailPrice: 999, stock: 10_000 }, { [s.tier.id]: 667 });
    const buyer = await agent(s, 'IG11223344550');
    const courierId = await courierOf(s);
    const many = { voucherQuota: 1000, voucherUsgLimit: 1000 };
    const vouchers = [
      null,
      (await createVoucher({ http: s.http, token: s.hq }, { ...many, voucherType: 'percentage', voucherDisc: 1250 })).voucherCode,
      (await createVoucher({ http: s.http, token: s.hq }, { ...many, voucherType: 'amount', voucherDisc: 777 })).voucherCode,
      (await createVoucher({ http: s.http, token: s.hq }, { ...many, voucherType: 'percentage', voucherDisc: 333, freeShipping: true })).voucherCode,
    ];
    const products = [s.product.id, second.id, third.id];
    // mulberry32: the same "random" orders on every run.
    let seed = 20261129;
    const rand = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    const docs: Array<{ order: Order; doc: EinvoiceDocument }> = [];
    for (let i = 0; i < 24; i++) {
      await Company.query()
        .findById(s.c.id)
        .patch({ taxRateBp: [0, 500, 600, 800, 1000, 725][rand(6)]! });
      // Goods below the courier's free-shipping threshold (RM200): shipping is charged unless a voucher frees it.
      const items = products.filter(() => rand(3) > 0).map((productId) => ({ itemType: 'product' as const, productId, quantity: 1 + rand(3) }));
      if (!items.length) items.push({ itemType: 'product', productId: third.id, quantity: 1 + rand(3) });
      const courier = rand(2) === 1;
      const order = await hqSale(
        s,
        buyer.id,
        items,
        { voucherCode: vouchers[rand(4)], ...(courier ? { shipmentType: 'courier', shipmentId: courierId } : {}) },
        { orderAdminFee: [0, 150, 99][rand(3)]!, serviceChargeBp: [0, 1000, 650][rand(3)]! },
      );
      // The order adds up by hand: its lines after discounts, shipping, fees and tax.
      const lines = await itemsOf(s, order.id);
      const goods = lines.reduce((sum, l) => sum + Number(l.unitPrice) * l.quantity - Number(l.discount) - Number(l.voucherDiscount), 0);
      expect(goods + Number(order.shippingFee) + Number(order.adminFee) + Number(order.serviceCharge) + Number(order.tax), `order ${i}`).to.equal(Number(order.grandTotal));
      const doc = (await ownDoc(s, order.id))!;
      expect(Number(doc.totalPayable), `order ${i} payable`).to.equal(Number(order.grandTotal));
      expect(Number(doc.taxAmount), `order ${i} tax`).to.equal(Number(order.tax));
      const input = { ...(JSON.parse(doc.sourceData) as Omit<DocumentInput, 'issuedAt' | 'version'>), issuedAt: new Date(), version: '1.0' as const };
      const built = buildDocument(input);
      expect(mandatoryFieldErrors(built), `order ${i}`).to.deep.equal([]);
      expect(documentTotals(built).payable).to.equal(Number(order.grandTotal));
      docs.push({ order, doc });
    }
    expect(new Set(docs.map((d) => Number(d.order.tax) > 0)).size, 'orders with and without tax').to.equal(2);
    expect(docs.some((d) => Number(d.order.voucherDiscount) > 0 && Number(d.order.shippingFee) > 0)).to.equal(true);
    // MyInvois (the simulator) adds every one of them up the same way.
    const report = await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    expect(report).to.include({ submitted: docs.length, valid: docs.length, invalid: 0 });
    for (const { order, doc } of docs) {
      const row = (await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!;
      expect(sen(invoiceOf(row).LegalMonetaryTotal[0].PayableAmount[0]._)).to.equal(Number(order.grandTotal));
    }
  });

  it('a refund after validation writes a refund note (04) naming the original; sent, its BillingReference carries the original’s number and UUID', async () => {
    const s = await orderWorld();
    await Company.query().findById(s.c.id).patch({ taxRateBp: 800 });
    const buyer = await agent(s, 'IG11223344550');
    const order = await hqSale(s, buyer.id, [{ itemType: 'product', productId: s.product.id, quantity: 3 }]);
    await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    const original = (await ownDoc(s, order.id))!;
    expect(original.status).to.equal('valid');
    await refund(s, [order.id]);
    const note = (await ownDoc(s, order.id, '04'))!;
    expect(note).to.include({ status: 'pending', originalId: original.id, codeNumber: `RN-${order.invoiceNo}`, buyerTin: 'IG11223344550' });
    expect(Number(note.totalPayable)).to.equal(Number(order.grandTotal));
    expect(Number(note.taxAmount)).to.equal(Number(order.tax));
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, valid: 1 });
    const sent = (await EinvoiceDocument.of(s.c.ctx).findById(note.id))!;
    expect(sent.status).to.equal('valid');
    expect(invoiceOf(sent).BillingReference[0].InvoiceDocumentReference[0]).to.deep.equal({ ID: [{ _: order.invoiceNo }], UUID: [{ _: original.uuid }] });
    // The list shows the note with its original.
    const list = await s.http.get('/e-invoice/data', s.hq).query({ year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1, perPage: 50 });
    const row = (list.body.data as Json[]).find((d) => d.id === note.id);
    if (row) expect(row).to.include({ originalId: original.id, originalCode: order.invoiceNo, type: '04' });
  });

  it('a refund before the e-invoice was sent withdraws it (cancelled, never sent); a note whose original is still on its way waits for it', async () => {
    const s = await orderWorld();
    const buyer = await agent(s, 'IG11223344550');
    const first = await hqSale(s, buyer.id, [{ itemType: 'product', productId: s.product.id, quantity: 1 }]);
    await refund(s, [first.id]);
    const withdrawn = (await ownDoc(s, first.id))!;
    expect(withdrawn).to.include({ status: 'cancelled', uuid: null, errors: null });
    expect(await ownDoc(s, first.id, '04')).to.equal(undefined);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.deep.equal({ submitted: 0, valid: 0, invalid: 0, deferred: 0 });
    const view = await s.http.get('/e-invoice/data', s.hq).query({ year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1 });
    const shown = (view.body.data as Json[]).find((d) => d.id === withdrawn.id);
    if (shown) expect(shown).to.include({ status: 'cancelled', withdrawn: true, cancellable: false, creditable: false });

    // Sent but not validated yet (MyInvois still "in progress"): the refund writes a note that waits for its original.
    const second = await hqSale(s, buyer.id, [{ itemType: 'product', productId: s.product.id, quantity: 2 }]);
    sim.options.pendingPolls = 100;
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10, pollTimeoutMs: 0 })).to.include({ submitted: 1, valid: 0 });
    await refund(s, [second.id]);
    const note = (await ownDoc(s, second.id, '04'))!;
    expect(note.status).to.equal('pending');
    await submitPending(s.c.ctx, { pollIntervalMs: 10, pollTimeoutMs: 0 });
    const waiting = (await EinvoiceDocument.of(s.c.ctx).findById(note.id))!;
    expect(waiting).to.include({ status: 'pending', attempts: 0 });
    expect(waiting.nextAttemptAt).to.not.equal(null);
    sim.options.pendingPolls = 0;
    for (const sub of sim.submissions.values()) sub.pollsLeft = 0;
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ valid: 1 }); // the original
    clock.advance(6 * 60_000);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, valid: 1 }); // then its note
    expect((await EinvoiceDocument.of(s.c.ctx).findById(note.id))!.status).to.equal('valid');
  });

  it('an order refunded while its e-invoice was being sent gets its refund note once the e-invoice is valid', async () => {
    const s = await orderWorld();
    const buyer = await agent(s, 'IG11223344550');
    const order = await hqSale(s, buyer.id, [{ itemType: 'product', productId: s.product.id, quantity: 1 }]);
    const doc = (await ownDoc(s, order.id))!;
    sim.options.pendingPolls = 100;
    await submitPending(s.c.ctx, { pollIntervalMs: 10, pollTimeoutMs: 0 });
    // The refund saw it pending and withdrew it; the sender's result then recorded it submitted.
    await EinvoiceDocument.of(s.c.ctx).findById(doc.id).patch({ status: 'pending' });
    await refund(s, [order.id]);
    expect((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!.status).to.equal('cancelled');
    await EinvoiceDocument.of(s.c.ctx).findById(doc.id).patch({ status: 'submitted', cancelledAt: null });
    for (const sub of sim.submissions.values()) sub.pollsLeft = 0;
    await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    expect((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!.status).to.equal('valid');
    const note = (await ownDoc(s, order.id, '04'))!;
    expect(note).to.include({ status: 'pending', originalId: doc.id });
    expect(Number(note.totalPayable)).to.equal(Number(order.grandTotal));
  });

  it('credit notes from the console: agents refused, only valid invoices, at most what remains; the note is sent naming its original', async () => {
    const s = await orderWorld();
    const buyer = await agent(s, 'IG11223344550');
    const token = tokenOf(s.c, buyer);
    await Company.query().findById(s.c.id).patch({ taxRateBp: 600 });
    const order = await hqSale(s, buyer.id, [{ itemType: 'product', productId: s.product.id, quantity: 5 }]); // 50.00 + 3.00 tax
    const doc = (await ownDoc(s, order.id))!;
    expect(Number(doc.totalPayable)).to.equal(5300);
    const call = (id: number, body: Record<string, unknown>, who = s.hq) => s.http.post(`/e-invoice/${id}/credit-note`, who).send(body);

    expect((await call(doc.id, { reason: 'Goodwill' }, token)).status).to.equal(403);
    const pending = await call(doc.id, { reason: 'Goodwill' });
    expect(pending.status).to.equal(409);
    expect(pending.body.meta.message).to.equal(translate('einvoice.notCreditable', 'en'));
    await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    expect((await call(doc.id, { reason: ' ' })).status).to.equal(422);
    const tooMuch = await call(doc.id, { reason: 'Goodwill', amount: 5301 });
    expect(tooMuch.status).to.equal(422);
    expect(tooMuch.body.meta.message).to.equal(translate('einvoice.creditAmount', 'en', { remaining: 'RM 53.00' }));

    const first = await call(doc.id, { reason: 'Damaged bottle', amount: 1060 });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(first.body.meta.message).to.equal(translate('einvoice.creditIssued', 'en'));
    expect(first.body.data).to.include({
      type: '02',
      status: 'pending',
      originalId: doc.id,
      originalCode: order.invoiceNo,
      sourceType: 'note',
      sourceId: `${doc.id}-1`,
      totalPayable: 1060,
      taxAmount: 60,
    });
    expect(first.body.data.codeNumber).to.equal(`CN-${order.invoiceNo}-1`);
    const month = { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1, perPage: 50 };
    const rowOf = async () => ((await s.http.get('/e-invoice/data', s.hq).query(month)).body.data as Json[]).find((d) => d.id === doc.id)!;
    // Still cancellable: the console offers cancellation, not a credit note; what remains is known.
    expect(await rowOf()).to.include({ cancellable: true, creditable: false, creditRemaining: 4240 });
    clock.advance(73 * 3600_000);
    expect(await rowOf()).to.include({ cancellable: false, creditable: true, creditRemaining: 4240 });
    const rest = await call(doc.id, { reason: 'Returned' });
    expect(rest.status).to.equal(200);
    expect(rest.body.data).to.include({ totalPayable: 4240, taxAmount: 240, codeNumber: `CN-${order.invoiceNo}-2` });
    expect((await call(doc.id, { reason: 'Again', amount: 1 })).status).to.equal(422);
    expect(await rowOf()).to.include({ creditable: false, creditRemaining: 0 });
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 2, valid: 2 });
    const notes = await EinvoiceDocument.of(s.c.ctx).where('originalId', doc.id).orderBy('id');
    expect(notes.map((n) => n.status)).to.deep.equal(['valid', 'valid']);
    expect(invoiceOf(notes[0]!).BillingReference[0].InvoiceDocumentReference[0].UUID[0]._).to.equal((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!.uuid);
    // A note is no invoice: no credit note of it.
    expect((await call(notes[0]!.id, { reason: 'x' })).status).to.equal(409);
  });
});
