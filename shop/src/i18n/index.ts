import { commonCatalogs, mergeCatalogs, useTranslator, type Catalogs, type Translate } from '../../../common/web/i18n';
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

/**
 * A translator over the app's texts plus a lazily loaded area's own, so that an area's texts
 * travel in its chunk rather than in the first screen's JavaScript (e.g. ./commissions).
 */
export function withAreaTexts(area: Catalogs): () => Translate {
  const merged: Catalogs = { en: mergeCatalogs(catalogs.en, area.en), id: mergeCatalogs(catalogs.id, area.id), ms: mergeCatalogs(catalogs.ms, area.ms) };
  return () => useTranslator(merged);
}
