import type { Ctx, UserCtx } from '../../platform/context';
import { platform } from '../../platform';
import { AppError, ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/route';
import { businessTime, clock, dbTimeToDate, dbTimeToIso, nowDb } from '../../platform/time';
import { forUpdate, inTransaction, isUniqueViolation } from '../../platform/tx';
import { STORE_ABOUT_MAX, STORE_NAME_MAX, type GuestCheckoutInput, type StoreSetupInput } from '../../../common/api/store';
import {
  COOP_ADDRESS_MAX,
  COOP_BANNER_DESCRIPTION_MAX,
  COOP_BANNER_TITLE_MAX,
  COOP_BANNER_URL_MAX,
  COOP_BANNERS_MAX,
  COOP_CLASS_MAX,
  COOP_CLASSES_MAX,
  COOP_PERSON_MAX,
  COOP_POINT_MAX,
  COOP_SCHOOL_MAX,
  COOP_TIMES_MAX,
  type CoopDetails,
  type CoopOrderDetails,
  type CoopOrderFields,
  type CoopOrderPage,
  type CoopOrderRow,
  type CoopPickingList,
  type CoopPickupStatus,
  type CoopPickupTime,
  type CoopSetup,
  type CoopSetupInput,
  type StoreBannerView,
} from '../../../common/api/store-coop';
import { Order, OrderItem, pickupTime } from '../orders';
import { User } from '../users';
import { StoreBanner } from './coop-models';
import { Store, StoreOrder } from './models';
import { checkSlug, present } from './setup';
import { fileUrl, requireCoop } from './shared';

export { requireCoop };

/**
 * School co-op stores (docs/stores.md, "Co-op store"): a store of kind 'coop' for one school — its
 * classes, pickup point and weekly pickup times, banners on its home — where parents order with the
 * student's name, the parent's name and the class, and collect at the school. An agent runs at most
 * one co-op store (registered by itself or by HQ for it); it is an own-stock store (the agent packs
 * class by class from the picking list). Every call needs the company's eKoopStatus switch.
 */

// ------------------------------------------------------------------ the school's details

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const parseList = <T>(text: string | null): T[] => {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

export function coopDetails(ctx: Ctx, store: Store): CoopDetails {
  return {
    schoolName: store.schoolName ?? '',
    schoolAddress: store.schoolAddress,
    classes: parseList<string>(store.classes),
    pickupPoint: store.pickupPoint ?? '',
    pickupTimes: parseList<CoopPickupTime>(store.pickupTimes),
    bookingMinutes: Number(ctx.company.features.bookingTimeMinutes ?? 0),
  };
}

/** The setup form checked: store fields as the storefront's, the school, 1–60 distinct classes, a pickup point, 1–14 weekly windows. */
function cleanSetup(input: CoopSetupInput) {
  const fields: FieldErrors = {};
  const name = input.name.trim();
  if (!name || name.length > STORE_NAME_MAX) fields.name = { key: 'validation.required' };
  const slug = input.slug.trim().toLowerCase();
  try {
    checkSlug(slug);
  } catch (error) {
    if (error instanceof ValidationError && error.fields) Object.assign(fields, error.fields);
    else throw error;
  }
  const whatsapp = (input.whatsapp ?? '').replace(/[\s+-]/g, '');
  if (whatsapp && !/^\d{8,15}$/.test(whatsapp)) fields.whatsapp = { key: 'stores.whatsappFormat' };
  const about = (input.about ?? '').trim();
  if (about.length > STORE_ABOUT_MAX) fields.about = { key: 'validation.invalid' };
  const schoolName = input.schoolName.trim();
  if (!schoolName || schoolName.length > COOP_SCHOOL_MAX) fields.schoolName = { key: 'validation.required' };
  const schoolAddress = (input.schoolAddress ?? '').trim();
  if (schoolAddress.length > COOP_ADDRESS_MAX) fields.schoolAddress = { key: 'validation.invalid' };
  const pickupPoint = input.pickupPoint.trim();
  if (!pickupPoint || pickupPoint.length > COOP_POINT_MAX) fields.pickupPoint = { key: 'validation.required' };
  const classes = input.classes.map((c) => c.trim().replace(/\s+/g, ' '));
  const seen = new Set<string>();
  if (!classes.length || classes.length > COOP_CLASSES_MAX) fields.classes = { key: 'stores.coopClassesCount', params: { max: COOP_CLASSES_MAX } };
  classes.forEach((c, i) => {
    if (!c || c.length > COOP_CLASS_MAX) fields[`classes.${i}`] = { key: 'stores.coopClassFormat', params: { max: COOP_CLASS_MAX } };
    else if (seen.has(c.toLowerCase())) fields[`classes.${i}`] = { key: 'stores.coopClassTwice', params: { name: c } };
    seen.add(c.toLowerCase());
  });
  if (!input.pickupTimes.length || input.pickupTimes.length > COOP_TIMES_MAX) fields.pickupTimes = { key: 'stores.coopTimesCount', params: { max: COOP_TIMES_MAX } };
  const pickupTimes = input.pickupTimes.map((t, i) => {
    if (!Number.isInteger(t.weekday) || t.weekday < 1 || t.weekday > 7 || !HHMM.test(t.from) || !HHMM.test(t.to) || t.from >= t.to) {
      fields[`pickupTimes.${i}`] = { key: 'stores.coopTimeFormat' };
    }
    return { weekday: t.weekday, from: t.from, to: t.to };
  });
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return {
    store: { name, slug, whatsapp: whatsapp || null, about: about || null },
    school: {
      schoolName,
      schoolAddress: schoolAddress || null,
      classes: JSON.stringify(classes),
      pickupPoint,
      pickupTimes: JSON.stringify(pickupTimes.sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from))),
    },
  };
}

async function presentCoop(ctx: Ctx, store: Store): Promise<CoopSetup> {
  return { ...(await present(ctx, store)), coop: coopDetails(ctx, store) };
}

/** The caller's co-op store (404 `stores.coopNotRegistered` before registering). */
export async function ownCoop(ctx: UserCtx): Promise<Store> {
  requireCoop(ctx);
  const store = await Store.of(ctx).where({ ownerId: ctx.user.id, kind: 'coop' }).first();
  if (!store) throw new NotFoundError('stores.coopNotRegistered');
  return store;
}

const slugTaken = () => new ConflictError('stores.slugTaken', { slug: { key: 'stores.slugTaken' } });

/** Registers a co-op store for `ownerId` (the agent itself, or an agent HQ names): one per agent, checked under the agent's row lock. */
async function registerFor(ctx: Ctx, ownerId: number, input: CoopSetupInput): Promise<Store> {
  requireCoop(ctx);
  const clean = cleanSetup(input);
  try {
    return await inTransaction(ctx, async (tx) => {
      const owner = await forUpdate(User.of(tx).findById(ownerId).select('users.id', 'users.role'));
      if (!owner || owner.role !== 'agent') throw ValidationError.field('agentId', 'stores.coopAgentRequired');
      if (await Store.of(tx).where({ ownerId, kind: 'coop' }).first()) throw new ConflictError('stores.coopAlreadyRegistered');
      if (await Store.of(tx).where('slug', clean.store.slug).first()) throw slugTaken();
      return Store.of(tx).insertAndFetch({ kind: 'coop', ownerId, ...clean.store, ...clean.school, fulfilment: 'own', logo: null, banner: null, status: 'active' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function register(ctx: UserCtx, input: CoopSetupInput): Promise<CoopSetup> {
  return presentCoop(ctx, await registerFor(ctx, ctx.user.id, input));
}

/** HQ registers a co-op store for one of its agents (POST /api/stores/coop). */
export async function registerForAgent(ctx: Ctx, agentId: number, input: CoopSetupInput): Promise<CoopSetup> {
  return presentCoop(ctx, await registerFor(ctx, agentId, input));
}

/** The agent's co-op store, or null before it registered one (not an error: the app shows the registration). */
export async function getSetup(ctx: UserCtx): Promise<CoopSetup | null> {
  requireCoop(ctx);
  const store = await Store.of(ctx).where({ ownerId: ctx.user.id, kind: 'coop' }).first();
  return store ? presentCoop(ctx, store) : null;
}

export async function updateSetup(ctx: UserCtx, input: CoopSetupInput & { status?: StoreSetupInput['status'] }): Promise<CoopSetup> {
  const store = await ownCoop(ctx);
  const clean = cleanSetup(input);
  if (clean.store.slug !== store.slug && (await Store.of(ctx).where('slug', clean.store.slug).whereNot('id', store.id).first())) throw slugTaken();
  try {
    await Store.of(ctx)
      .findById(store.id)
      .patch({ ...clean.store, ...clean.school, ...(input.status ? { status: input.status } : {}) });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return presentCoop(ctx, (await Store.of(ctx).findById(store.id))!);
}

// ------------------------------------------------------------------ banners

const presentBanner = (b: StoreBanner): StoreBannerView => ({ id: b.id, title: b.title, description: b.description, imageUrl: fileUrl(b.image), url: b.url, position: b.position });

export async function bannersOf(ctx: Ctx, storeId: number): Promise<StoreBannerView[]> {
  const rows = await StoreBanner.of(ctx).where('storeId', storeId).orderBy(['position', 'id']).limit(COOP_BANNERS_MAX);
  return rows.map(presentBanner);
}

/** An http(s) URL (absolute, ≤ 500 characters), or null when empty; anything else 422 on `url`. */
export function bannerUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || text.length > COOP_BANNER_URL_MAX) throw ValidationError.field('url', 'stores.coopBannerUrl');
  return url.href;
}

export async function listBanners(ctx: UserCtx): Promise<StoreBannerView[]> {
  return bannersOf(ctx, (await ownCoop(ctx)).id);
}

export async function addBanner(ctx: UserCtx, input: { title: string; description?: string | null; url?: string | null }, file: UploadedFile): Promise<StoreBannerView[]> {
  const store = await ownCoop(ctx);
  const title = input.title.trim();
  const description = (input.description ?? '').trim();
  const fields: FieldErrors = {};
  if (!title || title.length > COOP_BANNER_TITLE_MAX) fields.title = { key: 'validation.required' };
  if (description.length > COOP_BANNER_DESCRIPTION_MAX) fields.description = { key: 'validation.invalid' };
  let url: string | null = null;
  try {
    url = bannerUrl(input.url);
  } catch (error) {
    if (error instanceof ValidationError && error.fields) Object.assign(fields, error.fields);
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  const key = await platform().storage.save(ctx.companyId, 'stores', file.kind, file.buffer);
  try {
    await inTransaction(ctx, async (tx) => {
      await forUpdate(Store.of(tx).findById(store.id).select('stores.id'));
      const rows = await StoreBanner.of(tx).where('storeId', store.id).select('position');
      if (rows.length >= COOP_BANNERS_MAX) throw new AppError(422, 'stores.coopBannersFull', { max: COOP_BANNERS_MAX });
      const position = rows.reduce((m, r) => Math.max(m, Number(r.position) + 1), 0);
      await StoreBanner.of(tx).insert({ storeId: store.id, title, description: description || null, image: key, url, position });
    });
  } catch (error) {
    await platform().storage.remove(key);
    throw error;
  }
  return bannersOf(ctx, store.id);
}

export async function removeBanner(ctx: UserCtx, id: number): Promise<StoreBannerView[]> {
  const store = await ownCoop(ctx);
  const banner = await StoreBanner.of(ctx).findById(id).where('storeId', store.id);
  if (!banner) throw new NotFoundError('stores.coopBannerNotFound');
  await StoreBanner.of(ctx).findById(banner.id).delete();
  await platform().storage.remove(banner.image);
  return bannersOf(ctx, store.id);
}

/** Moves a banner one place up or down on the home. */
export async function moveBanner(ctx: UserCtx, id: number, direction: 'up' | 'down'): Promise<StoreBannerView[]> {
  const store = await ownCoop(ctx);
  await inTransaction(ctx, async (tx) => {
    await forUpdate(Store.of(tx).findById(store.id).select('stores.id'));
    const rows = await StoreBanner.of(tx).where('storeId', store.id).orderBy(['position', 'id']);
    const i = rows.findIndex((r) => r.id === id);
    if (i < 0) throw new NotFoundError('stores.coopBannerNotFound');
    const j = direction === 'up' ? i - 1 : i + 1;
    if (j < 0 || j >= rows.length) return;
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    for (const [position, r] of rows.entries()) if (Number(r.position) !== position) await StoreBanner.of(tx).findById(r.id).patch({ position });
  });
  return bannersOf(ctx, store.id);
}

// ------------------------------------------------------------------ checkout on a co-op store

/** A co-op store takes pickup at the school only. */
export function coopShipment(store: Store, shipmentType: string): void {
  if (store.kind === 'coop' && shipmentType !== 'pickup') throw ValidationError.field('shipmentType', 'stores.coopPickupOnly');
}

/** A pickup time within one of the store's weekly windows (Kuala Lumpur), at least the company's booking time ahead. */
function checkPickupAt(ctx: Ctx, details: CoopDetails, value: string | null | undefined): string {
  if (!value) throw ValidationError.field('pickupAt', 'orders.pickupTimeRequired');
  const at = pickupTime(ctx, value);
  const local = businessTime(dbTimeToDate(at));
  const weekday = local.day() === 0 ? 7 : local.day();
  const hhmm = local.format('HH:mm');
  if (!details.pickupTimes.some((t) => t.weekday === weekday && t.from <= hhmm && hhmm <= t.to)) throw ValidationError.field('pickupAt', 'stores.coopPickupWindow');
  return at;
}

/** The co-op fields of a checkout on a co-op store, all checked at once (422 naming each field); null for other stores. */
export function coopOrderFields(ctx: Ctx, store: Store, input: GuestCheckoutInput) {
  if (store.kind !== 'coop') return null;
  const details = coopDetails(ctx, store);
  const fields: FieldErrors = {};
  const clean = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
  const studentName = clean(input.coop?.studentName);
  const parentName = clean(input.coop?.parentName);
  const className = clean(input.coop?.className);
  if (!studentName || studentName.length > COOP_PERSON_MAX) fields['coop.studentName'] = { key: 'validation.required' };
  if (!parentName || parentName.length > COOP_PERSON_MAX) fields['coop.parentName'] = { key: 'validation.required' };
  if (!className) fields['coop.className'] = { key: 'validation.required' };
  else if (!details.classes.includes(className)) fields['coop.className'] = { key: 'stores.coopClassUnknown' };
  if (input.shipmentType !== 'pickup') fields.shipmentType = { key: 'stores.coopPickupOnly' };
  let pickupAt: string | null = null;
  try {
    pickupAt = checkPickupAt(ctx, details, input.pickupAt);
  } catch (error) {
    if (error instanceof ValidationError && error.fields) Object.assign(fields, error.fields);
    else throw error;
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return { studentName, parentName, className, pickupAt: pickupAt!, pickupStatus: 'waiting' as const };
}

// ------------------------------------------------------------------ the co-op's orders

/** Who may see and update a co-op store's orders: its owner, or HQ and staff (routes check the permission). */
async function storeFor(ctx: UserCtx, storeId?: number): Promise<Store> {
  if (storeId === undefined) return ownCoop(ctx);
  requireCoop(ctx);
  const store = await Store.of(ctx).findById(storeId).where('kind', 'coop');
  if (!store) throw new NotFoundError('stores.notFound');
  return store;
}

const iso = (v: unknown) => dbTimeToIso(v as string | null);

function row(so: StoreOrder, o: Order): CoopOrderRow {
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    studentName: so.studentName ?? '',
    parentName: so.parentName ?? '',
    className: so.className ?? '',
    stage: o.stage,
    paymentStatus: o.paymentStatus,
    grandTotal: Number(o.grandTotal),
    pickupAt: iso(o.pickupAt),
    pickupStatus: so.pickupStatus ?? 'waiting',
    pickedUpAt: iso(so.pickedUpAt),
    createdAt: iso((o as Order & { createdAt: unknown }).createdAt)!,
  };
}

export interface CoopOrderQuery {
  className?: string;
  pickupStatus?: CoopPickupStatus;
  paymentStatus?: 'paid' | 'unpaid';
  search?: string;
  page?: number;
  limit?: number;
}

export async function listOrders(ctx: UserCtx, query: CoopOrderQuery, storeId?: number): Promise<CoopOrderPage> {
  const store = await storeFor(ctx, storeId);
  const limit = Math.min(Math.max(query.limit ?? 25, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const base = StoreOrder.of(ctx)
    .join('orders as o', (j) => void j.on('o.id', 'store_orders.order_id').andOn('o.company_id', 'store_orders.company_id'))
    .where('store_orders.store_id', store.id)
    .whereNull('o.deleted_at');
  if (query.className) base.where('store_orders.class_name', query.className.trim());
  if (query.pickupStatus) base.where('store_orders.pickup_status', query.pickupStatus);
  if (query.paymentStatus === 'paid') base.where('o.payment_status', 'paid');
  if (query.paymentStatus === 'unpaid') base.whereNot('o.payment_status', 'paid');
  const search = (query.search ?? '').trim().slice(0, 100);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    base.where((w) => void w.where('store_orders.student_name', 'like', like).orWhere('store_orders.parent_name', 'like', like).orWhere('o.order_no', search));
  }
  const [{ n } = { n: 0 }] = (await base.clone().count('store_orders.id as n')) as unknown as { n: number }[];
  const sos = await base
    .clone()
    .select('store_orders.*')
    .orderBy('store_orders.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit);
  const orders = new Map(
    (sos.length
      ? await Order.of(ctx).whereIn(
          'id',
          sos.map((s) => s.orderId),
        )
      : []
    ).map((o) => [o.id, o]),
  );
  return {
    data: sos.flatMap((so) => {
      const o = orders.get(so.orderId);
      return o ? [row(so, o)] : [];
    }),
    page,
    limit,
    total: Number(n),
    currency: ctx.company.currency,
    classes: coopDetails(ctx, store).classes,
  };
}

async function orderOf(ctx: Ctx, store: Store, orderId: number): Promise<{ so: StoreOrder; order: Order }> {
  const so = await StoreOrder.of(ctx).where({ storeId: store.id, orderId }).first();
  const order = so ? await Order.of(ctx).findById(orderId).whereNull('deletedAt') : undefined;
  if (!so || !order) throw new NotFoundError('stores.orderNotFound');
  return { so, order };
}

export async function orderDetails(ctx: UserCtx, orderId: number, storeId?: number): Promise<CoopOrderDetails> {
  const store = await storeFor(ctx, storeId);
  const { so, order } = await orderOf(ctx, store, orderId);
  const items = await OrderItem.of(ctx).where('orderId', order.id).orderBy('id');
  const details = coopDetails(ctx, store);
  return {
    ...row(so, order),
    store: { id: store.id, name: store.name, slug: store.slug, schoolName: details.schoolName, pickupPoint: details.pickupPoint },
    email: so.email,
    phone: order.receiverPhoneNumber ? `+${order.receiverPhoneCode ?? ''} ${order.receiverPhoneNumber}`.trim() : null,
    lines: items.map((i) => ({ name: i.name, variantName: i.variantName, sku: i.sku, quantity: i.quantity, unitPrice: Number(i.unitPrice), lineTotal: Number(i.lineTotal) })),
    subtotal: Number(order.subtotal),
    adminFee: Number(order.adminFee),
    tax: Number(order.tax),
    serviceCharge: Number(order.serviceCharge),
    currency: ctx.company.currency,
    companyName: ctx.company.name,
  };
}

/**
 * Update-pickup: the pickup time (within the store's windows, the booking time ahead) and/or the
 * collection (picked_up only once the order is paid; back to waiting undoes a mistake). Only the
 * store's owner or HQ (the routes decide which store the caller reaches).
 */
export async function updatePickup(ctx: UserCtx, orderId: number, input: { status?: CoopPickupStatus; pickupAt?: string | null }, storeId?: number): Promise<CoopOrderDetails> {
  const store = await storeFor(ctx, storeId);
  if (!input.status && !input.pickupAt) throw ValidationError.field('status', 'validation.required');
  await inTransaction(ctx, async (tx) => {
    const { so, order } = await orderOf(tx, store, orderId);
    await forUpdate(StoreOrder.of(tx).findById(so.id).select('store_orders.id'));
    if (input.pickupAt) {
      if (so.pickupStatus === 'picked_up') throw new AppError(409, 'stores.coopAlreadyPicked');
      await Order.of(tx)
        .findById(order.id)
        .patch({ pickupAt: checkPickupAt(tx, coopDetails(tx, store), input.pickupAt) });
    }
    if (input.status === 'picked_up') {
      if (order.paymentStatus !== 'paid' || order.cancelledAt) throw new AppError(409, 'stores.coopNotPaid');
      if (so.pickupStatus !== 'picked_up') await StoreOrder.of(tx).findById(so.id).patch({ pickupStatus: 'picked_up', pickedUpAt: nowDb(), pickedUpBy: ctx.user.id });
    } else if (input.status === 'waiting') {
      await StoreOrder.of(tx).findById(so.id).patch({ pickupStatus: 'waiting', pickedUpAt: null, pickedUpBy: null });
    }
  });
  return orderDetails(ctx, orderId, storeId);
}

/**
 * The picking list: the store's paid orders still waiting to be collected (optionally one class, or
 * pickups on one Kuala Lumpur day), class by class — the units of each product in the class, and
 * each order with the student, the parent and what it holds — and the units over all classes.
 */
export async function pickingList(ctx: UserCtx, query: { className?: string; day?: string }, storeId?: number): Promise<CoopPickingList> {
  const store = await storeFor(ctx, storeId);
  const details = coopDetails(ctx, store);
  const base = StoreOrder.of(ctx)
    .join('orders as o', (j) => void j.on('o.id', 'store_orders.order_id').andOn('o.company_id', 'store_orders.company_id'))
    .where('store_orders.store_id', store.id)
    .where('store_orders.pickup_status', 'waiting')
    .where('o.payment_status', 'paid')
    .whereNull('o.deleted_at')
    .whereNull('o.cancelled_at')
    .select('store_orders.*', 'o.order_no as orderNo', 'o.pickup_at as orderPickupAt')
    .orderBy('store_orders.id')
    .limit(5000);
  if (query.className) base.where('store_orders.class_name', query.className.trim());
  const sos = (await base) as (StoreOrder & { orderNo: string; orderPickupAt: string | null })[];
  const wanted = query.day ? sos.filter((s) => s.orderPickupAt && businessTime(dbTimeToDate(s.orderPickupAt)).format('YYYY-MM-DD') === query.day) : sos;
  const items = wanted.length
    ? await OrderItem.of(ctx)
        .whereIn(
          'orderId',
          wanted.map((s) => s.orderId),
        )
        .orderBy('id')
    : [];
  const itemsOf = new Map<number, OrderItem[]>();
  for (const i of items) itemsOf.set(i.orderId, [...(itemsOf.get(i.orderId) ?? []), i]);
  type Units = { name: string; variantName: string | null; sku: string | null; quantity: number };
  const add = (into: Map<string, Units>, i: OrderItem) => {
    const key = `${i.productId ?? i.name}:${i.variantId}`;
    const u = into.get(key) ?? { name: i.name, variantName: i.variantName, sku: i.sku, quantity: 0 };
    u.quantity += i.quantity;
    into.set(key, u);
  };
  const totals = new Map<string, Units>();
  const classOrder = [...details.classes, ...new Set(wanted.map((s) => s.className ?? '').filter((c) => !details.classes.includes(c)))];
  const classes = classOrder.flatMap((className) => {
    const orders = wanted.filter((s) => (s.className ?? '') === className);
    if (!orders.length) return [];
    const products = new Map<string, Units>();
    for (const s of orders)
      for (const i of itemsOf.get(s.orderId) ?? []) {
        add(products, i);
        add(totals, i);
      }
    return [
      {
        className,
        products: [...products.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.variantName ?? '').localeCompare(b.variantName ?? '')),
        orders: orders
          .map((s) => ({
            orderNo: s.orderNo,
            studentName: s.studentName ?? '',
            parentName: s.parentName ?? '',
            pickupAt: iso(s.orderPickupAt),
            items: (itemsOf.get(s.orderId) ?? []).map((i) => ({ name: i.name, variantName: i.variantName, quantity: i.quantity })),
          }))
          .sort((a, b) => a.studentName.localeCompare(b.studentName)),
      },
    ];
  });
  return {
    store: { id: store.id, name: store.name, schoolName: details.schoolName, pickupPoint: details.pickupPoint },
    generatedAt: clock.now().toISOString(),
    classes,
    totals: [...totals.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.variantName ?? '').localeCompare(b.variantName ?? '')),
  };
}

/** The co-op fields of an order for HQ's console order details (null when it is not a co-op order). */
export async function coopFieldsOfOrder(ctx: Ctx, orderId: number): Promise<CoopOrderFields | null> {
  const so = await StoreOrder.of(ctx).where('orderId', orderId).whereNotNull('studentName').first();
  if (!so) return null;
  const store = await Store.of(ctx).findById(so.storeId).select('id', 'name');
  return {
    storeId: so.storeId,
    storeName: store?.name ?? '',
    studentName: so.studentName ?? '',
    parentName: so.parentName ?? '',
    className: so.className ?? '',
    pickupStatus: so.pickupStatus ?? 'waiting',
    pickedUpAt: iso(so.pickedUpAt),
  };
}
