/** Console texts of the vouchers area (English; defines the shape of id.ts and ms.ts). */
const en = {
  resources: {
    vouchers: {
      name: 'Voucher |||| Vouchers',
      fields: {
        q: 'Search',
        voucherName: 'Voucher name',
        voucherCode: 'Voucher code',
        voucherType: 'Discount type',
        voucherDisc: 'Discount',
        voucherMinPurchase: 'Minimum purchase',
        voucherQuota: 'Quota',
        voucherUsgLimit: 'Uses per agent',
        voucherStartDate: 'Start date',
        voucherStopDate: 'Stop date',
        freeShipping: 'Free shipping',
        firstOrder: 'First order only',
        package: 'Packages only',
        status: 'Status',
        conditions: 'Conditions',
      },
    },
    voucherUsages: {
      name: 'Voucher use |||| Voucher history',
      fields: {
        q: 'Search',
        voucherId: 'Voucher',
        released: 'Use',
        createdAt: 'Date',
        voucherCode: 'Voucher',
        agentName: 'Agent',
        orderNo: 'Order no.',
        discount: 'Discount',
      },
    },
  },
  vouchers: {
    menu: { list: 'Vouchers', history: 'Voucher history' },
    status: { all: 'All', ongoing: 'Ongoing', upcoming: 'Upcoming', expired: 'Expired' },
    type: { amount: 'Fixed amount', percentage: 'Percentage' },
    list: {
      title: 'Vouchers',
      empty: 'No vouchers here yet.',
      quota: '%{used} of %{quota} used, %{remaining} left',
      minPurchase: 'Min. %{amount}',
    },
    actions: { new: 'New voucher', history: 'History' },
    delete: { content: 'Delete this voucher? A voucher that orders have used cannot be deleted: move its stop date instead.' },
    form: { createTitle: 'New voucher', editTitle: 'Edit voucher' },
    help: {
      code: 'Letters, digits, - and _. Agents may type it in any case; it is saved in capitals.',
      amount: 'Taken off the goods, never more than their value.',
      percent: 'Percentage of the goods, for example 12.5.',
      minPurchase: 'The goods (the packages, for a packages-only voucher) must reach this amount. 0 for none.',
      quota: 'How many orders may use the voucher in all.',
      usageLimit: 'How many orders of one agent may use it.',
      dates: 'From the start date to the stop date, both included (Malaysian time).',
      freeShipping: 'The order ships free.',
      firstOrder: "Only for an agent's first order.",
      package: 'Only for carts with packages; the discount applies to the packages.',
    },
    validation: {
      percent: 'Enter a percentage above 0 and up to 100.',
      positive: 'Enter an amount above 0.',
      atLeastOne: 'Enter 1 or more.',
      dates: 'The stop date must be on or after the start date.',
      code: 'Use only letters, digits, - and _.',
    },
    history: {
      title: 'Voucher history',
      empty: 'No voucher has been used yet.',
      live: 'In use',
      released: 'Given back',
    },
  },
};

export default en;
