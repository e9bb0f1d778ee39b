import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  resources: {
    subscription: {
      name: 'Langganan |||| Langganan',
      fields: {
        number: 'No. tagihan',
        plan: 'Paket',
        description: 'Keterangan',
        issueDate: 'Diterbitkan',
        period: 'Periode',
        dueDate: 'Jatuh tempo',
        total: 'Total',
        paid: 'Dibayar',
        balance: 'Sisa',
        status: 'Status',
      },
    },
    'plan-rewards': { name: 'Paket dan hadiah |||| Paket dan hadiah' },
  },
  subscription: {
    menu: { invoices: 'Langganan', plans: 'Paket dan hadiah' },
    status: { pending: 'Menunggu', paid: 'Lunas', partially_paid: 'Dibayar sebagian', overdue: 'Terlambat', void: 'Batal' },
    state: { none: 'Belum berlangganan', active: 'Aktif', overdue: 'Terlambat', locked: 'Terkunci' },
    invoices: { title: 'Tagihan langganan' },
    invoice: {
      title: 'Tagihan langganan',
      heading: 'Tagihan %{number}',
      payments: 'Pembayaran',
      noPayments: 'Belum ada pembayaran yang dicatat.',
      back: 'Kembali ke tagihan',
    },
    payment: { date: 'Tanggal', method: 'Metode', reference: 'Referensi', amount: 'Jumlah' },
    expired: {
      title: 'Langganan berakhir',
      locked: 'Langganan Anda telah berakhir',
      overdue: 'Langganan Anda memiliki tagihan terlambat',
      fine: 'Langganan Anda dalam keadaan baik',
      lockOn: 'Mohon bayar sebelum %{date} agar tim dan agen Anda tetap dapat mengakses.',
      toPay: 'Harus dibayar: %{amount}',
      howToPay: 'Akses kembali segera setelah pembayaran dicatat. Hubungi tim platform untuk membayar.',
    },
    plans: {
      title: 'Paket dan hadiah',
      detailTitle: 'Detail paket',
      current: 'Paket Anda',
      per: 'per bulan |||| per %{smart_count} bulan',
      details: 'Detail',
      none: 'Saat ini tidak ada paket yang ditawarkan.',
      back: 'Kembali ke paket',
    },
    planSubscription: {
      title: 'Paket saya',
      noPlan: 'Belum ada paket',
      price: 'Harga',
      period: 'Periode berjalan',
      outstanding: 'Belum dibayar',
      nextDue: 'Jatuh tempo berikutnya',
      grace: 'Masa tenggang',
      graceDays: '1 hari setelah jatuh tempo |||| %{smart_count} hari setelah jatuh tempo',
      unpaid: 'Tagihan belum dibayar',
    },
  },
};

export default id;
