import { agentEvents } from '../agents';
import { orderEvents } from '../orders';
import { markPromoted } from './eligibility';
import { clawBackOrder, writeOrderCommissions } from './orders';

/** How commissions react to agents' and orders' facts, in their transactions (registered by server/wiring.ts). */
export function subscribeCommissions(): void {
  agentEvents.promoted.subscribe((tx, { agentId, tierId }) => markPromoted(tx, agentId, tierId));
  orderEvents.paid.subscribe(async (tx, { order }) => void (await writeOrderCommissions(tx, order)));
  orderEvents.refunded.subscribe(async (tx, { order }) => void (await clawBackOrder(tx, order)));
}
