import type { Ctx } from '../../platform/context';

/**
 * Invoice numbers: one sequence per company without gaps (issue 8). A number is taken when an
 * order is paid, in the payment's own transaction, from `invoice_counters` under its row lock
 * (UPDATE … SET last_no = last_no + 1): a payment that rolls back gives its number back, and two
 * payments at once wait for each other instead of sharing a number. The first invoice of a company
 * creates its counter row (a race there ends in a deadlock or duplicate that the caller's
 * retryOnDeadlock, or the unique primary key, resolves).
 */
export const INVOICE_PREFIX = 'INV';

export const formatInvoiceNo = (n: number) => `${INVOICE_PREFIX}${String(n).padStart(6, '0')}`;

export async function nextInvoiceNo(tx: Ctx): Promise<string> {
  if (!tx.trx) throw new Error('nextInvoiceNo must run inside the payment transaction');
  const k = tx.trx;
  const counter = () => k('invoice_counters').where('company_id', tx.companyId);
  if (!(await counter().increment('last_no', 1))) {
    await k('invoice_counters').insert({ company_id: tx.companyId, last_no: 0 }).onConflict('company_id').ignore();
    await counter().increment('last_no', 1);
  }
  const row = (await counter().first({ n: 'last_no' })) as { n: number | string };
  return formatInvoiceNo(Number(row.n));
}
