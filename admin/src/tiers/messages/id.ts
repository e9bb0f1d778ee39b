import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  resources: {
    tiers: {
      name: 'Level |||| Level',
      fields: {
        q: 'Cari',
        levelName: 'Nama level',
        rankNumber: 'Nomor peringkat',
        momUnit: 'Minimum pemeliharaan (unit)',
        momAmount: 'Minimum pemeliharaan (jumlah)',
        momFirstOrderUnit: 'Minimum pesanan pertama (unit)',
        momFirstOrderAmount: 'Minimum pesanan pertama (jumlah)',
        psUnit: 'Penjualan pribadi (unit)',
        psAmount: 'Penjualan pribadi (jumlah)',
        gsUnit: 'Penjualan grup (unit)',
        gsAmount: 'Penjualan grup (jumlah)',
        tpgsUnit: 'Total penjualan pribadi dan grup (unit)',
        tpgsAmount: 'Total penjualan pribadi dan grup (jumlah)',
        sideGroupSales: 'Penjualan grup samping (jumlah)',
        helperPercen: 'Komisi helper (%)',
        recruitComm: 'Komisi rekrutmen',
        leadership: 'Bonus kepemimpinan (%)',
        introducerBonus: 'Bonus perekomendasi per unit',
        overridingCommission: 'Mendapat komisi overriding',
        inactiveDays: 'Tidak aktif setelah (hari tanpa pembelian)',
      },
    },
  },
  tiers: {
    section: {
      maintenance: 'Pesanan minimum',
      qualification: 'Kualifikasi untuk level ini',
      commission: 'Komisi dan bonus',
    },
    help: {
      rankNumber: '1 adalah level tertinggi. Setiap level memiliki nomor peringkat sendiri.',
      maintenance: 'Yang harus dibeli agen level ini dalam sebulan untuk mendapat komisi jaringan, dan pesanan pertama minimum agen baru.',
      qualification: 'Angka bulanan yang membuat agen layak dipromosikan ke level ini.',
      commission: 'Helper: bagian dari setiap pembelian agen yang dibantunya. Rekrutmen: dibayar setelah pesanan pertama rekrutan lunas. Kepemimpinan: bagian dari penjualan grup samping.',
      overridingCommission: 'Agen level ini mendapat selisih harga dari pembelian downline mereka.',
      inactiveDays: 'Kosongkan untuk memakai pengaturan perusahaan.',
    },
    ranks: {
      help: 'Setiap bulan agen memegang peringkat tertinggi yang ketiga ambangnya terpenuhi. Menyimpan mengganti seluruh daftar; baris yang dihapus akan dihapus.',
      commission_name: 'Nama peringkat',
      personal_sales: 'Penjualan pribadi',
      total_personal_group_sales: 'Total penjualan pribadi dan grup',
      side_group_sales: 'Penjualan grup samping',
      commission: 'Komisi (%)',
      personal_level_commission: 'Komisi level pribadi (%)',
      is_leadership: 'Peringkat kepemimpinan',
      benefit: 'Manfaat %{n}',
    },
  },
};

export default id;
