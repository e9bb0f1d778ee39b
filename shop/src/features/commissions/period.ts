import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/id';
import 'dayjs/locale/ms';
import { TIME_ZONE, type Lang } from '../../../../common/constants';
import { COMMISSION_TYPES, PERIOD_PATTERN, type CommissionType } from '../../../../common/commissions';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Commission periods are calendar months in Asia/Kuala_Lumpur ('YYYY-MM'). */
const PERIOD = new RegExp(PERIOD_PATTERN);

/** How many past months the period pickers offer. */
export const PAST_MONTHS = 24;

/** The month it is now in Kuala Lumpur, whatever the browser's zone. */
export const currentPeriod = (now: number | Date = Date.now()) => dayjs(now).tz(TIME_ZONE).format('YYYY-MM');

/** The month before `period`. */
export const previousPeriod = (period: string) => dayjs(`${period}-01`).subtract(1, 'month').format('YYYY-MM');

/** `count` months newest first, from `from` back. */
export function recentPeriods(from: string, count: number): string[] {
  const out = [from];
  while (out.length < count) out.push(previousPeriod(out[out.length - 1]));
  return out;
}

/** A month for people: "October 2026", "Oktober 2026". */
export const formatPeriod = (period: string, lang: Lang) => dayjs(`${period}-01`).locale(lang).format('MMMM YYYY');

/** A period from the address when it is one of the offered months, else `fallback`. */
export function periodParam(value: string | null, fallback: string, offered: string[]): string {
  return value && PERIOD.test(value) && offered.includes(value) ? value : fallback;
}

/** A commission type from the address, or null. */
export const typeParam = (value: string | null): CommissionType | null => ((COMMISSION_TYPES as readonly string[]).find((t) => t === value) as CommissionType | undefined) ?? null;
