import type { Translation } from '../../../common/web/i18n';
import type { en } from './en';

export const id: Translation<typeof en> = {
  admin: {
    dashboard: {
      title: 'Dasbor',
      welcome: 'Selamat datang, %{name}',
      signedInAs: '%{role} dari %{company}',
      permissions: 'Yang dapat Anda lakukan',
      allPermissions: 'Sebagai HQ Anda dapat melakukan semuanya di konsol.',
      noPermissions: 'Anda belum diberi izin apa pun. Silakan hubungi HQ.',
      noFigures: 'Penjualan, pesanan, agen, dan komisi akan tampil di sini.',
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
    },
  },
  resources: {
    agents: {
      name: 'Agen |||| Agen',
      fields: { q: 'Cari', name: 'Nama', email: 'E-mail', username: 'Nama pengguna', tier: 'Level', status: 'Status' },
    },
  },
};
