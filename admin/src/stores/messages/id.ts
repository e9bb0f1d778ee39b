import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  stores: {
    menu: 'Toko',
    title: 'Etalase toko agen',
    intro:
      'Agen yang menjalankan etalase toko: tautannya, siapa yang mengirim pesanannya, apa yang dijual dan angka bulan yang dipilih (waktu Kuala Lumpur): kunjungan, pesanan dibuat, pesanan lunas dan penjualan lunas.',
    search: 'Cari toko, tautan atau agen',
    empty: 'Belum ada agen yang menjalankan etalase toko.',
    noMatch: 'Tidak ada toko yang cocok dengan pencarian Anda.',
    open: 'Buka toko',
    status: { active: 'Buka', inactive: 'Tutup' },
    fulfilment: { own: 'Stok sendiri', dropship: 'Dropship (HQ)' },
    column: {
      store: 'Toko',
      agent: 'Agen',
      status: 'Status',
      fulfilment: 'Dikirim dari',
      products: 'Produk',
      visits: 'Kunjungan',
      orders: 'Pesanan',
      paidOrders: 'Lunas',
      sales: 'Penjualan',
      opened: 'Dibuka',
    },
    totals: 'Total sebulan (toko: %{count})',
    rowsPerPage: 'Baris per halaman',
  },
};

export default id;
