import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/commissions/en';
import { id } from '../../i18n/commissions/id';
import { ms } from '../../i18n/commissions/ms';

/** The commission screens' translator (their texts load with them, not with the first screen). */
export const useCommissionT = withAreaTexts({ en, id, ms });
