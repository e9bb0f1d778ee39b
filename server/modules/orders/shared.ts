import type { Ctx } from '../../platform/context';
import { Cart, Order } from './models';

/** The unpaid order that blocks the cart's next checkout, if it is still unpaid and not deleted. */
export async function openOrderOf(ctx: Ctx, cart: Cart): Promise<Order | null> {
  if (!cart.openOrderId) return null;
  return (await Order.of(ctx).findById(cart.openOrderId).where('stage', 'unpaid').whereNull('deletedAt')) ?? null;
}
