import type { Catalogs } from '../../../common/web/i18n';

/** Console texts of the content area (terms, welcoming e-mails, FAQ) in the three languages. */
const en = {
  content: {
    menu: 'Content',
    kind: { tnc: 'Agreement', greeting: 'Welcoming e-mail', faq: 'FAQ' },
    add: 'Add %{kind}',
    create: 'New %{kind}',
    edit: 'Edit %{kind}',
    allTiers: 'All levels',
    hqOnly: 'No level (HQ only)',
    visibleTo: 'Visible to',
    everyItem: 'Every item',
    pdf: 'PDF',
    fields: {
      tierIds: 'Levels',
      question: 'Question',
      answer: 'Answer',
      greetSubject: 'Subject',
      greetDetail: 'Message',
      tncDetails: 'Terms and conditions',
      pdfUpload: 'PDF document',
      removePdf: 'Remove the current PDF',
    },
    help: {
      tierIds: 'Tick none to show it to all levels.',
      greetDetail: 'Sent to each new agent of the chosen levels. {{name}}, {{level}} and {{company}} are filled in.',
      pdf: 'PDF only, at most 10 MB.',
    },
  },
};

const id: typeof en = {
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

const ms: typeof en = {
  content: {
    menu: 'Kandungan',
    kind: { tnc: 'Perjanjian', greeting: 'E-mel alu-aluan', faq: 'Soalan lazim' },
    add: 'Tambah %{kind}',
    create: '%{kind} baharu',
    edit: 'Sunting %{kind}',
    allTiers: 'Semua tahap',
    hqOnly: 'Tiada tahap (HQ sahaja)',
    visibleTo: 'Dilihat oleh',
    everyItem: 'Semua item',
    pdf: 'PDF',
    fields: {
      tierIds: 'Tahap',
      question: 'Soalan',
      answer: 'Jawapan',
      greetSubject: 'Subjek',
      greetDetail: 'Mesej',
      tncDetails: 'Terma dan syarat',
      pdfUpload: 'Dokumen PDF',
      removePdf: 'Buang PDF semasa',
    },
    help: {
      tierIds: 'Jangan tanda apa-apa untuk menunjukkannya kepada semua tahap.',
      greetDetail: 'Dihantar kepada setiap ejen baharu tahap yang dipilih. {{name}}, {{level}} dan {{company}} akan diisi.',
      pdf: 'PDF sahaja, paling besar 10 MB.',
    },
  },
};

export const contentTexts: Partial<Catalogs> = { en, id, ms };
