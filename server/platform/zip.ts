import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inflate } from 'fflate';

/**
 * Reading uploaded ZIP archives (XLSX workbooks) without trusting them. A ZIP's declared sizes
 * are only claims: a 2 MB upload can declare a small sheet and inflate to gigabytes. So:
 * - the central directory is read for the names, methods and compressed sizes only; an entry is
 *   inflated only when the caller asks for it (an XLSX reader wants three or four parts);
 * - inflating is streamed (fflate's Inflate) in small input slices, counting the bytes really
 *   produced, and stops as soon as an entry passes `maxEntryBytes` or all entries read from the
 *   archive pass `maxTotalBytes` (ZipTooLargeError): at most one step's output (see SLICE_MAX) is
 *   made beyond a limit;
 * - between slices the work yields to the event loop whenever it has run for a few milliseconds,
 *   so other requests go on while a large or hostile file is read;
 * - anything that is not a plain ZIP (no end record, bad offsets, encryption, ZIP64, a method
 *   other than stored or deflate, a corrupt deflate stream) is a ZipInvalidError.
 */
export const ZIP_LIMITS = {
  /** Real inflated bytes of one entry. */
  maxEntryBytes: 8 * 1024 * 1024,
  /** Real inflated bytes of all entries read from one archive. */
  maxTotalBytes: 20 * 1024 * 1024,
  /** Entries listed in the central directory. */
  maxEntries: 10_000,
} as const;

export type ZipLimits = { maxEntryBytes: number; maxTotalBytes: number; maxEntries: number };

export class ZipInvalidError extends Error {}
export class ZipTooLargeError extends Error {}

/**
 * The compressed slice handed to the inflater at a time: sized from the previous step's ratio so
 * that a step makes about STEP_OUTPUT bytes, between 64 bytes and 1 KB. Deflate expands at most
 * about 1,000 times, so no step makes more than about 1 MB (a bomb's run: 64 KB), and ordinary
 * parts (10–20 : 1) still go in 1 KB slices.
 */
const STEP_OUTPUT = 64 * 1024;
const SLICE_MIN = 64;
const SLICE_MAX = 1024;
/** Work between two yields to the event loop. */
const BUDGET_MS = 8;

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

export interface ZipReader {
  /** Entry names as stored (XLSX part names, e.g. `xl/workbook.xml`). */
  names: string[];
  /** The entry's inflated bytes (name compared case-insensitively), null when absent. */
  read(name: string): Promise<Uint8Array | null>;
}

const SIG_END = 0x06054b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;

function directory(buffer: Uint8Array, maxEntries: number): Map<string, Entry> {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = -1;
  // The end record is the last 22 bytes plus a comment of at most 65,535 bytes.
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (u32(i) === SIG_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipInvalidError('no end of central directory');
  const count = u16(end + 10);
  const start = u32(end + 16);
  if (count > maxEntries || count === 0xffff || start === 0xffffffff) throw new ZipInvalidError('too many entries or ZIP64');
  const entries = new Map<string, Entry>();
  let p = start;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buffer.length || u32(p) !== SIG_CENTRAL) throw new ZipInvalidError('bad central directory');
    const flags = u16(p + 8);
    const method = u16(p + 10);
    const compressedSize = u32(p + 20);
    const nameLength = u16(p + 28);
    const next = p + 46 + nameLength + u16(p + 30) + u16(p + 32);
    const localOffset = u32(p + 42);
    if (next > buffer.length) throw new ZipInvalidError('bad central directory');
    if (flags & 1) throw new ZipInvalidError('encrypted entry');
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) throw new ZipInvalidError('ZIP64 entry');
    const name = new TextDecoder().decode(buffer.subarray(p + 46, p + 46 + nameLength));
    entries.set(name.toLowerCase(), { method, compressedSize, localOffset });
    p = next;
  }
  return entries;
}

/** Opens an archive held in memory; reading its entries is bounded by `limits` (see the module comment). */
export function openZip(buffer: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipReader {
  const entries = directory(buffer, limits.maxEntries);
  const names = [...entries.keys()];
  let total = 0;
  let lastYield = Date.now();
  const pause = async () => {
    if (Date.now() - lastYield < BUDGET_MS) return;
    await nextTurn();
    lastYield = Date.now();
  };
  const count = (entryBytes: number, n: number) => {
    total += n;
    if (entryBytes > limits.maxEntryBytes || total > limits.maxTotalBytes) throw new ZipTooLargeError('too large when unpacked');
  };

  async function inflate(data: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let done = false;
    const inflater = new Inflate((chunk, final) => {
      size += chunk.length;
      count(size, chunk.length);
      chunks.push(chunk);
      if (final) done = true;
    });
    try {
      for (let at = 0, slice = SLICE_MIN; at < data.length || !done;) {
        if (at >= data.length) throw new ZipInvalidError('truncated deflate stream');
        const before = size;
        inflater.push(data.subarray(at, at + slice), at + slice >= data.length);
        at += slice;
        slice = Math.min(SLICE_MAX, Math.max(SLICE_MIN, Math.floor((STEP_OUTPUT * slice) / Math.max(size - before, 1))));
        await pause();
      }
    } catch (error) {
      if (error instanceof ZipTooLargeError || error instanceof ZipInvalidError) throw error;
      throw new ZipInvalidError('corrupt deflate stream');
    }
    const out = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }

  return {
    names,
    async read(name) {
      const entry = entries.get(name.toLowerCase());
      if (!entry) return null;
      const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      const at = entry.localOffset;
      if (at + 30 > buffer.length || view.getUint32(at, true) !== SIG_LOCAL) throw new ZipInvalidError('bad local header');
      const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
      if (start + entry.compressedSize > buffer.length) throw new ZipInvalidError('entry beyond the end');
      const data = buffer.subarray(start, start + entry.compressedSize);
      if (entry.method === 0) {
        count(data.length, data.length);
        return data.slice();
      }
      if (entry.method !== 8) throw new ZipInvalidError('unsupported compression method');
      return inflate(data);
    },
  };
}
