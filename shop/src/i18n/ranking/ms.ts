import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks skrin papan kedudukan (bahasa Melayu). */
export const ms: Translation<typeof en> = {
  shop: {
    ranking: {
      title: 'Papan kedudukan',
      intro: '10 ejen teratas syarikat. Kedudukan anda sendiri ditonjolkan, di mana pun anda berada.',
      periodKind: 'Tempoh',
      period: 'Paparan',
      kinds: { month: 'Bulan', quarter: 'Suku tahun', year: 'Tahun' },
      quarterWord: 'Suku',
      metrics: {
        ps: 'Jualan peribadi',
        gs: 'Jualan kumpulan',
        tpgs: 'Jumlah jualan kumpulan',
        team: 'Pertumbuhan pasukan',
        commission: 'Komisen',
        recruitment: 'Pengambilan',
      },
      you: 'Anda',
      yourPlace: 'Kedudukan anda: #%{position}',
      notRanked: 'Anda belum berada di papan ini.',
      notRankedHint: {
        ps: 'Pembelian anda yang telah dibayar daripada HQ atau upline dalam tempoh ini meletakkan anda di sini.',
        gs: 'Pembelian kumpulan anda yang telah dibayar dalam tempoh ini meletakkan anda di sini.',
        tpgs: 'Pembelian anda dan kumpulan anda yang telah dibayar dalam tempoh ini meletakkan anda di sini.',
        team: 'Ejen baharu yang menyertai downline anda dalam tempoh ini meletakkan anda di sini.',
        commission: 'Komisen yang anda peroleh dalam tempoh ini meletakkan anda di sini.',
        recruitment: 'Ejen yang anda daftarkan dalam tempoh ini meletakkan anda di sini.',
      },
      empty: 'Belum ada sesiapa di papan ini untuk tempoh ini.',
      emptyHint: 'Ejen dipaparkan di sini apabila pesanan dibayar, komisen diperoleh dan ejen baharu menyertai.',
    },
  },
};
