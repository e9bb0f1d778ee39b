import type { UserCtx } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { Reply } from '../../platform/http/route';
import { User } from '../users/models';
import { AgentTreeRow, isInGroup } from './genealogy';

/**
 * The family tree screen (`GET /user/family-tree`): one level of children at a time, so it stays
 * light with 100,000 agents. HQ and staff see the whole company (roots: agents without upline);
 * an agent sees its own group with itself as the root, and any id outside it is "not found".
 * Group sizes come from the closure table (one grouped, indexed count per level).
 */
export interface FamilyNode {
  id: number;
  name: string;
  level: { id: number; levelName: string; rankNumber: number } | null;
  status: string;
  groupSize: number;
  hasChildren: boolean;
  uplineId: number | null;
}

/** The most children one level returns; `childrenTotal` tells when there are more. */
export const CHILDREN_LIMIT = 500;
const SEARCH_LIMIT = 20;

async function nodes(ctx: UserCtx, users: User[]): Promise<FamilyNode[]> {
  if (users.length === 0) return [];
  // One count per node as a correlated subquery: a grouped count over `ancestor_id IN (…)` made
  // MariaDB's planner scan the whole company's closure rows.
  const counts = (await User.of(ctx)
    .select('users.id')
    .select(AgentTreeRow.of(ctx).count('*').whereColumn('agent_tree.ancestorId', 'users.id').as('size'))
    .whereIn('users.id', users.map((u) => u.id))) as unknown as { id: number; size: number | string }[];
  const size = new Map(counts.map((r) => [Number(r.id), Number(r.size) - 1]));
  return users.map((u) => {
    const groupSize = size.get(u.id) ?? 0;
    return {
      id: u.id,
      name: u.fullName,
      level: u.tier ? { id: u.tier.id, levelName: u.tier.levelName, rankNumber: u.tier.rankNumber } : null,
      status: u.status,
      groupSize,
      hasChildren: groupSize > 0,
      uplineId: u.uplineId,
    };
  });
}

const isHq = (ctx: UserCtx) => ctx.user.role === 'hq' || ctx.user.role === 'staff';

/** The agent `id` if the viewer may see it (HQ: any agent of the company; agent: its group). */
async function visibleAgent(ctx: UserCtx, id: number): Promise<User> {
  const agent = await User.of(ctx).findById(id).where('role', 'agent').withGraphFetched('tier');
  if (!agent) throw new NotFoundError();
  if (!isHq(ctx) && !(await isInGroup(ctx, ctx.user.id, id))) throw new NotFoundError();
  return agent;
}

async function children(ctx: UserCtx, parentId: number | null) {
  const query = User.of(ctx).where('role', 'agent');
  if (parentId === null) query.whereNull('uplineId');
  else query.where('uplineId', parentId);
  const total = await query.clone().resultSize();
  const rows = await query.withGraphFetched('tier').orderBy('firstName').orderBy('id').limit(CHILDREN_LIMIT);
  return { children: await nodes(ctx, rows), childrenTotal: total };
}

async function searchPaths(ctx: UserCtx, agentName: string) {
  const term = `%${agentName.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const query = User.of(ctx)
    .where('role', 'agent')
    .where((w) => w.where('users.firstName', 'like', term).orWhere('users.lastName', 'like', term).orWhere('users.username', 'like', term))
    .withGraphFetched('tier')
    .orderBy('users.firstName')
    .limit(SEARCH_LIMIT);
  if (!isHq(ctx)) {
    query.join('agent_tree', 'agent_tree.descendantId', 'users.id').where('agent_tree.ancestorId', ctx.user.id).select('users.*');
  }
  const matches = await query;
  const out = [];
  for (const match of matches) {
    // The path from the viewer's root down to the match: its uplines up to the viewer (agents)
    // or up to its tree's root (HQ), deepest first reversed, then the match itself.
    const limit = isHq(ctx) ? null : (await AgentTreeRow.of(ctx).findOne({ ancestorId: ctx.user.id, descendantId: match.id }))!.depth;
    const ups = User.of(ctx)
      .select('users.*', 'agent_tree.depth')
      .join('agent_tree', 'agent_tree.ancestorId', 'users.id')
      .where('agent_tree.descendantId', match.id)
      .where('agent_tree.depth', '>', 0)
      .orderBy('agent_tree.depth', 'desc')
      .withGraphFetched('tier');
    if (limit !== null) ups.where('agent_tree.depth', '<=', limit);
    const path = await nodes(ctx, [...(await ups), match]);
    out.push({ agent: path[path.length - 1], path });
  }
  return out;
}

export async function familyTree(ctx: UserCtx, query: { id?: number; agentName?: string }) {
  if (query.agentName !== undefined && query.agentName.trim() !== '') {
    const matches = await searchPaths(ctx, query.agentName);
    return matches.length ? { matches } : new Reply({ matches }, 'agents.noMatch');
  }
  let node: FamilyNode | null = null;
  let parentId: number | null = null;
  if (query.id !== undefined) {
    [node] = await nodes(ctx, [await visibleAgent(ctx, query.id)]);
    parentId = node.id;
  } else if (!isHq(ctx)) {
    [node] = await nodes(ctx, [await visibleAgent(ctx, ctx.user.id)]);
    parentId = node.id;
  }
  const level = await children(ctx, parentId);
  const data = { node, ...level };
  return level.childrenTotal === 0 ? new Reply(data, 'agents.noDownline') : data;
}
