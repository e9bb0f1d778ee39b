import type { Currency } from './constants';

/** Minor units per major unit: sen for MYR, whole rupiah for IDR. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { MYR: 2, IDR: 0 };
export const CURRENCY_SYMBOL: Record<Currency, string> = { MYR: 'RM', IDR: 'Rp' };

/**
 * Formats integer minor units: `RM 1,234.50`, `Rp 1.234.500`. Integer arithmetic only, so no
 * floating-point rounding can creep in.
 */
export function formatMoney(minor: number, currency: Currency = 'MYR'): string {
  if (!Number.isInteger(minor)) throw new TypeError('money must be integer minor units');
  const decimals = CURRENCY_DECIMALS[currency];
  const [thousands, point] = currency === 'IDR' ? ['.', ','] : [',', '.'];
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const factor = 10 ** decimals;
  const whole = Math.floor(abs / factor)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const fraction = decimals ? point + (abs % factor).toString().padStart(decimals, '0') : '';
  return `${negative ? '-' : ''}${CURRENCY_SYMBOL[currency]} ${whole}${fraction}`;
}
