import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/points/en';
import { id } from '../../i18n/points/id';
import { ms } from '../../i18n/points/ms';

/** The point-reward screens' translator (their texts load with them, not with the first screen). */
export const usePointsT = withAreaTexts({ en, id, ms });
