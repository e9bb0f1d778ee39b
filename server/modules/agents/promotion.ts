import { rowsOf } from '../../platform/rows';
import { Type } from '@sinclair/typebox';
import type { Ctx } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { idOrNone, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { Id, ListQueryProps, Nullable } from '../../platform/http/schemas';
import { TenantModel, type TenantScope } from '../../platform/model';
import { byPrimaryKey, inTransaction } from '../../platform/tx';
import { addSeconds, clock, toDbTime } from '../../platform/time';
import { USER_STATUSES } from '../../../common/constants';
import { Company, CompanyFeatures } from '../companies';
import { Tier } from '../tiers';
import { User } from '../users';
import { audienceOf, serializeUser } from '../users';
import { agentEvents } from './events';
import { isInGroup, moveSubtree } from './genealogy';
import type { LevelChangeRow, PersonRef, PromoteRow, PromoteSummary } from '../../../common/api/users';

/**
 * Promote, demote, suspend (docs/api.md: "Promote and demote") and inactivity.
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - Rank 1 is the highest tier. `store` with type 'promote' moves the agent to the next tier up
 *   (the nearest smaller rank_number), 'demote' to the next tier down; an optional `tierId` jumps
 *   straight to a given tier, which must lie in the chosen direction. An agent without a tier is
 *   below every tier: a promotion gives it the lowest tier, a demotion is refused.
 * - The upline rule: when the agent's resulting tier ranks equal to or above its current upline's
 *   (an upline without a tier counts as below every tier), the agent must get a new upline of a
 *   strictly higher tier, outside its own group; without `uplineId` the call is refused with the
 *   same-tier message (docs/rules.md, Messages) (422 on uplineId). With a (different) `uplineId` the agent moves with
 *   its whole group (`moveSubtree`) in the same transaction as the change of tier. HQ may also
 *   give a new upline when the rule does not require one; it must satisfy the same conditions.
 *   Roots (no upline) are never asked for one. Downlines are not checked: a demoted agent may
 *   end up below the level of some of its downlines (the business decides; nothing moves them).
 * - `helperId`: a number sets the helper (an agent of the company, not the agent itself), null
 *   clears it, absent leaves it.
 * - Every promotion or demotion writes one `agent_level_changes` row (tier, upline and helper
 *   before and after, by whom, when); `GET /promote-demote/history?id=` reads them.
 * - Suspend: status 'suspended' and token_version + 1, so its tokens stop at once (the User model
 *   hooks drop the principal cache) and login is refused. Unsuspend: back to 'active' when the
 *   e-mail is verified, else 'new' (the previous status is not kept); the inactivity job may
 *   mark it inactive again on its next run. Suspending a suspended agent (or unsuspending one
 *   that is not) is a 409.
 * - Inactivity: only 'active' agents turn 'inactive' ('new' is onboarding, 'suspended' is left
 *   alone), once their last paid order — or the date joined, when they never ordered — is older
 *   than their tier's `inactiveDays`, else the company's `inactiveLimitDays` (0 or less: never).
 *   `markActive` (called by the orders module on a paid order) stamps `last_purchase_at` and
 *   turns 'inactive' and 'new' agents 'active'.
 */

export const PROMOTE_TYPES = ['promote', 'demote'] as const;
export type PromoteType = (typeof PROMOTE_TYPES)[number];

export class AgentLevelChange extends TenantModel {
  static override tableName = 'agent_level_changes';

  agentId!: number;
  type!: PromoteType;
  fromTierId!: number | null;
  toTierId!: number | null;
  fromUplineId!: number | null;
  toUplineId!: number | null;
  fromHelperId!: number | null;
  toHelperId!: number | null;
  byUserId!: number | null;
}

// ---------------------------------------------------------------- presentation

type Person = PersonRef;

function tierOf(t: Tier | null | undefined) {
  return t ? { id: t.id, levelName: t.levelName, rankNumber: t.rankNumber } : null;
}

async function peopleById(ctx: TenantScope, ids: (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await User.of(ctx).whereIn('id', wanted).withGraphFetched('tier');
  return new Map(rows.map((u) => [u.id, { id: u.id, name: u.fullName, tier: tierOf(u.tier) }]));
}

async function presentAgents(ctx: Ctx, users: User[]): Promise<PromoteRow[]> {
  const people = await peopleById(
    ctx,
    users.flatMap((u) => [u.uplineId, u.helperId]),
  );
  return users.map((u) => {
    const { id, name, firstName, lastName, email, username, status, tier, joinedAt, lastPurchaseAt } = serializeUser(u, audienceOf(ctx, u));
    return {
      id,
      name,
      firstName,
      lastName,
      email,
      username,
      status,
      tier,
      upline: u.uplineId ? (people.get(u.uplineId) ?? null) : null,
      helper: u.helperId ? (people.get(u.helperId) ?? null) : null,
      joinedAt,
      lastPurchaseAt,
    };
  });
}

// ---------------------------------------------------------------- lists

const agentList: ListSpec<User> = {
  sort: { id: 'users.id', name: 'users.firstName', email: 'users.email', status: 'users.status', createdAt: 'users.createdAt' },
  defaultSort: ['id', 'DESC'],
  filters: {
    tierId: idOrNone('tierId', 'users.tierId'),
    level: idOrNone('level', 'users.tierId'),
    status: (qb, v) => void (Array.isArray(v) ? qb.whereIn('users.status', v as string[]) : qb.where('users.status', String(v))),
    uplineId: idOrNone('uplineId', 'users.uplineId'),
  },
  search: ['users.firstName', 'users.lastName', 'users.email', 'users.username'],
};

export interface PromoteListQuery extends ListParams {
  level?: number;
  status?: string;
  uplineId?: number;
}

/** The company's agents with tier, upline and helper; filters level (tierId), status, upline, search. */
export async function listAgents(ctx: Ctx, params: PromoteListQuery) {
  const query = User.of(ctx).where('users.role', 'agent').withGraphFetched('tier');
  if (params.level !== undefined) query.where('users.tierId', params.level);
  if (params.status !== undefined) query.where('users.status', params.status);
  if (params.uplineId !== undefined) query.where('users.uplineId', params.uplineId);
  const page = await runList(query, agentList, params);
  return Object.assign(page, { items: await presentAgents(ctx, page.items) });
}

/** Counts of the company's agents per status and per level (tier; `tierId: null` for agents without one). */
export async function summary(ctx: Ctx): Promise<PromoteSummary> {
  const byStatus = await rowsOf<{
    status: string;
    n: number | string;
  }>(User.of(ctx).where('role', 'agent').select('status').count('* as n').groupBy('status'));
  const byTier = await rowsOf<{
    tierId: number | null;
    n: number | string;
  }>(User.of(ctx).where('role', 'agent').select('tierId').count('* as n').groupBy('tierId'));
  const tiers = await Tier.of(ctx).orderBy('rankNumber', 'asc');
  const statuses = Object.fromEntries(USER_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  let total = 0;
  for (const row of byStatus) {
    statuses[row.status] = Number(row.n);
    total += Number(row.n);
  }
  const count = new Map(byTier.map((r) => [r.tierId === null ? null : Number(r.tierId), Number(r.n)]));
  const levels: { tierId: number | null; levelName: string | null; rankNumber: number | null; count: number }[] = tiers.map((t) => ({
    tierId: t.id,
    levelName: t.levelName,
    rankNumber: t.rankNumber,
    count: count.get(t.id) ?? 0,
  }));
  const untiered = count.get(null) ?? 0;
  if (untiered) levels.push({ tierId: null, levelName: null, rankNumber: null, count: untiered });
  return { total, statuses, levels };
}

async function agentOr404(ctx: TenantScope, id: number, lock = false): Promise<User> {
  const query = User.of(ctx).findById(id).where('role', 'agent').withGraphFetched('tier');
  const agent = await (lock ? query.forUpdate() : query);
  if (!agent) throw new NotFoundError();
  return agent;
}

/** For `.catch`: a NotFoundError reads as null, every other error goes on. */
function notFoundAsNull(err: unknown): null {
  if (err instanceof NotFoundError) return null;
  throw err;
}

/** The tier an agent would get: the next one up or down, or `tierId` when given (checked against the direction). */
async function targetTier(ctx: TenantScope, agent: User, type: PromoteType, tierId?: number): Promise<Tier> {
  const current = agent.tier ?? null;
  if (tierId !== undefined) {
    const tier = await Tier.of(ctx).findById(tierId);
    if (!tier) throw ValidationError.field('tierId', 'agents.tierNotFound');
    if (type === 'promote' && current && tier.rankNumber >= current.rankNumber) throw ValidationError.field('tierId', 'agents.tierNotHigher');
    if (type === 'demote' && (!current || tier.rankNumber <= current.rankNumber)) throw ValidationError.field('tierId', 'agents.tierNotLower');
    return tier;
  }
  const query = Tier.of(ctx);
  if (type === 'promote') {
    if (current) query.where('rankNumber', '<', current.rankNumber);
    query.orderBy('rankNumber', 'desc');
  } else {
    if (!current) throw ValidationError.field('type', 'agents.noLowerTier');
    query.where('rankNumber', '>', current.rankNumber).orderBy('rankNumber', 'asc');
  }
  const tier = await query.first();
  if (!tier) throw ValidationError.field('type', type === 'promote' ? 'agents.noHigherTier' : 'agents.noLowerTier');
  return tier;
}

/** An upline ranks strictly above a tier (an upline without a tier ranks below every tier). */
const ranksAbove = (upline: User, tier: Tier) => Boolean(upline.tier) && upline.tier!.rankNumber < tier.rankNumber;

export interface UplineListQuery extends ListParams {
  id: number;
  tierId?: number;
  type?: PromoteType;
}

const uplineList: ListSpec<User> = {
  sort: { id: 'users.id', name: 'users.firstName', rank: 'tiers.rankNumber' },
  defaultSort: ['rank', 'ASC'],
  filters: { tierId: 'tierId' },
  search: ['users.firstName', 'users.lastName', 'users.email', 'users.username'],
};

/**
 * Candidate uplines of agent `id` for a target level (`tierId`, or the tier `type` would give,
 * else its current tier): agents of the company of a strictly higher tier, not suspended, outside
 * the agent's own group (the agent and its downlines).
 */
export async function uplineCandidates(ctx: Ctx, params: UplineListQuery) {
  const agent = await agentOr404(ctx, params.id);
  let rank: number | null;
  if (params.tierId !== undefined) {
    const tier = await Tier.of(ctx).findById(params.tierId);
    if (!tier) throw ValidationError.field('tierId', 'agents.tierNotFound');
    rank = tier.rankNumber;
  } else if (params.type) rank = (await targetTier(ctx, agent, params.type)).rankNumber;
  else rank = agent.tier?.rankNumber ?? null;
  const query = User.of(ctx)
    .select('users.*')
    .join('tiers', 'tiers.id', 'users.tierId')
    .where('users.role', 'agent')
    .whereNot('users.status', 'suspended')
    .whereNotExists(
      (sub) => void sub.select(1).from('agent_tree').where('agent_tree.ancestorId', agent.id).whereColumn('agent_tree.descendantId', 'users.id').whereColumn('agent_tree.companyId', 'users.companyId'),
    )
    .withGraphFetched('tier');
  if (rank !== null) query.where('tiers.rankNumber', '<', rank);
  const page = await runList(query, uplineList, params);
  return Object.assign(page, { items: await presentAgents(ctx, page.items) });
}

// ---------------------------------------------------------------- store

export interface StoreInput {
  id: number;
  type: PromoteType;
  tierId?: number;
  uplineId?: number | null;
  helperId?: number | null;
}

/** Promotes or demotes an agent (see the rules above); returns the agent afterwards and the history row. */
export async function store(ctx: Ctx, input: StoreInput) {
  return inTransaction(ctx, async (tctx) => {
    const agent = await agentOr404(tctx, input.id, true);
    const tier = await targetTier(tctx, agent, input.type, input.tierId);
    // An upline that is no longer an agent counts as none; any other failure stops the change.
    const current = agent.uplineId ? await agentOr404(tctx, agent.uplineId).catch(notFoundAsNull) : null;
    const wanted = input.uplineId ?? null;
    const mustMove = current !== null && !ranksAbove(current, tier);
    let newUplineId = agent.uplineId;
    if (wanted !== null && wanted !== agent.uplineId) {
      const upline = await User.of(tctx).findById(wanted).where('role', 'agent').withGraphFetched('tier');
      if (!upline || upline.status === 'suspended') throw ValidationError.field('uplineId', 'agents.uplineNotFound');
      if (await isInGroup(tctx, agent.id, upline.id)) throw ValidationError.field('uplineId', 'agents.moveIntoOwnGroup');
      if (!ranksAbove(upline, tier)) throw ValidationError.field('uplineId', 'agents.uplineNotHigher');
      newUplineId = upline.id;
    } else if (mustMove) {
      throw ValidationError.field('uplineId', 'agents.sameTier');
    }
    let helperId = agent.helperId;
    if (input.helperId !== undefined) {
      if (input.helperId !== null) {
        if (input.helperId === agent.id) throw ValidationError.field('helperId', 'agents.helperIsSelf');
        const helper = await User.of(tctx).findById(input.helperId).where('role', 'agent');
        if (!helper) throw ValidationError.field('helperId', 'agents.helperNotFound');
      }
      helperId = input.helperId;
    }
    if (newUplineId !== agent.uplineId) await moveSubtree(tctx, agent.id, newUplineId);
    await User.of(tctx).findById(agent.id).patch({ tierId: tier.id, helperId });
    const change = await AgentLevelChange.of(tctx).insertAndFetch({
      agentId: agent.id,
      type: input.type,
      fromTierId: agent.tierId,
      toTierId: tier.id,
      fromUplineId: agent.uplineId,
      toUplineId: newUplineId,
      fromHelperId: agent.helperId,
      toHelperId: helperId,
      byUserId: ctx.user?.id ?? null,
    });
    if (input.type === 'promote') await agentEvents.promoted.publish(tctx, { agentId: agent.id, tierId: tier.id });
    const [after] = await presentAgents(tctx, [await agentOr404(tctx, agent.id)]);
    return { agent: after, change };
  });
}

/** The promotions and demotions of one agent, newest first. */
export async function history(ctx: Ctx, params: ListParams & { id: number }) {
  await agentOr404(ctx, params.id);
  const { id, ...listParams } = params;
  const page = await runList(AgentLevelChange.of(ctx).where('agentId', id), { sort: { id: 'id', createdAt: 'createdAt' }, defaultSort: ['id', 'DESC'] }, listParams);
  const tiers = new Map((await Tier.of(ctx)).map((t) => [t.id, tierOf(t)]));
  const people = await peopleById(
    ctx,
    page.items.flatMap((c) => [c.fromUplineId, c.toUplineId, c.fromHelperId, c.toHelperId, c.byUserId]),
  );
  const person = (pid: number | null) => (pid === null ? null : (people.get(pid) ?? { id: pid, name: '', tier: null }));
  const items = page.items.map((c): LevelChangeRow => ({
    id: c.id,
    agentId: c.agentId,
    type: c.type,
    fromTier: c.fromTierId === null ? null : (tiers.get(c.fromTierId) ?? null),
    toTier: c.toTierId === null ? null : (tiers.get(c.toTierId) ?? null),
    fromUpline: person(c.fromUplineId),
    toUpline: person(c.toUplineId),
    fromHelper: person(c.fromHelperId),
    toHelper: person(c.toHelperId),
    by: person(c.byUserId),
    createdAt: (c.toJSON() as { createdAt: string }).createdAt,
  }));
  return Object.assign(page, { items });
}

// ---------------------------------------------------------------- suspend

/** Suspends (tokens stop at once, login refused) or unsuspends an agent. */
export async function setSuspended(ctx: Ctx, id: number, suspend: boolean) {
  return inTransaction(ctx, async (tctx) => {
    const agent = await agentOr404(tctx, id, true);
    if (suspend) {
      if (agent.status === 'suspended') throw new ConflictError('agents.alreadySuspended');
      await User.of(tctx)
        .findById(id)
        .patch({ status: 'suspended', tokenVersion: agent.tokenVersion + 1 });
    } else {
      if (agent.status !== 'suspended') throw new ConflictError('agents.notSuspended');
      await User.of(tctx)
        .findById(id)
        .patch({ status: agent.emailVerifiedAt ? 'active' : 'new' });
    }
    const [after] = await presentAgents(tctx, [await agentOr404(tctx, id)]);
    return after;
  });
}

// ---------------------------------------------------------------- inactivity

/** Called by the orders module when an order of the agent is paid: records the purchase and reactivates. */
export async function markActive(ctx: TenantScope, userId: number, at: Date = clock.now()) {
  const agent = await User.of(ctx).findById(userId).where('role', 'agent');
  if (!agent) {
    // HQ's own store sale (stores, "HQ sells"): its buyer is the HQ account, which has no activity to record.
    if (await User.of(ctx).findById(userId).where('role', 'hq').select('users.id')) return;
    throw new NotFoundError();
  }
  const patch: Partial<User> = { lastPurchaseAt: toDbTime(at) };
  if (agent.status === 'inactive' || agent.status === 'new') patch.status = 'active';
  await byPrimaryKey(User.of(ctx))
    .findById(userId)
    .patch(patch as Partial<User>);
}

/**
 * Marks inactive every active agent whose last purchase (or date joined) is older than its
 * tier's `inactiveDays`, else the company's `inactiveLimitDays`. One company, or all of them
 * (the daily job). Returns how many agents turned inactive.
 */
export async function markInactiveAgents(now: Date, companyId?: number): Promise<number> {
  const companies = companyId === undefined ? (await Company.query().select('id')).map((c) => c.id) : [companyId];
  let marked = 0;
  for (const cid of companies) {
    const scope = { companyId: cid };
    const features = await CompanyFeatures.of(scope).first();
    const companyDays = features?.inactiveLimitDays ?? 90;
    const tiers = await Tier.of(scope).select('id', 'inactiveDays');
    const own = tiers.filter((t) => t.inactiveDays !== null && t.inactiveDays !== undefined);
    const stale = (days: number) => toDbTime(addSeconds(now, -days * 86_400));
    for (const tier of own) {
      if (tier.inactiveDays! <= 0) continue;
      marked += await User.of(scope)
        .where('role', 'agent')
        .where('status', 'active')
        .where('tierId', tier.id)
        .whereRaw('COALESCE(last_purchase_at, created_at) < ?', [stale(tier.inactiveDays!)])
        .patch({ status: 'inactive' });
    }
    if (companyDays > 0) {
      marked += await User.of(scope)
        .where('role', 'agent')
        .where('status', 'active')
        .where((w) => {
          w.whereNull('tierId');
          if (own.length)
            w.orWhereNotIn(
              'tierId',
              own.map((t) => t.id),
            );
        })
        .whereRaw('COALESCE(last_purchase_at, created_at) < ?', [stale(companyDays)])
        .patch({ status: 'inactive' });
    }
  }
  return marked;
}

// ---------------------------------------------------------------- routes

const ACCESS = { permission: 'promote_demote_suspend' } as const;
const Status = Type.Union(USER_STATUSES.map((s) => Type.Literal(s)));
const Kind = Type.Union([Type.Literal('promote'), Type.Literal('demote')]);

export const promotionRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/promote-demote',
    access: ACCESS,
    summary:
      'Agents with level, status, upline and helper; filters `level` (tier id), `status`, `uplineId` (also inside `filter` as tierId/level/status/uplineId, "none" for without), `search` on name, e-mail, username',
    tags: ['agents'],
    query: Type.Object({ ...ListQueryProps, level: Type.Optional(Id), status: Type.Optional(Status), uplineId: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => listAgents(ctx, query),
  }),
  route({
    method: 'get',
    path: '/promote-demote/summary',
    access: ACCESS,
    summary: "Counts of the company's agents: total, per status, per level (tiers by rank; agents without a tier last, tierId null)",
    tags: ['agents'],
    handler: async ({ ctx }) => summary(ctx),
  }),
  route({
    method: 'get',
    path: '/promote-demote/upline-list',
    access: ACCESS,
    summary:
      'Candidate uplines of agent `id` for a target level (`tierId`, or the tier `type` promote|demote would give, else its current tier): non-suspended agents of a strictly higher tier outside its own group',
    tags: ['agents'],
    query: Type.Object({ ...ListQueryProps, id: Id, tierId: Type.Optional(Id), type: Type.Optional(Kind) }),
    handler: async ({ ctx, query }) => uplineCandidates(ctx, query),
  }),
  route({
    method: 'get',
    path: '/promote-demote/history',
    access: ACCESS,
    summary: "History of an agent's promotions and demotions (tier, upline, helper before and after, by whom, when), newest first",
    tags: ['agents'],
    query: Type.Object({ ...ListQueryProps, id: Id }),
    handler: async ({ ctx, query }) => history(ctx, query),
  }),
  route({
    method: 'post',
    path: '/promote-demote/store',
    access: ACCESS,
    summary:
      "Promotes or demotes agent `id` one level (or to `tierId`); when the new level equals or passes the current upline's, `uplineId` (an agent of a higher level outside its group) is required and the agent moves with its group; `helperId` sets (null clears) the helper",
    tags: ['agents'],
    body: Type.Object({
      id: Id,
      type: Kind,
      tierId: Type.Optional(Id),
      uplineId: Type.Optional(Nullable(Id)),
      helperId: Type.Optional(Nullable(Id)),
    }),
    handler: async ({ ctx, body }) => {
      const result = await store(ctx, body);
      return new Reply(result, body.type === 'promote' ? 'agents.promoted' : 'agents.demoted');
    },
  }),
  route({
    method: 'post',
    path: '/promote-demote/suspend',
    access: ACCESS,
    summary: 'Suspends (`suspend: true`: login refused, live tokens stop at once) or unsuspends (back to active, or new when unverified) agent `id`',
    tags: ['agents'],
    body: Type.Object({ id: Id, suspend: Type.Boolean() }),
    handler: async ({ ctx, body }) => {
      const agent = await setSuspended(ctx, body.id, body.suspend);
      return new Reply(agent, body.suspend ? 'agents.suspendedDone' : 'agents.unsuspendedDone');
    },
  }),
];
