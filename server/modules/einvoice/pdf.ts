import 'dayjs/locale/id';
import 'dayjs/locale/ms';
import PDFDocument from 'pdfkit';
import type { Lang } from '../../../common/constants';
import { translate, type MessageKey } from '../../../common/messages';
import { formatMoney } from '../../../common/money';
import type { Ctx } from '../../platform/context';
import { savePdf } from '../../platform/pdf-file';
import { drawQrCode, fitFontSize } from '../../platform/qr';
import { businessTime, clock, dbTimeToIso } from '../../platform/time';
import { EinvoiceDocument, type EinvoiceStatus } from './models';
import { validationLink, type StoredInput } from './service';
import { CLASSIFICATION, totalsOf, type Party } from './ubl';

/**
 * The PDF of one e-invoice document (docs/einvoice.md, "PDF and the agent's copy"): the visual copy
 * of what was (or will be) submitted to MyInvois, for any type — 01 invoice (a sale's own or the
 * month's consolidated one), 02 credit note, 04 refund note, 11 self-billed invoice (a payout's or a
 * reward's), and the other LHDN types by their names.
 *
 * - What it shows: the title by type in the reader's language, the code number, LHDN's UUID, the
 *   issue date and time, the original document of a note, the billing period of a consolidated
 *   one; the supplier and the buyer (name, TIN, registration or identity number, SST number,
 *   address, phone, e-mail, and the supplier's MSIC code); the lines (description,
 *   classification, quantity, unit price, discount, tax, amount) and the totals.
 * - Where the values come from: the document's stored input (`source_data`, what the UBL document
 *   is built from) and the line amounts through `totalsOf`, the same function that writes them in
 *   the document; the totals are the row's stored ones (written by the same function when the
 *   document was created). Nothing is derived another way, so the PDF says what MyInvois received.
 * - Validity: a valid document carries the QR code of its validation link (drawn as vector
 *   squares, server/platform/qr.ts), the link itself and "Validated by LHDN MyInvois on …"; a
 *   document not yet valid a banner "Not yet validated by LHDN" (refused: "Refused by LHDN"); a
 *   cancelled one a "Cancelled" banner above the same QR code (the portal's page then says so too).
 * - Times in Asia/Kuala_Lumpur, written as the apps write them (`D MMM YYYY, HH:mm`,
 *   common/web/format.ts, month names in the reader's language); money as `RM 1,234.50`.
 * - PDFKit's standard Helvetica, uncompressed (`compress: false`) so that the text can be read back
 *   by tests, like the other PDFs of the product (fulfilment, CP58). Written to the temporary
 *   directory; the route sends and removes it.
 */

type Doc = PDFKit.PDFDocument;

const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';
const GREY = '#555555';
const MARGIN = 40;
/** The apps' format of a moment (common/web/format.ts DATE_TIME_FORMAT). */
const DATE_TIME_FORMAT = 'D MMM YYYY, HH:mm';

/** LHDN's state codes (the guideline's code list). */
const STATES: Record<string, string> = {
  '01': 'Johor',
  '02': 'Kedah',
  '03': 'Kelantan',
  '04': 'Melaka',
  '05': 'Negeri Sembilan',
  '06': 'Pahang',
  '07': 'Pulau Pinang',
  '08': 'Perak',
  '09': 'Perlis',
  '10': 'Selangor',
  '11': 'Terengganu',
  '12': 'Sabah',
  '13': 'Sarawak',
  '14': 'Wilayah Persekutuan Kuala Lumpur',
  '15': 'Wilayah Persekutuan Labuan',
  '16': 'Wilayah Persekutuan Putrajaya',
};
const COUNTRIES: Record<string, string> = { MYS: 'Malaysia' };
const TITLED_TYPES = ['01', '02', '03', '04', '11', '12', '13', '14'];
const NAMED_CLASSES: readonly string[] = Object.values(CLASSIFICATION);

/** Everything the PDF prints, read from a document row (and its original's, for a note). */
export interface EinvoicePdfView {
  type: string;
  sourceType: string;
  status: EinvoiceStatus;
  codeNumber: string;
  uuid: string | null;
  link: string | null;
  issuedAt: string | null;
  validatedAt: string | null;
  cancelledAt: string | null;
  original: { number: string; uuid: string | null } | null;
  input: StoredInput;
  totals: { excludingTax: number; tax: number; payable: number };
}

/** The view of document `doc`; a note's original is read when its input does not name it yet (it is filled in when the note is sent). */
export async function pdfView(ctx: Ctx, doc: EinvoiceDocument): Promise<EinvoicePdfView> {
  const input = JSON.parse(doc.sourceData) as StoredInput;
  let original: EinvoicePdfView['original'] = input.original ? { number: input.original.number, uuid: input.original.uuid || null } : null;
  if (!original && doc.originalId) {
    const row = await EinvoiceDocument.of(ctx).findById(doc.originalId).select('code_number', 'uuid');
    if (row) original = { number: row.codeNumber, uuid: row.uuid };
  }
  return {
    type: doc.type,
    sourceType: doc.sourceType,
    status: doc.status,
    codeNumber: doc.codeNumber,
    uuid: doc.uuid,
    link: doc.status === 'valid' || doc.status === 'cancelled' ? validationLink(doc) : null,
    issuedAt: dbTimeToIso(doc.issuedAt),
    validatedAt: dbTimeToIso(doc.validatedAt),
    cancelledAt: dbTimeToIso(doc.cancelledAt),
    original,
    input,
    totals: { excludingTax: Number(doc.totalExcludingTax), tax: Number(doc.taxAmount), payable: Number(doc.totalPayable) },
  };
}

/** A moment in Kuala Lumpur time, as the apps show it. */
export function formatMoment(iso: string | null, lang: Lang): string {
  return iso ? businessTime(new Date(iso)).locale(lang).format(DATE_TIME_FORMAT) : '—';
}

/** The title of a document in the reader's language: "Self-billed e-invoice", "Consolidated e-invoice", "Credit note"… */
export function documentTitle(view: Pick<EinvoicePdfView, 'type' | 'sourceType'>, lang: Lang): string {
  if (view.sourceType === 'consolidated' && view.type === '01') return translate('einvoice.pdf.title.consolidated', lang);
  return TITLED_TYPES.includes(view.type) ? translate(`einvoice.pdf.title.${view.type}` as MessageKey, lang) : `e-Invoice ${view.type}`;
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** The printed lines of a party: each a label and a value. */
function partyRows(p: Party, supplier: boolean, t: (key: string) => string): Array<[string, string]> {
  const address = [
    ...p.address.lines.filter((l) => l.trim()),
    [p.address.postcode, p.address.city].filter((l) => l && l.trim()).join(' '),
    STATES[p.address.state] ?? '',
    COUNTRIES[p.address.country] ?? p.address.country,
  ].filter(Boolean);
  const rows: Array<[string, string]> = [
    [t('tin'), p.tin],
    [t(`id.${p.idType}`), p.idValue],
    [t('sst'), p.sst?.trim() || 'NA'],
    [t('address'), address.join('\n')],
    [t('phone'), p.phone || 'NA'],
  ];
  if (p.email) rows.push([t('email'), p.email]);
  if (supplier && p.msic) rows.push([t('msic'), `${p.msic.code} ${p.msic.description}`.trim()]);
  return rows;
}

/** A party block (heading, name, its rows) at (x, y) within `width`; returns the next y. */
function partyBlock(doc: Doc, heading: string, p: Party, supplier: boolean, x: number, y: number, width: number, t: (key: string) => string): number {
  doc.font(BOLD).fontSize(8.5).fillColor(GREY).text(heading.toUpperCase(), x, y, { width });
  doc
    .font(BOLD)
    .fontSize(10.5)
    .fillColor('black')
    .text(p.name, x, doc.y + 2, { width });
  let top = doc.y + 3;
  const labelWidth = 92;
  for (const [label, value] of partyRows(p, supplier, t)) {
    doc.font(REGULAR).fontSize(8.5).fillColor(GREY).text(label, x, top, { width: labelWidth });
    const labelBottom = doc.y;
    doc.fillColor('black').text(value, x + labelWidth, top, { width: width - labelWidth });
    top = Math.max(doc.y, labelBottom) + 2;
  }
  return top;
}

/** A label and value pair on one line; returns the next y. */
function pair(doc: Doc, label: string, value: string, x: number, y: number, width: number, labelWidth = 150, bold = false): number {
  doc.font(REGULAR).fontSize(9).fillColor(GREY).text(label, x, y, { width: labelWidth });
  const labelBottom = doc.y;
  doc
    .font(bold ? BOLD : REGULAR)
    .fillColor('black')
    .text(value, x + labelWidth, y, { width: width - labelWidth });
  return Math.max(doc.y, labelBottom) + 3;
}

/** A coloured banner across the page; returns the next y. */
function banner(doc: Doc, text: string, colour: string, x: number, y: number, width: number): number {
  doc.font(BOLD).fontSize(10);
  const height = doc.heightOfString(text, { width: width - 16 }) + 12;
  doc.save();
  doc.rect(x, y, width, height).fill(colour);
  doc.restore();
  doc.fillColor('white').text(text, x + 8, y + 6, { width: width - 16 });
  doc.fillColor('black');
  return y + height + 8;
}

/** The lines table; breaks to a new page (header again) near the bottom. Returns the next y. */
function table(doc: Doc, columns: Column[], rows: string[][], x: number, y: number, bottom: number): number {
  const total = columns.reduce((s, c) => s + c.width, 0);
  const header = (top: number) => {
    doc.font(BOLD).fontSize(8.5).fillColor('black');
    const height = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 4 }))) + 6;
    doc.save();
    doc.rect(x, top, total, height).fill('#eeeeee');
    doc.restore();
    let cx = x;
    for (const c of columns) {
      doc.fillColor('black').text(c.title, cx + 2, top + 3, { width: c.width - 4, align: c.align ?? 'left' });
      cx += c.width;
    }
    return top + height + 3;
  };
  let top = header(y);
  for (const row of rows) {
    doc.font(REGULAR).fontSize(8.5);
    const height = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 }))) + 5;
    if (top + height > bottom) {
      doc.addPage({ size: 'A4', margin: MARGIN });
      top = header(MARGIN);
      doc.font(REGULAR).fontSize(8.5);
    }
    let cx = x;
    row.forEach((cell, i) => {
      doc.fillColor('black').text(cell, cx + 2, top, { width: columns[i]!.width - 4, align: columns[i]!.align ?? 'left' });
      cx += columns[i]!.width;
    });
    top += height;
    doc
      .moveTo(x, top - 2)
      .lineTo(x + total, top - 2)
      .lineWidth(0.4)
      .strokeColor('#cccccc')
      .stroke();
  }
  doc.strokeColor('black');
  return top + 6;
}

const QR_SIZE = 112;

/** Writes the PDF of `view` in `lang` to a temporary file and returns its path. */
export async function renderEinvoicePdf(view: EinvoicePdfView, lang: Lang): Promise<string> {
  const t = (key: string, params?: Record<string, unknown>) => translate(`einvoice.pdf.${key}` as MessageKey, lang, params);
  const money = (minor: number) => formatMoney(minor, 'MYR');
  const title = documentTitle(view, lang);
  const doc = new PDFDocument({ compress: false, size: 'A4', margin: MARGIN, info: { Title: `${title} ${view.codeNumber}`, Creator: 'Agent platform' } });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 30;
  const input = view.input;
  const selfBilled = ['11', '12', '13', '14'].includes(view.type);

  // Title (left) and the validation QR code (right) of a validated document.
  const qrShown = Boolean(view.link);
  const headWidth = qrShown ? width - QR_SIZE - 12 : width;
  doc.font(BOLD).fontSize(18).fillColor('black').text(title, left, MARGIN, { width: headWidth });
  if (selfBilled)
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(GREY)
      .text(t('selfBilledNote'), left, doc.y + 1, { width: headWidth });
  let y = doc.y + 10;
  if (view.link) {
    drawQrCode(doc, view.link, left + width - QR_SIZE, MARGIN - 8, QR_SIZE);
    doc
      .font(REGULAR)
      .fontSize(7)
      .fillColor(GREY)
      .text(t('scan'), left + width - QR_SIZE, MARGIN - 8 + QR_SIZE, { width: QR_SIZE, align: 'center' });
  }
  const qrBottom = qrShown ? MARGIN - 8 + QR_SIZE + 14 : 0;

  // The document's particulars.
  y = pair(doc, t('codeNumber'), view.codeNumber, left, y, headWidth, 150, true);
  y = pair(doc, t('type'), `${view.type} · ${title}`, left, y, headWidth);
  y = pair(doc, t('uuid'), view.uuid ?? '—', left, y, headWidth);
  y = pair(doc, t('issuedAt'), view.issuedAt ? formatMoment(view.issuedAt, lang) : t('notIssued'), left, y, headWidth);
  if (view.status === 'valid' || view.status === 'cancelled') y = pair(doc, t('validatedAt'), formatMoment(view.validatedAt, lang), left, y, headWidth);
  if (view.original) y = pair(doc, t('original'), view.original.uuid ? `${view.original.number}\n${view.original.uuid}` : view.original.number, left, y, headWidth);
  if (input.period) y = pair(doc, t('period'), `${input.period.description} (${input.period.start} – ${input.period.end})`, left, y, headWidth);
  y = pair(doc, t('currency'), input.currency, left, y, headWidth);
  y = Math.max(y, qrBottom) + 6;

  // Validity.
  if (view.status === 'cancelled') y = banner(doc, t('banner.cancelled', { date: formatMoment(view.cancelledAt, lang) }), '#9e2a2b', left, y, width);
  else if (view.status === 'invalid') y = banner(doc, t('banner.invalid'), '#b3261e', left, y, width);
  else if (view.status !== 'valid') y = banner(doc, t('banner.pending'), '#8a5a00', left, y, width);

  // Supplier and buyer.
  const half = (width - 20) / 2;
  const ends = [partyBlock(doc, t('supplier'), input.supplier, true, left, y, half, t), partyBlock(doc, t('buyer'), input.buyer, false, left + half + 20, y, half, t)];
  y = Math.max(...ends) + 12;

  // Lines.
  const totals = totalsOf(input.lines);
  const discounts = input.lines.some((l) => (l.discount ?? 0) > 0);
  const taxText = (taxType: string, rateBp: number, tax: number) => (taxType === '06' ? t('taxNotApplicable') : `${taxType} · ${rateBp / 100}%\n${money(tax)}`);
  const classText = (code: string) => (NAMED_CLASSES.includes(code) ? `${code}\n${t(`class.${code}`)}` : code);
  const columns: Column[] = [
    { title: '#', width: 20 },
    { title: t('col.description'), width: discounts ? 140 : 180 },
    { title: t('col.classification'), width: 80 },
    { title: t('col.quantity'), width: 45, align: 'right' },
    { title: t('col.unitPrice'), width: 70, align: 'right' },
    ...(discounts ? [{ title: t('col.discount'), width: 60, align: 'right' } as Column] : []),
    { title: t('col.tax'), width: 65, align: 'right' },
  ];
  columns.push({ title: t('col.amount'), width: width - columns.reduce((s, c) => s + c.width, 0), align: 'right' });
  const rows = input.lines.map((line, i) => [
    String(i + 1),
    line.description,
    classText(line.classification),
    String(line.quantity),
    money(line.unitPrice),
    ...(discounts ? [line.discount ? `-${money(line.discount)}` : '—'] : []),
    taxText(line.taxType, line.taxRateBp, totals.lines[i]!.tax),
    money(totals.lines[i]!.net),
  ]);
  y = table(doc, columns, rows, left, y, bottom);

  // Totals (the row's stored totals).
  const sums: Array<[string, string, boolean]> = [
    [t('total.excludingTax'), money(view.totals.excludingTax), false],
    [t('total.tax'), money(view.totals.tax), false],
    [t('total.payable'), money(view.totals.payable), true],
  ];
  if (y + sums.length * 16 + 70 > bottom) {
    doc.addPage({ size: 'A4', margin: MARGIN });
    y = MARGIN;
  }
  const tx = left + width - 280;
  for (const [label, value, strong] of sums) {
    doc.font(strong ? BOLD : REGULAR).fontSize(strong ? 11 : 9.5);
    doc.fillColor('black').text(label, tx, y, { width: 170 });
    doc.text(value, tx + 170, y, { width: 110, align: 'right' });
    y += strong ? 18 : 15;
  }
  y += 8;

  // The validation link in full (clickable), and who validated it when.
  if (view.link) {
    if (view.status === 'valid') {
      doc
        .font(BOLD)
        .fontSize(9.5)
        .fillColor('black')
        .text(t('validatedBy', { date: formatMoment(view.validatedAt, lang) }), left, y, { width });
      y = doc.y + 3;
    }
    doc.font(REGULAR).fontSize(8.5).fillColor(GREY).text(t('validationLink'), left, y, { width });
    const linkY = doc.y + 1;
    fitFontSize(doc, view.link, width, 9);
    doc.fillColor('#1a4f9c').text(view.link, left, linkY, { width, link: view.link });
    y = doc.y + 6;
    if (view.status === 'valid') doc.font(REGULAR).fontSize(7.5).fillColor(GREY).text(t('visual'), left, y, { width });
  }
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor('#777777')
    .text(t('generated', { time: formatMoment(clock.now().toISOString(), lang) }), left, doc.page.height - MARGIN - 12, { width, align: 'center', lineBreak: false });
  doc.fillColor('black');
  return savePdf(doc, 'einvoice');
}

/** The PDF of document `doc` in the caller's language (a temporary file the caller removes). */
export async function documentPdf(ctx: Ctx, doc: EinvoiceDocument): Promise<string> {
  return renderEinvoicePdf(await pdfView(ctx, doc), ctx.lang);
}
