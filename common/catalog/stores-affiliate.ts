import type { Entry } from './entry';

/** Server messages of HQ's own store and the affiliate add-on (docs/stores.md), in English, Indonesian and Malay (merged into common/messages.ts). */
export const storesAffiliateMessages = {
  'stores.hqNotSetUp': {
    en: 'HQ’s store is not set up yet.',
    id: 'Toko HQ belum disiapkan.',
    ms: 'Kedai HQ belum disediakan.',
  },
  'stores.affiliateOff': {
    en: 'The affiliate store is not enabled for this company. HQ can switch it on in Company features.',
    id: 'Toko afiliasi tidak diaktifkan untuk perusahaan ini. HQ dapat mengaktifkannya di Fitur perusahaan.',
    ms: 'Kedai afiliasi tidak diaktifkan untuk syarikat ini. HQ boleh mengaktifkannya dalam Ciri syarikat.',
  },
  'stores.affiliateNotRegistered': {
    en: 'You have not registered as an affiliate yet.',
    id: 'Anda belum mendaftar sebagai afiliasi.',
    ms: 'Anda belum mendaftar sebagai afiliasi.',
  },
  'stores.affiliateAlreadyRegistered': {
    en: 'You are already registered as an affiliate.',
    id: 'Anda sudah terdaftar sebagai afiliasi.',
    ms: 'Anda sudah berdaftar sebagai afiliasi.',
  },
  'stores.affiliateRegistered': {
    en: 'You are now an affiliate. Share your link.',
    id: 'Anda sekarang afiliasi. Bagikan tautan Anda.',
    ms: 'Anda kini seorang afiliasi. Kongsi pautan anda.',
  },
  'stores.affiliateSaved': {
    en: 'Affiliate details saved.',
    id: 'Detail afiliasi disimpan.',
    ms: 'Butiran afiliasi disimpan.',
  },
  'stores.affiliateCodeFormat': {
    en: 'Use 3 to 30 lowercase letters, digits or hyphens, starting and ending with a letter or digit.',
    id: 'Gunakan 3 sampai 30 huruf kecil, angka atau tanda hubung, diawali dan diakhiri huruf atau angka.',
    ms: 'Gunakan 3 hingga 30 huruf kecil, digit atau sempang, bermula dan berakhir dengan huruf atau digit.',
  },
  'stores.affiliateCodeTaken': {
    en: 'This code is already used by another affiliate. Choose another one.',
    id: 'Kode ini sudah dipakai afiliasi lain. Pilih yang lain.',
    ms: 'Kod ini sudah digunakan oleh afiliasi lain. Pilih yang lain.',
  },
  'stores.hqStoreSaved': {
    en: 'HQ’s store saved.',
    id: 'Toko HQ disimpan.',
    ms: 'Kedai HQ disimpan.',
  },
} satisfies Record<string, Entry>;
