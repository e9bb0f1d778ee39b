import { pageTranslator } from '../shared/pageTexts';
import en from './page-texts/en';
import id from './page-texts/id';
import ms from './page-texts/ms';

/** The master report's texts, loaded with the page (see shared/pageTexts.ts); index.tsx has the menu label. */
export const useReportsTranslate = pageTranslator({ en, id, ms });
