import type { Entry } from './entry';

/**
 * Server messages of commissions and payouts, in English, Indonesian and Malay (merged
 * into common/messages.ts). Other commission parts keep theirs in commissions-<part>.ts.
 */
export const commissionsMessages = {
  'commission.belowMinimum': {
    en: 'The amount is below the minimum payout of {{min}}.',
    id: 'Jumlah di bawah pembayaran minimum {{min}}.',
    ms: 'Jumlah di bawah bayaran minimum {{min}}.',
  },
  'commission.aboveAvailable': {
    en: 'The amount is more than your available commission ({{available}}).',
    id: 'Jumlah melebihi komisi Anda yang tersedia ({{available}}).',
    ms: 'Jumlah melebihi komisen anda yang tersedia ({{available}}).',
  },
  'commission.nothingAvailable': {
    en: 'There is no available commission to pay out.',
    id: 'Tidak ada komisi tersedia untuk dibayarkan.',
    ms: 'Tiada komisen tersedia untuk dibayar.',
  },
  'commission.noBankAccount': {
    en: 'Add your bank account (bank, account number and holder name) to your profile first.',
    id: 'Tambahkan rekening bank Anda (bank, nomor rekening dan nama pemilik) ke profil terlebih dahulu.',
    ms: 'Tambah akaun bank anda (bank, nombor akaun dan nama pemegang) ke profil dahulu.',
  },
  'commission.payoutOpen': {
    en: 'You already have a payout request in progress.',
    id: 'Anda sudah memiliki permintaan pembayaran yang sedang diproses.',
    ms: 'Anda sudah mempunyai permintaan bayaran yang sedang diproses.',
  },
  'commission.payoutStatus': {
    en: 'This payout request can no longer be changed this way.',
    id: 'Permintaan pembayaran ini tidak dapat lagi diubah dengan cara ini.',
    ms: 'Permintaan bayaran ini tidak lagi boleh diubah dengan cara ini.',
  },
  'commission.payoutNotFound': {
    en: 'Payout request not found.',
    id: 'Permintaan pembayaran tidak ditemukan.',
    ms: 'Permintaan bayaran tidak dijumpai.',
  },
  'commission.agentNotFound': { en: 'Agent not found.', id: 'Agen tidak ditemukan.', ms: 'Ejen tidak dijumpai.' },
  'commission.paidOnFuture': {
    en: 'The payment date cannot be in the future.',
    id: 'Tanggal pembayaran tidak boleh di masa depan.',
    ms: 'Tarikh bayaran tidak boleh pada masa hadapan.',
  },
  'commission.amountZero': {
    en: 'The amount must not be zero.',
    id: 'Jumlah tidak boleh nol.',
    ms: 'Jumlah tidak boleh sifar.',
  },
  'commission.payoutRequested': {
    en: 'Your payout request was sent to HQ.',
    id: 'Permintaan pembayaran Anda telah dikirim ke HQ.',
    ms: 'Permintaan bayaran anda telah dihantar kepada HQ.',
  },
  'commission.payoutApproved': { en: 'Payout approved.', id: 'Pembayaran disetujui.', ms: 'Bayaran diluluskan.' },
  'commission.payoutRejected': { en: 'Payout request rejected.', id: 'Permintaan pembayaran ditolak.', ms: 'Permintaan bayaran ditolak.' },
  'commission.payoutPaid': { en: 'Payout marked as paid.', id: 'Pembayaran ditandai telah dibayar.', ms: 'Bayaran ditanda sebagai telah dibayar.' },
  'commission.payoutCancelled': {
    en: 'Payout request cancelled.',
    id: 'Permintaan pembayaran dibatalkan.',
    ms: 'Permintaan bayaran dibatalkan.',
  },
  'commission.transferred': {
    en: 'Commission moved to your credit wallet.',
    id: 'Komisi dipindahkan ke dompet kredit Anda.',
    ms: 'Komisen dipindahkan ke dompet kredit anda.',
  },
  'commission.adjusted': { en: 'Commission balance adjusted.', id: 'Saldo komisi disesuaikan.', ms: 'Baki komisen dilaraskan.' },
  'commission.agentIdRequired': {
    en: 'Choose the agent whose balance to show.',
    id: 'Pilih agen yang saldonya akan ditampilkan.',
    ms: 'Pilih ejen yang bakinya hendak dipaparkan.',
  },
  'features.closeDay': {
    en: 'The closing day must be between {{min}} and {{max}}.',
    id: 'Tanggal penutupan harus antara {{min}} dan {{max}}.',
    ms: 'Hari penutupan mestilah antara {{min}} dan {{max}}.',
  },
  'features.closeHour': {
    en: 'The closing hour must be between {{min}} and {{max}}.',
    id: 'Jam penutupan harus antara {{min}} dan {{max}}.',
    ms: 'Jam penutupan mestilah antara {{min}} dan {{max}}.',
  },
  'features.minPayout': {
    en: 'The minimum payout must be between 0 and {{max}}.',
    id: 'Pembayaran minimum harus antara 0 dan {{max}}.',
    ms: 'Bayaran minimum mestilah antara 0 dan {{max}}.',
  },
  'mail.payoutRequest.subject': {
    en: 'Payout request from {{agent}}',
    id: 'Permintaan pembayaran dari {{agent}}',
    ms: 'Permintaan bayaran daripada {{agent}}',
  },
  'mail.payoutRequest.body': {
    en: '{{agent}} asked for a commission payout of {{amount}} to {{bank}} {{number}} ({{holder}}). Review it in the HQ console under payouts (request {{id}}).',
    id: '{{agent}} meminta pembayaran komisi sebesar {{amount}} ke {{bank}} {{number}} ({{holder}}). Periksa di konsol HQ pada menu pembayaran (permintaan {{id}}).',
    ms: '{{agent}} meminta bayaran komisen sebanyak {{amount}} ke {{bank}} {{number}} ({{holder}}). Semak di konsol HQ di bawah bayaran (permintaan {{id}}).',
  },
} satisfies Record<string, Entry>;
