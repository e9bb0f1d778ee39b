import { Type } from '@sinclair/typebox';
import { raw, type QueryBuilder } from 'objection';
import { platform } from '../../platform';
import { dialect } from '../../platform/db';
import type { TenantScope } from '../../platform/model';
import { companySql, sameCompany, scopedKnex } from '../../platform/scoped-sql';
import { businessTime } from '../../platform/time';
import { AgentPeriodSales } from './models';
import { AgentTreeRow } from './genealogy';

/**
 * The agents' sales figures of one period (docs/compensation.md "Facts and periods"), for the rows of
 * a page of the agent database, its export and one agent's details. Amounts are integer minor
 * units.
 * - PS of A: A's own row of `agent_period_sales` for the period (the orders module adds an
 *   order's sales value in the month it is paid and takes a cancellation after payment off in the
 *   month it happens, so a period can hold a negative row: it counts as it is).
 * - A's group: A's downline down to, but not including, the breakaway leaders — the first agents
 *   below A whose tier ranks at least as high as A's (rank_number <= A's; rank 1 is the highest)
 *   — and their groups. An agent without a tier is below every tier: it never breaks away, and
 *   under an agent without a tier every agent with a tier does.
 * - GS of A: the sum of PS of A's group, A excluded. TPGS = PS + GS.
 * - SGS of A: the sum of TPGS of A's first-generation breakaway leaders, each leader's TPGS taken
 *   with the leader's own rank (its group ends at the first agents ranking at least as high as it).
 * - Placement and tiers are today's (the closure table `agent_tree`, `users.tier_id`); status
 *   plays no part (a suspended leader still breaks away, its sales still count).
 *
 * How: set-based SQL over the closure table, no recursion and no walk in JavaScript; three
 * queries (PS, GS, SGS) for the whole page. The GS and SGS queries pair the period's sales rows
 * (buyer D) with the page's agents above them (A) through the closure rows (A, D), then:
 * - GS: D's sale belongs to A's group when no agent on the chain between them (D included, A
 *   excluded) breaks away from A — NOT EXISTS over D's own closure rows at a depth below A's.
 * - SGS: L is the agent nearest to A on that chain that breaks away from A (D's closure rows
 *   below A, deepest first, LIMIT 1): no other agent between A and L breaks away from A, so L is of
 *   the first generation. D's sale is in L's TPGS when no agent between L (excluded) and D
 *   (included) breaks away from L — NOT EXISTS again. D's uplines form one chain, so every
 *   "between" is a depth range of D's own closure rows (index company_id, descendant_id, depth).
 *   (A NOT EXISTS for "no breakaway between A and L" over every candidate L instead costs the
 *   chain's length squared: over a minute on a 1,500-level chain.)
 * - Which end is read first (startOf): the buyers' upline chains (the sales rows, then the
 *   closure index on descendant), or, when the page agents' groups are small next to the number
 *   of buyers (a page of recent agents), the groups (the index on ancestor, then each member's
 *   sales row by the unique index). The joins keep that order (inOrder) on both databases.
 * Measured on 100,000 agents (a 1,500-level chain, 4,962 buyers in the month; an in-memory
 * reference agreed on every row), median SQLite / MariaDB on a shared machine: a page of the 100
 * newest agents 11 / 23 ms, the 1,000-row export chunk 13 / 24 ms, the chain's 100 deepest
 * 38 ms / 4.8 s, a page holding the five roots and the chain's top 0.38 / 2.6 s, the 100 largest
 * groups 0.7 / 1.2 s. The cost is the buyers under the page's agents times their distance to
 * them; MariaDB's dependent subqueries cost more per row and cannot bound D's closure rows by
 * the outer depth (they read D's whole chain), hence the deep chain's seconds.
 */

export interface SalesKpi {
  personalSales: number;
  groupSales: number;
  totalPersonalGroupSales: number;
  sideGroupSales: number;
}

/**
 * startOf reads the groups first up to this many group rows per buyer (reading a group member
 * costs a lookup, a buyer's upline an index step). Tests set it to 0 or a large number to run
 * each start.
 */
export const kpiTuning = { groupRowsPerBuyer: 4 };

const ZERO: SalesKpi = { personalSales: 0, groupSales: 0, totalPersonalGroupSales: 0, sideGroupSales: 0 };

/** A period: a calendar month in Asia/Kuala_Lumpur, 'YYYY-MM'. */
export const PERIOD = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
export const PeriodParam = Type.String({ pattern: PERIOD.source, description: 'YYYY-MM (Asia/Kuala_Lumpur); default the current month' });

/** The current business month, 'YYYY-MM' (the orders module records sales under the same key). */
export function currentPeriod(): string {
  return businessTime().format('YYYY-MM');
}

type SalesQuery = QueryBuilder<AgentPeriodSales, AgentPeriodSales[]>;

/** Which end a query reads first: the period's buyers' upline chains, or the page agents' groups. */
type Start = 'buyers' | 'groups';

/**
 * The join that keeps the tables in the order written: CROSS JOIN … ON on SQLite, STRAIGHT_JOIN on
 * MariaDB (whose planner otherwise started from the sales rows whatever the page: 0.6 s instead
 * of 0.14 s for the GS of a page of small groups at 100,000 agents).
 */
function inOrder(table: string, on: string): string {
  return `${dialect(platform().db) === 'mysql' ? 'STRAIGHT_JOIN' : 'CROSS JOIN'} ${table} ON ${on}`;
}

/**
 * The period's sales rows `s` (buyer D = s.agent_id) paired with each of their uplines `t` among
 * `ids` (A = t.ancestor_id, t.depth = distance D → A), with A's tier `ta` (null: no tier). From
 * the buyers: the sales rows, then their uplines through the closure index on descendant; from
 * the groups: the page agents' downlines through the index on ancestor, then each one's sales
 * row through the unique (company_id, agent_id, period) index.
 */
function salesUnder(ctx: TenantScope, ids: number[], period: string, start: Start): SalesQuery {
  const query =
    start === 'buyers'
      ? AgentPeriodSales.of(ctx).alias('s').joinRaw(inOrder('agent_tree AS t', 't.company_id = s.company_id AND t.descendant_id = s.agent_id')).where('t.companyId', ctx.companyId)
      : // Both starts give the same joined rows (t, s); the type is the first branch's query.
        (AgentTreeRow.of(ctx).alias('t').joinRaw(inOrder('agent_period_sales AS s', 's.company_id = t.company_id AND s.agent_id = t.descendant_id')) as unknown as SalesQuery);
  return query
    .joinRaw(inOrder('users AS a', `a.id = t.ancestor_id AND ${sameCompany('a', 't')}`))
    .leftJoin('tiers as ta', 'ta.id', 'a.tierId')
    .where('s.period', period)
    .whereIn('t.ancestorId', ids)
    .where('t.depth', '>', 0);
}

/**
 * Reads the groups first when they are small next to the period's buyers (a page of new agents),
 * the buyers first otherwise (a page with a root, whose group is the company): the groups are
 * counted up to a budget of a few rows per buyer, never further. `null`: nobody bought in the
 * period, and there is nothing to add up.
 */
async function startOf(ctx: TenantScope, ids: number[], period: string): Promise<Start | null> {
  const buyers = await AgentPeriodSales.of(ctx).where('period', period).resultSize();
  if (!buyers) return null;
  const budget = kpiTuning.groupRowsPerBuyer * buyers;
  const members = AgentTreeRow.of(ctx)
    .whereIn('ancestorId', ids)
    .where('depth', '>', 0)
    .select(raw('1'))
    .limit(budget + 1);
  const [{ n }] = (await scopedKnex(ctx).from(members.toKnexQuery().as('m')).count('* as n')) as { n: number | string }[];
  return Number(n) <= budget ? 'groups' : 'buyers';
}

/**
 * D's closure rows `alias` (D itself at depth 0, then its uplines) whose agent has a tier ranking
 * at least as high as `rank` (an SQL expression; null — no tier — lets every tier through).
 * The caller bounds the depth: the agents between two points of D's chain.
 */
function breakaways(ctx: TenantScope, alias: string, rank: string, buyer = 's.agentId') {
  return AgentTreeRow.of(ctx)
    .alias(alias)
    .join(`users as ${alias}_u`, `${alias}_u.id`, `${alias}.ancestorId`)
    .join(`tiers as ${alias}_r`, `${alias}_r.id`, `${alias}_u.tierId`)
    .whereColumn(`${alias}.descendantId`, buyer)
    .whereRaw(`(${rank} IS NULL OR ${alias}_r.rank_number <= ${rank})`);
}

const sums = (rows: unknown[]) => new Map((rows as { agentId: number; amount: number | string | null }[]).map((r) => [Number(r.agentId), Number(r.amount ?? 0)]));

/**
 * PS, GS, TPGS and SGS of each of `ids` (a page: up to a few hundred agents) for `period`, in sales
 * value (minor units) or, with `measure` 'units', in product units (tiers' psUnit/gsUnit/tpgsUnit).
 */
export async function salesKpis(ctx: TenantScope, ids: number[], period: string, measure: 'amount' | 'units' = 'amount'): Promise<Map<number, SalesKpi>> {
  const column = measure === 'units' ? 'psUnits' : 'psAmount';
  const wanted = [...new Set(ids)];
  const out = new Map<number, SalesKpi>(wanted.map((id) => [id, { ...ZERO }]));
  if (!wanted.length) return out;

  const start = await startOf(ctx, wanted, period);
  if (!start) return out;
  const personal = AgentPeriodSales.of(ctx).whereIn('agentId', wanted).where('period', period).select('agentId', `${column} as amount`);

  // GS: no agent between A (excluded) and D (included) breaks away from A.
  const group = salesUnder(ctx, wanted, period, start)
    .whereNotExists(breakaways(ctx, 'b', 'ta.rank_number').whereColumn('b.depth', '<', 't.depth').select(raw('1')))
    .groupBy('t.ancestorId')
    .select('t.ancestorId as agentId')
    .sum(`s.${column} as amount`);

  // SGS: the leader L of each pair (A, D) is the agent nearest to A on D's chain that breaks
  // away from A (so no other agent between A and L does: L is of the first generation); the
  // pairs with their leader are a derived table `x`, so that the leader is looked up once per
  // pair (MariaDB evaluated it again for every closure row of D it joined). D's sale counts when
  // D is L or in L's group: no agent between L (excluded) and D (included) breaks away from L.
  const leader = breakaways(ctx, 'b', 'ta.rank_number').whereColumn('b.depth', '<', 't.depth').select('b.ancestorId').orderBy('b.depth', 'desc').limit(1);
  const pairs = salesUnder(ctx, wanted, period, start).select('t.ancestorId as agentId', 's.agentId as buyerId', `s.${column} as amount`, leader.as('leaderId'));
  const side = scopedKnex(ctx)
    .from(pairs.toKnexQuery().as('x'))
    .joinRaw(...companySql(ctx, inOrder('agent_tree AS l', 'l.ancestor_id = x.leader_id AND l.descendant_id = x.buyer_id AND {{company:l}}')))
    .joinRaw(inOrder('users AS lu', `lu.id = l.ancestor_id AND ${sameCompany('lu', 'l')}`))
    .joinRaw(inOrder('tiers AS lr', `lr.id = lu.tier_id AND ${sameCompany('lr', 'lu')}`))
    .whereNotExists(breakaways(ctx, 'c', 'lr.rank_number', 'x.buyerId').whereColumn('c.depth', '<', 'l.depth').select(raw('1')).toKnexQuery())
    .groupBy('x.agentId')
    .select('x.agentId')
    .sum('x.amount as amount');

  const [ps, gs, sgs] = [sums(await personal), sums(await group), sums(await side)];
  for (const [id, kpi] of out) {
    kpi.personalSales = ps.get(id) ?? 0;
    kpi.groupSales = gs.get(id) ?? 0;
    kpi.totalPersonalGroupSales = kpi.personalSales + kpi.groupSales;
    kpi.sideGroupSales = sgs.get(id) ?? 0;
  }
  return out;
}
