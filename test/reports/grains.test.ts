import { expect } from 'chai';
import { periodGrains } from '../../server/modules/reports/query';

describe('reports: a period cut into years, months and days', () => {
  const today = '2026-11-24';

  it('takes whole years and months, and the days at the edges', () => {
    expect(periodGrains({ from: '2024-11-15', to: '2026-02-10' }, today)).to.deep.equal({
      years: [['2025', '2025']],
      months: [['2024-12', '2024-12'], ['2026-01', '2026-01']],
      days: [['2024-11-15', '2024-11-30'], ['2026-02-01', '2026-02-10']],
    });
    expect(periodGrains({ from: '2025-01-01', to: '2025-12-31' }, today)).to.deep.equal({ years: [['2025', '2025']], months: [], days: [] });
    expect(periodGrains({ from: '2025-11-24', to: '2026-11-23' }, today)).to.deep.equal({
      years: [],
      months: [['2025-12', '2026-10']],
      days: [['2025-11-24', '2025-11-30'], ['2026-11-01', '2026-11-23']],
    });
  });

  it('a period ending today or later takes the year or month so far whole (nothing is recorded after today)', () => {
    expect(periodGrains({ from: '2026-01-01', to: today }, today)).to.deep.equal({ years: [['2026', '2026']], months: [], days: [] });
    expect(periodGrains({ from: '2026-11-01', to: today }, today)).to.deep.equal({ years: [], months: [['2026-11', '2026-11']], days: [] });
    expect(periodGrains({ from: '2026-11-01', to: '2026-11-23' }, today)).to.deep.equal({ years: [], months: [], days: [['2026-11-01', '2026-11-23']] });
    expect(periodGrains({ from: '2026-11-24', to: '2026-11-24' }, today)).to.deep.equal({ years: [], months: [], days: [['2026-11-24', '2026-11-24']] });
  });
});
