import type { Ctx, UserCtx } from '../../platform/context';
import { platform } from '../../platform';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { UploadedFile } from '../../platform/http/route';
import { forUpdate, inTransaction, isUniqueViolation } from '../../platform/tx';
import { formatMoney } from '../../../common/money';
import type { Currency } from '../../../common/constants';
import {
  STORE_ABOUT_MAX,
  STORE_NAME_MAX,
  STORE_RESERVED_SLUGS,
  STORE_SLUG,
  type StoreProductChoice,
  type StoreSetup,
  type StoreSlugAvailability,
  type StoreSetupInput,
  type StoreSummary,
} from '../../../common/api/store';
import { Category, Product, visible } from '../catalog';
import { StockLevel } from '../inventory';
import { User } from '../users';
import { Store, StoreDaily, StoreProduct, StoreProductMonthly } from './models';
import { currentYear, fileUrl, requireCoop, requireStorefront, storeUrl } from './shared';

/**
 * The agent's side of its storefront (docs/stores.md): register, setup, logo and banner, the
 * products it sells at its own price, and the summary by month. Every call needs the company's
 * ejenstoreStatus switch (403 otherwise) and reaches only the caller's own store.
 */

/** The allowed retail price range of a product: its store price (the floor an agent store may sell at) to its retail price. */
export function priceRange(p: Pick<Product, 'retailPrice' | 'storePrice'>): { min: number; max: number } {
  const retail = Number(p.retailPrice);
  const store = Number(p.storePrice);
  return { min: store > 0 ? Math.min(store, retail) : retail, max: Math.max(store, retail) };
}

export function checkSlug(slug: string): void {
  if (slug.length < STORE_SLUG.min || slug.length > STORE_SLUG.max || !STORE_SLUG.pattern.test(slug)) throw ValidationError.field('slug', 'stores.slugFormat');
  if ((STORE_RESERVED_SLUGS as readonly string[]).includes(slug)) throw ValidationError.field('slug', 'stores.slugReserved');
}

export function cleanInput(input: StoreSetupInput) {
  const name = input.name.trim();
  const slug = input.slug.trim();
  if (!name || name.length > STORE_NAME_MAX) throw ValidationError.field('name', 'validation.required');
  checkSlug(slug);
  const whatsapp = (input.whatsapp ?? '').replace(/[\s+-]/g, '');
  if (whatsapp && !/^\d{8,15}$/.test(whatsapp)) throw ValidationError.field('whatsapp', 'stores.whatsappFormat');
  const about = (input.about ?? '').trim();
  if (about.length > STORE_ABOUT_MAX) throw ValidationError.field('about', 'validation.invalid');
  return { name, slug, whatsapp: whatsapp || null, about: about || null, fulfilment: input.fulfilment };
}

export async function present(ctx: Ctx, s: Store): Promise<StoreSetup> {
  const count = await StoreProduct.of(ctx).where('storeId', s.id).count('* as n').first();
  const json = s.toJSON() as unknown as Record<string, string>;
  return {
    id: s.id,
    kind: s.kind,
    name: s.name,
    slug: s.slug,
    logoUrl: fileUrl(s.logo),
    bannerUrl: fileUrl(s.banner),
    whatsapp: s.whatsapp,
    about: s.about,
    fulfilment: s.fulfilment,
    status: s.status,
    url: storeUrl(ctx, s.slug),
    productCount: Number((count as unknown as { n: number } | undefined)?.n ?? 0),
    createdAt: json.createdAt!,
    updatedAt: json.updatedAt!,
  };
}

/** The caller's store of a kind: its storefront ('agent', the ejenstoreStatus switch) or its co-op store ('coop', eKoopStatus). */
export async function ownStore(ctx: UserCtx, kind: 'agent' | 'coop' = 'agent'): Promise<Store> {
  if (kind === 'coop') requireCoop(ctx);
  else requireStorefront(ctx);
  const store = await Store.of(ctx).where({ ownerId: ctx.user.id, kind }).first();
  if (!store) throw new NotFoundError(kind === 'coop' ? 'stores.coopNotRegistered' : 'stores.notRegistered');
  return store;
}

const slugTaken = () => new ConflictError('stores.slugTaken', { slug: { key: 'stores.slugTaken' } });

export async function register(ctx: UserCtx, input: StoreSetupInput): Promise<StoreSetup> {
  requireStorefront(ctx);
  const fields = cleanInput(input);
  try {
    const store = await inTransaction(ctx, async (tx) => {
      // One storefront per agent: registrations of the same agent wait for each other on its row.
      await forUpdate(User.of(tx).findById(ctx.user.id).select('users.id'));
      if (await Store.of(tx).where({ ownerId: ctx.user.id, kind: 'agent' }).first()) throw new ConflictError('stores.alreadyRegistered');
      if (await Store.of(tx).where('slug', fields.slug).first()) throw slugTaken();
      return Store.of(tx).insertAndFetch({ kind: 'agent', ownerId: ctx.user.id, ...fields, logo: null, banner: null, status: 'active' });
    });
    return present(ctx, store);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** The slug as a save would take it: trimmed and lowercase. */
export const normaliseSlug = (slug: string) => slug.trim().toLowerCase();

/**
 * Live feedback on a store link while the agent types it (register and setup forms): invalid
 * (format or reserved word, with the reason), taken by another store of the company, or available
 * (the caller's own store's current link counts as available). Saving checks again.
 */
export async function slugAvailable(ctx: UserCtx, raw: string): Promise<StoreSlugAvailability> {
  requireStorefront(ctx);
  const slug = normaliseSlug(raw);
  try {
    checkSlug(slug);
  } catch (error) {
    const key = error instanceof ValidationError ? (Object.values(error.fields ?? {})[0]?.key ?? 'stores.slugFormat') : 'stores.slugFormat';
    return { slug, status: 'invalid', message: translate(key, ctx.lang) };
  }
  const holder = await Store.of(ctx).where('slug', slug).select('id', 'ownerId', 'kind').first();
  if (holder && !(holder.ownerId === ctx.user.id && holder.kind === 'agent')) return { slug, status: 'taken', message: translate('stores.slugTaken', ctx.lang) };
  return { slug, status: 'available', message: null };
}

export async function getSetup(ctx: UserCtx): Promise<StoreSetup> {
  return present(ctx, await ownStore(ctx));
}

export async function updateSetup(ctx: UserCtx, input: StoreSetupInput): Promise<StoreSetup> {
  const store = await ownStore(ctx);
  const fields = cleanInput(input);
  if (fields.slug !== store.slug && (await Store.of(ctx).where('slug', fields.slug).whereNot('id', store.id).first())) throw slugTaken();
  try {
    await Store.of(ctx)
      .findById(store.id)
      .patch({ ...fields, ...(input.status ? { status: input.status } : {}) });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return present(ctx, (await Store.of(ctx).findById(store.id))!);
}

/** Replaces the store's logo or banner with an uploaded image (the old file is removed). */
export async function uploadImage(ctx: UserCtx, which: 'logo' | 'banner', file: UploadedFile): Promise<StoreSetup> {
  const store = await ownStore(ctx);
  const { storage } = platform();
  const key = await storage.save(ctx.companyId, 'stores', file.kind, file.buffer);
  await Store.of(ctx)
    .findById(store.id)
    .patch({ [which]: key });
  const old = store[which];
  if (old) await storage.remove(old);
  return present(ctx, (await Store.of(ctx).findById(store.id))!);
}

/** The agent's stock per product (all variants summed). */
async function agentStock(ctx: Ctx, agentId: number, productIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!productIds.length) return out;
  const rows = await StockLevel.of(ctx).where('storeId', agentId).whereIn('productId', productIds).select('productId', 'qty');
  for (const r of rows) out.set(r.productId, (out.get(r.productId) ?? 0) + Number(r.qty));
  return out;
}

/** Products the agent's tier sees (the catalogue's one visibility rule), with a sellable price range. */
async function sellable(ctx: UserCtx): Promise<Product[]> {
  const products = await visible(ctx, ctx.user.tierId ?? 0)
    .orderBy('products.name')
    .limit(1000);
  return products.filter((p) => priceRange(p).max > 0);
}

export async function listChoices(ctx: UserCtx, kind: 'agent' | 'coop' = 'agent'): Promise<StoreProductChoice[]> {
  const store = await ownStore(ctx, kind);
  const products = await sellable(ctx);
  const ids = products.map((p) => p.id);
  const [chosen, categories, stock] = await Promise.all([
    StoreProduct.of(ctx).where('storeId', store.id),
    Category.of(ctx).whereIn('id', [...new Set(products.map((p) => p.categoryId))]),
    agentStock(ctx, ctx.user.id, ids),
  ]);
  const priceOf = new Map(chosen.map((c) => [c.productId, Number(c.price)]));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return products.map((p) => {
    const range = priceRange(p);
    return {
      productId: p.id,
      name: p.name,
      sku: p.sku,
      categoryName: categoryName.get(p.categoryId) ?? null,
      coverImageUrl: fileUrl(p.coverImage),
      minPrice: range.min,
      maxPrice: range.max,
      stock: stock.get(p.id) ?? 0,
      selected: priceOf.has(p.id),
      price: priceOf.get(p.id) ?? null,
    };
  });
}

/** Replaces what the store sells; every price within its product's range (422 naming the first product outside). */
export async function saveProducts(ctx: UserCtx, items: { productId: number; price: number }[], kind: 'agent' | 'coop' = 'agent'): Promise<StoreProductChoice[]> {
  await replaceStoreProducts(ctx, await ownStore(ctx, kind), ctx.user.tierId ?? 0, items);
  return listChoices(ctx, kind);
}

/**
 * Replaces what `store` sells with `items`: each product one the store may offer (the catalogue's
 * visibility for `tierId`; null for HQ's store: every published product) at a price within its
 * range — 422 naming the first product outside; the store's row is the lock.
 */
export async function replaceStoreProducts(ctx: Ctx, store: Store, tierId: number | null, items: { productId: number; price: number }[]): Promise<void> {
  const ids = [...new Set(items.map((i) => i.productId))];
  if (ids.length !== items.length) throw ValidationError.field('products', 'validation.invalid');
  const products = new Map<number, Product>((ids.length ? await visible(ctx, tierId).whereIn('products.id', ids) : []).map((p) => [p.id, p]));
  const currency = ctx.company.currency as Currency;
  for (const [i, item] of items.entries()) {
    const p = products.get(item.productId);
    const range = p ? priceRange(p) : null;
    if (!p || !range || range.max <= 0) throw ValidationError.field(`products.${i}.productId`, 'stores.productNotAvailable');
    if (!Number.isSafeInteger(item.price) || item.price < range.min || item.price > range.max) {
      const params = { name: p.name, min: formatMoney(range.min, currency), max: formatMoney(range.max, currency) };
      throw new AppError(422, 'stores.priceOutOfRange', params, { [`products.${i}.price`]: { key: 'stores.priceOutOfRange', params } });
    }
  }
  await inTransaction(ctx, async (tx) => {
    await forUpdate(Store.of(tx).findById(store.id).select('stores.id'));
    const existing = new Map((await StoreProduct.of(tx).where('storeId', store.id)).map((r) => [r.productId, r]));
    const gone = [...existing.values()].filter((r) => !products.has(r.productId)).map((r) => r.id);
    if (gone.length) await StoreProduct.of(tx).whereIn('id', gone).delete();
    for (const item of items) {
      const row = existing.get(item.productId);
      if (!row) await StoreProduct.of(tx).insert({ storeId: store.id, productId: item.productId, price: item.price });
      else if (Number(row.price) !== item.price) await StoreProduct.of(tx).findById(row.id).patch({ price: item.price });
    }
  });
}

const bp = (orders: number, visits: number) => (visits > 0 ? Math.round((orders * 10_000) / visits) : 0);

/** Visits, orders, paid sales and conversion per month of the year, and the year's top products; read from the summary tables. */
export async function summary(ctx: UserCtx, year = currentYear(), kind: 'agent' | 'coop' = 'agent'): Promise<StoreSummary> {
  const store = await ownStore(ctx, kind);
  return storeSummary(ctx, store, year);
}

export async function storeSummary(ctx: Ctx, store: Store, year: number): Promise<StoreSummary> {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw ValidationError.field('year', 'validation.invalid');
  const days = await StoreDaily.of(ctx).where('storeId', store.id).where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`);
  const months = Array.from({ length: 12 }, (_, i) => ({ month: `${year}-${String(i + 1).padStart(2, '0')}`, visits: 0, orders: 0, sales: 0, conversion: 0 }));
  for (const d of days) {
    const m = months[Number(d.day.slice(5, 7)) - 1]!;
    m.visits += Number(d.visits);
    m.orders += Number(d.orders);
    m.sales += Number(d.sales);
  }
  for (const m of months) m.conversion = bp(m.orders, m.visits);
  const totals = months.reduce((t, m) => ({ visits: t.visits + m.visits, orders: t.orders + m.orders, sales: t.sales + m.sales, conversion: 0 }), { visits: 0, orders: 0, sales: 0, conversion: 0 });
  totals.conversion = bp(totals.orders, totals.visits);
  const top = await StoreProductMonthly.of(ctx)
    .where('storeId', store.id)
    .where('month', '>=', `${year}-01`)
    .where('month', '<=', `${year}-12`)
    .groupBy('productId')
    .select('productId')
    .sum('units as units')
    .sum('sales as sales')
    .orderBy('sales', 'desc')
    .limit(5);
  const rows = top as unknown as { productId: number; units: number | string; sales: number | string }[];
  const names = new Map(
    (rows.length
      ? await Product.of(ctx).whereIn(
          'id',
          rows.map((r) => r.productId),
        )
      : []
    ).map((p) => [p.id, p.name]),
  );
  return {
    year,
    currency: ctx.company.currency,
    months,
    totals,
    topProducts: rows.map((r) => ({ productId: r.productId, name: names.get(r.productId) ?? '', units: Number(r.units), sales: Number(r.sales) })),
  };
}
