import type { Ctx } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { platform } from '../../platform';
import { nowDb } from '../../platform/time';
import { Tier } from '../tiers';
import { Category, Product, ProductImage, ProductPriceRange, ProductTierPrice } from './models';
import { loadVariants } from './products';
import { hqStock } from './stock';
import type { ShopProduct } from '../../../common/api/catalog';

/**
 * The catalogue as an agent of one tier sees it: only published products (or scheduled ones whose
 * time has passed, should the job not have run yet), never suspended or draft ones, and only those
 * with a price for the tier. The price for a quantity comes from the quantity band that holds it
 * (the tier's own band first, then a band for every tier), else the tier price. Stock is shown
 * when the company shows stock in My Shop. HQ previews the same view for a chosen tier.
 */

interface Band {
  tierId: number | null;
  minQty: number;
  maxQty: number;
  price: number;
}

export function priceFor(tierPrice: number, bands: Band[], tierId: number, quantity: number): number {
  const holds = (b: Band) => b.minQty <= quantity && quantity <= b.maxQty;
  const own = bands.find((b) => b.tierId === tierId && holds(b));
  if (own) return own.price;
  const shared = bands.find((b) => b.tierId === null && holds(b));
  return shared ? shared.price : tierPrice;
}

/**
 * The bands an agent of the tier sees: its tier's own, then the all-tier bands that no own band
 * overlaps (where they overlap the own band wins, as in priceFor), by quantity.
 */
function bandsFor(bands: Band[], tierId: number) {
  const own = bands.filter((b) => b.tierId === tierId);
  const shared = bands.filter((b) => b.tierId === null && !own.some((o) => o.minQty <= b.maxQty && b.minQty <= o.maxQty));
  return [...own, ...shared].sort((x, y) => x.minQty - y.minQty).map((b) => ({ minQty: b.minQty, maxQty: b.maxQty, price: b.price }));
}

/**
 * The products an agent of the tier sees (the one visibility rule, also for combo choices and the
 * inventory picker). `tierId` null (HQ/staff, who have no tier): the publish rule alone.
 */
export function visible(ctx: Ctx, tierId: number | null) {
  const query = Product.of(ctx).where(
    (w) => void w.where('products.status', 'published').orWhere((s) => void s.where('products.status', 'scheduled').whereNotNull('products.publishAt').where('products.publishAt', '<=', nowDb())),
  );
  if (tierId !== null) {
    query.whereExists(ProductTierPrice.of(ctx).whereColumn('product_tier_prices.product_id', 'products.id').where('product_tier_prices.tier_id', tierId));
  }
  return query;
}

/** The tier whose catalogue a caller sees: an agent's own (0, nothing, without one); null for HQ and staff. */
export function viewerTier(ctx: Ctx): number | null {
  return ctx.user?.role === 'agent' ? (ctx.user.tierId ?? 0) : null;
}

const spec: ListSpec<Product> = {
  sort: { id: 'id', name: 'name', createdAt: 'created_at' },
  defaultSort: ['name', 'ASC'],
  filters: { categoryId: 'category_id', preorder: (qb, value) => void qb.where('preorder', value === true || value === 'true' || value === 1) },
  search: ['products.name', 'products.sku'],
};

async function present(ctx: Ctx, products: Product[], tierId: number, quantity: number): Promise<ShopProduct[]> {
  const ids = products.map((p) => p.id);
  if (!ids.length) return [];
  const { storage } = platform();
  const showStock = Boolean(ctx.company.features.showStockMyShop);
  const [prices, bands, images, variants, categories, stock] = await Promise.all([
    ProductTierPrice.of(ctx).whereIn('productId', ids).where('tierId', tierId),
    ProductPriceRange.of(ctx)
      .whereIn('productId', ids)
      .where((w) => void w.where('tierId', tierId).orWhereNull('tierId'))
      .orderBy('minQty'),
    ProductImage.of(ctx).whereIn('productId', ids).orderBy(['position', 'id']),
    loadVariants(ctx, ids),
    Category.of(ctx).whereIn('id', [...new Set(products.map((p) => p.categoryId))]),
    hqStock(ctx, ids),
  ]);
  const tierPrice = new Map(prices.map((p) => [p.productId, p.price]));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return products.map((p) => {
    const own = bands.filter((b) => b.productId === p.id);
    const v = variants.get(p.id)!;
    const base = tierPrice.get(p.id)!;
    return {
      id: p.id,
      name: p.name,
      sku: p.sku,
      description: p.description,
      categoryId: p.categoryId,
      categoryName: categoryName.get(p.categoryId) ?? null,
      coverImageUrl: storage.url(p.coverImage),
      images: images.flatMap((i) => (i.productId === p.id ? (storage.url(i.image) ?? []) : [])),
      weight: p.weight,
      retailPrice: p.retailPrice,
      storePrice: p.storePrice,
      points: p.points,
      tierPrice: base,
      quantity,
      price: priceFor(base, own, tierId, quantity),
      priceRanges: bandsFor(own, tierId),
      preorder: Boolean(p.preorder),
      preorderLimit: p.preorderLimit,
      ratingEnabled: Boolean(p.ratingEnabled),
      firstOrderOnly: Boolean(p.firstOrderOnly),
      stock: showStock ? (v.groups.length ? v.combinations.reduce((s, c) => s + c.stock, 0) : (stock.product.get(p.id) ?? 0)) : null,
      variants: v.groups.length
        ? {
            groups: v.groups,
            combinations: v.combinations.map((c) => ({ id: c.id, optionIds: c.optionIds, options: c.options, stock: showStock ? c.stock : null })),
          }
        : null,
    };
  });
}

export async function listCatalogue(ctx: Ctx, tierId: number | null, params: ListParams, quantity = 1) {
  if (!tierId) return new ListPage([], 0, 0);
  const page = await runList(visible(ctx, tierId), spec, params);
  return new ListPage(await present(ctx, page.items, tierId, quantity), page.total, page.offset);
}

export async function catalogueProduct(ctx: Ctx, tierId: number | null, id: number, quantity = 1) {
  if (!tierId) throw new NotFoundError();
  const product = await visible(ctx, tierId).findById(id);
  if (!product) throw new NotFoundError();
  return (await present(ctx, [product], tierId, quantity))[0];
}

/** HQ's preview: the tier must be one of the company's. */
export async function previewTier(ctx: Ctx, tierId: number): Promise<number> {
  if (!(await Tier.of(ctx).findById(tierId))) throw new NotFoundError();
  return tierId;
}
