import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  resources: {
    vouchers: {
      name: 'Baucar |||| Baucar',
      fields: {
        q: 'Cari',
        voucherName: 'Nama baucar',
        voucherCode: 'Kod baucar',
        voucherType: 'Jenis diskaun',
        voucherDisc: 'Diskaun',
        voucherMinPurchase: 'Pembelian minimum',
        voucherQuota: 'Kuota',
        voucherUsgLimit: 'Penggunaan setiap ejen',
        voucherStartDate: 'Tarikh mula',
        voucherStopDate: 'Tarikh tamat',
        freeShipping: 'Penghantaran percuma',
        firstOrder: 'Pesanan pertama sahaja',
        package: 'Pakej sahaja',
        status: 'Status',
        conditions: 'Syarat',
      },
    },
    voucherUsages: {
      name: 'Penggunaan baucar |||| Sejarah baucar',
      fields: {
        q: 'Cari',
        voucherId: 'Baucar',
        released: 'Penggunaan',
        createdAt: 'Tarikh',
        voucherCode: 'Baucar',
        agentName: 'Ejen',
        orderNo: 'No. pesanan',
        discount: 'Diskaun',
      },
    },
  },
  vouchers: {
    menu: { list: 'Baucar', history: 'Sejarah baucar' },
    status: { all: 'Semua', ongoing: 'Sedang berjalan', upcoming: 'Akan datang', expired: 'Tamat tempoh' },
    type: { amount: 'Amaun tetap', percentage: 'Peratusan' },
    list: {
      title: 'Baucar',
      empty: 'Belum ada baucar di sini.',
      quota: '%{used} daripada %{quota} digunakan, baki %{remaining}',
      minPurchase: 'Min. %{amount}',
    },
    actions: { new: 'Baucar baharu', history: 'Sejarah' },
    delete: { content: 'Padam baucar ini? Baucar yang telah digunakan oleh pesanan tidak boleh dipadam: ubah tarikh tamatnya.' },
    form: { createTitle: 'Baucar baharu', editTitle: 'Ubah baucar' },
    help: {
      code: 'Huruf, nombor, - dan _. Ejen boleh menaipnya dalam huruf besar atau kecil; ia disimpan dalam huruf besar.',
      amount: 'Ditolak daripada nilai barangan, tidak lebih daripada nilainya.',
      percent: 'Peratusan nilai barangan, contohnya 12.5.',
      minPurchase: 'Nilai barangan (pakej, bagi baucar pakej sahaja) mesti mencapai amaun ini. 0 jika tiada.',
      quota: 'Berapa pesanan boleh menggunakan baucar ini kesemuanya.',
      usageLimit: 'Berapa pesanan seorang ejen boleh menggunakannya.',
      dates: 'Dari tarikh mula hingga tarikh tamat, kedua-duanya termasuk (waktu Malaysia).',
      freeShipping: 'Pesanan dihantar percuma.',
      firstOrder: 'Hanya untuk pesanan pertama ejen.',
      package: 'Hanya untuk troli berisi pakej; diskaun dikenakan pada pakej.',
    },
    validation: {
      percent: 'Masukkan peratusan melebihi 0 dan paling banyak 100.',
      positive: 'Masukkan amaun melebihi 0.',
      atLeastOne: 'Masukkan 1 atau lebih.',
      dates: 'Tarikh tamat mesti pada atau selepas tarikh mula.',
      code: 'Gunakan hanya huruf, nombor, - dan _.',
    },
    history: {
      title: 'Sejarah baucar',
      empty: 'Belum ada baucar yang digunakan.',
      live: 'Digunakan',
      released: 'Dikembalikan',
    },
  },
};

export default ms;
