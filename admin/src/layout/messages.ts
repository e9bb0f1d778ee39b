import type { Catalogs, Translation } from '../../../common/web/i18n';
import type { MenuGroup } from '../areas';

/** The console frame's texts: menu sections, the 404 page and the list error (shared/List.tsx); English defines the shape. */
const en = {
  menu: {
    groups: { sales: 'Sales', catalogue: 'Catalogue', network: 'Network', marketing: 'Marketing', money: 'Money', reports: 'Reports', setup: 'Setup' } satisfies Record<MenuGroup, string>,
  },
  notFound: {
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Back to dashboard',
  },
  list: {
    error: 'The list could not be loaded.',
    retry: 'Retry',
  },
};

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

export const layoutTexts: Catalogs = { en, id, ms };
