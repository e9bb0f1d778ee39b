import { rowsOf } from '../../platform/rows';
import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors';
import { platform } from '../../platform';
import { CART_MAX_QTY, type CartItemType, type OrderType } from '../../../common/orders';
import type { LineProblem } from '../../../common/api/orders';
import { Tier } from '../tiers';
import { User } from '../users';
import { Combo, ComboProduct, Package, PackageItem, Product, ProductPriceRange, ProductTierPrice, Variant, VariantOption } from '../catalog';
import { priceFor, visible } from '../catalog';
import { validityOf, validateComboChoice } from '../catalog';
import { HQ_STORE, StockLevel } from '../inventory';
import { Cart, CartItem, Order, OrderStock, type ComboPick } from './models';

/**
 * The cart and its pricing: who sells to the buyer, what each line costs, and what stops a
 * checkout. Used by the cart calls, the quote and the checkout (checkout.ts).
 *
 * Who sells (docs/decisions.md; following the company's ordering-level switches
 * of common/company.ts): an agent orders from HQ when it has no upline, or when the company lets
 * agents order from HQ (`orderCompany`) and either every level may (`allLevel`) or its tier ranks
 * at or above the company's ordering level (`level`); otherwise from its direct upline. An agent
 * selling to its own customer from its own stock (`storeId` = its own id) makes a personal order
 * at the products' retail prices (packages and combos at their price), without rank discount or
 * minimum order.
 *
 * Pricing: products at the buyer's tier price for the line's quantity band (catalogue.priceFor),
 * less the product's rank discount per unit; packages and combos at their price. A line that can
 * no longer be sold keeps its place in the cart with a problem that blocks the checkout:
 * 'deleted' (no longer published or priced for the tier, package out of its validity, variant
 * gone), 'suspended', 'outOfStock' (the seller's stock, summed over the cart's lines, does not
 * cover it), 'preorderLimit' (the product's preorder limit, counted over open and finished
 * orders, would be passed) and 'firstOrderOnly' (a first-order item in a later order).
 */

export type { LineProblem };

export interface ItemInput {
  itemType: CartItemType;
  productId?: number | null;
  variantId?: number | null;
  packageId?: number | null;
  comboId?: number | null;
  choices?: ComboPick[] | null;
  quantity: number;
}

export interface StockPart {
  productId: number;
  variantId: number;
  quantity: number;
  preorder: boolean;
}

export interface PricedLine {
  id: number | null;
  itemType: CartItemType;
  productId: number | null;
  variantId: number;
  packageId: number | null;
  comboId: number | null;
  choices: ComboPick[] | null;
  quantity: number;
  name: string;
  sku: string | null;
  variantName: string | null;
  image: string | null;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  units: number;
  weightGrams: number;
  points: number;
  isPackage: boolean;
  parts: StockPart[];
  problem: LineProblem | null;
}

export interface Seller {
  type: OrderType;
  /** null: HQ. */
  id: number | null;
  name: string;
}

export const fullName = (u: Pick<User, 'firstName' | 'lastName' | 'email'>) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** The buying agent with its tier; 404 for anyone else. */
export async function loadBuyer(ctx: Ctx, userId: number): Promise<User> {
  const buyer = await User.of(ctx).findById(userId).where('role', 'agent').withGraphFetched('tier');
  if (!buyer) throw new NotFoundError();
  return buyer;
}

/** Who sells to `buyer`; `storeId` (optional) names the seller the caller expects: 0 HQ, the upline's id, or the buyer's own id. */
export async function sellerFor(ctx: Ctx, buyer: User, storeId?: number | null): Promise<Seller> {
  if (storeId != null && storeId === buyer.id) return { type: 'personal', id: buyer.id, name: fullName(buyer) };
  const f = ctx.company.features;
  let fromHq = !buyer.uplineId;
  if (!fromHq && f.orderCompany) {
    if (f.allLevel) fromHq = true;
    else if (f.orderLevelTierId && buyer.tier) {
      const level = await Tier.of(ctx).findById(f.orderLevelTierId);
      fromHq = Boolean(level && buyer.tier.rankNumber <= level.rankNumber);
    }
  }
  const expected = fromHq ? HQ_STORE : buyer.uplineId;
  if (storeId != null && storeId !== expected) throw ValidationError.field('storeId', 'orders.storeNotAllowed');
  if (fromHq) return { type: 'hq', id: null, name: ctx.company.name };
  const upline = (await User.of(ctx).findById(buyer.uplineId!))!;
  return { type: 'upline', id: upline.id, name: fullName(upline) };
}

/** Whether the buyer's next stock purchase is its first: no paid, uncancelled order from HQ or an upline yet. */
export async function isFirstOrder(ctx: Ctx, buyerId: number): Promise<boolean> {
  const earlier = await Order.of(ctx).where('buyerId', buyerId).whereIn('type', ['hq', 'upline']).whereNotNull('paidAt').whereNot('stage', 'cancelled').first();
  return !earlier;
}

/** The buyer's cart, created on first use. */
export async function cartOf(ctx: Ctx, userId: number): Promise<Cart> {
  const found = await Cart.of(ctx).where('userId', userId).first();
  if (found) return found;
  await Cart.of(ctx).insert({ userId, voucherId: null, openOrderId: null }).onConflict(['company_id', 'user_id']).ignore();
  return (await Cart.of(ctx).where('userId', userId).first())!;
}

const keyOf = (p: { productId: number; variantId: number }) => `${p.productId}:${p.variantId}`;

/** A tier's unit price of a product for a quantity (its quantity band), or null when the product has no price for the tier. */
export type TierPriceOf = (tierId: number, productId: number, quantity: number) => number | null;

/**
 * The tier prices of `productIds` for `tierIds` with their quantity bands, in two queries: the
 * pricing rule of the cart (catalogue.priceFor), also used by the commission engine for the prices
 * of a buyer's uplines.
 */
export async function tierPricing(ctx: Ctx, productIds: number[], tierIds: number[]): Promise<TierPriceOf> {
  const [prices, bands] =
    productIds.length && tierIds.length
      ? await Promise.all([ProductTierPrice.of(ctx).whereIn('productId', productIds).whereIn('tierId', tierIds), ProductPriceRange.of(ctx).whereIn('productId', productIds)])
      : [[], []];
  const base = new Map(prices.map((t) => [`${t.tierId}:${t.productId}`, t.price]));
  return (tierId, productId, quantity) => {
    const price = base.get(`${tierId}:${productId}`);
    if (price === undefined) return null;
    return priceFor(
      price,
      bands.filter((b) => b.productId === productId),
      tierId,
      quantity,
    );
  };
}

/** Prices `items` for `buyer` buying from `seller` (see the module comment). */
export async function priceLines(ctx: Ctx, buyer: User, seller: Seller, items: (ItemInput & { id?: number | null })[], firstOrder: boolean): Promise<PricedLine[]> {
  const tierId = buyer.tierId ?? 0;
  const personal = seller.type === 'personal';
  // An HQ account buying for its own store's customer (store-sale.ts, 'hq') sees every published product.
  const viewer = buyer.role === 'agent' ? tierId : null;
  const packageIds = [...new Set(items.flatMap((i) => (i.itemType === 'package' && i.packageId ? [i.packageId] : [])))];
  const comboIds = [...new Set(items.flatMap((i) => (i.itemType === 'combo' && i.comboId ? [i.comboId] : [])))];
  const packages = new Map((packageIds.length ? await Package.of(ctx).whereIn('id', packageIds) : []).map((p) => [p.id, p]));
  const packageItems = packageIds.length ? await PackageItem.of(ctx).whereIn('packageId', packageIds) : [];
  const combos = new Map((comboIds.length ? await Combo.of(ctx).whereIn('id', comboIds) : []).map((c) => [c.id, c]));
  const comboProducts = comboIds.length ? await ComboProduct.of(ctx).whereIn('comboId', comboIds) : [];

  const productIds = [
    ...new Set([
      ...items.flatMap((i) => (i.itemType === 'product' && i.productId ? [i.productId] : [])),
      ...packageItems.map((p) => p.productId),
      ...items.flatMap((i) => (i.itemType === 'combo' ? (i.choices ?? []).map((c) => c.productId) : [])),
    ]),
  ];
  const none = Promise.resolve([]);
  const [products, shown, tierPrice, variants, options, levels, preordered] = await Promise.all([
    productIds.length ? Product.of(ctx).whereIn('id', productIds) : none,
    productIds.length ? visible(ctx, viewer).whereIn('products.id', productIds).select('products.id') : none,
    tierPricing(ctx, productIds, [tierId]),
    productIds.length ? Variant.of(ctx).whereIn('productId', productIds) : none,
    productIds.length ? VariantOption.of(ctx).whereIn('productId', productIds) : none,
    productIds.length
      ? StockLevel.of(ctx)
          .where('storeId', seller.id ?? HQ_STORE)
          .whereIn('productId', productIds)
      : none,
    productIds.length ? preorderedUnits(ctx, productIds) : Promise.resolve(new Map<number, number>()),
  ]);
  const productById = new Map((products as Product[]).map((p) => [p.id, p]));
  const shownIds = new Set((shown as Product[]).map((p) => p.id));
  const variantById = new Map((variants as Variant[]).map((v) => [v.id, v]));
  const withVariants = new Set((variants as Variant[]).map((v) => v.productId));
  const optionValue = new Map((options as VariantOption[]).map((o) => [o.id, o.value]));
  const stock = new Map((levels as StockLevel[]).map((l) => [keyOf(l), l.qty]));
  const needed = new Map<string, number>();
  const preorderNeeded = new Map<number, number>();

  const sellable = (productId: number): LineProblem | null => {
    const p = productById.get(productId);
    if (!p) return 'deleted';
    if (p.status === 'suspended') return 'suspended';
    return shownIds.has(productId) ? null : 'deleted';
  };
  const variantOk = (productId: number, variantId: number) => (withVariants.has(productId) ? variantById.get(variantId)?.productId === productId : variantId === 0);
  const variantName = (variantId: number) => {
    const v = variantById.get(variantId);
    return v ? [v.option1Id, v.option2Id, v.option3Id].flatMap((id) => (id ? [optionValue.get(id) ?? ''] : [])).join(' / ') : null;
  };

  return items.map((item) => {
    const quantity = item.quantity;
    let problem: LineProblem | null = null;
    let name = '';
    let sku: string | null = null;
    let image: string | null = null;
    let unitPrice = 0;
    let discount = 0;
    let firstOnly = false;
    let parts: StockPart[] = [];
    const variantId = item.variantId ?? 0;

    if (item.itemType === 'product') {
      const p = productById.get(item.productId ?? 0);
      problem = sellable(item.productId ?? 0) ?? (variantOk(item.productId ?? 0, variantId) ? null : 'deleted');
      if (p) {
        name = p.name;
        sku = (variantById.get(variantId)?.sku ?? null) || p.sku;
        image = p.coverImage;
        firstOnly = Boolean(p.firstOrderOnly);
        const price = personal ? p.retailPrice : tierPrice(tierId, p.id, quantity);
        if (price === null) problem ??= 'deleted';
        else {
          unitPrice = price;
          if (!personal) discount = p.rankDiscount * quantity;
        }
        parts = [{ productId: p.id, variantId, quantity, preorder: Boolean(p.preorder) }];
      }
    } else if (item.itemType === 'package') {
      const pkg = packages.get(item.packageId ?? 0);
      if (!pkg) problem = 'deleted';
      else {
        name = pkg.name;
        sku = pkg.code;
        unitPrice = pkg.price;
        firstOnly = Boolean(pkg.firstOrder);
        if (pkg.suspended) problem = 'suspended';
        else if (validityOf(pkg) !== 'ongoing') problem = 'deleted';
        parts = packageItems
          .filter((pi) => pi.packageId === pkg.id)
          .map((pi) => ({ productId: pi.productId, variantId: pi.variantId ?? 0, quantity: pi.quantity * quantity, preorder: Boolean(productById.get(pi.productId)?.preorder) }));
        for (const part of parts) problem ??= productById.get(part.productId)?.status === 'suspended' ? 'suspended' : productById.has(part.productId) ? null : 'deleted';
      }
    } else {
      const combo = combos.get(item.comboId ?? 0);
      if (!combo) problem = 'deleted';
      else {
        name = combo.name;
        sku = combo.code;
        image = combo.coverImage;
        unitPrice = combo.price;
        firstOnly = Boolean(combo.firstOrder);
        if (combo.suspended) problem = 'suspended';
        // The chosen units must add up to the combo's required quantity (checked when added; the combo may have changed since).
        if ((item.choices ?? []).reduce((sum, c) => sum + c.quantity, 0) !== combo.requiredQty) problem ??= 'deleted';
        const eligible = new Set(comboProducts.filter((cp) => cp.comboId === combo.id).map((cp) => cp.productId));
        parts = (item.choices ?? []).map((c) => ({ productId: c.productId, variantId: c.variantId ?? 0, quantity: c.quantity * quantity, preorder: Boolean(productById.get(c.productId)?.preorder) }));
        for (const part of parts) {
          problem ??= sellable(part.productId) ?? (eligible.has(part.productId) && variantOk(part.productId, part.variantId) ? null : 'deleted');
        }
      }
    }

    // Stock, summed over the cart's lines in order: a later line runs out first.
    for (const part of parts) {
      if (part.preorder) {
        const limit = productById.get(part.productId)?.preorderLimit ?? 0;
        const total = (preorderNeeded.get(part.productId) ?? 0) + part.quantity;
        preorderNeeded.set(part.productId, total);
        if (total + (preordered.get(part.productId) ?? 0) > limit) problem ??= 'preorderLimit';
      } else {
        const total = (needed.get(keyOf(part)) ?? 0) + part.quantity;
        needed.set(keyOf(part), total);
        if (total > (stock.get(keyOf(part)) ?? 0)) problem ??= 'outOfStock';
      }
    }
    // First-order packages and combos are open to every order when the company shows them to all levels.
    const openToAll = item.itemType !== 'product' && Boolean(ctx.company.features.allLevelStatus);
    if (firstOnly && !firstOrder && !personal && !openToAll) problem ??= 'firstOrderOnly';

    const lineTotal = unitPrice * quantity;
    const weigh = (f: (p: Product) => number) => parts.reduce((sum, part) => sum + (productById.has(part.productId) ? f(productById.get(part.productId)!) * part.quantity : 0), 0);
    return {
      id: item.id ?? null,
      itemType: item.itemType,
      productId: item.itemType === 'product' ? (item.productId ?? null) : null,
      variantId: item.itemType === 'product' ? variantId : 0,
      packageId: item.itemType === 'package' ? (item.packageId ?? null) : null,
      comboId: item.itemType === 'combo' ? (item.comboId ?? null) : null,
      choices: item.itemType === 'combo' ? (item.choices ?? []) : null,
      quantity,
      name,
      sku,
      variantName: item.itemType === 'product' ? variantName(variantId) : null,
      image: image ? platform().storage.url(image) : null,
      unitPrice,
      lineTotal,
      discount: Math.min(discount, lineTotal),
      units: parts.reduce((sum, p) => sum + p.quantity, 0),
      weightGrams: weigh((p) => p.weight),
      points: personal ? 0 : weigh((p) => p.points),
      isPackage: item.itemType === 'package',
      parts,
      problem,
    };
  });
}

/** The weight, units and points of priced lines together. */
export function totalsOf(lines: PricedLine[]) {
  return {
    weightGrams: lines.reduce((s, l) => s + l.weightGrams, 0),
    units: lines.reduce((s, l) => s + l.units, 0),
    points: lines.reduce((s, l) => s + l.points, 0),
  };
}

/** Preorder units of each product held by orders that are not cancelled or deleted. */
export async function preorderedUnits(ctx: Ctx, productIds: number[]): Promise<Map<number, number>> {
  const rows = await rowsOf<{ productId: number; units: number | string }>(
    OrderStock.of(ctx)
      .whereIn('order_stock.product_id', productIds)
      .where('order_stock.preorder', true)
      .whereExists(Order.of(ctx).whereColumn('orders.id', 'order_stock.order_id').whereNot('orders.stage', 'cancelled').whereNull('orders.deleted_at'))
      .groupBy('order_stock.product_id')
      .select('order_stock.product_id', raw('sum(order_stock.quantity) as units')),
  );
  return new Map(rows.map((r) => [r.productId, Number(r.units)]));
}

// ---------------------------------------------------------------- changing the cart

/** A line's quantity after adding to it: at most CART_MAX_QTY (422 beyond). */
function capped(quantity: number): number {
  if (quantity > CART_MAX_QTY) throw ValidationError.field('quantity', 'orders.quantityMax', { max: CART_MAX_QTY });
  return quantity;
}

/**
 * Adds a line: the same product and variant, or the same package, adds to the existing line;
 * combos are checked against the combo rules (catalog validateComboChoice) and always make a new
 * line. The item must exist in the buyer's catalogue now (404 otherwise).
 */
export async function addItem(ctx: Ctx, userId: number, input: ItemInput): Promise<void> {
  const cart = await cartOf(ctx, userId);
  const buyer = await loadBuyer(ctx, userId);
  if (input.itemType === 'product') {
    if (!input.productId) throw ValidationError.field('productId', 'validation.required');
    const product = await visible(ctx, buyer.tierId ?? 0).findById(input.productId);
    if (!product) throw new NotFoundError();
    const variants = await Variant.of(ctx).where('productId', product.id);
    const variantId = input.variantId ?? 0;
    if (variants.length ? !variants.some((v) => v.id === variantId) : variantId !== 0) {
      throw ValidationError.field('variantId', variants.length ? 'combo.variantRequired' : 'catalog.unknownVariant');
    }
    const same = await CartItem.of(ctx).where({ cartId: cart.id, itemType: 'product', productId: product.id, variantId }).first();
    if (same)
      await CartItem.of(ctx)
        .findById(same.id)
        .patch({ quantity: capped(same.quantity + input.quantity) });
    else await CartItem.of(ctx).insert({ cartId: cart.id, itemType: 'product', productId: product.id, variantId, quantity: input.quantity });
  } else if (input.itemType === 'package') {
    if (!input.packageId) throw ValidationError.field('packageId', 'validation.required');
    const pkg = await Package.of(ctx).findById(input.packageId).where('suspended', false);
    if (!pkg || validityOf(pkg) !== 'ongoing') throw new NotFoundError();
    const same = await CartItem.of(ctx).where({ cartId: cart.id, itemType: 'package', packageId: pkg.id }).first();
    if (same)
      await CartItem.of(ctx)
        .findById(same.id)
        .patch({ quantity: capped(same.quantity + input.quantity) });
    else await CartItem.of(ctx).insert({ cartId: cart.id, itemType: 'package', packageId: pkg.id, variantId: 0, quantity: input.quantity });
  } else {
    if (!input.comboId) throw ValidationError.field('comboId', 'validation.required');
    const choices = (input.choices ?? []).map((c) => ({ productId: c.productId, variantId: c.variantId ?? null, quantity: c.quantity }));
    await validateComboChoice(ctx, input.comboId, choices);
    await CartItem.of(ctx).insert({ cartId: cart.id, itemType: 'combo', comboId: input.comboId, variantId: 0, choices, quantity: input.quantity });
  }
}

async function ownItem(ctx: Ctx, userId: number, id: number): Promise<CartItem> {
  const cart = await cartOf(ctx, userId);
  const item = await CartItem.of(ctx).findById(id).where('cartId', cart.id);
  if (!item) throw new NotFoundError();
  return item;
}

export async function updateItem(ctx: Ctx, userId: number, id: number, quantity: number): Promise<void> {
  await ownItem(ctx, userId, id);
  await CartItem.of(ctx).findById(id).patch({ quantity });
}

export async function removeItem(ctx: Ctx, userId: number, id: number): Promise<void> {
  await ownItem(ctx, userId, id);
  await CartItem.of(ctx).deleteById(id);
}

/** The cart's lines as inputs for pricing, oldest first. */
export async function cartItems(ctx: Ctx, cart: Cart): Promise<(ItemInput & { id: number })[]> {
  return CartItem.of(ctx).where('cartId', cart.id).orderBy('id');
}

/** A problem's message key for refusals. */
export function problemMessage(line: PricedLine) {
  switch (line.problem) {
    case 'deleted':
      return 'orders.itemDeleted' as const;
    case 'suspended':
      return 'orders.itemSuspended' as const;
    case 'outOfStock':
      return line.itemType === 'combo' ? ('combo.outOfStock' as const) : ('orders.outOfStock' as const);
    case 'preorderLimit':
      return 'orders.preorderLimit' as const;
    default:
      return 'orders.firstOrderOnly' as const;
  }
}

export function refuseProblems(lines: PricedLine[]) {
  const bad = lines.find((l) => l.problem);
  if (bad) throw new AppError(422, problemMessage(bad), { name: bad.name });
}
