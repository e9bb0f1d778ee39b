import * as data from './data';
import type { Area, Bank, BankCountry, Msic, MyPlace, PhoneCode } from './data';

/**
 * Look-ups over the reference data, for the public form routes and for other modules that
 * validate addresses and bank choices. Everything here is synchronous and side-effect free
 * apart from the first-use loading in data.ts.
 */

export type Country = 'MY' | 'ID';

export interface CityPostcodes {
  city: string;
  postcodes: readonly string[];
}

export interface StateCities {
  state: string;
  cities: CityPostcodes[];
}

export interface PostcodePlace extends MyPlace {
  postcode: string;
}

/** Most MSIC results a search returns; the unfiltered list is returned whole. */
export const MSIC_SEARCH_LIMIT = 100;

/** States of Malaysia, or provinces of Indonesia. Malaysian states have no code, so id = name. */
export function states(country: Country = 'MY'): readonly Area[] {
  if (country === 'ID') return provinces();
  return data.malaysia().states.map((s) => ({ id: s.name, name: s.name }));
}

/** Cities of a Malaysian state (name matched ignoring case) with their postcodes; [] if unknown. */
export function cities(state: string): CityPostcodes[] {
  const found = data.malaysia().stateByKey.get(data.nameKey(state));
  return found ? found.cities.map((c) => ({ city: c.name, postcodes: c.postcodes })) : [];
}

/** The whole Malaysian state → city → postcode tree, or the Indonesian provinces. */
export function locations(country: Country = 'MY'): readonly StateCities[] | readonly Area[] {
  if (country === 'ID') return provinces();
  return data.malaysia().states.map((s) => ({ state: s.name, cities: cities(s.name) }));
}

/** City and state of a Malaysian postcode (the first, when a postcode serves several towns). */
export function postcode(code: string): PostcodePlace | null {
  const place = data.malaysia().placesByPostcode.get(code.trim())?.[0];
  return place ? { postcode: code.trim(), ...place } : null;
}

export function provinces(): readonly Area[] {
  return data.indonesia().provinces;
}

export function regencies(provinceId: string): readonly Area[] {
  return data.indonesia().regenciesByProvince.get(provinceId.trim()) ?? [];
}

export function districts(regencyId: string): readonly Area[] {
  return data.indonesia().districtsByRegency.get(regencyId.trim()) ?? [];
}

export function villages(districtId: string): readonly Area[] {
  return data.villagesByDistrict().get(districtId.trim()) ?? [];
}

export function banks(country?: BankCountry): readonly Bank[] {
  const all = data.banks();
  return country ? all.filter((b) => b.country === country) : all;
}

/** Whether `code` is one of our bank codes for that country (country compared ignoring case). */
export function isBank(country: string, code: string): boolean {
  const wanted = country.trim().toUpperCase();
  return data.banks().some((b) => b.country === wanted && b.code === code);
}

export function phoneCodes(): readonly PhoneCode[] {
  return data.phoneCodes();
}

/** MSIC codes whose code starts with, or whose description contains, the search text. */
export function msic(search?: string): readonly Msic[] {
  const all = data.msicCodes();
  const text = search?.trim().toLowerCase();
  if (!text) return all;
  const found: Msic[] = [];
  for (const item of all) {
    if (item.code.startsWith(text) || item.description.toLowerCase().includes(text)) {
      found.push(item);
      if (found.length === MSIC_SEARCH_LIMIT) break;
    }
  }
  return found;
}

export interface AddressInput {
  country: string;
  state?: string | null;
  city?: string | null;
  postcode?: string | null;
  province?: string | null;
  regency?: string | null;
  district?: string | null;
  village?: string | null;
}

export type AddressField = 'state' | 'city' | 'postcode' | 'province' | 'regency' | 'district' | 'village';
export type AddressProblems = Partial<Record<AddressField, 'validation.required' | 'validation.invalid'>>;

/** Trimmed text, or null when absent or blank (a blank form field counts as not given). */
function given(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * Field-level problems of an address, empty when it is acceptable. Malaysia: the state must be
 * one of the data's states, the postcode must be one of that state's, and a city, if given,
 * must be one of that state's. Indonesia: each of province, regency, district and village
 * must exist and lie inside the level above it. Other countries are not checked.
 * A child is only compared with its parent when the parent itself is valid, so one wrong
 * choice is reported once, at the level where it was made.
 */
export function addressProblems(a: AddressInput): AddressProblems {
  const country = a.country.trim().toUpperCase();
  if (country === 'MY') return malaysianProblems(a);
  if (country === 'ID') return indonesianProblems(a);
  return {};
}

function malaysianProblems(a: AddressInput): AddressProblems {
  const problems: AddressProblems = {};
  const stateName = given(a.state);
  const state = stateName === null ? undefined : data.malaysia().stateByKey.get(data.nameKey(stateName));
  if (stateName === null) problems.state = 'validation.required';
  else if (!state) problems.state = 'validation.invalid';

  const code = given(a.postcode);
  const places = code === null ? undefined : data.malaysia().placesByPostcode.get(code);
  if (code === null) problems.postcode = 'validation.required';
  else if (!places || (state && !places.some((p) => p.state === state.name))) problems.postcode = 'validation.invalid';

  const city = given(a.city);
  if (city !== null && state && !state.cities.some((c) => data.nameKey(c.name) === data.nameKey(city))) {
    problems.city = 'validation.invalid';
  }
  return problems;
}

function indonesianProblems(a: AddressInput): AddressProblems {
  const problems: AddressProblems = {};
  const levels: [AddressField, string | null, (parent: string) => readonly Area[]][] = [
    ['province', given(a.province), provinces],
    ['regency', given(a.regency), regencies],
    ['district', given(a.district), districts],
    ['village', given(a.village), villages],
  ];
  // The code the next level must lie in; null once a level is missing or wrong.
  let validParent: string | null = '';
  for (const [field, id, children] of levels) {
    if (id === null) {
      problems[field] = 'validation.required';
    } else {
      const parent = data.parentCode(id);
      const inside = validParent === null || parent === validParent;
      if (!inside || !children(parent).some((area) => area.id === id)) problems[field] = 'validation.invalid';
    }
    validParent = problems[field] ? null : id;
  }
  return problems;
}
