import { issuesEinvoices } from '../../../common/tax';
import type { EinvoiceBrief } from '../../../common/einvoice';
import type { Ctx, UserCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { dbTimeToIso } from '../../platform/time';
import { EinvoiceDocument } from './models';
import { assertMalaysian } from './screens';
import { validationLink } from './service';

/**
 * Who receives a copy of which e-invoice (docs/einvoice.md, "PDF and the agent's copy"):
 *
 * - HQ and staff with "manage payouts": any document of the company, whatever its status (the PDF
 *   then says it is not valid yet, refused or cancelled).
 * - An agent: the self-billed documents that pay it — the documents whose `agent_id` is the agent
 *   (a payout's, a reward's) — once LHDN validated them (valid, or cancelled after validation):
 *   LHDN's guideline has the issuer share the validated document with the other party. Another
 *   agent's document, and any document not naming it (a sale's e-invoice, a consolidated one), is
 *   404 — not 403, which would tell that it exists; its own document not validated yet is 409.
 * - A payout row (GET /commission/payouts) carries the state of its self-billed document
 *   (`payoutEinvoices`; commissions imports einvoice, which is below it), so the agent app shows it
 *   beside the payout and offers the PDF when it is available.
 * - An order's invoice PDF (fulfilment) prints the validation link of the order's e-invoice: its
 *   own (01) or the consolidated one it went into (`orderEinvoices`, the `orderEinvoice` port of
 *   orders provided in server/wiring.ts).
 *
 * Every read here selects the columns it needs, never the document's JSON texts (up to 300 KB each).
 */

/** What a row read here holds. */
const BRIEF_COLUMNS = ['id', 'company_id', 'type', 'status', 'code_number', 'source_id', 'uuid', 'long_id', 'validated_at'].map((c) => `einvoice_documents.${c}`);

const validated = (status: string) => status === 'valid' || status === 'cancelled';

/** A document of the company (HQ and staff with manage_payouts): 404 when it is not one. */
export async function companyDocument(ctx: Ctx, id: number): Promise<EinvoiceDocument> {
  assertMalaysian(ctx);
  const doc = await EinvoiceDocument.of(ctx).findById(id);
  if (!doc) throw new AppError(404, 'einvoice.documentNotFound');
  return doc;
}

/** The caller's own validated self-billed document: 404 when it does not name the caller, 409 while it is not validated. */
export async function agentDocument(ctx: UserCtx, id: number): Promise<EinvoiceDocument> {
  assertMalaysian(ctx);
  const doc = await EinvoiceDocument.of(ctx).where('id', id).where('agent_id', ctx.user.id).first();
  if (!doc) throw new AppError(404, 'einvoice.documentNotFound');
  if (!validated(doc.status)) throw new AppError(409, 'einvoice.notValidated');
  return doc;
}

function brief(doc: EinvoiceDocument): EinvoiceBrief {
  return { id: doc.id, type: doc.type, status: doc.status, codeNumber: doc.codeNumber, validatedAt: dbTimeToIso(doc.validatedAt), pdf: validated(doc.status) };
}

/** The self-billed e-invoice (11) of each of the payouts `ids` that has one, by payout id: the unique (company, source, type) index. */
export async function payoutEinvoices(ctx: Ctx, ids: readonly number[]): Promise<Map<number, EinvoiceBrief>> {
  if (!ids.length || !issuesEinvoices(ctx.company.country)) return new Map();
  const docs = await EinvoiceDocument.of(ctx)
    .select(BRIEF_COLUMNS)
    .where('einvoice_documents.source_type', 'payout')
    .whereIn(
      'einvoice_documents.source_id',
      ids.map((id) => String(id)),
    )
    .where('einvoice_documents.type', '11');
  return new Map(docs.map((d) => [Number(d.sourceId), brief(d)]));
}

/**
 * The validated e-invoice of each of the orders `ids` that has one, by order id: the order's own
 * (a sale invoice, 01), else the consolidated e-invoice it went into. Cancelled documents are not
 * printed on an invoice (they no longer stand).
 */
export async function orderEinvoices(ctx: Ctx, ids: readonly number[]): Promise<Map<number, { uuid: string; link: string }>> {
  const out = new Map<number, { uuid: string; link: string }>();
  if (!ids.length || !issuesEinvoices(ctx.company.country)) return out;
  const own = await EinvoiceDocument.of(ctx)
    .select(BRIEF_COLUMNS)
    .where('einvoice_documents.source_type', 'order')
    .whereIn(
      'einvoice_documents.source_id',
      ids.map((id) => String(id)),
    )
    .where('einvoice_documents.type', '01')
    .where('einvoice_documents.status', 'valid');
  for (const d of own) {
    const link = validationLink(d);
    if (d.uuid && link) out.set(Number(d.sourceId), { uuid: d.uuid, link });
  }
  const rest = ids.filter((id) => !out.has(id));
  if (!rest.length) return out;
  const consolidated = (await EinvoiceDocument.of(ctx)
    .join('einvoice_consolidated_orders as c', 'c.document_id', 'einvoice_documents.id')
    .whereIn('c.order_id', rest)
    .where('einvoice_documents.status', 'valid')
    .select([...BRIEF_COLUMNS, 'c.order_id as orderId'])) as Array<EinvoiceDocument & { orderId: number }>;
  for (const d of consolidated) {
    const link = validationLink(d);
    if (d.uuid && link) out.set(Number(d.orderId), { uuid: d.uuid, link });
  }
  return out;
}
