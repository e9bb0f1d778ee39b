import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import indonesianMessages from 'ra-language-indonesian-new';
import malayMessages from 'ra-language-malay';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Lang } from '../../../common/constants';
import { commonCatalogs, getLanguage, mergeCatalogs, type Catalog, type Catalogs } from '../../../common/web/i18n';
import { chooseLanguage } from '../../../common/web/session';
import { en } from '../i18n/en';
import { id } from '../i18n/id';
import { ms } from '../i18n/ms';
import { raIndonesianCompletion } from '../i18n/ra-id';
import { raMalayCompletion } from '../i18n/ra-ms';
import { notifications } from '../i18n/notifications';
import { AREAS } from '../areas';

/**
 * react-admin's messages in the three languages, with the shared texts and the console's own.
 * The Malay and Indonesian packages predate react-admin 5; ra-ms.ts and ra-id.ts add what they
 * lack, and English lies underneath so that a key a future react-admin adds never shows raw.
 */
const ra = (messages: unknown) => messages as Catalog;

const areas = (lang: Lang) => AREAS.map((area) => area.messages?.[lang] ?? {});

const catalogs: Catalogs = {
  en: mergeCatalogs(ra(englishMessages), commonCatalogs.en, en, notifications.en, ...areas('en')),
  id: mergeCatalogs(ra(englishMessages), ra(indonesianMessages), raIndonesianCompletion, commonCatalogs.id, id, notifications.id, ...areas('id')),
  ms: mergeCatalogs(ra(englishMessages), ra(malayMessages), raMalayCompletion, commonCatalogs.ms, ms, notifications.ms, ...areas('ms')),
};

/**
 * Starts in the shared language (as settled with the account once the user is loaded);
 * switching it switches the shared store too and saves it to the account.
 */
export function createI18nProvider(): I18nProvider {
  const polyglot = polyglotI18nProvider((locale) => catalogs[locale as Lang] as TranslationMessages, getLanguage(), [
    { locale: 'en', name: 'English' },
    { locale: 'id', name: 'Bahasa Indonesia' },
    { locale: 'ms', name: 'Bahasa Melayu' },
  ]);
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await chooseLanguage(locale as Lang);
      return polyglot.changeLocale(locale, options);
    },
  };
}
