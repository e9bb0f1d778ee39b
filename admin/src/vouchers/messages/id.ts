import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  resources: {
    vouchers: {
      name: 'Voucher |||| Voucher',
      fields: {
        q: 'Cari',
        voucherName: 'Nama voucher',
        voucherCode: 'Kode voucher',
        voucherType: 'Jenis diskon',
        voucherDisc: 'Diskon',
        voucherMinPurchase: 'Pembelian minimum',
        voucherQuota: 'Kuota',
        voucherUsgLimit: 'Pemakaian per agen',
        voucherStartDate: 'Tanggal mulai',
        voucherStopDate: 'Tanggal berakhir',
        freeShipping: 'Gratis ongkir',
        firstOrder: 'Hanya pesanan pertama',
        package: 'Hanya paket',
        status: 'Status',
        conditions: 'Syarat',
      },
    },
    voucherUsages: {
      name: 'Pemakaian voucher |||| Riwayat voucher',
      fields: {
        q: 'Cari',
        voucherId: 'Voucher',
        released: 'Pemakaian',
        createdAt: 'Tanggal',
        voucherCode: 'Voucher',
        agentName: 'Agen',
        orderNo: 'No. pesanan',
        discount: 'Diskon',
      },
    },
  },
  vouchers: {
    menu: { list: 'Voucher', history: 'Riwayat voucher' },
    status: { all: 'Semua', ongoing: 'Berlangsung', upcoming: 'Akan datang', expired: 'Kedaluwarsa' },
    type: { amount: 'Nominal tetap', percentage: 'Persentase' },
    list: {
      title: 'Voucher',
      empty: 'Belum ada voucher di sini.',
      quota: '%{used} dari %{quota} terpakai, sisa %{remaining}',
      minPurchase: 'Min. %{amount}',
    },
    actions: { new: 'Voucher baru', history: 'Riwayat' },
    delete: { content: 'Hapus voucher ini? Voucher yang sudah dipakai pesanan tidak dapat dihapus: ubah tanggal berakhirnya.' },
    form: { createTitle: 'Voucher baru', editTitle: 'Ubah voucher' },
    help: {
      code: 'Huruf, angka, - dan _. Agen boleh mengetik dengan huruf besar atau kecil; disimpan dalam huruf besar.',
      amount: 'Dipotong dari nilai barang, tidak pernah lebih dari nilainya.',
      percent: 'Persentase dari nilai barang, misalnya 12,5.',
      minPurchase: 'Nilai barang (paket, untuk voucher khusus paket) harus mencapai jumlah ini. 0 jika tidak ada.',
      quota: 'Berapa pesanan yang dapat memakai voucher ini seluruhnya.',
      usageLimit: 'Berapa pesanan dari satu agen yang dapat memakainya.',
      dates: 'Dari tanggal mulai sampai tanggal berakhir, keduanya termasuk (waktu Malaysia).',
      freeShipping: 'Pesanan bebas ongkos kirim.',
      firstOrder: 'Hanya untuk pesanan pertama agen.',
      package: 'Hanya untuk keranjang berisi paket; diskon berlaku untuk paket.',
    },
    validation: {
      percent: 'Masukkan persentase di atas 0 dan paling banyak 100.',
      positive: 'Masukkan jumlah di atas 0.',
      atLeastOne: 'Masukkan 1 atau lebih.',
      dates: 'Tanggal berakhir harus sama dengan atau setelah tanggal mulai.',
      code: 'Gunakan hanya huruf, angka, - dan _.',
    },
    history: {
      title: 'Riwayat voucher',
      empty: 'Belum ada voucher yang dipakai.',
      live: 'Dipakai',
      released: 'Dikembalikan',
    },
  },
};

export default id;
