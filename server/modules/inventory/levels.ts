import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import { AppError, ConflictError, NotFoundError } from '../../platform/errors';
import { byPrimaryKey, forUpdate, inTransaction } from '../../platform/tx';
import { Variant } from '../catalog';
import { isStockUpdate } from '../../../common/inventory';
import { HQ_STORE, NO_VARIANT, StockLevel, StockMovement, type InvType } from './models';
import { checkMovement } from './rules';
import { stockEvents } from './events';
import type { HqStock } from '../catalog';

/**
 * The stock primitives every module uses (the catalogue reads levels here; orders will record
 * movements here). A movement and its level change happen in one transaction. Stock never goes
 * below zero, also under concurrent requests: a stock-out is one conditional
 * `UPDATE … SET qty = qty - n WHERE id = ? AND qty >= n`, and no affected row means not enough stock.
 * Levels are changed by primary key (byPrimaryKey): the row's lock is the only lock a movement
 * takes on `stock_levels`, so callers that sort their keys (checkout) never deadlock on it.
 */

export interface LevelKey {
  storeId: number;
  productId: number;
  variantId: number;
}

export interface MovementInput extends LevelKey {
  qtyIn: number;
  qtyOut: number;
  invType: InvType;
  returnReason?: string | null;
  invDesc?: string | null;
  remarks?: string | null;
  userId?: number | null;
  /** A reversal's movement it undoes (reverseMovement records reversals). */
  reversesId?: number | null;
}

const where = (k: LevelKey) => ({ storeId: k.storeId, productId: k.productId, variantId: k.variantId });

async function ensureLevel(ctx: Ctx, key: LevelKey) {
  if (await StockLevel.of(ctx).where(where(key)).first()) return;
  // Two first stock-ins may race here: the loser's insert is ignored and it updates the winner's row.
  await StockLevel.of(ctx)
    .insert({ ...where(key), qty: 0, refQty: 0 })
    .onConflict(['company_id', 'store_id', 'product_id', 'variant_id'])
    .ignore();
}

/**
 * Locks an existing level by primary key ahead of a later movement (checkout takes its stock rows
 * first, in its lock order); a missing level (no stock) is not locked, which would take a gap lock.
 */
export async function lockLevel(ctx: Ctx, key: LevelKey): Promise<void> {
  const level = await StockLevel.of(ctx).where(where(key)).select('id').first();
  if (level) await forUpdate(byPrimaryKey(StockLevel.of(ctx)).findById(level.id).select('stock_levels.id'));
}

function lockedLevel(ctx: Ctx, key: LevelKey) {
  return forUpdate(StockLevel.of(ctx).where(where(key)).first());
}

/** Adds `n` to a level; it becomes the band's reference (level right after the latest stock-in). */
async function increase(ctx: Ctx, key: LevelKey, n: number, asRestock: boolean) {
  await ensureLevel(ctx, key);
  const before = (await lockedLevel(ctx, key))!;
  // ref_qty is assigned first: MariaDB evaluates SET left to right with already-updated values.
  const patch: Record<string, unknown> = {};
  if (asRestock) patch.refQty = raw('?? + ?', ['qty', n]);
  patch.qty = raw('?? + ?', ['qty', n]);
  await byPrimaryKey(StockLevel.of(ctx))
    .findById(before.id)
    .patch(patch as Partial<StockLevel>);
  return before;
}

/** Takes `n` from a level only if it holds at least `n`; false when it does not. */
async function decrease(ctx: Ctx, key: LevelKey, n: number): Promise<boolean> {
  // A plain read finds the row (a missing level has no stock; reading it FOR UPDATE would gap-lock);
  // the update then re-reads the committed quantity under the row lock.
  const level = await StockLevel.of(ctx).where(where(key)).select('id').first();
  if (!level) return false;
  const changed = await byPrimaryKey(StockLevel.of(ctx))
    .findById(level.id)
    .where('qty', '>=', n)
    .patch({ qty: raw('?? - ?', ['qty', n]) });
  return changed > 0;
}

/**
 * Records a movement and applies it: the one way stock moves. The movement rule (rules.ts: one
 * direction, a reason that moves stock its own way) is checked before the level is touched; 409
 * when stock would go below zero. A stock-in sets the band's reference, except a reversal's.
 */
export async function recordMovement(ctx: Ctx, input: MovementInput): Promise<StockMovement> {
  checkMovement(input);
  return inTransaction(ctx, async (tx) => {
    const key = where(input);
    let refBefore = 0;
    if (input.qtyIn > 0) {
      refBefore = (await increase(tx, key, input.qtyIn, input.invType !== 'reversal')).refQty;
    } else if (!(await decrease(tx, key, input.qtyOut))) {
      // A locking read: the transaction's snapshot may predate the stock-outs it waited for.
      const level = await StockLevel.of(tx).where(key).select('id').first();
      const stock = level ? (await forUpdate(byPrimaryKey(StockLevel.of(tx)).findById(level.id)))!.qty : 0;
      throw new AppError(409, 'inventory.insufficientStock', { stock }, { qtyOut: { key: 'inventory.insufficientStock', params: { stock } } });
    }
    const after = (await StockLevel.of(tx).where(key).first())!;
    refBefore = input.qtyIn > 0 ? refBefore : after.refQty;
    const movement = await StockMovement.of(tx).insertAndFetch({
      ...key,
      qtyIn: input.qtyIn,
      qtyOut: input.qtyOut,
      invType: input.invType,
      returnReason: input.returnReason ?? null,
      invDesc: input.invDesc ?? null,
      remarks: input.remarks ?? null,
      qtyBefore: after.qty - input.qtyIn + input.qtyOut,
      qtyAfter: after.qty,
      refBefore,
      userId: input.userId ?? null,
      reversesId: input.reversesId ?? null,
    });
    await stockEvents.moved.publish(tx, { movement });
    return movement;
  });
}

/** The movement's key is still a stock item: its variant exists, or (variant 0) the product has no variants. */
async function keyExists(ctx: Ctx, key: LevelKey): Promise<boolean> {
  if (key.variantId === NO_VARIANT) return !(await Variant.of(ctx).where('productId', key.productId).first());
  return Boolean(await Variant.of(ctx).where({ id: key.variantId, productId: key.productId }).first());
}

/**
 * Removes a stock update without erasing it: records its reversal (the opposite movement, reason
 * 'reversal', `reversesId` → the update, by `userId`, now), so the level is what it would have
 * been without the update (for the newest movement: exactly the level before it) and the history
 * shows both. Refused (409) for a reversal, a movement of an order (the order gives stock back when
 * it is cancelled), an update already removed, when the reversal would take the level below zero
 * because later stock-outs used the stock it brought in, and when its variant no longer exists (its
 * stock was corrected to 0 when the variant vanished).
 */
export async function reverseMovement(ctx: Ctx, id: number, userId: number | null): Promise<{ movement: StockMovement; reversal: StockMovement }> {
  return inTransaction(ctx, async (tx) => {
    // The update's row lock is the claim: a parallel removal waits here, then finds the reversal.
    const movement = await forUpdate(byPrimaryKey(StockMovement.of(tx)).findById(id));
    if (!movement) throw new NotFoundError();
    if (movement.invType === 'reversal') throw new ConflictError('inventory.reversalNotRemovable');
    if (!isStockUpdate(movement.invType)) throw new ConflictError('inventory.orderMovementNotRemovable');
    if (await StockMovement.of(tx).where('reversesId', id).first()) throw new ConflictError('inventory.alreadyReversed');
    if (!(await keyExists(tx, movement))) throw new ConflictError('inventory.variantGone');
    const key = where(movement);
    let reversal: StockMovement;
    try {
      reversal = await recordMovement(tx, { ...key, qtyIn: movement.qtyOut, qtyOut: movement.qtyIn, invType: 'reversal', reversesId: id, userId });
    } catch (error) {
      if (error instanceof AppError && error.key === 'inventory.insufficientStock') throw new ConflictError('inventory.deleteWouldGoNegative');
      throw error;
    }
    if (movement.qtyIn > 0) {
      // The band's reference goes back to before the undone stock-in, unless a later stock-in that stands set it since.
      const laterIn = await StockMovement.of(tx)
        .where(key)
        .where('id', '>', id)
        .where('qtyIn', '>', 0)
        .whereNot('invType', 'reversal')
        .whereNotExists(raw('SELECT 1 FROM stock_movements r WHERE r.reverses_id = stock_movements.id AND r.company_id = stock_movements.company_id'))
        .first();
      if (!laterIn) await StockLevel.of(tx).where(key).patch({ refQty: movement.refBefore });
    }
    return { movement, reversal };
  });
}

/**
 * Sets a level to `target` through one movement of the difference (product form's `stock` field,
 * vanished variants). The reason must move stock the way the difference goes (the movement rule):
 * 'correction' goes either way, 'restock' only up.
 */
export async function setLevel(ctx: Ctx, key: LevelKey, target: number, invType: InvType, userId: number | null) {
  const level = await StockLevel.of(ctx).where(where(key)).first();
  const current = level?.qty ?? 0;
  if (target === current) return;
  await recordMovement(ctx, {
    ...key,
    qtyIn: Math.max(target - current, 0),
    qtyOut: Math.max(current - target, 0),
    invType,
    invDesc: null,
    userId,
  });
}

/** HQ's levels of the given products, for the catalogue's reads. */
export async function hqStock(ctx: Ctx, productIds: number[]): Promise<HqStock> {
  const out: HqStock = { product: new Map(), variant: new Map() };
  if (!productIds.length) return out;
  const rows = await StockLevel.of(ctx).where('storeId', HQ_STORE).whereIn('productId', productIds).select('productId', 'variantId', 'qty');
  for (const r of rows) {
    if (r.variantId === NO_VARIANT) out.product.set(r.productId, r.qty);
    else out.variant.set(r.variantId, r.qty);
  }
  return out;
}

/**
 * Keys of a product that no longer exist after its variant structure changed (vanished
 * variants, or the product itself once it has variants): their stock in every store is brought
 * to 0 with a recorded 'correction' movement each, so no stock stays behind where nobody can see
 * or correct it. The zero levels and the history stay.
 */
export async function zeroVanishedKeys(ctx: Ctx, productId: number, variantIds: number[], userId: number | null) {
  if (!variantIds.length) return;
  const levels = await StockLevel.of(ctx).where('productId', productId).whereIn('variantId', variantIds).where('qty', '>', 0);
  for (const level of levels) {
    await setLevel(ctx, { storeId: level.storeId, productId, variantId: level.variantId }, 0, 'correction', userId);
  }
}

/** Subquery of HQ's level of a product (sum over its variants), for sorting product lists by stock. */
export function hqStockSubquery(ctx: Ctx) {
  return StockLevel.of(ctx).sum('stock_levels.qty').where('stock_levels.store_id', HQ_STORE).whereColumn('stock_levels.product_id', 'products.id');
}
