import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  resources: {
    'marketing-folders': { name: 'Folder |||| Folder', notifications: { created: 'Folder dibuat', updated: 'Folder disimpan', deleted: 'Folder dihapus' } },
  },
  files: {
    menu: { files: 'Berkas pemasaran', folders: 'Folder berkas' },
    title: 'Berkas pemasaran',
    foldersTitle: 'Folder berkas pemasaran',
    folder: 'Folder',
    foldersHelp: 'Agen melihat sebuah folder, beserta semua berkas di dalamnya, bila folder itu untuk semua level atau untuk level mereka. Folder yang masih berisi berkas tidak dapat dihapus.',
    noFolders: 'Belum ada folder. Tambahkan folder, pilih level yang dapat melihatnya, lalu unggah berkas ke dalamnya di halaman Berkas pemasaran.',
    manageFolders: 'Kelola folder',
    fields: {
      folderName: 'Nama folder',
      fileCount: 'Berkas',
      fileName: 'Nama berkas',
      folderId: 'Folder',
      type: 'Jenis',
      size: 'Ukuran',
      createdAt: 'Diunggah',
    },
    upload: {
      title: 'Unggah berkas',
      help: 'JPG, PNG atau PDF, paling besar %{max}. Agen dengan level folder ini dapat melihat pratinjau dan mengunduhnya.',
      choose: 'Pilih berkas',
      noFile: 'Belum ada berkas dipilih',
      submit: 'Unggah',
      progress: 'Mengunggah… %{percent}%',
      needFolder: 'Tambahkan folder terlebih dahulu: berkas disimpan di dalam folder.',
    },
    errors: {
      fileName: 'Nama berkas wajib diisi.',
      folder: 'Pilih folder untuk berkas ini.',
      file: 'Silakan pilih berkas.',
      type: 'Hanya berkas JPG, PNG dan PDF yang dapat diunggah.',
      tooLarge: 'Berkas lebih besar dari %{max}.',
    },
    list: {
      all: 'Semua folder',
      empty: 'Belum ada berkas. Unggah JPG, PNG atau PDF di atas; agen dengan level folder tersebut akan melihatnya di aplikasi mereka.',
      preview: 'Pratinjau',
      download: 'Unduh',
      delete: 'Hapus',
      confirmTitle: 'Hapus berkas ini?',
      confirm: '“%{name}” dihapus untuk semua agen. Tindakan ini tidak dapat dibatalkan.',
      cancel: 'Batal',
    },
  },
};

export default id;
