import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/marketing-files/en';
import { id } from '../../i18n/marketing-files/id';
import { ms } from '../../i18n/marketing-files/ms';

/** The marketing files screen's translator (its texts load with it, not with the first screen). */
export const useFilesT = withAreaTexts({ en, id, ms });
