import type { Lang } from './constants';
import type { Entry } from './catalog/entry';
import { setupMessages } from './catalog/setup';
import { tiersMessages } from './catalog/tiers';
import { staffMessages } from './catalog/staff';
import { productsMessages } from './catalog/products';
import { couriersMessages } from './catalog/couriers';
import { inventoryMessages } from './catalog/inventory';
import { agentsMessages } from './catalog/agents';
import { selfregMessages } from './catalog/selfreg';
import { customersMessages } from './catalog/customers';
import { ordersMessages } from './catalog/orders';
import { gatewayMessages } from './catalog/gateway';
import { vouchersMessages } from './catalog/vouchers';
import { walletMessages } from './catalog/wallet';
import { commissionsReadsMessages } from './catalog/commissions-reads';
import { receiptsMessages } from './catalog/receipts';
import { integrationsMessages } from './catalog/integrations';
import { fulfilmentMessages } from './catalog/fulfilment';
import { trackingMessages } from './catalog/tracking';
import { commissionsMessages } from './catalog/commissions';
import { commissionsPeriodMessages } from './catalog/commissions-period';
import { marketingFilesMessages } from './catalog/marketing-files';
import { campaignsMessages } from './catalog/campaigns';
import { reportsMessages } from './catalog/reports';
import { newsMessages } from './catalog/news';
import { receiverMessages } from './catalog/receiver';
import { einvoiceMessages } from './catalog/einvoice';
import { cp58Messages } from './catalog/cp58';
import { storesMessages } from './catalog/stores';
import { storesAffiliateMessages } from './catalog/stores-affiliate';
import { storesCoopMessages } from './catalog/stores-coop';

/**
 * Every message the server sends to people (API responses and e-mails), in English, Indonesian
 * and Malay. Keys are stable; the texts docs/rules.md quotes are used verbatim.
 * `{{name}}` marks a parameter. Each business area keeps its messages in common/catalog/.
 */

const core = {
  ok: { en: 'Success', id: 'Berhasil', ms: 'Berjaya' },
  'error.general': {
    en: "We're sorry, but an error has occurred. Please try again or contact HQ if the issue persists.",
    id: 'Mohon maaf, terjadi kesalahan. Silakan coba lagi atau hubungi HQ jika masalah berlanjut.',
    ms: 'Harap maaf, ralat telah berlaku. Sila cuba lagi atau hubungi HQ jika masalah berterusan.',
  },
  'error.notFound': { en: 'Not found', id: 'Tidak ditemukan', ms: 'Tidak dijumpai' },
  'error.routeNotFound': {
    en: 'This address does not exist.',
    id: 'Alamat ini tidak ada.',
    ms: 'Alamat ini tidak wujud.',
  },
  'error.companyNotFound': {
    en: 'This site is not registered.',
    id: 'Situs ini tidak terdaftar.',
    ms: 'Laman ini tidak berdaftar.',
  },
  'request.malformed': {
    en: 'The request could not be read.',
    id: 'Permintaan tidak dapat dibaca.',
    ms: 'Permintaan tidak dapat dibaca.',
  },
  'request.tooLarge': {
    en: 'The request is too large.',
    id: 'Permintaan terlalu besar.',
    ms: 'Permintaan terlalu besar.',
  },
  rateLimited: {
    en: 'Opss, too many requests! Please try again in 5 minutes.',
    id: 'Ups, terlalu banyak permintaan! Silakan coba lagi dalam 5 menit.',
    ms: 'Opss, terlalu banyak permintaan! Sila cuba lagi dalam 5 minit.',
  },

  'auth.unauthenticated': { en: 'Unauthenticated', id: 'Unauthenticated', ms: 'Unauthenticated' },
  'auth.forbidden': {
    en: 'You do not have permission to do this.',
    id: 'Anda tidak memiliki izin untuk melakukan ini.',
    ms: 'Anda tiada kebenaran untuk melakukan ini.',
  },
  'auth.invalidCredentials': {
    en: 'The e-mail or password is incorrect.',
    id: 'E-mail atau kata sandi salah.',
    ms: 'E-mel atau kata laluan tidak betul.',
  },
  'auth.suspended': {
    en: 'Your account has been suspended. Please contact HQ.',
    id: 'Akun Anda telah ditangguhkan. Silakan hubungi HQ.',
    ms: 'Akaun anda telah digantung. Sila hubungi HQ.',
  },
  'auth.unverified': {
    en: 'Please verify your e-mail address first with the code we sent you.',
    id: 'Silakan verifikasi alamat e-mail Anda terlebih dahulu dengan kode yang kami kirim.',
    ms: 'Sila sahkan alamat e-mel anda dahulu dengan kod yang kami hantar.',
  },
  'auth.companyLockedHq': {
    en: "Your company's subscription has expired. Please renew it to continue.",
    id: 'Langganan perusahaan Anda telah berakhir. Silakan perpanjang untuk melanjutkan.',
    ms: 'Langganan syarikat anda telah tamat. Sila perbaharui untuk meneruskan.',
  },
  'auth.companyLockedAgent': {
    en: 'This service is not available at the moment. Please contact HQ.',
    id: 'Layanan ini sedang tidak tersedia. Silakan hubungi HQ.',
    ms: 'Perkhidmatan ini tidak tersedia buat masa ini. Sila hubungi HQ.',
  },
  'auth.wrongCompany': {
    en: 'This account does not belong to this company.',
    id: 'Akun ini bukan milik perusahaan ini.',
    ms: 'Akaun ini bukan milik syarikat ini.',
  },
  'auth.loggedIn': { en: 'Logged in successfully.', id: 'Berhasil masuk.', ms: 'Berjaya log masuk.' },

  'verify.invalidCode': {
    en: 'The verification code is incorrect.',
    id: 'Kode verifikasi salah.',
    ms: 'Kod pengesahan tidak betul.',
  },
  'verify.expired': {
    en: 'The verification code has expired. Please request a new one.',
    id: 'Kode verifikasi telah kedaluwarsa. Silakan minta kode baru.',
    ms: 'Kod pengesahan telah tamat tempoh. Sila minta kod baharu.',
  },
  'verify.tooManyAttempts': {
    en: 'Too many wrong codes. Please request a new code.',
    id: 'Terlalu banyak kode salah. Silakan minta kode baru.',
    ms: 'Terlalu banyak kod salah. Sila minta kod baharu.',
  },
  'verify.done': {
    en: 'Your e-mail address has been verified.',
    id: 'Alamat e-mail Anda telah diverifikasi.',
    ms: 'Alamat e-mel anda telah disahkan.',
  },
  'verify.already': {
    en: 'This e-mail address is already verified. You can log in.',
    id: 'Alamat e-mail ini sudah diverifikasi. Anda dapat masuk.',
    ms: 'Alamat e-mel ini sudah disahkan. Anda boleh log masuk.',
  },
  'verify.resent': {
    en: 'If the e-mail is registered and not yet verified, a new code has been sent to it.',
    id: 'Jika e-mail terdaftar dan belum diverifikasi, kode baru telah dikirim.',
    ms: 'Jika e-mel berdaftar dan belum disahkan, kod baharu telah dihantar.',
  },

  'password.forgotSent': {
    en: 'If the e-mail is registered, a link to set a new password has been sent to it.',
    id: 'Jika e-mail terdaftar, tautan untuk membuat kata sandi baru telah dikirim.',
    ms: 'Jika e-mel berdaftar, pautan untuk menetapkan kata laluan baharu telah dihantar.',
  },
  'password.tokenInvalid': {
    en: 'This link is invalid or has expired. Please request a new one.',
    id: 'Tautan ini tidak valid atau telah kedaluwarsa. Silakan minta yang baru.',
    ms: 'Pautan ini tidak sah atau telah tamat tempoh. Sila minta yang baharu.',
  },
  'password.created': {
    en: 'Your password has been set. You can now log in.',
    id: 'Kata sandi Anda telah dibuat. Sekarang Anda dapat masuk.',
    ms: 'Kata laluan anda telah ditetapkan. Anda kini boleh log masuk.',
  },
  'password.changed': {
    en: 'Your password has been changed.',
    id: 'Kata sandi Anda telah diubah.',
    ms: 'Kata laluan anda telah ditukar.',
  },
  'password.oldWrong': {
    en: 'The current password is incorrect.',
    id: 'Kata sandi saat ini salah.',
    ms: 'Kata laluan semasa tidak betul.',
  },
  'password.weak': {
    en: 'The password must have at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.',
    id: 'Kata sandi harus minimal 8 karakter dengan huruf besar, huruf kecil, angka, dan karakter khusus.',
    ms: 'Kata laluan mesti sekurang-kurangnya 8 aksara dengan huruf besar, huruf kecil, nombor dan aksara khas.',
  },
  'password.sameAsOld': {
    en: 'The new password must be different from the current one.',
    id: 'Kata sandi baru harus berbeda dari yang sekarang.',
    ms: 'Kata laluan baharu mesti berbeza daripada yang semasa.',
  },

  'account.saved': { en: 'Account details saved.', id: 'Detail akun disimpan.', ms: 'Butiran akaun disimpan.' },
  'bank.saved': { en: 'Bank details saved.', id: 'Detail bank disimpan.', ms: 'Butiran bank disimpan.' },
  'social.saved': { en: 'Social media saved.', id: 'Media sosial disimpan.', ms: 'Media sosial disimpan.' },
  'image.saved': { en: 'Profile picture saved.', id: 'Foto profil disimpan.', ms: 'Gambar profil disimpan.' },
  'language.saved': { en: 'Language saved.', id: 'Bahasa disimpan.', ms: 'Bahasa disimpan.' },

  'upload.required': { en: 'Please choose a file.', id: 'Silakan pilih berkas.', ms: 'Sila pilih fail.' },
  'upload.tooLarge': {
    en: 'The file is too large. The maximum is {{max}}.',
    id: 'Berkas terlalu besar. Maksimum {{max}}.',
    ms: 'Fail terlalu besar. Maksimum {{max}}.',
  },
  'upload.badType': {
    en: 'Only {{types}} files are accepted.',
    id: 'Hanya berkas {{types}} yang diterima.',
    ms: 'Hanya fail {{types}} diterima.',
  },

  'validation.failed': { en: 'Invalid input', id: 'Input tidak valid', ms: 'Input tidak sah' },
  'validation.required': { en: 'This field is required.', id: 'Kolom ini wajib diisi.', ms: 'Medan ini wajib diisi.' },
  'validation.type': {
    en: 'This value has the wrong type.',
    id: 'Jenis nilai ini salah.',
    ms: 'Jenis nilai ini salah.',
  },
  'validation.minLength': {
    en: 'Must have at least {{limit}} characters.',
    id: 'Minimal {{limit}} karakter.',
    ms: 'Sekurang-kurangnya {{limit}} aksara.',
  },
  'validation.maxLength': {
    en: 'Must have at most {{limit}} characters.',
    id: 'Maksimal {{limit}} karakter.',
    ms: 'Paling banyak {{limit}} aksara.',
  },
  'validation.minimum': { en: 'Must be at least {{limit}}.', id: 'Minimal {{limit}}.', ms: 'Sekurang-kurangnya {{limit}}.' },
  'validation.maximum': { en: 'Must be at most {{limit}}.', id: 'Maksimal {{limit}}.', ms: 'Paling banyak {{limit}}.' },
  'validation.invalid': { en: 'This value is not valid.', id: 'Nilai ini tidak valid.', ms: 'Nilai ini tidak sah.' },
  'validation.email': {
    en: 'Please enter a valid e-mail address.',
    id: 'Masukkan alamat e-mail yang valid.',
    ms: 'Sila masukkan alamat e-mel yang sah.',
  },
  'validation.enum': {
    en: 'Please choose one of: {{values}}.',
    id: 'Pilih salah satu dari: {{values}}.',
    ms: 'Sila pilih salah satu daripada: {{values}}.',
  },
  'validation.unknownField': {
    en: 'This field is not allowed.',
    id: 'Kolom ini tidak diizinkan.',
    ms: 'Medan ini tidak dibenarkan.',
  },
  'validation.reference': {
    en: 'The selected record does not exist.',
    id: 'Data yang dipilih tidak ada.',
    ms: 'Rekod yang dipilih tidak wujud.',
  },
  'validation.socialLink': {
    en: 'Enter a full link or a username.',
    id: 'Masukkan tautan lengkap atau nama pengguna.',
    ms: 'Masukkan pautan penuh atau nama pengguna.',
  },
  'conflict.unique': {
    en: 'This value is already in use.',
    id: 'Nilai ini sudah digunakan.',
    ms: 'Nilai ini sudah digunakan.',
  },
  'conflict.general': {
    en: 'This change conflicts with existing data.',
    id: 'Perubahan ini bertentangan dengan data yang ada.',
    ms: 'Perubahan ini bercanggah dengan data sedia ada.',
  },
  'conflict.concurrent': {
    en: 'This was being changed by another request at the same time. Please try again.',
    id: 'Data ini sedang diubah oleh permintaan lain pada saat yang sama. Silakan coba lagi.',
    ms: 'Data ini sedang diubah oleh permintaan lain pada masa yang sama. Sila cuba lagi.',
  },

  'mail.verify.subject': {
    en: 'Your verification code for {{company}}',
    id: 'Kode verifikasi Anda untuk {{company}}',
    ms: 'Kod pengesahan anda untuk {{company}}',
  },
  'mail.verify.body': {
    en: 'Hello {{name}},\n\nYour verification code is {{code}}. It expires in {{minutes}} minutes.\n\n{{company}}',
    id: 'Halo {{name}},\n\nKode verifikasi Anda adalah {{code}}. Kode berlaku selama {{minutes}} menit.\n\n{{company}}',
    ms: 'Helo {{name}},\n\nKod pengesahan anda ialah {{code}}. Kod ini tamat tempoh dalam {{minutes}} minit.\n\n{{company}}',
  },
  'mail.reset.subject': {
    en: 'Set a new password for {{company}}',
    id: 'Buat kata sandi baru untuk {{company}}',
    ms: 'Tetapkan kata laluan baharu untuk {{company}}',
  },
  'mail.reset.body': {
    en: 'Hello {{name}},\n\nOpen this link to set a new password. It expires in {{minutes}} minutes and works once:\n{{link}}\n\nIf you did not ask for it, ignore this e-mail.\n\n{{company}}',
    id: 'Halo {{name}},\n\nBuka tautan ini untuk membuat kata sandi baru. Tautan berlaku {{minutes}} menit dan hanya sekali:\n{{link}}\n\nJika Anda tidak memintanya, abaikan e-mail ini.\n\n{{company}}',
    ms: 'Helo {{name}},\n\nBuka pautan ini untuk menetapkan kata laluan baharu. Pautan tamat tempoh dalam {{minutes}} minit dan sah sekali sahaja:\n{{link}}\n\nJika anda tidak memintanya, abaikan e-mel ini.\n\n{{company}}',
  },
} satisfies Record<string, Entry>;

const catalog = {
  ...core,
  ...setupMessages,
  ...tiersMessages,
  ...staffMessages,
  ...productsMessages,
  ...couriersMessages,
  ...inventoryMessages,
  ...agentsMessages,
  ...selfregMessages,
  ...customersMessages,
  ...vouchersMessages,
  ...ordersMessages,
  ...receiptsMessages,
  ...walletMessages,
  ...gatewayMessages,
  ...integrationsMessages,
  ...fulfilmentMessages,
  ...trackingMessages,
  ...commissionsMessages,
  ...commissionsReadsMessages,
  ...commissionsPeriodMessages,
  ...marketingFilesMessages,
  ...campaignsMessages,
  ...reportsMessages,
  ...newsMessages,
  ...receiverMessages,
  ...einvoiceMessages,
  ...cp58Messages,
  ...storesMessages,
  ...storesAffiliateMessages,
  ...storesCoopMessages,
};

export type MessageKey = keyof typeof catalog;
export const MESSAGES: Record<MessageKey, Entry> = catalog;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalog, key);
}

/** The message in the language, with `{{name}}` parameters filled in. */
export function translate(key: MessageKey, lang: Lang, params: Record<string, unknown> = {}): string {
  const text = MESSAGES[key][lang] ?? MESSAGES[key].en;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
