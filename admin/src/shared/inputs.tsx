import { NumberInput, type NumberInputProps } from 'react-admin';
import InputAdornment from '@mui/material/InputAdornment';
import type { Country, Currency } from '../../../common/constants';
import { CURRENCY_DECIMALS, CURRENCY_SYMBOL, formatMoney } from '../../../common/money';
import { get } from '../../../common/web/api';
import { useLoad } from './query';

/**
 * Inputs and display helpers for amounts. The API holds money in integer minor units and
 * percentages in basis points (1250 = 12.50 %); people type RM 15.00 (or Rp 15000) and 12.5 %.
 * Field widths are the areas' own: they pass `sx`.
 */
/** Form layout: fields side by side, wrapping on narrow screens; a form field's usual width. */
export const FORM_ROW = { display: 'flex', gap: '0 16px', flexWrap: 'wrap', alignItems: 'flex-start' } as const;
export const FORM_FIELD = { width: 260 } as const;

export interface CompanyFacts {
  country: Country;
  currency: Currency;
}

const UNTIL_KNOWN: CompanyFacts = { country: 'MY', currency: 'MYR' };

/** The company's country and currency (GET /company), read once (again after a failure); null until known. */
export function useKnownCompanyFacts(): CompanyFacts | null {
  return useLoad(['company', 'facts'], () => get<CompanyFacts>('/company'), { once: true }).data;
}

/** The company's country and currency; Malaysia and ringgit until they are known. */
export function useCompanyFacts(): CompanyFacts {
  return useKnownCompanyFacts() ?? UNTIL_KNOWN;
}

/** A number held as an integer `factor` times what is typed, shown with `decimals` places. */
const scaled = (factor: number, decimals: number) => ({
  format: (value: unknown) => (typeof value === 'number' ? Number((value / factor).toFixed(decimals)) : ''),
  parse: (value: string) => (value === '' || value === null || value === undefined ? null : Math.round(parseFloat(value) * factor)),
});

/** Money typed in ringgit or rupiah, held as integer minor units; `symbol` shows RM / Rp in front. */
export function MoneyInput({ symbol = false, ...props }: NumberInputProps & { symbol?: boolean }) {
  const { currency } = useCompanyFacts();
  const decimals = CURRENCY_DECIMALS[currency];
  const adornment = symbol && { slotProps: { input: { startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOL[currency]}</InputAdornment> } } };
  return <NumberInput min={0} step={decimals ? 0.01 : 1} {...scaled(10 ** decimals, decimals)} {...adornment} {...props} />;
}

/** A percentage typed as 12.5, held in basis points. */
export function PercentInput(props: NumberInputProps) {
  return <NumberInput min={0} max={100} step={0.01} {...scaled(100, 2)} {...props} />;
}

/** A whole count (units, grams, millimetres). */
export function UnitsInput(props: NumberInputProps) {
  return <NumberInput min={0} step={1} {...props} />;
}

/** Formats integer minor units in the company's currency (`RM 1,234.50`); `empty` for no amount. */
export function useMoneyText(empty = ''): (minor: number | null | undefined) => string {
  const { currency } = useCompanyFacts();
  return (minor) => (typeof minor === 'number' ? formatMoney(minor, currency) : empty);
}

/** Basis points as a percentage: 1250 → "12.5 %". */
export const percentText = (bp: number | null | undefined) => (typeof bp === 'number' ? `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')} %` : '');
