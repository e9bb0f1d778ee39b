import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/news/en';
import { id } from '../../i18n/news/id';
import { ms } from '../../i18n/news/ms';

/** The newsfeed and hall of fame screens' translator (their texts load with them, not with the first screen). */
export const useNewsT = withAreaTexts({ en, id, ms });
