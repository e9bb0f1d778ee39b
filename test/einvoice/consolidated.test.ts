import { expect } from 'chai';
import { consolidateDue, consolidateMonth, previousMonth } from '../../server/modules/einvoice/consolidated';
import { EinvoiceDocument } from '../../server/modules/einvoice/models';
import { submitPending } from '../../server/modules/einvoice/service';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { Company } from '../../server/modules/companies/models';
import type { Order } from '../../server/modules/orders/models';
import { companyTable } from '../../server/platform/scoped-sql';
import { businessTime, clock } from '../../server/platform/time';
import { newProduct } from '../catalog/factories';
import { courierCheckout, courierOf, stockOf, tokenOf } from '../orders/factories';
import { agent, hqSale, orderWorld, refund } from './order-world';
import { withSimulator } from './helpers';

/**
 * The monthly consolidated e-invoice (docs/einvoice.md, "Consolidated e-invoice") against the
 * in-process MyInvois simulator: the company's ordinary sales of a Kuala Lumpur month in one
 * e-invoice to the general public, one line per day; the sales that have their own e-invoice, were
 * refunded, were sold by an agent or were paid before the setup's start date left out; written once;
 * the job acts on days 1–7 only; a refund of a consolidated sale is a refund note on it.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const invoiceOf = (doc: EinvoiceDocument): Json => (JSON.parse(doc.document!) as Json).Invoice[0];
const pad = (n: number) => String(n).padStart(2, '0');

/** Moves the clock to `hour`:00 Kuala Lumpur time on day `day` of the previous month. */
function at(day: number, hour: number): void {
  clock.reset();
  const target = businessTime().startOf('month').subtract(1, 'month').date(day).hour(hour);
  clock.advance(target.valueOf() - clock.now().getTime());
}

/** Noon (Kuala Lumpur) on day `day` of this month. */
const thisMonth = (day: number) => businessTime().startOf('month').date(day).hour(12).toDate();

describe('einvoice: the monthly consolidated e-invoice', function () {
  this.timeout(90_000);
  let sim: MyInvoisSimulator;
  withSimulator((started) => (sim = started));

  it('consolidates the month’s ordinary sales (one line a day), leaves out the others, is written once; its refunds are refund notes on it', async () => {
    const s = await orderWorld(200);
    const month = previousMonth();
    const day = (d: number) => `${month}-${pad(d)}`;
    expect((await s.http.put('/e-invoice/settings', s.hq).send({ fromDate: day(11) })).status).to.equal(200);
    const big = await newProduct(s.c, { categoryId: s.category.id, name: 'Machine', weight: 1000, retailPrice: 700_000, stock: 10 }, { [s.tier.id]: 600_000 });
    const plain = await agent(s);
    const withTin = await agent(s, 'IG11223344550');
    const leader = await agent(s);
    const member = await agent(s, null, leader.id);
    const serum = (quantity: number) => [{ itemType: 'product' as const, productId: s.product.id, quantity }];

    at(10, 12);
    const before = await hqSale(s, plain.id, serum(1)); // before the setup's start date
    at(11, 10);
    const a = await hqSale(s, plain.id, serum(2));
    const own = await hqSale(s, withTin.id, serum(1)); // its own e-invoice
    const large = await hqSale(s, plain.id, [{ itemType: 'product', productId: big.id, quantity: 2 }]); // above RM10,000: its own
    const refunded = await hqSale(s, plain.id, serum(1));
    await refund(s, [refunded.id]);
    // The leader buys from HQ (a company sale), then sells to its member (the leader's own business).
    const stocked = await hqSale(s, leader.id, serum(5));
    await s.http.post('/manage-orders/approve', s.hq).send({ ids: [stocked.id] });
    expect((await s.http.post('/manage-orders/complete', s.hq).send({ id: stocked.id })).status).to.equal(200);
    expect(await stockOf(s.c, leader.id, s.product.id)).to.equal(5);
    const memberToken = tokenOf(s.c, member);
    await s.http.post('/sales/my-shop/add-cart', memberToken).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    const choices = { shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual' };
    const quote = await s.http.post('/sales/my-shop/quote', memberToken).send(choices);
    const particulars = { einvoiceTin: 'C20880050010', einvoiceIdType: 'BRN', einvoiceIdValue: '201901234567' };
    const asked = await s.http.post('/sales/my-shop/checkout', memberToken).send({ ...choices, totalPaid: quote.body.data.grandTotal, ...particulars });
    expect(asked.status, JSON.stringify(asked.body)).to.equal(422);
    expect(asked.body.meta.message).to.equal('An e-invoice is issued for orders the company sells only: ask the seller of this order for its invoice.');
    const teamSale = await courierCheckout(s, memberToken);
    expect(teamSale.body.data, JSON.stringify(teamSale.body)).to.include({ type: 'upline' });
    expect((await s.http.post('/manage-orders/mark-paid', tokenOf(s.c, leader)).send({ id: teamSale.body.data.id })).status).to.equal(200);
    at(12, 15);
    await Company.query().findById(s.c.id).patch({ taxRateBp: 600 });
    const b = await hqSale(s, plain.id, serum(3));
    expect(Number(b.tax)).to.equal(180);
    clock.reset();

    expect((await EinvoiceDocument.of(s.c.ctx).where('sourceType', 'order').orderBy('id')).map((d) => d.sourceId)).to.deep.equal([String(own.id), String(large.id)]);
    // The job acts on days 1–7 of a month only.
    expect(await consolidateDue(thisMonth(10))).to.equal(0);
    expect(await EinvoiceDocument.of(s.c.ctx).where('sourceType', 'consolidated').resultSize()).to.equal(0);
    expect(await consolidateDue(thisMonth(3))).to.be.at.least(1);
    const docs = await EinvoiceDocument.of(s.c.ctx).where('sourceType', 'consolidated');
    expect(docs).to.have.length(1);
    const doc = docs[0]!;
    expect(doc).to.include({ type: '01', status: 'pending', sourceId: month, codeNumber: `CON-${month}`, buyerTin: 'EI00000000010', supplierTin: s.tin });

    // By hand: the three company sales that have no e-invoice of their own, not refunded, paid from the 11th.
    const included: Order[] = [a, stocked, b];
    expect(Number(doc.totalPayable)).to.equal(included.reduce((sum, o) => sum + Number(o.grandTotal), 0));
    expect(Number(doc.totalPayable)).to.equal(2000 + 5000 + 3180);
    expect(Number(doc.taxAmount)).to.equal(180);
    const linked = (await companyTable(s.c.ctx, 'einvoice_consolidated_orders').where('document_id', doc.id).orderBy('order_id').pluck('order_id')) as number[];
    expect(linked).to.deep.equal(included.map((o) => o.id).sort((x, y) => x - y));
    expect(linked).to.not.include.members([before.id, own.id, large.id, refunded.id, teamSale.body.data.id]);
    const stored = JSON.parse(doc.sourceData) as { lines: Array<{ description: string; unitPrice: number; taxType: string; taxAmount?: number; classification: string }> };
    const [first, last] = [a.invoiceNo!, stocked.invoiceNo!].sort();
    expect(stored.lines.map((l) => [l.description, l.unitPrice, l.taxType, l.taxAmount ?? 0, l.classification])).to.deep.equal([
      [`Invoices ${first} – ${last}, ${day(11)} (2 sales)`, 7000, '06', 0, '004'],
      [`Invoices ${b.invoiceNo} – ${b.invoiceNo}, ${day(12)} (1 sale)`, 3000, '02', 180, '004'],
    ]);

    // Written once: the function and the job again write nothing.
    expect(await consolidateMonth(s.c.ctx, month)).to.equal(null);
    expect(await consolidateDue(thisMonth(4))).to.equal(0);
    expect(await EinvoiceDocument.of(s.c.ctx).where('sourceType', 'consolidated').resultSize()).to.equal(1);

    // A consolidated sale refunded before the document is valid: its refund note waits for it.
    await refund(s, [a.id]);
    const noteA = (await EinvoiceDocument.of(s.c.ctx)
      .where({ sourceType: 'order', sourceId: String(a.id), type: '04' })
      .first())!;
    expect(noteA).to.include({ status: 'pending', originalId: doc.id, buyerTin: 'EI00000000010', codeNumber: `RN-${a.invoiceNo}` });
    expect(Number(noteA.totalPayable)).to.equal(Number(a.grandTotal));
    await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    const valid = (await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!;
    expect(valid.status).to.equal('valid');
    expect((await EinvoiceDocument.of(s.c.ctx).findById(noteA.id))!.status).to.equal('pending');
    const inv = invoiceOf(valid);
    expect(inv.AccountingCustomerParty[0].Party[0].PartyLegalEntity[0].RegistrationName[0]._).to.equal('General Public');
    expect(inv.InvoicePeriod[0].StartDate[0]._).to.equal(day(11));
    expect(inv.InvoiceLine.map((l: Json) => l.Item[0].CommodityClassification[0].ItemClassificationCode[0]._)).to.deep.equal(['004', '004']);
    expect(inv.LegalMonetaryTotal[0].PayableAmount[0]._).to.equal(101.8);
    clock.advance(6 * 60_000);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, valid: 1 });
    // One refunded after: its note is sent at once; both name the consolidated document.
    await refund(s, [b.id]);
    const noteB = (await EinvoiceDocument.of(s.c.ctx)
      .where({ sourceType: 'order', sourceId: String(b.id), type: '04' })
      .first())!;
    expect([Number(noteB.totalPayable), Number(noteB.taxAmount)]).to.deep.equal([3180, 180]);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, valid: 1 });
    for (const note of [noteA, noteB]) {
      const sent = (await EinvoiceDocument.of(s.c.ctx).findById(note.id))!;
      expect(sent.status).to.equal('valid');
      expect(invoiceOf(sent).BillingReference[0].InvoiceDocumentReference[0]).to.deep.equal({ ID: [{ _: `CON-${month}` }], UUID: [{ _: valid.uuid }] });
    }
    expect(sim.documents.get(valid.uuid!)!.status).to.equal('Valid');
  });

  it('no document for a month without sales to consolidate, when e-invoicing is off, or outside Malaysia', async () => {
    const s = await orderWorld(20);
    const month = previousMonth();
    expect(await consolidateMonth(s.c.ctx, month)).to.equal(null);
    const plain = await agent(s);
    at(15, 12);
    await hqSale(s, plain.id, [{ itemType: 'product', productId: s.product.id, quantity: 1 }]);
    clock.reset();
    await s.http.put('/e-invoice/settings', s.hq).send({ enabled: false });
    expect(await consolidateMonth(s.c.ctx, month)).to.equal(null);
    await s.http.put('/e-invoice/settings', s.hq).send({ enabled: true });
    expect(await consolidateMonth({ ...s.c.ctx, company: { ...s.c.ctx.company, country: 'ID' } }, month)).to.equal(null);
    const doc = (await consolidateMonth(s.c.ctx, month))!;
    expect(Number(doc.totalPayable)).to.equal(1000);
  });
});
