import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  content: {
    menu: 'Konten',
    kind: { tnc: 'Perjanjian', greeting: 'E-mail sambutan', faq: 'FAQ' },
    add: 'Tambah %{kind}',
    create: '%{kind} baru',
    edit: 'Ubah %{kind}',
    allTiers: 'Semua level',
    hqOnly: 'Tanpa level (hanya HQ)',
    visibleTo: 'Terlihat oleh',
    everyItem: 'Semua item',
    pdf: 'PDF',
    fields: {
      tierIds: 'Level',
      question: 'Pertanyaan',
      answer: 'Jawaban',
      greetSubject: 'Subjek',
      greetDetail: 'Pesan',
      tncDetails: 'Syarat dan ketentuan',
      pdfUpload: 'Dokumen PDF',
      removePdf: 'Hapus PDF saat ini',
    },
    help: {
      tierIds: 'Jangan centang apa pun untuk menampilkannya ke semua level.',
      greetDetail: 'Dikirim ke setiap agen baru dari level yang dipilih. {{name}}, {{level}} dan {{company}} akan diisi.',
      pdf: 'Hanya PDF, maksimal 10 MB.',
    },
  },
};

export default id;
