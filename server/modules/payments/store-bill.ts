import type { Ctx } from '../../platform/context';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { isUniqueViolation } from '../../platform/tx';
import { Order } from '../orders';
import { billCredentials, requireAccount } from './accounts';
import { BillplzError, createBill } from './billplz';
import { GatewayPayment } from './models';

/**
 * The gateway bill of an order placed by a guest in a store (server/modules/stores): the bill is in
 * the guest's name and e-mail, the payment row belongs to the order's buyer (the agent, as for its
 * own HQ orders: a payment that arrives after the order closed is credited to it), and after the
 * gateway the guest returns to `returnPath` (the store's order page). Callback and redirect URLs
 * are built from the company's registered domain (ctx.origin), never the request's Host. Orders HQ
 * sells only (a dropship order): the company's gateway account collects HQ's money. An open bill of
 * the order is returned again rather than a second one made.
 */
export async function storeBill(ctx: Ctx, input: { orderId: number; name: string; email: string; returnPath: string; lang: 'en' | 'id' | 'ms' }): Promise<{ billUrl: string }> {
  const order = await Order.of(ctx).findById(input.orderId).whereNull('deletedAt');
  if (!order) throw new NotFoundError();
  if (order.type !== 'hq' || order.paymentType !== 'gateway') throw ValidationError.field('paymentMethod', 'gateway.orderNotGateway');
  if (order.stage !== 'unpaid' || order.paymentStatus !== 'unpaid') throw new ConflictError('orders.notUnpaid');
  const open = await GatewayPayment.of(ctx).where({ orderId: order.id, status: 'pending' }).orderBy('id', 'desc').first();
  if (open) return { billUrl: open.billUrl };
  const account = await requireAccount(ctx);
  const amount = Number(order.grandTotal);
  let bill;
  try {
    bill = await createBill(
      {
        apiKey: account.apiKey,
        collectionId: account.collectionId,
        email: input.email,
        name: input.name,
        amount: amount + account.adminFee,
        description: translate('gateway.billOrder', input.lang, { orderNo: order.orderNo }),
        callbackUrl: `${ctx.origin}/api/payment-gateway/callback`,
        redirectUrl: `${ctx.origin}/api/payment-gateway/redirect`,
        reference1Label: 'Order',
        reference1: order.orderNo,
      },
      { baseUrl: account.baseUrl },
    );
  } catch (error) {
    if (error instanceof BillplzError) throw new AppError(error.kind === 'unavailable' ? 503 : 502, error.key, error.params);
    throw error;
  }
  try {
    const payment = await GatewayPayment.of(ctx).insertAndFetch({
      userId: order.buyerId,
      purpose: 'order',
      orderId: order.id,
      account: account.type,
      amount,
      fee: account.adminFee,
      currency: ctx.company.currency,
      bankCode: null,
      billId: bill.id,
      billUrl: bill.url,
      sessionId: `store:${bill.id}`.slice(0, 64),
      credentials: billCredentials(account),
      status: 'pending',
      outcome: null,
      returnPath: input.returnPath,
    });
    return { billUrl: payment.billUrl };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('orders.notUnpaid');
    throw error;
  }
}
