import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  resources: {
    'marketing-folders': { name: 'Folder |||| Folder', notifications: { created: 'Folder dicipta', updated: 'Folder disimpan', deleted: 'Folder dipadam' } },
  },
  files: {
    menu: { files: 'Fail pemasaran', folders: 'Folder fail' },
    title: 'Fail pemasaran',
    foldersTitle: 'Folder fail pemasaran',
    folder: 'Folder',
    foldersHelp: 'Ejen melihat sesuatu folder, berserta semua fail di dalamnya, apabila folder itu untuk semua tahap atau untuk tahap mereka. Folder yang masih mengandungi fail tidak boleh dipadam.',
    noFolders: 'Belum ada folder. Tambah folder, pilih tahap yang boleh melihatnya, kemudian muat naik fail ke dalamnya di halaman Fail pemasaran.',
    manageFolders: 'Urus folder',
    fields: {
      folderName: 'Nama folder',
      fileCount: 'Fail',
      fileName: 'Nama fail',
      folderId: 'Folder',
      type: 'Jenis',
      size: 'Saiz',
      createdAt: 'Dimuat naik',
    },
    upload: {
      title: 'Muat naik fail',
      help: 'JPG, PNG atau PDF, paling besar %{max}. Ejen tahap folder ini boleh pratonton dan memuat turunnya.',
      choose: 'Pilih fail',
      noFile: 'Tiada fail dipilih',
      submit: 'Muat naik',
      progress: 'Sedang dimuat naik… %{percent}%',
      needFolder: 'Tambah folder dahulu: fail disimpan di dalam folder.',
    },
    errors: {
      fileName: 'Nama fail diperlukan.',
      folder: 'Pilih folder untuk fail ini.',
      file: 'Sila pilih fail.',
      type: 'Hanya fail JPG, PNG dan PDF boleh dimuat naik.',
      tooLarge: 'Fail lebih besar daripada %{max}.',
    },
    list: {
      all: 'Semua folder',
      empty: 'Belum ada fail. Muat naik JPG, PNG atau PDF di atas; ejen tahap folder itu akan melihatnya dalam aplikasi mereka.',
      preview: 'Pratonton',
      download: 'Muat turun',
      delete: 'Padam',
      confirmTitle: 'Padam fail ini?',
      confirm: '“%{name}” dibuang untuk semua ejen. Tindakan ini tidak boleh dibatalkan.',
      cancel: 'Batal',
    },
  },
};

export default ms;
