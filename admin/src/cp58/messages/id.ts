import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  cp58: {
    menu: 'CP58',
    title: 'Laporan CP58',
    intro:
      'Borang CP58: insentif setiap agen dalam satu tahun kalender (komisi yang dibayar, bonus uang, dan hadiah nonuang sebesar biayanya), diberikan kepada agen paling lambat 31 Maret tahun berikutnya. Laporan dibuat untuk setiap agen yang totalnya melebihi ambang batas.',
    threshold: 'Ambang batas',
    thresholdHelp: 'Laporan dibuat bila total tahunan agen melebihi jumlah ini (RM5.000 kecuali diubah).',
    saveThreshold: 'Simpan ambang batas',
    generate: 'Buat',
    generated: '%{generated} laporan dibuat, %{removed} dihapus, %{kept} yang sudah diterbitkan dipertahankan.',
    issueSelected: 'Terbitkan yang dipilih (%{count})',
    issueAll: 'Terbitkan semua draf',
    issueTitle: 'Terbitkan laporan CP58 tahun %{year}?',
    issueText: 'Laporan yang diterbitkan bersifat final: setiap agen diberi tahu melalui e-mail dan melihat laporannya di aplikasi agen.',
    issue: 'Terbitkan',
    cancel: 'Batal',
    zip: 'Unduh semua (ZIP)',
    search: 'Cari nama, e-mail, atau ID agen',
    statusFilter: 'Status',
    all: 'Semua',
    status: { draft: 'Draf', issued: 'Diterbitkan' },
    column: {
      agent: 'Agen',
      agentId: 'ID agen',
      commissions: 'Komisi',
      bonuses: 'Bonus uang',
      nonMonetary: 'Hadiah nonuang',
      total: 'Total',
      status: 'Status',
      actions: 'Tindakan',
    },
    pdf: 'PDF',
    regenerate: 'Buat ulang',
    reopen: 'Buka kembali',
    reopenTitle: 'Buka kembali laporan %{name} yang sudah diterbitkan?',
    reopenText: 'Laporan menjadi draf baru dengan angka hari ini dan harus diterbitkan lagi.',
    empty: 'Belum ada laporan untuk tahun %{year}. Buat laporan untuk melihat agen di atas ambang batas.',
    noCost: '%{count} hadiah tanpa biaya dihitung 0',
    rowsPerPage: 'Baris per halaman',
  },
};

export default id;
