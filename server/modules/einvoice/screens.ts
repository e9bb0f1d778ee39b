import { issuesEinvoices } from '../../../common/tax';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Lang } from '../../../common/constants';
import type { EinvoiceDocumentError, EinvoiceDocumentView } from '../../../common/einvoice';
import { translate, type MessageKey } from '../../../common/messages';
import type { Ctx } from '../../platform/context';
import { AppError, ValidationError } from '../../platform/errors';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { businessTime, clock, dbTimeToIso, toDbTime } from '../../platform/time';
import { writeXlsx } from '../tracking';
import { CANCEL_WINDOW_MS } from './limits';
import { EinvoiceDocument } from './models';
import { creditable, remainingOf } from './notes';
import { validationLink } from './service';

/**
 * What the console's e-invoicing page reads (docs/einvoice.md, "Calls and page"): a month's
 * documents and their XLSX export. A month is a calendar month in Asia/Kuala_Lumpur and a document
 * belongs to the month it was created in (its record: the payout's payment, the order…), not its
 * issue time: a pending or deferred document has no issue time yet, and it must show in the month
 * that produced it. Malaysian companies only (422 einvoice.notAvailable elsewhere).
 */

export function assertMalaysian(ctx: Ctx): void {
  if (!issuesEinvoices(ctx.company.country)) throw new AppError(422, 'einvoice.notAvailable');
}

export type DocumentError = EinvoiceDocumentError;
export type DocumentView = EinvoiceDocumentView;

interface StoredError {
  code?: string;
  message?: string;
  errorCode?: string;
  error?: string;
  errorMs?: string | null;
  propertyPath?: string | null;
}

/** The stored error list (LHDN's validation errors, or the refusal that deferred the document). */
export function errorsOf(text: string | null, lang: Lang): DocumentError[] {
  if (!text) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [{ code: 'Unknown', message: text, path: null }];
  }
  if (!Array.isArray(list)) return [];
  return (list as StoredError[]).map((e) => ({
    code: e.errorCode ?? e.code ?? 'Unknown',
    message: (lang === 'ms' && e.errorMs) || e.error || e.message || '',
    path: e.propertyPath ?? null,
  }));
}

/** What a row shows beyond its own columns: the code numbers of the originals of notes, what notes leave of creditable documents. */
interface Related {
  originals: Map<number, string>;
  remaining: Map<number, number>;
}

async function relatedOf(ctx: Ctx, docs: EinvoiceDocument[]): Promise<Related> {
  const ids = [...new Set(docs.flatMap((d) => (d.originalId ? [d.originalId] : [])))];
  const originals = new Map(ids.length ? (await EinvoiceDocument.of(ctx).whereIn('id', ids).select('id', 'code_number')).map((o) => [o.id, o.codeNumber]) : []);
  return { originals, remaining: await remainingOf(ctx, docs.filter(creditable)) };
}

function present(doc: EinvoiceDocument, lang: Lang, related?: Related): DocumentView {
  const validatedAt = dbTimeToIso(doc.validatedAt);
  const cancellable = doc.status === 'valid' && Boolean(doc.uuid) && validatedAt !== null && Date.parse(validatedAt) + CANCEL_WINDOW_MS > clock.now().getTime();
  const remaining = related && creditable(doc) ? (related.remaining.get(doc.id) ?? null) : null;
  return {
    id: doc.id,
    type: doc.type,
    status: doc.status,
    codeNumber: doc.codeNumber,
    sourceType: doc.sourceType,
    sourceId: doc.sourceId,
    supplierTin: doc.supplierTin,
    buyerTin: doc.buyerTin,
    currency: doc.currency,
    totalExcludingTax: Number(doc.totalExcludingTax),
    taxAmount: Number(doc.taxAmount),
    totalPayable: Number(doc.totalPayable),
    uuid: doc.uuid,
    longId: doc.longId,
    validationLink: doc.status === 'valid' || doc.status === 'cancelled' ? validationLink(doc) : null,
    errors: errorsOf(doc.errors, lang),
    attempts: doc.attempts,
    nextAttemptAt: dbTimeToIso(doc.nextAttemptAt),
    createdAt: dbTimeToIso(doc.createdAt),
    issuedAt: dbTimeToIso(doc.issuedAt),
    submittedAt: dbTimeToIso(doc.submittedAt),
    validatedAt,
    cancelledAt: dbTimeToIso(doc.cancelledAt),
    cancellable,
    originalId: doc.originalId ?? null,
    originalCode: doc.originalId ? (related?.originals.get(doc.originalId) ?? null) : null,
    withdrawn: doc.status === 'cancelled' && !doc.validatedAt,
    creditable: remaining !== null && remaining > 0 && !cancellable,
    creditRemaining: remaining,
  };
}

/** [first instant, first instant of the next month) of a Kuala Lumpur calendar month, in DB time. */
export function monthRange(year: number, month: number): [string, string] {
  const start = businessTime(new Date(Date.UTC(year, month - 1, 15))).startOf('month');
  return [toDbTime(start.toDate()), toDbTime(start.add(1, 'month').toDate())];
}

const listSpec: ListSpec<EinvoiceDocument> = {
  sort: {
    id: 'einvoice_documents.id',
    createdAt: 'einvoice_documents.created_at',
    status: 'einvoice_documents.status',
    codeNumber: 'einvoice_documents.code_number',
    totalPayable: 'einvoice_documents.total_payable',
    validatedAt: 'einvoice_documents.validated_at',
  },
  defaultSort: ['id', 'DESC'],
  idFollowsSort: true,
  filters: { status: 'einvoice_documents.status', type: 'einvoice_documents.type', sourceType: 'einvoice_documents.source_type' },
  search: ['einvoice_documents.code_number', 'einvoice_documents.uuid', 'einvoice_documents.supplier_tin', 'einvoice_documents.buyer_tin'],
};

/** What a row shows: never the document itself or its input (up to 300 KB each). */
const COLUMNS_READ = [
  'id',
  'company_id',
  'type',
  'status',
  'code_number',
  'source_type',
  'source_id',
  'supplier_tin',
  'buyer_tin',
  'currency',
  'total_excluding_tax',
  'tax_amount',
  'total_payable',
  'uuid',
  'long_id',
  'original_id',
  'errors',
  'attempts',
  'next_attempt_at',
  'created_at',
  'issued_at',
  'submitted_at',
  'validated_at',
  'cancelled_at',
].map((c) => `einvoice_documents.${c}`);

function ofMonth(ctx: Ctx, year: number, month: number) {
  const [from, to] = monthRange(year, month);
  return EinvoiceDocument.of(ctx).select(COLUMNS_READ).where('einvoice_documents.created_at', '>=', from).where('einvoice_documents.created_at', '<', to);
}

/** GET /e-invoice/data: the month's documents (list dialect). */
export async function monthDocuments(ctx: Ctx, query: ListParams & { year: number; month: number }): Promise<ListPage<DocumentView>> {
  assertMalaysian(ctx);
  const { year, month, ...params } = query;
  const page = await runList(ofMonth(ctx, year, month), listSpec, params);
  const related = await relatedOf(ctx, page.items);
  return new ListPage(
    page.items.map((d) => present(d, ctx.lang, related)),
    page.total,
    page.offset,
  );
}

/** The most rows one export holds (a month of a large network's payouts fits well within). */
export const EXPORT_MAX_ROWS = 50_000;

const COLUMNS: Array<[MessageKey, (d: DocumentView, lang: Lang) => string | number]> = [
  ['einvoice.col.type', (d) => d.type],
  ['einvoice.col.codeNumber', (d) => d.codeNumber],
  ['einvoice.col.issuedAt', (d) => d.issuedAt ?? ''],
  ['einvoice.col.supplierTin', (d) => d.supplierTin],
  ['einvoice.col.buyerTin', (d) => d.buyerTin],
  ['einvoice.col.currency', (d) => d.currency],
  ['einvoice.col.totalExcludingTax', (d) => d.totalExcludingTax / 100],
  ['einvoice.col.taxAmount', (d) => d.taxAmount / 100],
  ['einvoice.col.totalPayable', (d) => d.totalPayable / 100],
  ['einvoice.col.status', (d, lang) => translate(`einvoice.status.${d.status}` as MessageKey, lang)],
  ['einvoice.col.uuid', (d) => d.uuid ?? ''],
  ['einvoice.col.validationLink', (d) => d.validationLink ?? ''],
  ['einvoice.col.validatedAt', (d) => d.validatedAt ?? ''],
  ['einvoice.col.cancelledAt', (d) => d.cancelledAt ?? ''],
  ['einvoice.col.source', (d) => `${d.sourceType} ${d.sourceId}`],
  ['einvoice.col.errors', (d) => d.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('\n')],
];

/**
 * GET /e-invoice/export: the month's documents as an XLSX file (a temporary file the caller
 * removes), oldest first, at most `max` (a translated 422 beyond), headers in the reader's language, amounts in major units (RM), times in UTC ISO 8601.
 */
export async function exportMonth(ctx: Ctx, year: number, month: number, max = EXPORT_MAX_ROWS): Promise<{ file: string; name: string }> {
  assertMalaysian(ctx);
  const docs = await ofMonth(ctx, year, month)
    .orderBy('einvoice_documents.id')
    .limit(max + 1);
  if (docs.length > max) throw ValidationError.field('month', 'einvoice.exportTooLarge', { max });
  const views = docs.map((d) => present(d, ctx.lang));
  const rows: (string | number)[][] = [COLUMNS.map(([key]) => translate(key, ctx.lang)), ...views.map((v) => COLUMNS.map(([, cell]) => cell(v, ctx.lang)))];
  const name = `e-invoices-${year}-${String(month).padStart(2, '0')}.xlsx`;
  const file = path.join(os.tmpdir(), `einvoice-${crypto.randomUUID()}.xlsx`);
  await fs.promises.writeFile(file, writeXlsx(rows, 'e-Invoices'));
  return { file, name };
}

/** A document of the company, for the cancel call's checks (404 when not its). */
export async function documentView(ctx: Ctx, id: number): Promise<DocumentView> {
  const doc = await EinvoiceDocument.of(ctx).findById(id);
  if (!doc) throw new AppError(404, 'einvoice.notFound');
  return present(doc, ctx.lang, await relatedOf(ctx, [doc]));
}
