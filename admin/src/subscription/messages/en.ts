/** Texts of the subscription area (English; defines the shape of id.ts and ms.ts). */
const en = {
  resources: {
    subscription: {
      name: 'Subscription |||| Subscription',
      fields: {
        number: 'Invoice no.',
        plan: 'Plan',
        description: 'Description',
        issueDate: 'Issued',
        period: 'Period',
        dueDate: 'Due',
        total: 'Total',
        paid: 'Paid',
        balance: 'Balance',
        status: 'Status',
      },
    },
    'plan-rewards': { name: 'Plans and rewards |||| Plans and rewards' },
  },
  subscription: {
    menu: { invoices: 'Subscription', plans: 'Plans and rewards' },
    status: { pending: 'Pending', paid: 'Paid', partially_paid: 'Partially paid', overdue: 'Overdue', void: 'Void' },
    state: { none: 'No subscription', active: 'Active', overdue: 'Overdue', locked: 'Locked' },
    invoices: { title: 'Subscription invoices' },
    invoice: {
      title: 'Subscription invoice',
      heading: 'Invoice %{number}',
      payments: 'Payments',
      noPayments: 'No payment has been recorded yet.',
      back: 'Back to invoices',
    },
    payment: { date: 'Date', method: 'Method', reference: 'Reference', amount: 'Amount' },
    expired: {
      title: 'Subscription expired',
      locked: 'Your subscription has expired',
      overdue: 'Your subscription has overdue invoices',
      fine: 'Your subscription is in order',
      lockOn: 'Please pay before %{date} to keep access for your team and agents.',
      toPay: 'To pay: %{amount}',
      howToPay: 'Access returns as soon as the payment is recorded. Contact the platform team to pay.',
    },
    plans: {
      title: 'Plans and rewards',
      detailTitle: 'Plan details',
      current: 'Your plan',
      per: 'per month |||| per %{smart_count} months',
      details: 'Details',
      none: 'No plans are on offer at the moment.',
      back: 'Back to plans',
    },
    planSubscription: {
      title: 'My plan',
      noPlan: 'No plan yet',
      price: 'Price',
      period: 'Current period',
      outstanding: 'Outstanding',
      nextDue: 'Next due date',
      grace: 'Grace period',
      graceDays: '1 day after the due date |||| %{smart_count} days after the due date',
      unpaid: 'Unpaid invoices',
    },
  },
};

export default en;
