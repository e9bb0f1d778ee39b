import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import type { UploadedFile } from '../../platform/http/route';
import { platform } from '../../platform';
import { inTransaction } from '../../platform/tx';
import { definePort } from '../../platform/events';
import { businessTime } from '../../platform/time';
import { Combo, ComboProduct, Package, PackageItem, Product, Variant, type PackageValidity } from './models';
import { hqStock } from './stock';
import { viewerTier, visible } from './catalogue';
import type { ShopCombo, ShopPackage } from '../../../common/api/catalog';

/**
 * Packages (fixed bundles of products with quantities, valid between two business dates) and
 * combos (a price for exactly `requiredQty` units chosen among eligible products). Codes are
 * unique per company. `validateComboChoice` enforces the combo rules of docs/rules.md wherever a
 * combo is chosen (the agent's check now, the cart and checkout of the orders issue later).
 */

const today = () => businessTime().format('YYYY-MM-DD');

/** Whether the buyer has yet to make its first stock purchase (first-order packages and combos): the orders module provides it at start-up (server/wiring.ts). */
export const firstOrder = definePort<(ctx: Ctx, buyerId: number) => Promise<boolean>>('catalog.firstOrder');

export function validityOf(pkg: Pick<Package, 'validFrom' | 'validUntil'>, day = today()): PackageValidity {
  if (pkg.validFrom && day < pkg.validFrom) return 'upcoming';
  if (pkg.validUntil && day > pkg.validUntil) return 'expired';
  return 'ongoing';
}

// ---------------------------------------------------------------- packages

export interface PackageInput {
  name: string;
  code: string;
  price: number;
  validFrom?: string | null;
  validUntil?: string | null;
  firstOrder?: boolean;
  items: { productId: number; variantId?: number | null; quantity: number }[];
}

async function itemProblems(ctx: Ctx, items: PackageInput['items']): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const productIds = [...new Set(items.map((i) => i.productId))];
  const found = new Set((productIds.length ? await Product.of(ctx).whereIn('id', productIds).select('id') : []).map((p) => p.id));
  const variantIds = items.map((i) => i.variantId).filter((id): id is number => !!id);
  const variants = new Map((variantIds.length ? await Variant.of(ctx).whereIn('id', variantIds) : []).map((v) => [v.id, v]));
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!found.has(item.productId)) errors[`items.${i}.productId`] = { key: 'catalog.unknownProduct' };
    else if (item.variantId && variants.get(item.variantId)?.productId !== item.productId) errors[`items.${i}.variantId`] = { key: 'catalog.unknownVariant' };
    const key = `${item.productId}:${item.variantId ?? 0}`;
    if (seen.has(key)) errors[`items.${i}.productId`] = { key: 'catalog.duplicateProduct' };
    seen.add(key);
  });
  return errors;
}

function fail(errors: FieldErrors) {
  const keys = Object.keys(errors);
  if (keys.length) throw new ValidationError(errors, keys.length === 1 ? errors[keys[0]].key : 'validation.failed');
}

async function validatePackage(ctx: Ctx, input: Partial<PackageInput>, existing: Package | null) {
  const errors: FieldErrors = input.items ? await itemProblems(ctx, input.items) : {};
  const from = input.validFrom !== undefined ? input.validFrom : existing?.validFrom;
  const until = input.validUntil !== undefined ? input.validUntil : existing?.validUntil;
  if (from && until && until < from) errors.validUntil = { key: 'package.datesInverted' };
  fail(errors);
  if (input.code !== undefined) {
    const clash = Package.of(ctx).whereRaw('LOWER(code) = ?', [input.code.trim().toLowerCase()]);
    if (existing) clash.whereNot('id', existing.id);
    if (await clash.first()) throw new ConflictError('package.codeTaken', { code: { key: 'package.codeTaken' } });
  }
}

function packageRow(input: Partial<PackageInput>) {
  const { items: _items, ...row } = input;
  if (row.name) row.name = row.name.trim();
  if (row.code) row.code = row.code.trim();
  return row as Partial<Package>;
}

async function replaceItems(ctx: Ctx, packageId: number, items: PackageInput['items']) {
  await PackageItem.of(ctx).where('packageId', packageId).delete();
  for (const item of items) await PackageItem.of(ctx).insert({ packageId, productId: item.productId, variantId: item.variantId ?? null, quantity: item.quantity });
}

async function findPackage(ctx: Ctx, id: number) {
  const pkg = await Package.of(ctx).findById(id);
  if (!pkg) throw new NotFoundError();
  return pkg;
}

export async function getPackage(ctx: Ctx, id: number) {
  const pkg = await findPackage(ctx, id);
  const items = await PackageItem.of(ctx).where('packageId', id).orderBy('id');
  const names = new Map(
    (items.length
      ? await Product.of(ctx).whereIn(
          'id',
          items.map((i) => i.productId),
        )
      : []
    ).map((p) => [p.id, p.name]),
  );
  return {
    ...pkg.toJSON(),
    validity: validityOf(pkg),
    items: items.map((i) => ({ productId: i.productId, productName: names.get(i.productId) ?? null, variantId: i.variantId, quantity: i.quantity })),
  };
}

export async function createPackage(ctx: Ctx, input: PackageInput) {
  const id = await inTransaction(ctx, async (tx) => {
    await validatePackage(tx, input, null);
    const pkg = await Package.of(tx).insertAndFetch(packageRow(input));
    await replaceItems(tx, pkg.id, input.items);
    return pkg.id;
  });
  return getPackage(ctx, id);
}

export async function updatePackage(ctx: Ctx, id: number, input: Partial<PackageInput>) {
  await inTransaction(ctx, async (tx) => {
    const existing = await findPackage(tx, id);
    await validatePackage(tx, input, existing);
    const row = packageRow(input);
    if (Object.keys(row).length) await Package.of(tx).findById(id).patch(row);
    if (input.items) await replaceItems(tx, id, input.items);
  });
  return getPackage(ctx, id);
}

const packageSpec: ListSpec<Package> = {
  sort: { id: 'id', name: 'name', code: 'code', price: 'price', soldCount: 'sold_count', validFrom: 'valid_from', validUntil: 'valid_until', createdAt: 'created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    suspended: (qb, value) => void qb.where('suspended', value === true || value === 'true' || value === 1),
    validity: (qb, value) => {
      const day = today();
      if (value === 'upcoming') qb.where('validFrom', '>', day);
      else if (value === 'expired') qb.where('validUntil', '<', day);
      else if (value === 'ongoing') {
        qb.where((w) => void w.whereNull('validFrom').orWhere('validFrom', '<=', day)).where((w) => void w.whereNull('validUntil').orWhere('validUntil', '>=', day));
      } else throw ValidationError.field('filter.validity', 'validation.invalid');
    },
  },
  search: ['packages.name', 'packages.code'],
};

export async function listPackages(ctx: Ctx, params: ListParams) {
  const page = await runList(Package.of(ctx), packageSpec, params);
  const day = today();
  return new ListPage(
    page.items.map((p) => ({ ...p.toJSON(), validity: validityOf(p, day) })),
    page.total,
    page.offset,
  );
}

// ---------------------------------------------------------------- combos

export interface ComboInput {
  name: string;
  code: string;
  price: number;
  requiredQty: number;
  firstOrder?: boolean;
  productIds: number[];
}

async function validateCombo(ctx: Ctx, input: Partial<ComboInput>, existing: Combo | null) {
  const errors: FieldErrors = {};
  if (input.productIds) {
    const ids = input.productIds;
    const found = new Set((ids.length ? await Product.of(ctx).whereIn('id', ids).select('id') : []).map((p) => p.id));
    const seen = new Set<number>();
    ids.forEach((id, i) => {
      if (!found.has(id)) errors[`productIds.${i}`] = { key: 'catalog.unknownProduct' };
      else if (seen.has(id)) errors[`productIds.${i}`] = { key: 'catalog.duplicateProduct' };
      seen.add(id);
    });
  }
  fail(errors);
  if (input.code !== undefined) {
    const clash = Combo.of(ctx).whereRaw('LOWER(code) = ?', [input.code.trim().toLowerCase()]);
    if (existing) clash.whereNot('id', existing.id);
    if (await clash.first()) throw new ConflictError('combo.codeTaken', { code: { key: 'combo.codeTaken' } });
  }
}

async function findCombo(ctx: Ctx, id: number) {
  const combo = await Combo.of(ctx).findById(id);
  if (!combo) throw new NotFoundError();
  return combo;
}

export async function getCombo(ctx: Ctx, id: number) {
  const combo = await findCombo(ctx, id);
  const links = await ComboProduct.of(ctx).where('comboId', id).orderBy('id');
  const names = new Map(
    (links.length
      ? await Product.of(ctx).whereIn(
          'id',
          links.map((l) => l.productId),
        )
      : []
    ).map((p) => [p.id, p.name]),
  );
  return {
    ...combo.toJSON(),
    coverImageUrl: platform().storage.url(combo.coverImage),
    productIds: links.map((l) => l.productId),
    products: links.map((l) => ({ id: l.productId, name: names.get(l.productId) ?? null })),
  };
}

async function replaceComboProducts(ctx: Ctx, comboId: number, productIds: number[]) {
  await ComboProduct.of(ctx).where('comboId', comboId).delete();
  for (const productId of productIds) await ComboProduct.of(ctx).insert({ comboId, productId });
}

function comboRow(input: Partial<ComboInput>) {
  const { productIds: _ids, ...row } = input;
  if (row.name) row.name = row.name.trim();
  if (row.code) row.code = row.code.trim();
  return row as Partial<Combo>;
}

export async function createCombo(ctx: Ctx, input: ComboInput) {
  const id = await inTransaction(ctx, async (tx) => {
    await validateCombo(tx, input, null);
    const combo = await Combo.of(tx).insertAndFetch(comboRow(input));
    await replaceComboProducts(tx, combo.id, input.productIds);
    return combo.id;
  });
  return getCombo(ctx, id);
}

export async function updateCombo(ctx: Ctx, id: number, input: Partial<ComboInput>) {
  await inTransaction(ctx, async (tx) => {
    const existing = await findCombo(tx, id);
    await validateCombo(tx, input, existing);
    const row = comboRow(input);
    if (Object.keys(row).length) await Combo.of(tx).findById(id).patch(row);
    if (input.productIds) await replaceComboProducts(tx, id, input.productIds);
  });
  return getCombo(ctx, id);
}

export async function saveComboImage(ctx: Ctx, id: number, file: UploadedFile) {
  const combo = await findCombo(ctx, id);
  const { storage } = platform();
  const key = await storage.save(ctx.companyId, 'combos', file.kind, file.buffer);
  await Combo.of(ctx).findById(id).patch({ coverImage: key });
  if (combo.coverImage) await storage.remove(combo.coverImage);
  return getCombo(ctx, id);
}

const comboSpec: ListSpec<Combo> = {
  sort: { id: 'id', name: 'name', code: 'code', price: 'price', requiredQty: 'required_qty', createdAt: 'created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { suspended: (qb, value) => void qb.where('suspended', value === true || value === 'true' || value === 1) },
  search: ['combos.name', 'combos.code'],
};

export async function listCombos(ctx: Ctx, params: ListParams) {
  const qb = Combo.of(ctx).select(
    'combos.*',
    raw('(SELECT COUNT(*) FROM combo_products WHERE combo_products.combo_id = combos.id AND combo_products.company_id = combos.company_id) AS product_count'),
  );
  const page = await runList(qb, comboSpec, params);
  const { storage } = platform();
  return new ListPage(
    page.items.map((c) => {
      const json = c.toJSON() as Record<string, unknown>;
      return { ...json, productCount: Number(json.productCount ?? 0), coverImageUrl: storage.url(c.coverImage) };
    }),
    page.total,
    page.offset,
  );
}

// ---------------------------------------------------------------- what an agent may buy

/**
 * The packages and combos an agent may add to its cart: not suspended, packages within their
 * validity; first-order ones only while the agent's next stock order is its first (`firstOrder`),
 * or for every agent when the company shows first-order packages to all levels
 * (`allLevelStatus`). A combo lists only the products the agent's catalogue shows.
 */
function forAgent<Q extends { where(column: string, value: unknown): Q }>(ctx: Ctx, query: Q, firstOrder: boolean): Q {
  query = query.where('suspended', false);
  return firstOrder || ctx.company.features.allLevelStatus ? query : query.where('firstOrder', false);
}

export async function listShopPackages(ctx: Ctx, firstOrder: boolean, params: ListParams) {
  const filter = JSON.stringify({ validity: 'ongoing' });
  const page = await runList(forAgent(ctx, Package.of(ctx), firstOrder), packageSpec, { ...params, filter });
  const items = page.items.length
    ? await PackageItem.of(ctx)
        .whereIn(
          'packageId',
          page.items.map((p) => p.id),
        )
        .orderBy('id')
    : [];
  const names = new Map(
    (items.length
      ? await Product.of(ctx).whereIn(
          'id',
          items.map((i) => i.productId),
        )
      : []
    ).map((p) => [p.id, p.name]),
  );
  return new ListPage(
    page.items.map((p): ShopPackage => ({
      id: p.id,
      name: p.name,
      code: p.code,
      price: p.price,
      firstOrder: Boolean(p.firstOrder),
      items: items.filter((i) => i.packageId === p.id).map((i) => ({ productId: i.productId, productName: names.get(i.productId) ?? null, quantity: i.quantity })),
    })),
    page.total,
    page.offset,
  );
}

const shopCombo = (c: Combo): ShopCombo => ({
  id: c.id,
  name: c.name,
  code: c.code,
  price: c.price,
  requiredQty: c.requiredQty,
  firstOrder: Boolean(c.firstOrder),
  coverImageUrl: platform().storage.url(c.coverImage),
});

export async function listShopCombos(ctx: Ctx, firstOrder: boolean, params: ListParams) {
  const page = await runList(forAgent(ctx, Combo.of(ctx), firstOrder), comboSpec, { ...params, filter: undefined });
  return new ListPage(page.items.map(shopCombo), page.total, page.offset);
}

export async function getShopCombo(ctx: Ctx, firstOrder: boolean, id: number): Promise<ShopCombo> {
  const combo = await forAgent(ctx, Combo.of(ctx), firstOrder).findById(id);
  if (!combo) throw new NotFoundError();
  const links = await ComboProduct.of(ctx).where('comboId', id).orderBy('id');
  const shown = links.length
    ? await visible(ctx, viewerTier(ctx)).whereIn(
        'products.id',
        links.map((l) => l.productId),
      )
    : [];
  return { ...shopCombo(combo), products: shown.map((p) => ({ id: p.id, name: p.name })) };
}

// ---------------------------------------------------------------- shared: suspend, delete

async function setSuspended(
  ctx: Ctx,
  table: 'package' | 'combo',
  id: number,
  suspended: boolean,
  failKey: 'package.suspendFailed' | 'package.unsuspendFailed' | 'combo.suspendFailed' | 'combo.unsuspendFailed',
) {
  // One conditional update: a second suspend (or an unsuspend of an active one) changes nothing and fails.
  const query = () => (table === 'package' ? Package.of(ctx) : Combo.of(ctx));
  const changed = await query().findById(id).where('suspended', !suspended).patch({ suspended });
  if (!changed) {
    if (!(await query().findById(id))) throw new NotFoundError();
    throw new ConflictError(failKey);
  }
}

export async function suspendPackage(ctx: Ctx, id: number, suspended: boolean) {
  await setSuspended(ctx, 'package', id, suspended, suspended ? 'package.suspendFailed' : 'package.unsuspendFailed');
  return getPackage(ctx, id);
}

export async function suspendCombo(ctx: Ctx, id: number, suspended: boolean) {
  await setSuspended(ctx, 'combo', id, suspended, suspended ? 'combo.suspendFailed' : 'combo.unsuspendFailed');
  return getCombo(ctx, id);
}

export async function deletePackage(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    await findPackage(tx, id);
    await PackageItem.of(tx).where('packageId', id).delete();
    await Package.of(tx).deleteById(id);
  });
}

export async function deleteCombo(ctx: Ctx, id: number) {
  const combo = await inTransaction(ctx, async (tx) => {
    const found = await findCombo(tx, id);
    await ComboProduct.of(tx).where('comboId', id).delete();
    await Combo.of(tx).deleteById(id);
    return found;
  });
  if (combo.coverImage) await platform().storage.remove(combo.coverImage);
}

// ---------------------------------------------------------------- choosing a combo

export interface ComboChoice {
  productId: number;
  variantId?: number | null;
  quantity: number;
}

/**
 * The rules of docs/rules.md for a chosen combo: every item is an eligible product the caller's
 * catalogue shows (`visible`: published or due, priced for an agent's tier), with a
 * variant of its own when it has variants; the same product, or the same variant set, is not
 * chosen twice; every item is in stock and within its stock; the quantities add up to exactly
 * the combo's required quantity. Each failure is a 422 beside the item with its message (docs/rules.md, Messages).
 */
export async function validateComboChoice(ctx: Ctx, comboId: number, items: ComboChoice[]) {
  const combo = await Combo.of(ctx).findById(comboId).where('suspended', false);
  if (!combo) throw new NotFoundError();
  const eligible = new Set((await ComboProduct.of(ctx).where('comboId', comboId)).map((l) => l.productId));
  const productIds = [...new Set(items.map((i) => i.productId))];
  const products = new Map((productIds.length ? await visible(ctx, viewerTier(ctx)).whereIn('products.id', productIds) : []).map((p) => [p.id, p]));
  const variants = productIds.length ? await Variant.of(ctx).whereIn('productId', productIds) : [];
  const hasVariants = new Set(variants.map((v) => v.productId));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const stockOf = await hqStock(ctx, productIds);

  const errors: FieldErrors = {};
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const field = `items.${i}`;
    const product = products.get(item.productId);
    if (!product || !eligible.has(item.productId)) {
      errors[`${field}.productId`] = { key: 'combo.productNotEligible' };
      return;
    }
    let stock = stockOf.product.get(product.id) ?? 0;
    if (hasVariants.has(item.productId)) {
      const variant = item.variantId ? variantById.get(item.variantId) : undefined;
      if (!variant || variant.productId !== item.productId) {
        errors[`${field}.variantId`] = { key: item.variantId ? 'catalog.unknownVariant' : 'combo.variantRequired' };
        return;
      }
      stock = stockOf.variant.get(variant.id) ?? 0;
      const key = `${item.productId}:${variant.id}`;
      if (seen.has(key)) {
        errors[`${field}.variantId`] = { key: 'combo.duplicateVariant' };
        return;
      }
      seen.add(key);
    } else {
      const key = `${item.productId}:`;
      if (seen.has(key)) {
        errors[`${field}.productId`] = { key: 'catalog.duplicateProduct' };
        return;
      }
      seen.add(key);
    }
    if (stock <= 0) errors[`${field}.quantity`] = { key: 'combo.outOfStock' };
    else if (item.quantity > stock) errors[`${field}.quantity`] = { key: 'combo.exceedsStock', params: { stock } };
  });
  const selected = items.reduce((sum, i) => sum + i.quantity, 0);
  if (!Object.keys(errors).length && selected !== combo.requiredQty) {
    const key = selected < combo.requiredQty ? 'combo.minimumNotMet' : 'combo.quantityExceeded';
    throw ValidationError.field('items', key, { required: combo.requiredQty, selected });
  }
  fail(errors);
  return { comboId, price: combo.price, requiredQty: combo.requiredQty, items };
}
