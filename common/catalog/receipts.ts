import type { Entry } from './entry';

/** Server messages of manual payment by receipt, in English, Indonesian and Malay (merged into common/messages.ts). */
export const receiptsMessages = {
  'receipts.uploaded': {
    en: 'Receipt uploaded. The seller will check it.',
    id: 'Bukti pembayaran diunggah. Penjual akan memeriksanya.',
    ms: 'Resit dimuat naik. Penjual akan menyemaknya.',
  },
  'receipts.disabled': {
    en: 'Payment by receipt is not available. Please contact HQ.',
    id: 'Pembayaran dengan bukti transfer tidak tersedia. Silakan hubungi HQ.',
    ms: 'Bayaran melalui resit tidak tersedia. Sila hubungi HQ.',
  },
  'receipts.notUnpaid': {
    en: 'A receipt can only be uploaded for an unpaid order paid by manual payment.',
    id: 'Bukti pembayaran hanya dapat diunggah untuk pesanan belum dibayar dengan pembayaran manual.',
    ms: 'Resit hanya boleh dimuat naik untuk pesanan belum dibayar dengan bayaran manual.',
  },
  'receipts.pending': {
    en: 'A receipt of this order is already waiting for the seller to check it.',
    id: 'Bukti pembayaran pesanan ini sedang menunggu pemeriksaan penjual.',
    ms: 'Resit pesanan ini sedang menunggu semakan penjual.',
  },
  'receipts.decided': {
    en: 'This receipt has already been approved or rejected.',
    id: 'Bukti pembayaran ini sudah disetujui atau ditolak.',
    ms: 'Resit ini telah diluluskan atau ditolak.',
  },
  'receipts.approved': {
    en: 'Receipt approved. The order is paid.',
    id: 'Bukti pembayaran disetujui. Pesanan sudah dibayar.',
    ms: 'Resit diluluskan. Pesanan telah dibayar.',
  },
  'receipts.rejected': {
    en: 'Receipt rejected. The buyer can see the reason and upload again.',
    id: 'Bukti pembayaran ditolak. Pembeli dapat melihat alasannya dan mengunggah ulang.',
    ms: 'Resit ditolak. Pembeli boleh melihat sebabnya dan memuat naik semula.',
  },
  'receipts.reasonRequired': {
    en: 'Please give the reason for the rejection.',
    id: 'Silakan isi alasan penolakan.',
    ms: 'Sila nyatakan sebab penolakan.',
  },
} satisfies Record<string, Entry>;
