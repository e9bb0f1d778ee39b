import type { Currency } from './constants';

/** Minor units per major unit: sen for MYR, whole rupiah for IDR. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { MYR: 2, IDR: 0 };
export const CURRENCY_SYMBOL: Record<Currency, string> = { MYR: 'RM', IDR: 'Rp' };

/** Integer minor units split into sign, whole major units and the fraction digits (integer arithmetic only). */
function split(minor: number, currency: Currency) {
  if (!Number.isInteger(minor)) throw new TypeError('money must be integer minor units');
  const decimals = CURRENCY_DECIMALS[currency];
  const factor = 10 ** decimals;
  const abs = Math.abs(minor);
  return { sign: minor < 0 ? '-' : '', whole: Math.floor(abs / factor).toString(), fraction: decimals ? (abs % factor).toString().padStart(decimals, '0') : '' };
}

/**
 * Formats integer minor units: `RM 1,234.50`, `Rp 1.234.500`. Integer arithmetic only, so no
 * floating-point rounding can creep in.
 */
export function formatMoney(minor: number, currency: Currency = 'MYR'): string {
  const { sign, whole, fraction } = split(minor, currency);
  const [thousands, point] = currency === 'IDR' ? ['.', ','] : [',', '.'];
  return `${sign}${CURRENCY_SYMBOL[currency]} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)}${fraction ? point + fraction : ''}`;
}

/** Major units as plain text for files read by machines (bank transfer files): `1234.50` (MYR), `1234500` (IDR). */
export function plainAmount(minor: number, currency: Currency = 'MYR'): string {
  const { sign, whole, fraction } = split(minor, currency);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
