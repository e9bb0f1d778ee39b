import type { Entry } from './entry';

/** Server messages of self-registration, in English, Indonesian and Malay (merged into common/messages.ts). */
export const selfregMessages = {
  'selfreg.registered': {
    en: 'Registration received. We sent a 6-digit code to your e-mail.',
    id: 'Pendaftaran diterima. Kami telah mengirim kode 6 digit ke e-mail Anda.',
    ms: 'Pendaftaran diterima. Kami telah menghantar kod 6 digit ke e-mel anda.',
  },
  'selfreg.tooMany': {
    en: 'Too many registrations with this e-mail address or registration link. Please try again in {{minutes}} minutes.',
    id: 'Terlalu banyak pendaftaran dengan alamat e-mail atau tautan pendaftaran ini. Silakan coba lagi dalam {{minutes}} menit.',
    ms: 'Terlalu banyak pendaftaran dengan alamat e-mel atau pautan pendaftaran ini. Sila cuba lagi dalam {{minutes}} minit.',
  },
  'selfreg.wrongCompany': {
    en: 'This registration link belongs to another company.',
    id: 'Tautan pendaftaran ini milik perusahaan lain.',
    ms: 'Pautan pendaftaran ini milik syarikat lain.',
  },
  'selfreg.leaderUnknown': {
    en: 'The agent who shared this link cannot recruit at the moment. Please contact them or HQ.',
    id: 'Agen yang membagikan tautan ini tidak dapat merekrut saat ini. Silakan hubungi agen tersebut atau HQ.',
    ms: 'Ejen yang berkongsi pautan ini tidak boleh merekrut buat masa ini. Sila hubungi ejen tersebut atau HQ.',
  },
  'selfreg.tierUnknown': {
    en: 'This level does not exist.',
    id: 'Level ini tidak ada.',
    ms: 'Tahap ini tidak wujud.',
  },
  'selfreg.tierNotBelow': {
    en: 'An agent can only recruit into a level below their own.',
    id: 'Agen hanya dapat merekrut ke level di bawah levelnya sendiri.',
    ms: 'Ejen hanya boleh merekrut ke tahap di bawah tahapnya sendiri.',
  },
  'selfreg.helperUnknown': {
    en: 'The helper must be an agent of this company.',
    id: 'Pembantu harus agen perusahaan ini.',
    ms: 'Pembantu mestilah ejen syarikat ini.',
  },
  'selfreg.emailTaken': {
    en: 'This e-mail is already registered. Sign in or use another e-mail.',
    id: 'E-mail ini sudah terdaftar. Masuk atau gunakan e-mail lain.',
    ms: 'E-mel ini sudah didaftarkan. Log masuk atau gunakan e-mel lain.',
  },
  'selfreg.usernameTaken': {
    en: 'This username is already taken. Choose another one.',
    id: 'Nama pengguna ini sudah dipakai. Pilih yang lain.',
    ms: 'Nama pengguna ini sudah diambil. Pilih yang lain.',
  },
  'selfreg.identityTaken': {
    en: 'This identity number is already registered.',
    id: 'Nomor identitas ini sudah terdaftar.',
    ms: 'Nombor pengenalan ini sudah didaftarkan.',
  },
  'selfreg.usernameFormat': {
    en: 'Use 3 to 50 letters, numbers, dots, dashes or underscores.',
    id: 'Gunakan 3 sampai 50 huruf, angka, titik, tanda hubung, atau garis bawah.',
    ms: 'Gunakan 3 hingga 50 huruf, nombor, titik, sengkang atau garis bawah.',
  },
  'selfreg.termsRequired': {
    en: 'Please read and accept the terms and conditions.',
    id: 'Silakan baca dan setujui syarat dan ketentuan.',
    ms: 'Sila baca dan terima terma dan syarat.',
  },
} satisfies Record<string, Entry>;
