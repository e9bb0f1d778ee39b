import { formatMoney } from '../../../common/money';
import type { Ctx } from '../../platform/context';
import { AppError, ConflictError, ValidationError } from '../../platform/errors';
import { allocate } from '../../platform/money';
import { companyTable } from '../../platform/scoped-sql';
import { forUpdate, inTransaction } from '../../platform/tx';
import { EinvoiceDocument } from './models';
import { createPending, type StoredInput } from './service';
import { DOCUMENT_TYPES, totalsOf, type Line } from './ubl';

/**
 * Credit notes issued from the console (docs/einvoice.md, "Credit notes"): a valid invoice (01) or
 * self-billed invoice (11) is corrected by a credit note of up to what earlier notes leave of it —
 * after LHDN's 72-hour cancellation window the only way to reduce it (the console offers it then;
 * the call accepts any valid one, since a partial credit is no cancellation).
 *
 * - The note is a credit note (02) of an invoice and a self-billed credit note (12) of a
 *   self-billed invoice (LHDN's type for it), with the original's parties as they were on it;
 *   source `note`, source id `<original id>-<n>` (the n-th note of it), code number
 *   `CN-<original code>-<n>`; pending like any other, its BillingReference filled when it is sent.
 * - Amount: minor units, the whole remainder when left out; at most the original's payable amount
 *   less every note on it that is not cancelled (credit notes, and refund notes of its sales).
 * - Its lines follow the original's tax: the amount is shared over the original's tax types and
 *   rates in proportion to what each carried (tax included), and each share's tax is that group's
 *   tax rate of it, so crediting the whole remainder of an untouched invoice gives back its tax to the sen.
 */

const CREDITABLE = new Set<string>([DOCUMENT_TYPES.invoice, DOCUMENT_TYPES.selfBilledInvoice]);

/** What notes that are not cancelled leave of each document's payable amount (documents without notes: their payable). */
export async function remainingOf(ctx: Ctx, docs: Array<Pick<EinvoiceDocument, 'id' | 'totalPayable'>>): Promise<Map<number, number>> {
  const out = new Map(docs.map((d) => [d.id, Number(d.totalPayable)]));
  if (!docs.length) return out;
  const rows = (await companyTable(ctx, 'einvoice_documents')
    .whereIn(
      'original_id',
      docs.map((d) => d.id),
    )
    .whereNot('status', 'cancelled')
    .groupBy('original_id')
    .select('original_id')
    .sum({ total: 'total_payable' })) as Array<{ originalId: number; total: number | string }>;
  for (const r of rows) out.set(r.originalId, (out.get(r.originalId) ?? 0) - Number(r.total));
  return out;
}

/** Whether a document may get a credit note (valid 01 or 11). */
export const creditable = (doc: Pick<EinvoiceDocument, 'type' | 'status' | 'uuid'>) => CREDITABLE.has(doc.type) && doc.status === 'valid' && Boolean(doc.uuid);

/** The note's lines: `amount` over the original's tax groups, each with its rate's share of tax. */
export function creditLines(original: StoredInput, amount: number, reason: string): Line[] {
  const totals = totalsOf(original.lines);
  const groups = totals.byTax.filter((g) => g.taxable + g.tax > 0);
  const shares = allocate(
    amount,
    groups.map((g) => g.taxable + g.tax),
  );
  const classification = original.lines[0]?.classification ?? '022';
  return groups
    .map((g, i) => {
      const share = shares[i]!;
      const tax = g.taxable + g.tax > 0 ? Math.round((share * g.tax) / (g.taxable + g.tax)) : 0;
      const line: Line = { description: `Credit: ${reason}`.slice(0, 300), quantity: 1, unitPrice: share - tax, classification, taxType: g.taxType, taxRateBp: g.taxRateBp };
      if (g.taxType !== '06' && g.taxType !== 'E') line.taxAmount = tax;
      if (g.taxType === 'E') line.exemptionReason = original.lines.find((l) => l.taxType === 'E')?.exemptionReason ?? 'Exempt';
      return line;
    })
    .filter((l) => l.unitPrice + (l.taxAmount ?? 0) > 0);
}

/** POST /e-invoice/:id/credit-note: the pending credit note of a valid document (409 otherwise; 422 for an amount above what remains). */
export async function issueCreditNote(ctx: Ctx, id: number, input: { reason: string; amount?: number }): Promise<EinvoiceDocument> {
  const reason = input.reason.trim();
  if (!reason) throw ValidationError.field('reason', 'validation.required');
  if (reason.length > 300) throw ValidationError.field('reason', 'validation.maxLength', { limit: 300 });
  return inTransaction(ctx, async (tx) => {
    // The original locked: two notes at once count each other.
    const original = await forUpdate(EinvoiceDocument.of(tx).findById(id));
    if (!original) throw new AppError(404, 'einvoice.notFound');
    if (!creditable(original)) throw new ConflictError('einvoice.notCreditable');
    const remaining = (await remainingOf(tx, [original])).get(original.id)!;
    const amount = input.amount ?? remaining;
    if (!Number.isSafeInteger(amount) || amount <= 0) throw ValidationError.field('amount', 'validation.invalid');
    if (amount > remaining) throw ValidationError.field('amount', 'einvoice.creditAmount', { remaining: formatMoney(Math.max(remaining, 0), 'MYR') });
    const stored = JSON.parse(original.sourceData) as StoredInput;
    const n = (await EinvoiceDocument.of(tx).where({ sourceType: 'note', originalId: original.id }).resultSize()) + 1;
    const type = original.type === DOCUMENT_TYPES.selfBilledInvoice ? DOCUMENT_TYPES.selfBilledCreditNote : DOCUMENT_TYPES.creditNote;
    const note: StoredInput = {
      type,
      number: `CN-${original.codeNumber}-${n}`.slice(0, 50),
      currency: stored.currency,
      supplier: stored.supplier,
      buyer: stored.buyer,
      lines: creditLines(stored, amount, reason),
    };
    const doc = await createPending(tx, note, 'note', `${original.id}-${n}`, original.agentId, original.id);
    if (!doc) throw new ConflictError('einvoice.notCreditable');
    return doc;
  });
}
