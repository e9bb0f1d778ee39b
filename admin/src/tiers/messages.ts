import type { Catalogs } from '../../../common/web/i18n';

/** Console texts of the tiers area (levels and commission ranks) in the three languages. */
const en = {
  resources: {
    tiers: {
      name: 'Level |||| Levels',
      fields: {
        q: 'Search',
        levelName: 'Level name',
        rankNumber: 'Rank number',
        momUnit: 'Maintenance minimum (units)',
        momAmount: 'Maintenance minimum (amount)',
        momFirstOrderUnit: 'First order minimum (units)',
        momFirstOrderAmount: 'First order minimum (amount)',
        psUnit: 'Personal sales (units)',
        psAmount: 'Personal sales (amount)',
        gsUnit: 'Group sales (units)',
        gsAmount: 'Group sales (amount)',
        tpgsUnit: 'Total personal group sales (units)',
        tpgsAmount: 'Total personal group sales (amount)',
        sideGroupSales: 'Side group sales (amount)',
        helperPercen: 'Helper commission (%)',
        recruitComm: 'Recruitment commission',
        leadership: 'Leadership bonus (%)',
        introducerBonus: 'Introducer bonus per unit',
        overridingCommission: 'Earns overriding commission',
        inactiveDays: 'Inactive after (days without purchase)',
      },
    },
  },
  tiers: {
    section: {
      maintenance: 'Minimum orders',
      qualification: 'Qualification for this level',
      commission: 'Commissions and bonuses',
    },
    help: {
      rankNumber: '1 is the highest level. Each level has its own rank number.',
      maintenance: 'What an agent of this level must buy in a month to earn network commissions, and the minimum first order of a new agent.',
      qualification: 'Monthly figures that make an agent eligible for promotion to this level.',
      commission: "Helper: share of each purchase of the agents it helps. Recruitment: paid once a recruit's first order is paid. Leadership: share of side group sales.",
      overridingCommission: 'Agents of this level earn the price difference on their downline’s purchases.',
      inactiveDays: "Leave empty to use the company's setting.",
    },
    ranks: {
      help: 'Each month an agent holds the highest rank whose three thresholds it meets. Saving replaces the whole list; removed rows are deleted.',
      commission_name: 'Rank name',
      personal_sales: 'Personal sales',
      total_personal_group_sales: 'Total personal group sales',
      side_group_sales: 'Side group sales',
      commission: 'Commission (%)',
      personal_level_commission: 'Personal level commission (%)',
      is_leadership: 'Leadership rank',
      benefit: 'Benefit %{n}',
    },
  },
};

const id: typeof en = {
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

const ms: typeof en = {
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

export const tiersTexts: Partial<Catalogs> = { en, id, ms };
