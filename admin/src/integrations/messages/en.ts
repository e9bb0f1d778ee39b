/**
 * Console texts of the integrations area (integration setups and the settlement report), in
 * English (defines the shape of id.ts and ms.ts). Field labels follow SPEC.md §3 "Integration credentials (labels)"; a label is
 * looked up per type first (`integrations.fields.<type>.<field>`), then by the field's name.
 */
const en = {
  resources: {
    settlements: {
      name: 'Settlement |||| Settlements',
      fields: {
        q: 'Search',
        id: 'ID',
        date: 'Date',
        orderNo: 'Order',
        agent: 'Agent',
        status: 'Status',
        fee: 'Fee',
        amount: 'Amount',
        currency: 'Currency',
        paymentMethod: 'Payment method',
        purpose: 'Purpose',
        dateFrom: 'Date from',
        dateTo: 'Date to',
      },
    },
  },
  integrations: {
    menu: { setup: 'Integrations', settlement: 'Settlement report' },
    setup: {
      title: 'Integrations',
      intro: 'Credentials of the payment gateway, the payment wallet and the couriers. Secret values are never shown whole.',
      groups: { gateway: 'Payment gateway', wallet: 'Payment wallet', courier: 'Couriers' },
      status: { active: 'Active', disabled: 'Disabled', none: 'Not set up' },
      updated: 'Updated %{date}',
      empty: 'Nothing saved yet.',
      setUp: 'Set up',
      edit: 'Edit',
      disable: 'Disable',
      dialogTitle: 'Set up %{name}',
      editTitle: 'Edit %{name}',
      keepSecret: 'Leave as shown to keep the saved value.',
      optional: 'Optional',
      disableTitle: 'Disable %{name}?',
      disableContent: 'The saved credentials stay; set it up again to use it.',
      gatewayHint: 'The key and the collection are checked with the payment gateway when you save.',
    },
    types: {
      payment_gateway: 'Payment gateway (Billplz)',
      payment_wallet: 'Payment wallet',
      courier_jnt: 'J&T Express',
      courier_ninjavan: 'Ninja Van',
      courier_poslaju: 'Pos Laju',
      courier_citylink: 'City-Link Express',
      courier_dhl: 'DHL eCommerce',
    },
    fields: {
      payment_gateway: { apiKey: 'Secret key', collectionId: 'Collection ID', xSignatureKey: 'Secret auth key (X Signature)', adminFee: 'Admin fee' },
      payment_wallet: { idNo: 'ID number', userName: 'User name', bankCode: 'Bank', accountNo: 'Account number' },
      apiKey: 'Access token',
      customerId: 'Customer ID',
      userId: 'User ID',
      companyId: 'Company ID',
      companyCode: 'Company code',
      clientId: 'Client ID',
      clientKey: 'Client key',
      client_id: 'Client ID',
      client_secret: 'Secret key',
      application_code: 'Application code',
      secret_id: 'Secret ID',
      username: 'User name',
      account_no: 'Account number',
      subscription_code: 'Subscription code',
    },
    help: { adminFee: 'Charged to the payer on top of the amount. 0 for none.' },
    settlement: {
      title: 'Settlement report',
      empty: 'No Data Found!',
      download: 'Download CSV',
      status: { pending: 'Pending', paid: 'Paid', failed: 'Failed' },
      purpose: { order: 'Order', topup: 'Top-up' },
      topupRow: 'Top-up',
      noSummary: 'The totals could not be loaded.',
      summary: { count: 'Payments', paid: 'Paid', pending: 'Pending', failed: 'Failed', amount: 'Amount paid', fee: 'Fees paid' },
    },
  },
};

export default en;
