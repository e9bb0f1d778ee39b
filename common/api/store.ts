import type { OrderStage, PaymentStatus, ShipmentType } from '../orders';
import type { CoopDetails, CoopOrderInput, CoopPickupStatus, StoreBannerView } from './store-coop';

/**
 * The store add-ons' API (server/modules/stores, docs/stores.md): the agent's own calls (register,
 * setup, product choices, summary), HQ's overview, and the public store's calls (no login, on the
 * company's host). Money in minor units of the company's currency; dates are ISO strings (UTC).
 *
 * A store has a `kind`: 'agent' (an agent's storefront) today; 'hq' (the company's own store, the
 * affiliate store's seller) and 'coop' (a school co-op store) later reuse the same tables and calls.
 */

export const STORE_KINDS = ['agent', 'hq', 'coop'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** Where an order of the store ships from: the agent's own stock, or HQ's stock for the agent (dropship). */
export const STORE_FULFILMENTS = ['own', 'dropship'] as const;
export type StoreFulfilment = (typeof STORE_FULFILMENTS)[number];

export const STORE_STATUSES = ['active', 'inactive'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** Slug: lowercase letters, digits and hyphens, 3–40, not starting or ending with a hyphen, not a reserved word. */
export const STORE_SLUG = { min: 3, max: 40, pattern: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/ } as const;
export const STORE_RESERVED_SLUGS = [
  'admin',
  'api',
  'app',
  'assets',
  'cart',
  'checkout',
  'help',
  'hq',
  'login',
  'logout',
  'new',
  'order',
  'orders',
  'p',
  'pay',
  'payment',
  'robots',
  'search',
  'settings',
  'shop',
  'sitemap',
  'static',
  'status',
  'store',
  'stores',
  'support',
  'www',
] as const;
export const STORE_NAME_MAX = 80;
export const STORE_ABOUT_MAX = 2000;
/** Public product lists: page size bound. */
export const STORE_PAGE_MAX = 48;
export const STORE_PAGE_DEFAULT = 24;
/** Most lines a guest cart may hold, and units per line. */
export const STORE_CART_MAX_LINES = 30;
export const STORE_CART_MAX_QTY = 99;

// ---------------------------------------------------------------- public: store and catalogue

/** GET /api/public/stores/:slug — the store's home data. */
export interface StoreView {
  slug: string;
  kind: StoreKind;
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  /** Digits with country code, e.g. "60123456789" (for wa.me links), or null. */
  whatsapp: string | null;
  about: string | null;
  /** ISO 4217, e.g. "MYR". */
  currency: string;
  /** The company's country ('MY' | 'ID'): the address form of checkout follows it. */
  country: string;
  /** The company's name (footer, "sold by"). */
  companyName: string;
  /** Checkout choices the company offers: self pickup (with its branches), courier; payment methods. */
  shipping: { courier: boolean; pickup: boolean; branches: { id: number; name: string; address: string | null }[] };
  payment: { gateway: boolean; transfer: boolean };
  /** The absolute URL of the store on the company's registered domain. */
  url: string;
  /** Banners on the home, in order (co-op stores; empty otherwise). */
  banners: StoreBannerView[];
  /** A co-op store's school, classes and pickup (common/api/store-coop.ts); null for other stores. */
  coop: CoopDetails | null;
}

/** GET /api/public/stores/:slug/categories — categories holding at least one product of the store. */
export interface StoreCategoryView {
  id: number;
  name: string;
  imageUrl: string | null;
  itemCount: number;
}

export interface StoreVariantGroup {
  id: number;
  name: string;
  options: { id: number; value: string; imageUrl: string | null }[];
}

export interface StoreVariantCombination {
  id: number;
  optionIds: number[];
  options: string[];
  /** Null when the company does not show stock (its showStockMyShop switch). */
  stock: number | null;
  inStock: boolean;
}

/** A product as the public sees it (list rows omit `description` and `variants`: null there). */
export interface StoreProductView {
  id: number;
  /** URL-safe form of the name, for /s/<slug>/p/<id>-<urlName>. */
  urlName: string;
  name: string;
  sku: string;
  description: string | null;
  categoryId: number;
  categoryName: string | null;
  coverImageUrl: string | null;
  images: string[];
  /** The agent's retail price, minor units. */
  price: number;
  /** Null when the company does not show stock. */
  stock: number | null;
  inStock: boolean;
  variants: { groups: StoreVariantGroup[]; combinations: StoreVariantCombination[] } | null;
}

/** GET /api/public/stores/:slug/products?q=&categoryId=&page=1&limit=24 (limit ≤ STORE_PAGE_MAX). */
export interface StoreProductPage {
  data: StoreProductView[];
  page: number;
  limit: number;
  total: number;
}

// ---------------------------------------------------------------- public: cart, shipping, checkout

export interface StoreCartLine {
  productId: number;
  /** The variant combination, required when the product has variants. */
  variantId?: number | null;
  quantity: number;
}

/** The buyer's address (required fields depend on the company's country, as for the agent checkout). */
export interface GuestAddress {
  address1: string;
  address2?: string | null;
  postcode: string;
  city: string;
  state: string;
  /** Indonesia only. */
  provinceId?: string | null;
  regencyId?: string | null;
  districtId?: string | null;
  villageId?: string | null;
}

/** POST /api/public/stores/:slug/quote — prices a cart for an address (or pickup) without placing it. */
export interface StoreQuoteInput {
  items: StoreCartLine[];
  shipmentType: ShipmentType;
  /** Required for courier. */
  address?: GuestAddress | null;
  /** How the guest means to pay: 'gateway' adds the online payment fee (paymentFee, totalToPay). */
  paymentMethod?: 'gateway' | 'transfer' | null;
}

export interface StoreQuoteLine {
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string | null;
  imageUrl: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface StoreQuote {
  lines: StoreQuoteLine[];
  subtotal: number;
  shippingFee: number;
  /** The company's admin fee, tax and service charge, as the order would carry them. */
  adminFee: number;
  tax: number;
  serviceCharge: number;
  grandTotal: number;
  /** The online payment fee the gateway's bill adds on top (paymentMethod 'gateway'; else 0). */
  paymentFee: number;
  /** What the guest pays: grandTotal + paymentFee (the gateway bill's amount). Checkout's totalPaid stays grandTotal. */
  totalToPay: number;
  /** The courier that would carry it (null for pickup). */
  courierName: string | null;
}

/** POST /api/public/stores/:slug/checkout */
export interface GuestCheckoutInput {
  items: StoreCartLine[];
  name: string;
  email: string;
  /** Country calling code without "+", e.g. "60". */
  phoneCode: string;
  phoneNumber: string;
  shipmentType: ShipmentType;
  /** Required for courier. */
  address?: GuestAddress | null;
  /** Pickup from a dropship store: one of StoreView.shipping.branches (HQ's). An own-stock store's pickup is collected from the agent: no branch. */
  branchId?: number | null;
  /** One StoreView.payment offers: gateway for a dropship store (HQ sells), transfer (into the agent's account, with a receipt) for an own-stock store. */
  paymentMethod: 'gateway' | 'transfer';
  notes?: string | null;
  /** The grand total the buyer saw (from the quote); a different server total answers 409. */
  totalPaid: number;
  /** Idempotency key generated by the page: the same key returns the order already placed. */
  sessionId: string;
  /** The visitor's language for the e-mail ('en' | 'id' | 'ms'). */
  lang?: string;
  /** Co-op store: required (student, parent, one of the store's classes); other stores: ignored. */
  coop?: CoopOrderInput | null;
  /** Co-op store: the pickup time (ISO), within the store's pickup times and the company's booking time ahead. */
  pickupAt?: string | null;
}

export interface GuestCheckoutResult {
  orderNo: string;
  /** Signed token of the order-status page: /s/<slug>/order/<statusToken>. */
  statusToken: string;
  statusUrl: string;
  /** Gateway: the bill page to send the buyer to. Transfer: null (the status page shows the bank account and the receipt upload). */
  paymentUrl: string | null;
}

// ---------------------------------------------------------------- public: order status

/** GET /api/public/orders/:token — the order-status page (wrong or foreign token: 404). */
export interface PublicOrderView {
  orderNo: string;
  store: { slug: string; name: string; whatsapp: string | null };
  stage: OrderStage;
  paymentStatus: PaymentStatus;
  paymentMethod: 'gateway' | 'transfer';
  shipmentType: ShipmentType;
  /** Courier order: where it ships, tracking once shipped. Pickup: the branch. */
  receiverName: string;
  address: string | null;
  branch: { name: string; address: string | null } | null;
  courierName: string | null;
  trackingNo: string | null;
  lines: StoreQuoteLine[];
  subtotal: number;
  shippingFee: number;
  adminFee: number;
  tax: number;
  serviceCharge: number;
  grandTotal: number;
  /** The online payment fee: the one paid (paid orders), else the gateway's current fee for an unpaid gateway order; 0 for transfer. */
  paymentFee: number;
  /** grandTotal + paymentFee. */
  totalToPay: number;
  currency: string;
  /** Bank transfer: the account to pay into (the agent's for its own stock, HQ's for dropship) and the receipt state. */
  transfer: {
    bankName: string | null;
    accountName: string | null;
    accountNumber: string | null;
    receiptUploaded: boolean;
  } | null;
  /** Gateway, still unpaid: a fresh bill URL (POST /api/public/orders/:token/pay). */
  canPay: boolean;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  /** A co-op order: who it is for, where and when it is collected. */
  coop?: { studentName: string; parentName: string; className: string; schoolName: string; pickupPoint: string; pickupAt: string | null; pickupStatus: CoopPickupStatus } | null;
}

/**
 * The customer's optional account by e-mail link ("My orders"):
 * POST /api/public/stores/:slug/account/link { email, lang } — always 202 with the same message;
 * POST /api/public/account/session { token } — sets the HttpOnly session cookie (30 days);
 * GET /api/public/account/orders — the signed-in e-mail's orders at this company's stores;
 * POST /api/public/account/sign-out — clears the cookie.
 */
export interface StoreAccountOrder {
  orderNo: string;
  store: { slug: string; name: string };
  stage: OrderStage;
  paymentStatus: PaymentStatus;
  grandTotal: number;
  currency: string;
  createdAt: string;
  /** The order's status page: /s/<slug>/order/<statusToken>. */
  statusPath: string;
}

export interface StoreAccountView {
  email: string;
  orders: StoreAccountOrder[];
}

/** POST /api/public/orders/:token/pay — a gateway bill for the unpaid order. */
export interface PublicPayResult {
  paymentUrl: string;
}

// ---------------------------------------------------------------- agent: register, setup, products, summary

/** POST /api/store/register and PUT /api/store/setup (JSON). The logo and banner: POST /api/store/logo and /api/store/banner (multipart field `image`, JPEG or PNG ≤ 5 MB), each answering StoreSetup. */
export interface StoreSetupInput {
  name: string;
  slug: string;
  whatsapp?: string | null;
  about?: string | null;
  fulfilment: StoreFulfilment;
  /** PUT only: 'inactive' closes the public store (404) without losing the setup. */
  status?: StoreStatus;
}

/** GET /api/store/slug-available?slug= — whether a store link is free in the company (the server checks again on save). */
export interface StoreSlugAvailability {
  /** The slug as it would be saved: trimmed, lowercase. */
  slug: string;
  /** 'available' (also the caller's own store's current slug), 'taken' (another store of the company), 'invalid' (format or reserved word). */
  status: 'available' | 'taken' | 'invalid';
  /** When invalid or taken: the translated reason. */
  message: string | null;
}

/** GET /api/store/setup (404 `stores.notRegistered` before registering). */
export interface StoreSetup {
  id: number;
  kind: StoreKind;
  name: string;
  slug: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  whatsapp: string | null;
  about: string | null;
  fulfilment: StoreFulfilment;
  status: StoreStatus;
  /** Absolute URL of the public store (for sharing and the QR code). */
  url: string;
  /** How many products it sells. */
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/store/products — every product the agent may sell, with its allowed price range and its current choice. */
export interface StoreProductChoice {
  productId: number;
  name: string;
  sku: string;
  categoryName: string | null;
  coverImageUrl: string | null;
  /** Allowed retail price range (inclusive), minor units: the product's store price to its retail price. */
  minPrice: number;
  maxPrice: number;
  /** The agent's own stock (all variants). */
  stock: number;
  selected: boolean;
  /** The agent's price when selected, else null. */
  price: number | null;
}

/** PUT /api/store/products — the full list of products the store sells (replaces the previous list); 422 when a price is outside its range. */
export interface StoreProductsInput {
  products: { productId: number; price: number }[];
}

/** One month of the store (Asia/Kuala_Lumpur months). */
export interface StoreSummaryMonth {
  /** "YYYY-MM" */
  month: string;
  visits: number;
  orders: number;
  /** Paid orders' goods value (grand total less shipping), minor units. */
  sales: number;
  /** orders / visits in basis points (0 when no visits). */
  conversion: number;
}

/** GET /api/store/summary?year=YYYY — months of the year (January … December), and the top products of the year. */
export interface StoreSummary {
  year: number;
  currency: string;
  months: StoreSummaryMonth[];
  totals: { visits: number; orders: number; sales: number; conversion: number };
  topProducts: { productId: number; name: string; units: number; sales: number }[];
}

// ---------------------------------------------------------------- HQ

/** GET /api/stores?kind=agent&search=&month=YYYY-MM&page=&limit= — the console's overview of stores with one month's figures (this month by default; Asia/Kuala_Lumpur days, from the summary table). */
export interface StoreListRow {
  id: number;
  kind: StoreKind;
  name: string;
  slug: string;
  url: string;
  status: StoreStatus;
  fulfilment: StoreFulfilment;
  owner: { id: number; name: string; email: string | null } | null;
  productCount: number;
  /** The month's visits, orders placed, orders paid and paid sales (goods value, minor units). */
  visits: number;
  orders: number;
  paidOrders: number;
  sales: number;
  createdAt: string;
}

export interface StoreListPage {
  data: StoreListRow[];
  /** The month of the figures, YYYY-MM. */
  month: string;
  /** The month's figures summed over every store the filters match (all pages). */
  totals: { visits: number; orders: number; paidOrders: number; sales: number };
  page: number;
  limit: number;
  total: number;
}
