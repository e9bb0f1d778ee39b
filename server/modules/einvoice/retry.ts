import type { Ctx } from '../../platform/context';
import { AppError, ConflictError } from '../../platform/errors';
import { Campaign, Redemption } from '../campaigns';
import { User } from '../users';
import { EinvoiceDocument, type EinvoiceSettings, type EinvoiceSource } from './models';
import { rewardLine } from './rewards';
import { orderRetryInput } from './orders';
import { companyParty, selfBilledInput, settingsOf, type StoredInput } from './service';
import { totalsOf } from './ubl';

/**
 * Retry after correction (docs/einvoice.md, "Retry"): an invalid document — LHDN refused it, or
 * its submission was rejected — is rebuilt from its source as the source is now (the agent's
 * corrected profile, the company's corrected setup, a reward's corrected cost) and goes back to
 * pending, to be sent by the next submission run like a new one.
 *
 * - Each source type rebuilds its input (`sourceInputs`): a payout from its agent (the payout's
 *   line never changes once paid), a reward from its redemption and campaign; a type without its
 *   own (order and consolidated documents, until their module adds theirs here) keeps its lines
 *   and re-reads the company's party from the setup.
 * - The code number stays: LHDN's duplicate rule compares the type, the internal id, the issue
 *   time and the issuer's TIN with documents of the last 2 hours that are not invalid, and the
 *   rebuilt document is issued at the moment it is sent, so the same internal id goes through;
 *   the company's own numbering (SB-, SBR-, the order's invoice number) keeps one number per source.
 * - The document's earlier submission (UUID, long id, submission, document text, times, errors) is
 *   cleared and its attempts start again from 0. One conditional update on `status = invalid`:
 *   two retries at once retry it once (the second gets 409).
 */

/** Rebuilds a document's input from its source as it is now (`stored`: the input it was last built from). */
export type SourceInput = (ctx: Ctx, settings: EinvoiceSettings, doc: EinvoiceDocument, stored: StoredInput) => Promise<StoredInput>;

const SELF_BILLED_TYPES = new Set(['11', '12', '13', '14']);

/** The company's party as the setup says now; the other party and the lines as stored. */
const companyPartyNow: SourceInput = async (ctx, settings, _doc, stored) =>
  SELF_BILLED_TYPES.has(stored.type) ? { ...stored, buyer: companyParty(ctx, settings) } : { ...stored, supplier: companyParty(ctx, settings) };

/** A payout's self-billed invoice: its agent's profile now (the payout's amount and date never change once paid). */
const payoutInput: SourceInput = async (ctx, settings, doc, stored) => {
  const agent = doc.agentId ? await User.of(ctx).findById(doc.agentId) : undefined;
  if (!agent) throw new ConflictError('einvoice.sourceGone');
  return selfBilledInput(ctx, settings, agent, doc.codeNumber, stored.lines);
};

/** A reward's self-billed invoice: its agent, campaign title and reward cost now. */
const redemptionInput: SourceInput = async (ctx, settings, doc) => {
  const redemption = await Redemption.of(ctx).findById(Number(doc.sourceId));
  const campaign = redemption ? await Campaign.of(ctx).findById(redemption.campaignId) : undefined;
  const agent = redemption ? await User.of(ctx).findById(redemption.userId) : undefined;
  if (!redemption || !campaign || !agent || campaign.rewardCost === null || Number(campaign.rewardCost) <= 0) throw new ConflictError('einvoice.sourceGone');
  return selfBilledInput(ctx, settings, agent, doc.codeNumber, [rewardLine(redemption, campaign)]);
};

/** How each source type rebuilds its input; a type not listed re-reads the company's party only. */
export const sourceInputs: Partial<Record<EinvoiceSource, SourceInput>> = {
  payout: payoutInput,
  redemption: redemptionInput,
  order: orderRetryInput,
};

/** POST /e-invoice/:id/retry: an invalid document rebuilt and pending again (409 for any other status). */
export async function retryDocument(ctx: Ctx, id: number): Promise<EinvoiceDocument> {
  const doc = await EinvoiceDocument.of(ctx).findById(id);
  if (!doc) throw new AppError(404, 'einvoice.notFound');
  if (doc.status !== 'invalid') throw new ConflictError('einvoice.notRetryable');
  const settings = await settingsOf(ctx);
  // Switched off, nothing would send it.
  if (!settings?.enabled) throw new AppError(422, 'einvoice.notConfigured');
  const stored = JSON.parse(doc.sourceData) as StoredInput;
  const input = await (sourceInputs[doc.sourceType] ?? companyPartyNow)(ctx, settings, doc, stored);
  const totals = totalsOf(input.lines);
  const changed = await EinvoiceDocument.of(ctx)
    .where({ id, status: 'invalid' })
    .patch({
      status: 'pending',
      sourceData: JSON.stringify(input),
      supplierTin: input.supplier.tin,
      buyerTin: input.buyer.tin,
      totalExcludingTax: totals.taxExclusive,
      taxAmount: totals.tax,
      totalPayable: totals.payable,
      attempts: 0,
      errors: null,
      nextAttemptAt: null,
      uuid: null,
      longId: null,
      submissionUid: null,
      document: null,
      documentHash: null,
      issuedAt: null,
      submittedAt: null,
      validatedAt: null,
    });
  if (!changed) throw new ConflictError('einvoice.notRetryable');
  return (await EinvoiceDocument.of(ctx).findById(id))!;
}
