import type { Entry } from './entry';

/** Server messages of the school co-op store (docs/stores.md, "Co-op store"), in English, Indonesian and Malay (merged into common/messages.ts). */
export const storesCoopMessages = {
  'stores.coopOff': {
    en: 'School co-op stores are not enabled for this company. HQ can switch them on in Company features.',
    id: 'Toko koperasi sekolah tidak diaktifkan untuk perusahaan ini. HQ dapat mengaktifkannya di Fitur perusahaan.',
    ms: 'Kedai koperasi sekolah tidak diaktifkan untuk syarikat ini. HQ boleh mengaktifkannya dalam Ciri syarikat.',
  },
  'stores.coopNotRegistered': {
    en: 'You have not registered a school co-op store yet.',
    id: 'Anda belum mendaftarkan toko koperasi sekolah.',
    ms: 'Anda belum mendaftarkan kedai koperasi sekolah.',
  },
  'stores.coopAlreadyRegistered': {
    en: 'This agent already runs a school co-op store.',
    id: 'Agen ini sudah menjalankan toko koperasi sekolah.',
    ms: 'Ejen ini sudah menjalankan kedai koperasi sekolah.',
  },
  'stores.coopRegistered': {
    en: 'The school co-op store is registered.',
    id: 'Toko koperasi sekolah sudah terdaftar.',
    ms: 'Kedai koperasi sekolah telah didaftarkan.',
  },
  'stores.coopAgentRequired': {
    en: 'Choose an agent of the company to run the store.',
    id: 'Pilih agen perusahaan yang akan menjalankan toko.',
    ms: 'Pilih ejen syarikat untuk menjalankan kedai.',
  },
  'stores.coopClassesCount': {
    en: 'Enter between 1 and {{max}} classes.',
    id: 'Masukkan 1 sampai {{max}} kelas.',
    ms: 'Masukkan 1 hingga {{max}} kelas.',
  },
  'stores.coopClassFormat': {
    en: 'A class name has 1 to {{max}} characters.',
    id: 'Nama kelas terdiri dari 1 sampai {{max}} karakter.',
    ms: 'Nama kelas mempunyai 1 hingga {{max}} aksara.',
  },
  'stores.coopClassTwice': {
    en: 'The class {{name}} is listed twice.',
    id: 'Kelas {{name}} tercantum dua kali.',
    ms: 'Kelas {{name}} disenaraikan dua kali.',
  },
  'stores.coopTimesCount': {
    en: 'Enter between 1 and {{max}} pickup times.',
    id: 'Masukkan 1 sampai {{max}} waktu pengambilan.',
    ms: 'Masukkan 1 hingga {{max}} masa pengambilan.',
  },
  'stores.coopTimeFormat': {
    en: 'Choose a day and a start time before the end time.',
    id: 'Pilih hari dan jam mulai sebelum jam selesai.',
    ms: 'Pilih hari dan masa mula sebelum masa tamat.',
  },
  'stores.coopBannerUrl': {
    en: 'Enter a link starting with http:// or https:// (at most 500 characters).',
    id: 'Masukkan tautan yang diawali http:// atau https:// (paling banyak 500 karakter).',
    ms: 'Masukkan pautan bermula dengan http:// atau https:// (paling banyak 500 aksara).',
  },
  'stores.coopBannersFull': {
    en: 'A store has at most {{max}} banners. Remove one first.',
    id: 'Sebuah toko memiliki paling banyak {{max}} banner. Hapus salah satu terlebih dahulu.',
    ms: 'Sebuah kedai mempunyai paling banyak {{max}} sepanduk. Buang satu dahulu.',
  },
  'stores.coopBannerNotFound': {
    en: 'This banner no longer exists.',
    id: 'Banner ini sudah tidak ada.',
    ms: 'Sepanduk ini tidak lagi wujud.',
  },
  'stores.coopPickupOnly': {
    en: 'Orders of a school co-op store are collected at the school.',
    id: 'Pesanan toko koperasi sekolah diambil di sekolah.',
    ms: 'Pesanan kedai koperasi sekolah diambil di sekolah.',
  },
  'stores.coopPickupWindow': {
    en: 'Choose a pickup time within the school’s pickup times.',
    id: 'Pilih waktu pengambilan dalam jadwal pengambilan sekolah.',
    ms: 'Pilih masa pengambilan dalam masa pengambilan sekolah.',
  },
  'stores.coopClassUnknown': {
    en: 'Choose one of the school’s classes.',
    id: 'Pilih salah satu kelas sekolah.',
    ms: 'Pilih salah satu kelas sekolah.',
  },
  'stores.coopAlreadyPicked': {
    en: 'This order has already been collected.',
    id: 'Pesanan ini sudah diambil.',
    ms: 'Pesanan ini telah diambil.',
  },
  'stores.coopNotPaid': {
    en: 'Only a paid order can be marked as collected.',
    id: 'Hanya pesanan yang sudah dibayar yang dapat ditandai sudah diambil.',
    ms: 'Hanya pesanan yang telah dibayar boleh ditanda sebagai telah diambil.',
  },
  'stores.coopPickupSaved': {
    en: 'The pickup is updated.',
    id: 'Pengambilan sudah diperbarui.',
    ms: 'Pengambilan telah dikemas kini.',
  },
} satisfies Record<string, Entry>;
