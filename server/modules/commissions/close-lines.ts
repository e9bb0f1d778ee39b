import type { Knex } from 'knex';
import { MAINTAINED_TYPES, type CommissionKind, type CommissionSource, type CommissionType, type Figures } from '../../../common/commissions';
import type { TenantScope } from '../../platform/model';
import { dialect } from '../../platform/db';
import { platform } from '../../platform';
import { nowDb } from '../../platform/time';
import { companyTable, insertCompanyRows } from '../../platform/scoped-sql';
import { loadFigures, tierLevels, type AgentFigures, type PeriodFacts, type TierRow } from './figures';
import { CommissionPeriod } from './models';
import { roundHalfUp } from '../../platform/money';

// The close's lines, computed from the facts (period.ts: the period run).

/**
 * The version of the close's rules written on every period closed from now on (commission_periods
 * .rules_version). 1: performance paid across breakaway leaders (the closes before 2026-11-27);
 * 2: only inside the beneficiary's group.
 */
export const RULES_VERSION = 2;

/** Rows per insert batch (and the rows of a batch held at once) and ids per IN list. */
export const CHUNK = 500;

/** Inserts `items` as rows (camelCase properties; a missing one is NULL) in batches, making each batch's rows only when it is written (memory). */
export async function insertRows<T>(scope: TenantScope, table: string, items: T[], row: (item: T) => Record<string, unknown>): Promise<void> {
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

export interface OverrideNet {
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
export interface CloseRun {
  period: string;
  facts: PeriodFacts;
  cutoff: string;
  below: number[];
  /** RULES_VERSION, or the one a closed period was computed with. */
  rules: number;
}

export async function prepare(ctx: TenantScope, period: string): Promise<CloseRun> {
  const row = await CommissionPeriod.of(ctx).findOne({ period });
  const closed = row?.status === 'closed';
  const facts = await loadFigures(ctx, period, closed);
  // Clawbacks of the period's orders already written in later months (refunds after the month
  // ended, before its close) count in the nets, up to the close's run time (so verify sees the same).
  const cutoff = closed && row.runAt ? row.runAt : nowDb();
  const below = facts.agents
    .filter((a) => !a.maintenanceMet)
    .map((a) => a.agentId)
    .sort((a, b) => a - b);
  return { period, facts, cutoff, below, rules: closed ? Number(row.rulesVersion) : RULES_VERSION };
}

/** Earn lines read per page of the nets (maintenanceNets): bounds the rows held at once, however many sales one upline earned on (a company's first agents earn on hundreds of thousands). */
const NETS_PAGE = 10_000;

/**
 * Rows after `values` in the order of `columns` (snake_case), as an index range: SQLite seeks a row
 * value (it reads the equivalent disjunction from the start of the range, quadratic over a million
 * lines); MariaDB ranges the disjunction.
 */
export function keysetAfter(q: Knex.QueryBuilder, columns: readonly string[], values: readonly Knex.Value[]): Knex.QueryBuilder {
  if (dialect(platform().db) === 'sqlite') return q.whereRaw(`(${columns.join(', ')}) > (${columns.map(() => '?').join(', ')})`, values as Knex.Value[]);
  return q.where((w) => {
    columns.forEach(
      (column, i) =>
        void w.orWhere((x) => {
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
export async function* maintenanceNets(ctx: TenantScope, run: CloseRun, types: readonly CommissionType[] = MAINTAINED_TYPES): AsyncGenerator<OverrideNet[]> {
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
export async function* forfeits(facts: PeriodFacts, pages: AsyncIterable<OverrideNet[]>): AsyncGenerator<CloseLine[]> {
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
export function compress(facts: PeriodFacts, n: OverrideNet, moved: Map<string, CloseLine>): void {
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
export async function compressionLines(ctx: TenantScope, run: CloseRun): Promise<CloseLine[]> {
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
