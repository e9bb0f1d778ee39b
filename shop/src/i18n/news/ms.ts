import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks skrin suapan berita dan dewan kemasyhuran (bahasa Melayu). */
export const ms: Translation<typeof en> = {
  shop: {
    news: {
      title: 'Suapan berita',
      headlines: 'Berita terkini',
      seeAll: 'Lihat semua berita',
      pinned: 'Disematkan',
      empty: 'Belum ada berita. Pengumuman daripada HQ akan dipaparkan di sini sebaik sahaja dihantar.',
      notFound: 'Hantaran ini tidak lagi tersedia. Ia mungkin telah dipadam oleh HQ.',
      back: 'Kembali ke suapan berita',
      readMore: 'Baca lagi',
      openPdf: 'Buka PDF',
      video: 'Video: %{subject}',
      image: 'Gambar %{subject}',
    },
    hof: {
      title: 'Dewan kemasyhuran',
      empty: 'Belum ada sesiapa dalam dewan kemasyhuran. Ejen yang diraikan HQ akan dipaparkan di sini.',
    },
  },
};
