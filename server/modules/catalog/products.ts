import type { Ctx } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import type { UploadedFile } from '../../platform/http/route';
import { platform } from '../../platform';
import { forUpdate, inTransaction } from '../../platform/tx';
import { toDbTime } from '../../platform/time';
import { Branch } from '../companies';
import { Tier } from '../tiers';
import { Category, ComboProduct, PackageItem, Product, ProductImage, ProductPriceRange, ProductTierPrice, Variant, VariantGroup, VariantOption, type ProductStatus } from './models';
import { HQ_STORE, NO_VARIANT, hqStock, hqStockSubquery, setLevel, zeroVanishedKeys } from './stock';
import { PRODUCT_ROW_FIELDS } from '../../../common/products';

/**
 * Products of the catalogue (docs/rules.md: "Product"): the product row, its agent price per tier
 * (a tier without a row has no price), quantity price bands, variants and images. Writes replace
 * the tier prices, bands and variants given in the request as a whole; omitted ones stay.
 *
 * Stock belongs to the inventory module (HQ's level in `stock_levels`). The product form's
 * `stock` (product without variants) and each combination's `stock` still set HQ's level, through
 * one inventory movement of the difference ('restock' on create, 'correction' on update), so every
 * change of stock has a movement; the `products.stock` / `product_variants.stock` columns are not
 * read or written.
 */

export const MAX_EXTRA_IMAGES = 3;
export const MAX_VARIANT_GROUPS = 3;

export interface TierPriceInput {
  tierId: number;
  /** null or absent: the tier has no price (left blank). */
  price?: number | null;
}

export interface PriceRangeInput {
  /** null or absent: the band applies to every tier. */
  tierId?: number | null;
  minQty: number;
  maxQty: number;
  price: number;
}

export interface VariantsInput {
  groups: { name: string; options: string[] }[];
  /** One row per combination: the option value of each group in order, and its stock. */
  combinations: { options: string[]; stock?: number; sku?: string | null }[];
}

export interface ProductInput {
  name: string;
  sku: string;
  categoryId: number;
  branchId?: number | null;
  description?: string | null;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  retailPrice?: number;
  storePrice?: number;
  points?: number;
  commission?: number;
  affiliateCommission?: number;
  introducerBonus?: number;
  rankDiscount?: number;
  stock?: number;
  preorder?: boolean;
  preorderLimit?: number | null;
  ratingEnabled?: boolean;
  firstOrderOnly?: boolean;
  status?: Exclude<ProductStatus, 'suspended'>;
  publishAt?: string | null;
  tierPrices?: TierPriceInput[];
  priceRanges?: PriceRangeInput[];
  variants?: VariantsInput | null;
}

const SCALARS = PRODUCT_ROW_FIELDS satisfies readonly (keyof ProductInput)[];

// ---------------------------------------------------------------- validation

/** Price bands, per tier (null = all tiers), sorted by min: no duplicate, min ≤ max, min above the previous max. */
export function rangeProblems(ranges: PriceRangeInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const byTier = new Map<number | null, { range: PriceRangeInput; index: number }[]>();
  ranges.forEach((range, index) => {
    if (range.minQty > range.maxQty) errors[`priceRanges.${index}.minQty`] = { key: 'product.rangeMinAboveMax' };
    const key = range.tierId ?? null;
    byTier.set(key, [...(byTier.get(key) ?? []), { range, index }]);
  });
  for (const rows of byTier.values()) {
    rows.sort((a, b) => a.range.minQty - b.range.minQty || a.range.maxQty - b.range.maxQty);
    for (let i = 1; i < rows.length; i++) {
      const prev = rows[i - 1].range;
      const { range, index } = rows[i];
      const field = `priceRanges.${index}.minQty`;
      if (errors[field]) continue;
      if (range.minQty === prev.minQty && range.maxQty === prev.maxQty) errors[field] = { key: 'product.rangeDuplicate' };
      else if (range.minQty === prev.maxQty) errors[field] = { key: 'product.rangeMinEqualsPreviousMax' };
      else if (range.minQty < prev.maxQty) errors[field] = { key: 'product.rangeOverlap' };
    }
  }
  return errors;
}

const norm = (v: string) => v.trim().toLowerCase();

function variantProblems(variants: VariantsInput): FieldErrors {
  const errors: FieldErrors = {};
  const names = new Set<string>();
  variants.groups.forEach((group, g) => {
    if (names.has(norm(group.name))) errors[`variants.groups.${g}.name`] = { key: 'product.variantGroupNameTaken' };
    names.add(norm(group.name));
    const values = new Set<string>();
    group.options.forEach((value, o) => {
      if (values.has(norm(value))) errors[`variants.groups.${g}.options.${o}`] = { key: 'product.variantOptionTaken' };
      values.add(norm(value));
    });
  });
  const seen = new Set<string>();
  variants.combinations.forEach((combination, c) => {
    const field = `variants.combinations.${c}.options`;
    const valid = combination.options.length === variants.groups.length && combination.options.every((value, g) => variants.groups[g].options.some((o) => norm(o) === norm(value)));
    if (!valid) errors[field] = { key: 'product.variantCombinationInvalid' };
    const key = combination.options.map(norm).join('\u0000');
    if (valid && seen.has(key)) errors[field] = { key: 'product.variantCombinationTaken' };
    seen.add(key);
  });
  return errors;
}

/** The merged state the product will have, checked as a whole; references are checked inside the company. */
async function validate(ctx: Ctx, input: Partial<ProductInput>, existing: Product | null): Promise<void> {
  const errors: FieldErrors = {};
  const merged = { ...existing, ...input };
  if (input.name !== undefined && !input.name.trim()) errors.name = { key: 'validation.required' };
  if (input.sku !== undefined && !input.sku.trim()) errors.sku = { key: 'validation.required' };
  if (input.categoryId !== undefined && !(await Category.of(ctx).findById(input.categoryId))) errors.categoryId = { key: 'category.unknown' };
  if (input.branchId && !(await Branch.of(ctx).findById(input.branchId))) errors.branchId = { key: 'product.unknownBranch' };
  if (merged.status === 'scheduled' && !merged.publishAt) errors.publishAt = { key: 'product.publishAtRequired' };
  if (merged.preorder && !merged.preorderLimit) errors.preorderLimit = { key: 'product.preorderLimitRequired' };

  const tierIds = new Set<number>();
  for (const [i, row] of (input.tierPrices ?? []).entries()) {
    if (tierIds.has(row.tierId)) errors[`tierPrices.${i}.tierId`] = { key: 'product.duplicateTier' };
    tierIds.add(row.tierId);
  }
  for (const row of input.priceRanges ?? []) if (row.tierId) tierIds.add(row.tierId);
  if (tierIds.size) {
    const found = new Set(
      (
        await Tier.of(ctx)
          .whereIn('id', [...tierIds])
          .select('id')
      ).map((t) => t.id),
    );
    (input.tierPrices ?? []).forEach((row, i) => {
      if (!found.has(row.tierId)) errors[`tierPrices.${i}.tierId`] = { key: 'product.unknownTier' };
    });
    (input.priceRanges ?? []).forEach((row, i) => {
      if (row.tierId && !found.has(row.tierId)) errors[`priceRanges.${i}.tierId`] = { key: 'product.unknownTier' };
    });
  }
  Object.assign(errors, rangeProblems(input.priceRanges ?? []));
  if (input.variants) Object.assign(errors, variantProblems(input.variants));

  const keys = Object.keys(errors);
  if (keys.length) {
    throw new ValidationError(errors, keys.length === 1 ? errors[keys[0]].key : 'validation.failed');
  }
  if (input.sku !== undefined) {
    const clash = Product.of(ctx).whereRaw('LOWER(sku) = ?', [input.sku.trim().toLowerCase()]);
    if (existing) clash.whereNot('id', existing.id);
    if (await clash.first()) throw new ConflictError('product.skuTaken', { sku: { key: 'product.skuTaken' } });
  }
}

// ---------------------------------------------------------------- writes

function productRow(input: Partial<ProductInput>): Partial<Product> {
  const row: Record<string, unknown> = {};
  for (const key of SCALARS) if (input[key] !== undefined) row[key] = input[key];
  if (typeof row.name === 'string') row.name = row.name.trim();
  if (typeof row.sku === 'string') row.sku = row.sku.trim();
  if (input.branchId === 0) row.branchId = null;
  if (input.preorder === false) row.preorderLimit = null;
  if (input.status !== undefined) row.status = input.status;
  if (input.publishAt !== undefined) row.publishAt = input.publishAt ? toDbTime(new Date(input.publishAt)) : null;
  if (input.status && input.status !== 'scheduled' && input.publishAt === undefined) row.publishAt = null;
  return row as Partial<Product>;
}

async function replaceTierPrices(ctx: Ctx, productId: number, rows: TierPriceInput[]) {
  await ProductTierPrice.of(ctx).where('productId', productId).delete();
  for (const row of rows) {
    if (row.price === null || row.price === undefined) continue;
    await ProductTierPrice.of(ctx).insert({ productId, tierId: row.tierId, price: row.price });
  }
}

async function replaceRanges(ctx: Ctx, productId: number, rows: PriceRangeInput[]) {
  await ProductPriceRange.of(ctx).where('productId', productId).delete();
  for (const row of rows) {
    await ProductPriceRange.of(ctx).insert({ productId, tierId: row.tierId ?? null, minQty: row.minQty, maxQty: row.maxQty, price: row.price });
  }
}

/**
 * Rewrites the variant structure in place: groups (by name), options (by group and value) and
 * combinations (by their option values) that come back keep their rows and ids, so package
 * items, option images, stock levels and history stay attached; only vanished ones are deleted
 * and new ones inserted. Stock of keys that no longer exist (vanished combinations, or the
 * product itself once it has variants) is brought to 0 with a 'correction' movement in every
 * store, in the same transaction.
 */
async function replaceVariants(ctx: Ctx, productId: number, variants: VariantsInput | null, invType: 'restock' | 'correction') {
  const oldGroups = await VariantGroup.of(ctx).where('productId', productId);
  const oldOptions = await VariantOption.of(ctx).where('productId', productId);
  const oldVariants = await Variant.of(ctx).where('productId', productId);
  const userId = ctx.user?.id ?? null;
  const groupName = new Map(oldGroups.map((g) => [g.id, norm(g.name)]));
  const optionKey = (group: string, value: string) => `${norm(group)}\u0000${norm(value)}`;
  const comboKey = (keys: string[]) => [...keys].sort().join('\u0001');
  const oldGroupByName = new Map(oldGroups.map((g) => [norm(g.name), g]));
  const oldOptionByKey = new Map(oldOptions.map((o) => [`${groupName.get(o.groupId)}\u0000${norm(o.value)}`, o]));
  const oldOptionKey = new Map(oldOptions.map((o) => [o.id, `${groupName.get(o.groupId)}\u0000${norm(o.value)}`]));
  const oldVariantByKey = new Map(oldVariants.map((v) => [comboKey([v.option1Id, v.option2Id, v.option3Id].filter((id): id is number => id !== null).map((id) => oldOptionKey.get(id)!)), v]));

  const groups = variants?.groups ?? [];
  const combinations = variants?.combinations ?? [];
  const keptGroups = new Set<number>();
  const keptOptions = new Set<number>();
  const keptVariants = new Set<number>();
  for (const group of groups) {
    const g = oldGroupByName.get(norm(group.name));
    if (!g) continue;
    keptGroups.add(g.id);
    for (const value of group.options) {
      const o = oldOptionByKey.get(optionKey(group.name, value));
      if (o) keptOptions.add(o.id);
    }
  }
  for (const combination of combinations) {
    const v = oldVariantByKey.get(comboKey(combination.options.map((value, g) => optionKey(groups[g].name, value))));
    if (v) keptVariants.add(v.id);
  }

  // Stock of keys that vanish goes to 0 (recorded) before their rows go.
  const vanished = oldVariants.filter((v) => !keptVariants.has(v.id)).map((v) => v.id);
  if (!oldVariants.length && combinations.length) vanished.push(NO_VARIANT);
  await zeroVanishedKeys(ctx, productId, vanished, userId);

  const gone = <T extends { id: number }>(rows: T[], kept: Set<number>) => rows.filter((r) => !kept.has(r.id)).map((r) => r.id);
  const goneVariants = gone(oldVariants, keptVariants);
  const goneOptions = gone(oldOptions, keptOptions);
  const goneGroups = gone(oldGroups, keptGroups);
  if (goneVariants.length) await Variant.of(ctx).whereIn('id', goneVariants).delete();
  if (goneOptions.length) await VariantOption.of(ctx).whereIn('id', goneOptions).delete();
  if (goneGroups.length) await VariantGroup.of(ctx).whereIn('id', goneGroups).delete();
  // Kept groups move out of the way first: (product, position) is unique.
  for (const id of keptGroups)
    await VariantGroup.of(ctx)
      .findById(id)
      .patch({ position: 1000 + id });

  const ids: Map<string, number>[] = [];
  for (const [g, group] of groups.entries()) {
    const previous = oldGroupByName.get(norm(group.name));
    const groupId = previous
      ? (await VariantGroup.of(ctx)
          .findById(previous.id)
          .patch({ position: g + 1, name: group.name.trim() }),
        previous.id)
      : (await VariantGroup.of(ctx).insertAndFetch({ productId, position: g + 1, name: group.name.trim() })).id;
    const byValue = new Map<string, number>();
    for (const [o, value] of group.options.entries()) {
      const old = previous ? oldOptionByKey.get(optionKey(group.name, value)) : undefined;
      if (old) {
        await VariantOption.of(ctx)
          .findById(old.id)
          .patch({ position: o + 1, value: value.trim() });
        byValue.set(norm(value), old.id);
      } else {
        const option = await VariantOption.of(ctx).insertAndFetch({ productId, groupId, position: o + 1, value: value.trim(), image: null });
        byValue.set(norm(value), option.id);
      }
    }
    ids.push(byValue);
  }

  for (const combination of combinations) {
    const optionIds = combination.options.map((value, g) => ids[g].get(norm(value))!);
    const row = { option1Id: optionIds[0], option2Id: optionIds[1] ?? null, option3Id: optionIds[2] ?? null, sku: combination.sku?.trim() || null };
    const old = oldVariantByKey.get(comboKey(combination.options.map((value, g) => optionKey(groups[g].name, value))));
    let variantId: number;
    if (old) {
      await Variant.of(ctx).findById(old.id).patch(row);
      variantId = old.id;
    } else {
      variantId = (await Variant.of(ctx).insertAndFetch({ productId, ...row })).id;
    }
    if (combination.stock !== undefined) await setLevel(ctx, { storeId: HQ_STORE, productId, variantId }, combination.stock, invType, userId);
  }
}

/** The form's `stock` of a product without variants sets HQ's level. */
async function applyProductStock(ctx: Ctx, productId: number, stock: number | undefined, invType: 'restock' | 'correction') {
  if (stock === undefined) return;
  if (await Variant.of(ctx).where('productId', productId).first()) return;
  await setLevel(ctx, { storeId: HQ_STORE, productId, variantId: NO_VARIANT }, stock, invType, ctx.user?.id ?? null);
}

export async function createProduct(ctx: Ctx, input: ProductInput) {
  const id = await inTransaction(ctx, async (tx) => {
    await validate(tx, input, null);
    const product = await Product.of(tx).insertAndFetch({ status: 'default', ...productRow(input) });
    await replaceTierPrices(tx, product.id, input.tierPrices ?? []);
    await replaceRanges(tx, product.id, input.priceRanges ?? []);
    if (input.variants) await replaceVariants(tx, product.id, input.variants, 'restock');
    await applyProductStock(tx, product.id, input.stock, 'restock');
    return product.id;
  });
  return getProduct(ctx, id);
}

async function find(ctx: Ctx, id: number): Promise<Product> {
  const product = await Product.of(ctx).findById(id);
  if (!product) throw new NotFoundError();
  return product;
}

export async function updateProduct(ctx: Ctx, id: number, input: Partial<ProductInput>) {
  await inTransaction(ctx, async (tx) => {
    const existing = await find(tx, id);
    // A suspended product keeps its suspension; the requested status applies once unsuspended.
    const forSuspended = existing.status === 'suspended' && input.status ? { statusBeforeSuspend: input.status } : null;
    await validate(tx, input, existing);
    const row = productRow(input);
    if (forSuspended) {
      delete row.status;
      Object.assign(row, forSuspended);
    }
    if (Object.keys(row).length) await Product.of(tx).findById(id).patch(row);
    if (input.tierPrices) await replaceTierPrices(tx, id, input.tierPrices);
    if (input.priceRanges) await replaceRanges(tx, id, input.priceRanges);
    if (input.variants !== undefined) await replaceVariants(tx, id, input.variants, 'correction');
    await applyProductStock(tx, id, input.stock, 'correction');
  });
  return getProduct(ctx, id);
}

export async function suspendProduct(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const product = await find(tx, id);
    if (product.status === 'suspended') throw new ConflictError('product.alreadySuspended');
    await Product.of(tx).findById(id).patch({ status: 'suspended', statusBeforeSuspend: product.status });
  });
  return getProduct(ctx, id);
}

/** Back to the state before the suspension (a due scheduled product is published by the next job run). */
export async function unsuspendProduct(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const product = await find(tx, id);
    if (product.status !== 'suspended') throw new ConflictError('product.notSuspended');
    await Product.of(tx)
      .findById(id)
      .patch({ status: product.statusBeforeSuspend ?? 'default', statusBeforeSuspend: null });
  });
  return getProduct(ctx, id);
}

export async function deleteProduct(ctx: Ctx, id: number) {
  const files = await inTransaction(ctx, async (tx) => {
    const product = await find(tx, id);
    // Packages and combos would silently lose the product (their rows cascade): refused instead.
    if ((await PackageItem.of(tx).where('productId', id).first()) || (await ComboProduct.of(tx).where('productId', id).first())) {
      throw new ConflictError('product.inBundle');
    }
    const images = await ProductImage.of(tx).where('productId', id);
    const options = await VariantOption.of(tx).where('productId', id).whereNotNull('image');
    await Variant.of(tx).where('productId', id).delete();
    await VariantOption.of(tx).where('productId', id).delete();
    await VariantGroup.of(tx).where('productId', id).delete();
    await ProductImage.of(tx).where('productId', id).delete();
    await ProductTierPrice.of(tx).where('productId', id).delete();
    await ProductPriceRange.of(tx).where('productId', id).delete();
    await Product.of(tx).deleteById(id);
    return [product.coverImage, ...images.map((i) => i.image), ...options.map((o) => o.image)];
  });
  for (const key of files) if (key) await platform().storage.remove(key);
}

// ---------------------------------------------------------------- images

/** The cover is replaced; extra images are added up to MAX_EXTRA_IMAGES. */
export async function addProductImage(ctx: Ctx, productId: number, kind: 'cover' | 'extra', file: UploadedFile) {
  const { storage } = platform();
  const product = await find(ctx, productId);
  if (kind === 'extra') {
    const count = await ProductImage.of(ctx).where('productId', productId).resultSize();
    if (count >= MAX_EXTRA_IMAGES) throw ValidationError.field('image', 'product.tooManyImages', { max: MAX_EXTRA_IMAGES });
  }
  const key = await storage.save(ctx.companyId, 'products', file.kind, file.buffer);
  if (kind === 'cover') {
    await Product.of(ctx).findById(productId).patch({ coverImage: key });
    if (product.coverImage) await storage.remove(product.coverImage);
  } else {
    const added = await inTransaction(ctx, async (tx) => {
      // The product row is locked (MariaDB) so two parallel uploads cannot both take the last place.
      await forUpdate(Product.of(tx).findById(productId));
      const count = await ProductImage.of(tx).where('productId', productId).resultSize();
      if (count >= MAX_EXTRA_IMAGES) return false;
      await ProductImage.of(tx).insert({ productId, image: key, position: count + 1 });
      return true;
    });
    if (!added) {
      await storage.remove(key);
      throw ValidationError.field('image', 'product.tooManyImages', { max: MAX_EXTRA_IMAGES });
    }
  }
  return getProduct(ctx, productId);
}

export async function removeProductImage(ctx: Ctx, imageId: number) {
  const image = await ProductImage.of(ctx).findById(imageId);
  if (!image) throw new NotFoundError();
  await ProductImage.of(ctx).deleteById(imageId);
  await platform().storage.remove(image.image);
  return getProduct(ctx, image.productId);
}

export async function saveOptionImage(ctx: Ctx, optionId: number, file: UploadedFile) {
  const { storage } = platform();
  const option = await VariantOption.of(ctx).findById(optionId);
  if (!option) throw new NotFoundError();
  const key = await storage.save(ctx.companyId, 'products', file.kind, file.buffer);
  await VariantOption.of(ctx).findById(optionId).patch({ image: key });
  if (option.image) await storage.remove(option.image);
  return getProduct(ctx, option.productId);
}

// ---------------------------------------------------------------- reads

export interface VariantsView {
  groups: { id: number; name: string; options: { id: number; value: string; imageUrl: string | null }[] }[];
  combinations: { id: number; optionIds: number[]; options: string[]; sku: string | null; stock: number }[];
}

export async function loadVariants(ctx: Ctx, productIds: number[]): Promise<Map<number, VariantsView>> {
  const url = (key: string | null) => platform().storage.url(key);
  const out = new Map<number, VariantsView>();
  if (!productIds.length) return out;
  const groups = await VariantGroup.of(ctx).whereIn('productId', productIds).orderBy('position');
  const options = await VariantOption.of(ctx).whereIn('productId', productIds).orderBy('position');
  const variants = await Variant.of(ctx).whereIn('productId', productIds).orderBy('id');
  const stock = await hqStock(ctx, productIds);
  const valueOf = new Map(options.map((o) => [o.id, o.value]));
  for (const id of productIds) out.set(id, { groups: [], combinations: [] });
  for (const g of groups) {
    out.get(g.productId)!.groups.push({
      id: g.id,
      name: g.name,
      options: options.filter((o) => o.groupId === g.id).map((o) => ({ id: o.id, value: o.value, imageUrl: url(o.image) })),
    });
  }
  for (const v of variants) {
    const optionIds = [v.option1Id, v.option2Id, v.option3Id].filter((id): id is number => id !== null);
    out.get(v.productId)!.combinations.push({ id: v.id, optionIds, options: optionIds.map((id) => valueOf.get(id)!), sku: v.sku, stock: stock.variant.get(v.id) ?? 0 });
  }
  return out;
}

export async function getProduct(ctx: Ctx, id: number) {
  const product = await find(ctx, id);
  const { storage } = platform();
  const [category, tierPrices, priceRanges, images, variants, stock] = await Promise.all([
    Category.of(ctx).findById(product.categoryId),
    ProductTierPrice.of(ctx).where('productId', id).orderBy('tierId'),
    ProductPriceRange.of(ctx).where('productId', id).orderBy(['tierId', 'minQty']),
    ProductImage.of(ctx).where('productId', id).orderBy(['position', 'id']),
    loadVariants(ctx, [id]),
    hqStock(ctx, [id]),
  ]);
  const own = stock.product.get(id) ?? 0;
  const v = variants.get(id)!;
  return {
    ...product.toJSON(),
    stock: own,
    categoryName: category?.name ?? null,
    coverImageUrl: storage.url(product.coverImage),
    images: images.map((i) => ({ id: i.id, url: storage.url(i.image) })),
    tierPrices: tierPrices.map((t) => ({ tierId: t.tierId, price: t.price })),
    priceRanges: priceRanges.map((r) => ({ tierId: r.tierId, minQty: r.minQty, maxQty: r.maxQty, price: r.price })),
    variants: v.groups.length ? v : null,
    totalStock: v.groups.length ? v.combinations.reduce((sum, c) => sum + c.stock, 0) : own,
  };
}

const spec: ListSpec<Product> = {
  sort: {
    id: 'id',
    name: 'name',
    sku: 'sku',
    retailPrice: 'retail_price',
    storePrice: 'store_price',
    status: 'status',
    stock: 'hq_stock',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    categoryId: 'category_id',
    branchId: 'branch_id',
    status: 'status',
    preorder: (qb, value) => void qb.where('preorder', value === true || value === 'true' || value === 1),
    firstOrderOnly: (qb, value) => void qb.where('first_order_only', value === true || value === 'true' || value === 1),
  },
  search: ['products.name', 'products.sku'],
};

export async function listProducts(ctx: Ctx, params: ListParams) {
  // HQ's stock (summed over variants) from the inventory, selected so the list can sort by it.
  const query = Product.of(ctx).select('products.*', hqStockSubquery(ctx).as('hq_stock'));
  const page = await runList(query, spec, params);
  const categoryIds = [...new Set(page.items.map((p) => p.categoryId))];
  const categories = new Map((categoryIds.length ? await Category.of(ctx).whereIn('id', categoryIds) : []).map((c) => [c.id, c.name]));
  const { storage } = platform();
  const items = page.items.map((p) => ({
    ...p.toJSON(),
    hqStock: undefined,
    stock: Number((p as Product & { hqStock?: unknown }).hqStock ?? 0),
    categoryName: categories.get(p.categoryId) ?? null,
    coverImageUrl: storage.url(p.coverImage),
  }));
  return new ListPage(items, page.total, page.offset);
}

/** Scheduled products whose time has come become published; every company at once (cron). */
export async function publishDueProducts(now: Date): Promise<number> {
  return Product.unscoped().where('status', 'scheduled').whereNotNull('publishAt').where('publishAt', '<=', toDbTime(now)).patch({ status: 'published' });
}
