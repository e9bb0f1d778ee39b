import type { Lang } from '../../constants';

/**
 * Message catalogues are nested objects of strings with `%{name}` parameters (the polyglot
 * syntax, so react-admin reads the same catalogues). The English catalogue defines the shape;
 * `Translation<typeof en>` makes the compiler insist that Indonesian and Malay have every key.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
export interface Catalog {
  [key: string]: string | Catalog;
}
export type Catalogs = Record<Lang, Catalog>;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

function lookUp(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A translator over one catalogue; an unknown key is returned as it is, so it shows up in review. */
export function translator(catalog: Catalog): Translate {
  return (key, params = {}) => (lookUp(catalog, key) ?? key).replace(/%\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** Deep merge of catalogues; later ones win. */
export function mergeCatalogs(...catalogs: Catalog[]): Catalog {
  const out: Catalog = {};
  for (const catalog of catalogs) {
    for (const [key, value] of Object.entries(catalog)) {
      const current = out[key];
      out[key] = typeof value === 'object' && typeof current === 'object' ? mergeCatalogs(current, value) : value;
    }
  }
  return out;
}
