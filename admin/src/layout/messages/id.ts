import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  menu: {
    groups: { sales: 'Penjualan', catalogue: 'Katalog', network: 'Jaringan', marketing: 'Pemasaran', money: 'Keuangan', reports: 'Laporan', setup: 'Pengaturan' },
  },
  notFound: {
    text: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
    back: 'Kembali ke dasbor',
  },
  list: {
    error: 'Daftar tidak dapat dimuat.',
    retry: 'Coba lagi',
  },
};

export default id;
