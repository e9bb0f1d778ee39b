import type { Ctx, UserCtx } from '../../platform/context';
import { runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { User } from './models';
import { audienceOf, serializeUser } from './present';

const agentList: ListSpec<User> = {
  sort: { id: 'users.id', name: 'users.firstName', email: 'users.email', createdAt: 'users.createdAt' },
  defaultSort: ['name', 'ASC'],
  filters: { tierId: 'tierId', status: 'status', uplineId: 'uplineId' },
  search: ['users.firstName', 'users.lastName', 'users.email', 'users.username'],
};

/**
 * Agents for pickers (upline, helper, order on behalf). HQ and staff see every agent; an agent
 * sees itself and its whole group (every downline at any depth, through the closure table
 * `agent_tree` of the agents module: one indexed join, whatever the depth).
 */
export async function listAgents(ctx: UserCtx, params: ListParams) {
  const query = User.of(ctx).where('role', 'agent').withGraphFetched('tier');
  if (ctx.user.role === 'agent') {
    query.join('agent_tree', 'agent_tree.descendantId', 'users.id').where('agent_tree.ancestorId', ctx.user.id).select('users.*');
  }
  const page = await runList(query, agentList, params);
  return Object.assign(page, {
    items: page.items.map((u) => {
      const { id, name, email, username, status, tier, uplineId } = serializeUser(u, audienceOf(ctx, u));
      return { id, name, email, username, status, tier, uplineId };
    }),
  });
}

/** Whether an agent holds tier `tierId` (a tier held cannot be deleted: tiers' tierHeld port). */
export async function isTierHeld(ctx: Ctx, tierId: number): Promise<boolean> {
  return Boolean(await User.of(ctx).findOne({ tierId }));
}
