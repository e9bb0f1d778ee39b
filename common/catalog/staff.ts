import type { Entry } from './entry';

/**
 * Server messages of the staff and subscription areas, in English, Indonesian and Malay
 * (merged into common/messages.ts).
 */
export const staffMessages = {
  'staff.invited': {
    en: 'Invitation sent.',
    id: 'Undangan telah dikirim.',
    ms: 'Jemputan telah dihantar.',
  },
  'staff.inviteResent': {
    en: 'A new invitation has been sent.',
    id: 'Undangan baru telah dikirim.',
    ms: 'Jemputan baharu telah dihantar.',
  },
  'staff.permissionsSaved': {
    en: 'Permissions saved.',
    id: 'Izin telah disimpan.',
    ms: 'Kebenaran telah disimpan.',
  },
  'staff.suspended': {
    en: 'The staff member is suspended.',
    id: 'Staf telah ditangguhkan.',
    ms: 'Kakitangan telah digantung.',
  },
  'staff.unsuspended': {
    en: 'The suspension is lifted.',
    id: 'Penangguhan telah dicabut.',
    ms: 'Penggantungan telah ditarik balik.',
  },
  'staff.removed': {
    en: 'The staff member is removed.',
    id: 'Staf telah dihapus.',
    ms: 'Kakitangan telah dipadam.',
  },
  'staff.emailTaken': {
    en: 'This e-mail is already used by a user of the company.',
    id: 'E-mail ini sudah digunakan oleh pengguna perusahaan.',
    ms: 'E-mel ini sudah digunakan oleh pengguna syarikat.',
  },
  'staff.notSelf': {
    en: 'You cannot change your own access.',
    id: 'Anda tidak dapat mengubah akses Anda sendiri.',
    ms: 'Anda tidak boleh mengubah akses anda sendiri.',
  },
  'staff.permissionNotHeld': {
    en: 'You can only grant or revoke permissions you hold yourself.',
    id: 'Anda hanya dapat memberi atau mencabut izin yang Anda miliki sendiri.',
    ms: 'Anda hanya boleh memberi atau menarik balik kebenaran yang anda miliki sendiri.',
  },
  'staff.outranks': {
    en: 'This staff member holds permissions you do not have; ask HQ.',
    id: 'Staf ini memiliki izin yang tidak Anda miliki; hubungi HQ.',
    ms: 'Kakitangan ini memiliki kebenaran yang anda tiada; hubungi HQ.',
  },
  'staff.notInvited': {
    en: 'This staff member has already accepted the invitation.',
    id: 'Staf ini sudah menerima undangan.',
    ms: 'Kakitangan ini sudah menerima jemputan.',
  },
  'staff.removeBlocked': {
    en: 'This staff member is referenced by records and cannot be removed; suspend instead.',
    id: 'Staf ini dirujuk oleh data dan tidak dapat dihapus; tangguhkan saja.',
    ms: 'Kakitangan ini dirujuk oleh rekod dan tidak boleh dipadam; gantung sahaja.',
  },

  /** For the lead: sendPasswordLink(…, 'invite') could use these instead of mail.reset.* (see report). */
  'mail.invite.subject': {
    en: 'You are invited to {{company}}',
    id: 'Anda diundang ke {{company}}',
    ms: 'Anda dijemput ke {{company}}',
  },
  'mail.invite.body': {
    en: 'Hello {{name}},\n\nYou have been invited to join {{company}} as staff. Open this link to set your password; it works once and expires in 7 days:\n{{link}}\n\n{{company}}',
    id: 'Halo {{name}},\n\nAnda diundang bergabung dengan {{company}} sebagai staf. Buka tautan ini untuk membuat kata sandi; tautan hanya berlaku sekali dan selama 7 hari:\n{{link}}\n\n{{company}}',
    ms: 'Helo {{name}},\n\nAnda dijemput menyertai {{company}} sebagai kakitangan. Buka pautan ini untuk menetapkan kata laluan; pautan sah sekali sahaja dan tamat tempoh dalam 7 hari:\n{{link}}\n\n{{company}}',
  },

  'subscription.invalidDate': {
    en: 'Enter a date as YYYY-MM-DD.',
    id: 'Masukkan tanggal sebagai YYYY-MM-DD.',
    ms: 'Masukkan tarikh sebagai YYYY-MM-DD.',
  },
  'subscription.invalidAmount': {
    en: 'Enter a positive amount.',
    id: 'Masukkan jumlah yang positif.',
    ms: 'Masukkan jumlah yang positif.',
  },
  'subscription.overpaid': {
    en: 'The payment is more than the balance of the invoice.',
    id: 'Pembayaran melebihi sisa tagihan.',
    ms: 'Bayaran melebihi baki invois.',
  },
  'subscription.invoiceNotFound': {
    en: 'No subscription invoice has this number.',
    id: 'Tidak ada tagihan langganan dengan nomor ini.',
    ms: 'Tiada invois langganan dengan nombor ini.',
  },
  'subscription.invoiceVoid': {
    en: 'This invoice is void.',
    id: 'Tagihan ini sudah dibatalkan.',
    ms: 'Invois ini telah dibatalkan.',
  },
  'subscription.invoicePaid': {
    en: 'This invoice is already paid.',
    id: 'Tagihan ini sudah lunas.',
    ms: 'Invois ini telah dibayar.',
  },
  'subscription.hasPayments': {
    en: 'An invoice with payments cannot be voided.',
    id: 'Tagihan yang sudah memiliki pembayaran tidak dapat dibatalkan.',
    ms: 'Invois yang mempunyai bayaran tidak boleh dibatalkan.',
  },
  'subscription.numberTaken': {
    en: 'An invoice with this number exists.',
    id: 'Tagihan dengan nomor ini sudah ada.',
    ms: 'Invois dengan nombor ini sudah wujud.',
  },
  'subscription.planNotFound': {
    en: 'No plan has this code.',
    id: 'Tidak ada paket dengan kode ini.',
    ms: 'Tiada pelan dengan kod ini.',
  },
  'subscription.planCodeTaken': {
    en: 'A plan with this code exists.',
    id: 'Paket dengan kode ini sudah ada.',
    ms: 'Pelan dengan kod ini sudah wujud.',
  },
  'subscription.companyNotFound': {
    en: 'No company has this slug.',
    id: 'Tidak ada perusahaan dengan slug ini.',
    ms: 'Tiada syarikat dengan slug ini.',
  },
  'subscription.currencyMismatch': {
    en: "The plan's currency is not the company's currency.",
    id: 'Mata uang paket berbeda dengan mata uang perusahaan.',
    ms: 'Mata wang pelan berbeza daripada mata wang syarikat.',
  },
  'subscription.dueBeforeIssue': {
    en: 'The due date cannot be before the issue date.',
    id: 'Tanggal jatuh tempo tidak boleh sebelum tanggal terbit.',
    ms: 'Tarikh akhir tidak boleh sebelum tarikh dikeluarkan.',
  },
} satisfies Record<string, Entry>;
