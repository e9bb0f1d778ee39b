import { LOGIN_PATH, SUBSCRIPTION_EXPIRED_PATH } from '../../common/web/constants';

/** Every route of the agent app (docs/product.md). */
export const PATHS = {
  home: '/',
  homeAlias: '/home',
  login: LOGIN_PATH,
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verify: '/register/verify',
  verified: '/register/verified',
  newRegistration: '/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId',
  noAccess: '/no-access',
  offline: '/offline',
  serverError: '/500',
  subscriptionExpired: SUBSCRIPTION_EXPIRED_PATH,
  setupProfile: '/login/setup-profile',
  profile: '/profile',
  pagesProfile: '/pages/profile',
  faqs: '/faqs',
  helpline: '/helpline',
  myShop: '/my-shop',
  /** `?tab=tree` for the family tree */
  myNetwork: '/my-network',
  /** `?id=<product id>` */
  productDetails: '/my-shop/product-details',
  shoppingCart: '/my-shop/shopping-cart',
  checkout: '/my-shop/checkout',
  customers: '/customers',
  orders: '/orders',
  orderDetails: '/orders/:id',
  /** Creates (or, with the same session, reuses) the gateway bill and goes to it: `?orderId=` or `?amount=`, `&bankCode=`. */
  payment: '/payment/:payType/:sessionId',
  /** Top-up confirmation; `:amount` in minor units (sen). */
  topupConfirm: '/topup/:amount',
  /** Result pages of a gateway payment, each with `?paymentId=`. */
  checkoutPending: '/checkout/pending-payment',
  checkoutCompleted: '/checkout/completed',
  checkoutFailed: '/checkout/failed',
  topupPending: '/topup/pending-payment',
  topupCompleted: '/topup/completed',
  topupFailed: '/topup/failed',
  wallet: '/wallet',
  /** CP58 statements issued to the agent (company switch cp58Feature). */
  cp58: '/cp58',
  /** Commissions: this month's estimate, the balance and past months. */
  commission: '/commission',
  /** `?period=YYYY-MM` */
  incomeStatement: '/commission/income-statement',
  /** `?period=YYYY-MM&type=<commission type>` */
  checkCalculation: '/commission/check-calculation',
  commissionPayout: '/commission/payout',
  commissionTransfer: '/commission/transfer',
  qualification: '/commission/qualification',
  /** Marketing files: the folders of the agent's level; `?folder=<id>` for one folder's files. */
  marketingFiles: '/marketing-files',
  /** Reward points: balance, expiry and running campaigns; `reward-details?id=`. */
  pointRewards: '/point-rewards',
  pointHistory: '/point-rewards/point-history',
  redeemedRewards: '/point-rewards/redeemed-rewards',
  rewardDetails: '/point-rewards/reward-details',
  /** HQ's news; a post at `/newsfeed/<id>`. */
  newsfeed: '/newsfeed',
  newsPost: '/newsfeed/:id',
  hallOfFame: '/score-ranking/hall-of-fame',
  /** The storefront add-on (company switch ejenstoreStatus): opens register or account, whichever applies. */
  storefront: '/storefront',
  storefrontRegister: '/storefront/register',
  storefrontAccount: '/storefront/account',
  storefrontSetup: '/storefront/setup',
  /** `?month=YYYY-MM` */
  storefrontSummary: '/storefront/store-summary',
  /** The affiliate add-on (company switch goAffiliateStatus): opens register or account, whichever applies. */
  affiliate: '/affiliate',
  affiliateRegister: '/affiliate/register',
  affiliateAccount: '/affiliate/account',
  affiliateSetup: '/affiliate/setup',
  /** `?month=YYYY-MM` */
  affiliateSummary: '/affiliate/summary',
  /** The leaderboard: `?metric=ps|gs|tpgs|team|commission|recruitment&period=2026-11|2026-Q4|2026` */
  scoreRanking: '/score-ranking',
  /**
   * The opaque entry paths handed to members and to HQ (bookmarks, printed material): signed in,
   * they open the dashboard; otherwise the login form, told which kind of user is coming.
   */
  memberEntry: '/m/4d7f2a9c1e6b8d3f5a0c7e2b9d4f6a1c8e3b5d7f',
  hqEntry: '/hq/9b3e6d1a4f8c2e7b5d0a3f6c9e1b4d7a2c5e8f0b',
} as const;

export const orderPath = (id: number) => `/orders/${id}`;

/** `/payment/<payType>/<sessionId>?…` (empty query values are left out). */
export function paymentPath(payType: 'order' | 'topup', sessionId: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
  return `/payment/${payType}/${encodeURIComponent(sessionId)}${params.size ? `?${params}` : ''}`;
}

/** The top-up confirmation page for an amount in minor units. */
export const topupPath = (amount: number) => `/topup/${amount}`;

/** A commission page for a period (and a type), e.g. the income statement of `2026-10`. */
export function commissionPath(path: string, query: { period?: string; type?: string }): string {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  return params.size ? `${path}?${params}` : path;
}
