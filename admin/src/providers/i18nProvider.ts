import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Lang } from '../../../common/constants';
import { commonCatalogs, getLanguage, mergeCatalogs, type Catalog } from '../../../common/web/i18n';
import { chooseLanguage } from '../../../common/web/session';
import { noticeCatalog, type Notices } from '../i18n/notifications';
import { AREAS, type TextLoaders } from '../areas';

/**
 * What admin/src/i18n/<lang>.ts gives: react-admin's messages (the language pack, then what it
 * lacks: ra-id.ts, ra-ms.ts), the console's own texts and its success notices.
 */
export interface ConsoleLanguage {
  ra: object[];
  texts: Catalog;
  notices: Notices;
}

const CONSOLE: Record<Lang, () => Promise<{ default: ConsoleLanguage }>> = {
  en: () => import('../i18n/en'),
  id: () => import('../i18n/id'),
  ms: () => import('../i18n/ms'),
};

const AREA_TEXTS: TextLoaders[] = AREAS.flatMap((area) => (area.messages ? [area.messages] : []));

/** One language's texts alone: react-admin's, the shared ones, the console's and every area's. */
async function languageTexts(lang: Lang): Promise<Catalog> {
  const [{ default: own }, ...areas] = await Promise.all([CONSOLE[lang](), ...AREA_TEXTS.map((texts) => texts[lang]())]);
  return mergeCatalogs(...(own.ra as Catalog[]), commonCatalogs[lang], own.texts, noticeCatalog(own.notices), ...areas.map((m) => m.default));
}

/** Full catalogues already loaded, for the provider's synchronous start. */
const loaded = new Map<Lang, Catalog>();
const loading = new Map<Lang, Promise<Catalog>>();

/**
 * The full catalogue of a language, downloaded once when first needed (vite.config.mts puts each
 * language in its own chunk, so the console starts with none). Each language is complete on its
 * own (test/web/console-texts.test.ts checks every English key, react-admin's included, in
 * Indonesian and Malay), so only the one in use is downloaded. A failed download is forgotten, so
 * the next attempt tries again.
 */
export function loadCatalog(lang: Lang): Promise<Catalog> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = languageTexts(lang).then((catalog) => {
      loaded.set(lang, catalog);
      return catalog;
    });
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}

/**
 * Starts in the shared language (as settled with the account once the user is loaded), whose
 * catalogue main.tsx has loaded before rendering; switching it loads the other catalogue first,
 * then switches the shared store too and saves it to the account.
 */
export function createI18nProvider(): I18nProvider {
  const messages = (locale: string) => (loaded.get(locale as Lang) ?? loadCatalog(locale as Lang)) as TranslationMessages | Promise<TranslationMessages>;
  const polyglot = polyglotI18nProvider(messages, getLanguage(), [
    { locale: 'en', name: 'English' },
    { locale: 'id', name: 'Bahasa Indonesia' },
    { locale: 'ms', name: 'Bahasa Melayu' },
  ]);
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await loadCatalog(locale as Lang);
      await chooseLanguage(locale as Lang);
      return polyglot.changeLocale(locale, options);
    },
  };
}
