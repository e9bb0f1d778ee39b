import type { Entry } from './entry';

/** Server messages of CP58 statements, in English, Indonesian and Malay (merged into common/messages.ts). */
export const cp58Messages = {
  'cp58.disabled': {
    en: 'CP58 statements are not enabled for this company. HQ can switch them on in Company features.',
    id: 'Laporan CP58 tidak diaktifkan untuk perusahaan ini. HQ dapat mengaktifkannya di Fitur perusahaan.',
    ms: 'Penyata CP58 tidak diaktifkan untuk syarikat ini. HQ boleh mengaktifkannya dalam Ciri syarikat.',
  },
  'cp58.notAvailable': {
    en: 'CP58 statements are a Malaysian tax form: they apply to Malaysian companies only.',
    id: 'Laporan CP58 adalah formulir pajak Malaysia: hanya berlaku untuk perusahaan Malaysia.',
    ms: 'Penyata CP58 ialah borang cukai Malaysia: ia hanya terpakai kepada syarikat Malaysia.',
  },
  'cp58.yearInvalid': {
    en: 'Choose a year from {{first}} to {{last}}.',
    id: 'Pilih tahun dari {{first}} sampai {{last}}.',
    ms: 'Pilih tahun dari {{first}} hingga {{last}}.',
  },
  'cp58.yearNotOver': {
    en: 'CP58 statements of {{year}} can be issued once the year is over.',
    id: 'Laporan CP58 tahun {{year}} dapat diterbitkan setelah tahun tersebut berakhir.',
    ms: 'Penyata CP58 tahun {{year}} boleh dikeluarkan selepas tahun itu berakhir.',
  },
  'cp58.notFound': {
    en: 'No CP58 statement was found.',
    id: 'Laporan CP58 tidak ditemukan.',
    ms: 'Penyata CP58 tidak dijumpai.',
  },
  'cp58.notAgent': {
    en: 'This user is not an agent of the company.',
    id: 'Pengguna ini bukan agen perusahaan.',
    ms: 'Pengguna ini bukan ejen syarikat.',
  },
  'cp58.nothingToIssue': {
    en: 'There is no draft statement to issue.',
    id: 'Tidak ada draf laporan untuk diterbitkan.',
    ms: 'Tiada draf penyata untuk dikeluarkan.',
  },
  'cp58.zipTooLarge': {
    en: 'More than {{max}} statements: download them by status, or ask for a smaller selection.',
    id: 'Lebih dari {{max}} laporan: unduh per status, atau pilih lebih sedikit.',
    ms: 'Lebih daripada {{max}} penyata: muat turun mengikut status, atau pilih lebih sedikit.',
  },
  'cp58.generated': {
    en: 'CP58 statements generated.',
    id: 'Laporan CP58 dibuat.',
    ms: 'Penyata CP58 dijana.',
  },
  'cp58.issued': {
    en: 'CP58 statements issued. The agents have been told by e-mail.',
    id: 'Laporan CP58 diterbitkan. Para agen telah diberi tahu melalui e-mail.',
    ms: 'Penyata CP58 dikeluarkan. Ejen telah dimaklumkan melalui e-mel.',
  },
  'cp58.settingsSaved': {
    en: 'CP58 settings saved.',
    id: 'Pengaturan CP58 disimpan.',
    ms: 'Tetapan CP58 disimpan.',
  },
  'mail.cp58Issued.subject': {
    en: 'Your CP58 statement for {{year}} from {{company}}',
    id: 'Laporan CP58 Anda untuk tahun {{year}} dari {{company}}',
    ms: 'Penyata CP58 anda bagi tahun {{year}} daripada {{company}}',
  },
  'mail.cp58Issued.body': {
    en: 'Hello {{name}},\n\n{{company}} has issued your CP58 statement of incentive payments for {{year}}: {{total}} in all. Keep it for your income tax return.\n\nOpen it in the agent app: {{link}}',
    id: 'Halo {{name}},\n\n{{company}} telah menerbitkan laporan CP58 pembayaran insentif Anda untuk tahun {{year}}: total {{total}}. Simpan untuk pelaporan pajak penghasilan Anda.\n\nBuka di aplikasi agen: {{link}}',
    ms: 'Helo {{name}},\n\n{{company}} telah mengeluarkan penyata CP58 bayaran insentif anda bagi tahun {{year}}: berjumlah {{total}}. Simpan untuk pengisytiharan cukai pendapatan anda.\n\nBuka dalam aplikasi ejen: {{link}}',
  },
} satisfies Record<string, Entry>;
