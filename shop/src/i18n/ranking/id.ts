import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks layar papan peringkat (bahasa Indonesia). */
export const id: Translation<typeof en> = {
  shop: {
    ranking: {
      title: 'Papan peringkat',
      intro: '10 agen teratas perusahaan. Posisi Anda sendiri ditandai, di mana pun Anda berada.',
      periodKind: 'Periode',
      period: 'Menampilkan',
      kinds: { month: 'Bulan', quarter: 'Kuartal', year: 'Tahun' },
      quarterWord: 'Kuartal',
      metrics: {
        ps: 'Penjualan pribadi',
        gs: 'Penjualan grup',
        tpgs: 'Total penjualan grup',
        team: 'Pertumbuhan tim',
        commission: 'Komisi',
        recruitment: 'Rekrutmen',
      },
      you: 'Anda',
      yourPlace: 'Posisi Anda: #%{position}',
      notRanked: 'Anda belum ada di papan ini.',
      notRankedHint: {
        ps: 'Pembelian Anda yang sudah dibayar dari HQ atau upline dalam periode ini menempatkan Anda di sini.',
        gs: 'Pembelian grup Anda yang sudah dibayar dalam periode ini menempatkan Anda di sini.',
        tpgs: 'Pembelian Anda dan grup Anda yang sudah dibayar dalam periode ini menempatkan Anda di sini.',
        team: 'Agen baru yang bergabung ke downline Anda dalam periode ini menempatkan Anda di sini.',
        commission: 'Komisi yang Anda peroleh dalam periode ini menempatkan Anda di sini.',
        recruitment: 'Agen yang Anda daftarkan dalam periode ini menempatkan Anda di sini.',
      },
      empty: 'Belum ada yang masuk papan ini untuk periode ini.',
      emptyHint: 'Agen muncul di sini saat pesanan dibayar, komisi diperoleh, dan agen baru bergabung.',
    },
  },
};
