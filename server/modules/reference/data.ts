import fs from 'node:fs';

/**
 * Reference data held in memory. Nothing is read at import time: each set is read and indexed
 * on first use and kept for the life of the process (it never changes while the server runs).
 * Indonesian villages (~84k rows) are a separate set, so address forms that never reach the
 * village level never pay for them.
 *
 * Sources: `malaysia-postcodes` (states → cities → postcodes), `idn-area-data` (official
 * Kemendagri area codes), and our own JSON files under db/reference/ where no maintained
 * package exists (banks, phone codes, MSIC 2008).
 */

export interface Area {
  /** Official code, e.g. '31' (province), '31.71' (regency), '31.71.01' (district). */
  id: string;
  name: string;
}

export interface MyCity {
  name: string;
  postcodes: readonly string[];
}

export interface MyState {
  name: string;
  cities: readonly MyCity[];
}

export interface MyPlace {
  state: string;
  city: string;
}

export type BankCountry = 'MY' | 'ID';

export interface Bank {
  code: string;
  name: string;
  country: BankCountry;
}

export interface PhoneCode {
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: string;
  /** E.164 country calling code with the plus sign, e.g. '+60'. */
  code: string;
}

export interface Msic {
  code: string;
  description: string;
}

export interface Malaysia {
  states: readonly MyState[];
  /** Keyed by `nameKey(state)`, so look-ups ignore case and spacing. */
  stateByKey: ReadonlyMap<string, MyState>;
  /** A few postcodes serve more than one city, hence a list. */
  placesByPostcode: ReadonlyMap<string, readonly MyPlace[]>;
}

export interface Indonesia {
  provinces: readonly Area[];
  regenciesByProvince: ReadonlyMap<string, readonly Area[]>;
  districtsByRegency: ReadonlyMap<string, readonly Area[]>;
}

/** Case- and spacing-insensitive key for names typed or stored by people. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The parent of an official Indonesian area code: the code without its last segment
 * ('31.71.01.1001' → '31.71.01'). The loader checks every row against this rule, so the
 * service may rely on it instead of keeping a child → parent map.
 */
export function parentCode(id: string): string {
  return id.slice(0, Math.max(id.lastIndexOf('.'), 0));
}

/**
 * Shapes of what the loaders `require`. They are declared here rather than taken with
 * `typeof import(...)`: malaysia-postcodes types itself as an ES module, which a CommonJS file
 * may not type-import (TS1542), and our JSON files are simply written in these row shapes.
 */
interface MalaysiaPostcodes {
  allPostcodes: readonly { name: string; city: readonly { name: string; postcode: readonly string[] }[] }[];
}

interface BankRow {
  code: string;
  name: string;
  country: string;
}

function once<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

export const malaysia = once((): Malaysia => {
  // Required here rather than imported so the data is read on first use, not at start-up.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read on first use
  const { allPostcodes } = require('malaysia-postcodes') as MalaysiaPostcodes;
  const states = allPostcodes.map((s): MyState => ({ name: s.name, cities: s.city.map((c): MyCity => ({ name: c.name, postcodes: c.postcode })) }));
  const stateByKey = new Map(states.map((s) => [nameKey(s.name), s]));
  const placesByPostcode = new Map<string, MyPlace[]>();
  for (const state of states) {
    for (const city of state.cities) {
      for (const postcode of city.postcodes) {
        const places = placesByPostcode.get(postcode) ?? [];
        places.push({ state: state.name, city: city.name });
        placesByPostcode.set(postcode, places);
      }
    }
  }
  return { states, stateByKey, placesByPostcode };
});

/**
 * Reads one of idn-area-data's CSV files. The package's own API is asynchronous and ESM-only;
 * its files are plain (no quoting, no commas inside names), so a strict split is enough, and
 * a header or column-count mismatch after a package upgrade stops with an error instead of
 * silently mis-reading.
 */
function idnCsv(area: 'provinces' | 'regencies' | 'districts' | 'villages', header: string): string[][] {
  const file = require.resolve(`idn-area-data/data/${area}.csv`);
  const [first, ...lines] = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  if (first !== header) throw new Error(`idn-area-data ${area}.csv: expected header "${header}", got "${first}"`);
  const columns = header.split(',').length;
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split(',');
      if (cells.length !== columns) throw new Error(`idn-area-data ${area}.csv: cannot read "${line}"`);
      return cells;
    });
}

/** Groups `[code, parentCode, name]` rows by parent, checking that each code extends its parent's. */
function byParent(area: 'regencies' | 'districts' | 'villages', rows: string[][]): Map<string, Area[]> {
  const map = new Map<string, Area[]>();
  for (const [id, parent, name] of rows) {
    if (parentCode(id) !== parent) throw new Error(`idn-area-data ${area}.csv: ${id} is not under ${parent}`);
    const list = map.get(parent) ?? [];
    list.push({ id, name });
    map.set(parent, list);
  }
  return map;
}

export const indonesia = once((): Indonesia => ({
  provinces: idnCsv('provinces', 'code,name').map(([id, name]): Area => ({ id, name })),
  regenciesByProvince: byParent('regencies', idnCsv('regencies', 'code,province_code,name')),
  districtsByRegency: byParent('districts', idnCsv('districts', 'code,regency_code,name')),
}));

/** The only village index: district code → its villages. */
export const villagesByDistrict = once((): ReadonlyMap<string, readonly Area[]> => byParent('villages', idnCsv('villages', 'code,district_code,name')));

export const banks = once((): readonly Bank[] => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read on first use, like the rest of this file
  const rows = require('../../../db/reference/banks.json') as readonly BankRow[];
  return rows.map((row) => {
    if (row.country !== 'MY' && row.country !== 'ID') throw new Error(`banks.json: bad country for ${row.code}`);
    return { code: row.code, name: row.name, country: row.country };
  });
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- read on first use
export const phoneCodes = once((): readonly PhoneCode[] => require('../../../db/reference/phone-codes.json') as PhoneCode[]);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- read on first use
export const msicCodes = once((): readonly Msic[] => require('../../../db/reference/msic.json') as Msic[]);
