import type { Figures } from '../../../common/commissions';
import type { Ctx } from '../../platform/context';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { TenantScope } from '../../platform/model';
import { forUpdate, inTransaction } from '../../platform/tx';
import { nowDb } from '../../platform/time';
import { companyRows, scopedKnex } from '../../platform/scoped-sql';
import { currentPeriod } from '../agents';
import { store } from '../agents';
import type { AgentFigures, PeriodFacts, TierRow } from './figures';
import { CommissionPeriod } from './models';
import { closeScores } from '../ranking';
import { clawBackPeriodShare } from './orders';
import { periodBounds } from './reads';
import { Order } from '../orders';
import { canonical, closeExtra, digest, isCloseLine, type Totals } from './close-hash';
import { bonusLines, type CloseLine, compress, forfeits, insertRows, maintenanceNets, type OverrideNet, prepare } from './close-lines';

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

// The close's lines and its hash and totals, in their own files; callers import them from here.
export * from './close-lines';
export * from './close-hash';

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
    await closeScores(
      tctx,
      period,
      written,
      refunded.map((o) => o.id),
    );
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
  const tiers = [...facts.tiers.values()].filter((t) => (byUnits ? t.psUnit || t.gsUnit || t.tpgsUnit : t.psAmount || t.gsAmount || t.tpgsAmount)).sort((a, b) => a.rankNumber - b.rankNumber);
  const out: Eligible[] = [];
  for (const f of facts.agents) {
    const own = f.tierId === null ? null : facts.tiers.get(f.tierId)!;
    const [ps, gs, tpgs] = byUnits ? [f.ps.units, f.gs.units, f.tpgs.units] : [f.ps.amount, f.gs.amount, f.tpgs.amount];
    const tier = tiers.find(
      (t) => (!own || t.rankNumber < own.rankNumber) && (byUnits ? ps >= t.psUnit && gs >= t.gsUnit && tpgs >= t.tpgsUnit : ps >= t.psAmount && gs >= t.gsAmount && tpgs >= t.tpgsAmount),
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
