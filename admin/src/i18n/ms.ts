import type { Translation } from '../../../common/web/i18n';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  admin: {
    dashboard: {
      title: 'Papan pemuka',
      welcome: 'Selamat datang, %{name}',
      signedInAs: '%{role} %{company}',
      permissions: 'Apa yang anda boleh lakukan',
      allPermissions: 'Sebagai HQ anda boleh melakukan segalanya dalam konsol.',
      noPermissions: 'Anda belum diberi sebarang kebenaran. Sila hubungi HQ.',
      noFigures: 'Jualan, pesanan, ejen dan komisen akan dipaparkan di sini.',
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
    },
  },
  resources: {
    agents: {
      name: 'Ejen |||| Ejen',
      fields: { q: 'Cari', name: 'Nama', email: 'E-mel', username: 'Nama pengguna', tier: 'Tahap', status: 'Status' },
    },
  },
};
