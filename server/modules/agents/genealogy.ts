import { rowOf } from '../../platform/rows';
import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { TenantModel, type TenantScope } from '../../platform/model';
import { inTransaction } from '../../platform/tx';
import { companyRaw } from '../../platform/scoped-sql';
import { ListPage, parseListParams, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { User } from '../users';
import { Tier } from '../tiers';
import { joinScores } from '../ranking';

/**
 * The agents' genealogy (placement tree, `users.upline_id`), stored as a closure table
 * `agent_tree`: one row per (ancestor, descendant) pair with the distance between them, and a
 * depth-0 row of every agent to itself. Every question about the network is one indexed query
 * whose cost does not depend on the depth of the tree, and nothing uses recursive CTEs (which
 * MySQL/MariaDB stop at 1000 levels):
 * - downlines of X: `ancestor_id = X AND depth > 0` (index company_id, ancestor_id, depth, descendant_id);
 * - uplines of X: `descendant_id = X AND depth > 0 ORDER BY depth` (index company_id, descendant_id,
 *   depth, ancestor_id);
 * - first upline of a higher rank: the same, joined to users, the first by depth whose tier's rank
 *   (a correlated subquery) is higher. Rank 1 is the highest (tiers/models.ts), so "higher" means
 *   a smaller `rank_number`; an agent without a tier is below every tier;
 * - size and depth of X's group: COUNT and MAX(depth) over `ancestor_id = X`.
 * The rows change in the same transaction as the placement: `attachToTree` for a new agent,
 * `moveSubtree` when an agent (with its whole group) gets another upline.
 * The reads filter `agent_tree.company_id` themselves (besides the users' tenant filter), so that
 * the planners can take those covering indexes — read in order, no sort, no table lookups —
 * rather than the bare descendant_id one (db/migrations/20261122000850_network_indexes.ts;
 * `npm run bench:network` measures them on 100,000 agents).
 */
export class AgentTreeRow extends TenantModel {
  static override tableName = 'agent_tree';
  static override idColumn = ['ancestorId', 'descendantId'];
  static override timestamps = false;

  ancestorId!: number;
  descendantId!: number;
  depth!: number;
}

async function inTree(ctx: TenantScope, agentId: number): Promise<boolean> {
  return (await AgentTreeRow.of(ctx).findOne({ ancestorId: agentId, descendantId: agentId })) !== undefined;
}

/**
 * Places a newly inserted agent under its upline (null: a root), in the caller's transaction
 * (ctx.trx): its own row plus one row per ancestor of the upline. Refuses (422 on
 * familyDirectId) an upline that is not an agent of the company's tree. Counts the agent in the
 * score ranking's team and recruit figures (ranking/scores.ts joinScores).
 */
export async function attachToTree(ctx: Pick<Ctx, 'companyId' | 'trx'>, agentId: number, uplineId: number | null): Promise<void> {
  if (uplineId !== null && !(await inTree(ctx, uplineId))) throw ValidationError.field('familyDirectId', 'agents.uplineNotFound');
  await AgentTreeRow.of(ctx).insert({ ancestorId: agentId, descendantId: agentId, depth: 0 });
  if (uplineId !== null) {
    await companyRaw(
      ctx,
      `INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)
       SELECT company_id, ancestor_id, ?, depth + 1 FROM agent_tree WHERE descendant_id = ? AND {{company}}`,
      [agentId, uplineId],
    );
  }
  await joinScores(ctx, agentId);
}

/** Whether `agentId` is `rootId` or one of its downlines. */
export async function isInGroup(ctx: TenantScope, rootId: number, agentId: number): Promise<boolean> {
  return (await AgentTreeRow.of(ctx).findOne({ ancestorId: rootId, descendantId: agentId })) !== undefined;
}

/**
 * Moves an agent with its whole group under another upline (null: makes it a root), and sets its
 * `upline_id`. Refuses a new upline inside the agent's own group (422 on familyDirectId). The
 * standard closure-table move: delete the pairs (ancestor outside the group → member of the
 * group), then insert the cross product (new upline's ancestors × group members). The delete
 * reads the group and the old ancestors through derived tables, because MariaDB cannot delete
 * from a table it selects from in a plain subquery.
 */
export async function moveSubtree(ctx: Ctx, agentId: number, newUplineId: number | null): Promise<void> {
  await inTransaction(ctx, async (tctx) => {
    const agent = await User.of(tctx).findById(agentId).where('role', 'agent').forUpdate();
    if (!agent || !(await inTree(tctx, agentId))) throw new NotFoundError();
    if (newUplineId !== null) {
      if (!(await inTree(tctx, newUplineId))) throw ValidationError.field('familyDirectId', 'agents.uplineNotFound');
      if (await isInGroup(tctx, agentId, newUplineId)) throw ValidationError.field('familyDirectId', 'agents.moveIntoOwnGroup');
    }
    await companyRaw(
      tctx,
      `DELETE FROM agent_tree
       WHERE {{company}}
         AND descendant_id IN (SELECT g.id FROM (SELECT descendant_id AS id FROM agent_tree WHERE ancestor_id = ? AND {{company}}) g)
         AND ancestor_id IN (SELECT a.id FROM (SELECT ancestor_id AS id FROM agent_tree WHERE descendant_id = ? AND depth > 0 AND {{company}}) a)`,
      [agentId, agentId],
    );
    if (newUplineId !== null) {
      await companyRaw(
        tctx,
        `INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)
         SELECT up.company_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
         FROM agent_tree up CROSS JOIN agent_tree sub
         WHERE up.descendant_id = ? AND {{company:up}} AND sub.ancestor_id = ? AND {{company:sub}}`,
        [newUplineId, agentId],
      );
    }
    await User.of(tctx).findById(agentId).patch({ uplineId: newUplineId });
  });
}

export interface TreeAgent {
  id: number;
  name: string;
  email: string;
  username: string | null;
  status: string;
  depth: number;
  tier: { id: number; levelName: string; rankNumber: number } | null;
  uplineId: number | null;
}

function present(u: User & { depth?: number }): TreeAgent {
  return {
    id: u.id,
    name: u.fullName,
    email: u.email,
    username: u.username,
    status: u.status,
    depth: Number(u.depth ?? 0),
    tier: u.tier ? { id: u.tier.id, levelName: u.tier.levelName, rankNumber: u.tier.rankNumber } : null,
    uplineId: u.uplineId,
  };
}

/** The users columns `present` needs: a 1,500-level upline chain carries nothing else. */
const TREE_AGENT_COLUMNS = ['users.id', 'users.firstName', 'users.lastName', 'users.email', 'users.username', 'users.status', 'users.tierId', 'users.uplineId'];

const downlineList: ListSpec<User> = {
  sort: { id: 'users.id', name: 'users.firstName', depth: 'agent_tree.depth', createdAt: 'users.createdAt' },
  defaultSort: ['depth', 'ASC'],
  // runList puts plain rules on the users table (`users.<rule>`); depth is agent_tree's column.
  filters: {
    tierId: 'tierId',
    status: 'status',
    depth: (qb, value) => {
      const depths = [value].flat();
      if (depths.some((d) => d === null || typeof d === 'object')) throw ValidationError.field('filter.depth', 'validation.invalid');
      void qb.whereIn('agent_tree.depth', depths as number[]);
    },
  },
  search: ['users.firstName', 'users.lastName', 'users.email', 'users.username'],
};

/** The downlines of an agent with their depth below it, as TreeAgent rows. */
function downlines(ctx: TenantScope, agentId: number) {
  return User.of(ctx)
    .select(...TREE_AGENT_COLUMNS, 'agent_tree.depth')
    .join('agent_tree', 'agent_tree.descendantId', 'users.id')
    .where('agent_tree.companyId', ctx.companyId)
    .where('agent_tree.ancestorId', agentId)
    .where('agent_tree.depth', '>', 0)
    .withGraphFetched('tier');
}

/**
 * All downlines of an agent (its whole group without itself), paged. The plain listing — no
 * search, no filter, by depth or by id — reads its page in index order and takes its total from
 * the closure rows alone (groupStats): a count through the users join looks up every member of
 * the group (16,800 under a root of 100,000 agents), which runList's count would do. Any search,
 * filter or other sort goes through runList; both give the same rows, order and total.
 */
export async function listDownlines(ctx: TenantScope, agentId: number, params: ListParams) {
  const { offset, limit, sort, filter, search } = parseListParams(params);
  const [field, order] = sort ?? downlineList.defaultSort;
  const plain = search === null && (field === 'depth' || field === 'id') && Object.values(filter).every((v) => v === undefined || v === null || v === '');
  let page: ListPage<User>;
  if (plain) {
    const direction = order === 'DESC' ? 'desc' : 'asc';
    const query = downlines(ctx, agentId);
    // agent_tree.descendant_id is users.id: the same order as runList's (column, users.id).
    if (field === 'depth') query.orderBy('agent_tree.depth', direction).orderBy('agent_tree.descendantId', 'asc');
    else query.orderBy('agent_tree.descendantId', direction);
    const items = await query.offset(offset).limit(limit);
    page = new ListPage(items, (await groupStats(ctx, agentId)).size, offset);
  } else {
    page = await runList(downlines(ctx, agentId), downlineList, params);
  }
  return new ListPage(page.items.map(present), page.total, page.offset);
}

/** All uplines of an agent, nearest first (depth 1 = its direct upline). */
export async function listUplines(ctx: TenantScope, agentId: number): Promise<TreeAgent[]> {
  const rows = await User.of(ctx)
    .select(...TREE_AGENT_COLUMNS, 'agent_tree.depth')
    .join('agent_tree', 'agent_tree.ancestorId', 'users.id')
    .where('agent_tree.companyId', ctx.companyId)
    .where('agent_tree.descendantId', agentId)
    .where('agent_tree.depth', '>', 0)
    .orderBy('agent_tree.depth', 'asc')
    .withGraphFetched('tier');
  return rows.map(present);
}

/**
 * The nearest upline whose tier ranks higher than the agent's (smaller rank_number; rank 1 is
 * the highest). An agent without a tier is below every tier. Null when there is none.
 */
export async function firstHigherRankUpline(ctx: TenantScope, agentId: number): Promise<TreeAgent | null> {
  const agent = await User.of(ctx).findById(agentId).withGraphFetched('tier');
  if (!agent) throw new NotFoundError();
  // Walk up from the agent (its ancestor rows, in depth order) and stop at the first whose tier
  // ranks higher. The rank is a correlated subquery on the upline's own tier, not a join or
  // `tier_id IN (…)`: planners turn those into a semi-join that starts from every user of the
  // higher tiers (MariaDB did, 80–190 ms at 100,000 agents), whatever the depth of the answer.
  const rank = Tier.of(ctx).select('tiers.rankNumber').whereColumn('tiers.id', 'users.tierId');
  const query = User.of(ctx)
    .select(...TREE_AGENT_COLUMNS, 'agent_tree.depth')
    .join('agent_tree', 'agent_tree.ancestorId', 'users.id')
    .where('agent_tree.companyId', ctx.companyId)
    .where('agent_tree.descendantId', agentId)
    .where('agent_tree.depth', '>', 0)
    .orderBy('agent_tree.depth', 'asc')
    .limit(1)
    .withGraphFetched('tier');
  if (agent.tier) query.where(raw('?', [rank]), '<', agent.tier.rankNumber);
  else query.whereNotNull(raw('?', [rank]));
  const [row] = await query;
  return row ? present(row) : null;
}

/** Size (downlines, without the agent) and depth (deepest level below it, 0 for none) of a group. */
export async function groupStats(ctx: TenantScope, agentId: number): Promise<{ size: number; depth: number }> {
  const row = await rowOf<{ size: number | string; maxDepth: number | string | null }>(
    AgentTreeRow.of(ctx).where('ancestorId', agentId).where('depth', '>', 0).count('* as size').max('depth as maxDepth').first(),
  );
  return { size: Number(row?.size ?? 0), depth: Number(row?.maxDepth ?? 0) };
}
