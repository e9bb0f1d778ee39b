import { Type } from '@sinclair/typebox';
import { LEADERBOARD_SIZE, RANKING_METRICS, RANKING_PATHS, RANKING_PERIOD, TOP_PERFORMER_PATH } from '../../../common/ranking';
import { route, type RouteDef } from '../../platform/http/route';
import { Id, Str } from '../../platform/http/schemas';
import { leaderboard, topPerformers } from './reads';

/**
 * Score ranking (docs/api.md: Ranking): top performers and the top 10 of each metric for a month,
 * quarter or year (Asia/Kuala_Lumpur). HQ, staff and agents read them (reads.ts: agents see names
 * and their own position; HQ and staff may filter by tier and state).
 */
const readers = { roles: ['hq', 'staff', 'agent'] } as const;
const filters = {
  period: Type.Optional(Type.String({ pattern: RANKING_PERIOD.source, description: 'YYYY-MM (month), YYYY-Qn (quarter) or YYYY (year), Asia/Kuala_Lumpur; default the current month' })),
  tierId: Type.Optional(Id),
  state: Type.Optional(Str(100, 1)),
};

export const rankingRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: TOP_PERFORMER_PATH,
    access: readers,
    summary: 'The first `limit` (default 3, at most 10) agents of every metric for the period (HQ and staff: filter tierId, state)',
    tags: ['ranking'],
    query: Type.Object({ ...filters, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LEADERBOARD_SIZE })) }),
    handler: async ({ ctx, query }) => topPerformers(ctx, query),
  }),
  ...RANKING_METRICS.map((metric) =>
    route({
      method: 'get',
      path: RANKING_PATHS[metric],
      access: readers,
      summary: `The top 10 agents by ${metric} for the period, with an agent's own position (HQ and staff: filter tierId, state)`,
      tags: ['ranking'],
      query: Type.Object(filters),
      handler: async ({ ctx, query }) => leaderboard(ctx, metric, query),
    }),
  ),
];
