import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FileUrls } from './file-urls';

/**
 * Uploaded files. The adapter stores bytes under a key the server generates
 * (`c<company>/<folder>/<random>.<ext>`), never the client's file name. Local disk by default;
 * an S3-compatible adapter can implement the same interface (private files are then still served
 * by the app through `read`, so the signed-URL check stays in one place).
 *
 * Every folder has a visibility. Public files (what the store shows to visitors) are served as
 * static files under `/uploads/<key>`, cacheable. Private files live outside the static root and
 * are reached only through a short-lived signed URL (`server/platform/file-urls.ts`) that the API
 * writes into the records it sends to a user allowed to see them.
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

export type Visibility = 'public' | 'private';

/**
 * The folders files are saved in and their visibility. A new kind of upload adds its folder here,
 * which forces the choice; a key of a folder not listed (none is written) counts as private.
 */
export const FOLDERS = {
  theme: 'public', // logos and the login picture: the sign-in page shows them
  products: 'public',
  categories: 'public',
  combos: 'public',
  terms: 'public', // agreements, linked from the public registration page
  avatars: 'private', // shown to signed-in users of the company (profile, network, agent database)
  receipts: 'private', // manual payment receipts: the buyer and the seller side
  tracking: 'private', // bulk tracking sheets: read by the background job only
  marketing: 'private', // marketing files: by tier, through the download call or a signed link
  campaigns: 'public', // campaign banners
  news: 'private', // newsfeed images and PDFs: for the company's signed-in users
  hof: 'private', // hall of fame photos: for the company's signed-in users
  cp58: 'private', // CP58 statements: HQ, and the agent its own issued one
  stores: 'public', // store logos and banners: the public store pages show them
} as const satisfies Record<string, Visibility>;
export type Folder = keyof typeof FOLDERS;

const KEY = /^c([1-9]\d{0,9})\/([a-z0-9-]{1,40})\/[0-9a-f]{32}\.(jpg|png|pdf|xlsx|csv)$/;
const KIND_OF_EXT = Object.fromEntries(Object.entries(EXT).map(([kind, ext]) => [ext, kind])) as Record<string, FileKind>;

export interface KeyParts {
  companyId: number;
  folder: string;
  kind: FileKind;
  visibility: Visibility;
}

/** A key as `save` writes it, taken apart; null for anything else (so no path tricks reach the disk). */
export function parseKey(key: string): KeyParts | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const folder = m[2];
  return { companyId: Number(m[1]), folder, kind: KIND_OF_EXT[m[3]], visibility: Object.hasOwn(FOLDERS, folder) ? FOLDERS[folder as Folder] : 'private' };
}

export interface Storage {
  save(companyId: number, folder: Folder, kind: FileKind, data: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** The URL of the file: its static path when public, a freshly signed URL when private. */
  url(key: string | null): string | null;
}

/** The folder express.static serves: public files only. */
export const publicRoot = (root: string) => path.resolve(root, 'public');

/**
 * Files on disk: `<root>/public/<key>` (served by express.static at `publicPath`) and
 * `<root>/private/<key>` (never served statically).
 */
export class LocalStorage implements Storage {
  private readonly publicRoot: string;
  private readonly privateRoot: string;

  constructor(
    private readonly root: string,
    private readonly urls: FileUrls,
    private readonly publicPath = '/uploads',
  ) {
    this.publicRoot = publicRoot(root);
    this.privateRoot = path.resolve(root, 'private');
  }

  private resolve(key: string): string {
    const parts = parseKey(key);
    if (!parts) throw new Error('not a storage key');
    return path.join(parts.visibility === 'public' ? this.publicRoot : this.privateRoot, key);
  }

  async save(companyId: number, folder: Folder, kind: FileKind, data: Buffer): Promise<string> {
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
    if (!key) return null;
    return parseKey(key)?.visibility === 'public' ? `${this.publicPath}/${key}` : this.urls.sign(key);
  }

  /**
   * Files saved before visibilities lay at `<root>/c<id>/<folder>/…` (inside what was the static
   * root). Moves each into its visibility's root, keeping its key, so stored keys keep working.
   * Idempotent, and safe when several processes start together (a file another one moved is skipped).
   */
  async moveLegacyFiles(): Promise<number> {
    let moved = 0;
    for (const company of await dirs(this.root)) {
      if (!/^c\d+$/.test(company)) continue;
      for (const folder of await dirs(path.join(this.root, company))) {
        const from = path.join(this.root, company, folder);
        for (const name of await fs.readdir(from).catch(() => [] as string[])) {
          const key = `${company}/${folder}/${name}`;
          if (!parseKey(key)) continue;
          const to = this.resolve(key);
          await fs.mkdir(path.dirname(to), { recursive: true });
          try {
            await fs.rename(path.join(from, name), to);
            moved++;
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          }
        }
        await fs.rmdir(from).catch(() => undefined); // left when something unexpected remains
      }
      await fs.rmdir(path.join(this.root, company)).catch(() => undefined);
    }
    return moved;
  }
}

async function dirs(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => e.name);
}
