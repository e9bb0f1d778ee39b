import type { Entry } from './entry';

/** Server messages of the payment gateway adapter (Billplz), in English, Indonesian and Malay (to be merged into common/messages.ts). */
export const gatewayMessages = {
  'gateway.unauthorized': {
    en: 'The payment gateway refused the merchant credentials. Please contact HQ.',
    id: 'Gerbang pembayaran menolak kredensial pedagang. Silakan hubungi HQ.',
    ms: 'Gerbang pembayaran menolak kelayakan peniaga. Sila hubungi HQ.',
  },
  'gateway.rejected': {
    en: 'The payment gateway refused the request: {{message}}',
    id: 'Gerbang pembayaran menolak permintaan: {{message}}',
    ms: 'Gerbang pembayaran menolak permintaan: {{message}}',
  },
  'gateway.notFound': {
    en: 'The payment gateway does not know this bill or collection.',
    id: 'Gerbang pembayaran tidak mengenal tagihan atau koleksi ini.',
    ms: 'Gerbang pembayaran tidak mengenali bil atau koleksi ini.',
  },
  'gateway.unavailable': {
    en: 'The payment gateway is not reachable right now. Please try again in a moment.',
    id: 'Gerbang pembayaran tidak dapat dihubungi saat ini. Silakan coba lagi sebentar lagi.',
    ms: 'Gerbang pembayaran tidak dapat dihubungi sekarang. Sila cuba sebentar lagi.',
  },
  'gateway.notAvailable': {
    en: 'Online payment is not available for this company.',
    id: 'Pembayaran daring tidak tersedia untuk perusahaan ini.',
    ms: 'Pembayaran dalam talian tidak tersedia untuk syarikat ini.',
  },
  'gateway.companyNotSet': {
    en: "The company's own payment gateway account is not set up or is disabled.",
    id: 'Akun gerbang pembayaran milik perusahaan belum diatur atau dinonaktifkan.',
    ms: 'Akaun gerbang pembayaran syarikat sendiri belum ditetapkan atau telah dinyahaktifkan.',
  },
  'gateway.orderNotGateway': {
    en: 'This order is not paid by online banking.',
    id: 'Pesanan ini tidak dibayar dengan perbankan daring.',
    ms: 'Pesanan ini tidak dibayar melalui perbankan dalam talian.',
  },
  'gateway.orderNotHq': {
    en: 'Only orders from HQ can be paid online.',
    id: 'Hanya pesanan dari HQ yang dapat dibayar secara daring.',
    ms: 'Hanya pesanan daripada HQ boleh dibayar dalam talian.',
  },
  'gateway.sessionReused': {
    en: 'This payment session was already used for another payment.',
    id: 'Sesi pembayaran ini sudah dipakai untuk pembayaran lain.',
    ms: 'Sesi pembayaran ini telah digunakan untuk pembayaran lain.',
  },
  'gateway.topupMin': {
    en: 'The top-up must be at least {{amount}}.',
    id: 'Isi ulang minimal {{amount}}.',
    ms: 'Tambah nilai mestilah sekurang-kurangnya {{amount}}.',
  },
  'gateway.topupMax': {
    en: 'The top-up can be at most {{amount}}.',
    id: 'Isi ulang maksimal {{amount}}.',
    ms: 'Tambah nilai tidak boleh melebihi {{amount}}.',
  },
  'gateway.badSignature': {
    en: 'The payment notification could not be verified.',
    id: 'Notifikasi pembayaran tidak dapat diverifikasi.',
    ms: 'Pemberitahuan pembayaran tidak dapat disahkan.',
  },
  'gateway.amountMismatch': {
    en: 'The amount paid does not match the bill.',
    id: 'Jumlah yang dibayar tidak sesuai dengan tagihan.',
    ms: 'Jumlah yang dibayar tidak sepadan dengan bil.',
  },
  'gateway.methodName': { en: 'Online banking (FPX)', id: 'Perbankan daring (FPX)', ms: 'Perbankan dalam talian (FPX)' },
  'gateway.billOrder': { en: 'Payment of order {{orderNo}}', id: 'Pembayaran pesanan {{orderNo}}', ms: 'Bayaran pesanan {{orderNo}}' },
  'gateway.billTopup': { en: 'Wallet top-up', id: 'Isi ulang dompet', ms: 'Tambah nilai dompet' },
  'gateway.checkout': { en: 'Payment created.', id: 'Pembayaran dibuat.', ms: 'Pembayaran dicipta.' },
} satisfies Record<string, Entry>;

export type GatewayMessageKey = keyof typeof gatewayMessages;
