import { rowsOf } from '../../platform/rows';
import { raw } from 'objection';
import { LEADERBOARD_SIZE, RANKING_METRICS, TOP_PERFORMER_DEFAULT, periodKey, type LeaderboardView, type RankingEntry, type RankingMetric, type TopPerformerView } from '../../../common/ranking';
import type { UserCtx } from '../../platform/context';
import { ForbiddenError } from '../../platform/errors';
import { businessTime } from '../../platform/time';
import { User } from '../users';
import { regionColumn } from '../users';
import { RankingScore, type ScoreColumn } from './scores';

/**
 * The leaderboards (docs/api.md: Ranking), read from ranking_scores (scores.ts): the top of a metric
 * is the first rows of its index (company, period key, value descending, agent id) — or, for a
 * level or state that few agents have, those agents' rows by key — and the caller's position one
 * plus the rows before its own in that index; then the names of the ten. Decisions:
 * - only a figure above zero ranks (a month with more refunds than sales is not a place);
 * - ties go to the agent registered first (the lower id), the same for every caller;
 * - HQ and staff may narrow the board to a tier or to agents of a state (their address); agents
 *   see the whole company's board, names only (no id, contact or private field of anyone else),
 *   and their own position even outside the top 10.
 */

const COLUMN: Record<RankingMetric, ScoreColumn> = { ps: 'ps', gs: 'gs', tpgs: 'tpgs', team: 'team', commission: 'commission', recruitment: 'recruits' };

export interface RankingQuery {
  period?: string;
  tierId?: number;
  state?: string;
}

const isHqSide = (ctx: UserCtx) => ctx.user.role === 'hq' || ctx.user.role === 'staff';

function scope(ctx: UserCtx, query: RankingQuery) {
  if ((query.tierId !== undefined || query.state !== undefined) && !isHqSide(ctx)) throw new ForbiddenError();
  return { period: query.period ?? businessTime().format('YYYY-MM'), tierId: query.tierId, state: query.state };
}

interface Person {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  levelName: string | null;
}

/** A filter matching at most `fewAgents` agents is read from the agents' side; a wider one along the metric's index. Tests lower it to run both. */
export const rankingTuning = { fewAgents: 5000 };

/** The agents a filter keeps, when they are few (null: no filter, or too many to read one by one). */
async function fewAgents(ctx: UserCtx, q: ReturnType<typeof scope>): Promise<number[] | null> {
  if (q.tierId === undefined && q.state === undefined) return null;
  const agents = User.of(ctx)
    .where('role', 'agent')
    .limit(rankingTuning.fewAgents + 1);
  if (q.tierId !== undefined) agents.where('tierId', q.tierId);
  if (q.state !== undefined) agents.where(regionColumn(ctx.company.country, 'users'), q.state);
  const ids = (await agents.select('id')).map((u) => u.id);
  return ids.length <= rankingTuning.fewAgents ? ids : null;
}

/**
 * The first `limit` rows of the metric: along its index (value descending, agent id), stopping at
 * the limit; for a filter that keeps few agents, their rows by key, ordered here (along the index,
 * a rare level or state would be looked for through every row of the period).
 */
async function top(ctx: UserCtx, metric: RankingMetric, q: ReturnType<typeof scope>, limit: number): Promise<RankingEntry[]> {
  const column = COLUMN[metric];
  const key = periodKey(q.period);
  let chosen: { agentId: number; value: number }[];
  const few = await fewAgents(ctx, q);
  if (few) {
    const rows = few.length
      ? await rowsOf<{ agentId: number; value: number | string }>(RankingScore.of(ctx).where('periodKey', key).whereIn('agentId', few).where(column, '>', 0).select('agentId', `${column} as value`))
      : [];
    chosen = rows
      .map((r) => ({ agentId: Number(r.agentId), value: Number(r.value) }))
      .sort((a, b) => b.value - a.value || a.agentId - b.agentId)
      .slice(0, limit);
  } else {
    const query = RankingScore.of(ctx).alias('s').where('s.periodKey', key).where(`s.${column}`, '>', 0).orderBy(`s.${column}`, 'desc').orderBy('s.agentId', 'asc').limit(limit);
    if (q.tierId !== undefined || q.state !== undefined) {
      query.join('users as u', 'u.id', 's.agentId');
      if (q.tierId !== undefined) query.where('u.tierId', q.tierId);
      if (q.state !== undefined) query.where(regionColumn(ctx.company.country, 'u'), q.state);
    }
    chosen = (await rowsOf<{ agentId: number; value: number | string }>(query.select('s.agentId', raw('?? as value', [`s.${column}`])))).map((r) => ({
      agentId: Number(r.agentId),
      value: Number(r.value),
    }));
  }
  const people = new Map(
    (chosen.length
      ? await rowsOf<Person>(
          User.of(ctx)
            .alias('u')
            .leftJoin('tiers as r', 'r.id', 'u.tierId')
            .whereIn(
              'u.id',
              chosen.map((c) => c.agentId),
            )
            .select('u.id', 'u.firstName', 'u.lastName', 'u.username', 'r.levelName'),
        )
      : []
    ).map((p) => [Number(p.id), p]),
  );
  const hq = isHqSide(ctx);
  return chosen.map((c, i) => {
    const p = people.get(c.agentId);
    const entry: RankingEntry = {
      position: i + 1,
      name: [p?.firstName, p?.lastName].filter(Boolean).join(' ') || (p?.username ?? ''),
      value: c.value,
      isMe: c.agentId === ctx.user.id,
    };
    if (hq) Object.assign(entry, { agentId: c.agentId, username: p?.username ?? null, tierName: p?.levelName ?? null });
    return entry;
  });
}

/** The caller's figure and position on the company's board: the rows ahead of it in the metric's index, plus one. */
async function own(ctx: UserCtx, metric: RankingMetric, period: string): Promise<LeaderboardView['me']> {
  const column = COLUMN[metric];
  const key = periodKey(period);
  const mine = await RankingScore.of(ctx).where({ periodKey: key, agentId: ctx.user.id }).select(column).first();
  const value = Number(mine?.[column] ?? 0);
  if (value <= 0) return { position: null, value };
  const ahead = await RankingScore.of(ctx)
    .where('periodKey', key)
    .where((w) => void w.where(column, '>', value).orWhere((t) => void t.where(column, value).where('agentId', '<', ctx.user.id)))
    .resultSize();
  return { position: ahead + 1, value };
}

export async function leaderboard(ctx: UserCtx, metric: RankingMetric, query: RankingQuery): Promise<LeaderboardView> {
  const q = scope(ctx, query);
  return {
    metric,
    period: q.period,
    currency: ctx.company.currency,
    top: await top(ctx, metric, q, LEADERBOARD_SIZE),
    me: ctx.user.role === 'agent' ? await own(ctx, metric, q.period) : null,
  };
}

export async function topPerformers(ctx: UserCtx, query: RankingQuery & { limit?: number }): Promise<TopPerformerView> {
  const q = scope(ctx, query);
  const limit = query.limit ?? TOP_PERFORMER_DEFAULT;
  const leaders = {} as TopPerformerView['leaders'];
  for (const metric of RANKING_METRICS) leaders[metric] = await top(ctx, metric, q, limit);
  return { period: q.period, currency: ctx.company.currency, limit, leaders };
}

/** The first `limit` of a metric's board this month, as the leaderboard lists them (the console's home shows the PS board's top). */
export function boardTop(ctx: UserCtx, metric: RankingMetric, limit: number): Promise<RankingEntry[]> {
  return top(ctx, metric, scope(ctx, {}), limit);
}
