import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  resources: {
    tiers: {
      name: 'Tahap |||| Tahap',
      fields: {
        q: 'Cari',
        levelName: 'Nama tahap',
        rankNumber: 'Nombor kedudukan',
        momUnit: 'Minimum penyelenggaraan (unit)',
        momAmount: 'Minimum penyelenggaraan (jumlah)',
        momFirstOrderUnit: 'Minimum pesanan pertama (unit)',
        momFirstOrderAmount: 'Minimum pesanan pertama (jumlah)',
        psUnit: 'Jualan peribadi (unit)',
        psAmount: 'Jualan peribadi (jumlah)',
        gsUnit: 'Jualan kumpulan (unit)',
        gsAmount: 'Jualan kumpulan (jumlah)',
        tpgsUnit: 'Jumlah jualan peribadi dan kumpulan (unit)',
        tpgsAmount: 'Jumlah jualan peribadi dan kumpulan (jumlah)',
        sideGroupSales: 'Jualan kumpulan sisi (jumlah)',
        helperPercen: 'Komisen pembantu (%)',
        recruitComm: 'Komisen pengambilan',
        leadership: 'Bonus kepimpinan (%)',
        introducerBonus: 'Bonus pengenal per unit',
        overridingCommission: 'Menerima komisen overriding',
        inactiveDays: 'Tidak aktif selepas (hari tanpa pembelian)',
      },
    },
  },
  tiers: {
    section: {
      maintenance: 'Pesanan minimum',
      qualification: 'Kelayakan untuk tahap ini',
      commission: 'Komisen dan bonus',
    },
    help: {
      rankNumber: '1 ialah tahap tertinggi. Setiap tahap mempunyai nombor kedudukan sendiri.',
      maintenance: 'Apa yang mesti dibeli ejen tahap ini dalam sebulan untuk menerima komisen rangkaian, dan pesanan pertama minimum ejen baharu.',
      qualification: 'Angka bulanan yang melayakkan ejen untuk dinaikkan ke tahap ini.',
      commission: 'Pembantu: bahagian setiap pembelian ejen yang dibantunya. Pengambilan: dibayar selepas pesanan pertama rekrut dibayar. Kepimpinan: bahagian jualan kumpulan sisi.',
      overridingCommission: 'Ejen tahap ini menerima perbezaan harga daripada pembelian downline mereka.',
      inactiveDays: 'Biarkan kosong untuk menggunakan tetapan syarikat.',
    },
    ranks: {
      help: 'Setiap bulan ejen memegang kedudukan tertinggi yang ketiga-tiga ambangnya dicapai. Menyimpan menggantikan seluruh senarai; baris yang dibuang akan dipadam.',
      commission_name: 'Nama kedudukan',
      personal_sales: 'Jualan peribadi',
      total_personal_group_sales: 'Jumlah jualan peribadi dan kumpulan',
      side_group_sales: 'Jualan kumpulan sisi',
      commission: 'Komisen (%)',
      personal_level_commission: 'Komisen tahap peribadi (%)',
      is_leadership: 'Kedudukan kepimpinan',
      benefit: 'Manfaat %{n}',
    },
  },
};

export default ms;
