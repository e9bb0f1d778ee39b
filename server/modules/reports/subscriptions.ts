import { agentEvents } from '../agents';
import { customerEvents } from '../customers';
import { stockEvents } from '../inventory';
import { orderEvents } from '../orders';
import { agentJoined, customerCounted, orderPaid, orderRefunded, stockCounted } from './summaries';

/** How the report summaries follow the facts, in their transactions (summaries.ts; registered by server/wiring.ts). */
export function subscribeReports(): void {
  agentEvents.joined.subscribe((tx, { agentId }) => agentJoined(tx, agentId));
  customerEvents.counted.subscribe((tx, { entry, sign }) => customerCounted(tx, entry, sign));
  stockEvents.moved.subscribe((tx, { movement }) => stockCounted(tx, movement, 1));
  orderEvents.paid.subscribe((tx, { order }) => orderPaid(tx, order.id));
  orderEvents.refunded.subscribe((tx, { order }) => orderRefunded(tx, order.id));
}
