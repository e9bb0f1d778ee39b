import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

const id: Translation<typeof en> = {
  ranking: { menu: 'Peringkat skor' },
};

export default id;
