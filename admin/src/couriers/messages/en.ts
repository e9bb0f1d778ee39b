/** Console texts of the couriers area (English; defines the shape of id.ts and ms.ts). */
const en = {
  resources: {
    couriers: {
      name: 'Courier |||| Couriers',
      fields: {
        q: 'Search',
        name: 'Courier name',
        service: 'Service',
        rateBy: 'Rates by',
        regions: 'Regions',
        handlingFee: 'Handling fee',
        freeShippingThreshold: 'Free shipping from',
        isActive: 'Active',
      },
    },
  },
  couriers: {
    section: { courier: 'Courier', regions: 'Regions and rates' },
    rateBy: { weight: 'Order weight', unit: 'Order units' },
    comparison: { lt: 'Less than', lte: 'Less than or equal to' },
    unit: { kg: 'kg', units: 'units' },
    region: { name: 'Region name', states: 'States', rates: 'Rates' },
    rate: { comparison: 'When the order is', upTo: 'Limit', price: 'Price' },
    help: {
      service: 'For example Standard or Next day. A courier name may have several services.',
      rateBy: 'Rates are chosen by the weight of the order or by its number of units.',
      handlingFee: 'Added once to every order shipped with this courier.',
      freeShippingThreshold: 'Orders of this amount or more ship free. Leave empty for no free shipping.',
      isActive: 'Inactive couriers are not offered at checkout.',
      regions: 'A region is a set of states with the same rates. A state can belong to one region of a courier only.',
      rates: 'List the rates from the lowest limit up. An order takes the first rate it fits; an order above the last limit cannot be shipped by this courier.',
    },
    list: { region: '%{name}: %{states} states, %{rates} rates', noFreeShipping: 'None' },
  },
};

export default en;
