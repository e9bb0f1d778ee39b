/** Console texts of /analytics (admin/src/analytics), in English (defines the shape of id.ts and ms.ts). */
const en = {
  analytics: {
    menu: 'Analytics',
    title: 'Analytics',
    cards: {
      sales: 'Sales',
      orders: 'Orders',
      units: 'Units sold',
      averageOrder: 'Average order',
      refunds: 'Refunds',
      previous: 'previous period %{value}',
      noPrevious: 'no sales before',
    },
    tabs: { sales: 'Sales', category: 'Categories', product: 'Products', state: 'States', age: 'Age' },
    columns: {
      period: 'Period',
      orders: 'Orders',
      units: 'Units',
      sales: 'Sales',
      salesValue: 'Sales value',
      refunds: 'Refunds',
      previous: 'Previous period',
      category: 'Category',
      product: 'Product',
      itemType: 'Type',
      sku: 'SKU',
      quantity: 'Quantity',
      share: 'Share',
      state: 'State',
      band: 'Age',
      recruits: 'Recruits',
    },
    table: { perPage: 'Rows per page', rows: '%{from}–%{to} of %{count}' },
    others: 'Others',
    sales: {
      title: 'Sales over time',
      current: 'This period',
      previous: 'Previous period',
      empty: 'No sales in this period. Paid orders appear here on the day they are paid; choose a longer period or clear the filters.',
    },
    category: {
      title: 'Sales by category',
      uncategorised: 'Without category',
      package: 'Packages',
      combo: 'Combos',
      empty: 'No products sold in this period. Categories appear here once orders of their products are paid.',
    },
    product: {
      title: 'Sales by product',
      empty: 'No products sold in this period. Products, packages and combos appear here once orders holding them are paid.',
    },
    itemTypes: { product: 'Product', package: 'Package', combo: 'Combo' },
    state: {
      salesTitle: 'Sales by state',
      recruitTitle: 'Recruits by state and age',
      none: 'No state',
      empty: "No sales in this period. Each state appears here with the sales of buyers living there (the buyer's address when they paid).",
    },
    recruits: {
      empty: 'No agents joined in this period. Recruits appear here on the day they register, with their age on that day.',
    },
    age: {
      salesTitle: 'Sales by age of buyer',
      recruitTitle: 'Recruits by age',
      salesEmpty: 'No sales in this period. Buyers are grouped by their age on the day they paid (from their birth date).',
    },
    bands: { u20: 'Under 20', '20_29': '20–29', '30_39': '30–39', '40_49': '40–49', '50_59': '50–59', '60p': '60 and over', unknown: 'Age unknown' },
  },
};

export default en;
