import { expect } from 'chai';
import { amountProblem, majorText, parseMajor } from '../../common/money';
import { maskAccount, progressOf, sumByType } from '../../shop/src/features/commissions/calc';
import { currentPeriod, formatPeriod, periodParam, previousPeriod, recentPeriods, typeParam } from '../../shop/src/features/commissions/period';

/** The agent app's commission screens: their arithmetic on amounts, months and lines. */
describe('Agent app commissions: amounts, months and sums', () => {
  it('reads typed amounts in the currency and writes them back the same way', () => {
    expect(parseMajor('150', 'MYR')).to.equal(15_000);
    expect(parseMajor('1,234.5', 'MYR')).to.equal(123_450);
    expect(parseMajor(' 0.07 ', 'MYR')).to.equal(7);
    for (const bad of ['', '1.234', '-5', '1e3', 'RM 5', '12.3.4', '1234567890123']) expect(parseMajor(bad, 'MYR'), bad).to.equal(null);
    expect(parseMajor('150000', 'IDR')).to.equal(150_000);
    expect(parseMajor('1.500.000', 'IDR')).to.equal(1_500_000);
    expect(parseMajor('150,000', 'IDR')).to.equal(150_000);
    for (const bad of ['1.5', '150.00', '1,5']) expect(parseMajor(bad, 'IDR'), bad).to.equal(null);
    for (const [minor, currency] of [
      [123_450, 'MYR'],
      [7, 'MYR'],
      [0, 'MYR'],
      [1_500_000, 'IDR'],
    ] as const) {
      expect(parseMajor(majorText(minor, currency), currency)).to.equal(minor);
    }
    expect(majorText(5, 'MYR')).to.equal('0.05');
    expect(majorText(-12_345, 'MYR')).to.equal('-123.45');
  });

  it('says what is wrong with a typed amount against its limits', () => {
    expect(amountProblem(' ', 'MYR', 5_000, 20_000)).to.equal('required');
    expect(amountProblem('abc', 'MYR', 5_000, 20_000)).to.equal('invalid');
    expect(amountProblem('49.99', 'MYR', 5_000, 20_000)).to.equal('min');
    expect(amountProblem('200.01', 'MYR', 5_000, 20_000)).to.equal('max');
    expect(amountProblem('50', 'MYR', 5_000, 20_000)).to.equal(null);
    expect(amountProblem('200', 'MYR', 5_000, 20_000)).to.equal(null);
  });

  it('cuts months in Kuala Lumpur time and names them in the language', () => {
    // 16:30 UTC on 31 October is already 1 November in Kuala Lumpur.
    expect(currentPeriod(Date.UTC(2026, 9, 31, 16, 30))).to.equal('2026-11');
    expect(currentPeriod(Date.UTC(2026, 9, 31, 15, 59))).to.equal('2026-10');
    expect(previousPeriod('2026-01')).to.equal('2025-12');
    expect(recentPeriods('2026-02', 4)).to.deep.equal(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(formatPeriod('2026-08', 'en')).to.equal('August 2026');
    expect(formatPeriod('2026-08', 'id')).to.equal('Agustus 2026');
    expect(formatPeriod('2026-08', 'ms')).to.equal('Ogos 2026');
    const offered = recentPeriods('2026-11', 3);
    expect(periodParam('2026-10', '2026-11', offered)).to.equal('2026-10');
    for (const bad of [null, '2026-13', '2025-01', '2026-10x']) expect(periodParam(bad, '2026-11', offered)).to.equal('2026-11');
    expect(typeParam('override')).to.equal('override');
    expect(typeParam('toString')).to.equal(null);
  });

  it('sums a month of lines per type, clawbacks and maintenance apart, in the order of the types', () => {
    const totals = sumByType([
      { type: 'performance', kind: 'earn', amount: 900 },
      { type: 'override', kind: 'earn', amount: 2_000 },
      { type: 'override', kind: 'earn', amount: 1_000 },
      { type: 'override', kind: 'clawback', amount: -1_000 },
      { type: 'override', kind: 'forfeit', amount: -2_000 },
      { type: 'override', kind: 'compression', amount: 500 },
      { type: 'sale-profit', kind: 'earn', amount: 4_000 },
    ]);
    expect(totals).to.deep.equal([
      { type: 'sale-profit', earned: 4_000, clawedBack: 0, adjusted: 0, net: 4_000 },
      { type: 'override', earned: 3_000, clawedBack: -1_000, adjusted: -1_500, net: 500 },
      { type: 'performance', earned: 900, clawedBack: 0, adjusted: 0, net: 900 },
    ]);
    expect(sumByType([])).to.deep.equal([]);
  });

  it('measures progress toward a threshold and hides account numbers', () => {
    expect(progressOf(50, 200)).to.equal(25);
    expect(progressOf(300, 200)).to.equal(100);
    expect(progressOf(-10, 200)).to.equal(0);
    expect(progressOf(0, 0)).to.equal(100);
    expect(maskAccount('1234567890')).to.equal('•••• 7890');
  });
});
