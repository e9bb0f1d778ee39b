import dayjs from 'dayjs';
import { TIME_ZONE, type Lang } from '../constants';
import { periodKind } from '../ranking';
// The zone plugins and the month names of id and ms.
import './format';

/** The current month in Kuala Lumpur, YYYY-MM: where the period pickers start. */
export const klMonthNow = () => dayjs().tz(TIME_ZONE).format('YYYY-MM');

/** A ranking period in words: "November 2026" (month names in the language), "Q4 2026" with the language's word for a quarter, "2026". */
export function periodText(period: string, lang: Lang, quarterWord: string): string {
  const kind = periodKind(period);
  if (kind === 'year') return period;
  if (kind === 'quarter') return `${quarterWord} ${period.slice(6)} ${period.slice(0, 4)}`;
  return dayjs(`${period}-01`).locale(lang).format('MMMM YYYY');
}
