import type { Translation } from '../../../common/web/i18n';
import malayMessages from 'ra-language-malay';
import type { ConsoleLanguage } from '../providers/i18nProvider';
import type { en, notices as enNotices } from './en';
import type { Notice } from './notifications';
import { raMalayCompletion } from './ra-ms';

export const ms: Translation<typeof en> = {
  admin: {
    period: { year: 'Tahun', month: 'Bulan' },
    dashboard: {
      title: 'Papan pemuka',
      welcome: 'Selamat datang, %{name}',
      signedInAs: '%{role} %{company}',
      permissions: 'Apa yang anda boleh lakukan',
      noPermissions: 'Anda belum diberi sebarang kebenaran. Sila hubungi HQ.',
    },
    permission: {
      create_product: 'Cipta produk',
      manage_inventory: 'Urus inventori',
      create_courier: 'Sediakan kurier',
      promote_demote_suspend: 'Naikkan, turunkan dan gantung ejen',
      manage_orders: 'Urus pesanan',
      post_content: 'Siarkan kandungan',
      approve_manual_payment: 'Luluskan bayaran manual',
      setup_hall_of_fame: 'Sediakan dewan kemasyhuran',
      add_user: 'Tambah pengguna',
      manage_payouts: 'Urus pembayaran komisen',
    },
  },
  resources: {
    agents: {
      name: 'Ejen |||| Ejen',
      fields: { q: 'Cari', name: 'Nama', email: 'E-mel', username: 'Nama pengguna', tier: 'Tahap', status: 'Status' },
    },
  },
};

const notices: Record<keyof typeof enNotices, Notice> = {
  products: ['Produk dicipta', 'Produk disimpan', 'Produk dipadam'],
  categories: ['Kategori dicipta', 'Kategori disimpan', 'Kategori dipadam'],
  packages: ['Pakej dicipta', 'Pakej disimpan', 'Pakej dipadam'],
  combos: ['Kombo dicipta', 'Kombo disimpan', 'Kombo dipadam'],
  couriers: ['Kurier dicipta', 'Kurier disimpan', 'Kurier dipadam'],
  tiers: ['Tahap dicipta', 'Tahap disimpan', 'Tahap dipadam'],
  vouchers: ['Baucar dicipta', 'Baucar disimpan', 'Baucar dipadam'],
  branches: ['Cawangan dicipta', 'Cawangan disimpan', 'Cawangan dipadam'],
  terms: ['Perjanjian dicipta', 'Perjanjian disimpan', 'Perjanjian dipadam'],
  greetings: ['Ucapan dicipta', 'Ucapan disimpan', 'Ucapan dipadam'],
  faqs: ['Soalan lazim dicipta', 'Soalan lazim disimpan', 'Soalan lazim dipadam'],
};

/** Malay, loaded when the console needs it (providers/i18nProvider.ts), complete on its own (test/web/console-texts.test.ts). */
export default { ra: [malayMessages, raMalayCompletion], texts: ms, notices } satisfies ConsoleLanguage;
