import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks layar newsfeed dan hall of fame (bahasa Indonesia). */
export const id: Translation<typeof en> = {
  shop: {
    news: {
      title: 'Newsfeed',
      headlines: 'Berita terbaru',
      seeAll: 'Lihat semua berita',
      pinned: 'Disematkan',
      empty: 'Belum ada berita. Pengumuman dari HQ akan muncul di sini segera setelah diposting.',
      notFound: 'Postingan ini sudah tidak tersedia. Mungkin telah dihapus oleh HQ.',
      back: 'Kembali ke newsfeed',
      readMore: 'Baca selengkapnya',
      openPdf: 'Buka PDF',
      video: 'Video: %{subject}',
      image: 'Gambar %{subject}',
    },
    hof: {
      title: 'Hall of fame',
      empty: 'Belum ada yang masuk hall of fame. Agen yang dihargai HQ akan muncul di sini.',
    },
  },
};
