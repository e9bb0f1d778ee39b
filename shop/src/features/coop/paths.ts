/** The co-op store screens' paths (SPEC §2: register, account, setup, store-summary, banner, banner/new; the co-op manage-orders). */
export const COOP_PATHS = {
  entry: '/coop',
  register: '/coop/register',
  account: '/coop/account',
  setup: '/coop/setup',
  summary: '/coop/store-summary',
  banners: '/coop/banner',
  bannerNew: '/coop/banner/new',
  orders: '/manage-orders/coop',
  order: '/manage-orders/coop/:id',
  pickingList: '/manage-orders/coop/picking-list',
} as const;
