import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { mergeCatalogs, type Catalog } from '../../common/web/i18n/catalog';
import { en as commonEn } from '../../common/web/i18n/en';
import { ORDER_STAGES, PAYMENT_STATUSES } from '../../common/orders';
import { en } from '../../store/src/i18n/en';
import { id } from '../../store/src/i18n/id';
import { ms } from '../../store/src/i18n/ms';

/**
 * The public store's texts (store/src/i18n): every English key exists in Indonesian and Malay and
 * none is left empty, and every key the store's code asks for with a literal `t('…')` exists, so
 * that no key ever reaches a visitor's screen. Keys built from a value (`status.stages.${stage}`)
 * are checked against the values they can take.
 */
const SRC = path.join(__dirname, '../../store/src');

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const keys = (catalog: unknown) => new Set(leaves(catalog).map(([k]) => k));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

describe('store texts: every key in English, Indonesian and Malay', () => {
  it('Indonesian and Malay have every English key, none empty, and the same parameters', () => {
    const english = leaves(en);
    expect(english.length).to.be.greaterThan(80);
    for (const [lang, catalog] of Object.entries({ id, ms })) {
      const other = new Map(leaves(catalog));
      for (const [key, text] of english) {
        expect(other.has(key), `${lang}: ${key}`).to.equal(true);
        expect(other.get(key)!.trim(), `${lang}: ${key} is empty`).not.to.equal('');
        const params = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(params(other.get(key)!), `${lang}: ${key} parameters`).to.deep.equal(params(text));
      }
      expect(
        [...other.keys()].filter((k) => !keys(en).has(k)),
        `${lang}: keys English lacks`,
      ).to.deep.equal([]);
    }
  });

  it("every literal key of the store's code exists", () => {
    const known = keys(mergeCatalogs(commonEn as Catalog, en as Catalog));
    const used = new Set<string>();
    for (const file of sources(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)) used.add(m[1]!);
      // Keys handed over as data, e.g. ['checkout.tax', amount].
      for (const m of text.matchAll(/\['((?:checkout|status|state)\.[a-zA-Z_]+)',/g)) used.add(m[1]!);
    }
    expect(used.size).to.be.greaterThan(60);
    expect([...used].filter((k) => !known.has(k))).to.deep.equal([]);
  });

  it('every order stage, payment status and language has its text', () => {
    const known = keys(en);
    for (const stage of ORDER_STAGES) expect(known.has(`status.stages.${stage}`), stage).to.equal(true);
    for (const status of PAYMENT_STATUSES) expect(known.has(`status.paymentStatuses.${status}`), status).to.equal(true);
    for (const lang of ['en', 'id', 'ms']) expect(known.has(`lang.${lang}`), lang).to.equal(true);
  });
});
