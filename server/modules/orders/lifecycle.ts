import { raw } from 'objection';
import type { Ctx, UserCtx } from '../../platform/context';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { byPrimaryKey, inTransaction, retryOnDeadlock } from '../../platform/tx';
import { businessTime, clock, nowDb, toDbTime } from '../../platform/time';
import { ORDER_BULK_MAX, type OrderAction, type OrderStage } from '../../../common/orders';
import { recordMovement } from '../inventory';
import { HQ_STORE } from '../inventory';
import { AgentPeriodSales, markActive } from '../agents';
import { Package } from '../catalog';
import { releaseVoucher } from '../vouchers';
import { credit } from '../wallet';
import { User } from '../users';
import { Cart, Order, OrderEvent, OrderItem, OrderStock } from './models';
import { orderEvents } from './events';
import { pickupTime } from './shared';
import { orderMoved } from './counters';
import { nextInvoiceNo } from './invoices';
import { platform } from '../../platform';
import { orderScores } from '../ranking';

/**
 * The order lifecycle (docs/rules.md: "Order stages"): unpaid → approval (paid, pending approval) →
 * to_ship → delivery → completed, and cancelled. Every change is one conditional update on the
 * stage it starts from (two parallel approvals change an order once), recorded in order_events
 * with who and when. Decisions (the product-wide ones are in docs/decisions.md):
 * - Who: the seller side acts — HQ, or staff with "manage orders", on orders HQ sells (staff with
 *   only "approve manual payment" read every order, for its receipts, and act on none); the selling
 *   agent on orders placed with it (team orders and its own personal sales). The buyer deletes its
 *   unpaid order and may confirm receipt (complete) of a delivered one. Anyone else: 404 for orders
 *   it cannot see, 403 for actions it may not take on orders it can see.
 * - Paid (by the gateway, from credit, or marked by the seller for a manual payment): pending approval;
 *   the buyer's personal sales of the month grow by the order's sales value and units (stock
 *   purchases only, docs/compensation.md; the commissionable part cs_* for orders HQ sold), the
 *   per-order commission lines are written (commissions/orders.ts), the packages' sold counts grow, its last purchase is stamped and an inactive agent is active
 *   again (agents' markActive), the cart is free for a new checkout.
 * - Approve: only paid orders waiting for approval; a batch holding an order already approved or
 *   cancelled is refused whole ("orders cannot be approved"); unpaid ones are skipped; none left
 *   → "no orders to approve". Approval cannot be undone.
 * - Ship: a courier order to ship gets its tracking number and moves to delivery (the number can be
 *   corrected in delivery); preorder units leave the seller's stock at this moment. Pickup orders
 *   complete from to_ship when collected.
 * - Complete: the buyer of a stock purchase receives the units into its own stock.
 * - Cancel: orders not yet shipped (unpaid, approval, to_ship); the reserved units go back to the
 *   seller, the voucher use comes back, a paid order is marked refunded and its sales are taken
 *   off in the current month, its commission lines clawed back (commissions/orders.ts); what the buyer paid for an order HQ sold (less an online payment fee) is credited to
 *   its wallet (orders sold by agents are settled between the agents).
 *   Delivery and completed orders cannot be cancelled; cancelled and deleted orders are never
 *   restored.
 * - Delete: the buyer's unpaid order is cancelled and hidden from lists (deleted_at); expiry does
 *   the same without hiding it. Both give stock and voucher back.
 */

export type Side = 'seller' | 'buyer' | 'none';

const isHqSide = (ctx: UserCtx) => ctx.user.role === 'hq' || (ctx.user.role === 'staff' && ctx.user.permissions.has('manage_orders'));
/** Staff who approve manual payments read the orders (to see the receipts) but do not act on them. */
const readsAll = (ctx: UserCtx) => isHqSide(ctx) || (ctx.user.role === 'staff' && ctx.user.permissions.has('approve_manual_payment'));

/**
 * The orders the caller may see: HQ and permitted staff all; an agent those it placed or sells.
 * An agent's orders are the union of two index ranges — what it bought (buyer_id) and what it
 * sold to others (seller_id, buyer_id not itself) — read as a derived table named `orders`, so
 * that callers filter, sort and page it like the table; `buyer_id = ? OR seller_id = ?` would
 * scan the whole company's orders.
 */
export function visibleOrders(ctx: UserCtx) {
  if (readsAll(ctx)) return Order.of(ctx).whereNull('orders.deleted_at');
  if (ctx.user.role === 'agent') {
    const me = ctx.user.id;
    const bought = Order.of(ctx).whereNull('orders.deleted_at').where('orders.buyer_id', me);
    const sold = Order.of(ctx).whereNull('orders.deleted_at').where('orders.seller_id', me).whereNot('orders.buyer_id', me);
    return Order.of(ctx).from(bought.unionAll(sold).as('orders')).whereNull('orders.deleted_at');
  }
  throw new ForbiddenError();
}

export function sideOf(ctx: UserCtx, order: Order): { seller: boolean; buyer: boolean } {
  const seller = order.sellerId === null ? isHqSide(ctx) : order.sellerId === ctx.user.id;
  return { seller, buyer: order.buyerId === ctx.user.id };
}

async function findVisible(ctx: UserCtx, id: number): Promise<Order> {
  const order = await visibleOrders(ctx).findById(id);
  if (!order) throw new NotFoundError();
  return order;
}

async function event(tx: Ctx, order: Order, action: OrderAction, to: OrderStage, by: number | null, note: string | null = null) {
  await OrderEvent.of(tx).insert({ orderId: order.id, action, fromStage: order.stage, toStage: to, byUserId: by, note });
}

/** Moves `order` from its stage to `to` with `patch`, only if nobody moved it meanwhile. */
async function move(tx: Ctx, order: Order, to: OrderStage, patch: Partial<Order>, action: OrderAction, by: number | null, note: string | null = null) {
  const changed = await byPrimaryKey(Order.of(tx))
    .findById(order.id)
    .where('stage', order.stage)
    .patch({ ...patch, stage: to } as Partial<Order>);
  if (!changed) throw new ConflictError('orders.changedMeanwhile');
  await orderMoved(tx, order, { ...patch, stage: to });
  await event(tx, order, action, to, by, note);
}

const month = () => businessTime().format('YYYY-MM');

/**
 * Adds (or with sign −1 takes off) the order's sales to its buyer's month, and its packages to their
 * sold counts: the counters, last in the lock order (see checkout.ts).
 */
async function recordSales(tx: Ctx, order: Order, sign: 1 | -1) {
  const items = await OrderItem.of(tx).where('orderId', order.id);
  // Packages in id order, so that parallel payments lock their rows in the same order.
  for (const item of items.filter((i) => i.packageId).sort((a, b) => a.packageId! - b.packageId!)) {
    await byPrimaryKey(Package.of(tx))
      .findById(item.packageId!)
      .patch({ soldCount: raw('sold_count + ?', [sign * item.quantity]) });
  }
  if (order.type === 'personal') return;
  const amount = sign * items.reduce((s, i) => s + Number(i.salesValue), 0);
  const units = sign * items.reduce((s, i) => s + i.units, 0);
  // The commissionable part: what HQ sold (docs/compensation.md "Commissionable sales").
  const csAmount = order.type === 'hq' ? amount : 0;
  const csUnits = order.type === 'hq' ? units : 0;
  const period = month();
  // One upsert: INSERT IGNORE then UPDATE would take a shared lock on an existing row and then
  // want it exclusive, and two payments of one buyer deadlock on that upgrade.
  const t = 'agent_period_sales';
  const add = (column: string, value: number) => raw('?? + ?', [`${t}.${column}`, value]);
  await AgentPeriodSales.of(tx)
    .insert({ agentId: order.buyerId, period, psAmount: amount, psUnits: units, csAmount, csUnits, orders: sign })
    .onConflict(['company_id', 'agent_id', 'period'])
    .merge({
      psAmount: add('ps_amount', amount),
      psUnits: add('ps_units', units),
      csAmount: add('cs_amount', csAmount),
      csUnits: add('cs_units', csUnits),
      orders: add('orders', sign),
      updatedAt: nowDb(),
    });
}

/** Frees the buyer's cart held by the order: its row only (by primary key), never a scan of carts. */
async function freeCart(tx: Ctx, order: Order) {
  const cart = await Cart.of(tx).where('userId', order.buyerId).select('id').first();
  if (cart) await byPrimaryKey(Cart.of(tx)).findById(cart.id).where('openOrderId', order.id).patch({ openOrderId: null });
}

/** Gives the order's reserved (non-preorder) units back to the seller. */
async function returnStock(tx: Ctx, order: Order, by: number | null) {
  for (const part of await OrderStock.of(tx).where('orderId', order.id).where('preorder', false).orderBy(['productId', 'variantId'])) {
    await recordMovement(tx, {
      storeId: order.sellerId ?? HQ_STORE,
      productId: part.productId,
      variantId: part.variantId,
      qtyIn: part.quantity,
      qtyOut: 0,
      invType: 'order_release',
      invDesc: order.orderNo,
      userId: by,
    });
  }
}

function requireSeller(ctx: UserCtx, order: Order) {
  if (!sideOf(ctx, order).seller) throw new ForbiddenError();
}

/**
 * Records the payment of an unpaid order, inside the caller's transaction. `paymentFee`: the online
 * payment fee the payer paid on top of the grand total (a gateway bill; payments/service.ts), so
 * total paid = grand total + fee. The fee is no sale: sales, commissions and points ignore it.
 */
export async function recordPayment(tx: Ctx, order: Order, by: number, paymentFee = 0): Promise<void> {
  if (order.stage !== 'unpaid') throw new ConflictError('orders.notUnpaid');
  const totalPaid = Number(order.grandTotal) + paymentFee;
  await move(tx, order, 'approval', { paymentStatus: 'paid', paidAt: nowDb(), paymentFee, totalPaid, expiresAt: null }, 'paid', by);
  await freeCart(tx, order);
  // Counters in the lock order of checkout.ts: packages and the month's sales, then the invoice counter.
  await recordSales(tx, order, 1);
  await byPrimaryKey(Order.of(tx))
    .findById(order.id)
    .patch({ invoiceNo: await nextInvoiceNo(tx) });
  if (order.type !== 'personal') await markActive(tx, order.buyerId, clock.now());
  // Last: what modules above react with (events.ts: the per-order commission lines, inserts only,
  // no row locks; reward points; the report summaries), then the ranking scores.
  await orderEvents.paid.publish(tx, { order });
  await orderScores(tx, order, 1);
}

/** One change of one order by the caller, in a transaction run again after a MariaDB deadlock. */
function change<T>(ctx: UserCtx, fn: (tx: UserCtx) => Promise<T>): Promise<T> {
  return retryOnDeadlock(() => inTransaction(ctx, fn));
}

export async function markPaid(ctx: UserCtx, id: number): Promise<void> {
  await change(ctx, async (tx) => {
    const order = await findVisible(tx, id);
    requireSeller(tx, order);
    await recordPayment(tx, order, tx.user.id);
  });
}

function checkBulk(ids: number[]) {
  if (!ids.length) throw ValidationError.field('ids', 'orders.selectOne');
  if (ids.length > ORDER_BULK_MAX) throw ValidationError.field('ids', 'orders.bulkMax', { max: ORDER_BULK_MAX });
}

/** The orders of a bulk action in id order (a stable lock order): all visible (404 otherwise) and sold by the caller (403). */
async function sellersOrders(tx: UserCtx, ids: number[]): Promise<Order[]> {
  const orders = await visibleOrders(tx).whereIn('orders.id', ids).orderBy('orders.id');
  if (orders.length !== new Set(ids).size) throw new NotFoundError();
  for (const order of orders) requireSeller(tx, order);
  return orders;
}

export async function approve(ctx: UserCtx, ids: number[]): Promise<number[]> {
  checkBulk(ids);
  return change(ctx, async (tx) => {
    const orders = await sellersOrders(tx, ids);
    if (orders.some((o) => !['unpaid', 'approval'].includes(o.stage))) throw new ConflictError('orders.cannotApprove');
    const ready = orders.filter((o) => o.stage === 'approval');
    if (!ready.length) throw new AppError(422, 'orders.noneToApprove');
    for (const order of ready) await move(tx, order, 'to_ship', { approvedAt: nowDb() }, 'approved', tx.user.id);
    return ready.map((o) => o.id);
  });
}

async function cancelOne(tx: UserCtx | Ctx, order: Order, action: OrderAction, by: number | null, note: string | null, hide: boolean) {
  const paid = order.paymentStatus === 'paid';
  const now = nowDb();
  await move(tx, order, 'cancelled', { cancelledAt: now, ...(hide ? { deletedAt: now } : {}), ...(paid ? { paymentStatus: 'refunded' } : {}), expiresAt: null }, action, by, note);
  // The lock order of checkout.ts: the order's own rows, stock, voucher, wallet, counters.
  await freeCart(tx, order);
  await returnStock(tx, order, by);
  await releaseVoucher(tx, order.id);
  // What HQ received for the order comes back as credit (orders sold by agents are settled between
  // them): total paid less the online payment fee, which paid for the payment itself.
  const refund = Number(order.totalPaid) - Number(order.paymentFee ?? 0);
  // Not for HQ's own store sale (stores, "HQ sells"): its buyer is the HQ account standing in for a
  // guest, whom HQ refunds outside the platform (docs/stores.md).
  if (paid && order.type === 'hq' && refund > 0 && (await User.of(tx).findById(order.buyerId).where('role', 'agent').select('users.id'))) {
    await credit(tx, { userId: order.buyerId, amount: refund, kind: 'refund', reference: String(order.id), orderId: order.id, by });
  }
  if (paid) {
    await recordSales(tx, order, -1);
    await orderEvents.refunded.publish(tx, { order, by });
    await orderScores(tx, order, -1);
  }
}

export async function cancel(ctx: UserCtx, ids: number[], reason: string | null): Promise<number[]> {
  checkBulk(ids);
  return change(ctx, async (tx) => {
    const orders = await sellersOrders(tx, ids);
    if (orders.some((o) => !['unpaid', 'approval', 'to_ship'].includes(o.stage))) throw new ConflictError('orders.cannotCancel');
    for (const order of orders) await cancelOne(tx, order, 'cancelled', tx.user.id, reason, false);
    return orders.map((o) => o.id);
  });
}

/** The buyer deletes its unpaid order. */
export async function deleteOrder(ctx: UserCtx, id: number): Promise<void> {
  await change(ctx, async (tx) => {
    const order = await findVisible(tx, id);
    if (!sideOf(tx, order).buyer) throw new ForbiddenError();
    if (order.stage !== 'unpaid') throw new ConflictError('orders.notUnpaid');
    await cancelOne(tx, order, 'deleted', tx.user.id, null, true);
  });
}

const EXPIRY_PAGE = 500;

/**
 * Cancels the company's unpaid orders whose time ran out (the orders.expiry job, every 5 minutes);
 * returns how many.
 *
 * One run visits every order due when it starts, oldest expiry first, in pages of EXPIRY_PAGE
 * walked by key (expires_at, id): a page never starts again from the oldest, so orders that fail
 * cannot hold back the ones after them. Each order expires in a transaction of its own.
 * - A conflict (paid or deleted meanwhile) is the race expiry expects: skipped in silence.
 * - Any other failure is logged with the order at error level and skipped; the order stays
 *   unpaid and is tried again at the next run, since most such failures pass (a lock wait, a lost
 *   connection). One that lasts is not retried in silence: every run logs it again, and ends with
 *   a warning naming the company and the orders that did not expire, until someone fixes its data.
 */
export async function expireOrders(ctx: Ctx): Promise<number> {
  const now = toDbTime(clock.now());
  const failed: number[] = [];
  let expired = 0;
  let after: { expiresAt: string; id: number } | null = null;
  for (;;) {
    const query = Order.of(ctx).where('stage', 'unpaid').whereNull('deletedAt').where('expiresAt', '<=', now);
    if (after) {
      const { expiresAt, id } = after;
      query.where((q) => void q.where('expiresAt', '>', expiresAt).orWhere((same) => void same.where('expiresAt', expiresAt).where('id', '>', id)));
    }
    const due = await query.orderBy([{ column: 'expiresAt' }, { column: 'id' }]).limit(EXPIRY_PAGE);
    for (const order of due) {
      try {
        await retryOnDeadlock(() => inTransaction(ctx, (tx) => cancelOne(tx, order, 'expired', null, null, false)));
        expired += 1;
      } catch (error) {
        if (error instanceof ConflictError) continue;
        failed.push(order.id);
        platform().logger.error({ err: error, companyId: ctx.companyId, orderId: order.id }, 'order expiry failed');
      }
    }
    const last = due.at(-1);
    if (due.length < EXPIRY_PAGE || !last?.expiresAt) break;
    after = { expiresAt: last.expiresAt, id: last.id };
  }
  if (failed.length) platform().logger.warn({ companyId: ctx.companyId, orderIds: failed.slice(0, 100), count: failed.length }, 'unpaid orders past their expiry could not expire');
  return expired;
}

/** Takes preorder units from the seller's stock as the order leaves (shipped or collected). */
async function shipPreorders(tx: Ctx, order: Order, by: number | null) {
  for (const part of await OrderStock.of(tx).where('orderId', order.id).where('preorder', true).orderBy(['productId', 'variantId'])) {
    await recordMovement(tx, {
      storeId: order.sellerId ?? HQ_STORE,
      productId: part.productId,
      variantId: part.variantId,
      qtyIn: 0,
      qtyOut: part.quantity,
      invType: 'order',
      invDesc: order.orderNo,
      userId: by,
    });
  }
}

export async function setTracking(ctx: UserCtx, id: number, trackingNo: string): Promise<void> {
  await change(ctx, async (tx) => {
    const order = await findVisible(tx, id);
    requireSeller(tx, order);
    await applyTracking(tx, order, trackingNo, tx.user.id);
  });
}

/**
 * The tracking rule, inside the caller's transaction (the caller has checked who acts): a courier
 * order to ship moves to delivery with the number; in delivery the number is corrected.
 * Also used by bulk tracking (server/modules/tracking).
 */
export async function applyTracking(tx: Ctx, order: Order, trackingNo: string, by: number | null): Promise<void> {
  if (order.shipmentType !== 'courier') throw ValidationError.field('trackingNo', 'orders.pickupNoTracking');
  if (order.stage === 'delivery') {
    const changed = await Order.of(tx).findById(order.id).where('stage', 'delivery').patch({ trackingNo });
    if (!changed) throw new ConflictError('orders.changedMeanwhile');
    await event(tx, order, 'tracking', 'delivery', by, trackingNo);
  } else if (order.stage === 'to_ship') {
    await move(tx, order, 'delivery', { trackingNo, shippedAt: nowDb() }, 'shipped', by, trackingNo);
    await shipPreorders(tx, order, by);
  } else throw new ConflictError('orders.notToShip');
}

/**
 * Whether a completed order's goods go into its buyer's stock: an agent's stock purchase from HQ or
 * its upline does; a personal sale (the agent's own goods leaving), a storefront's dropship order
 * (HQ shipped to the agent's customer) and HQ's own store sale (bought in the HQ account's name
 * for a guest) do not.
 */
async function buyerKeepsGoods(tx: Ctx, order: Order): Promise<boolean> {
  if (order.type === 'personal' || order.storeDropship) return false;
  return Boolean(await User.of(tx).findById(order.buyerId).where('role', 'agent').select('users.id'));
}

export async function complete(ctx: UserCtx, id: number): Promise<void> {
  await change(ctx, async (tx) => {
    const order = await findVisible(tx, id);
    const side = sideOf(tx, order);
    const collected = order.stage === 'to_ship' && order.shipmentType === 'pickup';
    if (!(order.stage === 'delivery' || collected)) throw new ConflictError('orders.notDelivered');
    if (!(side.seller || (side.buyer && order.stage === 'delivery'))) throw new ForbiddenError();
    await move(tx, order, 'completed', { completedAt: nowDb() }, 'completed', tx.user.id);
    if (collected) await shipPreorders(tx, order, tx.user.id);
    if (await buyerKeepsGoods(tx, order)) {
      for (const part of await OrderStock.of(tx).where('orderId', order.id).orderBy(['productId', 'variantId'])) {
        await recordMovement(tx, {
          storeId: order.buyerId,
          productId: part.productId,
          variantId: part.variantId,
          qtyIn: part.quantity,
          qtyOut: 0,
          invType: 'order_receive',
          invDesc: order.orderNo,
          userId: tx.user.id,
        });
      }
    }
  });
}

export async function updatePickup(ctx: UserCtx, id: number, pickupAt: string): Promise<void> {
  await change(ctx, async (tx) => {
    const order = await findVisible(tx, id);
    requireSeller(tx, order);
    if (order.shipmentType !== 'pickup') throw ValidationError.field('pickupAt', 'orders.notPickup');
    if (['completed', 'cancelled'].includes(order.stage)) throw new ConflictError('orders.closed');
    const at = pickupTime(tx, pickupAt);
    await Order.of(tx).findById(id).patch({ pickupAt: at });
    await event(tx, order, 'pickup', order.stage, tx.user.id, at);
  });
}

export { findVisible };
