import type { Ctx } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { addSeconds, clock, toDbTime } from '../../platform/time';
import type { Cart } from './models';
import { Order } from './models';

/** The unpaid order that blocks the cart's next checkout, if it is still unpaid and not deleted. */
export async function openOrderOf(ctx: Ctx, cart: Cart): Promise<Order | null> {
  if (!cart.openOrderId) return null;
  return (await Order.of(ctx).findById(cart.openOrderId).where('stage', 'unpaid').whereNull('deletedAt')) ?? null;
}

/** A pickup time (ISO 8601) checked against the company's booking time: at least that far ahead. */
export function pickupTime(ctx: Ctx, value: string): string {
  const minutes = ctx.company.features.bookingTimeMinutes;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw ValidationError.field('pickupAt', 'validation.invalid');
  if (at < addSeconds(clock.now(), minutes * 60)) throw ValidationError.field('pickupAt', 'orders.pickupTooSoon', { minutes });
  return toDbTime(at);
}

/** The numbers of the orders with these ids (wallet entries name their order: wallet's orderNumbers port). */
export async function orderNumbersOf(ctx: Ctx, ids: number[]): Promise<{ id: number; orderNo: string }[]> {
  return Order.of(ctx).whereIn('id', ids).select('id', 'orderNo');
}
