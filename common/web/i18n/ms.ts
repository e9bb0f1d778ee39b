import type { Translation } from './catalog';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  common: {
    language: { label: 'Bahasa', en: 'English', id: 'Bahasa Indonesia', ms: 'Bahasa Melayu' },
    dialog: {
      tooManyTitle: 'Opss, terlalu banyak permintaan!',
      tooManyText: 'Sila cuba lagi dalam 5 minit.',
      expiredTitle: 'Opss, sesi anda telah tamat!',
      expiredText: 'Anda akan dibawa ke halaman log masuk.',
      ok: 'OK',
      closing: 'Ditutup dalam %{seconds} saat',
    },
    error: {
      general: 'Harap maaf, ralat telah berlaku. Sila cuba lagi atau hubungi HQ jika masalah berterusan.',
      noResponse: 'Tiada respons daripada pelayan',
      chunkTimeout: 'Halaman ini mengambil masa terlalu lama untuk dimuatkan. Sila semak sambungan anda dan cuba lagi.',
      offline: 'Anda di luar talian',
      somethingWrong: 'Sesuatu tidak kena',
      invalidInput: 'Input tidak sah',
      noData: 'Tiada Data Ditemui!',
      notFound: '404 Halaman Tidak Dijumpai',
    },
    password: {
      rulesTitle: 'Kata laluan anda mesti mempunyai:',
      length: 'Sekurang-kurangnya 8 aksara',
      uppercase: 'Huruf besar',
      lowercase: 'Huruf kecil',
      number: 'Nombor',
      special: 'Aksara khas',
      show: 'Tunjukkan kata laluan',
      hide: 'Sembunyikan kata laluan',
    },
    validation: { mismatch: 'Kata laluan tidak sepadan.' },
    role: { hq: 'HQ', staff: 'Kakitangan', agent: 'Ejen', customer: 'Pelanggan' },
    paymentType: { manual: 'Bayaran manual', credit: 'Dompet kredit', gateway: 'Perbankan dalam talian (FPX)' },
    status: { new: 'Baharu', active: 'Aktif', inactive: 'Tidak aktif', suspended: 'Digantung' },
    today: 'Hari ini %{date}',
  },
};
