import type { Translation } from '../../../common/web/i18n';
import indonesianMessages from 'ra-language-indonesian-new';
import type { ConsoleLanguage } from '../providers/i18nProvider';
import type { en, notices as enNotices } from './en';
import type { Notice } from './notifications';
import { raIndonesianCompletion } from './ra-id';

export const id: Translation<typeof en> = {
  admin: {
    period: { year: 'Tahun', month: 'Bulan' },
    dashboard: {
      title: 'Dasbor',
      welcome: 'Selamat datang, %{name}',
      signedInAs: '%{role} dari %{company}',
      permissions: 'Yang dapat Anda lakukan',
      noPermissions: 'Anda belum diberi izin apa pun. Silakan hubungi HQ.',
    },
    permission: {
      create_product: 'Membuat produk',
      manage_inventory: 'Mengelola inventaris',
      create_courier: 'Mengatur kurir',
      promote_demote_suspend: 'Menaikkan, menurunkan, dan menangguhkan agen',
      manage_orders: 'Mengelola pesanan',
      post_content: 'Memposting konten',
      approve_manual_payment: 'Menyetujui pembayaran manual',
      setup_hall_of_fame: 'Mengatur hall of fame',
      add_user: 'Menambah pengguna',
      manage_payouts: 'Mengelola pembayaran komisi',
    },
  },
  resources: {
    agents: {
      name: 'Agen |||| Agen',
      fields: { q: 'Cari', name: 'Nama', email: 'E-mail', username: 'Nama pengguna', tier: 'Level', status: 'Status' },
    },
  },
};

const notices: Record<keyof typeof enNotices, Notice> = {
  products: ['Produk dibuat', 'Produk disimpan', 'Produk dihapus'],
  categories: ['Kategori dibuat', 'Kategori disimpan', 'Kategori dihapus'],
  packages: ['Paket dibuat', 'Paket disimpan', 'Paket dihapus'],
  combos: ['Kombo dibuat', 'Kombo disimpan', 'Kombo dihapus'],
  couriers: ['Kurir dibuat', 'Kurir disimpan', 'Kurir dihapus'],
  tiers: ['Level dibuat', 'Level disimpan', 'Level dihapus'],
  vouchers: ['Voucher dibuat', 'Voucher disimpan', 'Voucher dihapus'],
  branches: ['Cabang dibuat', 'Cabang disimpan', 'Cabang dihapus'],
  terms: ['Perjanjian dibuat', 'Perjanjian disimpan', 'Perjanjian dihapus'],
  greetings: ['Salam dibuat', 'Salam disimpan', 'Salam dihapus'],
  faqs: ['FAQ dibuat', 'FAQ disimpan', 'FAQ dihapus'],
};

/** Indonesian, loaded when the console needs it (providers/i18nProvider.ts), complete on its own (test/web/console-texts.test.ts). */
export default { ra: [indonesianMessages, raIndonesianCompletion], texts: id, notices } satisfies ConsoleLanguage;
