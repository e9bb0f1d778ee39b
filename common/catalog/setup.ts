import type { Entry } from './entry';

/** Server messages of the setup area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const setupMessages = {
  'company.saved': { en: 'Company profile saved.', id: 'Profil perusahaan disimpan.', ms: 'Profil syarikat disimpan.' },
  'company.fixedField': {
    en: 'This is set when the company is created and cannot be changed here.',
    id: 'Ini ditetapkan saat perusahaan dibuat dan tidak dapat diubah di sini.',
    ms: 'Ini ditetapkan semasa syarikat dicipta dan tidak boleh diubah di sini.',
  },
  'company.msicUnknown': {
    en: 'Choose an MSIC code from the list.',
    id: 'Pilih kode MSIC dari daftar.',
    ms: 'Pilih kod MSIC daripada senarai.',
  },
  'company.taxPercentage': {
    en: 'Tax percentage must be between 0 and 100 with at most 2 decimals.',
    id: 'Persentase pajak harus antara 0 dan 100 dengan paling banyak 2 desimal.',
    ms: 'Peratusan cukai mesti antara 0 dan 100 dengan paling banyak 2 perpuluhan.',
  },
  'branch.saved': { en: 'Branch saved.', id: 'Cabang disimpan.', ms: 'Cawangan disimpan.' },
  'branch.deleted': { en: 'Branch deleted.', id: 'Cabang dihapus.', ms: 'Cawangan dipadam.' },
  'branch.pickupNeedsAddress': {
    en: 'A pickup point needs an address.',
    id: 'Titik pengambilan memerlukan alamat.',
    ms: 'Tempat ambil sendiri memerlukan alamat.',
  },
  'theme.saved': { en: 'Theme saved.', id: 'Tema disimpan.', ms: 'Tema disimpan.' },
  'network.saved': { en: 'Network links saved.', id: 'Tautan jaringan disimpan.', ms: 'Pautan rangkaian disimpan.' },
  'network.badLink': {
    en: "Enter a link to the network's site, or a username.",
    id: 'Masukkan tautan ke situs jaringan tersebut, atau nama pengguna.',
    ms: 'Masukkan pautan ke laman rangkaian itu, atau nama pengguna.',
  },
  'features.saved': { en: 'Control features saved.', id: 'Fitur kontrol disimpan.', ms: 'Ciri kawalan disimpan.' },
  'features.bookingHours': {
    en: 'Booking time hours must be at most {{max}}.',
    id: 'Jam waktu pemesanan maksimal {{max}}.',
    ms: 'Jam masa tempahan paling banyak {{max}}.',
  },
  'features.bookingMinutes': {
    en: 'Booking time minutes must be at most {{max}}.',
    id: 'Menit waktu pemesanan maksimal {{max}}.',
    ms: 'Minit masa tempahan paling banyak {{max}}.',
  },
  'notification.saved': { en: 'Notification settings saved.', id: 'Pengaturan notifikasi disimpan.', ms: 'Tetapan pemberitahuan disimpan.' },
} satisfies Record<string, Entry>;
