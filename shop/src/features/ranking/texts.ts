import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/ranking/en';
import { id } from '../../i18n/ranking/id';
import { ms } from '../../i18n/ranking/ms';

/** The leaderboard screen's translator (its texts load with it, not with the first screen). */
export const useRankingT = withAreaTexts({ en, id, ms });
