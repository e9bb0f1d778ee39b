/** Console texts of bulk tracking (English; defines the shape of id.ts and ms.ts). */
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

export default en;
