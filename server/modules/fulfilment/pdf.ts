import PDFDocument from 'pdfkit';
import type { Currency, Lang } from '../../../common/constants';
import { translate, type MessageKey } from '../../../common/messages';
import { formatMoney } from '../../../common/money';
import { PAPER_MM, PT_PER_MM, code128Bars, formatKg, type InvoiceDoc, type LabelBatch, type PackingDoc } from '../../../common/fulfilment';
import { savePdf } from '../../platform/pdf-file';
import { drawQrCode, fitFontSize } from '../../platform/qr';
import { businessTime, clock } from '../../platform/time';

/**
 * The PDFs of fulfilment documents, drawn with PDFKit in its standard Helvetica (no font files),
 * uncompressed (`compress: false`) so the text can be read back by tests. One page per order
 * (a very long item list continues on the next page); invoices and packing lists on A4, labels on
 * their template's paper. Texts in the caller's language, money in the company's currency, times
 * in Asia/Kuala_Lumpur. The file is written to the temporary directory; the route sends and removes it.
 */

type Doc = PDFKit.PDFDocument;

const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

const when = (iso: string | null | undefined) => (iso ? businessTime(new Date(iso)).format('DD/MM/YYYY HH:mm') : '—');

function newDoc(title: string): Doc {
  return new PDFDocument({ compress: false, autoFirstPage: false, info: { Title: title, Creator: 'Agent platform' } });
}

function texts(lang: Lang) {
  return (key: string, params?: Record<string, unknown>) => translate(`fulfilment.pdf.${key}` as MessageKey, lang, params);
}

/** A label and value pair on one line at (x, y) within `width`; returns the next y. */
function pair(doc: Doc, label: string, value: string, x: number, y: number, width: number, labelWidth = 90): number {
  doc.font(REGULAR).fillColor('#555555').text(label, x, y, { width: labelWidth });
  doc.fillColor('black').text(value, x + labelWidth, y, { width: width - labelWidth });
  return Math.max(doc.y, y + doc.currentLineHeight()) + 2;
}

/** A block of lines under a bold heading; returns the next y. */
function block(doc: Doc, heading: string, lines: string[], x: number, y: number, width: number): number {
  doc.font(BOLD).fontSize(9).fillColor('#555555').text(heading.toUpperCase(), x, y, { width });
  doc.font(REGULAR).fontSize(10).fillColor('black');
  for (const line of lines) doc.text(line, { width });
  return doc.y;
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A simple table: header row, then rows; breaks to a new page (with the header again) near the bottom. */
function table(doc: Doc, columns: Column[], rows: string[][], x: number, y: number, bottom: number, newPage: () => number): number {
  const header = (top: number) => {
    let cx = x;
    doc.font(BOLD).fontSize(9);
    for (const c of columns) {
      doc.text(c.title, cx + 2, top + 3, { width: c.width - 4, align: c.align ?? 'left' });
      cx += c.width;
    }
    const total = columns.reduce((s, c) => s + c.width, 0);
    doc
      .moveTo(x, top)
      .lineTo(x + total, top)
      .stroke();
    doc
      .moveTo(x, top + 16)
      .lineTo(x + total, top + 16)
      .stroke();
    return top + 19;
  };
  let top = header(y);
  doc.font(REGULAR).fontSize(9);
  for (const row of rows) {
    const height = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 }))) + 4;
    if (top + height > bottom) {
      top = header(newPage());
      doc.font(REGULAR).fontSize(9);
    }
    let cx = x;
    row.forEach((cell, i) => {
      doc.text(cell, cx + 2, top, { width: columns[i]!.width - 4, align: columns[i]!.align ?? 'left' });
      cx += columns[i]!.width;
    });
    top += height;
  }
  const total = columns.reduce((s, c) => s + c.width, 0);
  doc
    .moveTo(x, top)
    .lineTo(x + total, top)
    .stroke();
  return top + 6;
}

const A4 = { margin: 40 };

function a4Page(doc: Doc) {
  doc.addPage({ size: 'A4', margin: A4.margin });
  return { left: A4.margin, right: doc.page.width - A4.margin, width: doc.page.width - 2 * A4.margin, bottom: doc.page.height - A4.margin - 40 };
}

// ---------------------------------------------------------------- invoices

const EINVOICE_QR = 84;

/** The order's validated LHDN e-invoice at the invoice's foot: the validation link's QR code, the UUID and the link (on a new page when the foot is full). */
function einvoiceFoot(doc: Doc, einvoice: { uuid: string; link: string }, lang: Lang, left: number, y: number, width: number, bottom: number): void {
  if (y + EINVOICE_QR > bottom + 20) {
    a4Page(doc);
    y = A4.margin;
  }
  drawQrCode(doc, einvoice.link, left, y, EINVOICE_QR);
  const x = left + EINVOICE_QR + 8;
  const w = width - EINVOICE_QR - 8;
  doc
    .font(BOLD)
    .fontSize(9.5)
    .fillColor('black')
    .text(translate('einvoice.pdf.orderEinvoice', lang), x, y + 10, { width: w });
  doc.font(REGULAR).fontSize(8.5);
  doc.fillColor('#555555').text(`${translate('einvoice.pdf.uuid', lang)}: `, x, doc.y + 3, { width: w, continued: true });
  doc.fillColor('black').text(einvoice.uuid);
  doc.fillColor('#555555').text(translate('einvoice.pdf.validationLink', lang), x, doc.y + 3, { width: w });
  const linkY = doc.y + 1;
  fitFontSize(doc, einvoice.link, w, 8.5);
  doc.fillColor('#1a4f9c').text(einvoice.link, x, linkY, { width: w, link: einvoice.link });
  doc.fillColor('black');
}

export async function invoicesPdf(docs: InvoiceDoc[], lang: Lang): Promise<string> {
  const t = texts(lang);
  const doc = newDoc(docs.length === 1 ? `${t('invoice')} ${docs[0]!.invoiceNo}` : t('invoice'));
  for (const inv of docs) {
    const money = (minor: number) => formatMoney(minor, inv.currency as Currency);
    const page = a4Page(doc);
    const { left, width, bottom } = page;
    // Issuer (left) and the invoice's numbers (right).
    const half = width / 2;
    doc.font(BOLD).fontSize(15).fillColor('black').text(inv.issuer.name, left, A4.margin, { width: half });
    doc.font(REGULAR).fontSize(9);
    for (const line of inv.issuer.lines) doc.text(line, { width: half });
    if (inv.issuer.phone) doc.text(`${t('phone')}: ${inv.issuer.phone}`, { width: half });
    if (inv.issuer.email) doc.text(`${t('email')}: ${inv.issuer.email}`, { width: half });
    if (inv.issuer.registrationNo) doc.text(`${t('registrationNo')}: ${inv.issuer.registrationNo}`, { width: half });
    if (inv.issuer.taxNo) doc.text(`${t('taxNo')}: ${inv.issuer.taxNo}`, { width: half });
    const leftBottom = doc.y;
    doc
      .font(BOLD)
      .fontSize(20)
      .text(t('invoice').toUpperCase(), left + half, A4.margin, { width: half, align: 'right' });
    doc.fontSize(10);
    let y = doc.y + 4;
    const rx = left + half + 20;
    const rw = half - 20;
    y = pair(doc, t('invoiceNo'), inv.invoiceNo, rx, y, rw);
    y = pair(doc, t('invoiceDate'), when(inv.invoiceDate), rx, y, rw);
    y = pair(doc, t('orderNo'), inv.orderNo, rx, y, rw);
    y = pair(doc, t('orderDate'), when(inv.orderDate), rx, y, rw);
    y = pair(doc, t('referenceNo'), inv.referenceNo, rx, y, rw);
    y = Math.max(y, leftBottom) + 14;

    // Bill to, ship to.
    const third = width / 3;
    const billTo = [inv.buyer.name, inv.buyer.email ?? '', inv.buyer.phone ?? ''].filter(Boolean);
    const shipTo = [inv.receiver.name, ...inv.receiver.lines, inv.receiver.phone ?? ''].filter(Boolean);
    const shipping =
      inv.shipment.type === 'courier'
        ? [`${t('courier')}: ${inv.shipment.courierName ?? '—'}`, `${t('trackingNo')}: ${inv.shipment.trackingNo ?? '—'}`]
        : [t('pickup'), inv.shipment.branch ?? ''].filter(Boolean);
    if (inv.soldBy) shipping.push(`${t('soldBy')}: ${inv.soldBy}`);
    const ends = [block(doc, t('billTo'), billTo, left, y, third - 10), block(doc, t('shipTo'), shipTo, left + third, y, third - 10), block(doc, t('shipment'), shipping, left + 2 * third, y, third)];
    y = Math.max(...ends) + 14;

    // Items.
    const columns: Column[] = [
      { title: '#', width: 24 },
      { title: t('item'), width: 175 },
      { title: t('sku'), width: 70 },
      { title: t('qty'), width: 36, align: 'right' },
      { title: t('unitPrice'), width: 70, align: 'right' },
      { title: t('discount'), width: 70, align: 'right' },
      { title: t('amount'), width: width - 445, align: 'right' },
    ];
    const rows = inv.items.map((item, i) => [
      String(i + 1),
      item.variantName ? `${item.name}\n${item.variantName}` : item.name,
      item.sku ?? '—',
      String(item.quantity),
      money(item.unitPrice),
      item.discount ? `-${money(item.discount)}` : '—',
      money(item.lineTotal),
    ]);
    y = table(doc, columns, rows, left, y, bottom, () => a4Page(doc) && A4.margin);

    // Totals.
    const a = inv.amounts;
    const lines: [string, string, boolean?][] = [
      [t('subtotal'), money(a.subtotal)],
      ...(a.discount ? [[t('discount'), `-${money(a.discount)}`] as [string, string]] : []),
      ...(a.voucherDiscount ? [[inv.voucherCode ? `${t('voucherDiscount')} (${inv.voucherCode})` : t('voucherDiscount'), `-${money(a.voucherDiscount)}`] as [string, string]] : []),
      [t('shippingFee'), money(a.shippingFee)],
      ...(a.adminFee ? [[t('adminFee'), money(a.adminFee)] as [string, string]] : []),
      ...(a.tax ? [[t('tax'), money(a.tax)] as [string, string]] : []),
      ...(a.serviceCharge ? [[t('serviceCharge'), money(a.serviceCharge)] as [string, string]] : []),
      [t('grandTotal'), money(a.grandTotal), true],
      // The online payment fee the payer paid on top of the grand total (total paid = grand total + fee).
      ...(a.paymentFee ? [[t('paymentFee'), money(a.paymentFee)] as [string, string]] : []),
      [t('totalPaid'), money(a.totalPaid)],
    ];
    if (y + lines.length * 15 + 80 > bottom + 40) y = (a4Page(doc), A4.margin);
    const tx = left + width - 250;
    for (const [label, value, strong] of lines) {
      doc.font(strong ? BOLD : REGULAR).fontSize(strong ? 11 : 10);
      doc.text(label, tx, y, { width: 140 });
      doc.text(value, tx + 140, y, { width: 110, align: 'right' });
      y += strong ? 17 : 15;
    }
    y += 10;
    const method = inv.payment.bankCode ? `${t(`payment.${inv.payment.type}`)} (FPX ${inv.payment.bankCode})` : t(`payment.${inv.payment.type}`);
    doc.fontSize(10);
    y = pair(doc, t('paymentMethod'), method, left, y, width, 110);
    y = pair(doc, t('paymentStatus'), t(`status.${inv.payment.status}`), left, y, width, 110);
    y = pair(doc, t('paidAt'), when(inv.payment.paidAt), left, y, width, 110);
    if (inv.einvoice) einvoiceFoot(doc, inv.einvoice, lang, left, y + 8, width, bottom);
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#777777')
      .text(t('generated', { time: when(clock.now().toISOString()) }), left, doc.page.height - A4.margin - 20, { width, align: 'center' });
    doc.fillColor('black');
  }
  return savePdf(doc, 'doc');
}

// ---------------------------------------------------------------- packing lists

export async function packingPdf(docs: PackingDoc[], lang: Lang): Promise<string> {
  const t = texts(lang);
  const doc = newDoc(t('packingList'));
  for (const p of docs) {
    const { left, width, bottom } = a4Page(doc);
    doc.font(BOLD).fontSize(20).fillColor('black').text(t('packingList').toUpperCase(), left, A4.margin, { width });
    doc.fontSize(10);
    let y = doc.y + 6;
    const half = width / 2;
    let ry = y;
    y = pair(doc, t('orderNo'), p.orderNo, left, y, half);
    y = pair(doc, t('invoiceNo'), p.invoiceNo ?? '—', left, y, half);
    y = pair(doc, t('orderDate'), when(p.orderDate), left, y, half);
    const shipping =
      p.shipment.type === 'courier'
        ? [`${t('courier')}: ${p.shipment.courierName ?? '—'}`, `${t('trackingNo')}: ${p.shipment.trackingNo ?? '—'}`]
        : [t('pickup'), p.shipment.branch ?? ''].filter(Boolean);
    ry = block(doc, t('shipment'), shipping, left + half, ry, half);
    y = Math.max(y, ry) + 10;
    y = block(doc, t('shipTo'), [p.receiver.name, ...p.receiver.lines, p.receiver.phone ?? ''].filter(Boolean), left, y, width) + 14;
    const columns: Column[] = [
      { title: '#', width: 24 },
      { title: t('item'), width: 220 },
      { title: t('variant'), width: 100 },
      { title: t('sku'), width: 80 },
      { title: t('qty'), width: 50, align: 'right' },
      { title: t('packed'), width: width - 474, align: 'center' },
    ];
    const rows = p.items.map((item, i) => [String(i + 1), item.name, item.variantName ?? '—', item.sku ?? '—', String(item.quantity), '[   ]']);
    y = table(doc, columns, rows, left, y, bottom, () => a4Page(doc) && A4.margin);
    doc.font(REGULAR).fontSize(10);
    y = pair(doc, t('units'), String(p.units), left, y, width, 110);
    y = pair(doc, t('weight'), formatKg(p.weightGrams), left, y, width, 110);
    if (p.notes) y = pair(doc, t('notes'), p.notes, left, y, width, 110);
    if (p.remark) y = pair(doc, t('remark'), p.remark, left, y, width, 110);
    y += 30;
    doc.text(`${t('packedBy')}: ______________________`, left, y, { width: half });
    doc.text(`${t('checkedBy')}: ______________________`, left + half, y, { width: half });
  }
  return savePdf(doc, 'doc');
}

// ---------------------------------------------------------------- shipping labels

export async function labelsPdf(batch: LabelBatch, lang: Lang): Promise<string> {
  const t = texts(lang);
  const { template } = batch;
  const show = new Set(template.fields);
  const [wmm, hmm] = PAPER_MM[template.paper];
  const size = [wmm * PT_PER_MM, hmm * PT_PER_MM];
  const scale = template.paper === 'A4' ? 1.4 : 1;
  const margin = 6 * PT_PER_MM;
  const doc = newDoc(t('shippingLabel'));
  for (const label of batch.labels) {
    doc.addPage({ size, margin });
    const left = margin;
    const width = size[0]! - 2 * margin;
    let y = margin;
    const line = () => {
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.8)
        .stroke();
      y += 4;
    };
    const small = 7 * scale;
    const normal = 9 * scale;
    if (label.courierName) {
      doc.font(BOLD).fontSize(normal).text(label.courierName, left, y, { width, align: 'right' });
      y = doc.y + 2;
    }
    if (show.has('sender')) {
      doc.font(BOLD).fontSize(small).text(t('from').toUpperCase(), left, y, { width });
      doc
        .font(REGULAR)
        .fontSize(small)
        .text([label.sender.name, ...label.sender.lines, label.sender.phone ?? ''].filter(Boolean).join(', '), { width });
      y = doc.y + 3;
      line();
    }
    doc.font(BOLD).fontSize(small).text(t('to').toUpperCase(), left, y, { width });
    doc
      .font(BOLD)
      .fontSize(11 * scale)
      .text(label.receiver.name, { width });
    doc.font(REGULAR).fontSize(normal);
    for (const l of label.receiver.lines) doc.text(l, { width });
    if (show.has('receiverPhone') && label.receiver.phone) doc.font(BOLD).text(`${t('phone')}: ${label.receiver.phone}`, { width });
    if (label.receiverWarning) doc.font(BOLD).text(label.receiverWarning, { width });
    y = doc.y + 4;
    line();
    if (show.has('barcode')) {
      const { bars, modules } = code128Bars(label.barcode);
      // 10 modules of quiet zone each side; at most 1.6 pt per module.
      const unit = Math.min(1.6 * scale, width / (modules + 20));
      const x0 = left + (width - unit * modules) / 2;
      const height = 42 * scale;
      for (const [x, w] of bars) doc.rect(x0 + x * unit, y + 2, w * unit, height).fill('black');
      y += height + 4;
      doc.font(REGULAR).fontSize(small).text(label.barcode, left, y, { width, align: 'center' });
      y = doc.y + 3;
    }
    doc.font(REGULAR).fontSize(normal);
    if (show.has('trackingNo')) y = pair(doc, t('trackingNo'), label.trackingNo ?? '—', left, y, width, 70 * scale);
    if (show.has('orderNo')) y = pair(doc, t('orderNo'), label.orderNo, left, y, width, 70 * scale);
    if (show.has('weight')) y = pair(doc, t('weight'), formatKg(label.weightGrams), left, y, width, 70 * scale);
    if (show.has('items')) {
      doc.fontSize(small);
      // Kept short so that a label stays one page: the first items, then how many more.
      const listed = label.items.slice(0, 6).map((i) => `${i.quantity} x ${i.name}`);
      if (label.items.length > 6) listed.push(`+${label.items.length - 6}`);
      y = pair(doc, t('items'), clip(listed.join('; '), 240), left, y, width, 70 * scale);
      doc.fontSize(normal);
    }
    if (show.has('remark')) y = pair(doc, t('cod'), clip([t('prepaid'), label.remark].filter(Boolean).join(' - '), 160), left, y, width, 70 * scale);
    if (show.has('notes') && label.notes) y = pair(doc, t('notes'), clip(label.notes, 160), left, y, width, 70 * scale);
  }
  return savePdf(doc, 'doc');
}
