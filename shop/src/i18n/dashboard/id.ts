import type { Translation } from '../../../../common/web/i18n';
import type { en } from './en';

/** Angka beranda aplikasi agen (bahasa Indonesia). */
export const id: Translation<typeof en> = {
  shop: {
    home: {
      mySales: 'Penjualan saya',
      mySalesHint: 'Pesanan Anda yang sudah dibayar dari HQ atau upline, bulan ini.',
      lastMonth: 'Bulan lalu: %{amount}',
      unitsOrders: 'Unit: %{units} · Pesanan: %{orders}',
      change: { up: '%{percent}% lebih banyak dari bulan lalu', down: '%{percent}% lebih sedikit dari bulan lalu', same: 'Sama dengan bulan lalu', first: 'Penjualan pertama Anda sejak bulan lalu' },
      noSales: 'Belum ada penjualan bulan ini. Pesanan yang Anda buat dari Toko Saya dihitung di sini setelah dibayar.',
      goShop: 'Ke Toko Saya',
      groupSales: 'Penjualan grup saya',
      groupHint: 'Pembelian grup Anda bulan ini (downline Anda sampai pemimpin berikutnya setingkat Anda).',
      noGroupSales: 'Grup Anda belum memiliki penjualan bulan ini. Saat agen yang Anda rekrut memesan, penjualannya muncul di sini.',
      seeNetwork: 'Jaringan saya',
      commission: 'Komisi saya bulan ini',
      commissionHint: 'Komisi dari pesanan sejauh ini; bonus kinerja, level, dan kepemimpinan ditambahkan saat bulan ditutup.',
      saleProfit: 'Laba penjualan yang diterima: %{amount}',
      noCommission: 'Belum ada komisi bulan ini. Anda mendapatkannya saat downline memesan, dan dari pesanan yang Anda jual.',
      seeCommission: 'Komisi saya',
      rank: 'Peringkat saya',
      level: 'Level: %{name}',
      rankHeld: 'Peringkat komisi: %{name}',
      none: 'belum ada',
      nextRank: 'Untuk mencapai %{name} bulan ini Anda masih memerlukan:',
      topRank: 'Anda memegang peringkat komisi tertinggi.',
      needPs: 'Penjualan pribadi: %{amount}',
      needTpgs: 'Penjualan pribadi dan grup: %{amount}',
      needSgs: 'Penjualan grup samping: %{amount}',
      allMet: 'Semua angka terpenuhi: peringkat ini milik Anda saat bulan ditutup.',
      seeQualification: 'Lihat kualifikasi saya',
      waiting: 'Pesanan yang menunggu Anda',
      waitingHint: 'Pesanan yang dibuat downline Anda kepada Anda.',
      toApprove: 'Untuk disetujui',
      toShip: 'Untuk dikirim',
      noWaiting: 'Tidak ada yang menunggu Anda. Saat downline memesan dari Anda dan membayar, pesanannya muncul di sini untuk Anda setujui dan kirim.',
      open: 'Buka',
      loadingFigures: 'Memuat angka Anda…',
    },
  },
};
