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

/**
 * Minor units of an amount typed in major units ("50", "50.5", "1,000.00" in ringgit; "150000" or
 * "150.000" in rupiah), or null when it is not one: at most the currency's decimals, 12 digits.
 */
export function parseMajor(text: string, currency: Currency = 'MYR'): number | null {
  const decimals = CURRENCY_DECIMALS[currency];
  // Rupiah has no decimals, so dots and commas can only be thousands separators.
  const clean = decimals ? text.trim().replace(/,/g, '') : text.trim().replace(/[.,](?=\d{3}(?:\D|$))/g, '');
  const m = (decimals ? /^(\d{1,12})(?:\.(\d{0,2}))?$/ : /^(\d{1,12})$/).exec(clean);
  if (!m) return null;
  return Number(m[1]) * 10 ** decimals + Number((m[2] ?? '').padEnd(decimals, '0') || 0);
}

/** Minor units as a plain number to type or edit, or for files read by machines (bank transfers): "1234.50", "150000"; what parseMajor reads back. */
export function majorText(minor: number, currency: Currency = 'MYR'): string {
  const { sign, whole, fraction } = split(minor, currency);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

export type AmountProblem = 'required' | 'invalid' | 'min' | 'max';

/** What is wrong with an amount typed in major units that must lie in `min`..`max` minor units, or null. */
export function amountProblem(text: string, currency: Currency, min: number, max: number): AmountProblem | null {
  if (!text.trim()) return 'required';
  const amount = parseMajor(text, currency);
  if (amount === null) return 'invalid';
  if (amount < min) return 'min';
  if (amount > max) return 'max';
  return null;
}
