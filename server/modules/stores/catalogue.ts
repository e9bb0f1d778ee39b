import type { Ctx } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { STORE_PAGE_DEFAULT, STORE_PAGE_MAX, type StoreCategoryView, type StoreProductPage, type StoreProductView, type StoreView } from '../../../common/api/store';
import type { Product } from '../catalog';
import { Category, ProductImage, loadVariants, visible } from '../catalog';
import { Branch } from '../companies';
import { HQ_STORE, NO_VARIANT, StockLevel } from '../inventory';
import { User } from '../users';
import { gatewayOffered, transferOffered } from './payment';
import { bannersOf, coopDetails } from './coop';
import type { Store } from './models';
import { StoreProduct } from './models';
import { countDay, fileUrl, publicStore, storeUrl, urlName } from './shared';

/**
 * The public store's catalogue (docs/stores.md): what a store sells, at its own price, with the
 * stock of whoever ships it (the agent's own stock, or HQ's for a dropship store) shown only when
 * the company shows stock (showStockMyShop). A product is on sale when the store lists it and the
 * owner's tier still sees it (the catalogue's visibility rule); anything else is 404.
 */

/** The stock the store ships from. */
export const stockStoreOf = (store: Store) => (store.fulfilment === 'dropship' ? HQ_STORE : store.ownerId);

const branchAddress = (b: Branch) => [b.address1, b.address2, b.postcode, b.city, b.state].filter(Boolean).join(', ') || null;

export async function storeView(ctx: Ctx, store: Store): Promise<StoreView> {
  const f = ctx.company.features;
  // Pickup: from HQ's pickup branches for a dropship store; from the agent itself for its own stock.
  const branches = f.selfPickup && store.fulfilment === 'dropship' && store.kind !== 'coop' ? await Branch.of(ctx).where('isPickup', true).orderBy('name') : [];
  // A co-op store: collected at the school only (coop.ts), with its banners on the home.
  const coop = store.kind === 'coop' ? coopDetails(ctx, store) : null;
  return {
    slug: store.slug,
    kind: store.kind,
    name: store.name,
    logoUrl: fileUrl(store.logo),
    bannerUrl: fileUrl(store.banner),
    whatsapp: store.whatsapp,
    about: store.about,
    currency: ctx.company.currency,
    country: ctx.company.country,
    companyName: ctx.company.name,
    shipping: {
      courier: !coop,
      pickup: Boolean(f.selfPickup) && (store.fulfilment === 'own' || branches.length > 0),
      branches: branches.map((b) => ({ id: b.id, name: b.name, address: branchAddress(b) })),
    },
    payment: { gateway: await gatewayOffered(ctx, store), transfer: transferOffered(ctx, store) },
    url: storeUrl(ctx, store.slug),
    banners: coop ? await bannersOf(ctx, store.id) : [],
    coop,
  };
}

export async function homeOf(ctx: Ctx, slug: string): Promise<StoreView> {
  return storeView(ctx, await publicStore(ctx, slug));
}

/** The store's products the owner may still sell: the listed ones its tier sees. */
async function onSale(ctx: Ctx, store: Store) {
  const owner = await User.of(ctx).findById(store.ownerId).select('id', 'tierId', 'role');
  // Wrapped: a query builder is thenable, and an async function would run it.
  // An HQ-owned store (HQ's own, an HQ co-op store) sells any published product (hq-store-sale.ts).
  return {
    query: visible(ctx, owner?.role === 'hq' ? null : (owner?.tierId ?? 0))
      .join('store_products as sp', (j) => void j.on('sp.product_id', 'products.id').andOn('sp.company_id', 'products.company_id'))
      .where('sp.store_id', store.id)
      .where('sp.company_id', ctx.companyId),
  };
}

async function present(ctx: Ctx, store: Store, products: Product[], prices: Map<number, number>, full: boolean): Promise<StoreProductView[]> {
  const ids = products.map((p) => p.id);
  if (!ids.length) return [];
  const showStock = Boolean(ctx.company.features.showStockMyShop);
  const [levels, categories, images, variants] = await Promise.all([
    StockLevel.of(ctx).where('storeId', stockStoreOf(store)).whereIn('productId', ids).select('productId', 'variantId', 'qty'),
    Category.of(ctx).whereIn('id', [...new Set(products.map((p) => p.categoryId))]),
    full ? ProductImage.of(ctx).whereIn('productId', ids).orderBy(['position', 'id']) : Promise.resolve([]),
    full ? loadVariants(ctx, ids) : Promise.resolve(null),
  ]);
  const stockOf = new Map<string, number>();
  const total = new Map<number, number>();
  for (const l of levels) {
    stockOf.set(`${l.productId}:${l.variantId}`, Number(l.qty));
    total.set(l.productId, (total.get(l.productId) ?? 0) + Number(l.qty));
  }
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return products.map((p) => {
    const v = variants?.get(p.id);
    const inStock = p.preorder ? true : (total.get(p.id) ?? 0) > 0;
    const cover = fileUrl(p.coverImage);
    return {
      id: p.id,
      urlName: urlName(p.name),
      name: p.name,
      sku: p.sku,
      description: full ? p.description : null,
      categoryId: p.categoryId,
      categoryName: categoryName.get(p.categoryId) ?? null,
      coverImageUrl: cover,
      images: full ? images.flatMap((i) => (i.productId === p.id ? (fileUrl(i.image) ?? []) : [])) : [],
      price: prices.get(p.id)!,
      stock: showStock ? (total.get(p.id) ?? 0) : null,
      inStock,
      variants:
        v && v.groups.length
          ? {
              groups: v.groups,
              combinations: v.combinations.map((c) => {
                const qty = stockOf.get(`${p.id}:${c.id}`) ?? 0;
                return { id: c.id, optionIds: c.optionIds, options: c.options, stock: showStock ? qty : null, inStock: Boolean(p.preorder) || qty > 0 };
              }),
            }
          : null,
    };
  });
}

const priceMap = (rows: { id: number; spPrice: number | string }[]) => new Map(rows.map((r) => [r.id, Number(r.spPrice)]));

export async function categoriesOf(ctx: Ctx, slug: string): Promise<StoreCategoryView[]> {
  const store = await publicStore(ctx, slug);
  const rows = (await (await onSale(ctx, store)).query.select('products.categoryId')) as Product[];
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.categoryId, (counts.get(r.categoryId) ?? 0) + 1);
  if (!counts.size) return [];
  const categories = await Category.of(ctx)
    .whereIn('id', [...counts.keys()])
    .orderBy('name');
  return categories.map((c) => ({ id: c.id, name: c.name, imageUrl: fileUrl(c.image), itemCount: counts.get(c.id) ?? 0 }));
}

export interface ProductQuery {
  q?: string;
  categoryId?: number;
  page?: number;
  limit?: number;
}

export async function productsOf(ctx: Ctx, slug: string, query: ProductQuery): Promise<StoreProductPage> {
  const store = await publicStore(ctx, slug);
  const limit = Math.min(Math.max(query.limit ?? STORE_PAGE_DEFAULT, 1), STORE_PAGE_MAX);
  const page = Math.max(query.page ?? 1, 1);
  const base = (await onSale(ctx, store)).query;
  const q = (query.q ?? '').trim().slice(0, 100);
  if (q) base.where((w) => void w.where('products.name', 'like', `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`).orWhere('products.sku', q));
  if (query.categoryId) base.where('products.categoryId', query.categoryId);
  const [{ n } = { n: 0 }] = (await base.clone().clearSelect().count('products.id as n')) as unknown as { n: number }[];
  const rows = (await base
    .clone()
    .select('products.*', 'sp.price as spPrice')
    .orderBy('products.name')
    .orderBy('products.id')
    .limit(limit)
    .offset((page - 1) * limit)) as unknown as (Product & { spPrice: number })[];
  return { data: await present(ctx, store, rows, priceMap(rows), false), page, limit, total: Number(n) };
}

export async function productOf(ctx: Ctx, slug: string, id: number): Promise<{ store: Store; product: StoreProductView }> {
  const store = await publicStore(ctx, slug);
  const rows = (await (await onSale(ctx, store)).query.where('products.id', id).select('products.*', 'sp.price as spPrice')) as unknown as (Product & { spPrice: number })[];
  if (!rows.length) throw new NotFoundError('stores.notFound');
  const [product] = await present(ctx, store, rows, priceMap(rows), true);
  return { store, product: product! };
}

/** Every product of the store, for its sitemap (bounded). */
export async function sitemapProducts(ctx: Ctx, store: Store): Promise<{ id: number; name: string; updatedAt: string }[]> {
  const rows = (await (await onSale(ctx, store)).query.select('products.id', 'products.name', 'products.updatedAt').orderBy('products.id').limit(5000)) as Product[];
  return rows.map((r) => ({ id: r.id, name: r.name, updatedAt: (r.toJSON() as unknown as { updatedAt: string }).updatedAt }));
}

/** One visit of the store (the page calls it once per browser session). */
export async function visit(ctx: Ctx, slug: string): Promise<void> {
  const store = await publicStore(ctx, slug);
  await countDay(ctx, store.id, { visits: 1 });
}

export { StoreProduct, NO_VARIANT };
