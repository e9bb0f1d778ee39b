import type { Ctx, UserCtx } from '../../platform/context';
import { platform } from '../../platform';
import { AppError, ConflictError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/route';
import { forUpdate, inTransaction, isUniqueViolation } from '../../platform/tx';
import type { StoreProductChoice, StoreSetup, StoreSetupInput, StoreSummary } from '../../../common/api/store';
import type { HqStoreState } from '../../../common/api/store-affiliate';
import { Category, visible } from '../catalog';
import { HQ_STORE, StockLevel } from '../inventory';
import { User } from '../users';
import { Store, StoreProduct } from './models';
import { hqAccountId } from './hq-store-sale';
import { cleanInput, present, priceRange, replaceStoreProducts, storeSummary } from './setup';
import { currentYear } from './shared';

/**
 * HQ's own public store (kind 'hq', docs/stores.md "HQ's store"): one per company, set up in the
 * console by HQ and staff with create_product. It is owned by the company's HQ account (its first,
 * hq-store-sale.ts) and sells from HQ's stock (fulfilment 'dropship'), so its orders are HQ's sales
 * to the guest (orders/store-sale.ts `hq`). It sells any published product at a price within the
 * product's store range, as an agent's store does (store price, or retail when none, up to retail):
 * HQ's own store never undercuts the stores of its agents.
 */

export async function hqStore(ctx: Ctx): Promise<Store | null> {
  return (await Store.of(ctx).where('kind', 'hq').orderBy('id').first()) ?? null;
}

async function requireHqStore(ctx: Ctx): Promise<Store> {
  const store = await hqStore(ctx);
  if (!store) throw new AppError(404, 'stores.hqNotSetUp');
  return store;
}

export async function getHqStore(ctx: Ctx): Promise<HqStoreState> {
  const store = await hqStore(ctx);
  return { store: store ? await present(ctx, store) : null };
}

const slugTaken = () => new ConflictError('stores.slugTaken', { slug: { key: 'stores.slugTaken' } });

/** Creates HQ's store on first save, then changes it: name, slug, WhatsApp, about, status. */
export async function saveHqStore(ctx: UserCtx, input: Omit<StoreSetupInput, 'fulfilment'>): Promise<StoreSetup> {
  const { fulfilment: _, ...fields } = cleanInput({ ...input, fulfilment: 'dropship' });
  const ownerId = await hqAccountId(ctx);
  if (!ownerId) throw new AppError(409, 'stores.hqNotSetUp');
  try {
    const id = await inTransaction(ctx, async (tx) => {
      // One HQ store per company: saves wait for each other on the owning HQ account's row.
      await forUpdate(User.of(tx).findById(ownerId).select('users.id'));
      const current = await hqStore(tx);
      if (
        await Store.of(tx)
          .where('slug', fields.slug)
          .whereNot('id', current?.id ?? 0)
          .first()
      )
        throw slugTaken();
      const status = input.status ?? current?.status ?? 'active';
      if (current) {
        await Store.of(tx)
          .findById(current.id)
          .patch({ ...fields, status });
        return current.id;
      }
      return (await Store.of(tx).insertAndFetch({ kind: 'hq', ownerId, ...fields, fulfilment: 'dropship', logo: null, banner: null, status })).id;
    });
    return present(ctx, (await Store.of(ctx).findById(id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function uploadHqImage(ctx: UserCtx, which: 'logo' | 'banner', file: UploadedFile): Promise<StoreSetup> {
  const store = await requireHqStore(ctx);
  const { storage } = platform();
  const key = await storage.save(ctx.companyId, 'stores', file.kind, file.buffer);
  await Store.of(ctx)
    .findById(store.id)
    .patch({ [which]: key });
  const old = store[which];
  if (old) await storage.remove(old);
  return present(ctx, (await Store.of(ctx).findById(store.id))!);
}

/** Every published product with a sellable range, HQ's stock and the store's current choice. */
export async function listHqChoices(ctx: Ctx): Promise<StoreProductChoice[]> {
  const store = await requireHqStore(ctx);
  const products = (await visible(ctx, null).orderBy('products.name').limit(1000)).filter((p) => priceRange(p).max > 0);
  const ids = products.map((p) => p.id);
  const [chosen, categories, levels] = await Promise.all([
    StoreProduct.of(ctx).where('storeId', store.id),
    Category.of(ctx).whereIn('id', [...new Set(products.map((p) => p.categoryId))]),
    ids.length ? StockLevel.of(ctx).where('storeId', HQ_STORE).whereIn('productId', ids).select('productId', 'qty') : Promise.resolve([]),
  ]);
  const stock = new Map<number, number>();
  for (const l of levels) stock.set(l.productId, (stock.get(l.productId) ?? 0) + Number(l.qty));
  const priceOf = new Map(chosen.map((c) => [c.productId, Number(c.price)]));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return products.map((p) => {
    const range = priceRange(p);
    return {
      productId: p.id,
      name: p.name,
      sku: p.sku,
      categoryName: categoryName.get(p.categoryId) ?? null,
      coverImageUrl: platform().storage.url(p.coverImage),
      minPrice: range.min,
      maxPrice: range.max,
      stock: stock.get(p.id) ?? 0,
      selected: priceOf.has(p.id),
      price: priceOf.get(p.id) ?? null,
    };
  });
}

/** Replaces what HQ's store sells; every price within its product's range (422 naming the first product outside). */
export async function saveHqProducts(ctx: Ctx, items: { productId: number; price: number }[]): Promise<StoreProductChoice[]> {
  await replaceStoreProducts(ctx, await requireHqStore(ctx), null, items);
  return listHqChoices(ctx);
}

export async function hqSummary(ctx: Ctx, year = currentYear()): Promise<StoreSummary> {
  return storeSummary(ctx, await requireHqStore(ctx), year);
}
