import { RANKING_PATHS, TOP_PERFORMER_PATH, type LeaderboardView, type RankingMetric, type TopPerformerView } from '../../../common/ranking';
import { apiCall } from '../providers/httpClient';

/** The score-ranking calls (server/modules/ranking), with the shapes of common/ranking.ts. */

export interface BoardFilter {
  period: string;
  tierId?: number;
  state?: string;
}

const query = (f: BoardFilter) => ({ period: f.period, tierId: f.tierId, state: f.state || undefined });

export const leaderboard = async (metric: RankingMetric, f: BoardFilter) => (await apiCall<LeaderboardView>(RANKING_PATHS[metric], { query: query(f) })).data;

export const topPerformers = async (f: BoardFilter) => (await apiCall<TopPerformerView>(TOP_PERFORMER_PATH, { query: query(f) })).data;
