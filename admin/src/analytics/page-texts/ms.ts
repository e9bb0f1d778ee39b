import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  analytics: {
    menu: 'Analitik',
    title: 'Analitik',
    cards: {
      sales: 'Jualan',
      orders: 'Pesanan',
      units: 'Unit dijual',
      averageOrder: 'Purata pesanan',
      refunds: 'Bayaran balik',
      previous: 'tempoh sebelumnya %{value}',
      noPrevious: 'tiada jualan sebelum ini',
    },
    tabs: { sales: 'Jualan', category: 'Kategori', product: 'Produk', state: 'Negeri', age: 'Umur' },
    columns: {
      period: 'Tempoh',
      orders: 'Pesanan',
      units: 'Unit',
      sales: 'Jualan',
      salesValue: 'Nilai jualan',
      refunds: 'Bayaran balik',
      previous: 'Tempoh sebelumnya',
      category: 'Kategori',
      product: 'Produk',
      itemType: 'Jenis',
      sku: 'SKU',
      quantity: 'Kuantiti',
      share: 'Bahagian',
      state: 'Negeri',
      band: 'Umur',
      recruits: 'Rekrut',
    },
    table: { perPage: 'Baris setiap halaman', rows: '%{from}–%{to} daripada %{count}' },
    others: 'Lain-lain',
    sales: {
      title: 'Jualan mengikut masa',
      current: 'Tempoh ini',
      previous: 'Tempoh sebelumnya',
      empty: 'Tiada jualan dalam tempoh ini. Pesanan yang dibayar dipaparkan di sini pada hari ia dibayar; pilih tempoh yang lebih panjang atau kosongkan penapis.',
    },
    category: {
      title: 'Jualan mengikut kategori',
      uncategorised: 'Tanpa kategori',
      package: 'Pakej',
      combo: 'Kombo',
      empty: 'Tiada produk dijual dalam tempoh ini. Kategori dipaparkan di sini apabila pesanan produknya dibayar.',
    },
    product: {
      title: 'Jualan mengikut produk',
      empty: 'Tiada produk dijual dalam tempoh ini. Produk, pakej dan kombo dipaparkan di sini apabila pesanan yang mengandunginya dibayar.',
    },
    itemTypes: { product: 'Produk', package: 'Pakej', combo: 'Kombo' },
    state: {
      salesTitle: 'Jualan mengikut negeri',
      recruitTitle: 'Rekrut mengikut negeri dan umur',
      none: 'Tiada negeri',
      empty: 'Tiada jualan dalam tempoh ini. Setiap negeri dipaparkan di sini dengan jualan pembeli yang tinggal di sana (alamat pembeli semasa membayar).',
    },
    recruits: {
      empty: 'Tiada ejen menyertai dalam tempoh ini. Rekrut dipaparkan di sini pada hari mereka mendaftar, dengan umur mereka pada hari itu.',
    },
    age: {
      salesTitle: 'Jualan mengikut umur pembeli',
      recruitTitle: 'Rekrut mengikut umur',
      salesEmpty: 'Tiada jualan dalam tempoh ini. Pembeli dikumpulkan mengikut umur mereka pada hari mereka membayar (daripada tarikh lahir).',
    },
    bands: { u20: 'Bawah 20', '20_29': '20–29', '30_39': '30–39', '40_49': '40–49', '50_59': '50–59', '60p': '60 ke atas', unknown: 'Umur tidak diketahui' },
  },
};

export default ms;
