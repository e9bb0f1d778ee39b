import type { Knex } from 'knex';
import { rowsOf } from '../../platform/rows';
import { keysOfMonth } from '../../../common/ranking';
import type { Ctx } from '../../platform/context';
import { platform } from '../../platform';
import { dialect } from '../../platform/db';
import { TenantModel, type TenantScope } from '../../platform/model';
import { inTransaction } from '../../platform/tx';
import { companyRaw, companyTable, joinCompany } from '../../platform/scoped-sql';
import { businessTime, dbTimeToDate } from '../../platform/time';

/**
 * The score-ranking summary `ranking_scores` (db/migrations/20261125000500_ranking_scores.ts):
 * kept up to date in the same transaction as the facts, and rebuilt from them.
 *
 * Incremental (each call writes with one statement, per 400 rows, its rows in order of period key
 * then agent, so that parallel payments touching the same uplines — a root's row takes every sale
 * of its group — lock them in one order and never deadlock on them; it comes last in its
 * transaction, after every other lock):
 * - `orderScores`, when an order is paid (recordPayment, after writeOrderCommissions) and when a
 *   paid order is cancelled (cancelOne): the buyer's PS and TPGS, the GS and TPGS of every upline
 *   whose group holds the buyer (`groupOwners`, tiers and placement as they are at that moment),
 *   in the current Kuala Lumpur month — exactly what agent_period_sales records — and the
 *   commission lines the transaction wrote for the order (its earn lines on payment, its
 *   clawbacks on cancellation), payable ones, in their own periods;
 * - `joinScores`, when an agent joins the tree (attachToTree): +1 team for every upline, +1
 *   recruit for its recruiter, in the month of its registration;
 * - `closeScores`, when a commission month closes: the close's lines and the period-share
 *   clawbacks of the orders refunded after the month ended.
 * Rebuild (`rebuildScores`): the same figures from the facts — agent_period_sales, the payable
 * commission_lines, users (upline, recruiter, tier, registration time) — with today's tiers and
 * placement. It equals the incremental table as long as no agent changed tier or upline since the
 * sales it counts (the incremental table keeps the group a sale had when it was paid).
 */

/** The stored columns; the API's metric `recruitment` is the column `recruits`. */
export const SCORE_COLUMNS = ['ps', 'gs', 'tpgs', 'commission', 'team', 'recruits'] as const;
export type ScoreColumn = (typeof SCORE_COLUMNS)[number];

export class RankingScore extends TenantModel {
  static override tableName = 'ranking_scores';
  static override idColumn = ['companyId', 'periodKey', 'agentId'];
  static override timestamps = false;

  periodKey!: string;
  agentId!: number;
  ps!: number;
  gs!: number;
  tpgs!: number;
  commission!: number;
  team!: number;
  recruits!: number;
}

type ScoreRow = Record<ScoreColumn, number>;

/** Additions to rows, by period key, then agent id. */
class Deltas {
  readonly rows = new Map<string, Map<number, ScoreRow>>();
  /** The keys of each month seen (a rebuild adds millions of times to a few months). */
  private readonly keys = new Map<string, string[]>();

  /** Adds `value` to `column` of the agent under the month's three keys. */
  add(month: string, agentId: number, column: ScoreColumn, value: number) {
    if (!value) return;
    let keys = this.keys.get(month);
    if (!keys) this.keys.set(month, (keys = keysOfMonth(month)));
    for (const key of keys) {
      let agents = this.rows.get(key);
      if (!agents) this.rows.set(key, (agents = new Map()));
      let row = agents.get(agentId);
      if (!row) agents.set(agentId, (row = { ps: 0, gs: 0, tpgs: 0, commission: 0, team: 0, recruits: 0 }));
      row[column] += value;
    }
  }

  /** How many rows. */
  get size(): number {
    let n = 0;
    for (const agents of this.rows.values()) n += agents.size;
    return n;
  }

  /** The rows in the order of the table's key (period key, agent id): upserts in that order touch each page once and lock in one order. */
  *ordered(): Generator<[string, number, ScoreRow]> {
    for (const key of [...this.rows.keys()].sort()) {
      const agents = this.rows.get(key)!;
      for (const agentId of [...agents.keys()].sort((a, b) => a - b)) yield [key, agentId, agents.get(agentId)!];
    }
  }
}

/** A buyer's placement chain, the buyer first: each agent with its tier's rank (null: no tier). */
export interface ChainStep {
  id: number;
  rank: number | null;
}

/**
 * The uplines whose group holds the sales of the chain's first agent D (docs/compensation.md, as
 * agents/kpi.ts reads it): A's group holds D unless an agent between A (excluded) and D (included)
 * breaks away from A — has a tier ranking at least as high as A's (rank_number <= A's; rank 1 is
 * the highest), or any tier when A has none (an agent without a tier never breaks away). Walking
 * up from D with the highest rank seen so far, A holds D when it ranks strictly higher than all of
 * them (or when A has no tier and nobody below it had one). Past a rank 1, nobody can.
 */
export function groupOwners(chain: Iterable<ChainStep>): number[] {
  const owners: number[] = [];
  let best = Infinity;
  let first = true;
  for (const step of chain) {
    if (!first && (step.rank === null ? best === Infinity : step.rank < best)) owners.push(step.id);
    first = false;
    if (step.rank !== null) best = Math.min(best, step.rank);
    if (best <= 1) break;
  }
  return owners;
}

/** Adds a sale of `amount` by `buyerId` in `month`: its PS and TPGS, and the GS and TPGS of its group's owners. */
function addSale(deltas: Deltas, month: string, buyerId: number, amount: number, owners: number[]) {
  deltas.add(month, buyerId, 'ps', amount);
  deltas.add(month, buyerId, 'tpgs', amount);
  for (const owner of owners) {
    deltas.add(month, owner, 'gs', amount);
    deltas.add(month, owner, 'tpgs', amount);
  }
}

/** Rows per statement: 10 values each. */
const CHUNK = 400;

/**
 * Adds the deltas to their rows in one statement (per CHUNK rows), rows in (period key, agent)
 * order: an upsert that adds to an existing row (ON CONFLICT / ON DUPLICATE KEY).
 */
async function apply(ctx: TenantScope, deltas: Deltas): Promise<void> {
  const rows = [...deltas.ordered()];
  const mysql = dialect(platform().db) === 'mysql';
  const set = SCORE_COLUMNS.map((c) => (mysql ? `${c} = ${c} + VALUES(${c})` : `${c} = ranking_scores.${c} + excluded.${c}`)).join(', ');
  const conflict = mysql ? 'ON DUPLICATE KEY UPDATE' : 'ON CONFLICT (company_id, period_key, agent_id) DO UPDATE SET';
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const bindings: (string | number)[] = [];
    for (const [key, agentId, row] of part) bindings.push(key, agentId, ...SCORE_COLUMNS.map((c) => row[c]));
    const values = part.map(() => '({{companyId}}, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await companyRaw(ctx, `INSERT INTO ranking_scores (company_id, period_key, agent_id, ${SCORE_COLUMNS.join(', ')}) VALUES ${values} ${conflict} ${set}`, bindings);
  }
}

/** The buyer's chain from the closure table (buyer at depth 0, then its uplines nearest first), with ranks. */
async function chainOf(ctx: TenantScope, agentId: number): Promise<ChainStep[]> {
  const tree = joinCompany(ctx, companyTable(ctx, 'agent_tree as t'), 'users as u', 'u.id', 't.ancestor_id');
  const rows = (await joinCompany(ctx, tree, 'tiers as r', 'r.id', 'u.tier_id', 'leftJoin')
    .where('t.descendant_id', agentId)
    .orderBy('t.depth')
    .select('t.ancestor_id as id', 'r.rank_number as rank')) as { id: number; rank: number | null }[];
  return rows.map((r) => ({ id: Number(r.id), rank: r.rank === null ? null : Number(r.rank) }));
}

/** The payable commission lines of an order of one kind, net per period and beneficiary. */
async function orderCommissions(ctx: TenantScope, orderId: number, kind: 'earn' | 'clawback') {
  return (await companyTable(ctx, 'commission_lines')
    .where({ order_id: orderId, kind, payable: true })
    .groupBy('period', 'beneficiary_id')
    .select('period', 'beneficiary_id as agentId')
    .sum('amount as amount')) as { period: string; agentId: number; amount: number | string }[];
}

/**
 * An order paid (sign 1) or a paid order cancelled (−1), inside that transaction, after its
 * sales and commission lines are written (see the module comment).
 */
export async function orderScores(tx: Ctx, order: { id: number; type: string; buyerId: number }, sign: 1 | -1): Promise<void> {
  const deltas = new Deltas();
  // Personal sales (to the agent's own customers) are not PS (docs/compensation.md), as agent_period_sales.
  if (order.type !== 'personal') {
    const [{ total }] = (await companyTable(tx, 'order_items').where({ order_id: order.id }).sum('sales_value as total')) as { total: number | string | null }[];
    const amount = sign * Number(total ?? 0);
    if (amount) addSale(deltas, businessTime().format('YYYY-MM'), order.buyerId, amount, groupOwners(await chainOf(tx, order.buyerId)));
  }
  for (const line of await orderCommissions(tx, order.id, sign > 0 ? 'earn' : 'clawback')) {
    deltas.add(line.period, Number(line.agentId), 'commission', Number(line.amount));
  }
  await apply(tx, deltas);
}

/** An agent just placed in the tree (attachToTree, same transaction): its uplines' team and its recruiter's recruits. */
export async function joinScores(ctx: TenantScope, agentId: number): Promise<void> {
  const agent = (await companyTable(ctx, 'users').where({ id: agentId }).first('recruiter_id as recruiterId', 'created_at as createdAt')) as
    { recruiterId: number | null; createdAt: string } | undefined;
  if (!agent) return;
  const month = businessTime(dbTimeToDate(agent.createdAt)).format('YYYY-MM');
  const deltas = new Deltas();
  const uplines = await companyTable(ctx, 'agent_tree').where({ descendant_id: agentId }).where('depth', '>', 0).pluck('ancestor_id');
  for (const id of uplines) deltas.add(month, Number(id), 'team', 1);
  if (agent.recruiterId) deltas.add(month, Number(agent.recruiterId), 'recruits', 1);
  await apply(ctx, deltas);
}

/**
 * A commission month closed (period.ts closePeriod, same transaction, last): `written`, the net
 * per agent of the lines the close wrote into the period (it sums them as it writes them: a read
 * of the period's lines by their run time scanned millions of rows), and the period-share
 * clawbacks it wrote for `refundedOrderIds`, net per period and agent, all payable.
 */
export async function closeScores(tx: TenantScope, period: string, written: ReadonlyMap<number, number>, refundedOrderIds: number[]): Promise<void> {
  const deltas = new Deltas();
  for (const [agentId, amount] of written) deltas.add(period, agentId, 'commission', amount);
  const net = (q: Knex.QueryBuilder) =>
    rowsOf<{ period: string; agentId: number; amount: number | string }>(
      q.where({ payable: true }).groupBy('period', 'beneficiary_id').select('period', 'beneficiary_id as agentId').sum('amount as amount'),
    );
  const add = (rows: { period: string; agentId: number; amount: number | string }[]) => {
    for (const r of rows) deltas.add(r.period, Number(r.agentId), 'commission', Number(r.amount));
  };
  for (let i = 0; i < refundedOrderIds.length; i += CHUNK) {
    add(
      await net(
        companyTable(tx, 'commission_lines')
          .where({ kind: 'clawback', rule: 'clawback.period-share' })
          .whereIn('order_id', refundedOrderIds.slice(i, i + CHUNK)),
      ),
    );
  }
  await apply(tx, deltas);
}

// ---------------------------------------------------------------- rebuild from the facts

interface AgentFacts {
  index: Map<number, number>;
  ids: Int32Array;
  parent: Int32Array;
  rank: Int32Array;
  recruiter: Int32Array;
  joined: string[];
}

const NO_RANK = 0;

async function agentFacts(ctx: TenantScope): Promise<AgentFacts> {
  const rows = (await joinCompany(ctx, companyTable(ctx, 'users as u'), 'tiers as r', 'r.id', 'u.tier_id', 'leftJoin')
    .where('u.role', 'agent')
    .select('u.id', 'u.upline_id as upline', 'u.recruiter_id as recruiter', 'u.created_at as createdAt', 'r.rank_number as rank')) as {
    id: number;
    upline: number | null;
    recruiter: number | null;
    createdAt: string;
    rank: number | null;
  }[];
  const n = rows.length;
  const index = new Map(rows.map((r, i) => [Number(r.id), i]));
  const facts: AgentFacts = { index, ids: new Int32Array(n), parent: new Int32Array(n), rank: new Int32Array(n), recruiter: new Int32Array(n), joined: [] };
  rows.forEach((r, i) => {
    facts.ids[i] = Number(r.id);
    facts.parent[i] = r.upline === null ? -1 : (index.get(Number(r.upline)) ?? -1);
    facts.rank[i] = r.rank === null ? NO_RANK : Number(r.rank);
    facts.recruiter[i] = r.recruiter === null ? -1 : (index.get(Number(r.recruiter)) ?? -1);
    facts.joined[i] = businessTime(dbTimeToDate(r.createdAt)).format('YYYY-MM');
  });
  return facts;
}

/** Agent i's chain from the upline pointers, i first (the closure table's rows, in memory). */
function* chainFrom(f: AgentFacts, i: number): Generator<ChainStep> {
  for (let a = i; a >= 0; a = f.parent[a]) yield { id: a, rank: f.rank[a] === NO_RANK ? null : f.rank[a] };
}

/**
 * Rebuilds the company's ranking_scores from the facts (see the module comment), in one
 * transaction: readers see the old rows or the new ones. Returns the rows written.
 */
export async function rebuildScores(ctx: TenantScope): Promise<number> {
  const f = await agentFacts(ctx);
  const deltas = new Deltas();
  const sales = (await companyTable(ctx, 'agent_period_sales').whereNot('ps_amount', 0).select('agent_id as agentId', 'period', 'ps_amount as amount')) as {
    agentId: number;
    period: string;
    amount: number | string;
  }[];
  for (const s of sales) {
    const i = f.index.get(Number(s.agentId));
    if (i === undefined) continue;
    const owners = groupOwners(chainFrom(f, i)).map((a) => f.ids[a]);
    addSale(deltas, s.period, f.ids[i], Number(s.amount), owners);
  }
  const commissions = (await companyTable(ctx, 'commission_lines')
    .where({ payable: true })
    .groupBy('period', 'beneficiary_id')
    .select('period', 'beneficiary_id as agentId')
    .sum('amount as amount')) as { period: string; agentId: number; amount: number | string }[];
  for (const c of commissions) deltas.add(c.period, Number(c.agentId), 'commission', Number(c.amount));
  for (let i = 0; i < f.ids.length; i++) {
    for (let a = f.parent[i]; a >= 0; a = f.parent[a]) deltas.add(f.joined[i], f.ids[a], 'team', 1);
    if (f.recruiter[i] >= 0) deltas.add(f.joined[i], f.ids[f.recruiter[i]], 'recruits', 1);
  }
  await inTransaction({ ...ctx }, async (tx) => {
    await companyTable(tx, 'ranking_scores').delete();
    await apply(tx, deltas);
  });
  return deltas.size;
}
