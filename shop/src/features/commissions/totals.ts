import type { CommissionLineView } from '../../../../common/commissions';
import { request } from '../../../../common/web/api';
import { totalOf } from '../../hooks/useApiList';
import { useLoad } from '../../hooks/useLoad';
import { sumByType } from './calc';

/** Lines read per request when a month is summed in the app (the list's largest page). */
const PAGE = 100;
/** At most this many pages (5,000 lines) are summed; beyond, the month is shown as partial. */
const MAX_PAGES = 50;

/** Every line of the agent's month (GET /commission?period=, page after page, at most MAX_PAGES). */
async function monthLines(period: string): Promise<{ lines: CommissionLineView[]; partial: boolean }> {
  const lines: CommissionLineView[] = [];
  let total = Infinity;
  for (let page = 1; page <= MAX_PAGES && lines.length < total; page++) {
    const res = await request<CommissionLineView[]>('/commission', { query: { period, page, perPage: PAGE } });
    lines.push(...(res.data ?? []));
    total = totalOf(res.headers.get('Content-Range'), lines.length);
    if (!res.data?.length) break;
  }
  return { lines, partial: lines.length < total };
}

/**
 * A past month's commission per type, summed from its lines: the income statement would give the
 * same totals, but a company may keep statements from its agents (403), and My commission must
 * show the months either way.
 */
export function useMonthTotals(period: string) {
  const month = useLoad(period, () => monthLines(period));
  return { types: month.data && sumByType(month.data.lines), partial: Boolean(month.data?.partial), error: month.error, retry: month.retry };
}
