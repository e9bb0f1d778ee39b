import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

const ms: Translation<typeof en> = {
  ranking: { menu: 'Ranking skor' },
};

export default ms;
