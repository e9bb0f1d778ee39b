import { businessTime, clock } from '../../server/platform/time';

/** Runs `work` with the clock on the 15th of last month, noon in Kuala Lumpur. */
export async function lastMonth<T>(work: () => Promise<T>): Promise<T> {
  const target = businessTime().subtract(1, 'month').date(15).hour(12).startOf('hour').toDate();
  clock.advance(target.getTime() - clock.now().getTime());
  try {
    return await work();
  } finally {
    clock.reset();
  }
}
