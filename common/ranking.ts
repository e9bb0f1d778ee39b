/**
 * Score ranking: the metrics, the period a leaderboard covers and the answers of the
 * /scoreranking calls, shared by the server, the console and the agent app.
 */

/** The ranked figures, in the order of the tabs; `recruitment` is served from the `recruits` column. */
export const RANKING_METRICS = ['ps', 'gs', 'tpgs', 'team', 'commission', 'recruitment'] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];

/** The call of each metric: GET /scoreranking/score-ranking-<name> (docs/api.md: Ranking). */
export const RANKING_PATHS: Record<RankingMetric, string> = {
  ps: '/scoreranking/score-ranking-ps',
  gs: '/scoreranking/score-ranking-gs',
  tpgs: '/scoreranking/score-ranking-tpgs',
  team: '/scoreranking/score-ranking-team',
  commission: '/scoreranking/score-ranking-commission',
  recruitment: '/scoreranking/score-ranking-recruitment',
};
export const TOP_PERFORMER_PATH = '/scoreranking/top-performer';

/** Money metrics are minor units of the company's currency; the others count agents. */
export const MONEY_METRICS: readonly RankingMetric[] = ['ps', 'gs', 'tpgs', 'commission'];

/** A leaderboard shows the top 10 (docs/rules.md); top performer 3 by default, at most 10. */
export const LEADERBOARD_SIZE = 10;
export const TOP_PERFORMER_DEFAULT = 3;

export type RankingPeriodKind = 'month' | 'quarter' | 'year';

/**
 * A period in Asia/Kuala_Lumpur: `2026-11` (a month), `2026-Q4` (a quarter) or `2026` (a year).
 * Years 2000–2099: room enough, and a bound on what callers send.
 */
export const RANKING_PERIOD = /^20[0-9]{2}(-(0[1-9]|1[0-2])|-Q[1-4])?$/;

export function periodKind(period: string): RankingPeriodKind {
  if (period.length === 4) return 'year';
  return period.includes('Q') ? 'quarter' : 'month';
}

/** The stored key of a period: M2026-11, Q2026-4 or Y2026. */
export function periodKey(period: string): string {
  const kind = periodKind(period);
  if (kind === 'year') return `Y${period}`;
  if (kind === 'quarter') return `Q${period.slice(0, 4)}-${period.slice(6)}`;
  return `M${period}`;
}

/** The three keys a month (YYYY-MM) counts under: its month, quarter and year. */
export function keysOfMonth(month: string): [string, string, string] {
  const year = month.slice(0, 4);
  const quarter = Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1;
  return [`M${month}`, `Q${year}-${quarter}`, `Y${year}`];
}

/** The same period of the kind `kind` holding the month `month` (YYYY-MM): for a period picker. */
export function periodOfKind(kind: RankingPeriodKind, month: string): string {
  if (kind === 'year') return month.slice(0, 4);
  if (kind === 'quarter') return `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
  return month;
}

/** One place on a leaderboard. HQ and staff also get the agent's id, username and tier; agents see names only. */
export interface RankingEntry {
  position: number;
  name: string;
  value: number;
  /** The caller's own row (agents). */
  isMe: boolean;
  agentId?: number;
  username?: string | null;
  tierName?: string | null;
}

/** GET /scoreranking/score-ranking-<metric>. */
export interface LeaderboardView {
  metric: RankingMetric;
  period: string;
  currency: string;
  top: RankingEntry[];
  /** An agent's own place: its position (null while its figure is zero or less) and figure. */
  me: { position: number | null; value: number } | null;
}

/** GET /scoreranking/top-performer: the first `limit` of every metric. */
export interface TopPerformerView {
  period: string;
  currency: string;
  limit: number;
  leaders: Record<RankingMetric, RankingEntry[]>;
}

/** The `count` latest periods of a kind up to the one holding `month` (YYYY-MM), newest first: a picker's choices. */
export function recentPeriods(kind: RankingPeriodKind, month: string, count: number): string[] {
  const out: string[] = [];
  let year = Number(month.slice(0, 4));
  let m = Number(month.slice(5, 7));
  while (out.length < count && year >= 2000) {
    const p = periodOfKind(kind, `${year}-${String(m).padStart(2, '0')}`);
    if (!out.includes(p)) out.push(p);
    if (kind === 'year') year--;
    else {
      m -= kind === 'quarter' ? 3 : 1;
      if (m < 1) {
        m += 12;
        year--;
      }
    }
  }
  return out;
}
