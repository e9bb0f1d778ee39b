import type { Entry } from './entry';

/** Server messages of the integrations module, in English, Indonesian and Malay. */
export const integrationsMessages = {
  'integrations.stored': { en: 'Integration saved.', id: 'Integrasi disimpan.', ms: 'Integrasi disimpan.' },
  'integrations.disabled': { en: 'Integration disabled.', id: 'Integrasi dinonaktifkan.', ms: 'Integrasi dinyahaktifkan.' },
  'integrations.unknownType': { en: 'Unknown integration type.', id: 'Jenis integrasi tidak dikenal.', ms: 'Jenis integrasi tidak dikenali.' },
  'integrations.notFound': { en: 'Integration setup not found.', id: 'Pengaturan integrasi tidak ditemukan.', ms: 'Tetapan integrasi tidak dijumpai.' },
  'integrations.badApiKey': {
    en: 'The payment gateway refused this API key.',
    id: 'Gerbang pembayaran menolak kunci API ini.',
    ms: 'Gerbang pembayaran menolak kunci API ini.',
  },
  'integrations.badCollection': {
    en: 'The payment gateway does not know this collection ID for this API key.',
    id: 'Gerbang pembayaran tidak mengenal ID koleksi ini untuk kunci API tersebut.',
    ms: 'Gerbang pembayaran tidak mengenali ID koleksi ini untuk kunci API tersebut.',
  },
  'integrations.adminFee': {
    en: 'The admin fee must be a whole number of sen, 0 or more.',
    id: 'Biaya admin harus bilangan bulat sen, 0 atau lebih.',
    ms: 'Yuran pentadbiran mestilah nombor bulat sen, 0 atau lebih.',
  },
  'integrations.maskedWithoutValue': {
    en: 'Enter the value: nothing is stored for this field yet.',
    id: 'Masukkan nilainya: belum ada yang tersimpan untuk kolom ini.',
    ms: 'Masukkan nilainya: belum ada yang disimpan untuk medan ini.',
  },
} satisfies Record<string, Entry>;
