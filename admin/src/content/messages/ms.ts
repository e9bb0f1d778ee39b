import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
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

export default ms;
