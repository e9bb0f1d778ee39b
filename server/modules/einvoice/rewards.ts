import { issuesEinvoices } from '../../../common/tax';
import type { Ctx } from '../../platform/context';
import { dayOf, nowDb } from '../../platform/time';
import type { Campaign, Redemption } from '../campaigns';
import { User } from '../users';
import type { EinvoiceDocument } from './models';
import { appliesOn, createPending, selfBilledInput, settingsOf, type StoredInput } from './service';
import { CLASSIFICATION } from './ubl';

/**
 * The self-billed e-invoice of a campaign reward (docs/einvoice.md, "Rewards"). LHDN's guideline
 * (§9) asks the paying company for a self-billed e-invoice for every incentive it gives an agent,
 * money or not; self-billed documents are never consolidated.
 *
 * - When: the reward is given — the redemption handed over (`campaignEvents.rewardGiven`, in its
 *   transaction), the moment CP58 counts it (docs/tax.md). A pending or shipped redemption may
 *   still be cancelled; a handed-over one never is, so a reward's document never needs a note.
 * - What: one line "Reward: <campaign> (redemption #id)" at the campaign's reward cost, no tax
 *   (06); classification 045 (non-monetary incentive) for gifts, vouchers and trips, 037
 *   (monetary) for a cash reward, which is a payment in money outside any payout.
 * - A campaign without a reward cost: no document (a self-billed invoice of an unknown amount
 *   cannot be issued; CP58 flags the same reward as counted 0).
 * - Type 11, supplier the agent, buyer the company (`selfBilledInput`), code number `SBR-<id>`,
 *   source `redemption`.
 */

/** The one line of a reward's document. */
export function rewardLine(redemption: Pick<Redemption, 'id'>, campaign: Pick<Campaign, 'title' | 'rewardType' | 'rewardCost'>): StoredInput['lines'][number] {
  return {
    description: `Reward: ${campaign.title} (redemption #${redemption.id})`.slice(0, 300),
    quantity: 1,
    unitPrice: Number(campaign.rewardCost),
    classification: campaign.rewardType === 'cash' ? CLASSIFICATION.selfBilledMoney : CLASSIFICATION.selfBilledNonMoney,
    taxType: '06',
    taxRateBp: 0,
  };
}

export const rewardNumber = (redemptionId: number) => `SBR-${redemptionId}`;

/**
 * In the transaction that hands redemption `redemption` over: its pending self-billed e-invoice,
 * when e-invoicing applies on the hand-over day (Kuala Lumpur) and the campaign has a cost.
 * Returns the document, or null.
 */
export async function issueSelfBilledForReward(tx: Ctx, { redemption, campaign }: { redemption: Redemption; campaign: Campaign }): Promise<EinvoiceDocument | null> {
  if (!issuesEinvoices(tx.company.country)) return null;
  if (campaign.rewardCost === null || campaign.rewardCost === undefined || Number(campaign.rewardCost) <= 0) return null;
  const settings = await settingsOf(tx);
  if (!appliesOn(settings, dayOf(redemption.handedOverAt ?? nowDb()))) return null;
  const agent = await User.of(tx).findById(redemption.userId);
  if (!agent) return null;
  const input = selfBilledInput(tx, settings, agent, rewardNumber(redemption.id), [rewardLine(redemption, campaign)]);
  return createPending(tx, input, 'redemption', String(redemption.id), agent.id);
}
