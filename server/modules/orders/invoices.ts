import type { Ctx } from '../../platform/context';
import { definePort } from '../../platform/events';

/**
 * Invoice numbers: one sequence per company without gaps. A number is taken when an
 * order is paid, in the payment's own transaction, from `invoice_counters` under its row lock
 * (UPDATE … SET last_no = last_no + 1): a payment that rolls back gives its number back, and two
 * payments at once wait for each other instead of sharing a number. One upsert creates the
 * company's counter row with 1 or raises it: parallel first invoices wait on the new row's lock
 * (an UPDATE of a missing row followed by an INSERT would leave gap locks that deadlock them).
 */
export const INVOICE_PREFIX = 'INV';

export const formatInvoiceNo = (n: number) => `${INVOICE_PREFIX}${String(n).padStart(6, '0')}`;

export async function nextInvoiceNo(tx: Ctx): Promise<string> {
  if (!tx.trx) throw new Error('nextInvoiceNo must run inside the payment transaction');
  const k = tx.trx;
  await k('invoice_counters')
    .insert({ company_id: tx.companyId, last_no: 1 })
    .onConflict('company_id')
    .merge({ last_no: k.raw('?? + 1', ['invoice_counters.last_no']) });
  const row = (await k('invoice_counters').where('company_id', tx.companyId).first({ n: 'last_no' })) as { n: number | string };
  return formatInvoiceNo(Number(row.n));
}

/**
 * The LHDN e-invoice of each of the orders `orderIds` that LHDN validated, by order id: its UUID and
 * validation link, which the order's invoice prints with the link's QR code. The order's own
 * e-invoice (01) or the month's consolidated one it went into; orders without one are left out.
 * Provided by the einvoice module, which sits above orders (server/wiring.ts); fulfilment reads it.
 */
export const orderEinvoice = definePort<(ctx: Ctx, orderIds: readonly number[]) => Promise<Map<number, { uuid: string; link: string }>>>('orders.orderEinvoice');
