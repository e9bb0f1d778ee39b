import crypto from 'node:crypto';
import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import { platform } from '../../platform';
import { clock, dayOf, nowDb } from '../../platform/time';
import { User } from '../users';
import { Affiliate, AffiliateDaily } from './affiliate-models';
import type { Store } from './models';

/**
 * Attribution of HQ's store orders to an affiliate (docs/stores.md, "Affiliate links").
 *
 * A visit through an agent's link sets the cookie `AFFILIATE_COOKIE` =
 * `<agentId>.<clickSeconds>.<mac>`, the MAC an HMAC-SHA256 of (company, agent, click time) under the
 * server's secret: HttpOnly, SameSite=Lax, Path=/, Secure on an https domain, Max-Age the company's
 * window. A later click replaces it (last click wins). At checkout through HQ's store the cookie
 * names the order's affiliate only when its MAC verifies for this company, the click lies within the
 * window (affiliateWindowDays, read at checkout, so shortening the window shortens cookies already
 * set), the company's goAffiliateStatus switch is on, and the agent is still an active agent with an
 * active affiliate registration. Anything else is silently no attribution: the guest's order goes on.
 * The buyer of an HQ store order is a guest, never an agent, so self-referral cannot happen.
 */
export const AFFILIATE_COOKIE = 'aff';
export const WINDOW_DAYS = { min: 1, max: 365, default: 30 } as const;
const DAY_SECONDS = 86_400;

function mac(companyId: number, agentId: number, at: number): string {
  return crypto.createHmac('sha256', `affiliate:${platform().config.secretsKey}`).update(`${companyId}:${agentId}:${at}`).digest('base64url').slice(0, 32);
}

export const windowDays = (ctx: Ctx) => {
  const days = Number(ctx.company.features.affiliateWindowDays ?? WINDOW_DAYS.default);
  return Number.isInteger(days) && days >= WINDOW_DAYS.min && days <= WINDOW_DAYS.max ? days : WINDOW_DAYS.default;
};

/** The cookie's value for a click of `agentId` now. */
export function cookieValue(ctx: Ctx, agentId: number, at = Math.floor(clock.now().getTime() / 1000)): string {
  return `${agentId}.${at}.${mac(ctx.companyId, agentId, at)}`;
}

/** The Set-Cookie header of a click. */
export function setCookieHeader(ctx: Ctx, agentId: number): string {
  const secure = ctx.origin.startsWith('https:') ? '; Secure' : '';
  return `${AFFILIATE_COOKIE}=${cookieValue(ctx, agentId)}; Max-Age=${windowDays(ctx) * DAY_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The affiliate cookie of a request's Cookie header (the last one of that name), or null. */
export function readCookie(header: string | undefined): string | null {
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === AFFILIATE_COOKIE) found = part.slice(eq + 1).trim();
  }
  return found && found.length <= 100 ? found : null;
}

/** The agent a cookie names when it verifies for this company and lies within the window; else null. */
export function verifiedClick(ctx: Ctx, value: string | null): { agentId: number; at: number } | null {
  const m = value ? /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(value) : null;
  if (!m) return null;
  const agentId = Number(m[1]);
  const at = Number(m[2]);
  const want = Buffer.from(mac(ctx.companyId, agentId, at));
  const got = Buffer.from(m[3]!);
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return null;
  const now = clock.now().getTime() / 1000;
  if (at > now + 300 || now - at > windowDays(ctx) * DAY_SECONDS) return null;
  return { agentId, at };
}

/** Whether the agent may earn through its links now: the company's switch, an active agent, an active registration. */
export async function activeAffiliate(ctx: Ctx, agentId: number): Promise<Affiliate | null> {
  if (!ctx.company.features.goAffiliateStatus) return null;
  const agent = await User.of(ctx).findById(agentId).where({ role: 'agent', status: 'active' }).select('users.id');
  if (!agent) return null;
  return (await Affiliate.of(ctx).where({ agentId, status: 'active' }).first()) ?? null;
}

/** The affiliate of an order placed through `store` with the request's cookie: HQ's own store only. */
export async function attributedAgent(ctx: Ctx, store: Store, cookie: string | null): Promise<number | null> {
  if (store.kind !== 'hq') return null;
  const click = verifiedClick(ctx, cookie);
  if (!click) return null;
  return (await activeAffiliate(ctx, click.agentId)) ? click.agentId : null;
}

/** Adds to an affiliate's day row (created on first use); the row's key is the lock, so parallel hits add up. */
export async function countAffiliateDay(ctx: Ctx, agentId: number, delta: { clicks?: number; orders?: number; paidOrders?: number }, day = dayOf(nowDb())): Promise<void> {
  const row = { agentId, day, clicks: delta.clicks ?? 0, orders: delta.orders ?? 0, paidOrders: delta.paidOrders ?? 0 };
  await AffiliateDaily.of(ctx)
    .insert(row)
    .onConflict(['company_id', 'agent_id', 'day'])
    .merge({
      clicks: raw('?? + ?', ['affiliate_daily.clicks', row.clicks]),
      orders: raw('?? + ?', ['affiliate_daily.orders', row.orders]),
      paid_orders: raw('?? + ?', ['affiliate_daily.paid_orders', row.paidOrders]),
    } as never);
}
