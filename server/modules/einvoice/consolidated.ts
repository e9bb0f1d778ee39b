import { issuesEinvoices } from '../../../common/tax';
import type { Ctx } from '../../platform/context';
import { companyTable, insertCompanyRows } from '../../platform/scoped-sql';
import { businessTime, clock, dayOf, toDbTime } from '../../platform/time';
import { forUpdate, inTransaction } from '../../platform/tx';
import { EinvoiceDocument, EinvoiceSettings } from './models';
import { CONSOLIDATION_MAX, companyRateOf, orderTaxOf, saleLine } from './orders';
import { companyCtx, companyParty, createPending, eachCompany, type StoredInput } from './service';
import { DOCUMENT_TYPES, GENERAL_PUBLIC } from './ubl';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../../../common/constants';

/**
 * The monthly consolidated e-invoice (docs/einvoice.md, "Consolidated e-invoice"): within 7 days
 * after a Kuala Lumpur month ends, one e-invoice (01, classification 004, buyer "General Public",
 * TIN EI00000000010) of the company's sales of that month that have no e-invoice of their own: paid
 * in the month, sold by HQ (`seller_id` null), not refunded, RM10,000 or less, paid on or after the
 * setup's start date. Source `consolidated`, source id `YYYY-MM`, code number `CON-YYYY-MM`: one
 * per company and month (the documents' unique key), so a second run writes nothing.
 *
 * One line per Kuala Lumpur day and tax type ("Invoices INV000101 – INV000187, 2026-11-03": the
 * day's invoice numbers, quantity 1, the day's sales less tax, the day's tax), so a month of
 * 100,000 sales is a document of some 30 lines, far below LHDN's 300 KB. Every sale that went in is
 * recorded (`einvoice_consolidated_orders`), so its refund later finds the document its refund
 * note corrects.
 *
 * The month's sales are read in pages of PAGE through the (company, payment status, paid_at) index
 * of orders, never the whole table; the sales with their own e-invoice are looked up per page by
 * the documents' unique key. All of it runs in one transaction that first locks the company's
 * setup row: a refund of a sale (orders.ts, refundOrderEinvoice) reads that row shared, so it either
 * commits before the month is read (the sale is read as refunded and left out) or waits and then
 * finds the sale in the document.
 */

const PAGE = 1000;

/** A sale as read (knex's mappers give the columns their camelCase names). */
interface SaleRow {
  id: number;
  orderNo: string;
  invoiceNo: string | null;
  paidAt: string;
  sellerId: number | null;
  grandTotal: number | string;
  tax: number | string;
  adminFee: number | string;
  serviceCharge: number | string;
}

/** Invoice numbers in their order (INV000999 before INV1000000). */
const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** [first instant, first instant of the next month) of Kuala Lumpur month `month` (YYYY-MM), in DB time. */
function monthRange(month: string): [string, string] {
  const start = dayjs.tz(`${month}-01`, TIME_ZONE);
  return [toDbTime(start.toDate()), toDbTime(start.add(1, 'month').toDate())];
}

/** The Kuala Lumpur month before the one of `now`, YYYY-MM. */
export const previousMonth = (now: Date = clock.now()) => businessTime(now).startOf('month').subtract(1, 'day').format('YYYY-MM');

/**
 * Writes company `ctx`'s pending consolidated e-invoice of month `month` (YYYY-MM) when e-invoicing
 * is on and the month has sales to consolidate; null otherwise, or when the month has one already.
 */
export async function consolidateMonth(ctx: Ctx, month: string): Promise<EinvoiceDocument | null> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Not a month: ${month}`);
  if (!issuesEinvoices(ctx.company.country)) return null;
  const [monthStart, monthEnd] = monthRange(month);
  const sourceId = month;
  const exists = () => EinvoiceDocument.of(ctx).where({ sourceType: 'consolidated', sourceId, type: DOCUMENT_TYPES.invoice }).select('id').first();
  if (await exists()) return null;
  return inTransaction(ctx, async (tx) => {
    const settings = await forUpdate(EinvoiceSettings.of(tx)).first();
    if (!settings?.enabled) return null;
    if (await EinvoiceDocument.of(tx).where({ sourceType: 'consolidated', sourceId, type: DOCUMENT_TYPES.invoice }).select('id').first()) return null;
    // Sales paid on or after the setup's start date only.
    const from = settings.fromDate ? toDbTime(dayjs.tz(settings.fromDate, TIME_ZONE).toDate()) : monthStart;
    const start = from > monthStart ? from : monthStart;
    if (start >= monthEnd) return null;
    const rate = await companyRateOf(tx);

    const days = new Map<string, { day: string; first: string; last: string; orders: number; line: ReturnType<typeof saleLine> }>();
    const included: number[] = [];
    let after: { paidAt: string; id: number } | null = null;
    for (;;) {
      const query = companyTable(tx, 'orders', { index: 'orders_company_status_paid' })
        .where('payment_status', 'paid')
        .where('paid_at', '>=', start)
        .where('paid_at', '<', monthEnd)
        .orderBy([
          { column: 'paid_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(PAGE)
        .select('id', 'order_no', 'invoice_no', 'paid_at', 'seller_id', 'grand_total', 'tax', 'admin_fee', 'service_charge');
      if (after) {
        const { paidAt, id } = after;
        void query.where((q) => void q.where('paid_at', '>', paidAt).orWhere((r) => void r.where('paid_at', paidAt).where('id', '>', id)));
      }
      const page = (await query) as SaleRow[];
      if (!page.length) break;
      after = { paidAt: page[page.length - 1]!.paidAt, id: page[page.length - 1]!.id };
      const sales = page.filter((o) => o.sellerId === null && Number(o.grandTotal) <= CONSOLIDATION_MAX);
      if (sales.length) {
        const own = new Set(
          (
            await EinvoiceDocument.of(tx)
              .where({ sourceType: 'order', type: DOCUMENT_TYPES.invoice })
              .whereIn(
                'source_id',
                sales.map((o) => String(o.id)),
              )
              .select('source_id')
          ).map((d) => d.sourceId),
        );
        for (const o of sales) {
          if (own.has(String(o.id))) continue;
          const day = dayOf(o.paidAt);
          const tax = orderTaxOf({ grandTotal: Number(o.grandTotal), tax: Number(o.tax), adminFee: Number(o.adminFee), serviceCharge: Number(o.serviceCharge) }, rate);
          const key = `${day}|${tax.taxType}|${tax.taxRateBp}`;
          const number = o.invoiceNo ?? o.orderNo;
          const line = saleLine('', { grandTotal: Number(o.grandTotal), tax: Number(o.tax), adminFee: 0, serviceCharge: 0 }, tax);
          const group = days.get(key);
          if (!group) days.set(key, { day, first: number, last: number, orders: 1, line });
          else {
            group.orders += 1;
            group.line.unitPrice += line.unitPrice;
            if (line.taxAmount !== undefined) group.line.taxAmount = (group.line.taxAmount ?? 0) + line.taxAmount;
            if (byNumber(number, group.first) < 0) group.first = number;
            if (byNumber(number, group.last) > 0) group.last = number;
          }
          included.push(o.id);
        }
      }
      if (page.length < PAGE) break;
    }
    if (!included.length) return null;

    const lines = [...days.values()]
      .sort((a, b) => (a.day === b.day ? a.line.taxType.localeCompare(b.line.taxType) : a.day < b.day ? -1 : 1))
      .map((g) => ({ ...g.line, description: `Invoices ${g.first} – ${g.last}, ${g.day} (${g.orders} ${g.orders === 1 ? 'sale' : 'sales'})` }));
    const last = dayjs.tz(`${month}-01`, TIME_ZONE).endOf('month').format('YYYY-MM-DD');
    const input: StoredInput = {
      type: DOCUMENT_TYPES.invoice,
      number: `CON-${month}`,
      currency: 'MYR',
      supplier: companyParty(tx, settings),
      buyer: GENERAL_PUBLIC,
      lines,
      period: { start: businessTime(new Date(`${start.replace(' ', 'T')}Z`)).format('YYYY-MM-DD'), end: last, description: 'Monthly' },
    };
    const doc = await createPending(tx, input, 'consolidated', sourceId);
    if (!doc) return null;
    for (let i = 0; i < included.length; i += 500) {
      await insertCompanyRows(
        tx,
        'einvoice_consolidated_orders',
        included.slice(i, i + 500).map((orderId) => ({ orderId, documentId: doc.id })),
      );
    }
    return doc;
  });
}

/** The consolidated document order `orderId` went into, or null. */
export async function consolidatedDocumentOf(ctx: Ctx, orderId: number): Promise<EinvoiceDocument | null> {
  const link = (await companyTable(ctx, 'einvoice_consolidated_orders').where('order_id', orderId).select('document_id').first()) as { documentId: number } | undefined;
  return link ? ((await EinvoiceDocument.of(ctx).findById(link.documentId)) ?? null) : null;
}

/**
 * The job `einvoice.consolidate` (daily at 02:00 Kuala Lumpur time): on days 1–7 of a month, the
 * previous month's consolidated e-invoice of every Malaysian company with e-invoicing on (a day
 * that failed is made up the next day: a company's month is written once). Returns how many were
 * written; nothing on the other days.
 */
export async function consolidateDue(now: Date = clock.now()): Promise<number> {
  if (businessTime(now).date() > 7) return 0;
  const month = previousMonth(now);
  let written = 0;
  await eachCompany(
    'einvoice consolidation failed',
    async (companyId) => {
      const settings = await EinvoiceSettings.of({ companyId }).select('enabled').first();
      if (settings?.enabled && (await consolidateMonth(await companyCtx(companyId), month))) written++;
    },
    { log: { month } },
  );
  return written;
}
