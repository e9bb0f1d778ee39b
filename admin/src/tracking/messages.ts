import type { Catalogs } from '../../../common/web/i18n';

/** Console texts of bulk tracking in the three languages (English defines the shape). */
const en = {
  tracking: {
    menu: 'Bulk tracking',
    title: 'Bulk tracking',
    status: { queued: 'Queued', processing: 'Processing', done: 'Done', failed: 'Failed' },
    upload: {
      title: 'Upload tracking numbers',
      help: 'A CSV or Excel (.xlsx) file with a header row holding the columns "Order No" and "Tracking No", at most 5 MB and 5,000 rows. Courier orders to ship move to delivery; orders in delivery get the new number.',
      chooseButton: 'Choose file',
      noFile: 'No file chosen',
      choose: 'Please choose a file.',
      submit: 'Upload',
    },
    sample: { label: 'Sample file:', csv: 'CSV', xlsx: 'Excel (.xlsx)' },
    jobs: { title: 'Uploads', refresh: 'Refresh', empty: 'No Data Found!', show: 'Show' },
    detail: {
      title: 'Upload: %{name}',
      counts: '%{total} rows: %{ok} updated, %{failed} failed, %{pending} waiting',
      running: 'The rows are being processed. This page refreshes by itself.',
      allOk: 'Every row was updated.',
      failedRows: 'Rows that failed',
    },
    fields: {
      createdAt: 'Uploaded',
      fileName: 'File',
      status: 'Status',
      totalRows: 'Rows',
      okRows: 'Updated',
      failedRows: 'Failed',
      rowNo: 'Row',
      orderNo: 'Order no.',
      trackingNo: 'Tracking no.',
      reason: 'Reason',
    },
  },
};

const id: typeof en = {
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

const ms: typeof en = {
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

export const trackingTexts: Partial<Catalogs> = { en, id, ms };
