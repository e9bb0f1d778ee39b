import type { Ctx } from '../../platform/context';
import { platform } from '../../platform';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors';
import { translate, isLang } from '../../platform/i18n';
import type { UploadedFile } from '../../platform/http/route';
import { dbTimeToIso } from '../../platform/time';
import { inTransaction, isUniqueViolation, retryOnDeadlock } from '../../platform/tx';
import { formatMoney } from '../../../common/money';
import type { Currency, Lang } from '../../../common/constants';
import type { AddressFields } from '../../../common/receiver';
import {
  STORE_CART_MAX_LINES,
  STORE_CART_MAX_QTY,
  type GuestAddress,
  type GuestCheckoutInput,
  type GuestCheckoutResult,
  type PublicOrderView,
  type StoreCartLine,
  type StoreQuote,
  type StoreQuoteInput,
  type StoreQuoteLine,
} from '../../../common/api/store';
import { Branch } from '../companies';
import { Product, Variant } from '../catalog';
import { guestCustomer } from '../customers';
import { Order, OrderItem, draftStoreSale, placeStoreSale } from '../orders';
import { storeBill } from '../payments';
import { attachReceipt } from '../receipts';
import { User } from '../users';
import { Store, StoreOrder, StoreProduct } from './models';
import { gatewayFee, gatewayOffered, transferOffered } from './payment';
import { coopDetails, coopOrderFields, coopShipment } from './coop';
import { attributedAgent, countAffiliateDay } from './affiliate-attribution';
import { saleFulfilment } from './hq-store-sale';
import { bankLabel, countDay, fileUrl, newNonce, parseToken, publicStore, statusToken, tokenVerifies } from './shared';

/**
 * The public store's cart, quote, guest checkout and order-status page (docs/stores.md). The order
 * goes through the orders module's own checkout parts (orders/store-sale.ts): a personal sale from
 * the agent's stock, or a dropship order HQ sells for the agent; the guest becomes (or is found as)
 * an entry of the agent's address book by e-mail, else phone.
 */

const NAME_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The cart checked: bounded, each product sold by the store (404 otherwise), a variant when the product has them. */
async function checkedItems(ctx: Ctx, store: Store, items: StoreCartLine[]) {
  if (!items.length) throw new AppError(422, 'orders.cartEmpty');
  if (items.length > STORE_CART_MAX_LINES || items.some((i) => i.quantity < 1 || i.quantity > STORE_CART_MAX_QTY)) {
    throw new AppError(422, 'stores.cartTooBig', { lines: STORE_CART_MAX_LINES, qty: STORE_CART_MAX_QTY });
  }
  const ids = [...new Set(items.map((i) => i.productId))];
  const listed = await StoreProduct.of(ctx).where('storeId', store.id).whereIn('productId', ids);
  const prices = new Map(listed.map((r) => [r.productId, Number(r.price)]));
  if (prices.size !== ids.length) throw new NotFoundError('stores.notFound');
  const variants = await Variant.of(ctx).whereIn('productId', ids).select('id', 'productId');
  const names = new Map((await Product.of(ctx).whereIn('id', ids).select('id', 'name')).map((p) => [p.id, p.name]));
  const out = items.map((i, n) => {
    const own = variants.filter((v) => v.productId === i.productId);
    const variantId = i.variantId ?? null;
    if (own.length && (variantId === null || !own.some((v) => v.id === variantId))) {
      throw ValidationError.field(`items.${n}.variantId`, 'stores.variantRequired', { name: names.get(i.productId) ?? '' });
    }
    if (!own.length && variantId !== null) throw ValidationError.field(`items.${n}.variantId`, 'validation.invalid');
    return { productId: i.productId, variantId, quantity: i.quantity };
  });
  return { items: out, prices };
}

function receiverOf(
  ctx: Ctx,
  address: GuestAddress | null | undefined,
  who: { firstName: string | null; lastName: string | null; email: string | null; phoneCode: string | null; phoneNumber: string | null },
  customerId: number | null,
): AddressFields & { customerId: number | null } {
  const indonesian = ctx.company.country === 'ID';
  const t = (v: string | null | undefined) => (v ?? '').trim() || null;
  return {
    ...who,
    address1: t(address?.address1),
    address2: t(address?.address2),
    postcode: t(address?.postcode),
    city: t(address?.city),
    state: t(address?.state),
    country: ctx.company.country,
    provinceId: indonesian ? t(address?.provinceId) : null,
    regencyId: indonesian ? t(address?.regencyId) : null,
    districtId: indonesian ? t(address?.districtId) : null,
    villageId: indonesian ? t(address?.villageId) : null,
    customerId,
  };
}

function quoteLines(
  lines: { productId: number | null; variantId: number; name: string; variantName: string | null; image: string | null; quantity: number; unitPrice: number; lineTotal: number }[],
): StoreQuoteLine[] {
  return lines.map((l) => ({
    productId: l.productId!,
    variantId: l.variantId || null,
    name: l.name,
    variantName: l.variantName,
    imageUrl: l.image,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    lineTotal: l.lineTotal,
  }));
}

export async function quote(ctx: Ctx, slug: string, input: StoreQuoteInput): Promise<StoreQuote> {
  const store = await publicStore(ctx, slug);
  coopShipment(store, input.shipmentType);
  const { items, prices } = await checkedItems(ctx, store, input.items);
  // A quote names no one yet: the courier is chosen for the address alone.
  const receiver = receiverOf(ctx, input.address, { firstName: 'Guest', lastName: null, email: null, phoneCode: '60', phoneNumber: '0000000000' }, null);
  if (input.shipmentType === 'courier' && !input.address) throw ValidationError.field('address', 'validation.required');
  const branchId = input.shipmentType === 'pickup' && store.fulfilment === 'dropship' ? ((await Branch.of(ctx).where('isPickup', true).orderBy('name').first())?.id ?? null) : null;
  const fulfilment = await saleFulfilment(ctx, store);
  const d = await draftStoreSale(ctx, { agentId: store.ownerId, fulfilment, items, prices, receiver, shipmentType: input.shipmentType, branchId, paymentType: 'manual' });
  const a = d.amounts;
  return {
    lines: quoteLines(d.lines),
    subtotal: a.subtotal,
    shippingFee: a.shippingFee,
    adminFee: a.adminFee,
    tax: a.tax,
    serviceCharge: a.serviceCharge,
    grandTotal: a.grandTotal,
    ...(await withPaymentFee(ctx, store, input.paymentMethod === 'gateway', a.grandTotal)),
    courierName: d.shipping.courierName,
  };
}

/** The online payment fee on top of a grand total when the guest pays through the gateway (the bill's amount is totalToPay). */
async function withPaymentFee(ctx: Ctx, store: Store, gateway: boolean, grandTotal: number): Promise<{ paymentFee: number; totalToPay: number }> {
  const paymentFee = gateway ? await gatewayFee(ctx, store) : 0;
  return { paymentFee, totalToPay: grandTotal + paymentFee };
}

function checkGuest(input: GuestCheckoutInput) {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const email = input.email.trim().toLowerCase();
  const phoneCode = input.phoneCode.replace(/\D/g, '');
  const phoneNumber = input.phoneNumber.replace(/[\s-]/g, '');
  const fields: Record<string, { key: 'validation.required' | 'validation.invalid' }> = {};
  if (!name || name.length > NAME_MAX) fields.name = { key: 'validation.required' };
  if (!EMAIL.test(email) || email.length > 191) fields.email = { key: 'validation.invalid' };
  if (!/^\d{1,4}$/.test(phoneCode)) fields.phoneCode = { key: 'validation.invalid' };
  if (!/^\d{6,15}$/.test(phoneNumber)) fields.phoneNumber = { key: 'validation.invalid' };
  if (input.shipmentType === 'courier' && !input.address) fields.address = { key: 'validation.required' };
  if (Object.keys(fields).length) throw new ValidationError(fields);
  const [firstName, ...rest] = name.split(' ');
  return { firstName: firstName!, lastName: rest.join(' ') || null, email, phoneCode, phoneNumber };
}

const langOf = (ctx: Ctx, lang: string | undefined): Lang => (isLang(lang) ? lang : ctx.lang);

function orderPath(store: Store, token: string) {
  return `/s/${store.slug}/order/${token}`;
}

async function result(ctx: Ctx, store: Store, so: StoreOrder, order: Order, paymentUrl: string | null): Promise<GuestCheckoutResult> {
  const token = statusToken(ctx.companyId, order.id, so.nonce);
  return { orderNo: order.orderNo, statusToken: token, statusUrl: `${ctx.origin}${orderPath(store, token)}`, paymentUrl };
}

export async function checkout(ctx: Ctx, slug: string, input: GuestCheckoutInput, attribution: { cookie: string | null } = { cookie: null }): Promise<GuestCheckoutResult> {
  const store = await publicStore(ctx, slug);
  const coop = coopOrderFields(ctx, store, input);
  const guest = checkGuest(input);
  const sessionId = input.sessionId.trim();
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(sessionId)) throw ValidationError.field('sessionId', 'validation.invalid');
  const lang = langOf(ctx, input.lang);
  const earlier = async () => {
    const so = await StoreOrder.of(ctx).where({ storeId: store.id, sessionId }).first();
    return so ? { so, order: (await Order.of(ctx).findById(so.orderId))! } : null;
  };
  const seen = await earlier();
  if (seen) return result(ctx, store, seen.so, seen.order, null);

  if (input.paymentMethod === 'gateway' ? !(await gatewayOffered(ctx, store)) : !transferOffered(ctx, store)) {
    throw ValidationError.field('paymentMethod', 'stores.paymentNotAvailable');
  }
  if (input.paymentMethod === 'transfer') {
    const owner = await User.of(ctx).findById(store.ownerId).select('id', 'bankNumber');
    if (!owner?.bankNumber) throw ValidationError.field('paymentMethod', 'stores.bankMissing');
  }
  const { items, prices } = await checkedItems(ctx, store, input.items);
  const fulfilment = await saleFulfilment(ctx, store);
  const affiliateId = await attributedAgent(ctx, store, attribution.cookie);
  let placed: { so: StoreOrder; order: Order };
  try {
    placed = await retryOnDeadlock(() =>
      inTransaction(ctx, async (tx) => {
        const a = input.address;
        // A guest who gives no address (a co-op parent collecting at the school, any guest collecting
        // the order) is not an entry of the agent's address book, whose entries have an address.
        const customerId =
          coop || !a
            ? null
            : await guestCustomer(tx, store.ownerId, {
                firstName: guest.firstName,
                lastName: guest.lastName,
                email: guest.email,
                phoneCode: guest.phoneCode,
                phoneNumber: guest.phoneNumber,
                address1: a?.address1?.trim() || '-',
                address2: a?.address2 ?? null,
                postCode: a?.postcode ?? null,
                city: a?.city ?? null,
                state: a?.state ?? null,
                provinceId: a?.provinceId ?? null,
                regencyId: a?.regencyId ?? null,
                districtId: a?.districtId ?? null,
                villageId: a?.villageId ?? null,
              });
        const receiver = receiverOf(tx, a, guest, customerId);
        const draft = await draftStoreSale(tx, {
          agentId: store.ownerId,
          fulfilment,
          items,
          prices,
          receiver,
          shipmentType: input.shipmentType,
          branchId: input.branchId ?? null,
          paymentType: input.paymentMethod === 'gateway' ? 'gateway' : 'manual',
        });
        if (input.totalPaid !== draft.amounts.grandTotal) throw new AppError(409, 'orders.totalChanged', { grandTotal: draft.amounts.grandTotal });
        if (coop) draft.shipping.pickupAt = coop.pickupAt;
        const order = await placeStoreSale(tx, draft, { createdBy: store.ownerId, notes: input.notes?.trim().slice(0, 500) || null, sessionId, affiliateId, storeDropship: fulfilment === 'dropship' });
        const so = await StoreOrder.of(tx).insertAndFetch({
          storeId: store.id,
          orderId: order.id,
          paymentMethod: input.paymentMethod,
          sessionId,
          nonce: newNonce(),
          email: guest.email,
          lang,
          ...(coop ? { studentName: coop.studentName, parentName: coop.parentName, className: coop.className, pickupStatus: coop.pickupStatus } : {}),
        });
        await countDay(tx, store.id, { orders: 1 });
        if (affiliateId) await countAffiliateDay(tx, affiliateId, { orders: 1 });
        return { so, order };
      }),
    );
  } catch (error) {
    // A double submit of the same session: the other request placed the order.
    const same = await earlier();
    if (same) return result(ctx, store, same.so, same.order, null);
    if (isUniqueViolation(error)) throw new AppError(409, 'orders.totalChanged', {});
    throw error;
  }
  const { so, order } = placed;
  const token = statusToken(ctx.companyId, order.id, so.nonce);
  let paymentUrl: string | null = null;
  if (input.paymentMethod === 'gateway') {
    paymentUrl = (await storeBill(ctx, { orderId: order.id, name: `${guest.firstName} ${guest.lastName ?? ''}`.trim(), email: guest.email, returnPath: orderPath(store, token), lang })).billUrl;
  }
  await platform().mailer.send({
    companyId: ctx.companyId,
    to: guest.email,
    subject: translate('stores.mailSubject', lang, { orderNo: order.orderNo, store: store.name }),
    body: translate('stores.mailBody', lang, {
      name: guest.firstName,
      orderNo: order.orderNo,
      store: store.name,
      total: formatMoney(Number(order.grandTotal), ctx.company.currency as Currency),
      link: `${ctx.origin}${orderPath(store, token)}`,
    }),
  });
  return { ...(await result(ctx, store, so, order, paymentUrl)) };
}

/** The store order a token names; a token that does not verify for this company, or names no store order, is 404. */
async function byToken(ctx: Ctx, token: string): Promise<{ so: StoreOrder; order: Order; store: Store }> {
  const parsed = parseToken(token);
  if (!parsed || !tokenVerifies(ctx.companyId, parsed)) throw new NotFoundError('stores.orderNotFound');
  const so = await StoreOrder.of(ctx).where({ orderId: parsed.orderId, nonce: parsed.nonce }).first();
  const order = so ? await Order.of(ctx).findById(so.orderId) : undefined;
  const store = so ? await Store.of(ctx).findById(so.storeId) : undefined;
  if (!so || !order || !store) throw new NotFoundError('stores.orderNotFound');
  return { so, order, store };
}

export async function orderView(ctx: Ctx, token: string): Promise<PublicOrderView> {
  const { so, order, store } = await byToken(ctx, token);
  const [items, branch, owner, receipt] = await Promise.all([
    OrderItem.of(ctx).where('orderId', order.id).orderBy('id'),
    order.branchId ? Branch.of(ctx).findById(order.branchId) : Promise.resolve(undefined),
    so.paymentMethod === 'transfer' ? User.of(ctx).findById(store.ownerId).select('id', 'bankCountry', 'bankCompany', 'bankName', 'bankNumber') : Promise.resolve(undefined),
    so.paymentMethod === 'transfer'
      ? platform().db('order_receipts').where({ company_id: ctx.companyId, order_id: order.id }).whereIn('status', ['pending', 'approved']).first('id')
      : Promise.resolve(undefined),
  ]);
  const products = new Map(
    (
      await Product.of(ctx)
        .whereIn(
          'id',
          items.flatMap((i) => (i.productId ? [i.productId] : [])),
        )
        .select('id', 'coverImage')
    ).map((p) => [p.id, fileUrl(p.coverImage)]),
  );
  const o = order as Order & Record<string, unknown>;
  const address = order.shipmentType === 'courier' ? [o.receiverAddress1, o.receiverAddress2, o.receiverPostcode, o.receiverCity, o.receiverState].filter(Boolean).join(', ') : null;
  const iso = (v: unknown) => dbTimeToIso(v as string | null);
  const unpaidGateway = so.paymentMethod === 'gateway' && order.paymentStatus === 'unpaid';
  const fees =
    order.paymentStatus === 'unpaid'
      ? await withPaymentFee(ctx, store, unpaidGateway, Number(order.grandTotal))
      : { paymentFee: Number(order.paymentFee ?? 0), totalToPay: Number(order.grandTotal) + Number(order.paymentFee ?? 0) };
  return {
    orderNo: order.orderNo,
    store: { slug: store.slug, name: store.name, whatsapp: store.whatsapp },
    stage: order.stage,
    paymentStatus: order.paymentStatus,
    paymentMethod: so.paymentMethod,
    shipmentType: order.shipmentType,
    receiverName: [o.receiverFirstName, o.receiverLastName].filter(Boolean).join(' '),
    address,
    branch: branch ? { name: branch.name, address: [branch.address1, branch.address2, branch.postcode, branch.city, branch.state].filter(Boolean).join(', ') || null } : null,
    courierName: order.courierName,
    trackingNo: order.trackingNo,
    lines: items.map((i) => ({
      productId: i.productId!,
      variantId: i.variantId || null,
      name: i.name,
      variantName: i.variantName,
      imageUrl: (i.productId && products.get(i.productId)) || null,
      quantity: i.quantity,
      unitPrice: Number(i.unitPrice),
      lineTotal: Number(i.lineTotal),
    })),
    subtotal: Number(order.subtotal),
    shippingFee: Number(order.shippingFee),
    adminFee: Number(order.adminFee),
    tax: Number(order.tax),
    serviceCharge: Number(order.serviceCharge),
    grandTotal: Number(order.grandTotal),
    ...fees,
    currency: ctx.company.currency,
    transfer: owner
      ? { bankName: bankLabel(owner.bankCountry ?? ctx.company.country, owner.bankCompany), accountName: owner.bankName, accountNumber: owner.bankNumber, receiptUploaded: Boolean(receipt) }
      : null,
    canPay: so.paymentMethod === 'gateway' && order.stage === 'unpaid' && order.paymentStatus === 'unpaid' && !order.deletedAt,
    createdAt: iso(o.createdAt)!,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    coop: so.studentName
      ? {
          studentName: so.studentName,
          parentName: so.parentName ?? '',
          className: so.className ?? '',
          schoolName: coopDetails(ctx, store).schoolName,
          pickupPoint: coopDetails(ctx, store).pickupPoint,
          pickupAt: iso(order.pickupAt),
          pickupStatus: so.pickupStatus ?? 'waiting',
        }
      : null,
  };
}

export async function pay(ctx: Ctx, token: string): Promise<{ paymentUrl: string }> {
  const { so, order, store } = await byToken(ctx, token);
  if (so.paymentMethod !== 'gateway' || order.stage !== 'unpaid' || order.paymentStatus !== 'unpaid' || order.deletedAt) throw new AppError(409, 'stores.notPayable');
  const name = [order.receiverFirstName, order.receiverLastName].filter(Boolean).join(' ');
  const lang = isLang(so.lang) ? so.lang : ctx.lang;
  return { paymentUrl: (await storeBill(ctx, { orderId: order.id, name, email: so.email, returnPath: orderPath(store, token), lang })).billUrl };
}

export async function receipt(ctx: Ctx, token: string, file: UploadedFile): Promise<PublicOrderView> {
  const { so, order } = await byToken(ctx, token);
  if (so.paymentMethod !== 'transfer') throw new AppError(409, 'stores.notPayable');
  await attachReceipt(ctx, order, file, order.buyerId);
  return orderView(ctx, token);
}
