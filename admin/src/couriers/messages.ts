import type { Catalogs } from '../../../common/web/i18n';

/** Console texts of the couriers area in the three languages. */
const en = {
  resources: {
    couriers: {
      name: 'Courier |||| Couriers',
      fields: {
        q: 'Search',
        name: 'Courier name',
        service: 'Service',
        rateBy: 'Rates by',
        regions: 'Regions',
        handlingFee: 'Handling fee',
        freeShippingThreshold: 'Free shipping from',
        isActive: 'Active',
      },
    },
  },
  couriers: {
    section: { courier: 'Courier', regions: 'Regions and rates' },
    rateBy: { weight: 'Order weight', unit: 'Order units' },
    comparison: { lt: 'Less than', lte: 'Less than or equal to' },
    unit: { kg: 'kg', units: 'units' },
    region: { name: 'Region name', states: 'States', rates: 'Rates' },
    rate: { comparison: 'When the order is', upTo: 'Limit', price: 'Price' },
    help: {
      service: 'For example Standard or Next day. A courier name may have several services.',
      rateBy: 'Rates are chosen by the weight of the order or by its number of units.',
      handlingFee: 'Added once to every order shipped with this courier.',
      freeShippingThreshold: 'Orders of this amount or more ship free. Leave empty for no free shipping.',
      isActive: 'Inactive couriers are not offered at checkout.',
      regions: 'A region is a set of states with the same rates. A state can belong to one region of a courier only.',
      rates: 'List the rates from the lowest limit up. An order takes the first rate it fits; an order above the last limit cannot be shipped by this courier.',
    },
    list: { region: '%{name}: %{states} states, %{rates} rates', noFreeShipping: 'None' },
  },
};

const id: typeof en = {
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

const ms: typeof en = {
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

export const couriersTexts: Partial<Catalogs> = { en, id, ms };
