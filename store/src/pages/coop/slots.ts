import type { CoopDetails } from '../../../../common/api/store-coop';

/**
 * Pickup slots of a co-op store, in Kuala Lumpur time (UTC+8 all year): the days of the next two
 * weeks with a pickup window, and on each the half hours within its windows that are at least the
 * company's booking time ahead. The server checks the chosen time again.
 */
const KL_OFFSET_MS = 8 * 3600_000;
const STEP_MINUTES = 30;
const DAYS_AHEAD = 14;

export interface PickupDay {
  /** YYYY-MM-DD (Kuala Lumpur). */
  date: string;
  /** "HH:MM" choices. */
  times: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The ISO instant of a Kuala Lumpur date and time. */
export const pickupIso = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();

export function pickupDays(coop: CoopDetails, now = Date.now()): PickupDay[] {
  const earliest = now + coop.bookingMinutes * 60_000;
  const out: PickupDay[] = [];
  for (let d = 0; d <= DAYS_AHEAD; d++) {
    const kl = new Date(now + KL_OFFSET_MS + d * 86_400_000);
    const date = `${kl.getUTCFullYear()}-${pad(kl.getUTCMonth() + 1)}-${pad(kl.getUTCDate())}`;
    const weekday = kl.getUTCDay() === 0 ? 7 : kl.getUTCDay();
    const times = new Set<string>();
    for (const w of coop.pickupTimes.filter((p) => p.weekday === weekday)) {
      for (let m = Math.ceil(minutesOf(w.from) / STEP_MINUTES) * STEP_MINUTES; m <= minutesOf(w.to); m += STEP_MINUTES) {
        const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
        if (new Date(pickupIso(date, time)).getTime() >= earliest) times.add(time);
      }
    }
    if (times.size) out.push({ date, times: [...times].sort() });
  }
  return out;
}

/** A date (YYYY-MM-DD) as the visitor reads it: weekday, day and month. */
export const dayLabel = (date: string, lang: string) => new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** An instant in Kuala Lumpur time, as the visitor reads it. */
export const pickupLabel = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso));

/** The weekday name of 1 (Monday) … 7 (Sunday). */
export const weekdayLabel = (weekday: number, lang: string) => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday))); // 2024-01-01 was a Monday
