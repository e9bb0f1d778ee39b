import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  stores: {
    menu: 'Kedai',
    title: 'Kedai hadapan ejen',
    intro: 'Ejen yang menjalankan kedai hadapan: pautannya, siapa yang menghantar pesanannya, apa yang dijual dan jumlahnya sejak dibuka (lawatan, pesanan berbayar dan jualan).',
    search: 'Cari kedai, pautan atau ejen',
    empty: 'Belum ada ejen yang menjalankan kedai hadapan.',
    noMatch: 'Tiada kedai yang sepadan dengan carian anda.',
    open: 'Buka kedai',
    status: { active: 'Dibuka', inactive: 'Ditutup' },
    fulfilment: { own: 'Stok sendiri', dropship: 'Dropship (HQ)' },
    column: {
      store: 'Kedai',
      agent: 'Ejen',
      status: 'Status',
      fulfilment: 'Dihantar dari',
      products: 'Produk',
      visits: 'Lawatan',
      orders: 'Pesanan',
      sales: 'Jualan',
      opened: 'Dibuka',
    },
    rowsPerPage: 'Baris per halaman',
  },
};

export default ms;
