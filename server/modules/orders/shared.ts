import type { Ctx } from '../../platform/context';
import { Cart, Order } from './models';

/**
 * Runs `fn` again (at most 4 times) when MariaDB chose its transaction as a deadlock victim or
 * its lock wait timed out: the whole transaction was rolled back, so running it again is safe.
 */
export async function retryOnDeadlock<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (attempt >= 4 || (code !== 'ER_LOCK_DEADLOCK' && code !== 'ER_LOCK_WAIT_TIMEOUT')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

/** The unpaid order that blocks the cart's next checkout, if it is still unpaid and not deleted. */
export async function openOrderOf(ctx: Ctx, cart: Cart): Promise<Order | null> {
  if (!cart.openOrderId) return null;
  return (await Order.of(ctx).findById(cart.openOrderId).where('stage', 'unpaid').whereNull('deletedAt')) ?? null;
}
