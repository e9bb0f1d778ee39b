import PDFDocument from 'pdfkit';
import type { Currency } from '../../../common/constants';
import type { Cp58Particulars, Cp58Party } from '../../../common/cp58';
import { formatMoney } from '../../../common/money';

/**
 * The CP58 PDF, laid out like LHDN's Borang CP58 ("Penyata bayaran insentif kepada ejen, pengedar
 * atau pengagih", s83A of the Income Tax Act 1967): the form's Malay headings with their English
 * translation beneath, whatever the reader's language (the form is a Malay form), in three parts:
 * A the paying company, B the agent, C the incentives of the year (monetary: commissions and
 * other monetary incentives; non-monetary at cost: gifts, vouchers, trips; total), then the
 * payer's certification. PDFKit's standard Helvetica, uncompressed so that tests read the text
 * back (the ZIP deflates it). One A4 page.
 */

export interface Cp58PdfInput {
  year: number;
  particulars: Cp58Particulars;
  commissions: number;
  bonuses: number;
  nonMonetary: number;
  total: number;
  status: 'draft' | 'issued';
  /** Business date (DD/MM/YYYY) printed in the certification. */
  date: string;
}

type Doc = PDFKit.PDFDocument;
const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';
const GREY = '#555555';

function heading(doc: Doc, x: number, y: number, width: number, malay: string, english: string): number {
  doc.rect(x, y, width, 30).fill('#e8e8e8');
  doc
    .fillColor('black')
    .font(BOLD)
    .fontSize(10)
    .text(malay, x + 6, y + 4, { width: width - 12 });
  doc
    .fillColor(GREY)
    .font(REGULAR)
    .fontSize(8)
    .text(english, x + 6, y + 17, { width: width - 12 });
  doc.fillColor('black');
  return y + 36;
}

/** A numbered field: label in Malay and English on the left, the value in a box on the right. */
function field(doc: Doc, x: number, y: number, width: number, no: string, malay: string, english: string, value: string): number {
  const labelWidth = 200;
  doc.font(REGULAR).fontSize(9).fillColor('black').text(`${no}  ${malay}`, x, y, { width: labelWidth });
  const labelBottom = doc.y;
  doc.fillColor(GREY).fontSize(7.5).text(`     ${english}`, x, labelBottom, { width: labelWidth });
  const leftBottom = doc.y;
  doc.fillColor('black').font(BOLD).fontSize(9.5);
  const valueWidth = width - labelWidth - 10;
  const height = Math.max(doc.heightOfString(value || '-', { width: valueWidth - 8 }) + 8, 18);
  doc
    .rect(x + labelWidth + 10, y - 2, valueWidth, height)
    .lineWidth(0.6)
    .stroke();
  doc.text(value || '-', x + labelWidth + 14, y + 2, { width: valueWidth - 8 });
  return Math.max(leftBottom, y - 2 + height) + 6;
}

function party(doc: Doc, x: number, y: number, width: number, p: Cp58Party, idMalay: string, idEnglish: string, extra: [string, string, string][] = []): number {
  y = field(doc, x, y, width, '1.', 'Nama', 'Name', p.name);
  y = field(doc, x, y, width, '2.', idMalay, idEnglish, p.idNo ?? '');
  y = field(doc, x, y, width, '3.', 'No. pengenalan cukai (TIN)', 'Tax identification no. (TIN)', p.tin ?? '');
  y = field(doc, x, y, width, '4.', 'Alamat', 'Address', p.address.join('\n'));
  let n = 5;
  for (const [malay, english, value] of extra) y = field(doc, x, y, width, `${n++}.`, malay, english, value);
  return y;
}

/** One amount row of part C. */
function amountRow(doc: Doc, x: number, y: number, width: number, label: string, english: string, amount: string, bold = false): number {
  const amountWidth = 130;
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(9)
    .fillColor('black')
    .text(label, x, y, { width: width - amountWidth - 10 });
  const bottom = doc.y;
  doc
    .fillColor(GREY)
    .font(REGULAR)
    .fontSize(7.5)
    .text(english, x, bottom, { width: width - amountWidth - 10 });
  const leftBottom = doc.y;
  doc
    .rect(x + width - amountWidth, y - 2, amountWidth, 18)
    .lineWidth(0.6)
    .stroke();
  doc
    .fillColor('black')
    .font(bold ? BOLD : REGULAR)
    .fontSize(9.5)
    .text(amount, x + width - amountWidth + 4, y + 2, { width: amountWidth - 8, align: 'right' });
  return Math.max(leftBottom, y + 18) + 5;
}

/** The statement's PDF bytes. */
export async function cp58Pdf(input: Cp58PdfInput): Promise<Buffer> {
  const { particulars: p, year } = input;
  const currency = (p.currency === 'IDR' ? 'IDR' : 'MYR') as Currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const doc = new PDFDocument({ compress: false, size: 'A4', margin: 40, info: { Title: `CP58 ${year} ${p.agent.name}`, Creator: 'Agent platform' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 40;
  const width = doc.page.width - 80;

  doc.font(BOLD).fontSize(16).text('CP58', left, 36, { width, align: 'right' });
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor(GREY)
    .text('Seksyen 83A Akta Cukai Pendapatan 1967 / Section 83A Income Tax Act 1967', left, 40, { width: width - 60 });
  doc.fillColor('black').font(BOLD).fontSize(11.5).text(`PENYATA BAYARAN INSENTIF KEPADA EJEN, PENGEDAR ATAU PENGAGIH BAGI TAHUN BERAKHIR 31 DISEMBER ${year}`, left, 58, { width, align: 'center' });
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`Statement of monetary and non-monetary incentive payments to an agent, dealer or distributor for the year ended 31 December ${year}`, { width, align: 'center' });
  doc.fillColor('black');
  if (input.status === 'draft') doc.font(BOLD).fontSize(9).fillColor('#b00020').text('DRAF / DRAFT - belum dikeluarkan / not issued', { width, align: 'center' }).fillColor('black');
  let y = doc.y + 8;

  y = heading(doc, left, y, width, 'BAHAGIAN A: MAKLUMAT SYARIKAT PEMBAYAR', 'Part A: Particulars of the paying company');
  y = party(doc, left, y, width, p.company, 'No. pendaftaran syarikat', 'Company registration no.');
  y = heading(doc, left, y + 2, width, 'BAHAGIAN B: MAKLUMAT EJEN, PENGEDAR ATAU PENGAGIH', 'Part B: Particulars of the agent, dealer or distributor');
  y = party(doc, left, y, width, p.agent, 'No. kad pengenalan / pasport', 'Identity card / passport no.', [['No. ejen', 'Agent no.', p.agent.code]]);
  y = heading(doc, left, y + 2, width, `BAHAGIAN C: MAKLUMAT BAYARAN INSENTIF (${currency === 'MYR' ? 'RM' : 'Rp'})`, 'Part C: Particulars of incentive payments');
  doc.font(BOLD).fontSize(9).text('1.  Insentif dalam bentuk wang / Monetary incentives', left, y);
  y = doc.y + 4;
  y = amountRow(doc, left + 16, y, width - 16, '(a)  Komisen', 'Commissions paid', money(input.commissions));
  y = amountRow(doc, left + 16, y, width - 16, '(b)  Bonus / insentif lain dalam bentuk wang', 'Bonuses and other monetary incentives', money(input.bonuses));
  doc.font(BOLD).fontSize(9).text('2.  Insentif bukan dalam bentuk wang (pada kos) / Non-monetary incentives (at cost)', left, y);
  y = doc.y + 4;
  y = amountRow(doc, left + 16, y, width - 16, '(a)  Hadiah', 'Gifts', money(p.detail.gift));
  y = amountRow(doc, left + 16, y, width - 16, '(b)  Baucar', 'Vouchers', money(p.detail.voucher));
  y = amountRow(doc, left + 16, y, width - 16, '(c)  Lawatan / perjalanan', 'Trips and travel', money(p.detail.trip));
  y = amountRow(doc, left + 16, y, width - 16, 'Jumlah insentif bukan dalam bentuk wang', 'Total non-monetary incentives', money(input.nonMonetary));
  y = amountRow(doc, left, y + 2, width, '3.  JUMLAH BAYARAN INSENTIF (1 + 2)', 'Total incentive payments', money(input.total), true);
  if (p.detail.withheld > 0) {
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(`Cukai dipotong di bawah seksyen 107D / Withheld under section 107D: ${money(p.detail.withheld)}`, left, y, { width });
    y = doc.y + 4;
  }

  doc.fillColor('black');
  y = heading(doc, left, y + 4, width, 'PERAKUAN', 'Certification');
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .text(`Dengan ini saya mengesahkan bahawa maklumat di atas adalah benar, betul dan lengkap. / I certify that the particulars above are true, correct and complete.`, left, y, { width });
  y = doc.y + 8;
  doc.text(`Bagi pihak / On behalf of: ${p.company.name}`, left, y, { width: width / 2 });
  doc.text(`Tarikh / Date: ${input.date}`, left + width / 2, y, { width: width / 2, align: 'right' });
  doc.end();
  return done;
}
