import type { Entry } from './entry';

/** Server messages of the couriers area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const couriersMessages = {
  'courier.created': { en: 'Courier created.', id: 'Kurir dibuat.', ms: 'Kurier dicipta.' },
  'courier.saved': { en: 'Courier saved.', id: 'Kurir disimpan.', ms: 'Kurier disimpan.' },
  'courier.deleted': { en: 'Courier deleted.', id: 'Kurir dihapus.', ms: 'Kurier dipadam.' },
  'courier.duplicate': {
    en: 'A courier with this name and service already exists.',
    id: 'Kurir dengan nama dan layanan ini sudah ada.',
    ms: 'Kurier dengan nama dan perkhidmatan ini sudah wujud.',
  },
  'courier.regionsRequired': {
    en: 'Add at least one region.',
    id: 'Tambahkan setidaknya satu wilayah.',
    ms: 'Tambah sekurang-kurangnya satu wilayah.',
  },
  'courier.regionNameTaken': {
    en: 'Each region of a courier needs its own name.',
    id: 'Setiap wilayah kurir harus memiliki nama sendiri.',
    ms: 'Setiap wilayah kurier memerlukan nama tersendiri.',
  },
  'courier.statesRequired': {
    en: 'Choose at least one state.',
    id: 'Pilih setidaknya satu provinsi.',
    ms: 'Pilih sekurang-kurangnya satu negeri.',
  },
  'courier.unknownState': {
    en: '"{{state}}" is not a state of this country.',
    id: '"{{state}}" bukan provinsi di negara ini.',
    ms: '"{{state}}" bukan negeri di negara ini.',
  },
  'courier.stateTaken': {
    en: '{{state}} is already in the region "{{region}}".',
    id: '{{state}} sudah ada di wilayah "{{region}}".',
    ms: '{{state}} sudah ada dalam wilayah "{{region}}".',
  },
  'courier.ratesRequired': {
    en: 'Add at least one rate.',
    id: 'Tambahkan setidaknya satu tarif.',
    ms: 'Tambah sekurang-kurangnya satu kadar.',
  },
  'courier.bandDuplicate': {
    en: 'This rate repeats the limit of the rate above it.',
    id: 'Tarif ini mengulang batas tarif di atasnya.',
    ms: 'Kadar ini mengulangi had kadar di atasnya.',
  },
  'courier.bandOverlap': {
    en: 'The limit must be above the limit of the rate above it.',
    id: 'Batas harus lebih besar dari batas tarif di atasnya.',
    ms: 'Had mesti melebihi had kadar di atasnya.',
  },
  'courier.thresholdPositive': {
    en: 'Must be above zero; leave it empty for no free shipping.',
    id: 'Harus lebih dari nol; kosongkan jika tidak ada gratis ongkir.',
    ms: 'Mesti melebihi sifar; biarkan kosong jika tiada penghantaran percuma.',
  },
  'shipping.notFound': {
    en: "Shipping not found. The order's weight or unit is not in the courier settings. Please contact HQ.",
    id: 'Pengiriman tidak ditemukan. Berat atau unit pesanan tidak ada dalam pengaturan kurir. Silakan hubungi HQ.',
    ms: 'Penghantaran tidak dijumpai. Berat atau unit pesanan tiada dalam tetapan kurier. Sila hubungi HQ.',
  },
  'shipping.measureRequired': {
    en: "Give the order's weight or its number of units.",
    id: 'Isi berat pesanan atau jumlah unitnya.',
    ms: 'Berikan berat pesanan atau bilangan unitnya.',
  },
} satisfies Record<string, Entry>;
