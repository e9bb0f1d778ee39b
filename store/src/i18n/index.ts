import { commonCatalogs, mergeCatalogs, useTranslator, type Catalogs } from '../../../common/web/i18n';
import { en } from './en';
import { id } from './id';
import { ms } from './ms';

/**
 * The store's texts merged over the shared ones (the API client's messages). The language is the
 * shared store of common/web/i18n: the browser's, until the visitor picks one (kept in localStorage).
 */
export const storeCatalogs: Catalogs = {
  en: mergeCatalogs(commonCatalogs.en, en),
  id: mergeCatalogs(commonCatalogs.id, id),
  ms: mergeCatalogs(commonCatalogs.ms, ms),
};

export const useT = () => useTranslator(storeCatalogs);
