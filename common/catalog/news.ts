import type { Entry } from './entry';

/** Server messages of the newsfeed and the hall of fame, in English, Indonesian and Malay (merged into common/messages.ts). */
export const newsMessages = {
  'news.posted': { en: 'News posted.', id: 'Berita diterbitkan.', ms: 'Berita diterbitkan.' },
  'news.pinned': { en: 'Post pinned to the top.', id: 'Postingan disematkan di atas.', ms: 'Hantaran disematkan di atas.' },
  'news.unpinned': { en: 'Post unpinned.', id: 'Sematan postingan dilepas.', ms: 'Sematan hantaran dibuang.' },
  'news.deleted': { en: 'Post deleted.', id: 'Postingan dihapus.', ms: 'Hantaran dipadam.' },
  'news.videoInvalid': {
    en: 'Enter a YouTube video ID (11 characters) or a YouTube video link.',
    id: 'Masukkan ID video YouTube (11 karakter) atau tautan video YouTube.',
    ms: 'Masukkan ID video YouTube (11 aksara) atau pautan video YouTube.',
  },
  'hof.saved': { en: 'Added to the hall of fame.', id: 'Ditambahkan ke hall of fame.', ms: 'Ditambah ke dewan kemasyhuran.' },
  'hof.deleted': { en: 'Removed from the hall of fame.', id: 'Dihapus dari hall of fame.', ms: 'Dibuang daripada dewan kemasyhuran.' },
} satisfies Record<string, Entry>;
