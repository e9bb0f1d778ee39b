import type { Entry } from './entry';

/** Kinds of wallet ledger entries: credit comes in by top-up, refund, adjustment or a transfer of commission; order payments take it out. */
export const WALLET_KINDS = ['topup', 'order_payment', 'refund', 'adjustment', 'commission'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** Server messages of the agents' credit wallet, in English, Indonesian and Malay (merged into common/messages.ts). */
export const walletMessages = {
  'wallet.insufficient': {
    en: 'Not enough credit in the wallet.',
    id: 'Kredit di dompet tidak cukup.',
    ms: 'Kredit dalam dompet tidak mencukupi.',
  },
  'wallet.adjusted': { en: 'Wallet balance adjusted.', id: 'Saldo dompet disesuaikan.', ms: 'Baki dompet dilaraskan.' },
  'wallet.amountZero': {
    en: 'The amount must not be zero.',
    id: 'Jumlah tidak boleh nol.',
    ms: 'Jumlah tidak boleh sifar.',
  },
  'wallet.referenceReused': {
    en: 'This reference was already used for another wallet entry.',
    id: 'Referensi ini sudah dipakai untuk entri dompet lain.',
    ms: 'Rujukan ini telah digunakan untuk catatan dompet lain.',
  },
  'wallet.agentNotFound': {
    en: 'Agent not found.',
    id: 'Agen tidak ditemukan.',
    ms: 'Ejen tidak dijumpai.',
  },
  'wallet.userIdRequired': {
    en: 'Choose the agent whose wallet to show.',
    id: 'Pilih agen yang dompetnya akan ditampilkan.',
    ms: 'Pilih ejen yang dompetnya hendak dipaparkan.',
  },
} satisfies Record<string, Entry>;
