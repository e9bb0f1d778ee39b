import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  resources: {
    newsfeed: {
      name: 'Hantaran |||| Suapan berita',
      fields: {
        q: 'Cari',
        pin: 'Disematkan',
        subject: 'Tajuk',
        content: 'Kandungan',
        fileUrl: 'Lampiran',
        file: 'Gambar atau PDF',
        videoId: 'Video YouTube',
        createdAt: 'Dihantar',
      },
      notifications: { created: 'Berita diterbitkan', updated: 'Hantaran disimpan', deleted: 'Hantaran dipadam' },
    },
    'hall-of-fame': {
      name: 'Entri |||| Dewan kemasyhuran',
      fields: {
        q: 'Cari',
        userImgUrl: 'Foto',
        userImg: 'Foto',
        hofTitle: 'Gelaran',
        hofDate: 'Tarikh',
        userName: 'Nama ejen',
        userAchievement: 'Pencapaian',
      },
      notifications: { created: 'Ditambah ke dewan kemasyhuran', updated: 'Entri disimpan', deleted: 'Dibuang daripada dewan kemasyhuran' },
    },
  },
  newsfeed: {
    menu: 'Suapan berita',
    title: 'Suapan berita',
    create: 'Hantar berita',
    empty: 'Belum ada berita. Gunakan “Hantar berita”: ejen membaca hantaran dalam suapan berita aplikasi ejen dan tajuk terkini di halaman utamanya.',
    pinned: 'Disematkan',
    actions: { post: 'Hantar berita', pin: 'Sematkan', unpin: 'Buang sematan' },
    file: { pdf: 'PDF', image: 'Gambar' },
    help: {
      content: 'Tebal, condong, garis bawah, senarai dan pautan dikekalkan; format lain dibuang.',
      videoId: 'Pilihan: ID atau pautan video YouTube, cth. https://youtu.be/dQw4w9WgXcQ',
      videoInvalid: 'Masukkan ID video YouTube (11 aksara) atau pautan video YouTube.',
      file: 'Pilihan: gambar JPG atau PNG atau PDF, maksimum 10 MB.',
      pin: 'Hantaran yang disematkan kekal di bahagian atas suapan berita.',
    },
    delete: { title: 'Padam hantaran ini?', content: 'Ejen tidak akan melihatnya lagi. Tindakan ini tidak boleh dibatalkan.' },
    editor: {
      toolbar: 'Format',
      bold: 'Tebal',
      italic: 'Condong',
      underline: 'Garis bawah',
      bullets: 'Senarai berbulet',
      numbers: 'Senarai bernombor',
      link: 'Pautan',
      clear: 'Buang format',
      linkPrompt: 'Alamat pautan (https://…)',
    },
  },
  hallOfFame: {
    menu: 'Dewan kemasyhuran',
    title: 'Dewan kemasyhuran',
    create: 'Tambah ke dewan kemasyhuran',
    empty: 'Belum ada sesiapa dalam dewan kemasyhuran. Gunakan “Tambah ke dewan kemasyhuran” untuk meraikan ejen: ejen melihatnya di halaman dewan kemasyhuran aplikasi ejen.',
    actions: { add: 'Tambah ke dewan kemasyhuran' },
    help: { hofTitle: 'Cth. Perekrut terbaik bulan Oktober', userImg: 'Pilihan: foto JPG atau PNG, maksimum 5 MB.' },
    delete: { title: 'Buang entri ini?', content: 'Ejen tidak akan melihatnya lagi dalam dewan kemasyhuran.' },
  },
};

export default ms;
