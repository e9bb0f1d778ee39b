/** Console texts of the stores overview (English; defines the shape of id.ts and ms.ts). */
const en = {
  stores: {
    menu: 'Stores',
    title: 'Agent storefronts',
    intro: "The agents who run a storefront: its link, who ships its orders, what it sells and the month's figures (Kuala Lumpur time): visits, orders placed, orders paid and paid sales.",
    search: 'Search store, link or agent',
    empty: 'No agent runs a storefront yet.',
    noMatch: 'No store matches your search.',
    open: 'Open store',
    status: { active: 'Open', inactive: 'Closed' },
    fulfilment: { own: 'Own stock', dropship: 'Dropship (HQ)' },
    column: {
      store: 'Store',
      agent: 'Agent',
      status: 'Status',
      fulfilment: 'Ships from',
      products: 'Products',
      visits: 'Visits',
      orders: 'Orders',
      paidOrders: 'Paid',
      sales: 'Sales',
      opened: 'Opened',
    },
    totals: 'Totals of the month (stores: %{count})',
    rowsPerPage: 'Rows per page',
  },
};

export default en;
