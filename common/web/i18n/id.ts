import type { Translation } from './catalog';
import type { en } from './en';

export const id: Translation<typeof en> = {
  common: {
    language: { label: 'Bahasa', en: 'English', id: 'Bahasa Indonesia', ms: 'Bahasa Melayu' },
    dialog: {
      tooManyTitle: 'Ups, terlalu banyak permintaan!',
      tooManyText: 'Silakan coba lagi dalam 5 menit.',
      expiredTitle: 'Ups, sesi Anda telah berakhir!',
      expiredText: 'Anda akan diarahkan ke halaman masuk.',
      ok: 'OK',
      closing: 'Menutup dalam %{seconds} dtk',
    },
    error: {
      general: 'Mohon maaf, terjadi kesalahan. Silakan coba lagi atau hubungi HQ jika masalah berlanjut.',
      noResponse: 'Tidak ada respons dari server',
      chunkTimeout: 'Halaman ini terlalu lama dimuat. Periksa koneksi Anda lalu coba lagi.',
      offline: 'Anda sedang offline',
      somethingWrong: 'Terjadi kesalahan',
      invalidInput: 'Input tidak valid',
      noData: 'Data Tidak Ditemukan!',
      notFound: '404 Halaman Tidak Ditemukan',
    },
    password: {
      rulesTitle: 'Kata sandi Anda harus memiliki:',
      length: 'Minimal 8 karakter',
      uppercase: 'Huruf besar',
      lowercase: 'Huruf kecil',
      number: 'Angka',
      special: 'Karakter khusus',
      show: 'Tampilkan kata sandi',
      hide: 'Sembunyikan kata sandi',
    },
    validation: { mismatch: 'Kata sandi tidak sama.' },
    role: { hq: 'HQ', staff: 'Staf', agent: 'Agen', customer: 'Pelanggan' },
    paymentType: { manual: 'Pembayaran manual', credit: 'Dompet kredit', gateway: 'Perbankan daring (FPX)' },
    status: { new: 'Baru', active: 'Aktif', inactive: 'Tidak aktif', suspended: 'Ditangguhkan' },
    today: 'Hari ini %{date}',
  },
};
