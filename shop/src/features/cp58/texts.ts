import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/cp58/en';
import { id } from '../../i18n/cp58/id';
import { ms } from '../../i18n/cp58/ms';

/** The CP58 screen's translator (its texts load with it, not with the first screen). */
export const useCp58T = withAreaTexts({ en, id, ms });
