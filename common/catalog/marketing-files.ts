import type { Entry } from './entry';

/** Server messages of marketing files, in English, Indonesian and Malay (merged into common/messages.ts). */
export const marketingFilesMessages = {
  'marketing.folderNameRequired': {
    en: 'Folder name is required.',
    id: 'Nama folder wajib diisi.',
    ms: 'Nama folder diperlukan.',
  },
  'marketing.fileNameRequired': {
    en: 'File name is required.',
    id: 'Nama berkas wajib diisi.',
    ms: 'Nama fail diperlukan.',
  },
  'marketing.folderRequired': {
    en: 'Choose the folder the file goes in.',
    id: 'Pilih folder untuk berkas ini.',
    ms: 'Pilih folder untuk fail ini.',
  },
  'marketing.folderUnknown': {
    en: 'This folder does not exist.',
    id: 'Folder ini tidak ada.',
    ms: 'Folder ini tidak wujud.',
  },
  'marketing.folderNotEmpty': {
    en: 'This folder still holds files. Delete or move its files first, then delete the folder.',
    id: 'Folder ini masih berisi berkas. Hapus atau pindahkan berkasnya terlebih dahulu, lalu hapus foldernya.',
    ms: 'Folder ini masih mengandungi fail. Padam atau alihkan failnya dahulu, kemudian padam folder itu.',
  },
  'marketing.folderSaved': { en: 'Folder saved.', id: 'Folder disimpan.', ms: 'Folder disimpan.' },
  'marketing.folderDeleted': { en: 'Folder deleted.', id: 'Folder dihapus.', ms: 'Folder dipadam.' },
  'marketing.fileSaved': { en: 'File saved.', id: 'Berkas disimpan.', ms: 'Fail disimpan.' },
  'marketing.fileDeleted': { en: 'File deleted.', id: 'Berkas dihapus.', ms: 'Fail dipadam.' },
} satisfies Record<string, Entry>;
