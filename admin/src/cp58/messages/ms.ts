import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  cp58: {
    menu: 'CP58',
    title: 'Penyata CP58',
    intro:
      'Borang CP58: insentif setiap ejen bagi satu tahun kalendar (komisen yang dibayar, bonus dalam bentuk wang dan ganjaran bukan wang pada kos), diberikan kepada ejen selewat-lewatnya 31 Mac tahun berikutnya. Penyata dijana bagi setiap ejen yang jumlahnya melebihi ambang.',
    threshold: 'Ambang',
    thresholdHelp: 'Penyata dijana apabila jumlah tahunan ejen melebihi amaun ini (RM5,000 melainkan diubah).',
    saveThreshold: 'Simpan ambang',
    generate: 'Jana',
    generated: '%{generated} penyata dijana, %{removed} dibuang, %{kept} yang telah dikeluarkan dikekalkan.',
    issueSelected: 'Keluarkan yang dipilih (%{count})',
    issueAll: 'Keluarkan semua draf',
    issueTitle: 'Keluarkan penyata CP58 tahun %{year}?',
    issueText: 'Penyata yang dikeluarkan adalah muktamad: setiap ejen dimaklumkan melalui e-mel dan melihat penyatanya dalam aplikasi ejen.',
    issue: 'Keluarkan',
    cancel: 'Batal',
    zip: 'Muat turun semua (ZIP)',
    search: 'Cari nama, e-mel atau ID ejen',
    statusFilter: 'Status',
    all: 'Semua',
    status: { draft: 'Draf', issued: 'Dikeluarkan' },
    column: {
      agent: 'Ejen',
      agentId: 'ID ejen',
      commissions: 'Komisen',
      bonuses: 'Bonus wang',
      nonMonetary: 'Ganjaran bukan wang',
      total: 'Jumlah',
      status: 'Status',
      actions: 'Tindakan',
    },
    pdf: 'PDF',
    regenerate: 'Jana semula',
    reopen: 'Buka semula',
    reopenTitle: 'Buka semula penyata %{name} yang telah dikeluarkan?',
    reopenText: 'Ia menjadi draf yang dijana semula dengan angka hari ini dan mesti dikeluarkan semula.',
    empty: 'Belum ada penyata bagi tahun %{year}. Jana penyata untuk melihat ejen yang melebihi ambang.',
    noCost: '%{count} ganjaran tanpa kos dikira 0',
    rowsPerPage: 'Baris setiap halaman',
  },
};

export default ms;
