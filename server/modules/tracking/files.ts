import { strFromU8, strToU8, zipSync } from 'fflate';
import { openZip, ZipInvalidError, ZipTooLargeError, type ZipReader } from '../../platform/zip';

/**
 * Reading and writing the small spreadsheets of bulk tracking, without a spreadsheet library:
 * - CSV (RFC 4180): an optional UTF-8 byte-order mark, quoted fields with `""` escapes, commas
 *   (or semicolons or tabs, guessed from the first line, as Excel writes them in some locales),
 *   CRLF, LF or CR line ends, line breaks inside quotes. Text that is not valid UTF-8 is read as
 *   Windows-1252 (latin1), as older Excel versions save CSV.
 * - XLSX (Office Open XML): the first worksheet of the workbook; shared strings, inline strings,
 *   formula strings, numbers and booleans. Only the parts needed are unpacked (workbook, its
 *   relationships, the first sheet, shared strings), through the bounded reader of
 *   platform/zip.ts: a part that really unpacks to more than 8 MB, or parts to more than 20 MB
 *   together, make the file "too large when unpacked" (`tooLarge`); a ZIP that is not a workbook
 *   is unreadable.
 * - An XLSX writer (one sheet of inline strings and numbers) for the sample file and the tests.
 */
export class UnreadableFileError extends Error {
  constructor(
    message: string,
    /** The archive unpacks to more than the limits of platform/zip.ts. */
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export type Cell = string;
export type Grid = Cell[][];

// ---------------------------------------------------------------------------------------- CSV

function decodeText(buffer: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter of the first line (outside quotes): the most frequent of comma, semicolon and tab; comma on a tie. */
function guessDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && Object.hasOwn(counts, ch)) counts[ch] += 1;
  }
  return counts[';'] > counts[','] && counts[';'] >= counts['\t'] ? ';' : counts['\t'] > counts[','] ? '\t' : ',';
}

export function parseCsv(input: Uint8Array | string): Grid {
  const text = typeof input === 'string' ? (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input) : decodeText(input);
  const delimiter = guessDelimiter(text);
  const rows: Grid = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) endField();
    else if (ch === '\r') {
      endRow();
      if (text[i + 1] === '\n') i += 1;
    } else if (ch === '\n') endRow();
    else field += ch;
    i += 1;
  }
  if (field !== '' || row.length) endRow();
  return rows;
}

// --------------------------------------------------------------------------------------- XLSX

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower[0] === '#') {
      const code = lower[1] === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? whole;
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return m ? decodeXml(m[2] ?? m[3] ?? '') : null;
}

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs, phonetic runs (`<rPh>`) left out. */
function runsText(xml: string): string {
  const body = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let out = '';
  for (const m of body.matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) out += decodeXml(m[1] ?? '');
  return out;
}

/** "AB" → 27 (0-based column index). */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? '';
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A number cell as text: `1.23456789012E+11` (a tracking number typed as a number) reads 123456789012. */
function numberText(value: string): string {
  const n = Number(value);
  return value === '' || !Number.isFinite(n) ? value : String(n);
}

function resolvePart(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

function archive(buffer: Uint8Array): ZipReader {
  try {
    return openZip(buffer);
  } catch {
    throw new UnreadableFileError('not a ZIP archive');
  }
}

/** The first worksheet of an XLSX workbook as rows of cell texts (missing cells are ''); the event loop keeps running while it unpacks. */
export async function readXlsx(buffer: Uint8Array): Promise<Grid> {
  const zip = archive(buffer);
  const text = async (name: string) => {
    try {
      const bytes = await zip.read(name);
      return bytes ? strFromU8(bytes) : null;
    } catch (error) {
      if (error instanceof ZipTooLargeError) throw new UnreadableFileError(error.message, true);
      if (error instanceof ZipInvalidError) throw new UnreadableFileError(error.message);
      throw error;
    }
  };
  const workbook = await text('xl/workbook.xml');
  if (!workbook) throw new UnreadableFileError('no workbook');
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(workbook)?.[0];
  // The relationship id attribute is `r:id` as Excel writes it; other writers pick another prefix.
  const relId = firstSheet ? (attr(firstSheet, 'r:id') ?? attr(firstSheet, '\\w+:id')) : null;
  let sheetPath: string | null = null;
  const rels = await text('xl/_rels/workbook.xml.rels');
  if (relId && rels) {
    for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
      if (attr(m[0], 'Id') === relId) sheetPath = resolvePart('xl/workbook.xml', attr(m[0], 'Target') ?? '');
    }
  }
  const sheet = (sheetPath && (await text(sheetPath))) ?? (await text('xl/worksheets/sheet1.xml'));
  if (sheet === null) throw new UnreadableFileError('no worksheet');

  const shared: string[] = [];
  const strings = await text('xl/sharedStrings.xml');
  if (strings) for (const m of strings.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g)) shared.push(runsText(m[1] ?? ''));

  const grid: Grid = [];
  const data = /<sheetData\b[^>]*>([\s\S]*?)<\/sheetData>/.exec(sheet)?.[1] ?? '';
  let nextRow = 0;
  for (const rowMatch of data.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = attr(rowMatch[1], 'r');
    const rowIndex = r ? Number(r) - 1 : nextRow;
    nextRow = rowIndex + 1;
    const cells: string[] = [];
    let nextCol = 0;
    for (const c of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attr(c[1], 'r');
      const col = ref ? columnIndex(ref) : nextCol;
      nextCol = col + 1;
      const type = attr(c[1], 't') ?? 'n';
      const inner = c[2] ?? '';
      const v = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = '';
      if (type === 's') value = v !== undefined ? (shared[Number(v)] ?? '') : '';
      else if (type === 'inlineStr') value = runsText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
      else if (type === 'str' || type === 'e') value = v !== undefined ? decodeXml(v) : '';
      else if (type === 'b') value = v === '1' ? 'TRUE' : v === '0' ? 'FALSE' : '';
      else value = v !== undefined ? numberText(decodeXml(v).trim()) : '';
      if (col < 0 || col > 16383) continue;
      while (cells.length < col) cells.push('');
      cells[col] = value;
    }
    if (rowIndex < 0 || rowIndex > 1_048_575) continue;
    while (grid.length < rowIndex) grid.push([]);
    grid[rowIndex] = cells;
  }
  return grid;
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A workbook of one sheet: strings as inline strings, numbers as numbers. */
export function writeXlsx(rows: (string | number)[][], sheetName = 'Sheet1'): Buffer {
  const sheetRows = rows
    .map((cells, r) => {
      const xml = cells
        .map((value, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const files = {
    '[Content_Types].xml':
      `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
    'xl/workbook.xml':
      `${head}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
      `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
    'xl/worksheets/sheet1.xml': `${head}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)]))));
}

/** Text as CSV: a UTF-8 byte-order mark (Excel then reads it as UTF-8), CRLF line ends, fields quoted when needed. */
export function writeCsv(rows: (string | number)[][]): Buffer {
  const cell = (v: string | number) => {
    const s = String(v);
    return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return Buffer.from(`\ufeff${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

// --------------------------------------------------------------------------------- the rows

export interface TrackingLine {
  /** The row's number in the file (1 = the first line or spreadsheet row). */
  rowNo: number;
  orderNo: string;
  trackingNo: string;
}

const TRACKING_HEADER = /tracking|resi|penjejakan|awb|waybill|consignment/i;
const ORDER_HEADER = /order|pesanan/i;

/**
 * The data rows of a grid: the header row is the first of the first 10 rows holding both an order
 * column (a name with "order", or "pesanan") and a tracking column ("tracking", "resi",
 * "penjejakan", "AWB", "waybill", "consignment"); blank rows are skipped. Null when no header row.
 */
export function trackingLines(grid: Grid): TrackingLine[] | null {
  for (let h = 0; h < Math.min(grid.length, 10); h++) {
    const header = grid[h] ?? [];
    const trackingCol = header.findIndex((c) => TRACKING_HEADER.test(c));
    const orderCol = header.findIndex((c, i) => i !== trackingCol && ORDER_HEADER.test(c) && !TRACKING_HEADER.test(c));
    if (trackingCol < 0 || orderCol < 0) continue;
    const lines: TrackingLine[] = [];
    for (let r = h + 1; r < grid.length; r++) {
      const row = grid[r] ?? [];
      if (row.every((c) => c.trim() === '')) continue;
      lines.push({ rowNo: r + 1, orderNo: (row[orderCol] ?? '').trim(), trackingNo: (row[trackingCol] ?? '').trim() });
    }
    return lines;
  }
  return null;
}

/** The grid of a file of the given kind; UnreadableFileError when it cannot be read. */
export async function readGrid(kind: 'csv' | 'xlsx', buffer: Uint8Array): Promise<Grid> {
  return kind === 'xlsx' ? readXlsx(buffer) : parseCsv(buffer);
}
