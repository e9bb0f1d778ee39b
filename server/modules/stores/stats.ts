import type { Ctx } from '../../platform/context';
import { dayOf, nowDb } from '../../platform/time';
import { OrderItem, type Order } from '../orders';
import { countAffiliateDay } from './affiliate-attribution';
import { StoreOrder } from './models';
import { countDay, countProduct } from './shared';

/**
 * The store summary kept as orders change (subscribed to the orders module's paid and refunded
 * events in server/wiring.ts): a paid store order adds one paid order and its sales (the goods:
 * grand total less shipping, tax, admin fee and service charge = the lines' sales value) to the
 * store's day of payment and its products' month; a refund takes them off in the day it happens
 * (never rewriting a closed day). Orders not placed through a store are not counted.
 */
export async function storeOrderChanged(tx: Ctx, order: Order, sign: 1 | -1): Promise<void> {
  const so = await StoreOrder.of(tx).where('orderId', order.id).first();
  if (!so) return;
  const items = await OrderItem.of(tx).where('orderId', order.id);
  const sales = items.reduce((s, i) => s + Number(i.salesValue), 0);
  const day = dayOf(nowDb());
  await countDay(tx, so.storeId, { paidOrders: sign, sales: sign * sales }, day);
  if (order.affiliateId) await countAffiliateDay(tx, order.affiliateId, { paidOrders: sign }, day);
  const perProduct = new Map<number, { units: number; sales: number }>();
  for (const i of items) {
    if (!i.productId) continue;
    const seen = perProduct.get(i.productId) ?? { units: 0, sales: 0 };
    seen.units += i.quantity;
    seen.sales += Number(i.salesValue);
    perProduct.set(i.productId, seen);
  }
  for (const [productId, v] of [...perProduct.entries()].sort((a, b) => a[0] - b[0])) await countProduct(tx, so.storeId, day.slice(0, 7), productId, sign * v.units, sign * v.sales);
}
