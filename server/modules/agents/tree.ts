import type { UserCtx } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { Reply } from '../../platform/http/route';
import { User } from '../users';
import { AgentTreeRow, isInGroup } from './genealogy';

/**
 * The family tree screen (`GET /user/family-tree`): one level of children at a time, so it stays
 * light with 100,000 agents. HQ and staff see the whole company (roots: agents without upline);
 * an agent sees its own group with itself as the root, and any id outside it is "not found".
 * Group sizes come from the closure table (one indexed count per node, in the query of the level).
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

/** A user read with `withGroupRows`: its closure rows as ancestor, itself included. */
type Counted = User & { groupRows?: number | string };

/**
 * Adds each returned user's closure-row count to a users query, as `groupRows`: one correlated,
 * indexed count per row in the query that reads the users. A grouped count over `ancestor_id IN
 * (…)` made MariaDB's planner scan the whole company's closure rows, and a second query on
 * `users.id IN (…)` made SQLite's (without statistics) walk every user of the company.
 */
function withGroupRows<Q extends ReturnType<typeof User.of>>(ctx: UserCtx, query: Q): Q {
  query.select(AgentTreeRow.of(ctx).alias('g').count('*').whereColumn('g.ancestorId', 'users.id').as('groupRows'));
  return query;
}

function nodes(users: Counted[]): FamilyNode[] {
  return users.map((u) => {
    const groupSize = Math.max(Number(u.groupRows ?? 0) - 1, 0);
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
  // role IN ('agent') rather than =: for the roots (upline_id IS NULL) SQLite's planner, without
  // statistics, otherwise takes the (company_id, role, status) index and walks every agent of
  // the company instead of the (company_id, upline_id, first_name) one.
  const query = User.of(ctx).whereIn('role', ['agent']);
  if (parentId === null) query.whereNull('uplineId');
  else query.where('uplineId', parentId);
  const rows = await withGroupRows(ctx, query.clone().select('users.*')).withGraphFetched('tier').orderBy('firstName').orderBy('id').limit(CHILDREN_LIMIT);
  // Fewer rows than the limit are all the children: count only a full level.
  const total = rows.length < CHILDREN_LIMIT ? rows.length : await query.resultSize();
  return { children: nodes(rows), childrenTotal: total };
}

async function searchPaths(ctx: UserCtx, agentName: string) {
  const term = `%${agentName.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const query = withGroupRows(ctx, User.of(ctx).select('users.*'))
    .where('role', 'agent')
    .where((w) => void w.where('users.firstName', 'like', term).orWhere('users.lastName', 'like', term).orWhere('users.username', 'like', term))
    .withGraphFetched('tier')
    .orderBy('users.firstName')
    .limit(SEARCH_LIMIT);
  if (!isHq(ctx)) {
    query.join('agent_tree', 'agent_tree.descendantId', 'users.id').where('agent_tree.ancestorId', ctx.user.id);
  }
  const matches = await query;
  const out = [];
  for (const match of matches) {
    // The path from the viewer's root down to the match: its uplines up to the viewer (agents)
    // or up to its tree's root (HQ), deepest first reversed, then the match itself.
    const limit = isHq(ctx) ? null : (await AgentTreeRow.of(ctx).findOne({ ancestorId: ctx.user.id, descendantId: match.id }))!.depth;
    const ups = withGroupRows(ctx, User.of(ctx).select('users.*', 'agent_tree.depth'))
      .join('agent_tree', 'agent_tree.ancestorId', 'users.id')
      .where('agent_tree.companyId', ctx.companyId)
      .where('agent_tree.descendantId', match.id)
      .where('agent_tree.depth', '>', 0)
      .orderBy('agent_tree.depth', 'desc')
      .withGraphFetched('tier');
    if (limit !== null) ups.where('agent_tree.depth', '<=', limit);
    const path = nodes([...(await ups), match]);
    out.push({ agent: path[path.length - 1], path });
  }
  return out;
}

export async function familyTree(ctx: UserCtx, query: { id?: number; agentName?: string }) {
  if (query.agentName !== undefined && query.agentName.trim() !== '') {
    const matches = await searchPaths(ctx, query.agentName);
    return matches.length ? { matches } : new Reply({ matches }, 'agents.noMatch');
  }
  let agent: User | null = null;
  if (query.id !== undefined) agent = await visibleAgent(ctx, query.id);
  else if (!isHq(ctx)) agent = await visibleAgent(ctx, ctx.user.id);
  const level = await children(ctx, agent ? agent.id : null);
  let node: FamilyNode | null = null;
  if (agent) {
    // A complete level already holds the node's group: its children and their groups, so the
    // node's own count (a second walk over the same closure rows) is only read for a full level.
    const groupRows =
      level.childrenTotal === level.children.length
        ? level.children.reduce((rows, child) => rows + child.groupSize + 1, 1)
        : ((await withGroupRows(ctx, User.of(ctx).select('users.id')).findById(agent.id)) as Counted | undefined)?.groupRows;
    [node] = nodes([Object.assign(agent, { groupRows })]);
  }
  const data = { node, ...level };
  return level.childrenTotal === 0 ? new Reply(data, 'agents.noDownline') : data;
}
