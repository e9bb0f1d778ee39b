import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/id';
import 'dayjs/locale/ms';
import { TIME_ZONE, type Lang } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates are shown in Asia/Kuala_Lumpur whatever the browser's zone, with month names in the language. */
export function formatDate(value: string | number | Date, lang: Lang, pattern = 'D MMMM YYYY'): string {
  return dayjs(value).tz(TIME_ZONE).locale(lang).format(pattern);
}

/** An instant as the value of a `datetime-local` input, in Asia/Kuala_Lumpur (what both apps type times in). */
export const toBusinessInput = (value: string | Date | null | undefined) => (value ? dayjs(value).tz(TIME_ZONE).format('YYYY-MM-DDTHH:mm') : '');
/** A `datetime-local` value read in Asia/Kuala_Lumpur, as an ISO instant (UTC). */
export const fromBusinessInput = (value: string) => (value ? dayjs.tz(value, TIME_ZONE).toISOString() : '');
