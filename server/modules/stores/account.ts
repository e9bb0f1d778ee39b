import crypto from 'node:crypto';
import type { Ctx } from '../../platform/context';
import { platform } from '../../platform';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../../platform/errors';
import { isLang, translate } from '../../platform/i18n';
import { clock, dbTimeToIso } from '../../platform/time';
import type { Lang } from '../../../common/constants';
import type { StoreAccountOrder } from '../../../common/api/store';
import { Order } from '../orders';
import { Store, StoreOrder } from './models';
import { publicStore, statusToken } from './shared';

/**
 * The store customer's optional account by e-mail link (docs/stores.md, "My orders"): no password.
 * - The visitor types its e-mail; the server mails a signed link valid LINK_MINUTES to the
 *   company's own host (ctx.origin, never request input). The answer is the same whether or not
 *   the e-mail has orders (no enumeration); limited per address and e-mail (the route's
 *   storeCheckout limit) and per e-mail from any address (here).
 * - Opening the link trades its token for a signed session cookie (HttpOnly, SameSite=Lax, path
 *   /api/public/account) valid SESSION_DAYS; it lists that e-mail's orders at this company's stores,
 *   each to its status page. A token or cookie of another company does not verify.
 */
export const LINK_MINUTES = 30;
export const SESSION_DAYS = 30;
export const ACCOUNT_COOKIE = 'store_account';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ORDERS_MAX = 100;

const now = () => Math.floor(clock.now().getTime() / 1000);
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString();

function mac(purpose: 'link' | 'session', companyId: number, email: string, expires: number): string {
  return crypto.createHmac('sha256', `store-account:${platform().config.secretsKey}`).update(`${purpose}:${companyId}:${email}:${expires}`).digest('base64url').slice(0, 43);
}

/** `<base64url e-mail>.<expiry, unix seconds>.<mac>` for a purpose, company and e-mail. */
export function sign(purpose: 'link' | 'session', companyId: number, email: string, expires: number): string {
  return `${b64(email)}.${expires}.${mac(purpose, companyId, email, expires)}`;
}

/** The e-mail a token names when it verifies for this company and purpose and has not expired; else null. */
export function verify(purpose: 'link' | 'session', companyId: number, token: string | null | undefined): string | null {
  const m = /^([A-Za-z0-9_-]{4,400})\.(\d{9,11})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return null;
  const email = unb64(m[1]!);
  const expires = Number(m[2]);
  if (expires < now()) return null;
  const want = Buffer.from(mac(purpose, companyId, email, expires));
  const got = Buffer.from(m[3]!);
  return want.length === got.length && crypto.timingSafeEqual(want, got) ? email : null;
}

function cleanEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 191) throw ValidationError.field('email', 'validation.invalid');
  return email;
}

/** Mails the sign-in link when the e-mail has orders here; answers the same either way. */
export async function sendLink(ctx: Ctx, slug: string, input: { email: string; lang?: string }): Promise<void> {
  const store = await publicStore(ctx, slug);
  const email = cleanEmail(input.email);
  // Per e-mail from any address, on top of the route's per-address-and-e-mail limit.
  await platform().limits.hit('storeCheckout', `account:${ctx.companyId}:${email}`);
  const has = await StoreOrder.of(ctx).where('email', email).first();
  if (!has) return;
  const lang: Lang = isLang(input.lang) ? input.lang : ctx.lang;
  const token = sign('link', ctx.companyId, email, now() + LINK_MINUTES * 60);
  const link = `${ctx.origin}/s/${store.slug}/account?t=${encodeURIComponent(token)}`;
  await platform().mailer.send({
    companyId: ctx.companyId,
    to: email,
    subject: translate('stores.accountMailSubject', lang, { store: store.name }),
    body: translate('stores.accountMailBody', lang, { store: store.name, link, minutes: LINK_MINUTES }),
  });
}

/** Trades a valid link token for a session cookie value (404 when the link is wrong, expired or another company's). */
export function openSession(ctx: Ctx, token: string): { cookie: string; email: string } {
  const email = verify('link', ctx.companyId, token);
  if (!email) throw new NotFoundError('stores.accountLinkInvalid');
  return { cookie: sign('session', ctx.companyId, email, now() + SESSION_DAYS * 86_400), email };
}

export function sessionCookieHeader(value: string, maxAgeSeconds = SESSION_DAYS * 86_400): string {
  const secure = platform().config.env === 'production' ? '; Secure' : '';
  return `${ACCOUNT_COOKIE}=${value}; Path=/api/public/account; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function readSession(ctx: Ctx, header: string | undefined): string | null {
  const raw = (header ?? '')
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${ACCOUNT_COOKIE}=`));
  return verify('session', ctx.companyId, raw?.slice(ACCOUNT_COOKIE.length + 1));
}

/** The signed-in e-mail's orders at this company's stores, newest first (401 without a valid session). */
export async function myOrders(ctx: Ctx, cookieHeader: string | undefined): Promise<{ email: string; orders: StoreAccountOrder[] }> {
  const email = readSession(ctx, cookieHeader);
  if (!email) throw new UnauthenticatedError('stores.accountSignedOut');
  const sos = await StoreOrder.of(ctx).where('email', email).orderBy('id', 'desc').limit(ORDERS_MAX);
  const orders = new Map(
    (sos.length
      ? await Order.of(ctx).whereIn(
          'id',
          sos.map((s) => s.orderId),
        )
      : []
    ).map((o) => [o.id, o]),
  );
  const stores = new Map((sos.length ? await Store.of(ctx).whereIn('id', [...new Set(sos.map((s) => s.storeId))]) : []).map((s) => [s.id, s]));
  const out: StoreAccountOrder[] = [];
  for (const so of sos) {
    const order = orders.get(so.orderId);
    const store = stores.get(so.storeId);
    if (!order || !store || order.deletedAt) continue;
    const token = statusToken(ctx.companyId, order.id, so.nonce);
    out.push({
      orderNo: order.orderNo,
      store: { slug: store.slug, name: store.name },
      stage: order.stage,
      paymentStatus: order.paymentStatus,
      grandTotal: Number(order.grandTotal),
      currency: ctx.company.currency,
      createdAt: dbTimeToIso((order as Order & { createdAt: string }).createdAt)!,
      statusPath: `/s/${store.slug}/order/${token}`,
    });
  }
  return { email, orders: out };
}
