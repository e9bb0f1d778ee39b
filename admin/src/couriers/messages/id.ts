import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  resources: {
    couriers: {
      name: 'Kurir |||| Kurir',
      fields: {
        q: 'Cari',
        name: 'Nama kurir',
        service: 'Layanan',
        rateBy: 'Tarif berdasarkan',
        regions: 'Wilayah',
        handlingFee: 'Biaya penanganan',
        freeShippingThreshold: 'Gratis ongkir mulai',
        isActive: 'Aktif',
      },
    },
  },
  couriers: {
    section: { courier: 'Kurir', regions: 'Wilayah dan tarif' },
    rateBy: { weight: 'Berat pesanan', unit: 'Jumlah unit pesanan' },
    comparison: { lt: 'Kurang dari', lte: 'Kurang dari atau sama dengan' },
    unit: { kg: 'kg', units: 'unit' },
    region: { name: 'Nama wilayah', states: 'Provinsi', rates: 'Tarif' },
    rate: { comparison: 'Jika pesanan', upTo: 'Batas', price: 'Harga' },
    help: {
      service: 'Misalnya Reguler atau Kilat. Satu nama kurir dapat memiliki beberapa layanan.',
      rateBy: 'Tarif dipilih berdasarkan berat pesanan atau jumlah unitnya.',
      handlingFee: 'Ditambahkan sekali pada setiap pesanan yang dikirim dengan kurir ini.',
      freeShippingThreshold: 'Pesanan sebesar jumlah ini atau lebih gratis ongkir. Kosongkan jika tidak ada gratis ongkir.',
      isActive: 'Kurir yang tidak aktif tidak ditawarkan saat checkout.',
      regions: 'Wilayah adalah kumpulan provinsi dengan tarif yang sama. Satu provinsi hanya boleh ada di satu wilayah kurir.',
      rates: 'Urutkan tarif dari batas terendah. Pesanan memakai tarif pertama yang sesuai; pesanan di atas batas terakhir tidak dapat dikirim dengan kurir ini.',
    },
    list: { region: '%{name}: %{states} provinsi, %{rates} tarif', noFreeShipping: 'Tidak ada' },
  },
};

export default id;
