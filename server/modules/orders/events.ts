import { defineEvent } from '../../platform/events';
import type { Order } from './models';

/**
 * What happens to orders that modules above react to (platform/events.ts; subscribers in
 * server/wiring.ts, in the lock order of checkout.ts: commission lines, reward points, report
 * summaries). Published in the order's transaction, after its stock, wallet and sales counters;
 * the ranking scores follow the subscribers.
 */
export const orderEvents = {
  /** An unpaid order paid (recordPayment). */
  paid: defineEvent<{ order: Order }>('orders.paid'),
  /** A paid order cancelled: refunded (cancel, delete, expiry); `by` the user who cancelled it, null for the expiry job. */
  refunded: defineEvent<{ order: Order; by: number | null }>('orders.refunded'),
};
