import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { mergeCatalogs, type Catalog } from '../../common/web/i18n/catalog';
import { en as common } from '../../common/web/i18n/en';
import { id as commonId } from '../../common/web/i18n/id';
import { ms as commonMs } from '../../common/web/i18n/ms';

/**
 * The console loads one language's texts alone (admin/src/providers/i18nProvider.ts): nothing lies
 * underneath, so every key the English texts have must exist in Indonesian and Malay — the
 * console's own texts, each area's, the shared ones and react-admin's (whose Indonesian and Malay
 * packs are completed by ra-id.ts and ra-ms.ts). The types insist on most of it; this checks what
 * reaches the browser, react-admin's packs included.
 */
const ADMIN = path.join(__dirname, '../../admin/src');
/** What admin/src/i18n/<lang>.ts gives (ConsoleLanguage of the console's i18nProvider.ts, which this program does not compile). */
interface ConsoleLanguage {
  ra: object[];
  texts: Catalog;
  notices: object;
}
const LANGS = ['id', 'ms'] as const;

/** Every leaf of a catalogue as a dotted path (arrays by index). */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- tsx compiles required .ts files; a dynamic import() of one is refused by Node's ESM loader
const load = (file: string) => (require(file) as { default: unknown }).default;
const missing = (english: unknown, other: unknown) => leaves(english).filter((key) => !new Set(leaves(other)).has(key));

describe('console texts: every English key exists in Indonesian and Malay', () => {
  it("the console's own texts, notices and react-admin's messages", () => {
    const en = load(path.join(ADMIN, 'i18n/en.ts')) as ConsoleLanguage;
    expect(leaves(en.texts).length).to.be.greaterThan(20);
    expect(leaves(en.ra).length).to.be.greaterThan(50);
    for (const lang of LANGS) {
      const other = load(path.join(ADMIN, `i18n/${lang}.ts`)) as ConsoleLanguage;
      expect(missing(en.texts, other.texts), `${lang} texts`).to.deep.equal([]);
      expect(missing(en.notices, other.notices), `${lang} notices`).to.deep.equal([]);
      expect(missing(mergeCatalogs(...(en.ra as Catalog[])), mergeCatalogs(...(other.ra as Catalog[]))), `${lang} react-admin`).to.deep.equal([]);
    }
  });

  it('the shared texts', () => {
    expect(leaves(common).length).to.be.greaterThan(20);
    expect(missing(common, commonId), 'id').to.deep.equal([]);
    expect(missing(common, commonMs), 'ms').to.deep.equal([]);
  });

  it("each area's texts", () => {
    const areas = fs
      .readdirSync(ADMIN, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(ADMIN, d.name, 'messages/en.ts')))
      .map((d) => d.name);
    expect(areas.length).to.be.greaterThan(10);
    for (const area of areas) {
      const en = load(path.join(ADMIN, area, 'messages/en.ts'));
      expect(leaves(en).length, area).to.be.greaterThan(0);
      for (const lang of LANGS) expect(missing(en, load(path.join(ADMIN, area, `messages/${lang}.ts`))), `${area} ${lang}`).to.deep.equal([]);
    }
  });
});
