import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  dashboard: {
    sales: { today: 'Penjualan hari ini', thisMonth: 'Penjualan bulan ini', lastMonth: 'Penjualan bulan lalu' },
    ordersUnits: 'Pesanan: %{orders} · Unit: %{units}',
    noSales: 'Belum ada pesanan dibayar. Penjualan muncul di sini segera setelah pesanan dibayar; pengembalian dana dikurangi pada hari terjadinya.',
    chart: 'Penjualan %{days} hari terakhir',
    chartLabel: 'Penjualan',
    noChart: 'Tidak ada penjualan dalam %{days} hari terakhir: grafik terisi saat pesanan dibayar.',
    waiting: 'Pesanan menunggu HQ',
    approval: 'Menunggu persetujuan',
    toShip: 'Menunggu pengiriman',
    noWaiting: 'Tidak ada pesanan yang menunggu Anda. Pesanan HQ yang sudah dibayar muncul di sini untuk disetujui, lalu dikirim.',
    agents: 'Agen baru',
    agentsToday: 'Hari ini',
    agentsMonth: 'Bulan ini',
    agentsLastMonth: 'Bulan lalu',
    noAgents: 'Belum ada agen bergabung bulan ini. Agen yang Anda daftarkan, dan yang mendaftar dengan tautan rekrut, dihitung di sini.',
    commissions: 'Komisi terutang',
    available: 'Dapat dibayar sekarang: %{amount}',
    pending: 'Sementara (bulan terbuka): %{amount}',
    requests: 'Permintaan pembayaran terbuka: %{count} (%{amount})',
    noCommissions: 'Belum ada yang terutang. Komisi dicatat saat pesanan agen dibayar.',
    lowStock: 'Stok rendah',
    lowCount: '%{count} item di bawah separuh stok masuk terakhirnya',
    noLowStock: 'Semua item di atas separuh stok masuk terakhirnya. Item yang menipis muncul di sini.',
    topProducts: 'Produk teratas bulan ini',
    noTopProducts: 'Belum ada produk terjual bulan ini. Produk terlaris muncul di sini setelah pesanan dibayar.',
    topAgents: 'Agen teratas bulan ini menurut penjualan pribadi (PS)',
    noTopAgents: 'Belum ada agen dengan penjualan pribadi bulan ini. Peringkat teratas muncul di sini setelah pesanan dibayar.',
    units: '%{smart_count} unit |||| %{smart_count} unit',
    orders: '%{smart_count} pesanan |||| %{smart_count} pesanan',
    open: 'Buka',
    loading: 'Memuat angka…',
    nothingToShow: 'Izin Anda tidak membuka angka apa pun di sini. Minta izin kepada HQ untuk melihat pesanan, agen, komisi, atau stok.',
  },
};

export default id;
