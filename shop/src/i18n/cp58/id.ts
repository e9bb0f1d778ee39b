import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Teks layar CP58 (bahasa Indonesia). */
export const id: Translation<typeof en> = {
  shop: {
    cp58: {
      title: 'Laporan CP58',
      intro: 'Laporan tahunan insentif Anda dari perusahaan (Borang CP58): komisi yang dibayar, bonus uang, dan hadiah nonuang sebesar biayanya. Simpan untuk pelaporan pajak penghasilan Anda.',
      empty: 'Belum ada laporan CP58 yang diterbitkan untuk Anda.',
      year: 'Tahun %{year}',
      commissions: 'Komisi',
      bonuses: 'Bonus uang',
      nonMonetary: 'Hadiah nonuang',
      total: 'Total',
      issuedOn: 'Diterbitkan pada %{date}',
      download: 'Unduh PDF',
    },
  },
};
