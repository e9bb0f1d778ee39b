import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { TIME_ZONE } from '../../common/constants';
import { ValidationError } from './errors';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Time is stored in UTC as `YYYY-MM-DD HH:mm:ss.SSS` text on both databases (DATETIME(3) on
 * MySQL, read back as the same string with `dateStrings`), so both dialects compare, sort and
 * return identical values. Business periods are cut in Asia/Kuala_Lumpur.
 *
 * `clock` is the one source of "now"; tests move it instead of waiting.
 */
let offsetMs = 0;
export const clock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  /** Test helper: shift "now" by the given milliseconds (cumulative); `reset` puts it back. */
  advance(ms: number) {
    offsetMs += ms;
  },
  reset() {
    offsetMs = 0;
  },
};

export function toDbTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

export function nowDb(): string {
  return toDbTime(clock.now());
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** `YYYY-MM-DD HH:mm:ss[.SSS]` (UTC) → ISO 8601, for API output. */
export function dbTimeToIso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const normal = value.includes('T') ? value : value.replace(' ', 'T');
  const withZone = /Z|[+-]\d\d:?\d\d$/.test(normal) ? normal : `${normal}Z`;
  return new Date(withZone).toISOString();
}

/** A stored row's time that is always set (created_at): ISO 8601; a row read without it is a bug. */
export function storedTimeToIso(value: string | Date | undefined): string {
  if (value === undefined) throw new Error('the row was read without its time');
  return dbTimeToIso(value)!;
}

export function dbTimeToDate(value: string): Date {
  return new Date(dbTimeToIso(value)!);
}

/** A dayjs in the business time zone, for cutting days and months. */
export function businessTime(date: Date = clock.now()) {
  return dayjs(date).tz(TIME_ZONE);
}

/** YYYY-MM-DD in the business time zone ('en-CA' writes dates that way); one formatter for the process. */
const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The business (Asia/Kuala_Lumpur) day of a stored UTC time, YYYY-MM-DD — with one shared Intl
 * formatter, as jobs call it for every row of a month (dayjs's time-zone plugin costs ~40× more).
 */
export const dayOf = (dbTime: string): string => BUSINESS_DAY.format(dbTimeToDate(dbTime));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant (UTC, DB format) of business day `value` (YYYY-MM-DD, Asia/Kuala_Lumpur) plus `plusDays`; 422 on `filter.<field>` for a bad date. */
export function businessDayStart(value: unknown, field: string, plusDays = 0): string {
  const text = String(value);
  const day = DAY.test(text) ? dayjs.tz(text, TIME_ZONE) : null;
  if (!day || !day.isValid() || day.format('YYYY-MM-DD') !== text) throw ValidationError.field(`filter.${field}`, 'validation.invalid');
  return toDbTime(day.add(plusDays, 'day').toDate());
}
