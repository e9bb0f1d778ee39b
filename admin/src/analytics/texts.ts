import { pageTranslator } from '../shared/pageTexts';
import en from './page-texts/en';
import id from './page-texts/id';
import ms from './page-texts/ms';

/** The analytics page's texts, loaded with the page (see shared/pageTexts.ts); index.tsx has the menu label. */
export const useAnalyticsTranslate = pageTranslator({ en, id, ms });
