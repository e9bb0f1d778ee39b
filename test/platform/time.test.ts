import { expect } from 'chai';
import fc from 'fast-check';
import { dayOf, toDbTime } from '../../server/platform/time';

describe('platform/time: dayOf', () => {
  it('is the Kuala Lumpur calendar day of a stored UTC time (UTC+8: the day turns at 16:00 UTC)', () => {
    expect(dayOf('2026-11-27 15:59:59')).to.equal('2026-11-27');
    expect(dayOf('2026-11-27 16:00:00')).to.equal('2026-11-28');
    expect(dayOf('2026-12-31 16:00:00')).to.equal('2027-01-01');
    expect(dayOf('2024-02-28 16:00:00')).to.equal('2024-02-29');
  });

  it('agrees with a plain computation over any moment since 1990 (Kuala Lumpur keeps UTC+8 all year)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const t = new Date(Math.floor(ms / 1000) * 1000);
        expect(dayOf(toDbTime(t))).to.equal(new Date(t.getTime() + 8 * 3600_000).toISOString().slice(0, 10));
      }),
      { numRuns: 2000 },
    );
  });
});
