import dayjs from 'dayjs';
import { TIME_ZONE } from '../common/constants';
import { platform } from '../server/platform';
import { Company } from '../server/modules/companies/models';
import { User } from '../server/modules/users/models';
import { consolidateMonth } from '../server/modules/einvoice/consolidated';
import { saveSettings, submitPending } from '../server/modules/einvoice/service';
import { issueCreditNote } from '../server/modules/einvoice/notes';
import { EinvoiceDocument } from '../server/modules/einvoice/models';
import { DOCUMENT_TYPES } from '../server/modules/einvoice/ubl';
import type { Ctx } from '../server/platform/context';
import { monthStart } from './demo/clock';
import { agent, type Demo } from './demo/kit';

/**
 * E-invoicing of the demo company (docs/einvoice.md), when the local MyInvois simulator stands in
 * for LHDN (`npm start`, the browser tests, the demo's own test; never against LHDN, and not in
 * `npm run seed:demo`, which runs no simulator):
 * - HQ switches it on from the 1st of the month EINVOICE_FROM months back, as a taxpayer, version
 *   1.0, with the company's own particulars; agent1 and agent2 give their TINs then (agent1's HQ
 *   orders each get an e-invoice, agent2's payout its self-billed e-invoice carries its TIN).
 * - On the 2nd of each following month the previous month's consolidated e-invoice is written and
 *   everything pending goes to the simulator, as the jobs do; agent4's order of two months ago,
 *   consolidated and then refunded, gets a refund note.
 * - At the end the last documents (this month's, the reward handed over) go too, and HQ credits
 *   RM10 on agent1's first order e-invoice (a credit note).
 * So the e-invoicing page shows Valid documents of every kind the company issues.
 */
export const EINVOICE_FROM = 2;

/** The simulator runs (server/main.ts started it and pointed the configuration at it). */
export const demoEinvoicing = () => platform().config.einvoice.simulator && Boolean(platform().config.einvoice.apiUrl);

/** HQ's setup and the agents' TINs (on the 1st of the month EINVOICE_FROM months back). */
export async function setUpDemoEinvoicing(d: Demo): Promise<void> {
  if (!demoEinvoicing()) return;
  const company = (await Company.query().findById(d.ctx.companyId))!;
  await saveSettings(d.hq, {
    enabled: true,
    fromDate: dayjs(monthStart(EINVOICE_FROM)).tz(TIME_ZONE).format('YYYY-MM-DD'),
    mode: 'taxpayer',
    tin: company.tin,
    brn: '202401012345',
    sstNumber: null,
    msicCode: company.msicCode,
    msicDescription: company.msicDescription,
    legalName: 'Demo Company Sdn Bhd',
    address1: company.addr1,
    postcode: company.postcode,
    city: company.city,
    stateCode: '14',
    phone: `${company.phoneCode}${company.phone}`,
    email: company.email,
    documentVersion: '1.0',
    clientId: 'demo-company',
    clientSecret: 'demo-company-secret',
  });
  await User.of(d.ctx).findById(agent(d, 'agent1').user.id).patch({ tin: 'IG20230101010' });
  await User.of(d.ctx).findById(agent(d, 'agent2').user.id).patch({ tin: 'IG20230202020' });
}

/** `month`'s consolidated e-invoice (when it has ended and e-invoicing applied) and every pending document sent, as the jobs do. */
export async function sendDemoEinvoices(ctx: Ctx, month: string | null): Promise<void> {
  if (!demoEinvoicing()) return;
  if (month) await consolidateMonth(ctx, month);
  await submitPending(ctx, { budgetMs: 5 * 60_000, pollIntervalMs: 50, pollTimeoutMs: 30_000 });
}

/** At the end: a credit note of RM10 on agent1's first order e-invoice (a price adjustment), sent too. */
export async function creditDemoInvoice(ctx: Ctx): Promise<void> {
  if (!demoEinvoicing() || (await EinvoiceDocument.of(ctx).findOne({ sourceType: 'note' }))) return;
  const invoice = await EinvoiceDocument.of(ctx).where({ sourceType: 'order', type: DOCUMENT_TYPES.invoice, status: 'valid' }).orderBy('id').first();
  if (!invoice) return;
  await issueCreditNote(ctx, invoice.id, { reason: 'Price adjustment agreed with the buyer', amount: 1_000 });
  await sendDemoEinvoices(ctx, null);
}
