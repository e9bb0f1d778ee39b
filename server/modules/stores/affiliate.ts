import type { Ctx, UserCtx } from '../../platform/context';
import { platform } from '../../platform';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { dbTimeToIso } from '../../platform/time';
import { forUpdate, inTransaction, isUniqueViolation } from '../../platform/tx';
import { AFFILIATE_CODE, type AffiliateAccount, type AffiliateInput, type AffiliateProductLink, type AffiliateSummary } from '../../../common/api/store-affiliate';
import { STORE_RESERVED_SLUGS } from '../../../common/api/store';
import { Product } from '../catalog';
import { User } from '../users';
import { Affiliate, AffiliateDaily } from './affiliate-models';
import { countAffiliateDay, windowDays } from './affiliate-attribution';
import { hqStore } from './hq-store';
import { StoreProduct, type Store } from './models';
import { currentYear, fileUrl, storeUrl, urlName } from './shared';

/**
 * The agent's affiliate add-on (docs/stores.md, "Affiliate links"): register with a code, the
 * account with its link to HQ's store, HQ's store's products each with its own link, and the
 * summary by month (clicks, orders, conversion, commission). Every call needs the company's
 * goAffiliateStatus switch (403 otherwise) and reaches only the caller's own registration.
 *
 * Links: `/s/a/<code>` (HQ's store home) and `/s/a/<code>/p/<productId>` (a product), on the
 * company's registered domain; `clickThrough` answers them (pages.ts).
 */

export function requireAffiliate(ctx: Ctx): void {
  if (!ctx.company.features.goAffiliateStatus) throw new ForbiddenError('stores.affiliateOff');
}

export const affiliateLink = (ctx: Ctx, code: string, productId?: number) => `${ctx.origin}/s/a/${code}${productId ? `/p/${productId}` : ''}`;

function cleanCode(code: string): string {
  const c = code.trim().toLowerCase();
  if (c.length < AFFILIATE_CODE.min || c.length > AFFILIATE_CODE.max || !AFFILIATE_CODE.pattern.test(c)) throw ValidationError.field('code', 'stores.affiliateCodeFormat');
  if ((STORE_RESERVED_SLUGS as readonly string[]).includes(c)) throw ValidationError.field('code', 'stores.slugReserved');
  return c;
}

const codeTaken = () => new ConflictError('stores.affiliateCodeTaken', { code: { key: 'stores.affiliateCodeTaken' } });

/** HQ's store when open to the public; else null. */
async function openHqStore(ctx: Ctx): Promise<Store | null> {
  const store = await hqStore(ctx);
  return store && store.status === 'active' ? store : null;
}

async function present(ctx: Ctx, a: Affiliate): Promise<AffiliateAccount> {
  const store = await openHqStore(ctx);
  return {
    code: a.code,
    status: a.status,
    link: affiliateLink(ctx, a.code),
    store: store ? { name: store.name, slug: store.slug, url: storeUrl(ctx, store.slug) } : null,
    windowDays: windowDays(ctx),
    createdAt: dbTimeToIso((a as unknown as { createdAt: string }).createdAt)!,
  };
}

async function own(ctx: UserCtx): Promise<Affiliate> {
  requireAffiliate(ctx);
  const found = await Affiliate.of(ctx).where('agentId', ctx.user.id).first();
  if (!found) throw new NotFoundError('stores.affiliateNotRegistered');
  return found;
}

export async function registerAffiliate(ctx: UserCtx, input: AffiliateInput): Promise<AffiliateAccount> {
  requireAffiliate(ctx);
  const code = cleanCode(input.code);
  try {
    const row = await inTransaction(ctx, async (tx) => {
      // One registration per agent: registrations of the same agent wait for each other on its row.
      await forUpdate(User.of(tx).findById(ctx.user.id).select('users.id'));
      if (await Affiliate.of(tx).where('agentId', ctx.user.id).first()) throw new ConflictError('stores.affiliateAlreadyRegistered');
      if (await Affiliate.of(tx).where('code', code).first()) throw codeTaken();
      return Affiliate.of(tx).insertAndFetch({ agentId: ctx.user.id, code, status: 'active' });
    });
    return present(ctx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function getAffiliate(ctx: UserCtx): Promise<AffiliateAccount> {
  return present(ctx, await own(ctx));
}

export async function updateAffiliate(ctx: UserCtx, input: AffiliateInput): Promise<AffiliateAccount> {
  const row = await own(ctx);
  const code = cleanCode(input.code);
  if (code !== row.code && (await Affiliate.of(ctx).where('code', code).whereNot('id', row.id).first())) throw codeTaken();
  try {
    await Affiliate.of(ctx)
      .findById(row.id)
      .patch({ code, ...(input.status ? { status: input.status } : {}) });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return present(ctx, (await Affiliate.of(ctx).findById(row.id))!);
}

/** HQ's store's products, each with its link and the affiliate commission per unit; none while HQ's store is closed. */
export async function affiliateProducts(ctx: UserCtx): Promise<AffiliateProductLink[]> {
  const row = await own(ctx);
  const store = await openHqStore(ctx);
  if (!store) return [];
  const listed = await StoreProduct.of(ctx).where('storeId', store.id).limit(1000);
  const prices = new Map(listed.map((l) => [l.productId, Number(l.price)]));
  const products = listed.length
    ? await Product.of(ctx)
        .whereIn('id', [...prices.keys()])
        .where('status', 'published')
        .orderBy('name')
    : [];
  return products.map((p) => ({
    productId: p.id,
    name: p.name,
    sku: p.sku,
    coverImageUrl: fileUrl(p.coverImage),
    price: prices.get(p.id)!,
    commission: Number(p.affiliateCommission),
    link: affiliateLink(ctx, row.code, p.id),
  }));
}

const bp = (orders: number, clicks: number) => (clicks > 0 ? Math.round((orders * 10_000) / clicks) : 0);

/** Clicks, orders, paid orders and conversion from the summary table; commission from the affiliate commission lines (net of clawbacks) by period. */
export async function affiliateSummary(ctx: UserCtx, year = currentYear()): Promise<AffiliateSummary> {
  await own(ctx);
  return summaryOf(ctx, ctx.user.id, year);
}

export async function summaryOf(ctx: Ctx, agentId: number, year: number): Promise<AffiliateSummary> {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw ValidationError.field('year', 'validation.invalid');
  const days = await AffiliateDaily.of(ctx).where('agentId', agentId).where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`);
  const lines = (await platform()
    .db('commission_lines')
    .where({ company_id: ctx.companyId, type: 'affiliate', beneficiary_id: agentId })
    .where('period', '>=', `${year}-01`)
    .where('period', '<=', `${year}-12`)
    .groupBy('period')
    .select('period')
    .sum({ amount: 'amount' })) as { period: string; amount: number | string }[];
  const months = Array.from({ length: 12 }, (_, i) => ({ month: `${year}-${String(i + 1).padStart(2, '0')}`, clicks: 0, orders: 0, paidOrders: 0, conversion: 0, commission: 0 }));
  for (const d of days) {
    const m = months[Number(d.day.slice(5, 7)) - 1]!;
    m.clicks += Number(d.clicks);
    m.orders += Number(d.orders);
    m.paidOrders += Number(d.paidOrders);
  }
  for (const l of lines) months[Number(l.period.slice(5, 7)) - 1]!.commission += Number(l.amount);
  for (const m of months) m.conversion = bp(m.orders, m.clicks);
  const totals = months.reduce(
    (t, m) => ({ clicks: t.clicks + m.clicks, orders: t.orders + m.orders, paidOrders: t.paidOrders + m.paidOrders, conversion: 0, commission: t.commission + m.commission }),
    {
      clicks: 0,
      orders: 0,
      paidOrders: 0,
      conversion: 0,
      commission: 0,
    },
  );
  totals.conversion = bp(totals.orders, totals.clicks);
  return { year, currency: ctx.company.currency, months, totals };
}

/**
 * A click of an affiliate link (pages.ts `/s/a/<code>[/p/<productId>]`): the path of HQ's store page
 * to go to, and the agent to set the cookie for. An unknown or inactive code, an agent no longer
 * active, the switch off, HQ's store closed or a product it does not sell: 404. Counts the click in
 * the agent's day.
 */
export async function clickThrough(ctx: Ctx, code: string, productId: number | null): Promise<{ agentId: number; path: string }> {
  const c = code.toLowerCase();
  if (!ctx.company.features.goAffiliateStatus || !AFFILIATE_CODE.pattern.test(c) || c.length > AFFILIATE_CODE.max) throw new NotFoundError('stores.notFound');
  const row = await Affiliate.of(ctx).where({ code: c, status: 'active' }).first();
  const agent = row ? await User.of(ctx).findById(row.agentId).where({ role: 'agent', status: 'active' }).select('users.id') : undefined;
  const store = await openHqStore(ctx);
  if (!row || !agent || !store) throw new NotFoundError('stores.notFound');
  let path = `/s/${store.slug}`;
  if (productId !== null) {
    const listed = await StoreProduct.of(ctx).where({ storeId: store.id, productId }).first();
    const product = listed ? await Product.of(ctx).findById(productId).where('status', 'published').select('id', 'name') : undefined;
    if (!product) throw new NotFoundError('stores.notFound');
    path += `/p/${product.id}-${urlName(product.name)}`;
  }
  await countAffiliateDay(ctx, row.agentId, { clicks: 1 });
  return { agentId: row.agentId, path };
}
