import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  menu: {
    groups: { sales: 'Jualan', catalogue: 'Katalog', network: 'Rangkaian', marketing: 'Pemasaran', money: 'Kewangan', reports: 'Laporan', setup: 'Tetapan' },
  },
  notFound: {
    text: 'Halaman yang anda cari tidak wujud atau telah dipindahkan.',
    back: 'Kembali ke papan pemuka',
  },
  list: {
    error: 'Senarai tidak dapat dimuatkan.',
    retry: 'Cuba lagi',
  },
};

export default ms;
