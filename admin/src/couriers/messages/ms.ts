import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  resources: {
    couriers: {
      name: 'Kurier |||| Kurier',
      fields: {
        q: 'Cari',
        name: 'Nama kurier',
        service: 'Perkhidmatan',
        rateBy: 'Kadar mengikut',
        regions: 'Wilayah',
        handlingFee: 'Caj pengendalian',
        freeShippingThreshold: 'Penghantaran percuma dari',
        isActive: 'Aktif',
      },
    },
  },
  couriers: {
    section: { courier: 'Kurier', regions: 'Wilayah dan kadar' },
    rateBy: { weight: 'Berat pesanan', unit: 'Bilangan unit pesanan' },
    comparison: { lt: 'Kurang daripada', lte: 'Kurang daripada atau sama dengan' },
    unit: { kg: 'kg', units: 'unit' },
    region: { name: 'Nama wilayah', states: 'Negeri', rates: 'Kadar' },
    rate: { comparison: 'Jika pesanan', upTo: 'Had', price: 'Harga' },
    help: {
      service: 'Contohnya Standard atau Hari berikutnya. Satu nama kurier boleh mempunyai beberapa perkhidmatan.',
      rateBy: 'Kadar dipilih mengikut berat pesanan atau bilangan unitnya.',
      handlingFee: 'Ditambah sekali pada setiap pesanan yang dihantar dengan kurier ini.',
      freeShippingThreshold: 'Pesanan bernilai jumlah ini atau lebih dihantar percuma. Biarkan kosong jika tiada penghantaran percuma.',
      isActive: 'Kurier yang tidak aktif tidak ditawarkan semasa checkout.',
      regions: 'Wilayah ialah sekumpulan negeri dengan kadar yang sama. Satu negeri hanya boleh berada dalam satu wilayah kurier.',
      rates: 'Senaraikan kadar dari had terendah. Pesanan mengambil kadar pertama yang sesuai; pesanan melebihi had terakhir tidak boleh dihantar oleh kurier ini.',
    },
    list: { region: '%{name}: %{states} negeri, %{rates} kadar', noFreeShipping: 'Tiada' },
  },
};

export default ms;
