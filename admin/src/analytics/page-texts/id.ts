import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  analytics: {
    menu: 'Analitik',
    title: 'Analitik',
    cards: {
      sales: 'Penjualan',
      orders: 'Pesanan',
      units: 'Unit terjual',
      averageOrder: 'Rata-rata pesanan',
      refunds: 'Pengembalian dana',
      previous: 'periode sebelumnya %{value}',
      noPrevious: 'belum ada penjualan sebelumnya',
    },
    tabs: { sales: 'Penjualan', category: 'Kategori', product: 'Produk', state: 'Wilayah', age: 'Usia' },
    columns: {
      period: 'Periode',
      orders: 'Pesanan',
      units: 'Unit',
      sales: 'Penjualan',
      salesValue: 'Nilai penjualan',
      refunds: 'Pengembalian dana',
      previous: 'Periode sebelumnya',
      category: 'Kategori',
      product: 'Produk',
      itemType: 'Jenis',
      sku: 'SKU',
      quantity: 'Jumlah',
      share: 'Porsi',
      state: 'Wilayah',
      band: 'Usia',
      recruits: 'Rekrutan',
    },
    table: { perPage: 'Baris per halaman', rows: '%{from}–%{to} dari %{count}' },
    others: 'Lainnya',
    sales: {
      title: 'Penjualan dari waktu ke waktu',
      current: 'Periode ini',
      previous: 'Periode sebelumnya',
      empty: 'Tidak ada penjualan pada periode ini. Pesanan yang dibayar tampil di sini pada hari pembayarannya; pilih periode yang lebih panjang atau hapus filter.',
    },
    category: {
      title: 'Penjualan per kategori',
      uncategorised: 'Tanpa kategori',
      package: 'Paket',
      combo: 'Kombo',
      empty: 'Tidak ada produk terjual pada periode ini. Kategori tampil di sini setelah pesanan produknya dibayar.',
    },
    product: {
      title: 'Penjualan per produk',
      empty: 'Tidak ada produk terjual pada periode ini. Produk, paket, dan kombo tampil di sini setelah pesanan yang memuatnya dibayar.',
    },
    itemTypes: { product: 'Produk', package: 'Paket', combo: 'Kombo' },
    state: {
      salesTitle: 'Penjualan per wilayah',
      recruitTitle: 'Rekrutan per wilayah dan usia',
      none: 'Tanpa wilayah',
      empty: 'Tidak ada penjualan pada periode ini. Setiap wilayah tampil di sini dengan penjualan pembeli yang tinggal di sana (alamat pembeli saat membayar).',
    },
    recruits: {
      empty: 'Tidak ada agen yang bergabung pada periode ini. Rekrutan tampil di sini pada hari mereka mendaftar, dengan usia mereka pada hari itu.',
    },
    age: {
      salesTitle: 'Penjualan per usia pembeli',
      recruitTitle: 'Rekrutan per usia',
      salesEmpty: 'Tidak ada penjualan pada periode ini. Pembeli dikelompokkan menurut usia mereka pada hari pembayaran (dari tanggal lahir).',
    },
    bands: { u20: 'Di bawah 20', '20_29': '20–29', '30_39': '30–39', '40_49': '40–49', '50_59': '50–59', '60p': '60 ke atas', unknown: 'Usia tidak diketahui' },
  },
};

export default id;
