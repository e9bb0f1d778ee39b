import type { Entry } from './entry';

/** Server messages of the payment gateway adapter (Billplz), in English, Indonesian and Malay (to be merged into common/messages.ts). */
export const gatewayMessages = {
  'gateway.unauthorized': {
    en: 'The payment gateway refused the merchant credentials. Please contact HQ.',
    id: 'Gateway pembayaran menolak kredensial merchant. Silakan hubungi HQ.',
    ms: 'Gerbang pembayaran menolak kelayakan peniaga. Sila hubungi HQ.',
  },
  'gateway.rejected': {
    en: 'The payment gateway refused the request: {{message}}',
    id: 'Gateway pembayaran menolak permintaan: {{message}}',
    ms: 'Gerbang pembayaran menolak permintaan: {{message}}',
  },
  'gateway.notFound': {
    en: 'The payment gateway does not know this bill or collection.',
    id: 'Gateway pembayaran tidak mengenal tagihan atau koleksi ini.',
    ms: 'Gerbang pembayaran tidak mengenali bil atau koleksi ini.',
  },
  'gateway.unavailable': {
    en: 'The payment gateway is not reachable right now. Please try again in a moment.',
    id: 'Gateway pembayaran tidak dapat dihubungi saat ini. Silakan coba lagi sebentar lagi.',
    ms: 'Gerbang pembayaran tidak dapat dihubungi sekarang. Sila cuba sebentar lagi.',
  },
} satisfies Record<string, Entry>;

export type GatewayMessageKey = keyof typeof gatewayMessages;
