import dayjs from 'dayjs';
import { TIME_ZONE } from '../../common/constants';
import { clock } from '../../server/platform/time';

/**
 * Time for the demo's history: Kuala Lumpur moments counted back from today, and `at`, which runs
 * a step with the platform clock moved to its moment (as tests move it), so every row, ledger
 * entry and commission period is dated as if the step had happened then.
 */

let today: Date | null = null;
// Month starts while "today" is fixed: the history asks for them thousands of times, and a time-zone conversion is slow.
const starts = new Map<number, number>();

/**
 * Fixes "today" for the moments below while the history is written (`at` moves the platform clock,
 * so moments reckoned inside a step would otherwise count back from the step's own month).
 */
export function fixToday(when: Date | null): void {
  today = when;
  starts.clear();
}

const now = () => today ?? clock.now();

/** The first moment of the Kuala Lumpur month `back` months before the current one. */
export function monthStart(back: number): Date {
  const known = today ? starts.get(back) : undefined;
  if (known !== undefined) return new Date(known);
  const start = dayjs(now()).tz(TIME_ZONE).startOf('month').subtract(back, 'month').valueOf();
  if (today) starts.set(back, start);
  return new Date(start);
}

/**
 * The Kuala Lumpur moment `day` of the month `back` months before the current one, at `hour`:00
 * (counted from the month's start: Kuala Lumpur keeps one offset all year).
 */
export function moment(back: number, day: number, hour = 10): Date {
  return new Date(monthStart(back).getTime() + ((day - 1) * 24 + hour) * 3_600_000);
}

/** 'YYYY-MM' of the month `back` months before the current one. */
export const periodOf = (back: number) => dayjs(monthStart(back)).tz(TIME_ZONE).format('YYYY-MM');

/**
 * A moment of the current month: `share` (0–1) of the way from its start (plus an hour) to
 * `minutesBefore` minutes before now, so that the current month's steps fall before now even in
 * its first hour (the margins then shrink to a tenth of the time gone).
 */
export function thisMonth(share: number, minutesBefore = 30): Date {
  const start = monthStart(0).getTime();
  const span = now().getTime() - start;
  const from = start + Math.min(3_600_000, span * 0.1);
  const to = now().getTime() - Math.min(minutesBefore * 60_000, span * 0.1);
  return new Date(from + Math.floor(share * (to - from)));
}

/** Runs `fn` with the platform clock at `when`, then puts the clock back. */
export async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  const shift = when.getTime() - clock.now().getTime();
  clock.advance(shift);
  try {
    return await fn();
  } finally {
    clock.advance(-shift);
  }
}

interface Step {
  when: number;
  run: () => Promise<void>;
}

/**
 * The history's steps in time order: each runs at its moment (`at`) and may add later steps (an
 * order is paid, approved, shipped and received on later days). Steps due after `until` (now) are
 * dropped, so the orders of the last days stay where they are: unpaid, waiting for approval, to
 * ship or on their way.
 */
export class Timeline {
  private steps: Step[] = [];

  constructor(private readonly until: Date) {}

  add(when: Date, run: () => Promise<void>): void {
    if (when.getTime() > this.until.getTime()) return;
    const step = { when: when.getTime(), run };
    // Binary insertion after every step of the same moment (first added, first run).
    let lo = 0;
    let hi = this.steps.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.steps[mid]!.when <= step.when) lo = mid + 1;
      else hi = mid;
    }
    this.steps.splice(lo, 0, step);
  }

  /** Adds `run` `hours` after `from`. */
  after(from: Date, hours: number, run: () => Promise<void>): void {
    this.add(new Date(from.getTime() + hours * 3_600_000), run);
  }

  async play(): Promise<void> {
    for (let step = this.steps.shift(); step; step = this.steps.shift()) await at(new Date(step.when), step.run);
  }
}
