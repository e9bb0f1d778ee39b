import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks layar berkas pemasaran (bahasa Indonesia). */
export const id: Translation<typeof en> = {
  shop: {
    files: {
      title: 'Berkas pemasaran',
      intro: 'Gambar dan brosur dari HQ untuk dibagikan kepada pelanggan dan tim Anda.',
      fileCount: 'Berkas: %{count}',
      noFolders: 'Belum ada berkas pemasaran untuk level Anda. Saat HQ membagikan gambar atau brosur untuk level Anda, foldernya muncul di sini.',
      back: 'Semua folder',
      noFiles: 'Folder ini kosong. Berkas yang diunggah HQ ke folder ini akan muncul di sini.',
      preview: 'Pratinjau',
      download: 'Unduh',
      close: 'Tutup',
      downloadFailed: 'Unduhan gagal: %{message}',
      pdfHint: 'Jika PDF tidak tampil, unduh berkasnya.',
    },
  },
};
