import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/id';
import 'dayjs/locale/ms';
import { TIME_ZONE, type Lang } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The one way both apps show a day and a moment (month names in the language). */
export const DAY_FORMAT = 'D MMM YYYY';
export const DATE_TIME_FORMAT = 'D MMM YYYY, HH:mm';

/** Dates are shown in Asia/Kuala_Lumpur whatever the browser's zone, with month names in the language. */
export function formatDate(value: string | number | Date, lang: Lang, pattern = DAY_FORMAT): string {
  return dayjs(value).tz(TIME_ZONE).locale(lang).format(pattern);
}

type Instant = string | number | Date | null | undefined;

/** A moment (a stored UTC time) in Kuala Lumpur time, e.g. "5 Mar 2026, 14:05"; `empty` when there is none. */
export const formatDateTime = (value: Instant, lang: Lang, empty = '—') => (value || value === 0 ? formatDate(value, lang, DATE_TIME_FORMAT) : empty);

/** The Kuala Lumpur day of a moment, e.g. "5 Mar 2026". */
export const formatDay = (value: Instant, lang: Lang, empty = '—') => (value || value === 0 ? formatDate(value, lang) : empty);

/** A calendar day (YYYY-MM-DD, already a business day) in the same format, without a time-zone shift. */
export const formatCalendarDay = (day: string | null | undefined, lang: Lang, empty = '—') => (day ? dayjs(day.slice(0, 10)).locale(lang).format(DAY_FORMAT) : empty);

/** Today in Kuala Lumpur, spelled out for a greeting ("Monday, 5 March 2026"). */
export const formatToday = (lang: Lang) => formatDate(Date.now(), lang, 'dddd, D MMMM YYYY');

/** An instant as the value of a `datetime-local` input, in Asia/Kuala_Lumpur (what both apps type times in). */
export const toBusinessInput = (value: string | Date | null | undefined) => (value ? dayjs(value).tz(TIME_ZONE).format('YYYY-MM-DDTHH:mm') : '');
/** A `datetime-local` value read in Asia/Kuala_Lumpur, as an ISO instant (UTC). */
export const fromBusinessInput = (value: string) => (value ? dayjs.tz(value, TIME_ZONE).toISOString() : '');
