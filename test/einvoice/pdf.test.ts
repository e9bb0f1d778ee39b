import { expect } from 'chai';
import jsQR from 'jsqr';
import PDFDocument from 'pdfkit';
import type { EinvoiceBrief } from '../../common/einvoice';
import { EinvoiceDocument, type EinvoiceSource, type EinvoiceStatus } from '../../server/modules/einvoice/models';
import type { StoredInput } from '../../server/modules/einvoice/service';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { GENERAL_PUBLIC, totalsOf } from '../../server/modules/einvoice/ubl';
import { User } from '../../server/modules/users/models';
import { drawQrCode, qrMatrix, QR_QUIET_ZONE } from '../../server/platform/qr';
import { insertCompanyRows } from '../../server/platform/scoped-sql';
import { toDbTime } from '../../server/platform/time';
import { agentWithBank, moneySetup, staffWith } from '../commissions/money-factories';
import { binary, pdfText } from '../fulfilment/pdf';
import { buyer, pickupOrder, shop, tokenOf, type Shop } from '../orders/factories';
import { type TestCompany } from '../harness';
import { agentParticulars, agentParty, companyParty, configured, invoiceInput, paidPayout, selfBilledInput, withSimulator, type MoneyWorld } from './helpers';

/**
 * The PDF of an e-invoice (docs/einvoice.md, "PDF and the agent's copy"): every type renders with
 * its title, code number and parties, the validation QR code and link when valid (the QR code read
 * back from the PDF's drawing and decoded), a banner when not; who may download which document;
 * the payout rows' e-invoice state; the order invoice's foot with the order's e-invoice.
 */

type Setup = MoneyWorld;

/** A company with e-invoicing set up and an agent with its particulars. */
async function pdfWorld(): Promise<Setup> {
  const s = await configured('pdf', { money: { closed: 60_000 } });
  await agentParticulars(s);
  return s;
}

let serial = 0;

/** A document row as the services write it, in `status` (valid ones with a UUID, long id and validation time). */
async function insertDoc(
  c: TestCompany,
  input: StoredInput,
  options: { type?: string; status?: EinvoiceStatus; sourceType?: EinvoiceSource | 'note'; sourceId?: string; agentId?: number | null; originalId?: number | null; issuedAt?: Date } = {},
): Promise<EinvoiceDocument> {
  serial += 1;
  const status = options.status ?? 'valid';
  const totals = totalsOf(input.lines);
  const sent = status !== 'pending';
  const at = toDbTime(options.issuedAt ?? new Date());
  return EinvoiceDocument.of(c.ctx).insertAndFetch({
    type: options.type ?? input.type,
    status,
    codeNumber: input.number,
    sourceType: (options.sourceType ?? 'payout') as EinvoiceSource,
    sourceId: options.sourceId ?? `t${serial}`,
    agentId: options.agentId ?? null,
    originalId: options.originalId ?? null,
    supplierTin: input.supplier.tin,
    buyerTin: input.buyer.tin,
    currency: 'MYR',
    totalExcludingTax: totals.taxExclusive,
    taxAmount: totals.tax,
    totalPayable: totals.payable,
    sourceData: JSON.stringify(input),
    attempts: sent ? 1 : 0,
    uuid: sent ? `UUID${String(serial).padStart(4, '0')}ABCDEFGHJKMNPQRST`.slice(0, 26) : null,
    longId: status === 'valid' || status === 'cancelled' ? `LONG${serial}X9YQ2ZKW8RT6PC3VN5MB7LJ1HD4FGS` : null,
    issuedAt: sent ? at : null,
    submittedAt: sent ? at : null,
    validatedAt: status === 'valid' || status === 'cancelled' ? at : null,
    cancelledAt: status === 'cancelled' ? at : null,
  });
}

const stored = (input: ReturnType<typeof invoiceInput>): StoredInput => {
  const { issuedAt: _issued, version: _version, ...rest } = input;
  return rest;
};

/** The filled path with the most rectangles (`x y w h re` …, the fill colour, `f`): the QR code's modules, read back into rows of dark and light. */
function qrFromPdf(pdf: Buffer): boolean[][] | null {
  const source = pdf.toString('latin1');
  let best: number[][] = [];
  for (const group of source.matchAll(/((?:-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+ re\n)+)(?:[^\n]* (?:cs|scn|rg)\n)*f\n/g)) {
    const rects = [...group[1]!.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number));
    if (rects.length > best.length) best = rects;
  }
  if (best.length < 50) return null;
  const size = Math.min(...best.map((r) => r[3]!));
  const x0 = Math.min(...best.map((r) => r[0]!));
  const y0 = Math.min(...best.map((r) => r[1]!));
  const n = Math.round((Math.max(...best.map((r) => r[0]! + r[2]!)) - x0) / size);
  const matrix = Array.from({ length: n }, () => Array.from({ length: n }, () => false));
  for (const [x, y, w] of best) {
    const row = Math.round((y! - y0) / size);
    const col = Math.round((x! - x0) / size);
    for (let i = 0; i < Math.round(w! / size); i++) matrix[row]![col + i] = true;
  }
  return matrix;
}

/** Decodes rows of modules as a camera would see them: 4 pixels a module, the quiet zone white. */
function decode(matrix: boolean[][]): string | null {
  const scale = 4;
  const side = (matrix.length + 2 * QR_QUIET_ZONE) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((row + QR_QUIET_ZONE) * scale + dy) * side + (col + QR_QUIET_ZONE) * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
    }),
  );
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('einvoice PDF: the document, the agent’s copy, the order invoice’s foot', function () {
  this.timeout(30_000);
  let sim: MyInvoisSimulator;
  withSimulator((started) => (sim = started));

  it('draws a QR code that reads back as its text: the matrix of the encoder, drawn as squares, decoded', async () => {
    const link = 'https://myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/RZBNJ2K3MGP6XTC4N8WVQ5H7SY1DFE9A';
    const matrix = qrMatrix(link);
    // Version v has 17 + 4v modules a side; this link needs more than version 1.
    expect((matrix.length - 17) % 4).to.equal(0);
    expect(matrix.length).to.be.greaterThan(21);
    expect(decode(matrix)).to.equal(link);
    // Drawn into a PDF and read back from its path operators: the same modules, the same text.
    const doc = new PDFDocument({ compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    const drawn = drawQrCode(doc, link, 100, 100, 150);
    doc.end();
    await ended;
    expect(drawn.modules).to.equal(matrix.length);
    expect(drawn.moduleSize * (matrix.length + 2 * QR_QUIET_ZONE)).to.be.closeTo(150, 1e-9);
    const back = qrFromPdf(Buffer.concat(chunks));
    expect(back).to.deep.equal(matrix);
    expect(decode(back!)).to.equal('https://myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/RZBNJ2K3MGP6XTC4N8WVQ5H7SY1DFE9A');
  });

  it('each type renders: title, code number, parties, lines and totals; valid ones carry the validation QR code, link and time; others a banner', async () => {
    const s = await pdfWorld();
    const c = s.c;
    // 11 self-billed (valid), issued 06:05 UTC = 14:05 in Kuala Lumpur.
    const selfBilled = await insertDoc(c, stored(selfBilledInput({ number: 'SB-PDF-1' })), { agentId: s.agent.id, issuedAt: new Date('2026-03-05T06:05:00Z') });
    // 01 a sale with tax on two lines and an exempt sample.
    const sale = await insertDoc(c, { ...stored(invoiceInput({ number: 'INV-PDF-1' })), supplier: { ...companyParty() }, buyer: { ...agentParty(), msic: undefined } }, { sourceType: 'order' });
    // 02 credit note and 04 refund note of the sale: the original from the input, and from originalId.
    const credit = await insertDoc(
      c,
      {
        ...stored(invoiceInput({ number: 'CN-PDF-1', type: '02' })),
        original: { number: 'INV-PDF-1', uuid: sale.uuid! },
        lines: [{ description: 'Credit: damaged item', quantity: 1, unitPrice: 4990, classification: '022', taxType: '01', taxRateBp: 1000 }],
      },
      { sourceType: 'note', originalId: sale.id },
    );
    const refund = await insertDoc(
      c,
      {
        ...stored(invoiceInput({ number: 'RN-PDF-1', type: '04' })),
        lines: [{ description: 'Refund of the order', quantity: 1, unitPrice: 2000, classification: '022', taxType: '06', taxRateBp: 0 }],
      },
      { sourceType: 'note', originalId: sale.id, status: 'pending' },
    );
    // 01 consolidated, for the general public, one line per day.
    const consolidated = await insertDoc(
      c,
      {
        ...stored(invoiceInput({ number: 'CON-2026-02' })),
        buyer: GENERAL_PUBLIC,
        period: { start: '2026-02-01', end: '2026-02-28', description: 'February 2026' },
        lines: [
          { description: 'Invoices INV000001 - INV000009, 2026-02-03', quantity: 1, unitPrice: 45_000, classification: '004', taxType: '06', taxRateBp: 0 },
          { description: 'Invoices INV000010 - INV000012, 2026-02-04', quantity: 1, unitPrice: 12_050, classification: '004', taxType: '06', taxRateBp: 0 },
        ],
      },
      { sourceType: 'consolidated', sourceId: '2026-02' },
    );
    const invalid = await insertDoc(c, stored(selfBilledInput({ number: 'SB-PDF-2' })), { status: 'invalid', agentId: s.agent.id });
    const cancelled = await insertDoc(c, stored(selfBilledInput({ number: 'SB-PDF-3' })), { status: 'cancelled', agentId: s.agent.id });

    const get = async (doc: EinvoiceDocument, lang = 'en') => {
      const res = await binary(s.http.get(`/e-invoice/${doc.id}/pdf`, s.hq).set('Accept-Language', lang));
      expect(res.status, res.json ? JSON.stringify(res.json) : '').to.equal(200);
      expect(res.type).to.equal('application/pdf');
      expect(res.body.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
      expect(res.disposition).to.contain(`${doc.codeNumber}.pdf`);
      return { text: pdfText(res.body), qr: qrFromPdf(res.body) };
    };
    const linkOf = (doc: EinvoiceDocument) => `${sim.portalUrl}/${doc.uuid}/share/${doc.longId}`;

    const sb = await get(selfBilled);
    expect(sb.text).to.contain('Self-billed e-invoice');
    expect(sb.text).to.contain('SB-PDF-1');
    expect(sb.text).to.contain(selfBilled.uuid!);
    expect(sb.text).to.contain('5 Mar 2026, 14:05');
    expect(sb.text).to.contain('Siti Aminah');
    expect(sb.text).to.contain('IG11223344550');
    expect(sb.text).to.contain('Acme Direct Sdn Bhd');
    expect(sb.text).to.contain('00000 NOT APPLICABLE');
    expect(sb.text).to.contain('Commission payout');
    expect(sb.text).to.contain('RM 1,234.56');
    expect(sb.text).to.contain(linkOf(selfBilled));
    expect(sb.text).to.contain('Validated by LHDN MyInvois on 5 Mar 2026, 14:05');
    expect(sb.text).to.not.contain('Not yet validated');
    expect(decode(sb.qr!)).to.equal(linkOf(selfBilled));
    // In Malay: the title, the labels and the month's name.
    const ms = await get(selfBilled, 'ms');
    expect(ms.text).to.contain('E-invois bil kendiri');
    expect(ms.text).to.contain('Disahkan oleh LHDN MyInvois pada 5 Mac 2026, 14:05');

    const inv = await get(sale);
    expect(inv.text).to.contain('E-invoice');
    expect(inv.text).to.contain('INV-PDF-1');
    expect(inv.text).to.contain('46900 Wholesale of a variety of goods');
    // Lines as the document has them: 3 × RM 49.90 at 10 % sales tax, delivery RM 8.33 at 8 %, the exempt sample; totals stored.
    expect(inv.text).to.contain('RM 149.70');
    expect(inv.text).to.contain('RM 14.97');
    expect(inv.text).to.contain('RM 0.67');
    expect(inv.text).to.contain(`RM ${((149_70 + 8_33) / 100).toFixed(2)}`);
    expect(inv.text).to.contain(`RM ${((149_70 + 8_33 + 14_97 + 67) / 100).toFixed(2)}`);
    expect(decode(inv.qr!)).to.equal(linkOf(sale));

    const cn = await get(credit);
    expect(cn.text).to.contain('Credit note');
    expect(cn.text).to.contain('Original e-invoice reference');
    expect(cn.text).to.contain(sale.uuid!);
    expect(cn.text).to.contain('INV-PDF-1');

    const rn = await get(refund);
    expect(rn.text).to.contain('Refund note');
    expect(rn.text).to.contain('INV-PDF-1'); // read from originalId: the pending note's input names no original yet
    expect(rn.text).to.contain('Not yet validated by LHDN MyInvois');
    expect(rn.text).to.contain('Not issued yet');
    expect(rn.qr).to.equal(null);
    expect(rn.text).to.not.contain('share/');

    const con = await get(consolidated);
    expect(con.text).to.contain('Consolidated e-invoice');
    expect(con.text).to.contain('CON-2026-02');
    expect(con.text).to.contain('General Public');
    expect(con.text).to.contain('EI00000000010');
    expect(con.text).to.contain('February 2026');
    expect(con.text).to.contain('RM 570.50');

    const bad = await get(invalid);
    expect(bad.text).to.contain('Refused by LHDN MyInvois');
    expect(bad.qr).to.equal(null);

    const gone = await get(cancelled);
    expect(gone.text).to.contain('Cancelled at LHDN MyInvois on');
    expect(gone.text).to.not.contain('Validated by LHDN MyInvois on');
  });

  it('the agent downloads its own self-billed e-invoice once valid, its payout row says so; another agent 404, HQ’s call 403 to agents, the agent’s call 403 to HQ', async () => {
    const s = await pdfWorld();
    const payoutId = await paidPayout(s);
    const pending = (await s.http.get('/commission/payouts', s.token)).body.data.find((p: { id: number }) => p.id === payoutId);
    expect(pending.einvoice).to.include({ type: '11', status: 'pending', codeNumber: `SB-${payoutId}`, pdf: false, validatedAt: null });
    const docId = (pending.einvoice as EinvoiceBrief).id;
    // Not validated yet: 409, translated.
    const early = await binary(s.http.get(`/e-invoice/mine/${docId}/pdf`, s.token).set('Accept-Language', 'ms'));
    expect(early.status).to.equal(409);
    expect(early.json!.meta.message).to.equal('E-invois ini belum disahkan oleh LHDN: PDFnya tersedia selepas ia disahkan.');

    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ valid: 1 });
    const row = (await s.http.get('/commission/payouts', s.token)).body.data.find((p: { id: number }) => p.id === payoutId);
    expect(row.einvoice).to.include({ id: docId, status: 'valid', pdf: true });
    expect(row.einvoice.validatedAt).to.be.a('string');
    expect((await s.http.get(`/commission/payouts/${payoutId}`, s.token)).body.data.einvoice).to.include({ id: docId, status: 'valid' });
    // HQ's list has it as well.
    expect((await s.http.get('/commission/payouts', s.hq)).body.data.find((p: { id: number }) => p.id === payoutId).einvoice).to.include({ id: docId });

    const doc = (await EinvoiceDocument.of(s.c.ctx).findById(docId))!;
    const mine = await binary(s.http.get(`/e-invoice/mine/${docId}/pdf`, s.token));
    expect(mine.status).to.equal(200);
    expect(mine.body.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    expect(pdfText(mine.body)).to.contain(`${sim.portalUrl}/${doc.uuid}/share/${doc.longId}`);
    expect(decode(qrFromPdf(mine.body)!)).to.equal(`${sim.portalUrl}/${doc.uuid}/share/${doc.longId}`);

    // Another agent of the company: not its document (404, as for an id that does not exist).
    const other = await agentWithBank(s.c);
    expect((await binary(s.http.get(`/e-invoice/mine/${docId}/pdf`, other.token))).status).to.equal(404);
    expect((await binary(s.http.get('/e-invoice/mine/999999/pdf', s.token))).status).to.equal(404);
    // A sale's document names no agent: 404 to the agent even though it is the company's.
    const sale = await insertDoc(s.c, stored(invoiceInput()), { sourceType: 'order' });
    expect((await binary(s.http.get(`/e-invoice/mine/${sale.id}/pdf`, s.token))).status).to.equal(404);

    // The roles of each call.
    expect((await binary(s.http.get(`/e-invoice/${docId}/pdf`, s.token))).status).to.equal(403);
    expect((await binary(s.http.get(`/e-invoice/mine/${docId}/pdf`, s.hq))).status).to.equal(403);
    expect((await binary(s.http.get(`/e-invoice/${docId}/pdf`, s.hq))).status).to.equal(200);
    expect((await binary(s.http.get(`/e-invoice/${docId}/pdf`, await staffWith(s.c, ['manage_payouts'])))).status).to.equal(200);
    expect((await binary(s.http.get(`/e-invoice/${docId}/pdf`, await staffWith(s.c, ['manage_orders'])))).status).to.equal(403);
    expect((await binary(s.http.get('/e-invoice/999999/pdf', s.hq))).status).to.equal(404);

    // Another company sees nothing of it; a company outside Malaysia has no e-invoicing.
    const elsewhere = await pdfWorld();
    expect((await binary(elsewhere.http.get(`/e-invoice/${docId}/pdf`, elsewhere.hq))).status).to.equal(404);
    expect((await binary(elsewhere.http.get(`/e-invoice/mine/${docId}/pdf`, elsewhere.token))).status).to.equal(404);
    const id = await moneySetup({ country: 'ID' });
    const refused = await binary(id.http.get('/e-invoice/1/pdf', id.hq).set('Accept-Language', 'id'));
    expect(refused.status).to.equal(422);
    expect(refused.json!.meta.message).to.equal('E-faktur LHDN hanya berlaku untuk perusahaan Malaysia.');
    expect((await binary(id.http.get('/e-invoice/mine/1/pdf', id.token))).status).to.equal(422);
    const idPayouts = (await id.http.get('/commission/payouts', id.token)).body.data as Array<{ einvoice: unknown }>;
    expect(idPayouts.every((p) => p.einvoice === null)).to.equal(true);
  });

  describe('the order invoice PDF', () => {
    async function paidOrder(s: Shop): Promise<number> {
      const token = tokenOf(s.c, await buyer(s.c, s.tier.id));
      const placed = await pickupOrder(s, token, 2);
      expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
      const id = placed.body.data.id as number;
      expect((await s.http.post('/manage-orders/mark-paid', s.hq).send({ id })).status).to.equal(200);
      return id;
    }

    it('prints the UUID, validation link and QR code of the order’s valid e-invoice — its own or the consolidated one it went into — and nothing without one', async () => {
      const s = await shop(10);
      const [own, inConsolidated, none, pendingOwn] = [await paidOrder(s), await paidOrder(s), await paidOrder(s), await paidOrder(s)];
      const ownDoc = await insertDoc(s.c, stored(invoiceInput({ number: 'INV-O-1' })), { sourceType: 'order', sourceId: String(own) });
      await insertDoc(s.c, stored(invoiceInput({ number: 'INV-O-2' })), { sourceType: 'order', sourceId: String(pendingOwn), status: 'pending' });
      const con = await insertDoc(s.c, stored(invoiceInput({ number: `CON-${s.c.id}` })), { sourceType: 'consolidated', sourceId: '2026-02' });
      await insertCompanyRows(s.c.ctx, 'einvoice_consolidated_orders', [{ order_id: inConsolidated, document_id: con.id }]);

      const json = await s.http.get(`/fulfilment/invoices?ids=${own},${inConsolidated},${none},${pendingOwn}`, s.hq);
      expect(json.status).to.equal(200);
      const links = json.body.data.map((d: { einvoice: { uuid: string; link: string } | null }) => d.einvoice);
      const linkOf = (doc: EinvoiceDocument) => `${sim.portalUrl}/${doc.uuid}/share/${doc.longId}`;
      expect(links).to.deep.equal([{ uuid: ownDoc.uuid, link: linkOf(ownDoc) }, { uuid: con.uuid, link: linkOf(con) }, null, null]);

      for (const [id, doc] of [
        [own, ownDoc],
        [inConsolidated, con],
      ] as const) {
        const pdf = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${id}`, s.hq));
        expect(pdf.status).to.equal(200);
        const text = pdfText(pdf.body);
        expect(text).to.contain('E-invoice validated by LHDN MyInvois');
        expect(text).to.contain(doc.uuid!);
        expect(text).to.contain(linkOf(doc));
        expect(decode(qrFromPdf(pdf.body)!)).to.equal(linkOf(doc));
      }
      for (const id of [none, pendingOwn]) {
        const pdf = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${id}`, s.hq));
        expect(pdf.status).to.equal(200);
        expect(pdfText(pdf.body)).to.not.contain('LHDN');
        expect(qrFromPdf(pdf.body)).to.equal(null);
      }
      // The buyer's own copy carries it too.
      const buyerToken = tokenOf(s.c, (await User.of(s.c.ctx).findById((await s.http.get(`/fulfilment/invoices?ids=${own}`, s.hq)).body.data[0].buyer.id))!);
      expect(pdfText((await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${own}`, buyerToken))).body)).to.contain(ownDoc.uuid!);
    });
  });
});
