import { issuesEinvoices } from '../../../common/tax';
import crypto from 'node:crypto';
import type { Ctx } from '../../platform/context';
import { AppError, ConflictError, ValidationError, type FieldErrors } from '../../platform/errors';
import { byPrimaryKey, forShare, forUpdate, inTransaction, retryOnDeadlock } from '../../platform/tx';
import { addSeconds, clock, toDbTime } from '../../platform/time';
import { translate } from '../../platform/i18n';
import { PAYMENT_TYPES, type PaymentType, type ShipmentType } from '../../../common/orders';
import { EINVOICE_ID_TYPES, EINVOICE_TIN_PATTERN, normaliseIdValue, type EinvoiceIdType } from '../../../common/einvoice';
import { formatMoney } from '../../../common/money';
import type { Currency } from '../../../common/constants';
import type { PaymentMethod, ShipMethods } from '../../../common/api/orders';
import type { User } from '../users';
import { Branch, Company } from '../companies';
import { quoteShipping } from '../couriers';
import { lockLevel, recordMovement } from '../inventory';
import { HQ_STORE } from '../inventory';
import { Package, Product } from '../catalog';
import { receiverOf } from '../customers';
import { checkVoucher, claimVoucher } from '../vouchers';
import { balanceOf, debit, lockWallet } from '../wallet';
import { recordPayment } from './lifecycle';
import { definePort } from '../../platform/events';
import type { GatewayAccount } from '../../../common/payments';
import { Voucher } from '../vouchers';
import { Cart, CartItem, Order, OrderEvent, OrderItem, OrderStock } from './models';
import { orderCounted } from './counters';
import { computeAmounts, type Amounts } from './pricing';
import { cartItems, cartOf, isFirstOrder, loadBuyer, preorderedUnits, priceLines, refuseProblems, sellerFor, totalsOf, type ItemInput, type PricedLine, type Seller } from './cart';
import { openOrderOf, pickupTime } from './shared';
import { validateComboChoice } from '../catalog';
import { checkReceiver, requireCourierReceiver } from './receiver';

/**
 * Checkout (docs/rules.md: "Checkout"): the quote of a cart, the shipping and payment methods
 * on offer, and placing the order. Decisions (the product-wide ones are in docs/decisions.md):
 * - Minimum order (stock purchases only): the buyer's tier `momUnit`/`momAmount`, or for a first
 *   order, when the company enables first-order rules, `momFirstOrderUnit`/`momFirstOrderAmount`;
 *   counted in units when the company's MOQ switch (`moq`) is on, else in goods value after rank
 *   discount. 0 means no minimum. A first order must hold packages only when `firstOrderPackage`
 *   is on.
 * - Shipping: a courier quote for the receiver's state (Malaysia) or province (Indonesia), the
 *   order's weight and units and its goods value (for the free-shipping threshold); or self-pickup
 *   at a pickup branch when the company enables it, at a time at least the company's booking time
 *   ahead (required when a booking time is set). A courier order needs its receiver's name, phone
 *   and full address, the postcode valid for the state (receiver.ts): refused naming what is missing.
 * - `totalPaid` must equal the grand total the server computes, so a price that changed between
 *   the page and the click is never charged silently (409 with the new amounts).
 * - The checkout is one transaction: order, lines, stock taken from the seller (a conditional
 *   decrement, so 200 parallel buyers of the last 10 units make exactly 10 orders), preorder
 *   limits (the product row locked), the voucher use (a conditional quota update), the cart
 *   emptied and its `open_order_id` claimed (a second checkout of the same buyer fails on it).
 *   The same `sessionId` returns the order already placed. An unpaid order expires after the
 *   company's `orderExpiryMinutes`.
 *
 * Lock order (every transaction that changes orders, stock, vouchers or wallets follows it, so
 * parallel checkouts, payments and cancellations wait for each other instead of deadlocking;
 * retryOnDeadlock stays as a safety net):
 *   0. the order's own rows: the order (an existing one being changed; a new one and its lines
 *      are seen by no other transaction) and the buyer's cart;
 *   1. per product, ascending: the product row (shared; exclusive when it has preorder units,
 *      whose limit it guards), then its stock rows at the seller, ascending by variant — a product
 *      edit (product row, then its stock) thus waits for checkouts of it instead of meeting them
 *      crosswise;
 *   2. the voucher row, then its usage rows;
 *   3. the buyer's wallet balance row, then its ledger entries; a transfer of commission to the
 *      wallet (commissions/payouts.ts) takes the agent's wallet balance row, then its
 *      `commission_accounts` row (which payouts lock alone);
 *   4. counters: package sold counts (ascending id), the buyer's month in agent_period_sales,
 *      the company's invoice counter, the buyer's user row (last purchase);
 *   5. commission lines (commissions/orders.ts): inserts only, whose foreign keys read the
 *      beneficiaries' user rows shared.
 * Checkout locks the cart, then the shared rows of 1–4 (product, stock, voucher, wallet, package
 * rows) with SELECT … FOR SHARE / FOR UPDATE (`lockShared`) before it inserts the order: inserting a row
 * that references a voucher, product or package takes a shared lock on that row (foreign key
 * check), and two checkouts holding it shared would deadlock when each then wants it exclusive.
 * Locking writes address rows by primary key (byPrimaryKey), so no index scan or gap lock
 * reaches other buyers' rows, and rows that may not exist yet are written with one upsert
 * (INSERT … ON DUPLICATE KEY UPDATE), never SELECT … FOR UPDATE of a missing row.
 */

/** Whether gateway payment can be offered now, and its admin fee: the payments module provides it at start-up (server/wiring.ts). */
export const gatewayAvailability = definePort<(ctx: Ctx) => Promise<{ available: boolean; gatewayType: GatewayAccount | null; adminFee: number }>>('orders.gatewayAvailability');

export interface OrderChoices {
  storeId?: number | null;
  customerId?: number | null;
  shipmentType: ShipmentType;
  shipmentId?: number | null;
  pickupAt?: string | null;
  paymentType: PaymentType;
}

export interface CheckoutInput extends OrderChoices {
  /** A checkout field of docs/rules.md; accepted and not used: `paymentType` chooses how the order is paid. */
  paymentId?: number | null;
  totalPaid: number;
  orderNotes?: string | null;
  sessionId?: string | null;
  /** The buyer asks for an e-invoice of the order with these particulars (einvoiceRequestOf). */
  einvoiceTin?: string | null;
  einvoiceIdType?: EinvoiceIdType | null;
  einvoiceIdValue?: string | null;
  einvoiceName?: string | null;
}

/** The buyer's particulars for an e-invoice of its order, as stored on the order (orders.einvoice_*). */
export interface EinvoiceRequest {
  tin: string;
  idType: EinvoiceIdType;
  idValue: string;
  name: string | null;
}

/**
 * The e-invoice particulars of a checkout, checked; null when the buyer asked for none. Malaysian
 * companies only (LHDN's e-invoicing), and only for orders HQ sells (`hqSells`): an agent's sale is
 * the agent's own business, not the company's e-invoice. The TIN in LHDN's format (upper case),
 * an identification type and its number (NRIC and ARMY 12 digits; BRN and passport letters,
 * digits and dashes), the name optional (the profile's name otherwise). The orders module keeps
 * them on the order; the einvoice module reads them when the order is paid.
 */
export function einvoiceRequestOf(ctx: Ctx, input: CheckoutInput, hqSells: boolean): EinvoiceRequest | null {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const tin = text(input.einvoiceTin).toUpperCase();
  const idValue = text(input.einvoiceIdValue);
  const name = text(input.einvoiceName);
  if (!tin && !input.einvoiceIdType && !idValue && !name) return null;
  if (!issuesEinvoices(ctx.company.country)) throw ValidationError.field('einvoiceTin', 'einvoice.notAvailable');
  if (!hqSells) throw ValidationError.field('einvoiceTin', 'einvoice.hqOnly');
  const errors: FieldErrors = {};
  if (!tin) errors.einvoiceTin = { key: 'validation.required' };
  else if (!EINVOICE_TIN_PATTERN.test(tin)) errors.einvoiceTin = { key: 'einvoice.tin' };
  const idType = input.einvoiceIdType ?? null;
  if (!idType) errors.einvoiceIdType = { key: 'validation.required' };
  else if (!(EINVOICE_ID_TYPES as readonly string[]).includes(idType)) errors.einvoiceIdType = { key: 'validation.invalid' };
  const normalised = idType && (EINVOICE_ID_TYPES as readonly string[]).includes(idType) && idValue ? normaliseIdValue(idType, idValue) : null;
  if (!idValue) errors.einvoiceIdValue = { key: 'validation.required' };
  else if (idType && !normalised) errors.einvoiceIdValue = { key: 'einvoice.idValue' };
  const keys = Object.keys(errors);
  if (keys.length) throw new ValidationError(errors, keys.length === 1 ? errors[keys[0]!]!.key : 'validation.failed');
  return { tin, idType: idType!, idValue: normalised!, name: name || null };
}

export interface Minimum {
  basis: 'unit' | 'amount';
  unit: number;
  amount: number;
  met: boolean;
}

/** The goods value of lines: their totals less their rank discounts (before any voucher). */
export const goodsOf = (lines: PricedLine[]) => lines.reduce((s, l) => s + l.lineTotal - l.discount, 0);

/** The minimum a stock purchase must reach, or null when there is none. */
export function minimumFor(ctx: Ctx, buyer: User, seller: Seller, lines: PricedLine[], firstOrder: boolean): Minimum | null {
  const tier = buyer.tier;
  if (seller.type === 'personal' || !tier) return null;
  const f = ctx.company.features;
  const first = firstOrder && Boolean(f.firstOrder);
  const unit = first ? tier.momFirstOrderUnit : tier.momUnit;
  const amount = first ? tier.momFirstOrderAmount : tier.momAmount;
  const basis = f.moq ? 'unit' : 'amount';
  const need = basis === 'unit' ? unit : amount;
  if (need <= 0) return null;
  const have = basis === 'unit' ? totalsOf(lines).units : goodsOf(lines);
  return { basis, unit, amount, met: have >= need };
}

export function voucherFacts(buyer: User, lines: PricedLine[], firstOrder: boolean) {
  return {
    userId: buyer.id,
    goodsValue: goodsOf(lines),
    packageValue: goodsOf(lines.filter((l) => l.isPackage)),
    hasPackage: lines.some((l) => l.isPackage),
    isFirstOrder: firstOrder,
  };
}

export const voucherTerms = (v: Voucher) => ({ voucherType: v.voucherType, voucherDisc: v.voucherDisc, packageOnly: Boolean(v.packageOnly), freeShipping: Boolean(v.freeShipping) });

/** HQ's branches hand over HQ's stock: an upline or a personal sale ships from the seller's own stock. */
const pickupOffered = (seller: Seller) => seller.type === 'hq';

interface Shipping {
  shipmentType: ShipmentType;
  courierId: number | null;
  courierName: string | null;
  branchId: number | null;
  pickupAt: string | null;
  fee: number;
}

/** Shipping for the choices; a quote (`quoting`) may leave the pickup time for later. */
async function shippingFor(ctx: Ctx, seller: Seller, choices: OrderChoices, receiver: Awaited<ReturnType<typeof receiverOf>>, lines: PricedLine[], quoting: boolean): Promise<Shipping> {
  if (choices.shipmentType === 'pickup') {
    const f = ctx.company.features;
    if (!f.selfPickup) throw ValidationError.field('shipmentType', 'orders.pickupDisabled');
    if (!pickupOffered(seller)) throw ValidationError.field('shipmentType', 'orders.pickupHqOnly');
    const branch = choices.shipmentId ? await Branch.of(ctx).findById(choices.shipmentId).where('isPickup', true) : undefined;
    if (!branch) throw ValidationError.field('shipmentId', 'orders.pickupBranch');
    const pickupAt = choices.pickupAt ? pickupTime(ctx, choices.pickupAt) : null;
    if (!pickupAt && f.bookingTimeMinutes > 0 && !quoting) throw ValidationError.field('pickupAt', 'orders.pickupTimeRequired');
    return { shipmentType: 'pickup', courierId: null, courierName: null, branchId: branch.id, pickupAt, fee: 0 };
  }
  if (!choices.shipmentId) throw ValidationError.field('shipmentId', 'orders.courierRequired');
  requireCourierReceiver(ctx, receiver);
  const state = receiver.country === 'ID' ? receiver.provinceId : receiver.state;
  if (!state) throw ValidationError.field('customerId', 'orders.receiverAddressMissing');
  const { weightGrams, units } = totalsOf(lines);
  const [quote] = await quoteShipping(ctx, { state, weightGrams, units, orderAmount: goodsOf(lines), courierId: choices.shipmentId });
  return { shipmentType: 'courier', courierId: quote!.courierId, courierName: `${quote!.name} ${quote!.service}`.trim(), branchId: null, pickupAt: null, fee: quote!.price };
}

export interface Draft {
  buyer: User;
  seller: Seller;
  lines: PricedLine[];
  firstOrder: boolean;
  voucher: Voucher | null;
  receiver: Awaited<ReturnType<typeof receiverOf>>;
  shipping: Shipping;
  amounts: Amounts;
  shares: ReturnType<typeof computeAmounts>['lines'];
  paymentType: PaymentType;
}

/** Everything an order would be, checked; refuses with the messages of docs/rules.md. */
export async function draftOrder(ctx: Ctx, buyer: User, seller: Seller, items: ItemInput[], choices: OrderChoices, voucherRef: { id?: number; code?: string } | null, quoting = false): Promise<Draft> {
  if (!items.length) throw new AppError(422, 'orders.cartEmpty');
  const firstOrder = seller.type !== 'personal' && (await isFirstOrder(ctx, buyer.id));
  const lines = await priceLines(ctx, buyer, seller, items, firstOrder);
  refuseProblems(lines);
  const minimum = minimumFor(ctx, buyer, seller, lines, firstOrder);
  if (minimum && !minimum.met) {
    throw new AppError(422, minimum.basis === 'unit' ? 'orders.minimumUnits' : 'orders.minimumAmount', { units: minimum.unit, amount: formatMoney(minimum.amount, ctx.company.currency as Currency) });
  }
  if (firstOrder && ctx.company.features.firstOrderPackage && lines.some((l) => !l.isPackage)) throw new AppError(422, 'orders.packageOnlyFirstOrder');
  if (!(PAYMENT_TYPES as readonly string[]).includes(choices.paymentType)) throw ValidationError.field('paymentType', 'validation.invalid');
  // Credit is HQ's money: it pays orders HQ sells.
  if (choices.paymentType === 'credit' && seller.type !== 'hq') throw ValidationError.field('paymentType', 'orders.creditHqOnly');
  // Online payment: orders HQ sells, when the gateway is available (MYR, an account configured); paid after checkout.
  if (choices.paymentType === 'gateway' && (seller.type !== 'hq' || !(await gatewayAvailability.get()(ctx)).available)) throw ValidationError.field('paymentType', 'gateway.notAvailable');
  const voucher = voucherRef ? await checkVoucher(ctx, voucherRef, voucherFacts(buyer, lines, firstOrder)) : null;
  const receiver = await receiverOf(ctx, buyer.id, choices.customerId ?? null);
  const shipping = await shippingFor(ctx, seller, choices, receiver, lines, quoting);
  const { amounts, lines: shares } = computeAmounts({ lines, voucher: voucher ? voucherTerms(voucher) : null, shipping: shipping.fee, ...(await feesOf(ctx)) });
  return { buyer, seller, lines, firstOrder, voucher, receiver, shipping, amounts, shares, paymentType: choices.paymentType };
}

export interface HqOrderInput extends OrderChoices {
  buyerId: number;
  items: ItemInput[];
  voucherCode?: string | null;
}

/** HQ's order for an agent (manage-orders, the demo's history): HQ sells, at the agent's prices, from HQ stock. */
export async function draftForAgent(ctx: Ctx, input: HqOrderInput): Promise<Draft> {
  const buyer = await loadBuyer(ctx, input.buyerId);
  for (const item of input.items) if (item.itemType === 'combo' && item.comboId) await validateComboChoice(ctx, item.comboId, item.choices ?? []);
  const seller = { type: 'hq' as const, id: null, name: ctx.company.name };
  const choices: OrderChoices = { ...input, customerId: input.customerId ?? null, storeId: null };
  return draftOrder(ctx, buyer, seller, input.items, choices, input.voucherCode ? { code: input.voucherCode } : null);
}

/** The company's charges on every order: admin fee, tax rate and service-charge rate. */
export async function feesOf(ctx: Ctx) {
  const f = ctx.company.features;
  const taxBp = (await Company.query(ctx.trx).findById(ctx.companyId))?.taxRateBp ?? 0;
  return { adminFee: Number(f.orderAdminFee), taxBp, serviceChargeBp: f.serviceChargeBp };
}

export function amountsView(d: Draft) {
  return { ...d.amounts, ...totalsOf(d.lines) };
}

// ---------------------------------------------------------------- methods

export async function shipMethods(ctx: Ctx, buyerId: number, storeId: number | null, customerId: number | null): Promise<ShipMethods> {
  const buyer = await loadBuyer(ctx, buyerId);
  const seller = await sellerFor(ctx, buyer, storeId);
  const cart = await cartOf(ctx, buyerId);
  const lines = await priceLines(ctx, buyer, seller, await cartItems(ctx, cart), await isFirstOrder(ctx, buyerId));
  const receiver = await receiverOf(ctx, buyerId, customerId);
  const f = ctx.company.features;
  const pickup = Boolean(f.selfPickup) && pickupOffered(seller);
  const branches = pickup ? await Branch.of(ctx).where('isPickup', true).orderBy('name') : [];
  let couriers: { courierId: number; name: string; service: string; price: number; free: boolean }[] = [];
  const state = receiver.country === 'ID' ? receiver.provinceId : receiver.state;
  // What a courier would lack: the app shows it, with a link, before the agent chooses.
  const receiverCheck = checkReceiver(ctx, receiver);
  const badState = receiverCheck.problems.some((p) => p.field === 'state');
  try {
    if (state && !badState && lines.length) {
      const quotes = await quoteShipping(ctx, { state, ...totalsOf(lines), orderAmount: goodsOf(lines) });
      couriers = quotes.map((q) => ({ courierId: q.courierId, name: q.name, service: q.service, price: q.price, free: q.free }));
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== 'shipping.notFound') throw error;
  }
  if (!couriers.length && !branches.length && receiverCheck.complete) throw new AppError(422, 'shipping.notFound');
  return {
    receiver: receiverCheck,
    couriers,
    pickup: {
      enabled: pickup,
      bookingMinutes: f.bookingTimeMinutes,
      branches: branches.map((b) => ({ id: b.id, name: b.name, address: [b.address1, b.address2, b.postcode, b.city, b.state].filter(Boolean).join(', ') })),
    },
  };
}

/** The payment methods for the agent's order from its seller; credit (with the balance) only when HQ sells. */
export async function paymentMethods(ctx: Ctx, buyerId: number, storeId: number | null): Promise<PaymentMethod[]> {
  const adminFee = Number(ctx.company.features.orderAdminFee);
  const methods: PaymentMethod[] = [{ type: 'manual', name: translate('orders.payManual', ctx.lang), adminFee }];
  const seller = await sellerFor(ctx, await loadBuyer(ctx, buyerId), storeId);
  if (seller.type === 'hq') {
    const balance = await balanceOf(ctx, buyerId);
    const shown = formatMoney(balance, ctx.company.currency as Currency);
    methods.push({ type: 'credit', name: translate('orders.payCredit', ctx.lang, { balance: shown }), adminFee, balance });
    // Online banking: `adminFee` is the gateway's fee, charged on top of the order's grand total when the bill is made.
    const gateway = await gatewayAvailability.get()(ctx);
    if (gateway.available) methods.push({ type: 'gateway', name: translate('gateway.methodName', ctx.lang), adminFee: gateway.adminFee });
  }
  return methods;
}

// ---------------------------------------------------------------- placing an order

export interface PlaceOptions {
  createdBy: number;
  notes?: string | null;
  sessionId?: string | null;
  /** The cart the items came from: emptied, and its open order claimed. */
  cart?: Cart | null;
  /** The buyer's e-invoice particulars (einvoiceRequestOf), kept on the order. */
  einvoice?: EinvoiceRequest | null;
}

const reference = () => crypto.randomBytes(6).toString('hex').toUpperCase();

/** Writes the order of a checked draft, takes its stock and voucher use (inside the caller's transaction). */
export async function placeOrder(tx: Ctx, d: Draft, options: PlaceOptions): Promise<Order> {
  const parts = stockParts(d);
  // Step 0 of the lock order (a cancellation of the buyer's earlier order frees this cart before it returns stock).
  if (options.cart) await forUpdate(byPrimaryKey(Cart.of(tx)).findById(options.cart.id).select('carts.id'));
  await lockShared(tx, d, parts);
  const now = clock.now();
  const f = tx.company.features;
  const r = d.receiver;
  const order = await Order.of(tx).insertAndFetch({
    orderNo: `T${reference()}`,
    referenceNo: reference(),
    type: d.seller.type,
    buyerId: d.buyer.id,
    sellerId: d.seller.id,
    createdBy: options.createdBy,
    stage: 'unpaid',
    paymentType: d.paymentType,
    paymentStatus: 'unpaid',
    customerId: r.customerId,
    receiverFirstName: r.firstName,
    receiverLastName: r.lastName,
    receiverEmail: r.email,
    receiverPhoneCode: r.phoneCode,
    receiverPhoneNumber: r.phoneNumber,
    receiverAddress1: r.address1,
    receiverAddress2: r.address2,
    receiverPostcode: r.postcode,
    receiverCity: r.city,
    receiverState: r.state,
    receiverCountry: r.country,
    receiverProvinceId: r.provinceId,
    receiverRegencyId: r.regencyId,
    receiverDistrictId: r.districtId,
    receiverVillageId: r.villageId,
    shipmentType: d.shipping.shipmentType,
    courierId: d.shipping.courierId,
    courierName: d.shipping.courierName,
    branchId: d.shipping.branchId,
    pickupAt: d.shipping.pickupAt,
    ...totalsOf(d.lines),
    ...d.amounts,
    voucherId: d.voucher?.id ?? null,
    voucherCode: d.voucher?.voucherCode ?? null,
    totalPaid: 0,
    isFirstOrder: d.firstOrder,
    notes: options.notes ?? null,
    sessionId: options.sessionId ?? null,
    einvoiceTin: options.einvoice?.tin ?? null,
    einvoiceIdType: options.einvoice?.idType ?? null,
    einvoiceIdValue: options.einvoice?.idValue ?? null,
    einvoiceName: options.einvoice?.name ?? null,
    expiresAt: toDbTime(addSeconds(now, f.orderExpiryMinutes * 60)),
  } as Partial<Order>);
  const orderNo = `SO${String(order.id).padStart(8, '0')}`;
  await byPrimaryKey(Order.of(tx)).findById(order.id).patch({ orderNo });
  order.orderNo = orderNo;
  await orderCounted(tx, order);

  if (options.cart) {
    const claimed = await byPrimaryKey(Cart.of(tx)).findById(options.cart.id).whereNull('openOrderId').patch({ openOrderId: order.id, voucherId: null });
    if (!claimed) throw new ConflictError('orders.openOrder');
    const items = (await CartItem.of(tx).where('cartId', options.cart.id).select('id')).map((i) => i.id);
    // By id alone (ids read in this company): MariaDB's DELETE takes no index hint, and with the
    // company filter it may scan the company index, locking other buyers' cart lines.
    if (items.length) await CartItem.unscoped(tx.trx).whereIn('id', items).delete();
  }

  // One insert per row: Objection inserts several rows at once only on PostgreSQL and SQL Server.
  for (const [i, l] of d.lines.entries()) {
    await OrderItem.of(tx).insert({
      orderId: order.id,
      itemType: l.itemType,
      productId: l.productId,
      variantId: l.variantId,
      packageId: l.packageId,
      comboId: l.comboId,
      name: l.name,
      sku: l.sku,
      variantName: l.variantName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      discount: d.shares[i]!.discount,
      voucherDiscount: d.shares[i]!.voucherDiscount,
      salesValue: d.shares[i]!.salesValue,
      units: l.units,
      points: l.points,
    } as Partial<OrderItem>);
  }
  await takeStock(tx, d, parts, order, options.createdBy);
  if (d.voucher) await claimVoucher(tx, d.voucher, d.buyer.id, order.id, d.amounts.voucherDiscount);
  await OrderEvent.of(tx).insert({ orderId: order.id, action: 'checkout', fromStage: null, toStage: 'unpaid', byUserId: options.createdBy, note: null });
  if (d.paymentType === 'credit') {
    // Paid at once from the wallet, in the same transaction (not enough credit: nothing is placed).
    await debit(tx, { userId: d.buyer.id, amount: d.amounts.grandTotal, kind: 'order_payment', reference: String(order.id), orderId: order.id, by: options.createdBy });
    await recordPayment(tx, order, options.createdBy);
    return (await Order.of(tx).findById(order.id))!;
  }
  return order;
}

type StockPart = { productId: number; variantId: number; quantity: number; preorder: boolean; combo: boolean };

/** The order's units per (product, variant), in the lock order. */
function stockParts(d: Draft): StockPart[] {
  const merged = new Map<string, { productId: number; variantId: number; quantity: number; preorder: boolean; combo: boolean }>();
  for (const line of d.lines) {
    for (const part of line.parts) {
      const key = `${part.productId}:${part.variantId}`;
      const seen = merged.get(key);
      if (seen) {
        seen.quantity += part.quantity;
        seen.combo ||= line.itemType === 'combo';
      } else merged.set(key, { ...part, combo: line.itemType === 'combo' });
    }
  }
  return [...merged.values()].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
}

/** Locks the shared rows the order will change, in the lock order of the module comment (steps 1–4, counters other than packages excepted). */
async function lockShared(tx: Ctx, d: Draft, parts: StockPart[]) {
  for (const [i, part] of parts.entries()) {
    if (parts[i - 1]?.productId !== part.productId) {
      const product = byPrimaryKey(Product.of(tx)).findById(part.productId).select('products.id');
      const exclusive = parts.some((p) => p.productId === part.productId && p.preorder);
      await (exclusive ? forUpdate(product) : forShare(product));
    }
    if (!part.preorder) await lockLevel(tx, { storeId: d.seller.id ?? HQ_STORE, productId: part.productId, variantId: part.variantId });
  }
  if (d.voucher) await forUpdate(byPrimaryKey(Voucher.of(tx)).findById(d.voucher.id).select('vouchers.id'));
  if (d.paymentType === 'credit') await lockWallet(tx, d.buyer.id);
  const packageIds = [...new Set(d.lines.flatMap((l) => (l.packageId ? [l.packageId] : [])))].sort((a, b) => a - b);
  for (const id of packageIds) await forUpdate(byPrimaryKey(Package.of(tx)).findById(id).select('packages.id'));
}

/** Takes the order's units from the seller's stock (preorder units only count against the product's limit); the rows are locked already. */
async function takeStock(tx: Ctx, d: Draft, parts: StockPart[], order: Order, userId: number) {
  for (const part of parts) {
    if (part.preorder) {
      const product = await forUpdate(byPrimaryKey(Product.of(tx)).findById(part.productId));
      const used = (await preorderedUnits(tx, [part.productId])).get(part.productId) ?? 0;
      if (used + part.quantity > (product?.preorderLimit ?? 0)) throw new AppError(422, 'orders.preorderLimit', { name: product?.name ?? '' });
    } else {
      try {
        await recordMovement(tx, {
          storeId: d.seller.id ?? HQ_STORE,
          productId: part.productId,
          variantId: part.variantId,
          qtyIn: 0,
          qtyOut: part.quantity,
          invType: 'order',
          invDesc: order.orderNo,
          userId,
        });
      } catch (error) {
        if (error instanceof AppError && error.key === 'inventory.insufficientStock') {
          throw new AppError(422, part.combo ? 'combo.outOfStock' : 'orders.outOfStock', { name: d.lines.find((l) => l.parts.some((p) => p.productId === part.productId))?.name ?? '' });
        }
        throw error;
      }
    }
  }
  for (const p of parts) await OrderStock.of(tx).insert({ orderId: order.id, productId: p.productId, variantId: p.variantId, quantity: p.quantity, preorder: p.preorder } as Partial<OrderStock>);
}

/** The agent's checkout of its cart. */
export async function checkout(ctx: Ctx, buyerId: number, input: CheckoutInput): Promise<number> {
  const placed = async () => (input.sessionId ? (await Order.of(ctx).where({ buyerId, sessionId: input.sessionId }).first())?.id : undefined);
  const earlier = await placed();
  if (earlier) return earlier;
  try {
    return await place(ctx, buyerId, input);
  } catch (error) {
    // A double submit running in parallel (refused on the open order or the session's unique key):
    // the other request placed the order of this session.
    const same = await placed();
    if (same) return same;
    throw error;
  }
}

function place(ctx: Ctx, buyerId: number, input: CheckoutInput): Promise<number> {
  return retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const cart = await cartOf(tx, buyerId);
      if (await openOrderOf(tx, cart)) throw new ConflictError('orders.openOrder');
      if (cart.openOrderId) await byPrimaryKey(Cart.of(tx)).findById(cart.id).patch({ openOrderId: null });
      const buyer = await loadBuyer(tx, buyerId);
      const seller = await sellerFor(tx, buyer, input.storeId);
      const einvoice = einvoiceRequestOf(tx, input, seller.type === 'hq');
      const draft = await draftOrder(tx, buyer, seller, await cartItems(tx, cart), input, cart.voucherId ? { id: cart.voucherId } : null);
      if (input.totalPaid !== draft.amounts.grandTotal) {
        throw new AppError(409, 'orders.totalChanged', { grandTotal: draft.amounts.grandTotal });
      }
      const order = await placeOrder(tx, draft, { createdBy: buyerId, notes: input.orderNotes, sessionId: input.sessionId, cart, einvoice });
      return order.id;
    }),
  );
}

/** The amounts a checkout with these choices would charge now. */
export async function quote(ctx: Ctx, buyerId: number, choices: OrderChoices) {
  const cart = await cartOf(ctx, buyerId);
  const buyer = await loadBuyer(ctx, buyerId);
  const seller = await sellerFor(ctx, buyer, choices.storeId);
  return amountsView(await draftOrder(ctx, buyer, seller, await cartItems(ctx, cart), choices, cart.voucherId ? { id: cart.voucherId } : null, true));
}
