import { commonCatalogs, mergeCatalogs, useTranslator, type Catalogs } from '../../../common/web/i18n';
import { en } from './en';
import { id } from './id';
import { ms } from './ms';

const catalogs: Catalogs = {
  en: mergeCatalogs(commonCatalogs.en, en),
  id: mergeCatalogs(commonCatalogs.id, id),
  ms: mergeCatalogs(commonCatalogs.ms, ms),
};

/** The agent app's translator: shared texts plus the app's own. */
export const useT = () => useTranslator(catalogs);
