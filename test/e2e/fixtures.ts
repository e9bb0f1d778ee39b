import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { apiAs, DEMO_PASSWORD, signIn, url } from './browser';

/**
 * Shared data set-up of the browser tests, made through the API as the console and the agent app
 * would (see `apiAs`). Every name a fixture creates ends with the test's stamp, so that a test
 * finds just its own rows; the demo company's HQ is hq@demo.test.
 */
export type Api = Awaited<ReturnType<typeof apiAs>>;

export const HQ = 'hq@demo.test';

/** An order as POST /manage-orders/store and GET /manage-orders/:id answer it. */
export interface PlacedOrder {
  id: number;
  orderNo: string;
  stage: string;
  paymentStatus: string;
  grandTotal: number;
  invoiceNo: string | null;
}

/** Turns company features on or off (e.g. `{ manualReceipt: true }`, `{ selfPickup: true }`). */
export async function setFeatures(hq: Api, features: Record<string, boolean>): Promise<void> {
  await hq.post('/company-features/store', features);
}

export interface ProductOptions {
  stamp: number;
  /** Name of the product's new category, before the stamp. */
  category: string;
  /** Product name, before the stamp (`<name> <stamp>`). */
  name: string;
  /** SKU prefix (`<sku>-<stamp>`). */
  sku: string;
  /** Retail price in sen; 5,000 unless told. */
  retailPrice?: number;
  /** Weight in grams; the server's default unless told. */
  weight?: number;
  /** The agent price in sen; 2,500 unless told. */
  price?: number;
  /** The levels (tier names) that get `price`; every level unless told. */
  levels?: string[];
  /** A price per level (tier name → sen) instead of one `price` for `levels`. */
  prices?: Record<string, number>;
  /** Units restocked; 50 unless told. */
  stock?: number;
  /** The store restocked (0 = HQ); the server's default unless told. */
  storeId?: number;
}

/** As HQ: a new category with a published product in it, priced for agents and restocked. */
export async function stockedProduct(hq: Api, o: ProductOptions): Promise<{ id: number; name: string }> {
  const tiers = await hq.get<{ id: number; levelName: string }[]>('/setup/tier?perPage=100');
  const priced = o.levels ? o.levels.map((level) => tiers.find((t) => t.levelName === level)!) : tiers;
  const category = await hq.post<{ id: number }>('/setup/product/category/store', { name: `${o.category} ${o.stamp}` });
  const name = `${o.name} ${o.stamp}`;
  const product = await hq.post<{ id: number }>('/products/store', {
    name,
    sku: `${o.sku}-${o.stamp}`,
    categoryId: category.id,
    retailPrice: o.retailPrice ?? 5_000,
    ...(o.weight === undefined ? {} : { weight: o.weight }),
    tierPrices: o.prices
      ? tiers.filter((t) => Object.hasOwn(o.prices!, t.levelName)).map((t) => ({ tierId: t.id, price: o.prices![t.levelName] }))
      : priced.map((t) => ({ tierId: t.id, price: o.price ?? 2_500 })),
    status: 'published',
  });
  await hq.post('/inventory/store', { ...(o.storeId === undefined ? {} : { storeId: o.storeId }), productId: product.id, qtyIn: o.stock ?? 50, invType: 'restock' });
  return { id: product.id, name };
}

export interface CourierOptions {
  /** Courier name, used as given. */
  name: string;
  service?: string;
  /** The one flat rate in sen (by weight, up to 1,000 kg); 800 unless told. */
  price?: number;
}

/** As HQ: an active courier without handling fee or free shipping, serving every Malaysian state at one rate. */
export async function courierForMalaysia(hq: Api, o: CourierOptions): Promise<{ id: number }> {
  const states = await hq.get<{ id: string }[]>('/state?country=MY');
  return hq.post<{ id: number }>('/courier/store', {
    name: o.name,
    service: o.service ?? 'Standard',
    rateBy: 'weight',
    handlingFee: 0,
    freeShippingThreshold: null,
    isActive: true,
    regions: [{ name: 'Malaysia', states: states.map((s) => s.id), rates: [{ upTo: 1_000_000, comparison: 'lte', price: o.price ?? 800 }] }],
  });
}

export interface ReceiverOptions {
  firstName: string;
  lastName: string;
  addrTitle?: string;
  phoneNumber?: string;
  address1?: string;
}

/** As an agent: an address-book entry (a receiver) in Shah Alam, Selangor. */
export async function addReceiver(agent: Api, o: ReceiverOptions): Promise<{ id: number }> {
  return agent.post<{ id: number }>('/sales/customer/store', {
    addrTitle: o.addrTitle ?? 'E2E',
    firstName: o.firstName,
    lastName: o.lastName,
    phoneCode: '+60',
    phoneNumber: o.phoneNumber ?? '123456789',
    address1: o.address1 ?? '1 Jalan Ujian',
    postCode: '40000',
    city: 'Shah Alam',
    state: 'Selangor',
    country: 'MY',
  });
}

/** As HQ: the user id of the agent with this e-mail. */
export async function agentId(hq: Api, email: string): Promise<number> {
  const [agent] = await hq.get<{ id: number; email: string }[]>(`/list-agent?search=${encodeURIComponent(email)}`);
  expect(agent?.email).to.equal(email);
  return agent!.id;
}

export interface OrderSetupOptions {
  stamp: number;
  /** Names (before the stamp) and prices of the product; see `stockedProduct`. */
  product: Omit<ProductOptions, 'stamp'>;
  /** Courier name before the stamp (`<courier> <stamp>`), its service and rate. */
  courier: string;
  service?: string;
  shippingPrice?: number;
  /** The receiver; its first name gets the stamp (`<firstName><stamp>`), so a search finds this test's orders. */
  receiver: ReceiverOptions;
  /** Company features HQ turns on first, e.g. `{ manualReceipt: true }`. */
  features?: Record<string, boolean>;
  /** The buying agent; agent5@demo.test unless told. */
  buyer?: string;
}

export interface OrderSetup {
  hq: Api;
  agent: Api;
  productId: number;
  courierId: number;
  customerId: number;
  buyerId: number;
}

/**
 * Everything HQ needs to sell to an agent through the console: a stocked product, a courier for
 * every Malaysian state and, in the buyer's address book, a receiver.
 */
export async function orderSetup(page: Page, o: OrderSetupOptions): Promise<OrderSetup> {
  const hq = await apiAs(page.request, HQ);
  if (o.features) await setFeatures(hq, o.features);
  const product = await stockedProduct(hq, { stamp: o.stamp, ...o.product });
  const courier = await courierForMalaysia(hq, { name: `${o.courier} ${o.stamp}`, service: o.service, price: o.shippingPrice });
  const buyer = o.buyer ?? 'agent5@demo.test';
  const agent = await apiAs(page.request, buyer);
  const address = await addReceiver(agent, { ...o.receiver, firstName: `${o.receiver.firstName}${o.stamp}` });
  return { hq, agent, productId: product.id, courierId: courier.id, customerId: address.id, buyerId: await agentId(hq, buyer) };
}

export interface ShopProductOptions {
  stamp: number;
  /** Category, product name and SKU stems (see `stockedProduct`). */
  category: string;
  name: string;
  sku: string;
  /** The levels that may buy it; Master Stockist unless told. */
  levels?: string[];
}

/**
 * For agents checking out in the agent app (they buy from HQ): self-pickup on (the demo's HQ
 * branch is a pickup branch) and a product at RM 500.00 (retail RM 800.00) weighing 500 g with
 * 100 units at HQ.
 */
export async function shopProductWithPickup(page: Page, o: ShopProductOptions): Promise<{ hq: Api; productId: number; name: string }> {
  const hq = await apiAs(page.request, HQ);
  await setFeatures(hq, { selfPickup: true });
  const product = await stockedProduct(hq, {
    stamp: o.stamp,
    category: o.category,
    name: o.name,
    sku: o.sku,
    retailPrice: 80_000,
    weight: 500,
    price: 50_000,
    levels: o.levels ?? ['Master Stockist'],
    stock: 100,
    storeId: 0,
  });
  return { hq, productId: product.id, name: product.name };
}

export interface HqOrderOptions {
  quantity: number;
  /** Marked paid when placed (`markPaid`); unpaid unless told. */
  paid?: boolean;
  /** Then approved by HQ (to ship); the order is read again afterwards. */
  approved?: boolean;
  /** Self-pickup at this branch instead of the setup's courier and receiver. */
  pickupBranchId?: number;
}

/** HQ places a manual-payment order of the setup's product for the buyer (POST /manage-orders/store). */
export async function placeHqOrder(setup: OrderSetup, o: HqOrderOptions): Promise<PlacedOrder> {
  const { hq } = setup;
  const shipment = o.pickupBranchId === undefined ? { customerId: setup.customerId, shipmentType: 'courier', shipmentId: setup.courierId } : { shipmentType: 'pickup', shipmentId: o.pickupBranchId };
  const order = await hq.post<PlacedOrder>('/manage-orders/store', {
    buyerId: setup.buyerId,
    items: [{ itemType: 'product', productId: setup.productId, quantity: o.quantity }],
    ...shipment,
    paymentType: 'manual',
    ...(o.paid ? { markPaid: true } : {}),
  });
  if (!o.approved) return order;
  await hq.post('/manage-orders/approve', { ids: [order.id] });
  return hq.get<PlacedOrder>(`/manage-orders/${order.id}`);
}

/** Signs in to the console and waits until it has started (and settled the session), so the test can navigate. */
export async function signInToConsole(page: Page, email = HQ): Promise<void> {
  await signIn(page, email);
  await page.waitForURL(/\/admin\/?$/);
  await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
}

/** As the agent: deletes its unpaid order, if any, so that the next checkout is not blocked. */
export async function releaseOpenOrder(page: Page, email: string): Promise<void> {
  const agent = await apiAs(page.request, email);
  const cart = await agent.get<{ openOrder: { id: number } | null }>('/sales/my-shop/get-cart');
  if (cart.openOrder) await agent.delete(`/sales/my-shop/order/${cart.openOrder.id}`);
}

/** The `datetime-local` value for tomorrow 10:00 in the browser's time. */
export function tomorrowAtTen(): string {
  const d = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}

/**
 * The demo company's e-invoicing on through the API (PUT /e-invoice/settings as HQ: taxpayer,
 * version 1.0, from 1 January 2026) with a client of the local MyInvois of its own (`clientId`,
 * `clientSecret`), for browser tests of what comes after the setup (the setup screen has its own
 * test, einvoicing.test.ts).
 */
export async function setUpEinvoicing(page: Page, clientId: string, clientSecret: string): Promise<void> {
  const login = await page.request.post(url('/api/login'), { data: { email: HQ, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const saved = await page.request.put(url('/api/e-invoice/settings'), {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      enabled: true,
      fromDate: '2026-01-01',
      legalName: 'Demo Direct Sdn Bhd',
      tin: 'C25845632020',
      brn: '201901234567',
      msicCode: '46900',
      msicDescription: 'Wholesale of a variety of goods',
      address1: 'Lot 66, Bangunan Merdeka',
      postcode: '50480',
      city: 'Kuala Lumpur',
      stateCode: '14',
      phone: '+60312345678',
      email: 'accounts@demo.test',
      clientId,
      clientSecret,
    },
  });
  expect(saved.status(), await saved.text()).to.equal(200);
}
