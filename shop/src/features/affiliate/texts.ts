import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/affiliate/en';
import { id } from '../../i18n/affiliate/id';
import { ms } from '../../i18n/affiliate/ms';

/** The affiliate screens' translator (their texts load with them, not with the first screen). */
export const useAffiliateT = withAreaTexts({ en, id, ms });
