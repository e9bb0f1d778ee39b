import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks skrin CP58 (bahasa Melayu). */
export const ms: Translation<typeof en> = {
  shop: {
    cp58: {
      title: 'Penyata CP58',
      intro:
        'Penyata tahunan insentif anda daripada syarikat (Borang CP58): komisen yang dibayar, bonus dalam bentuk wang dan ganjaran bukan wang pada kos. Simpan untuk pengisytiharan cukai pendapatan anda.',
      empty: 'Belum ada penyata CP58 yang dikeluarkan kepada anda.',
      year: 'Tahun %{year}',
      commissions: 'Komisen',
      bonuses: 'Bonus wang',
      nonMonetary: 'Ganjaran bukan wang',
      total: 'Jumlah',
      issuedOn: 'Dikeluarkan pada %{date}',
      download: 'Muat turun PDF',
    },
  },
};
