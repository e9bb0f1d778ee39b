import crypto from 'node:crypto';
import type { Ctx } from '../../platform/context';
import { platform } from '../../platform';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { businessTime, dayOf, nowDb } from '../../platform/time';
import { raw } from 'objection';
import { banks } from '../reference';
import { Store, StoreDaily, StoreProductMonthly } from './models';

/** The company's storefront switch (ejenstoreStatus); every agent store call needs it on. */
export function requireStorefront(ctx: Ctx): void {
  if (!ctx.company.features.ejenstoreStatus) throw new ForbiddenError('stores.featureOff');
}

/** The company's school co-op store switch (eKoopStatus); every co-op store call needs it on. */
export function requireCoop(ctx: Ctx): void {
  if (!ctx.company.features.eKoopStatus) throw new ForbiddenError('stores.coopOff');
}

/** The public address of a store on the company's registered domain (never the request's Host). */
export const storeUrl = (ctx: Ctx, slug: string) => `${ctx.origin}/s/${slug}`;

export const fileUrl = (key: string | null) => platform().storage.url(key);

/**
 * A bank's name from the code the agent chose (the project's bank list, db/reference/banks.json);
 * a code not in the list (an older free-text entry) is shown as it was typed.
 */
export function bankLabel(country: string | null, code: string | null): string | null {
  if (!code) return null;
  const wanted = (country ?? '').toUpperCase();
  const found = banks().find((b) => b.code === code && (!wanted || b.country === wanted));
  return found?.name ?? code;
}

/** URL-safe form of a product name for /s/<slug>/p/<id>-<urlName>. */
export function urlName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'product'
  );
}

/** A store the public may reach on this company's host: active, of a kind that is switched on; else 404. */
export async function publicStore(ctx: Ctx, slug: string): Promise<Store> {
  const store = await Store.of(ctx).where({ slug: slug.toLowerCase(), status: 'active' }).first();
  if (!store || (store.kind === 'agent' && !ctx.company.features.ejenstoreStatus) || (store.kind === 'coop' && !ctx.company.features.eKoopStatus)) throw new NotFoundError('stores.notFound');
  return store;
}

// ------------------------------------------------------------------ summary counters

const today = () => dayOf(nowDb());

/** Adds to a store's day row (created on first use); the row's key is the lock, so parallel hits add up. */
export async function countDay(ctx: Ctx, storeId: number, delta: { visits?: number; orders?: number; paidOrders?: number; sales?: number }, day = today()): Promise<void> {
  const row = { storeId, day, visits: delta.visits ?? 0, orders: delta.orders ?? 0, paidOrders: delta.paidOrders ?? 0, sales: delta.sales ?? 0 };
  await StoreDaily.of(ctx)
    .insert(row)
    .onConflict(['company_id', 'store_id', 'day'])
    .merge({
      visits: raw('?? + ?', ['store_daily.visits', row.visits]),
      orders: raw('?? + ?', ['store_daily.orders', row.orders]),
      paid_orders: raw('?? + ?', ['store_daily.paid_orders', row.paidOrders]),
      sales: raw('?? + ?', ['store_daily.sales', row.sales]),
    } as never);
}

export async function countProduct(ctx: Ctx, storeId: number, month: string, productId: number, units: number, sales: number): Promise<void> {
  await StoreProductMonthly.of(ctx)
    .insert({ storeId, month, productId, units, sales })
    .onConflict(['company_id', 'store_id', 'month', 'product_id'])
    .merge({ units: raw('?? + ?', ['store_product_monthly.units', units]), sales: raw('?? + ?', ['store_product_monthly.sales', sales]) } as never);
}

export const monthOf = (dbTime: string) => dayOf(dbTime).slice(0, 7);
export const currentYear = () => businessTime().year();

// ------------------------------------------------------------------ status tokens

/**
 * The signed order-status link: `<orderId>.<nonce>.<mac>`, the MAC an HMAC-SHA256 of company, order
 * and the order's random nonce under the server's secret. A token of another company, another order
 * or a changed nonce does not verify (404), and nothing in it can be guessed from the order number.
 */
function mac(companyId: number, orderId: number, nonce: string): string {
  return crypto.createHmac('sha256', `store-order:${platform().config.secretsKey}`).update(`${companyId}:${orderId}:${nonce}`).digest('base64url').slice(0, 32);
}

export const newNonce = () => crypto.randomBytes(12).toString('base64url');

export const statusToken = (companyId: number, orderId: number, nonce: string) => `${orderId}.${nonce}.${mac(companyId, orderId, nonce)}`;

/** The order id a token names, when its MAC verifies for this company and nonce lookup; else null. */
export function parseToken(token: string): { orderId: number; nonce: string; mac: string } | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{8,32})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  return { orderId: Number(m[1]), nonce: m[2]!, mac: m[3]! };
}

export function tokenVerifies(companyId: number, parsed: { orderId: number; nonce: string; mac: string }): boolean {
  const want = Buffer.from(mac(companyId, parsed.orderId, parsed.nonce));
  const got = Buffer.from(parsed.mac);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}
