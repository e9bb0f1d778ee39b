import { campaignEvents } from '../campaigns';
import { orderEvents } from '../orders';
import { afterValid, issueOrderEinvoice, refundOrderEinvoice } from './orders';
import { onDocumentValid } from './service';
import { issueSelfBilledForReward } from './rewards';

/**
 * How e-invoicing reacts to other modules' facts, in their transactions (registered by
 * server/wiring.ts, last of all: it only writes pending rows of the einvoice tables, so it comes
 * last in the lock order; MyInvois is never called here — the einvoice.submit job sends them).
 */
export function subscribeEinvoice(): void {
  // A reward handed over: its self-billed e-invoice (rewards.ts).
  campaignEvents.rewardGiven.subscribe(async (tx, payload) => void (await issueSelfBilledForReward(tx, payload)));
  // The company's sales (orders.ts): a paid order's own e-invoice when it needs one, a refunded one's withdrawal or refund note.
  orderEvents.paid.subscribe(async (tx, { order }) => void (await issueOrderEinvoice(tx, order)));
  orderEvents.refunded.subscribe(async (tx, { order }) => void (await refundOrderEinvoice(tx, order)));
  onDocumentValid(afterValid);
}
