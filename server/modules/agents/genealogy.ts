import { Model } from 'objection';
import type { Ctx } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { TenantModel, type TenantScope } from '../../platform/model';
import { inTransaction } from '../../platform/tx';
import { runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { User } from '../users/models';
import { Tier } from '../tiers/models';

/**
 * The agents' genealogy (placement tree, `users.upline_id`), stored as a closure table
 * `agent_tree`: one row per (ancestor, descendant) pair with the distance between them, and a
 * depth-0 row of every agent to itself. Every question about the network is one indexed query
 * whose cost does not depend on the depth of the tree, and nothing uses recursive CTEs (which
 * MySQL/MariaDB stop at 1000 levels):
 * - downlines of X: `ancestor_id = X AND depth > 0` (index ancestor_id, depth);
 * - uplines of X: `descendant_id = X AND depth > 0 ORDER BY depth` (index descendant_id, depth);
 * - first upline of a higher rank: the same, joined to users and tiers, first by depth. Rank 1 is
 *   the highest (tiers/models.ts), so "higher" means a smaller `rank_number`; an agent without
 *   a tier is below every tier;
 * - size and depth of X's group: COUNT and MAX(depth) over `ancestor_id = X`.
 * The rows change in the same transaction as the placement: `attachToTree` for a new agent,
 * `moveSubtree` when an agent (with its whole group) gets another upline.
 */
export class AgentTreeRow extends TenantModel {
  static override tableName = 'agent_tree';
  static override idColumn = ['ancestorId', 'descendantId'];
  static override timestamps = false;

  ancestorId!: number;
  descendantId!: number;
  depth!: number;
}

function knexOf(ctx: TenantScope) {
  return ctx.trx ?? Model.knex();
}

async function inTree(ctx: TenantScope, agentId: number): Promise<boolean> {
  return (await AgentTreeRow.of(ctx).findOne({ ancestorId: agentId, descendantId: agentId })) !== undefined;
}

/**
 * Places a newly inserted agent under its upline (null: a root), in the caller's transaction
 * (ctx.trx): its own row plus one row per ancestor of the upline. Refuses (422 on
 * familyDirectId) an upline that is not an agent of the company's tree.
 */
export async function attachToTree(ctx: Pick<Ctx, 'companyId' | 'trx'>, agentId: number, uplineId: number | null): Promise<void> {
  if (uplineId !== null && !(await inTree(ctx, uplineId))) throw ValidationError.field('familyDirectId', 'agents.uplineNotFound');
  await AgentTreeRow.of(ctx).insert({ ancestorId: agentId, descendantId: agentId, depth: 0 });
  if (uplineId === null) return;
  await knexOf(ctx).raw(
    `INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)
     SELECT company_id, ancestor_id, ?, depth + 1 FROM agent_tree WHERE descendant_id = ? AND company_id = ?`,
    [agentId, uplineId, ctx.companyId],
  );
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
    const knex = knexOf(tctx);
    const c = tctx.companyId;
    await knex.raw(
      `DELETE FROM agent_tree
       WHERE company_id = ?
         AND descendant_id IN (SELECT g.id FROM (SELECT descendant_id AS id FROM agent_tree WHERE ancestor_id = ? AND company_id = ?) g)
         AND ancestor_id IN (SELECT a.id FROM (SELECT ancestor_id AS id FROM agent_tree WHERE descendant_id = ? AND depth > 0 AND company_id = ?) a)`,
      [c, agentId, c, agentId, c],
    );
    if (newUplineId !== null) {
      await knex.raw(
        `INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)
         SELECT up.company_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
         FROM agent_tree up CROSS JOIN agent_tree sub
         WHERE up.descendant_id = ? AND up.company_id = ? AND sub.ancestor_id = ? AND sub.company_id = ?`,
        [newUplineId, c, agentId, c],
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

const downlineList: ListSpec<User> = {
  sort: { id: 'users.id', name: 'users.firstName', depth: 'agent_tree.depth', createdAt: 'users.createdAt' },
  defaultSort: ['depth', 'ASC'],
  filters: { tierId: 'users.tierId', status: 'users.status', depth: 'agent_tree.depth' },
  search: ['users.firstName', 'users.lastName', 'users.email', 'users.username'],
};

/** All downlines of an agent (its whole group without itself), paged. */
export async function listDownlines(ctx: TenantScope, agentId: number, params: ListParams) {
  const query = User.of(ctx)
    .select('users.*', 'agent_tree.depth')
    .join('agent_tree', 'agent_tree.descendantId', 'users.id')
    .where('agent_tree.ancestorId', agentId)
    .where('agent_tree.depth', '>', 0)
    .withGraphFetched('tier');
  const page = await runList(query, downlineList, params);
  return Object.assign(page, { items: page.items.map(present) });
}

/** All uplines of an agent, nearest first (depth 1 = its direct upline). */
export async function listUplines(ctx: TenantScope, agentId: number): Promise<TreeAgent[]> {
  const rows = await User.of(ctx)
    .select('users.*', 'agent_tree.depth')
    .join('agent_tree', 'agent_tree.ancestorId', 'users.id')
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
  // Walk up from the agent (its ancestor rows), keeping those whose tier ranks higher. The tier
  // test is a subquery on the company's few tiers, so planners start from the agent's ancestors
  // and not from every user of the higher tiers (MariaDB did, its cost growing with the company).
  const higherTiers = Tier.of(ctx).select('id');
  if (agent.tier) higherTiers.where('rankNumber', '<', agent.tier.rankNumber);
  const query = User.of(ctx)
    .select('users.*', 'agent_tree.depth')
    .join('agent_tree', 'agent_tree.ancestorId', 'users.id')
    .where('agent_tree.companyId', ctx.companyId)
    .where('agent_tree.descendantId', agentId)
    .where('agent_tree.depth', '>', 0)
    .whereIn('users.tierId', higherTiers)
    .orderBy('agent_tree.depth', 'asc')
    .limit(1)
    .withGraphFetched('tier');
  const [row] = await query;
  return row ? present(row) : null;
}

/** Size (downlines, without the agent) and depth (deepest level below it, 0 for none) of a group. */
export async function groupStats(ctx: TenantScope, agentId: number): Promise<{ size: number; depth: number }> {
  const row = (await AgentTreeRow.of(ctx)
    .where('ancestorId', agentId)
    .where('depth', '>', 0)
    .count('* as size')
    .max('depth as maxDepth')
    .first()) as unknown as { size: number | string; maxDepth: number | string | null } | undefined;
  return { size: Number(row?.size ?? 0), depth: Number(row?.maxDepth ?? 0) };
}
