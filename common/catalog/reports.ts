import type { Entry } from './entry';

/**
 * Server messages of the reports (issue 17: master report and product sales), in English,
 * Indonesian and Malay (merged into common/messages.ts): period and product choice errors, and the
 * column headers of the CSV / XLSX exports.
 */
export const reportsMessages = {
  'reports.badDate': { en: 'Enter a date as YYYY-MM-DD.', id: 'Masukkan tanggal sebagai YYYY-MM-DD.', ms: 'Masukkan tarikh sebagai YYYY-MM-DD.' },
  'reports.periodOrder': {
    en: 'The end date cannot be before the start date.',
    id: 'Tanggal akhir tidak boleh sebelum tanggal mulai.',
    ms: 'Tarikh akhir tidak boleh sebelum tarikh mula.',
  },
  'reports.periodTooLong': {
    en: 'A report covers at most {{max}} days.',
    id: 'Laporan mencakup paling lama {{max}} hari.',
    ms: 'Laporan merangkumi paling lama {{max}} hari.',
  },
  'reports.productsMax': {
    en: 'Choose at most {{max}} products.',
    id: 'Pilih paling banyak {{max}} produk.',
    ms: 'Pilih paling banyak {{max}} produk.',
  },
  'reports.productsRequired': {
    en: 'Choose at least one product.',
    id: 'Pilih sedikitnya satu produk.',
    ms: 'Pilih sekurang-kurangnya satu produk.',
  },
  'reports.noRecruiter': { en: 'HQ (no recruiter)', id: 'HQ (tanpa perekrut)', ms: 'HQ (tiada perekrut)' },
  'reports.column.orderNo': { en: 'Order No', id: 'No. Pesanan', ms: 'No. Pesanan' },
  'reports.column.paidAt': { en: 'Paid at', id: 'Dibayar pada', ms: 'Dibayar pada' },
  'reports.column.orderType': { en: 'Order type', id: 'Jenis pesanan', ms: 'Jenis pesanan' },
  'reports.column.paymentType': { en: 'Payment method', id: 'Metode pembayaran', ms: 'Kaedah pembayaran' },
  'reports.column.stage': { en: 'Status', id: 'Status', ms: 'Status' },
  'reports.column.agent': { en: 'Agent', id: 'Agen', ms: 'Ejen' },
  'reports.column.agentId': { en: 'Agent ID', id: 'ID Agen', ms: 'ID Ejen' },
  'reports.column.tier': { en: 'Tier', id: 'Tingkat', ms: 'Peringkat' },
  'reports.column.state': { en: 'State', id: 'Provinsi', ms: 'Negeri' },
  'reports.column.amount': { en: 'Sales', id: 'Penjualan', ms: 'Jualan' },
  'reports.column.salesValue': { en: 'Sales value', id: 'Nilai penjualan', ms: 'Nilai jualan' },
  'reports.column.units': { en: 'Units', id: 'Unit', ms: 'Unit' },
  'reports.column.orders': { en: 'Orders', id: 'Pesanan', ms: 'Pesanan' },
  'reports.column.refunded': { en: 'Refunded', id: 'Dikembalikan', ms: 'Dipulangkan' },
  'reports.column.refunds': { en: 'Refunds', id: 'Pengembalian', ms: 'Bayaran balik' },
  'reports.column.refundAmount': { en: 'Refund amount', id: 'Jumlah pengembalian', ms: 'Jumlah bayaran balik' },
  'reports.column.recruiter': { en: 'Recruiter', id: 'Perekrut', ms: 'Perekrut' },
  'reports.column.recruits': { en: 'Recruits', id: 'Rekrutan', ms: 'Rekrut' },
  'reports.column.status': { en: 'Status', id: 'Status', ms: 'Status' },
  'reports.column.joinedAt': { en: 'Joined', id: 'Bergabung', ms: 'Menyertai' },
  'reports.column.customers': { en: 'Customers', id: 'Pelanggan', ms: 'Pelanggan' },
  'reports.column.product': { en: 'Product', id: 'Produk', ms: 'Produk' },
  'reports.column.sku': { en: 'SKU', id: 'SKU', ms: 'SKU' },
  'reports.column.itemType': { en: 'Item type', id: 'Jenis item', ms: 'Jenis item' },
  'reports.column.quantity': { en: 'Quantity', id: 'Jumlah', ms: 'Kuantiti' },
  'reports.column.qtyIn': { en: 'Stock in', id: 'Stok masuk', ms: 'Stok masuk' },
  'reports.column.qtyOut': { en: 'Stock out', id: 'Stok keluar', ms: 'Stok keluar' },
  'reports.column.movements': { en: 'Movements', id: 'Pergerakan', ms: 'Pergerakan' },
  'reports.column.stock': { en: 'Stock now', id: 'Stok sekarang', ms: 'Stok sekarang' },
  'reports.column.day': { en: 'Date', id: 'Tanggal', ms: 'Tarikh' },
} satisfies Record<string, Entry>;
