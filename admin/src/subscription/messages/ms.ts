import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  resources: {
    subscription: {
      name: 'Langganan |||| Langganan',
      fields: {
        number: 'No. invois',
        plan: 'Pelan',
        description: 'Keterangan',
        issueDate: 'Dikeluarkan',
        period: 'Tempoh',
        dueDate: 'Tarikh akhir',
        total: 'Jumlah',
        paid: 'Dibayar',
        balance: 'Baki',
        status: 'Status',
      },
    },
    'plan-rewards': { name: 'Pelan dan ganjaran |||| Pelan dan ganjaran' },
  },
  subscription: {
    menu: { invoices: 'Langganan', plans: 'Pelan dan ganjaran' },
    status: { pending: 'Belum dibayar', paid: 'Dibayar', partially_paid: 'Dibayar sebahagian', overdue: 'Tertunggak', void: 'Batal' },
    state: { none: 'Tiada langganan', active: 'Aktif', overdue: 'Tertunggak', locked: 'Dikunci' },
    invoices: { title: 'Invois langganan' },
    invoice: {
      title: 'Invois langganan',
      heading: 'Invois %{number}',
      payments: 'Bayaran',
      noPayments: 'Belum ada bayaran direkodkan.',
      back: 'Kembali ke invois',
    },
    payment: { date: 'Tarikh', method: 'Kaedah', reference: 'Rujukan', amount: 'Amaun' },
    expired: {
      title: 'Langganan tamat',
      locked: 'Langganan anda telah tamat',
      overdue: 'Langganan anda mempunyai invois tertunggak',
      fine: 'Langganan anda dalam keadaan baik',
      lockOn: 'Sila bayar sebelum %{date} supaya pasukan dan ejen anda terus boleh mengakses.',
      toPay: 'Perlu dibayar: %{amount}',
      howToPay: 'Akses dipulihkan sebaik sahaja bayaran direkodkan. Hubungi pasukan platform untuk membayar.',
    },
    plans: {
      title: 'Pelan dan ganjaran',
      detailTitle: 'Butiran pelan',
      current: 'Pelan anda',
      per: 'sebulan |||| setiap %{smart_count} bulan',
      details: 'Butiran',
      none: 'Tiada pelan ditawarkan buat masa ini.',
      back: 'Kembali ke pelan',
    },
    planSubscription: {
      title: 'Pelan saya',
      noPlan: 'Belum ada pelan',
      price: 'Harga',
      period: 'Tempoh semasa',
      outstanding: 'Belum dibayar',
      nextDue: 'Tarikh akhir seterusnya',
      grace: 'Tempoh tangguh',
      graceDays: '1 hari selepas tarikh akhir |||| %{smart_count} hari selepas tarikh akhir',
      unpaid: 'Invois belum dibayar',
    },
  },
};

export default ms;
