import { orderEvents } from '../orders';
import { creditOrderPoints, reverseOrderPoints } from './points';

/** How campaigns react to orders' facts: reward points, in the order's transaction (registered by server/wiring.ts). */
export function subscribeCampaigns(): void {
  orderEvents.paid.subscribe((tx, { order }) => creditOrderPoints(tx, order));
  orderEvents.refunded.subscribe((tx, { order, by }) => reverseOrderPoints(tx, order, by));
}
