import crypto from 'node:crypto';
import { COMMISSION_KINDS, COMMISSION_TYPES, MAINTAINED_TYPES, PERIOD_COMMISSION_TYPES, type CommissionKind, type CommissionType } from '../../../common/commissions';
import type { TenantScope } from '../../platform/model';
import { dialect } from '../../platform/db';
import { platform } from '../../platform';
import { companyTable, scopedKnex } from '../../platform/scoped-sql';
import { bonusLines, type CloseRun, compressionLines, forfeits, keysetAfter, maintenanceNets } from './close-lines';

// The close's hash and totals (period.ts: the period run).

// ---------------------------------------------------------------- hash and totals

interface HashLine {
  type: string;
  kind: string;
  beneficiaryId: number;
  sourceType: string;
  sourceId: number;
  amount: number;
}

/**
 * A line's place in the canonical order followed by its serialisation: the fields joined by NUL
 * (lower than any character, so a shorter name sorts first, as field by field) with the ids
 * zero-padded, so a plain string sort is the order of (type, kind, beneficiary, source type,
 * source id) and costs no comparator calls over a million lines.
 */
function hashKey(l: HashLine): string {
  return `${l.type}\0${l.kind}\0${String(l.beneficiaryId).padStart(10, '0')}\0${l.sourceType}\0${String(l.sourceId).padStart(20, '0')}\u0001${l.type}|${l.kind}|${l.beneficiaryId}|${l.sourceType}|${l.sourceId}|${l.amount}`;
}

function hashKeys(keys: string[]): string {
  keys.sort();
  const hash = crypto.createHash('sha256');
  keys.forEach((k, i) => hash.update(`${i ? '\n' : ''}${k.slice(k.indexOf('\u0001') + 1)}`));
  return hash.digest('hex');
}

/** SHA-256 of the lines in the canonical order (docs/compensation.md, "Lines, periods, ledger"): `type|kind|beneficiary|source_type|source_id|amount` joined by '\n'. */
export function hashLines(lines: HashLine[]): string {
  return hashKeys(lines.map(hashKey));
}

export type Totals = Partial<Record<CommissionType, number>>;

/** Net per type (only the types present, in the order of COMMISSION_TYPES). */
function ordered(totals: Totals): Totals {
  return Object.fromEntries(COMMISSION_TYPES.filter((t) => Object.hasOwn(totals, t)).map((t) => [t, totals[t]]));
}

/** A line the close writes: a period bonus earned, or a maintenance forfeit or compression. */
export const isCloseLine = (l: Pick<HashLine, 'type' | 'kind'>) =>
  l.kind === 'forfeit' || l.kind === 'compression' || (l.kind === 'earn' && (PERIOD_COMMISSION_TYPES as readonly string[]).includes(l.type));

interface Digest {
  hash: string;
  totals: Totals;
  count: number;
  /** The lines of `extra` alone: net per type and count. */
  extraTotals: Totals;
  extraCount: number;
}

/** Stored lines per read (keyset pages along the lines' unique index): bounds the rows held at once. */
const LINES_PER_READ = 10_000;

/** Strings compared as the database compares ASCII names. */
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every (type, kind) pair in the canonical order of the hash (type, then kind, as strings). */
const PAIRS: [CommissionType, CommissionKind][] = COMMISSION_TYPES.flatMap((t) => COMMISSION_KINDS.map((k) => [t, k] as [CommissionType, CommissionKind])).sort(
  ([t1, k1], [t2, k2]) => text(t1, t2) || text(k1, k2),
);

/** The canonical order within one (type, kind): beneficiary, source type, source id. */
const bySource = (a: Pick<HashLine, 'beneficiaryId' | 'sourceType' | 'sourceId'>, b: Pick<HashLine, 'beneficiaryId' | 'sourceType' | 'sourceId'>) =>
  a.beneficiaryId - b.beneficiaryId || text(a.sourceType, b.sourceType) || a.sourceId - b.sourceId;

/** The canonical order of the hash: type, kind, then bySource. */
export const canonical = (a: Omit<HashLine, 'amount'>, b: Omit<HashLine, 'amount'>) => text(a.type, b.type) || text(a.kind, b.kind) || bySource(a, b);

/** Lines not stored, per (type, kind) pair `type|kind`: each a source of chunks in the canonical order. */
type Extra = Map<string, () => AsyncIterable<HashLine[]>>;

/** The close lines of a run that is not written (preview, verify) as `Extra`: the forfeits streamed per type, the others from memory. */
export async function closeExtra(ctx: TenantScope, run: CloseRun): Promise<Extra> {
  const extra: Extra = new Map();
  const inMemory = new Map<string, HashLine[]>();
  for (const l of [...(await compressionLines(ctx, run)), ...bonusLines(run.facts, run.rules)]) {
    const key = `${l.type}|${l.kind}`;
    const lines = inMemory.get(key);
    if (lines) lines.push(l);
    else inMemory.set(key, [l]);
  }
  for (const [key, lines] of inMemory) {
    extra.set(key, async function* () {
      yield lines.sort(bySource);
    });
  }
  for (const type of MAINTAINED_TYPES) {
    extra.set(`${type}|forfeit`, async function* () {
      yield* forfeits(run.facts, maintenanceNets(ctx, run, [type]));
    });
  }
  return extra;
}

/** Where a keyset page of one pair's lines ends: beneficiary, source type, source id. */
type PageKey = [number, string, number];

/**
 * One keyset page (LINES_PER_READ lines) of a (type, kind) pair's stored lines after `after`, in
 * the canonical order, as the hash reads it: the lines' text (`type|kind|beneficiary|source type|
 * source id|amount`) joined by '\n' by the database itself, with their sum and count, so that no
 * row object is made per line (3.6 million lines in a large month). Null when none is left.
 */
async function storedPage(ctx: TenantScope, period: string, type: string, kind: string, after: PageKey | null): Promise<{ text: string; sum: number; count: number; last: PageKey } | null> {
  const knex = scopedKnex(ctx);
  const mysql = dialect(platform().db) === 'mysql';
  const order = 'beneficiary_id, source_type, source_id';
  const lines = companyTable(ctx, 'commission_lines')
    .where({ period, type, kind })
    .modify((q) => void (after && keysetAfter(q, ['beneficiary_id', 'source_type', 'source_id'], after)))
    .orderByRaw(order)
    .limit(LINES_PER_READ)
    .select(knex.raw(`CONCAT_WS('|', type, kind, ${order}, amount) AS line`), 'amount', 'beneficiaryId', 'sourceType', 'sourceId');
  const joined = mysql ? `GROUP_CONCAT(p.line ORDER BY ${order} SEPARATOR '\n')` : `group_concat(p.line, char(10) ORDER BY ${order})`;
  const row = (await knex.from(lines.as('p')).first(knex.raw(`${joined} AS text`), knex.raw('SUM(p.amount) AS total'), knex.raw('COUNT(*) AS n'))) as {
    text: string | null;
    total: unknown;
    n: unknown;
  };
  const count = Number(row.n);
  if (!count || row.text === null) return null;
  const text = String(row.text);
  let joints = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) joints++;
  // MariaDB cuts GROUP_CONCAT at group_concat_max_len (set per connection in platform/db.ts).
  if (joints !== count - 1) throw new Error(`commission hash page of ${type}|${kind} cut short: ${joints + 1} of ${count} lines`);
  const [, , b, t, s] = text.slice(text.lastIndexOf('\n') + 1).split('|');
  return { text, sum: Number(row.total), count, last: [Number(b), t!, Number(s)] };
}

/**
 * Hash, totals and count of the period's stored lines of the (type, kind) pairs `keep` accepts plus
 * `extra` (lines not stored), streamed in the canonical order: pair by pair, the stored lines read
 * in keyset pages along their unique index (company, period, type, kind, beneficiary, source type,
 * source id), which is the canonical order within a pair. A pair is either the close's (forfeits,
 * compression, period bonuses) or not, so the two never interleave. Memory holds one page.
 */
export async function digest(ctx: TenantScope, period: string, extra: Extra, keep: (l: Pick<HashLine, 'type' | 'kind'>) => boolean): Promise<Digest> {
  const hash = crypto.createHash('sha256');
  const totals: Totals = {};
  const extraTotals: Totals = {};
  let count = 0;
  let extraCount = 0;
  const write = (l: HashLine) => {
    hash.update(`${count ? '\n' : ''}${l.type}|${l.kind}|${l.beneficiaryId}|${l.sourceType}|${l.sourceId}|${l.amount}`);
    totals[l.type as CommissionType] = (totals[l.type as CommissionType] ?? 0) + l.amount;
    count++;
  };
  for (const [type, kind] of PAIRS) {
    const lines = extra.get(`${type}|${kind}`);
    if (lines) {
      for await (const chunk of lines()) {
        for (const l of chunk) {
          write(l);
          extraTotals[type] = (extraTotals[type] ?? 0) + l.amount;
          extraCount++;
        }
      }
    }
    if (!keep({ type, kind })) continue;
    let after: PageKey | null = null;
    for (;;) {
      const page = await storedPage(ctx, period, type, kind, after);
      if (!page) break;
      hash.update(`${count ? '\n' : ''}${page.text}`);
      totals[type] = (totals[type] ?? 0) + page.sum;
      count += page.count;
      after = page.last;
      if (page.count < LINES_PER_READ) break;
    }
  }
  return { hash: hash.digest('hex'), totals: ordered(totals), count, extraTotals: ordered(extraTotals), extraCount };
}
