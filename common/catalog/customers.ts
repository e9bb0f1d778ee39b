import type { Entry } from './entry';

/** Server messages of the agents' address book (customers), in English, Indonesian and Malay (merged into common/messages.ts). */
export const customersMessages = {
  'customer.saved': { en: 'Customer saved.', id: 'Pelanggan disimpan.', ms: 'Pelanggan disimpan.' },
  'customer.deleted': { en: 'Customer deleted.', id: 'Pelanggan dihapus.', ms: 'Pelanggan dipadam.' },
  'customer.primarySet': {
    en: 'Primary address changed.',
    id: 'Alamat utama diubah.',
    ms: 'Alamat utama ditukar.',
  },
  'customer.noAddress': {
    en: 'Add a delivery address to your profile or address book first.',
    id: 'Tambahkan alamat pengiriman di profil atau buku alamat Anda terlebih dahulu.',
    ms: 'Tambah alamat penghantaran dalam profil atau buku alamat anda dahulu.',
  },
} satisfies Record<string, Entry>;
