import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** CSV downloads (agent database, settlement report): cells, lines and a temporary file written page by page. */

export type CsvValue = string | number | null | undefined;

/** One CSV cell: formula-injection guard on text, quotes when needed. Numbers stay numbers. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A column: its header and how a row gives its cell. */
export type CsvColumn<T> = readonly [header: string, get: (row: T) => CsvValue];

/**
 * Writes the header and every page of rows to a temporary file and returns its path (the route
 * sends it as a FileReply and removes it). Pages are read one at a time, so a large export never
 * holds all rows in memory. `bom` starts the file with a UTF-8 byte-order mark (for Excel).
 */
export async function writeCsvFile<T>(name: string, columns: readonly CsvColumn<T>[], pages: AsyncIterable<T[]>, options: { bom?: boolean } = {}): Promise<string> {
  const file = path.join(os.tmpdir(), `${name}-${crypto.randomUUID()}.csv`);
  const out = fs.createWriteStream(file, { encoding: 'utf8' });
  const write = (text: string) => new Promise<void>((resolve, reject) => out.write(text, (err) => (err ? reject(err) : resolve())));
  try {
    await write(`${options.bom ? '\uFEFF' : ''}${csvLine(columns.map(([header]) => header))}`);
    for await (const rows of pages) await write(rows.map((r) => csvLine(columns.map(([, get]) => get(r)))).join(''));
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  } catch (error) {
    out.destroy();
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return file;
}
