import { campaignEvents } from '../campaigns';
import { issueSelfBilledForReward } from './rewards';

/**
 * How e-invoicing reacts to other modules' facts, in their transactions (registered by
 * server/wiring.ts, last of all: it only writes pending rows of the einvoice tables, so it comes
 * last in the lock order; MyInvois is never called here — the einvoice.submit job sends them).
 */
export function subscribeEinvoice(): void {
  // A reward handed over: its self-billed e-invoice (rewards.ts).
  campaignEvents.rewardGiven.subscribe(async (tx, payload) => void (await issueSelfBilledForReward(tx, payload)));
}
