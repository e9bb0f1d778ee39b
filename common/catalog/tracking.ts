import type { Entry } from './entry';

/** Server messages of bulk tracking, in English, Indonesian and Malay (merged into common/messages.ts). */
export const trackingMessages = {
  'tracking.uploaded': {
    en: 'File uploaded. Its rows are being processed.',
    id: 'Berkas diunggah. Baris-barisnya sedang diproses.',
    ms: 'Fail dimuat naik. Baris-barisnya sedang diproses.',
  },
  'tracking.unreadable': {
    en: 'The file cannot be read. Upload a CSV or XLSX file with an order number column and a tracking number column.',
    id: 'Berkas tidak dapat dibaca. Unggah berkas CSV atau XLSX dengan kolom nomor pesanan dan kolom nomor resi.',
    ms: 'Fail tidak dapat dibaca. Muat naik fail CSV atau XLSX dengan lajur nombor pesanan dan lajur nombor penjejakan.',
  },
  'tracking.tooLargeUnpacked': {
    en: 'The file is too large when unpacked (an XLSX sheet may hold at most 8 MB of data, 20 MB in all). Remove unused sheets or columns, or upload it as CSV.',
    id: 'Berkas terlalu besar saat dibuka (satu lembar XLSX paling banyak berisi 8 MB data, seluruhnya 20 MB). Hapus lembar atau kolom yang tidak dipakai, atau unggah sebagai CSV.',
    ms: 'Fail terlalu besar apabila dibuka (satu helaian XLSX boleh memuatkan paling banyak 8 MB data, keseluruhannya 20 MB). Buang helaian atau lajur yang tidak digunakan, atau muat naik sebagai CSV.',
  },
  'tracking.noHeader': {
    en: 'The file needs a header row with the columns "Order No" and "Tracking No". Download the sample file to see the layout.',
    id: 'Berkas memerlukan baris judul dengan kolom "Order No" dan "Tracking No". Unduh contoh berkas untuk melihat formatnya.',
    ms: 'Fail memerlukan baris tajuk dengan lajur "Order No" dan "Tracking No". Muat turun fail contoh untuk melihat formatnya.',
  },
  'tracking.empty': {
    en: 'The file has no rows below its header.',
    id: 'Berkas tidak memiliki baris di bawah judulnya.',
    ms: 'Fail tiada baris di bawah tajuknya.',
  },
  'tracking.tooManyRows': {
    en: 'The file has more than {{max}} rows. Please split it into smaller files.',
    id: 'Berkas memiliki lebih dari {{max}} baris. Silakan bagi menjadi beberapa berkas yang lebih kecil.',
    ms: 'Fail mempunyai lebih daripada {{max}} baris. Sila bahagikan kepada fail yang lebih kecil.',
  },
  'tracking.row.orderMissing': {
    en: 'The order number is missing.',
    id: 'Nomor pesanan tidak diisi.',
    ms: 'Nombor pesanan tiada.',
  },
  'tracking.row.notFound': {
    en: 'Order not found.',
    id: 'Pesanan tidak ditemukan.',
    ms: 'Pesanan tidak dijumpai.',
  },
  'tracking.row.notCourier': {
    en: 'Not a courier order (self pickup orders have no tracking number).',
    id: 'Bukan pesanan kurir (pesanan ambil sendiri tidak memiliki nomor resi).',
    ms: 'Bukan pesanan kurier (pesanan ambil sendiri tiada nombor penjejakan).',
  },
  'tracking.row.notPaid': {
    en: 'The order is not paid yet.',
    id: 'Pesanan belum dibayar.',
    ms: 'Pesanan belum dibayar.',
  },
  'tracking.row.notApproved': {
    en: 'The order is not approved yet (it is waiting for approval).',
    id: 'Pesanan belum disetujui (masih menunggu persetujuan).',
    ms: 'Pesanan belum diluluskan (masih menunggu kelulusan).',
  },
  'tracking.row.cancelled': {
    en: 'The order is cancelled.',
    id: 'Pesanan dibatalkan.',
    ms: 'Pesanan telah dibatalkan.',
  },
  'tracking.row.completed': {
    en: 'The order is already completed.',
    id: 'Pesanan sudah selesai.',
    ms: 'Pesanan telah selesai.',
  },
  'tracking.row.trackingMissing': {
    en: 'The tracking number is missing.',
    id: 'Nomor resi tidak diisi.',
    ms: 'Nombor penjejakan tiada.',
  },
  'tracking.row.trackingTooLong': {
    en: 'The tracking number is longer than {{max}} characters.',
    id: 'Nomor resi lebih dari {{max}} karakter.',
    ms: 'Nombor penjejakan melebihi {{max}} aksara.',
  },
  'tracking.row.duplicate': {
    en: 'The order appears more than once in the file; only its first row is used.',
    id: 'Pesanan muncul lebih dari sekali dalam berkas; hanya baris pertamanya yang dipakai.',
    ms: 'Pesanan muncul lebih daripada sekali dalam fail; hanya baris pertamanya digunakan.',
  },
  'tracking.row.changed': {
    en: 'The order was changed by someone else meanwhile. Upload the row again.',
    id: 'Pesanan diubah orang lain pada saat yang sama. Unggah ulang baris ini.',
    ms: 'Pesanan telah diubah oleh orang lain pada masa yang sama. Muat naik semula baris ini.',
  },
} satisfies Record<string, Entry>;
