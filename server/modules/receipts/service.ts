import { platform } from '../../platform';
import type { Ctx, UserCtx } from '../../platform/context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/route';
import { addSeconds, clock, dbTimeToIso, nowDb, toDbTime } from '../../platform/time';
import { Order } from '../orders';
import { recordPayment, visibleOrders } from '../orders';
import { inTransaction, retryOnDeadlock, isUniqueViolation } from '../../platform/tx';
import { OrderReceipt } from './models';
import type { OrderReceipts, ReceiptView } from '../../../common/api/orders';

/**
 * Manual payment by receipt (docs/rules.md, Validation). Decisions (the product-wide
 * ones are in docs/decisions.md):
 * - Upload: the buyer (an agent) of its own unpaid, manual-payment order, when the company's
 *   `manualReceipt` feature is on (403 otherwise); an order it did not place is 404. One pending
 *   receipt per order (409 while one waits); the order itself does not change — "waiting for the
 *   seller" is the pending receipt.
 * - Decide: the seller — HQ or staff with "approve manual payment" on orders HQ sells, the
 *   selling agent on its own. Others who can see the order get 403, others 404. A receipt is
 *   decided once (a conditional update on `pending`; the second decision is 409).
 * - Approve records the payment through orders' `recordPayment` in the same transaction (the
 *   order moves unpaid → approval, paid); an order no longer unpaid refuses (409) and the
 *   receipt stays pending, so the seller can reject it.
 * - Reject keeps the receipt (history) with the reason; the order stays unpaid and the buyer
 *   may upload again.
 * - Expiry: an unpaid order does not expire while a receipt waits (its expiry is cleared on
 *   upload); a rejection starts the company's expiry period again.
 */

export type { OrderReceipts, ReceiptView };

function view(r: OrderReceipt): ReceiptView {
  return {
    id: r.id,
    orderId: r.orderId,
    status: r.status,
    reason: r.reason,
    url: platform().storage.url(r.fileKey),
    uploadedBy: r.uploadedBy,
    decidedBy: r.decidedBy,
    decidedAt: dbTimeToIso(r.decidedAt),
    createdAt: dbTimeToIso(r.createdAt ?? null),
  };
}

export async function uploadReceipt(ctx: UserCtx, orderId: number, file: UploadedFile): Promise<ReceiptView> {
  if (!ctx.company.features.manualReceipt) throw new ForbiddenError('receipts.disabled');
  const order = await Order.of(ctx).findById(orderId).where('buyerId', ctx.user.id).whereNull('deletedAt');
  if (!order) throw new NotFoundError();
  return attachReceipt(ctx, order, file, ctx.user.id);
}

/**
 * A receipt for an unpaid manual-payment order, uploaded by `uploadedBy` (the buyer; for a store's
 * guest order, the agent it was placed for: the guest has no user). The seller decides as usual.
 */
export async function attachReceipt(ctx: Ctx, order: Order, file: UploadedFile, uploadedBy: number): Promise<ReceiptView> {
  if (!ctx.company.features.manualReceipt) throw new ForbiddenError('receipts.disabled');
  const orderId = order.id;
  if (order.stage !== 'unpaid' || order.paymentType !== 'manual') throw new ConflictError('receipts.notUnpaid');
  if (await OrderReceipt.of(ctx).where({ orderId, status: 'pending' }).first()) throw new ConflictError('receipts.pending');
  const { storage } = platform();
  const key = await storage.save(ctx.companyId, 'receipts', file.kind, file.buffer);
  try {
    const receipt = await inTransaction(ctx, async (tx) => {
      const row = await OrderReceipt.of(tx).insertAndFetch({
        orderId,
        pendingOrderId: orderId,
        fileKey: key,
        status: 'pending',
        reason: null,
        uploadedBy,
        decidedBy: null,
        decidedAt: null,
      });
      // The order waits for the seller's decision rather than expiring meanwhile.
      await Order.of(tx).findById(orderId).where('stage', 'unpaid').patch({ expiresAt: null });
      return row;
    });
    return view(receipt);
  } catch (err) {
    await storage.remove(key);
    // Two uploads at once: the unique index on pending_order_id lets one through.
    if (isUniqueViolation(err)) throw new ConflictError('receipts.pending');
    throw err;
  }
}

/** The receipts of an order the caller can see, newest first, and what the caller may do. */
export async function listReceipts(ctx: UserCtx, orderId: number): Promise<OrderReceipts> {
  const order = await visibleOrders(ctx).findById(orderId);
  if (!order) throw new NotFoundError();
  const rows = await OrderReceipt.of(ctx)
    .where('orderId', orderId)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  const enabled = Boolean(ctx.company.features.manualReceipt);
  const pending = rows.some((r) => r.status === 'pending');
  const unpaid = order.stage === 'unpaid' && order.paymentType === 'manual';
  let decider = true;
  try {
    requireDecider(ctx, order);
  } catch {
    decider = false;
  }
  return {
    enabled,
    canUpload: enabled && unpaid && !pending && order.buyerId === ctx.user.id,
    canDecide: decider && pending,
    items: rows.map(view),
  };
}

/** May the caller decide receipts of `order`? 404 when it cannot see the order at all. */
function requireDecider(ctx: UserCtx, order: Order) {
  const { role, id, permissions } = ctx.user;
  if (role === 'agent') {
    if (order.sellerId === id) return;
    if (order.buyerId === id) throw new ForbiddenError();
    throw new NotFoundError();
  }
  if (role === 'hq' || role === 'staff') {
    if (order.sellerId !== null) throw new ForbiddenError();
    if (role === 'hq' || permissions.has('approve_manual_payment')) return;
    throw new ForbiddenError();
  }
  throw new ForbiddenError();
}

/** Decides a pending receipt once (a conditional update), then runs `after` in the same transaction. */
async function decide(ctx: UserCtx, receiptId: number, patch: Partial<OrderReceipt>, after?: (tx: UserCtx, order: Order) => Promise<void>): Promise<ReceiptView> {
  await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const receipt = await OrderReceipt.of(tx).findById(receiptId);
      if (!receipt) throw new NotFoundError();
      const order = await Order.of(tx).findById(receipt.orderId).whereNull('deletedAt');
      if (!order) throw new NotFoundError();
      requireDecider(tx, order);
      const changed = await OrderReceipt.of(tx)
        .findById(receiptId)
        .where('status', 'pending')
        .patch({ ...patch, pendingOrderId: null, decidedBy: tx.user.id, decidedAt: nowDb() });
      if (!changed) throw new ConflictError('receipts.decided');
      if (after) await after(tx, order);
    }),
  );
  return view((await OrderReceipt.of(ctx).findById(receiptId))!);
}

export function approveReceipt(ctx: UserCtx, receiptId: number): Promise<ReceiptView> {
  return decide(ctx, receiptId, { status: 'approved' }, (tx, order) => recordPayment(tx, order, tx.user.id));
}

export async function rejectReceipt(ctx: UserCtx, receiptId: number, reason: string): Promise<ReceiptView> {
  const text = reason.trim();
  if (!text) throw ValidationError.field('reason', 'receipts.reasonRequired');
  // The order is unpaid again, with a fresh expiry period for the next receipt or payment.
  const expiresAt = toDbTime(addSeconds(clock.now(), ctx.company.features.orderExpiryMinutes * 60));
  return decide(ctx, receiptId, { status: 'rejected', reason: text }, async (tx, order) => {
    await Order.of(tx).findById(order.id).where('stage', 'unpaid').patch({ expiresAt });
  });
}
