import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  resources: {
    newsfeed: {
      name: 'Postingan |||| Newsfeed',
      fields: {
        q: 'Cari',
        pin: 'Disematkan',
        subject: 'Judul',
        content: 'Isi',
        fileUrl: 'Lampiran',
        file: 'Gambar atau PDF',
        videoId: 'Video YouTube',
        createdAt: 'Diposting',
      },
      notifications: { created: 'Berita diterbitkan', updated: 'Postingan disimpan', deleted: 'Postingan dihapus' },
    },
    'hall-of-fame': {
      name: 'Entri |||| Hall of fame',
      fields: {
        q: 'Cari',
        userImgUrl: 'Foto',
        userImg: 'Foto',
        hofTitle: 'Gelar',
        hofDate: 'Tanggal',
        userName: 'Nama agen',
        userAchievement: 'Pencapaian',
      },
      notifications: { created: 'Ditambahkan ke hall of fame', updated: 'Entri disimpan', deleted: 'Dihapus dari hall of fame' },
    },
  },
  newsfeed: {
    menu: 'Newsfeed',
    title: 'Newsfeed',
    create: 'Posting berita',
    empty: 'Belum ada berita. Gunakan “Posting berita”: agen membaca postingan di newsfeed aplikasi agen dan judul terbaru di halaman berandanya.',
    pinned: 'Disematkan',
    actions: { post: 'Posting berita', pin: 'Sematkan', unpin: 'Lepas sematan' },
    file: { pdf: 'PDF', image: 'Gambar' },
    help: {
      content: 'Tebal, miring, garis bawah, daftar dan tautan dipertahankan; format lain dihapus.',
      videoId: 'Opsional: ID atau tautan video YouTube, mis. https://youtu.be/dQw4w9WgXcQ',
      videoInvalid: 'Masukkan ID video YouTube (11 karakter) atau tautan video YouTube.',
      file: 'Opsional: gambar JPG atau PNG atau PDF, maksimal 10 MB.',
      pin: 'Postingan yang disematkan tetap di bagian atas newsfeed.',
    },
    delete: { title: 'Hapus postingan ini?', content: 'Agen tidak akan melihatnya lagi. Tindakan ini tidak dapat dibatalkan.' },
    editor: {
      toolbar: 'Format',
      bold: 'Tebal',
      italic: 'Miring',
      underline: 'Garis bawah',
      bullets: 'Daftar berpoin',
      numbers: 'Daftar bernomor',
      link: 'Tautan',
      clear: 'Hapus format',
      linkPrompt: 'Alamat tautan (https://…)',
    },
  },
  hallOfFame: {
    menu: 'Hall of fame',
    title: 'Hall of fame',
    create: 'Tambah ke hall of fame',
    empty: 'Belum ada yang masuk hall of fame. Gunakan “Tambah ke hall of fame” untuk menghargai agen: agen melihatnya di halaman hall of fame aplikasi agen.',
    actions: { add: 'Tambah ke hall of fame' },
    help: { hofTitle: 'Mis. Perekrut terbaik bulan Oktober', userImg: 'Opsional: foto JPG atau PNG, maksimal 5 MB.' },
    delete: { title: 'Hapus entri ini?', content: 'Agen tidak akan melihatnya lagi di hall of fame.' },
  },
};

export default id;
