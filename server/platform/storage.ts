import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Uploaded files. The adapter stores bytes under a key the server generates
 * (`c<company>/<folder>/<random>.<ext>`), never the client's file name. Local disk by default;
 * an S3-compatible adapter can implement the same interface.
 */
export type FileKind = 'jpeg' | 'png' | 'pdf' | 'xlsx' | 'csv';

const EXT: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf', xlsx: 'xlsx', csv: 'csv' };
export const MIME: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/**
 * The file's real type from its first bytes, or null when it is none we accept. `xlsx` is any ZIP
 * archive (the reader checks it is a workbook); `csv` is text: not empty, and no control bytes
 * other than tab, line feed, carriage return and form feed (an executable has NUL bytes).
 */
export function sniff(buffer: Buffer): FileKind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (buffer.length > 0 && isText(buffer)) return 'csv';
  return null;
}

function isText(buffer: Buffer): boolean {
  for (const byte of buffer) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  return true;
}

export interface Storage {
  save(companyId: number, folder: string, kind: FileKind, data: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** The URL path the file is served at. */
  url(key: string | null): string | null;
}

export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly publicPath = '/uploads',
  ) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key escapes the root');
    return full;
  }

  async save(companyId: number, folder: string, kind: FileKind, data: Buffer): Promise<string> {
    const key = `c${companyId}/${folder}/${crypto.randomBytes(16).toString('hex')}.${EXT[kind]}`;
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, data);
    return key;
  }

  read(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  url(key: string | null): string | null {
    return key ? `${this.publicPath}/${key}` : null;
  }
}
