import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  tracking: {
    menu: 'Resi massal',
    title: 'Resi massal',
    status: { queued: 'Dalam antrean', processing: 'Diproses', done: 'Selesai', failed: 'Gagal' },
    upload: {
      title: 'Unggah nomor resi',
      help: 'Berkas CSV atau Excel (.xlsx) dengan baris judul berisi kolom "Order No" dan "Tracking No", maksimum 5 MB dan 5.000 baris. Pesanan kurir yang siap dikirim berpindah ke pengiriman; pesanan dalam pengiriman mendapat nomor baru.',
      chooseButton: 'Pilih berkas',
      noFile: 'Belum ada berkas',
      choose: 'Silakan pilih berkas.',
      submit: 'Unggah',
    },
    sample: { label: 'Contoh berkas:', csv: 'CSV', xlsx: 'Excel (.xlsx)' },
    jobs: { title: 'Unggahan', refresh: 'Muat ulang', empty: 'Data Tidak Ditemukan!', show: 'Lihat' },
    detail: {
      title: 'Unggahan: %{name}',
      counts: '%{total} baris: %{ok} diperbarui, %{failed} gagal, %{pending} menunggu',
      running: 'Baris-baris sedang diproses. Halaman ini dimuat ulang secara otomatis.',
      allOk: 'Semua baris diperbarui.',
      failedRows: 'Baris yang gagal',
    },
    fields: {
      createdAt: 'Diunggah',
      fileName: 'Berkas',
      status: 'Status',
      totalRows: 'Baris',
      okRows: 'Diperbarui',
      failedRows: 'Gagal',
      rowNo: 'Baris',
      orderNo: 'No. pesanan',
      trackingNo: 'No. resi',
      reason: 'Alasan',
    },
  },
};

export default id;
