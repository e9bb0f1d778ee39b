import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks skrin fail pemasaran (bahasa Melayu). */
export const ms: Translation<typeof en> = {
  shop: {
    files: {
      title: 'Fail pemasaran',
      intro: 'Gambar dan risalah daripada HQ untuk dikongsi dengan pelanggan dan pasukan anda.',
      fileCount: 'Fail: %{count}',
      noFolders: 'Belum ada fail pemasaran untuk tahap anda. Apabila HQ berkongsi gambar atau risalah dengan tahap anda, foldernya dipaparkan di sini.',
      back: 'Semua folder',
      noFiles: 'Folder ini kosong. Fail yang dimuat naik HQ ke dalamnya akan dipaparkan di sini.',
      preview: 'Pratonton',
      download: 'Muat turun',
      close: 'Tutup',
      downloadFailed: 'Muat turun gagal: %{message}',
      pdfHint: 'Jika PDF tidak dipaparkan, muat turun fail itu.',
    },
  },
};
