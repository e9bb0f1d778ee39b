import type { QueryBuilder } from 'objection';
import { INV_TYPES_IN, INV_TYPES_OUT, INV_TYPES, isStockUpdate, stockBand, type InvType, type StockRow } from '../../../common/inventory';
import type { Ctx, UserCtx } from '../../platform/context';
import { ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { ListPage, parseQueryJson, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { dbTimeToIso, toDbTime } from '../../platform/time';
import { User } from '../users';
import { Category, Product, Variant } from '../catalog';
import { PRODUCT_STATUSES } from '../catalog';
import { loadVariants } from '../catalog';
import { viewerTier, visible } from '../catalog';
import { recordMovement, reverseMovement } from './levels';
import { HQ_STORE, NO_VARIANT, StockLevel, StockMovement } from './models';

/**
 * Inventory (docs/api.md: "Inventory"): stock per product, variant and store, the movements that
 * change it, and the picker of the update form. Store 0 (or null) is HQ; any other store id is
 * the user id of an agent of the company holding stock.
 *
 * Access: HQ and staff with manage_inventory see and change every store; an agent only reads its
 * own store (its storeId is forced; asking for another store is 403).
 */

// ---------------------------------------------------------------- access and references

function manages(ctx: UserCtx): boolean {
  return ctx.user.role === 'hq' || (ctx.user.role === 'staff' && ctx.user.permissions.has('manage_inventory'));
}

/** The store a read may look at: managers any (default HQ), agents only their own. */
function readableStore(ctx: UserCtx, requested: number | null | undefined): number | 'all' {
  if (manages(ctx)) return requested === undefined ? 'all' : (requested ?? HQ_STORE);
  if (ctx.user.role === 'agent') {
    if (requested !== undefined && requested !== ctx.user.id) throw new ForbiddenError();
    return ctx.user.id;
  }
  throw new ForbiddenError();
}

async function checkStore(ctx: Ctx, storeId: number | null | undefined): Promise<number> {
  if (!storeId) return HQ_STORE;
  const agent = await User.of(ctx).findById(storeId).where('role', 'agent');
  if (!agent) throw ValidationError.field('storeId', 'inventory.unknownStore');
  return storeId;
}

export interface ItemRef {
  productId: number;
  variantId?: number | null;
  variationOptId1?: number | null;
  variationOptId2?: number | null;
  variationOptId3?: number | null;
}

/** The product (of this company) and its variant: by id, or by its option ids in group order. */
async function resolveItem(ctx: Ctx, ref: ItemRef): Promise<{ product: Product; variantId: number }> {
  const product = await Product.of(ctx).findById(ref.productId);
  if (!product) throw ValidationError.field('productId', 'inventory.unknownProduct');
  const variants = await Variant.of(ctx).where('productId', product.id);
  const optionIds = [ref.variationOptId1, ref.variationOptId2, ref.variationOptId3];
  const byOptions = optionIds.some((id) => id);
  if (!variants.length) {
    if (ref.variantId || byOptions) throw ValidationError.field('variantId', 'inventory.unknownVariant');
    return { product, variantId: NO_VARIANT };
  }
  let variant: Variant | undefined;
  if (ref.variantId) variant = variants.find((v) => v.id === ref.variantId);
  else if (byOptions) {
    variant = variants.find((v) => v.option1Id === (optionIds[0] ?? null) && (v.option2Id ?? null) === (optionIds[1] ?? null) && (v.option3Id ?? null) === (optionIds[2] ?? null));
  } else throw ValidationError.field('variantId', 'inventory.variantRequired');
  if (!variant) throw ValidationError.field('variantId', 'inventory.unknownVariant');
  return { product, variantId: variant.id };
}

// ---------------------------------------------------------------- stock update

export interface StockUpdateInput extends ItemRef {
  storeId?: number | null;
  qtyIn?: number | null;
  qtyOut?: number | null;
  invType?: string | null;
  returnReason?: string | null;
  invDesc?: string | null;
  remarks?: string | null;
}

/** The inventory update rules (docs/rules.md, Validation): in or out chosen (exactly one), amount > 0, a reason (and a return reason for returns). */
function updateProblems(input: StockUpdateInput): FieldErrors {
  const errors: FieldErrors = {};
  const hasIn = input.qtyIn !== undefined && input.qtyIn !== null;
  const hasOut = input.qtyOut !== undefined && input.qtyOut !== null;
  if (!hasIn && !hasOut) errors.qtyIn = { key: 'inventory.directionRequired' };
  else if (hasIn && hasOut) errors.qtyOut = { key: 'inventory.oneDirection' };
  else if (hasIn && !(input.qtyIn! > 0)) errors.qtyIn = { key: 'inventory.amountPositive' };
  else if (hasOut && !(input.qtyOut! > 0)) errors.qtyOut = { key: 'inventory.amountPositive' };
  const type = input.invType?.trim();
  if (!type) errors.invType = { key: 'inventory.reasonRequired' };
  // Reasons the system records itself (orders, reversals) are not chosen by hand.
  else if (!(INV_TYPES as readonly string[]).includes(type) || !isStockUpdate(type)) errors.invType = { key: 'inventory.unknownReason' };
  else if (hasIn && !hasOut && !INV_TYPES_IN.includes(type as InvType)) errors.invType = { key: 'inventory.reasonNotForIn' };
  else if (hasOut && !hasIn && !INV_TYPES_OUT.includes(type as InvType)) errors.invType = { key: 'inventory.reasonNotForOut' };
  if (type === 'return' && !input.returnReason?.trim()) errors.returnReason = { key: 'inventory.returnReasonRequired' };
  return errors;
}

export async function updateStock(ctx: UserCtx, input: StockUpdateInput) {
  const errors = updateProblems(input);
  const keys = Object.keys(errors);
  if (keys.length) throw new ValidationError(errors, keys.length === 1 ? errors[keys[0]].key : 'validation.failed');
  const storeId = await checkStore(ctx, input.storeId);
  const { product, variantId } = await resolveItem(ctx, input);
  const invType = input.invType!.trim() as InvType;
  const movement = await recordMovement(ctx, {
    storeId,
    productId: product.id,
    variantId,
    qtyIn: input.qtyIn ?? 0,
    qtyOut: input.qtyOut ?? 0,
    invType,
    returnReason: invType === 'return' ? input.returnReason!.trim() : null,
    invDesc: input.invDesc?.trim() || null,
    remarks: input.remarks?.trim() || null,
    userId: ctx.user.id,
  });
  return (await presentMovements(ctx, [movement]))[0];
}

/** Removes a stock update by recording its reversal (levels.ts reverseMovement): the update's key, the level now and the reversal's id. */
export async function removeMovement(ctx: UserCtx, id: number) {
  const { movement, reversal } = await reverseMovement(ctx, id, ctx.user.id);
  return { id, productId: movement.productId, variantId: movement.variantId || null, storeId: movement.storeId || null, qty: reversal.qtyAfter, reversalId: reversal.id };
}

// ---------------------------------------------------------------- presenting

async function variantLabels(ctx: Ctx, productIds: number[]) {
  const variants = await loadVariants(ctx, [...new Set(productIds)]);
  const label = new Map<number, { options: string[]; optionIds: number[]; groups: string[] }>();
  for (const view of variants.values()) {
    for (const c of view.combinations) label.set(c.id, { options: c.options, optionIds: c.optionIds, groups: view.groups.map((g) => g.name) });
  }
  return { variants, label };
}

async function storeNames(ctx: Ctx, storeIds: number[]) {
  const ids = [...new Set(storeIds.filter((id) => id !== HQ_STORE))];
  const users = ids.length ? await User.of(ctx).whereIn('id', ids) : [];
  return new Map(users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email]));
}

async function presentMovements(ctx: Ctx, movements: StockMovement[]) {
  const productIds = [...new Set(movements.map((m) => m.productId))];
  const products = new Map((productIds.length ? await Product.of(ctx).whereIn('id', productIds) : []).map((p) => [p.id, p]));
  const { label } = await variantLabels(ctx, productIds);
  // Each reversal with the update it undoes, each undone update with its reversal (who and when).
  const undoneIds = movements.filter((m) => m.reversesId).map((m) => m.reversesId!);
  const undone = new Map((undoneIds.length ? await StockMovement.of(ctx).whereIn('id', undoneIds) : []).map((m) => [m.id, m]));
  const ids = movements.map((m) => m.id);
  const reversals = new Map((ids.length ? await StockMovement.of(ctx).whereIn('reversesId', ids) : []).map((m) => [m.reversesId!, m]));
  const users = [...movements, ...reversals.values()].map((m) => m.userId ?? 0);
  const names = await storeNames(ctx, [...movements.map((m) => m.storeId), ...users]);
  const userName = (m: StockMovement) => (m.userId ? (names.get(m.userId) ?? null) : null);
  return movements.map((m) => {
    const reverses = m.reversesId ? undone.get(m.reversesId) : undefined;
    const reversedBy = reversals.get(m.id);
    const product = products.get(m.productId);
    const variant = m.variantId ? label.get(m.variantId) : undefined;
    return {
      id: m.id,
      storeId: m.storeId || null,
      storeName: m.storeId ? (names.get(m.storeId) ?? null) : null,
      productId: m.productId,
      productName: product?.name ?? null,
      sku: product?.sku ?? null,
      variantId: m.variantId || null,
      variation: variant ? variant.options.join(' / ') : null,
      variationOptId1: variant?.optionIds[0] ?? null,
      variationOptId2: variant?.optionIds[1] ?? null,
      variationOptId3: variant?.optionIds[2] ?? null,
      qtyIn: m.qtyIn,
      qtyOut: m.qtyOut,
      invType: m.invType,
      returnReason: m.returnReason,
      invDesc: m.invDesc,
      remarks: m.remarks,
      qtyBefore: m.qtyBefore,
      qtyAfter: m.qtyAfter,
      userId: m.userId,
      userName: userName(m),
      createdAt: m.toJSON().createdAt,
      reversesId: m.reversesId ?? null,
      reverses: reverses ? { id: reverses.id, invType: reverses.invType, createdAt: reverses.toJSON().createdAt } : null,
      reversedBy: reversedBy ? { id: reversedBy.id, createdAt: reversedBy.toJSON().createdAt, userName: userName(reversedBy) } : null,
    };
  });
}

// ---------------------------------------------------------------- GET /inventory

/** Filters of GET /inventory that may come as plain query parameters (as the agent app and older clients send them) as well as in `filter`. */
export const INVENTORY_FILTERS = ['storeId', 'status', 'stock', 'variation', 'category', 'categoryId', 'productStatus', 'preorder', 'date', 'type', 'structure', 'comId'] as const;

const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

function businessDay(field: string, value: unknown): [string, string] {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00+08:00`))) {
    throw ValidationError.field(`filter.${field}`, 'validation.invalid');
  }
  const start = new Date(`${value}T00:00:00+08:00`);
  return [toDbTime(start), toDbTime(new Date(start.getTime() + 86400_000))];
}

const QTY = 'COALESCE(l.qty, 0)';
const REF = 'COALESCE(l.ref_qty, 0)';

function bandWhere(qb: QueryBuilder<Product, Product[]>, value: unknown) {
  if (value === 'high') qb.whereRaw(`${QTY} > 0 AND (${REF} <= 0 OR ${QTY} * 100 >= ${REF} * 80)`);
  else if (value === 'medium') qb.whereRaw(`${QTY} > 0 AND ${REF} > 0 AND ${QTY} * 100 < ${REF} * 80 AND ${QTY} * 100 >= ${REF} * 50`);
  else if (value === 'low') qb.whereRaw(`(${QTY} <= 0 OR (${REF} > 0 AND ${QTY} * 100 < ${REF} * 50))`);
  else throw ValidationError.field('filter.status', 'validation.invalid');
}

const inventorySpec: ListSpec<Product> = {
  // A total order (product, then variant, then store) so pages neither repeat nor skip rows.
  tiebreak: ['v.id', `COALESCE(l.store_id, ${HQ_STORE})`],
  sort: {
    id: 'products.id',
    name: 'products.name',
    sku: 'products.sku',
    qty: 'qty',
    stock: 'qty',
    updatedAt: 'stock_updated_at',
    category: 'products.category_id',
    storeId: 'row_store_id',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    // Handled before the list runs (they choose the join) or not applicable: accepted and ignored here.
    storeId: () => undefined,
    comId: () => undefined,
    type: () => undefined,
    structure: () => undefined,
    status: bandWhere,
    stock: (qb, value) => {
      if (value === 'in') qb.whereRaw(`${QTY} > 0`);
      else if (value === 'out') qb.whereRaw(`${QTY} <= 0`);
      else throw ValidationError.field('filter.stock', 'validation.invalid');
    },
    variation: (qb, value) => void (truthy(value) ? qb.whereNotNull('v.id') : qb.whereNull('v.id')),
    category: (qb, value) => void qb.where('products.category_id', Number(value) || 0),
    categoryId: (qb, value) => void qb.where('products.category_id', Number(value) || 0),
    productStatus: (qb, value) => {
      if (!(PRODUCT_STATUSES as readonly unknown[]).includes(value)) throw ValidationError.field('filter.productStatus', 'validation.invalid');
      qb.where('products.status', value as string);
    },
    preorder: (qb, value) => void qb.where('products.preorder', truthy(value)),
    date: (qb, value) => {
      const [from, to] = businessDay('date', value);
      qb.where('l.updated_at', '>=', from).where('l.updated_at', '<', to);
    },
  },
  search: ['products.name', 'products.sku'],
};

/** Moves the documented plain query parameters into the list's `filter`. */
function mergeFilters(query: ListParams): ListParams {
  const filter = parseFilter(query);
  const rest: ListParams = {};
  for (const [key, value] of Object.entries(query)) {
    if ((INVENTORY_FILTERS as readonly string[]).includes(key)) {
      if (value !== undefined && value !== '') filter[key] = value;
    } else rest[key] = value;
  }
  return { ...rest, filter: JSON.stringify(filter) };
}

function parseFilter(query: ListParams): Record<string, unknown> {
  const value = parseQueryJson(query.filter, 'filter') ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw ValidationError.field('filter', 'validation.invalid');
  return value as Record<string, unknown>;
}

function storeParam(value: unknown): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === null || value === 0 || value === '0' || value === 'hq') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw ValidationError.field('storeId', 'validation.invalid');
  return n;
}

/**
 * One row per product without variants and per variant, with its level in the chosen store
 * (default HQ). HQ rows exist for every product (0 when never stocked); an agent store lists only
 * what it holds. `type=agent` without a storeId (managers only) lists what every agent holds,
 * one row per store; `type=hq` is HQ.
 */
export async function listInventory(ctx: UserCtx, query: ListParams) {
  const params = mergeFilters(query);
  const filter = parseFilter(params);
  if (filter.type !== undefined && filter.type !== '' && filter.type !== 'hq' && filter.type !== 'agent') throw ValidationError.field('filter.type', 'validation.invalid');
  const chosen = readableStore(ctx, storeParam(filter.storeId));
  const allAgents = chosen === 'all' && filter.type === 'agent';
  const storeId = chosen === 'all' ? HQ_STORE : chosen;
  const qb = Product.of(ctx)
    .leftJoin('product_variants as v', 'v.product_id', 'products.id')
    .select(
      'products.id as productId',
      'products.name as name',
      'products.sku as sku',
      'products.category_id as categoryId',
      'products.status as productStatus',
      'products.preorder as preorder',
      'v.id as variantId',
      Product.raw(`${QTY} as qty`),
      Product.raw(`${REF} as ref_qty`),
      'l.updated_at as stock_updated_at',
      Product.raw(`COALESCE(l.store_id, ${HQ_STORE}) as row_store_id`),
    );
  const join = storeId === HQ_STORE && !allAgents ? 'leftJoin' : 'join';
  qb[join]('stock_levels as l', (on) => {
    on.on('l.product_id', '=', 'products.id')
      .andOn('l.company_id', '=', 'products.company_id')
      .andOn('l.variant_id', '=', Product.knex().raw('COALESCE(??, 0)', ['v.id']));
    if (allAgents) on.andOnVal('l.store_id', '>', HQ_STORE);
    else on.andOnVal('l.store_id', '=', storeId);
  });
  const page = await runList(qb, inventorySpec, params);
  // runList types a page by the model queried; the select above names the joined columns below.
  const rows = page.items as unknown as {
    productId: number;
    name: string;
    sku: string;
    categoryId: number;
    productStatus: string;
    preorder: number | boolean;
    variantId: number | null;
    qty: number | string;
    refQty: number | string;
    stockUpdatedAt: string | null;
    rowStoreId: number | string;
  }[];
  const productIds = rows.map((r) => r.productId);
  const { label } = await variantLabels(ctx, productIds);
  const categoryIds = [...new Set(rows.map((r) => r.categoryId))];
  const categories = new Map((categoryIds.length ? await Category.of(ctx).whereIn('id', categoryIds) : []).map((c) => [c.id, c.name]));
  const names = await storeNames(
    ctx,
    rows.map((r) => Number(r.rowStoreId)),
  );
  const items = rows.map((r): StockRow => {
    const rowStore = Number(r.rowStoreId);
    const qty = Number(r.qty);
    const refQty = Number(r.refQty);
    const variant = r.variantId ? label.get(r.variantId) : undefined;
    return {
      id: `${rowStore}-${r.productId}-${r.variantId ?? 0}`,
      storeId: rowStore || null,
      storeName: rowStore ? (names.get(rowStore) ?? null) : null,
      productId: r.productId,
      name: r.name,
      sku: r.sku,
      categoryId: r.categoryId,
      categoryName: categories.get(r.categoryId) ?? null,
      productStatus: r.productStatus,
      preorder: Boolean(r.preorder),
      variantId: r.variantId ?? null,
      variation: variant ? variant.options.join(' / ') : null,
      variationOptId1: variant?.optionIds[0] ?? null,
      variationOptId2: variant?.optionIds[1] ?? null,
      variationOptId3: variant?.optionIds[2] ?? null,
      qty,
      refQty,
      percent: refQty > 0 ? Math.round((qty * 100) / refQty) : qty > 0 ? 100 : 0,
      band: stockBand(qty, refQty),
      updatedAt: dbTimeToIso(r.stockUpdatedAt),
    };
  });
  return new ListPage(items, page.total, page.offset);
}

// ---------------------------------------------------------------- GET /inventory/update-history

const historySpec: ListSpec<StockMovement> = {
  sort: { id: 'stock_movements.id', createdAt: 'stock_movements.id', qtyIn: 'stock_movements.qty_in', qtyOut: 'stock_movements.qty_out', invType: 'stock_movements.inv_type' },
  defaultSort: ['id', 'DESC'],
  filters: {
    storeId: () => undefined,
    productId: 'product_id',
    variantId: 'variant_id',
    invType: 'inv_type',
    direction: (qb, value) => {
      if (value === 'in') qb.where('stock_movements.qty_in', '>', 0);
      else if (value === 'out') qb.where('stock_movements.qty_out', '>', 0);
      else throw ValidationError.field('filter.direction', 'validation.invalid');
    },
    date: (qb, value) => {
      const [from, to] = businessDay('date', value);
      qb.where('stock_movements.created_at', '>=', from).where('stock_movements.created_at', '<', to);
    },
    dateFrom: (qb, value) => void qb.where('stock_movements.created_at', '>=', businessDay('dateFrom', value)[0]),
    dateTo: (qb, value) => void qb.where('stock_movements.created_at', '<', businessDay('dateTo', value)[1]),
  },
  search: ['p.name', 'p.sku'],
};

const HISTORY_PARAMS = ['storeId', 'productId', 'variantId', 'invType', 'direction', 'date', 'dateFrom', 'dateTo'];

export async function listHistory(ctx: UserCtx, query: ListParams) {
  const filter = parseFilter(query);
  const rest: ListParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (HISTORY_PARAMS.includes(key)) {
      if (value !== undefined && value !== '') filter[key] = value;
    } else rest[key] = value;
  }
  const chosen = readableStore(ctx, storeParam(filter.storeId));
  const qb = StockMovement.of(ctx).join('products as p', 'p.id', 'stock_movements.product_id').select('stock_movements.*');
  if (chosen !== 'all') qb.where('stock_movements.store_id', chosen);
  const page = await runList(qb, historySpec, { ...rest, filter: JSON.stringify(filter) });
  return new ListPage(await presentMovements(ctx, page.items), page.total, page.offset);
}

// ---------------------------------------------------------------- GET /inventory/select

const selectSpec: ListSpec<Product> = {
  sort: { id: 'id', name: 'name', sku: 'sku' },
  defaultSort: ['name', 'ASC'],
  filters: { storeId: () => undefined, categoryId: 'category_id', status: 'status' },
  search: ['products.name', 'products.sku'],
};

/**
 * The picker of the update form: products with their variants and the level of each in the store.
 * Managers see every product; an agent only those its catalogue shows (visible for its tier) and
 * those its own store holds.
 */
export async function selectItems(ctx: UserCtx, query: ListParams) {
  const filter = parseFilter(query);
  const { storeId: rawStore, ...rest } = query;
  if (rawStore !== undefined) filter.storeId = rawStore;
  const chosen = readableStore(ctx, storeParam(filter.storeId));
  const storeId = chosen === 'all' ? HQ_STORE : chosen;
  // Agents pick among what their catalogue shows them and what their own store holds, never drafts or suspended products of HQ.
  const products = Product.of(ctx);
  if (!manages(ctx)) {
    products.where(
      (w) =>
        void w
          .whereIn('products.id', visible(ctx, viewerTier(ctx)).select('products.id'))
          .orWhereExists(StockLevel.of(ctx).whereColumn('stock_levels.product_id', 'products.id').where('stock_levels.store_id', storeId)),
    );
  }
  const page = await runList(products, selectSpec, { ...rest, filter: JSON.stringify(filter) });
  const ids = page.items.map((p) => p.id);
  const { variants } = await variantLabels(ctx, ids);
  const levels = ids.length ? await StockLevel.of(ctx).where('storeId', storeId).whereIn('productId', ids) : [];
  const level = new Map(levels.map((l) => [`${l.productId}:${l.variantId}`, l]));
  const qtyOf = (productId: number, variantId: number) => level.get(`${productId}:${variantId}`)?.qty ?? 0;
  const items = page.items.map((p) => {
    const v = variants.get(p.id)!;
    const combos = v.combinations.map((c) => ({ id: c.id, optionIds: c.optionIds, options: c.options, label: c.options.join(' / '), qty: qtyOf(p.id, c.id) }));
    return {
      id: p.id,
      productId: p.id,
      name: p.name,
      sku: p.sku,
      status: p.status,
      storeId: storeId || null,
      groups: v.groups.map((g) => ({ id: g.id, name: g.name, options: g.options.map((o) => ({ id: o.id, value: o.value })) })),
      variants: combos,
      qty: combos.length ? combos.reduce((sum, c) => sum + c.qty, 0) : qtyOf(p.id, NO_VARIANT),
    };
  });
  return new ListPage(items, page.total, page.offset);
}

export async function getMovement(ctx: UserCtx, id: number) {
  const movement = await StockMovement.of(ctx).findById(id);
  if (!movement) throw new NotFoundError();
  readableStore(ctx, movement.storeId || null);
  return (await presentMovements(ctx, [movement]))[0];
}
