import { rowsOf } from '../../platform/rows';
import type { TenantScope } from '../../platform/model';
import { CompanyFeatures } from '../companies';
import { AgentPeriodSales } from '../agents';
import { CommissionRank, Tier } from '../tiers';
import { User } from '../users';
import { CommissionAgentPeriod } from './models';

/**
 * Per-agent figures of one company and period for the period run (docs/compensation.md "Facts and
 * periods", the definitions of server/modules/agents/kpi.ts: same group, breakaway and SGS rules,
 * which a test checks against `salesKpis`). kpi.ts answers a page of agents in SQL over the
 * closure table; the run needs every agent at once, so here: four set queries (agents with upline
 * and tier, tiers, ranks, the period's sales rows) and linear passes over arrays in memory.
 *
 * - Order: agents top-down (breadth-first from the roots); every pass runs over that array or its
 *   reverse, so a deep chain costs no recursion.
 * - Breakaway: agent v breaks away from A when v has a tier and ranks at least as high as A
 *   (level(v) <= level(A), levels = the company's distinct rank numbers, 0 the highest; no tier =
 *   below every level, never breaks away; under an agent without a tier every tiered agent does).
 *   Per level a (a few), one bottom-up pass: open_a(v) = breaks(v, a) ? 0 : PS(v) + Σ open_a(child)
 *   and GS(A) = Σ open_a(child of A) for the agents A of level a. SGS likewise with
 *   lead_a(v) = breaks(v, a) ? TPGS(v) : Σ lead_a(child). O(agents × levels).
 * - Each figure in amount and units, for all sales (PS from ps_*) and the commissionable part
 *   (cps from cs_*): GS/TPGS/SGS of the commissionable part are cgs, cps + cgs, csgs.
 * - Rank held: the last of the company's commission ranks, in the climbing order of the tiers
 *   screen (total_personal_group_sales, personal_sales, side_group_sales, id ascending), whose
 *   thresholds PS, TPGS and SGS amounts meet (all sales).
 * - Maintenance: own PS against the tier's mom_unit (units, when company_features.moq) or
 *   mom_amount; an agent without a tier has nothing to maintain (met).
 * - Tiers: today's, except for a closed period, where the tier each agent held at the close
 *   (commission_agent_periods) is used, so that verifying a closed period after promotions
 *   recomputes what the close saw. Placement (users.upline_id) is today's, as in kpi.ts.
 */

export interface Figure {
  amount: number;
  units: number;
}

export interface AgentFigures {
  agentId: number;
  uplineId: number | null;
  depth: number;
  tierId: number | null;
  rankId: number | null;
  ps: Figure;
  gs: Figure;
  tpgs: Figure;
  sgs: Figure;
  cps: Figure;
  cgs: Figure;
  csgs: Figure;
  maintenanceMet: boolean;
}

export interface RankRow {
  id: number;
  commissionName: string;
  personalSales: number;
  totalPersonalGroupSales: number;
  sideGroupSales: number;
  commission: number;
  personalLevelCommission: number;
  isLeadership: boolean;
}

export interface TierRow {
  id: number;
  levelName: string;
  rankNumber: number;
  momUnit: number;
  momAmount: number;
  psUnit: number;
  psAmount: number;
  gsUnit: number;
  gsAmount: number;
  tpgsUnit: number;
  tpgsAmount: number;
  leadership: number;
}

export interface CompanySwitches {
  moq: boolean;
  compression: boolean;
  autoPromotion: boolean;
}

export interface PeriodFacts {
  period: string;
  switches: CompanySwitches;
  tiers: Map<number, TierRow>;
  /** Climbing order (the last met is the one held). */
  ranks: RankRow[];
  /** Every agent of the company, top-down (parents before children). */
  agents: AgentFigures[];
  /** Agent id → index in `agents`. */
  index: Map<number, number>;
}

/** Rows of one agent that the run reads (numbers from either database). */
interface AgentRow {
  id: number;
  uplineId: number | null;
  tierId: number | null;
}

const zero = (): Figure => ({ amount: 0, units: 0 });

/** Reads the facts of `period` (four or five set queries) and computes every agent's figures. */
export async function loadFigures(ctx: TenantScope, period: string, closed: boolean): Promise<PeriodFacts> {
  const [features, tierRows, rankRows, agentRows, sales] = await Promise.all([
    CompanyFeatures.of(ctx).first(),
    Tier.of(ctx),
    CommissionRank.of(ctx).orderBy([{ column: 'total_personal_group_sales' }, { column: 'personal_sales' }, { column: 'side_group_sales' }, { column: 'id' }]),
    rowsOf<AgentRow>(User.of(ctx).where('role', 'agent').select('id', 'uplineId', 'tierId')),
    rowsOf<{ agentId: number; psAmount: number | string; psUnits: number | string; csAmount: number | string; csUnits: number | string }>(
      AgentPeriodSales.of(ctx).where('period', period).select('agentId', 'psAmount', 'psUnits', 'csAmount', 'csUnits'),
    ),
  ]);
  const switches: CompanySwitches = {
    moq: Boolean(features?.moq),
    compression: Boolean(features?.commissionCompression),
    autoPromotion: Boolean(features?.autoPromotion),
  };
  const tiers = new Map<number, TierRow>(
    tierRows.map((t) => [
      Number(t.id),
      {
        id: Number(t.id),
        levelName: t.levelName,
        rankNumber: Number(t.rankNumber),
        momUnit: Number(t.momUnit ?? 0),
        momAmount: Number(t.momAmount ?? 0),
        psUnit: Number(t.psUnit ?? 0),
        psAmount: Number(t.psAmount ?? 0),
        gsUnit: Number(t.gsUnit ?? 0),
        gsAmount: Number(t.gsAmount ?? 0),
        tpgsUnit: Number(t.tpgsUnit ?? 0),
        tpgsAmount: Number(t.tpgsAmount ?? 0),
        leadership: Number(t.leadership ?? 0),
      },
    ]),
  );
  const ranks: RankRow[] = rankRows.map((r) => ({
    id: Number(r.id),
    commissionName: r.commissionName,
    personalSales: Number(r.personalSales),
    totalPersonalGroupSales: Number(r.totalPersonalGroupSales),
    sideGroupSales: Number(r.sideGroupSales),
    commission: Number(r.commission),
    personalLevelCommission: Number(r.personalLevelCommission),
    isLeadership: Boolean(r.isLeadership),
  }));
  let held: Map<number, number | null> | null = null;
  if (closed) {
    const rows = await rowsOf<{ agentId: number; tierId: number | null }>(CommissionAgentPeriod.of(ctx).where('period', period).select('agentId', 'tierId'));
    held = new Map(rows.map((r) => [Number(r.agentId), r.tierId === null ? null : Number(r.tierId)]));
  }
  const people = agentRows.map((a) => {
    const id = Number(a.id);
    const tierId = held?.has(id) ? held.get(id)! : a.tierId === null ? null : Number(a.tierId);
    return { id, uplineId: a.uplineId === null ? null : Number(a.uplineId), tierId };
  });
  const facts = computeFigures(
    period,
    switches,
    tiers,
    ranks,
    people,
    sales.map((s) => ({
      agentId: Number(s.agentId),
      psAmount: Number(s.psAmount),
      psUnits: Number(s.psUnits),
      csAmount: Number(s.csAmount),
      csUnits: Number(s.csUnits),
    })),
  );
  return facts;
}

export interface SalesRow {
  agentId: number;
  psAmount: number;
  psUnits: number;
  csAmount: number;
  csUnits: number;
}

/** The figures from the facts (pure; linear in agents × tier levels). */
export function computeFigures(period: string, switches: CompanySwitches, tiers: Map<number, TierRow>, ranks: RankRow[], people: AgentRow[], sales: SalesRow[]): PeriodFacts {
  // Top-down order: breadth-first from the roots (an upline that is not an agent of the company counts as none).
  const known = new Set(people.map((p) => p.id));
  const children = new Map<number, number[]>();
  const roots: AgentRow[] = [];
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const p of people) {
    if (p.uplineId !== null && known.has(p.uplineId) && p.uplineId !== p.id) {
      const list = children.get(p.uplineId);
      if (list) list.push(p.id);
      else children.set(p.uplineId, [p.id]);
    } else roots.push(p);
  }
  const agents: AgentFigures[] = [];
  const index = new Map<number, number>();
  const visit = (p: AgentRow, uplineId: number | null, depth: number) => {
    index.set(p.id, agents.length);
    agents.push({
      agentId: p.id,
      uplineId,
      depth,
      tierId: p.tierId !== null && tiers.has(p.tierId) ? p.tierId : null,
      rankId: null,
      ps: zero(),
      gs: zero(),
      tpgs: zero(),
      sgs: zero(),
      cps: zero(),
      cgs: zero(),
      csgs: zero(),
      maintenanceMet: false,
    });
  };
  for (const r of roots) visit(r, null, 0);
  for (let i = 0; i < agents.length; i++) {
    const a = agents[i];
    for (const c of children.get(a.agentId) ?? []) visit(byId.get(c)!, a.agentId, a.depth + 1);
  }
  const n = agents.length;
  const parent = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) if (agents[i].uplineId !== null) parent[i] = index.get(agents[i].uplineId!)!;

  for (const s of sales) {
    const i = index.get(s.agentId);
    if (i === undefined) continue;
    agents[i].ps = { amount: s.psAmount, units: s.psUnits };
    agents[i].cps = { amount: s.csAmount, units: s.csUnits };
  }

  const { level, top } = tierLevels(tiers, agents);
  const breaks = (i: number, a: number) => level[i] < top && level[i] <= a;

  const metrics = [(f: AgentFigures) => f.ps.amount, (f: AgentFigures) => f.ps.units, (f: AgentFigures) => f.cps.amount, (f: AgentFigures) => f.cps.units];
  const own = metrics.map((m) => Float64Array.from(agents, m));
  const gs = metrics.map(() => new Float64Array(n));
  const sum = new Float64Array(n);
  for (let a = 0; a <= top; a++) {
    if (!level.some((l) => l === a)) continue;
    for (let m = 0; m < metrics.length; m++) {
      sum.fill(0);
      for (let i = n - 1; i >= 0; i--) {
        if (level[i] === a) gs[m][i] = sum[i];
        if (parent[i] >= 0 && !breaks(i, a)) sum[parent[i]] += own[m][i] + sum[i];
      }
    }
  }
  const tpgs = own.map((o, m) => o.map((v, i) => v + gs[m][i]));
  const sgs = metrics.map(() => new Float64Array(n));
  for (let a = 0; a <= top; a++) {
    if (!level.some((l) => l === a)) continue;
    for (let m = 0; m < metrics.length; m++) {
      sum.fill(0);
      for (let i = n - 1; i >= 0; i--) {
        if (level[i] === a) sgs[m][i] = sum[i];
        if (parent[i] >= 0) sum[parent[i]] += breaks(i, a) ? tpgs[m][i] : sum[i];
      }
    }
  }

  for (let i = 0; i < n; i++) {
    const f = agents[i];
    f.gs = { amount: gs[0][i], units: gs[1][i] };
    f.tpgs = { amount: tpgs[0][i], units: tpgs[1][i] };
    f.sgs = { amount: sgs[0][i], units: sgs[1][i] };
    f.cgs = { amount: gs[2][i], units: gs[3][i] };
    f.csgs = { amount: sgs[2][i], units: sgs[3][i] };
    f.rankId = rankHeld(ranks, f)?.id ?? null;
    f.maintenanceMet = maintenanceMet(f, f.tierId === null ? null : tiers.get(f.tierId)!, switches.moq);
  }
  return { period, switches, tiers, ranks, agents, index };
}

/**
 * Each agent's level: the company's distinct rank numbers, 0 the highest; no tier = `top` (below
 * all). Agent v breaks away from level a when level[v] < top and level[v] <= a.
 */
export function tierLevels(tiers: Map<number, TierRow>, agents: Pick<AgentFigures, 'tierId'>[]): { level: Int32Array; top: number } {
  const rankNumbers = [...new Set([...tiers.values()].map((t) => t.rankNumber))].sort((x, y) => x - y);
  const top = rankNumbers.length;
  const levelOf = new Map(rankNumbers.map((r, i) => [r, i]));
  return { level: Int32Array.from(agents, (f) => (f.tierId === null ? top : levelOf.get(tiers.get(f.tierId)!.rankNumber)!)), top };
}

/** The last rank (climbing order) whose PS, TPGS and SGS thresholds the agent's amounts meet. */
export function rankHeld(ranks: RankRow[], f: Pick<AgentFigures, 'ps' | 'tpgs' | 'sgs'>): RankRow | null {
  let held: RankRow | null = null;
  for (const r of ranks) {
    if (f.ps.amount >= r.personalSales && f.tpgs.amount >= r.totalPersonalGroupSales && f.sgs.amount >= r.sideGroupSales) held = r;
  }
  return held;
}

/** Own PS against the tier's minimum (units with the MOQ switch, else amount); no tier: nothing required. */
export function maintenanceMet(f: Pick<AgentFigures, 'ps'>, tier: TierRow | null, moq: boolean): boolean {
  if (!tier) return true;
  return moq ? f.ps.units >= tier.momUnit : f.ps.amount >= tier.momAmount;
}
