import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  dashboard: {
    sales: { today: 'Jualan hari ini', thisMonth: 'Jualan bulan ini', lastMonth: 'Jualan bulan lepas' },
    ordersUnits: 'Pesanan: %{orders} · Unit: %{units}',
    noSales: 'Belum ada pesanan dibayar. Jualan dipaparkan di sini sebaik sahaja pesanan dibayar; bayaran balik ditolak pada hari ia berlaku.',
    chart: 'Jualan %{days} hari lepas',
    chartLabel: 'Jualan',
    noChart: 'Tiada jualan dalam %{days} hari lepas: carta terisi apabila pesanan dibayar.',
    waiting: 'Pesanan menunggu HQ',
    approval: 'Menunggu kelulusan',
    toShip: 'Menunggu penghantaran',
    noWaiting: 'Tiada pesanan yang menunggu anda. Pesanan HQ yang telah dibayar dipaparkan di sini untuk diluluskan, kemudian dihantar.',
    agents: 'Ejen baharu',
    agentsToday: 'Hari ini',
    agentsMonth: 'Bulan ini',
    agentsLastMonth: 'Bulan lepas',
    noAgents: 'Tiada ejen menyertai bulan ini. Ejen yang anda daftarkan, dan yang mendaftar dengan pautan rekrut, dikira di sini.',
    commissions: 'Komisen terhutang',
    available: 'Boleh dibayar sekarang: %{amount}',
    pending: 'Sementara (bulan terbuka): %{amount}',
    requests: 'Permintaan bayaran terbuka: %{count} (%{amount})',
    noCommissions: 'Belum ada yang terhutang. Komisen direkodkan apabila pesanan ejen dibayar.',
    lowStock: 'Stok rendah',
    lowCount: '%{count} item di bawah separuh stok masuk terakhirnya',
    noLowStock: 'Semua item melebihi separuh stok masuk terakhirnya. Item yang semakin berkurang dipaparkan di sini.',
    topProducts: 'Produk teratas bulan ini',
    noTopProducts: 'Belum ada produk dijual bulan ini. Produk terlaris dipaparkan di sini selepas pesanan dibayar.',
    topAgents: 'Ejen teratas bulan ini mengikut jualan peribadi (PS)',
    noTopAgents: 'Belum ada ejen dengan jualan peribadi bulan ini. Kedudukan teratas dipaparkan di sini selepas pesanan dibayar.',
    units: '%{smart_count} unit |||| %{smart_count} unit',
    orders: '%{smart_count} pesanan |||| %{smart_count} pesanan',
    open: 'Buka',
    loading: 'Memuatkan angka…',
    nothingToShow: 'Kebenaran anda tidak membuka sebarang angka di sini. Minta kebenaran daripada HQ untuk melihat pesanan, ejen, komisen atau stok.',
  },
};

export default ms;
