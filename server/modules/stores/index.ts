// The public face of the stores module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
import { orderEvents } from '../orders';
import { storeOrderChanged } from './stats';

export { Store, StoreOrder, StoreProduct } from './models';

/** Keeps the store summaries as store orders are paid and refunded (server/wiring.ts). */
export function subscribeStores(): void {
  orderEvents.paid.subscribe((tx, { order }) => storeOrderChanged(tx, order, 1));
  orderEvents.refunded.subscribe((tx, { order }) => storeOrderChanged(tx, order, -1));
}
