import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Angka halaman utama aplikasi ejen (bahasa Melayu). */
export const ms: Translation<typeof en> = {
  shop: {
    home: {
      mySales: 'Jualan saya',
      mySalesHint: 'Pesanan anda yang telah dibayar daripada HQ atau upline, bulan ini.',
      lastMonth: 'Bulan lepas: %{amount}',
      unitsOrders: 'Unit: %{units} · Pesanan: %{orders}',
      change: { up: '%{percent}% lebih daripada bulan lepas', down: '%{percent}% kurang daripada bulan lepas', same: 'Sama seperti bulan lepas', first: 'Jualan pertama anda sejak bulan lepas' },
      noSales: 'Belum ada jualan bulan ini. Pesanan yang anda buat dari Kedai Saya dikira di sini selepas dibayar.',
      goShop: 'Ke Kedai Saya',
      groupSales: 'Jualan kumpulan saya',
      groupHint: 'Belian kumpulan anda bulan ini (downline anda hingga ketua seterusnya yang setaraf anda).',
      noGroupSales: 'Kumpulan anda belum ada jualan bulan ini. Apabila ejen yang anda rekrut membuat pesanan, jualan mereka dipaparkan di sini.',
      seeNetwork: 'Rangkaian saya',
      commission: 'Komisen saya bulan ini',
      commissionHint: 'Komisen daripada pesanan setakat ini; bonus prestasi, tahap dan kepimpinan ditambah apabila bulan ditutup.',
      saleProfit: 'Untung jualan yang dikutip: %{amount}',
      noCommission: 'Belum ada komisen bulan ini. Anda memperolehnya apabila downline membuat pesanan, dan daripada pesanan yang anda jual.',
      seeCommission: 'Komisen saya',
      rank: 'Pangkat saya',
      level: 'Tahap: %{name}',
      rankHeld: 'Pangkat komisen: %{name}',
      none: 'belum ada',
      nextRank: 'Untuk mencapai %{name} bulan ini anda masih memerlukan:',
      topRank: 'Anda memegang pangkat komisen tertinggi.',
      needPs: 'Jualan peribadi: %{amount}',
      needTpgs: 'Jualan peribadi dan kumpulan: %{amount}',
      needSgs: 'Jualan kumpulan sisi: %{amount}',
      allMet: 'Semua angka dicapai: pangkat ini milik anda apabila bulan ditutup.',
      seeQualification: 'Lihat kelayakan saya',
      waiting: 'Pesanan yang menunggu anda',
      waitingHint: 'Pesanan yang dibuat oleh downline anda kepada anda.',
      toApprove: 'Untuk diluluskan',
      toShip: 'Untuk dihantar',
      noWaiting: 'Tiada apa yang menunggu anda. Apabila downline membuat pesanan daripada anda dan membayar, pesanan itu dipaparkan di sini untuk anda luluskan dan hantar.',
      open: 'Buka',
      loadingFigures: 'Memuatkan angka anda…',
    },
  },
};
