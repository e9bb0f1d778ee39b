import type { Entry } from './entry';

/** Server messages of a courier order's receiver (orders/receiver.ts), in English, Indonesian and Malay (merged into common/messages.ts). */
export const receiverMessages = {
  'receiver.incomplete.profile': {
    en: "A courier delivery needs the receiver's name, phone and full address. Missing or wrong in your profile: {{fields}}. Complete your profile or choose another receiver.",
    id: 'Pengiriman kurir memerlukan nama, telepon, dan alamat lengkap penerima. Kurang atau salah di profil Anda: {{fields}}. Lengkapi profil Anda atau pilih penerima lain.',
    ms: 'Penghantaran kurier memerlukan nama, telefon dan alamat penuh penerima. Tiada atau salah dalam profil anda: {{fields}}. Lengkapkan profil anda atau pilih penerima lain.',
  },
  'receiver.incomplete.addressBook': {
    en: 'A courier delivery needs the receiver\'s name, phone and full address. Missing or wrong in the address book entry "{{name}}": {{fields}}. Edit the entry or choose another receiver.',
    id: 'Pengiriman kurir memerlukan nama, telepon, dan alamat lengkap penerima. Kurang atau salah di buku alamat "{{name}}": {{fields}}. Ubah data tersebut atau pilih penerima lain.',
    ms: 'Penghantaran kurier memerlukan nama, telefon dan alamat penuh penerima. Tiada atau salah dalam buku alamat "{{name}}": {{fields}}. Ubah entri itu atau pilih penerima lain.',
  },
  'receiver.invalid': { en: '{{field}} (not valid)', id: '{{field}} (tidak valid)', ms: '{{field}} (tidak sah)' },
  'receiver.field.name': { en: 'receiver name', id: 'nama penerima', ms: 'nama penerima' },
  'receiver.field.phone': { en: 'phone', id: 'telepon', ms: 'telefon' },
  'receiver.field.address1': { en: 'address line', id: 'baris alamat', ms: 'baris alamat' },
  'receiver.field.city': { en: 'city', id: 'kota/kabupaten', ms: 'bandar' },
  'receiver.field.postcode': { en: 'postcode', id: 'kode pos', ms: 'poskod' },
  'receiver.field.state': { en: 'state', id: 'provinsi', ms: 'negeri' },
  'receiver.field.district': { en: 'district', id: 'kecamatan', ms: 'daerah' },
  'receiver.field.village': { en: 'village', id: 'kelurahan/desa', ms: 'kampung' },
  'receiver.label.incomplete': {
    en: 'RECEIVER DETAILS INCOMPLETE - missing: {{fields}}',
    id: 'DATA PENERIMA TIDAK LENGKAP - kurang: {{fields}}',
    ms: 'BUTIRAN PENERIMA TIDAK LENGKAP - tiada: {{fields}}',
  },
} satisfies Record<string, Entry>;
