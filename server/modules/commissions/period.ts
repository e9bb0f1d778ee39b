import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { COMMISSION_KINDS, COMMISSION_TYPES, MAINTAINED_TYPES, PERIOD_COMMISSION_TYPES, type CommissionKind, type CommissionSource, type CommissionType, type Figures } from '../../../common/commissions';
import type { Ctx } from '../../platform/context';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { TenantScope } from '../../platform/model';
import { forUpdate, inTransaction } from '../../platform/tx';
import { dialect } from '../../platform/db';
import { platform } from '../../platform';
import { nowDb } from '../../platform/time';
import { companyRows, companyTable, insertCompanyRows, scopedKnex } from '../../platform/scoped-sql';
import { currentPeriod } from '../agents';
import { store } from '../agents';
import { loadFigures, tierLevels, type AgentFigures, type PeriodFacts, type TierRow } from './figures';
import { CommissionPeriod } from './models';
import { closeScores } from '../ranking';
import { roundHalfUp } from '../../platform/money';
import { clawBackPeriodShare } from './orders';
import { periodBounds } from './reads';
import { Order } from '../orders';

/**
 * The period run (docs/compensation.md "Performance bonus", "Leadership bonus",
 * "Maintenance"): the close of a company's month. Money in minor units, rates in basis points,
 * every amount rounded half up per line.
 *
 * computePeriod(ctx, period) reads the facts (figures.ts: every agent's PS, GS, TPGS, SGS, their
 * commissionable parts, tier and rank held, maintenance) and the period's override and product
 * commission lines, and returns the close lines — nothing written:
 * - Maintenance: for an upline U below maintenance and each type of the override family, the
 *   nets of its lines per source (the period's earn and clawback lines) that are > 0 are forfeited
 *   by one `forfeit` line per (type, U) — source agent U, −(their sum), figures: the basis, the PS
 *   and the maintenance required, the sum and how many sources it covers (decision: one line per
 *   source wrote 1.6 million lines at 100,000 agents, and an agent's statement lists it as one
 *   fact). A later clawback of such a source finds the forfeit of its earn's period and takes
 *   nothing back from U (orders.ts clawBackOrder). With company_features.commission_compression,
 *   also a `compression` line +net to the next upline above U (current placement) that met
 *   maintenance, per (receiver, type, source), summed when several pass to one (reverses_id = the
 *   first earn line): what a refund of that source takes back from the receiver; none met:
 *   forfeited only. Netting the period's own clawbacks means a line refunded in its own month is
 *   not forfeited twice.
 * - Performance, for each X with commissionable PS (cps) > 0: walking up X's uplines nearest
 *   first, keeping `highest` (the highest rank rate seen strictly between X and the upline, from
 *   0), each upline A whose rank rate exceeds `highest` and whose group holds X earns
 *   (rate − highest) × cps (one line per (A, X), source agent X), then highest = rate. A's group
 *   holds X when neither X nor any agent between them breaks away from A (figures.ts: a tier at
 *   least as high as A's); an upline past such a breakaway leader earns nothing on X, but its rate
 *   still counts in `highest` for those above whose group holds X (it is between them). Closes
 *   made with rules_version 1 (before 2026-11-27) paid across breakaways; verifying one recomputes
 *   it that way, so its hash stays (RULES_VERSION). Rounding (decision): the line is
 *   round(rate × cps) − round(highest × cps), half up, so X's lines add up to exactly
 *   round(top rate held × cps) and never a rounding unit more; each line is within one minor unit
 *   of round((rate − highest) × cps). Decision: an upline below
 *   maintenance earns nothing but its rank still counts in `highest` (its differential is simply
 *   not paid, never passed to someone else), so the performance paid on any X's sale is at most
 *   the top rate × cps. Computed from per-rate "nearest upline holding that rate" arrays (agents ×
 *   distinct rates), not by walking chains.
 * - Personal-level: A's rank personal_level_commission × A's own cps (source agent A), when
 *   maintenance is met.
 * - Leadership: A's rank is_leadership, maintenance met: A's tier `leadership` × csgs (the
 *   commissionable TPGS of its first-generation breakaway leaders), source period 0.
 * - Rank rates: an agent without a rank has rate 0 (earns nothing, blocks nothing).
 *
 * closePeriod(ctx, period, by): only a month that has ended in Kuala Lumpur, and not closed (409).
 * In one transaction (the period row locked): the close lines (batches of 500; the forfeits
 * written page by page of nets as they are computed, so the rows held stay bounded whatever one
 * upline earned on), the hash of every line of the period read back as stored, one
 * commission_agent_periods row per agent of the company (the tier held is what a later verify
 * uses), promotion eligibility, automatic promotion when the company switches it on, then totals
 * (net per type over ALL lines of the period), line count, hash, run_by/at and closed_by/at.
 * Closed periods never change: only ended months close, and the per-order engine writes only into
 * the current month (payments and clawbacks happen now), so nothing writes into a closed period.
 *
 * Eligibility (decision): an agent is eligible for the highest tier ranking strictly above its
 * own (any tier for an agent without one) whose ps, gs and tpgs thresholds its PS, GS and TPGS
 * all meet — in units when company_features.moq, else amounts; a tier whose three thresholds are
 * all 0 qualifies nobody (not configured). Automatic promotion goes through the console's own
 * promotion (`store`, same rules and history); when that refuses (its upline rule wants a new
 * upline), the row stays eligible for HQ.
 *
 * Hash: SHA-256 over the period's lines sorted by (type, kind, beneficiary_id, source_type,
 * source_id), each `type|kind|beneficiary|source_type|source_id|amount`, joined by '\n': the
 * stored lines read in that order along their index, a page at a time joined by the database
 * (storedPage), the lines not stored (preview, verify) sorted in JavaScript. verifyPeriod
 * recomputes the close lines from the facts (tiers as held at the close, placement as today) and
 * hashes them with the stored other lines.
 */

/**
 * The version of the close's rules written on every period closed from now on (commission_periods
 * .rules_version). 1: performance paid across breakaway leaders (the closes before 2026-11-27);
 * 2: only inside the beneficiary's group.
 */
export const RULES_VERSION = 2;

/** Rows per insert batch (and the rows of a batch held at once) and ids per IN list. */
export const CHUNK = 500;

/** Inserts `items` as rows (camelCase properties; a missing one is NULL) in batches, making each batch's rows only when it is written (memory). */
async function insertRows<T>(scope: TenantScope, table: string, items: T[], row: (item: T) => Record<string, unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await insertCompanyRows(scope, table, items.slice(i, i + CHUNK).map(row));
}

/** A line the close writes (the per-order lines are the engine's). */
export interface CloseLine {
  type: CommissionType;
  kind: CommissionKind;
  beneficiaryId: number;
  sourceType: CommissionSource;
  sourceId: number;
  orderId: number | null;
  buyerId: number | null;
  amount: number;
  reversesId: number | null;
  rule: string;
  figures: Figures;
}

export interface PeriodComputation {
  period: string;
  lines: CloseLine[];
  facts: PeriodFacts;
}

interface OverrideNet {
  type: CommissionType;
  beneficiaryId: number;
  sourceType: CommissionSource;
  sourceId: number;
  orderId: number | null;
  buyerId: number | null;
  net: number;
  earnId: number | null;
}

/** What the close of a period works from: the facts, the clawback cutoff and the agents below maintenance (ascending ids). */
interface CloseRun {
  period: string;
  facts: PeriodFacts;
  cutoff: string;
  below: number[];
  /** RULES_VERSION, or the one a closed period was computed with. */
  rules: number;
}

async function prepare(ctx: TenantScope, period: string): Promise<CloseRun> {
  const row = await CommissionPeriod.of(ctx).findOne({ period });
  const closed = row?.status === 'closed';
  const facts = await loadFigures(ctx, period, closed);
  // Clawbacks of the period's orders already written in later months (refunds after the month
  // ended, before its close) count in the nets, up to the close's run time (so verify sees the same).
  const cutoff = closed && row.runAt ? row.runAt : nowDb();
  const below = facts.agents.filter((a) => !a.maintenanceMet).map((a) => a.agentId).sort((a, b) => a - b);
  return { period, facts, cutoff, below, rules: closed ? Number(row.rulesVersion) : RULES_VERSION };
}

/** Earn lines read per page of the nets (maintenanceNets): bounds the rows held at once, however many sales one upline earned on (a company's first agents earn on hundreds of thousands). */
const NETS_PAGE = 10_000;

/**
 * Rows after `values` in the order of `columns` (snake_case), as an index range: SQLite seeks a row
 * value (it reads the equivalent disjunction from the start of the range, quadratic over a million
 * lines); MariaDB ranges the disjunction.
 */
function keysetAfter(q: Knex.QueryBuilder, columns: readonly string[], values: readonly Knex.Value[]): Knex.QueryBuilder {
  if (dialect(platform().db) === 'sqlite') return q.whereRaw(`(${columns.join(', ')}) > (${columns.map(() => '?').join(', ')})`, values as Knex.Value[]);
  return q.where((w) => {
    columns.forEach((column, i) =>
      w.orWhere((x) => {
        for (let j = 0; j < i; j++) x.where(columns[j], values[j]);
        x.where(column, '>', values[i]);
      }),
    );
  });
}

const sourceKey = (beneficiaryId: unknown, sourceType: unknown, sourceId: unknown) => `${Number(beneficiaryId)}|${String(sourceType)}|${Number(sourceId)}`;

/** The clawback lines of one type that count in the period's nets: the month's own and those of the month's orders written in later months up to the cutoff (refunds after the month ended). */
const clawbackReads = (ctx: TenantScope, run: CloseRun, type: CommissionType): Knex.QueryBuilder[] =>
  [(q: Knex.QueryBuilder) => q.where('period', run.period), (q: Knex.QueryBuilder) => q.where('period', '>', run.period).where('createdAt', '<=', run.cutoff)].map((where) =>
    where(companyTable(ctx, 'commission_lines').where({ type, kind: 'clawback' })),
  );

/** Whether the period's nets of one type hold any clawback: most months have few or none, and then no chunk of agents looks them up. */
async function anyClawback(ctx: TenantScope, run: CloseRun, type: CommissionType): Promise<boolean> {
  for (const q of clawbackReads(ctx, run, type)) if (await q.first('id')) return true;
  return false;
}

/** The clawbacks of one type for the sources of `ids`, summed per source (clawbackReads). Few next to the earn lines. */
async function clawbacksOf(ctx: TenantScope, run: CloseRun, type: CommissionType, ids: number[]): Promise<Map<string, number>> {
  const clawed = new Map<string, number>();
  for (const q of clawbackReads(ctx, run, type)) {
    const rows = (await q.whereIn('beneficiaryId', ids).groupBy('beneficiaryId', 'sourceType', 'sourceId').select('beneficiaryId', 'sourceType', 'sourceId').sum({ net: 'amount' })) as {
      beneficiaryId: number;
      sourceType: string;
      sourceId: number;
      net: unknown;
    }[];
    for (const r of rows) {
      const key = sourceKey(r.beneficiaryId, r.sourceType, r.sourceId);
      clawed.set(key, (clawed.get(key) ?? 0) + Number(r.net));
    }
  }
  return clawed;
}

/**
 * The nets of the override-family lines of the agents below maintenance (only theirs matter), in
 * the canonical order (type, beneficiary, source type, source id), in pages of at most NETS_PAGE:
 * type by type, agents in chunks of ascending ids, each chunk's month's earn lines read in keyset
 * pages from the covering index (company, period, type, kind, beneficiary, source, amount) — with
 * compression on, also their order and buyer, which that index does not hold — each with the
 * clawbacks of its source added. A source with clawbacks and no earn line this month nets below
 * zero, which neither forfeits nor compresses, so it is not listed. A page may end inside one
 * upline's sources: `forfeits` gathers an upline's across pages.
 */
async function* maintenanceNets(ctx: TenantScope, run: CloseRun, types: readonly CommissionType[] = MAINTAINED_TYPES): AsyncGenerator<OverrideNet[]> {
  const compression = run.facts.switches.compression;
  const columns = ['beneficiaryId', 'sourceType', 'sourceId', 'amount', ...(compression ? ['orderId', 'buyerId', 'id'] : [])];
  const earnLines = (type: CommissionType, limit: number) => {
    const lines = companyTable(ctx, 'commission_lines', compression ? {} : { index: 'commission_lines_digest' });
    return lines.where({ period: run.period, type, kind: 'earn' }).orderBy(['beneficiary_id', 'source_type', 'source_id']).limit(limit).select(columns);
  };
  type EarnRow = { beneficiaryId: number; sourceType: CommissionSource; sourceId: number; amount: unknown; orderId?: number; buyerId?: number; id?: number };
  for (const type of [...types].sort()) {
    const clawbacks = await anyClawback(ctx, run, type);
    for (let i = 0; i < run.below.length; i += CHUNK) {
      const ids = run.below.slice(i, i + CHUNK);
      const clawed = clawbacks ? await clawbacksOf(ctx, run, type, ids) : new Map<string, number>();
      let last: EarnRow | null = null;
      for (;;) {
        const from: EarnRow | null = last;
        // The rest of the last page's upline (a seek within it), then the uplines after it.
        let rows: EarnRow[] = from ? await keysetAfter(earnLines(type, NETS_PAGE).where('beneficiaryId', from.beneficiaryId), ['source_type', 'source_id'], [from.sourceType, from.sourceId]) : [];
        const rest = from ? ids.filter((id) => id > from.beneficiaryId) : ids;
        if (rows.length < NETS_PAGE && rest.length) rows = rows.concat(await earnLines(type, NETS_PAGE - rows.length).whereIn('beneficiaryId', rest));
        if (rows.length) {
          yield rows.map((r) => ({
            type,
            beneficiaryId: Number(r.beneficiaryId),
            sourceType: r.sourceType,
            sourceId: Number(r.sourceId),
            orderId: r.orderId == null ? null : Number(r.orderId),
            buyerId: r.buyerId == null ? null : Number(r.buyerId),
            net: Number(r.amount) + (clawed.get(sourceKey(r.beneficiaryId, r.sourceType, r.sourceId)) ?? 0),
            earnId: r.id == null ? null : Number(r.id),
          }));
        }
        if (rows.length < NETS_PAGE) break;
        last = rows[rows.length - 1];
      }
    }
  }
}

const tierOf = (facts: PeriodFacts, f: AgentFigures): TierRow | null => (f.tierId === null ? null : (facts.tiers.get(f.tierId) ?? null));

const basisOf = (facts: PeriodFacts) => (facts.switches.moq ? 'units' : 'amount');

const netCommon = (n: OverrideNet) => ({ type: n.type, sourceType: n.sourceType, sourceId: n.sourceId, orderId: n.orderId, buyerId: n.buyerId, reversesId: n.earnId });

/** Whether a net is forfeited: positive, of an upline below maintenance. */
function forfeited(facts: PeriodFacts, n: OverrideNet): boolean {
  const i = facts.index.get(n.beneficiaryId);
  return n.net > 0 && i !== undefined && !facts.agents[i].maintenanceMet;
}

/** The forfeit of an upline's positive nets of one type (`net` in all, from `sources` sources): −net, source the upline. */
function forfeitLine(facts: PeriodFacts, type: CommissionType, beneficiaryId: number, net: number, sources: number): CloseLine {
  const f = facts.agents[facts.index.get(beneficiaryId)!];
  const tier = tierOf(facts, f);
  const basis = basisOf(facts);
  const required = basis === 'units' ? (tier?.momUnit ?? 0) : (tier?.momAmount ?? 0);
  const own = basis === 'units' ? f.ps.units : f.ps.amount;
  return {
    type,
    kind: 'forfeit',
    beneficiaryId,
    sourceType: 'agent',
    sourceId: beneficiaryId,
    orderId: null,
    buyerId: null,
    amount: -net,
    reversesId: null,
    rule: 'maintenance-forfeit',
    figures: { basis, required, ps: own, tierId: f.tierId, net, sources },
  };
}

/**
 * The forfeit lines of pages of nets in the canonical order (type, beneficiary, source): one per
 * (type, upline below maintenance), page by page; an upline's nets may run over several pages, so
 * its line comes with the page where they end.
 */
async function* forfeits(facts: PeriodFacts, pages: AsyncIterable<OverrideNet[]>): AsyncGenerator<CloseLine[]> {
  let group: { type: CommissionType; beneficiaryId: number; net: number; sources: number } | null = null;
  for await (const nets of pages) {
    const lines: CloseLine[] = [];
    for (const n of nets) {
      if (!forfeited(facts, n)) continue;
      if (group && (group.type !== n.type || group.beneficiaryId !== n.beneficiaryId)) {
        lines.push(forfeitLine(facts, group.type, group.beneficiaryId, group.net, group.sources));
        group = null;
      }
      if (group) {
        group.net += n.net;
        group.sources++;
      } else group = { type: n.type, beneficiaryId: n.beneficiaryId, net: n.net, sources: 1 };
    }
    if (lines.length) yield lines;
  }
  if (group) yield [forfeitLine(facts, group.type, group.beneficiaryId, group.net, group.sources)];
}

/**
 * With the company's compression switch, the forfeited net passes to the next upline above that
 * met maintenance: added to `moved`, one line per receiver, type and source across chunks.
 */
function compress(facts: PeriodFacts, n: OverrideNet, moved: Map<string, CloseLine>): void {
  if (!facts.switches.compression || !forfeited(facts, n)) return;
  const f = facts.agents[facts.index.get(n.beneficiaryId)!];
  let up = f.uplineId === null ? undefined : facts.index.get(f.uplineId);
  while (up !== undefined && !facts.agents[up].maintenanceMet) up = facts.agents[up].uplineId === null ? undefined : facts.index.get(facts.agents[up].uplineId!);
  if (up === undefined) return;
  const to = facts.agents[up].agentId;
  const key = `${n.type}|${to}|${n.sourceType}|${n.sourceId}`;
  const line = moved.get(key);
  if (line) {
    line.amount += n.net;
    line.figures.from = `${line.figures.from},${n.beneficiaryId}`;
  } else {
    moved.set(key, { ...netCommon(n), kind: 'compression', beneficiaryId: to, amount: n.net, rule: 'maintenance-compression', figures: { from: String(n.beneficiaryId), basis: basisOf(facts) } });
  }
}

/** The compression lines of a run (none without the switch): one pass over the nets. */
async function compressionLines(ctx: TenantScope, run: CloseRun): Promise<CloseLine[]> {
  if (!run.facts.switches.compression) return [];
  const moved = new Map<string, CloseLine>();
  for await (const nets of maintenanceNets(ctx, run)) for (const n of nets) compress(run.facts, n, moved);
  return [...moved.values()];
}

/** The facts and all the close lines of `period` in memory (nothing written): for tests and small companies. */
export async function computePeriod(ctx: TenantScope, period: string): Promise<PeriodComputation> {
  const run = await prepare(ctx, period);
  const lines: CloseLine[] = [];
  for await (const page of forfeits(run.facts, maintenanceNets(ctx, run))) lines.push(...page);
  lines.push(...(await compressionLines(ctx, run)), ...bonusLines(run.facts, run.rules));
  return { period, lines, facts: run.facts };
}

/** Performance (differential), personal-level and leadership lines, by the close rules `rules` (RULES_VERSION). */
export function bonusLines(facts: PeriodFacts, rules = RULES_VERSION): CloseLine[] {
  const { agents, ranks } = facts;
  const out: CloseLine[] = [];
  const rankById = new Map(ranks.map((r) => [r.id, r]));
  const rateOf = (f: AgentFigures) => (f.rankId === null ? 0 : rankById.get(f.rankId)!.commission);
  const rateAt = Int32Array.from(agents, rateOf);
  const rates = [...new Set(rateAt.filter((r) => r > 0))].sort((x, y) => x - y);
  const slot = new Map(rates.map((r, k) => [r, k]));
  const R = rates.length;
  const n = agents.length;
  // nearest[i * R + k]: the nearest upline of agent i (i excluded) holding rate k, or -1.
  const nearest = new Int32Array(n * R).fill(-1);
  for (let i = 0; i < n && R; i++) {
    const up = agents[i].uplineId === null ? undefined : facts.index.get(agents[i].uplineId!);
    if (up === undefined) continue;
    nearest.copyWithin(i * R, up * R, up * R + R);
    const k = slot.get(rateAt[up]);
    if (k !== undefined) nearest[i * R + k] = up;
  }
  const inGroup = rules >= 2 ? groupTest(facts) : () => true;
  const base = (f: AgentFigures) => ({ rankId: f.rankId, tierId: f.tierId });
  for (let x = 0; x < n; x++) {
    const X = agents[x];
    if (X.cps.amount <= 0 || !R) continue;
    // The uplines that beat every rate between them and X: walking the rates down, an upline
    // holding rate k counts when it is nearer to X than every upline holding a higher rate.
    const records: number[] = [];
    let nearestHigher = -1;
    for (let k = R - 1; k >= 0; k--) {
      const a = nearest[x * R + k];
      if (a < 0 || agents[a].depth <= nearestHigher) continue;
      records.push(a);
      nearestHigher = agents[a].depth;
    }
    let highest = 0;
    for (let r = records.length - 1; r >= 0; r--) {
      const A = agents[records[r]];
      const rate = rateAt[records[r]];
      const rateBp = rate - highest;
      // Rounded as the difference of the rounded cumulative rates: X's lines add up to exactly round(top rate × cps).
      const amount = roundHalfUp(rate * X.cps.amount, 10_000) - roundHalfUp(highest * X.cps.amount, 10_000);
      highest = rate;
      if (!A.maintenanceMet || amount === 0 || !inGroup(x, records[r])) continue;
      out.push({
        type: 'performance',
        kind: 'earn',
        beneficiaryId: A.agentId,
        sourceType: 'agent',
        sourceId: X.agentId,
        orderId: null,
        buyerId: X.agentId,
        amount,
        reversesId: null,
        rule: 'performance-differential',
        figures: { ...base(A), salesValue: X.cps.amount, rankRateBp: rate, lowerRateBp: rate - rateBp, rateBp, sourceRankId: X.rankId },
      });
    }
  }
  for (const A of agents) {
    const rank = A.rankId === null ? null : rankById.get(A.rankId)!;
    if (!rank || !A.maintenanceMet) continue;
    if (rank.personalLevelCommission > 0 && A.cps.amount > 0) {
      const amount = roundHalfUp(rank.personalLevelCommission * A.cps.amount, 10_000);
      if (amount !== 0) {
        out.push({
          type: 'personal-level',
          kind: 'earn',
          beneficiaryId: A.agentId,
          sourceType: 'agent',
          sourceId: A.agentId,
          orderId: null,
          buyerId: A.agentId,
          amount,
          reversesId: null,
          rule: 'personal-level',
          figures: { ...base(A), salesValue: A.cps.amount, rateBp: rank.personalLevelCommission },
        });
      }
    }
    const tier = tierOf(facts, A);
    if (rank.isLeadership && tier && tier.leadership > 0 && A.csgs.amount > 0) {
      const amount = roundHalfUp(tier.leadership * A.csgs.amount, 10_000);
      if (amount !== 0) {
        out.push({
          type: 'leadership',
          kind: 'earn',
          beneficiaryId: A.agentId,
          sourceType: 'period',
          sourceId: 0,
          orderId: null,
          buyerId: null,
          amount,
          reversesId: null,
          rule: 'leadership',
          figures: { ...base(A), salesValue: A.csgs.amount, rateBp: tier.leadership, sgs: A.sgs.amount },
        });
      }
    }
  }
  return out;
}

/**
 * inGroup(x, a): whether agent a's group holds its downline x — neither x nor any agent between
 * them breaks away from a (figures.ts `breaks`: a tier at least as high as a's; no tier never
 * breaks away). From one array, top-down: cut[i * L + l] is the depth of the nearest agent at or
 * above i that breaks away from level l (-1: none), so x is in a's group when that agent is not
 * below a. Agents × (levels + 1) integers.
 */
function groupTest(facts: PeriodFacts): (x: number, a: number) => boolean {
  const { agents } = facts;
  const { level, top } = tierLevels(facts.tiers, agents);
  const L = top + 1;
  const cut = new Int32Array(agents.length * L).fill(-1);
  for (let i = 0; i < agents.length; i++) {
    const up = agents[i].uplineId === null ? undefined : facts.index.get(agents[i].uplineId!);
    if (up !== undefined) cut.copyWithin(i * L, up * L, up * L + L);
    // i breaks away from every level at or below its own (a larger index is a lower level).
    if (level[i] < top) cut.fill(agents[i].depth, i * L + level[i], i * L + L);
  }
  return (x, a) => cut[x * L + level[a]] <= agents[a].depth;
}

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

type Totals = Partial<Record<CommissionType, number>>;

/** Net per type (only the types present, in the order of COMMISSION_TYPES). */
function ordered(totals: Totals): Totals {
  return Object.fromEntries(COMMISSION_TYPES.filter((t) => Object.hasOwn(totals, t)).map((t) => [t, totals[t]]));
}

/** A line the close writes: a period bonus earned, or a maintenance forfeit or compression. */
const isCloseLine = (l: Pick<HashLine, 'type' | 'kind'>) =>
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
const canonical = (a: Omit<HashLine, 'amount'>, b: Omit<HashLine, 'amount'>) => text(a.type, b.type) || text(a.kind, b.kind) || bySource(a, b);

/** Lines not stored, per (type, kind) pair `type|kind`: each a source of chunks in the canonical order. */
type Extra = Map<string, () => AsyncIterable<HashLine[]>>;

/** The close lines of a run that is not written (preview, verify) as `Extra`: the forfeits streamed per type, the others from memory. */
async function closeExtra(ctx: TenantScope, run: CloseRun): Promise<Extra> {
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
    .modify((q) => after && keysetAfter(q, ['beneficiary_id', 'source_type', 'source_id'], after))
    .orderByRaw(order)
    .limit(LINES_PER_READ)
    .select(knex.raw(`CONCAT_WS('|', type, kind, ${order}, amount) AS line`), 'amount', 'beneficiaryId', 'sourceType', 'sourceId');
  const joined = mysql ? `GROUP_CONCAT(p.line ORDER BY ${order} SEPARATOR '\n')` : `group_concat(p.line, char(10) ORDER BY ${order})`;
  const row = (await knex.from(lines.as('p')).first(knex.raw(`${joined} AS text`), knex.raw('SUM(p.amount) AS total'), knex.raw('COUNT(*) AS n'))) as { text: string | null; total: unknown; n: unknown };
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
async function digest(ctx: TenantScope, period: string, extra: Extra, keep: (l: Pick<HashLine, 'type' | 'kind'>) => boolean): Promise<Digest> {
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

// ---------------------------------------------------------------- periods

/** A period ends when its month has ended in Kuala Lumpur. */
export const hasEnded = (period: string) => period < currentPeriod();

/** The period's row, created open when missing (race-safe: the unique key). */
export async function ensurePeriodRow(ctx: TenantScope, period: string): Promise<CommissionPeriod> {
  const found = await CommissionPeriod.of(ctx).findOne({ period });
  if (found) return found;
  await scopedKnex(ctx)('commission_periods')
    .insert(companyRows(ctx, [{ period, status: 'open', lineCount: 0, createdAt: nowDb(), updatedAt: nowDb() }]))
    .onConflict(['company_id', 'period'])
    .ignore();
  return (await CommissionPeriod.of(ctx).findOne({ period }))!;
}

/** Whether the period is closed (the per-order engine writes nothing into a closed period). */
export async function isClosed(ctx: TenantScope, period: string): Promise<boolean> {
  const row = await CommissionPeriod.of(ctx).findOne({ period }).select('status');
  return row?.status === 'closed';
}


export interface PreviewResult {
  period: string;
  status: 'open';
  /** Net per type of the period's lines as they would be after a close now. */
  totals: Totals;
  /** The close lines alone, net per type. */
  closeTotals: Totals;
  lineCount: number;
  closeLineCount: number;
  agents: number;
}

/** What closing would give now, for an open period (the current month included); writes nothing. */
export async function previewPeriod(ctx: TenantScope, period: string): Promise<PreviewResult> {
  if (period > currentPeriod()) throw ValidationError.field('period', 'commissions.periodFuture');
  if (await isClosed(ctx, period)) throw new ConflictError('commissions.periodClosed');
  const run = await prepare(ctx, period);
  const all = await digest(ctx, period, await closeExtra(ctx, run), (l) => !isCloseLine(l));
  return { period, status: 'open', totals: all.totals, closeTotals: all.extraTotals, lineCount: all.count, closeLineCount: all.extraCount, agents: run.facts.agents.length };
}

export interface CloseResult {
  period: string;
  lineCount: number;
  closeLineCount: number;
  totals: Totals;
  hash: string;
  eligible: number;
  promoted: number;
}

/** Closes an ended, open period (see the module comment). `by`: the user, or null for the job. */
export async function closePeriod(ctx: Ctx, period: string, by: number | null): Promise<CloseResult> {
  if (!hasEnded(period)) throw ValidationError.field('period', 'commissions.periodNotEnded');
  await ensurePeriodRow(ctx, period);
  return inTransaction(ctx, async (tctx) => {
    const row = await forUpdate(CommissionPeriod.of(tctx).findOne({ period }));
    if (!row || row.status === 'closed') throw new ConflictError('commissions.periodClosed');
    const runAt = nowDb();
    const run = await prepare(tctx, period);
    const { facts } = run;
    const written = new Map<number, number>();
    const write = (lines: CloseLine[]) => {
      for (const l of lines) written.set(l.beneficiaryId, (written.get(l.beneficiaryId) ?? 0) + l.amount);
      return insertRows(tctx, 'commission_lines', lines, (l) => ({ ...l, period, payable: true, figures: JSON.stringify(l.figures), createdAt: runAt }));
    };
    // The forfeits go to the table page by page of nets (never all in memory); compression collects across pages.
    const moved = new Map<string, CloseLine>();
    let closeLineCount = 0;
    async function* compressing(pages: AsyncIterable<OverrideNet[]>) {
      for await (const nets of pages) {
        for (const n of nets) compress(facts, n, moved);
        yield nets;
      }
    }
    for await (const lines of forfeits(facts, compressing(maintenanceNets(tctx, run)))) {
      await write(lines);
      closeLineCount += lines.length;
    }
    // Written in the canonical order, so that each index of the lines (identity, digest, beneficiary) grows in place rather than at random pages.
    const others = [...moved.values(), ...bonusLines(facts, run.rules)].sort(canonical);
    await write(others);
    closeLineCount += others.length;
    // Hashed as stored: every line of the period, read back by streaming.
    const { hash, totals, count } = await digest(tctx, period, new Map(), () => true);
    await insertRows(tctx, 'commission_agent_periods', facts.agents, (f) => agentPeriodRow(ctx.companyId, period, f, runAt));
    const eligible = eligibleAgents(facts);
    await insertRows(tctx, 'promotion_eligibility', eligible, (e) => ({
      period,
      agentId: e.agent.agentId,
      fromTierId: e.agent.tierId,
      toTierId: e.tier.id,
      figures: JSON.stringify(e.figures),
      status: 'eligible',
      createdAt: runAt,
      updatedAt: runAt,
    }));
    let promoted = 0;
    if (facts.switches.autoPromotion) {
      for (const e of eligible) if (await autoPromote(tctx, e.agent.agentId, e.tier.id)) promoted++;
    }
    const closedAt = nowDb();
    await CommissionPeriod.of(tctx)
      .findById(row.id)
      .patch({ status: 'closed', runBy: by, runAt, closedBy: by, closedAt, lineCount: count, totals: JSON.stringify(totals), hash, rulesVersion: run.rules });
    // Orders of the month refunded after it ended: their share of the bonuses just written comes back now.
    const [start, end] = periodBounds(period);
    const refunded = await Order.of(tctx)
      .where({ type: 'hq', paymentStatus: 'refunded' })
      .where('paidAt', '>=', start)
      .where('paidAt', '<', end)
      .where('cancelledAt', '>=', end)
      .orderBy('id')
      .select('id');
    for (const order of refunded) await clawBackPeriodShare(tctx, order.id);
    await closeScores(tctx, period, written, refunded.map((o) => o.id));
    return { period, lineCount: count, closeLineCount, totals, hash, eligible: eligible.length, promoted };
  });
}

function agentPeriodRow(companyId: number, period: string, f: AgentFigures, at: string) {
  const row: Record<string, unknown> = { companyId, period, agentId: f.agentId, tierId: f.tierId, rankId: f.rankId, maintenanceMet: f.maintenanceMet, createdAt: at, updatedAt: at };
  for (const key of ['ps', 'gs', 'tpgs', 'sgs', 'cps', 'cgs', 'csgs'] as const) {
    row[`${key}Amount`] = f[key].amount;
    row[`${key}Units`] = f[key].units;
  }
  return row;
}

/**
 * Promotes through the console's own promotion; its refusal by the upline rule (the agent would
 * reach its upline's level, and the close names no new upline) leaves the row eligible for HQ.
 * That refusal comes before the promotion writes anything. Any other error, a 4xx included, ends
 * the close: it runs in the close's transaction, which would otherwise commit a promotion half
 * written, or hide that the eligibility and the promotion disagree.
 */
async function autoPromote(ctx: Ctx, agentId: number, tierId: number): Promise<boolean> {
  try {
    await store(ctx, { id: agentId, type: 'promote', tierId });
    return true;
  } catch (err) {
    if (err instanceof ValidationError && err.key === 'agents.sameTier') return false;
    throw err;
  }
}

interface Eligible {
  agent: AgentFigures;
  tier: TierRow;
  figures: Figures;
}

/** Agents whose PS, GS and TPGS meet a higher tier's thresholds: the highest such tier each (see the module comment). */
export function eligibleAgents(facts: PeriodFacts): Eligible[] {
  const byUnits = facts.switches.moq;
  const tiers = [...facts.tiers.values()]
    .filter((t) => (byUnits ? t.psUnit || t.gsUnit || t.tpgsUnit : t.psAmount || t.gsAmount || t.tpgsAmount))
    .sort((a, b) => a.rankNumber - b.rankNumber);
  const out: Eligible[] = [];
  for (const f of facts.agents) {
    const own = f.tierId === null ? null : facts.tiers.get(f.tierId)!;
    const [ps, gs, tpgs] = byUnits ? [f.ps.units, f.gs.units, f.tpgs.units] : [f.ps.amount, f.gs.amount, f.tpgs.amount];
    const tier = tiers.find(
      (t) =>
        (!own || t.rankNumber < own.rankNumber) &&
        (byUnits ? ps >= t.psUnit && gs >= t.gsUnit && tpgs >= t.tpgsUnit : ps >= t.psAmount && gs >= t.gsAmount && tpgs >= t.tpgsAmount),
    );
    if (tier) out.push({ agent: f, tier, figures: { byUnits, ps, gs, tpgs, rankId: f.rankId } });
  }
  return out;
}

export interface VerifyResult {
  period: string;
  hash: string;
  stored: string | null;
  same: boolean;
}

/** Recomputes a closed period's close lines (nothing written) and compares the hash with the stored one. */
export async function verifyPeriod(ctx: TenantScope, period: string): Promise<VerifyResult> {
  const row = await CommissionPeriod.of(ctx).findOne({ period });
  if (!row || row.status !== 'closed') throw new ConflictError('commissions.periodNotClosed');
  const run = await prepare(ctx, period);
  const { hash } = await digest(ctx, period, await closeExtra(ctx, run), (l) => !isCloseLine(l));
  return { period, hash, stored: row.hash, same: hash === row.hash };
}
