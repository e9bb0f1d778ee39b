import { useMemo } from 'react';
import { getLanguage, useLanguage } from './language';
import { translator, type Catalogs, type Translate } from './catalog';
import { en } from './en';
import { id } from './id';
import { ms } from './ms';

export { getLanguage, setLanguage, useLanguage } from './language';
export { mergeCatalogs, translator, type Catalog, type Catalogs, type Translate, type Translation } from './catalog';

/** The shared catalogues; each app merges its own texts over them. */
export const commonCatalogs: Catalogs = { en, id, ms };

/** A translator for the current language that re-renders the component when the language changes. */
export function useTranslator(catalogs: Catalogs): Translate {
  const lang = useLanguage();
  return useMemo(() => translator(catalogs[lang]), [catalogs, lang]);
}

/** The shared texts, for code outside React (the API client). */
export const translateCommon: Translate = (key, params) => translator(commonCatalogs[getLanguage()])(key, params);
