import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  stores: {
    menu: 'Kedai',
    title: 'Kedai hadapan ejen',
    intro:
      'Ejen yang menjalankan kedai hadapan: pautannya, siapa yang menghantar pesanannya, apa yang dijual dan angka bulan yang dipilih (waktu Kuala Lumpur): lawatan, pesanan dibuat, pesanan dibayar dan jualan berbayar.',
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
      paidOrders: 'Dibayar',
      sales: 'Jualan',
      opened: 'Dibuka',
    },
    totals: 'Jumlah sebulan (kedai: %{count})',
    rowsPerPage: 'Baris per halaman',
  },
};

export default ms;
