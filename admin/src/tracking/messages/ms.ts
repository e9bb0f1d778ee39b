import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  tracking: {
    menu: 'Penjejakan pukal',
    title: 'Penjejakan pukal',
    status: { queued: 'Dalam giliran', processing: 'Sedang diproses', done: 'Selesai', failed: 'Gagal' },
    upload: {
      title: 'Muat naik nombor penjejakan',
      help: 'Fail CSV atau Excel (.xlsx) dengan baris tajuk mengandungi lajur "Order No" dan "Tracking No", maksimum 5 MB dan 5,000 baris. Pesanan kurier untuk dihantar beralih ke penghantaran; pesanan dalam penghantaran menerima nombor baharu.',
      chooseButton: 'Pilih fail',
      noFile: 'Tiada fail dipilih',
      choose: 'Sila pilih fail.',
      submit: 'Muat naik',
    },
    sample: { label: 'Fail contoh:', csv: 'CSV', xlsx: 'Excel (.xlsx)' },
    jobs: { title: 'Muat naik', refresh: 'Muat semula', empty: 'Tiada Data Ditemui!', show: 'Lihat' },
    detail: {
      title: 'Muat naik: %{name}',
      counts: '%{total} baris: %{ok} dikemas kini, %{failed} gagal, %{pending} menunggu',
      running: 'Baris sedang diproses. Halaman ini akan dimuat semula secara automatik.',
      allOk: 'Semua baris telah dikemas kini.',
      failedRows: 'Baris yang gagal',
    },
    fields: {
      createdAt: 'Dimuat naik',
      fileName: 'Fail',
      status: 'Status',
      totalRows: 'Baris',
      okRows: 'Dikemas kini',
      failedRows: 'Gagal',
      rowNo: 'Baris',
      orderNo: 'No. pesanan',
      trackingNo: 'No. penjejakan',
      reason: 'Sebab',
    },
  },
};

export default ms;
