/**
 * The tax regime of a company's country: which e-invoicing system it reports to and whether its
 * agents get yearly CP58 statements. One table instead of `country === 'MY'` checks scattered over
 * the server and the apps, so another country's system (Indonesia's e-Faktur, later) is one entry
 * here plus its module, not a hunt for every check. Shared by the server, the console and the agent app.
 */
import type { Country } from './constants';

/** The e-invoicing systems the product speaks: LHDN MyInvois (docs/einvoice.md). */
export type EinvoiceSystem = 'myinvois';

export interface TaxRegime {
  /** The system every invoice goes through, or null where the product issues no e-invoices. */
  einvoicing: EinvoiceSystem | null;
  /** Agents' yearly incentive statements (Borang CP58, docs/tax.md). */
  cp58: boolean;
}

/** Indonesia: no e-invoicing yet (e-Faktur is a later project) and no CP58, a Malaysian form. */
export const TAX_REGIMES: Readonly<Record<Country, TaxRegime>> = {
  MY: { einvoicing: 'myinvois', cp58: true },
  ID: { einvoicing: null, cp58: false },
};

/** The regime of a country; an unknown or missing country has none (nothing issued, nothing shown). */
export function taxRegime(country: string | null | undefined): TaxRegime {
  return (country && TAX_REGIMES[country as Country]) || { einvoicing: null, cp58: false };
}

/** Whether a company in this country issues e-invoices through the given system (MyInvois by default). */
export function issuesEinvoices(country: string | null | undefined, system: EinvoiceSystem = 'myinvois'): boolean {
  return taxRegime(country).einvoicing === system;
}

/** The countries whose companies issue e-invoices through the system (for queries and menu entries). */
export function einvoiceCountries(system: EinvoiceSystem = 'myinvois'): Country[] {
  return (Object.keys(TAX_REGIMES) as Country[]).filter((c) => TAX_REGIMES[c].einvoicing === system);
}

/** The countries whose companies give agents CP58 statements. */
export function cp58Countries(): Country[] {
  return (Object.keys(TAX_REGIMES) as Country[]).filter((c) => TAX_REGIMES[c].cp58);
}

/** A duty a regime may have: e-invoicing (any system) or CP58 statements. */
export type TaxDuty = keyof TaxRegime;

/** Whether the regime of the country has the duty (menu entries and screens of the apps). */
export function hasTaxDuty(country: string | null | undefined, duty: TaxDuty): boolean {
  return Boolean(taxRegime(country)[duty]);
}
