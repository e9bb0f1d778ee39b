import type { Entry } from './entry';

/**
 * Server messages of vouchers (docs/rules.md: "voucher not found; voucher applied and removed are
 * success messages"), in English, Indonesian and Malay (merged into common/messages.ts).
 */
export const vouchersMessages = {
  'voucher.created': { en: 'Voucher created.', id: 'Voucher dibuat.', ms: 'Baucar dicipta.' },
  'voucher.saved': { en: 'Voucher saved.', id: 'Voucher disimpan.', ms: 'Baucar disimpan.' },
  'voucher.deleted': { en: 'Voucher deleted.', id: 'Voucher dihapus.', ms: 'Baucar dipadam.' },
  'voucher.applied': { en: 'Voucher applied.', id: 'Voucher diterapkan.', ms: 'Baucar digunakan.' },
  'voucher.removed': { en: 'Voucher removed.', id: 'Voucher dihapus.', ms: 'Baucar dibuang.' },
  'voucher.codeTaken': {
    en: 'Another voucher already uses this code.',
    id: 'Kode ini sudah dipakai voucher lain.',
    ms: 'Kod ini sudah digunakan oleh baucar lain.',
  },
  'voucher.codeFormat': {
    en: 'Use only letters, digits, - and _ in the code.',
    id: 'Gunakan hanya huruf, angka, - dan _ pada kode.',
    ms: 'Gunakan hanya huruf, nombor, - dan _ dalam kod.',
  },
  'voucher.percentRange': {
    en: 'A percentage discount must be more than 0 % and at most 100 %.',
    id: 'Diskon persentase harus lebih dari 0 % dan paling banyak 100 %.',
    ms: 'Diskaun peratusan mesti lebih daripada 0 % dan paling banyak 100 %.',
  },
  'voucher.datesInverted': {
    en: 'The stop date must be on or after the start date.',
    id: 'Tanggal berakhir harus sama dengan atau setelah tanggal mulai.',
    ms: 'Tarikh tamat mesti pada atau selepas tarikh mula.',
  },
  'voucher.quotaBelowUsed': {
    en: 'The quota cannot be lower than the {{used}} uses already made.',
    id: 'Kuota tidak boleh lebih rendah dari {{used}} penggunaan yang sudah terjadi.',
    ms: 'Kuota tidak boleh lebih rendah daripada {{used}} penggunaan yang telah dibuat.',
  },
  'voucher.inUse': {
    en: 'This voucher has been used in orders and cannot be deleted. Set its stop date to end it instead.',
    id: 'Voucher ini sudah dipakai dalam pesanan dan tidak dapat dihapus. Ubah tanggal berakhirnya untuk mengakhirinya.',
    ms: 'Baucar ini telah digunakan dalam pesanan dan tidak boleh dipadam. Tetapkan tarikh tamatnya untuk menamatkannya.',
  },
  'voucher.notFound': {
    en: 'Voucher not found. Please check the code.',
    id: 'Voucher tidak ditemukan. Silakan periksa kodenya.',
    ms: 'Baucar tidak dijumpai. Sila semak kodnya.',
  },
  'voucher.notStarted': {
    en: 'This voucher can be used from {{date}}.',
    id: 'Voucher ini dapat digunakan mulai {{date}}.',
    ms: 'Baucar ini boleh digunakan mulai {{date}}.',
  },
  'voucher.expired': { en: 'This voucher has expired.', id: 'Voucher ini sudah kedaluwarsa.', ms: 'Baucar ini telah tamat tempoh.' },
  'voucher.quotaReached': {
    en: 'This voucher has been fully redeemed.',
    id: 'Kuota voucher ini sudah habis.',
    ms: 'Kuota baucar ini telah habis.',
  },
  'voucher.minPurchase': {
    en: 'Spend at least {{amount}} to use this voucher.',
    id: 'Belanja minimal {{amount}} untuk memakai voucher ini.',
    ms: 'Belanja sekurang-kurangnya {{amount}} untuk menggunakan baucar ini.',
  },
  'voucher.usageLimit': {
    en: 'You have already used this voucher as many times as allowed.',
    id: 'Anda sudah memakai voucher ini sebanyak yang diizinkan.',
    ms: 'Anda telah menggunakan baucar ini sebanyak yang dibenarkan.',
  },
  'voucher.firstOrderOnly': {
    en: 'This voucher is for first orders only.',
    id: 'Voucher ini hanya untuk pesanan pertama.',
    ms: 'Baucar ini untuk pesanan pertama sahaja.',
  },
  'voucher.packageOnly': {
    en: 'This voucher is for packages only. Add a package to your cart to use it.',
    id: 'Voucher ini hanya untuk paket. Tambahkan paket ke keranjang untuk memakainya.',
    ms: 'Baucar ini untuk pakej sahaja. Tambah pakej ke troli untuk menggunakannya.',
  },
} satisfies Record<string, Entry>;
