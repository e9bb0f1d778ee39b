import type { Ctx } from '../../platform/context';
import { ListPage } from '../../platform/http/list';
import { platform } from '../../platform';
import { snakeCase } from '../../platform/db';
import { dbTimeToIso } from '../../platform/time';
import type { PaymentMethodRow, ReportSummary, TransactionRow } from '../../../common/reports';
import { coveredRows, instants, namesOf, numbers, PAYMENTS, SALES_COLUMNS, salesCards, salesSums, salesTotals, scoped, type PageSpec, type ReportFilters, type Sorting } from './query';
import { linesOf, paged, raw } from './paging';

// ----------------------------------------------------------------------------------- transaction

export async function transactionSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  return { cards: salesCards(await salesTotals(ctx, f)) };
}

/** The amounts of an order a transaction row carries besides its grand total (`amount`). */
const ORDER_AMOUNTS = ['subtotal', 'discount', 'voucherDiscount', 'shippingFee', 'adminFee', 'tax', 'serviceCharge', 'paymentFee', 'totalPaid'] as const;

export const TRANSACTION_SORT: Sorting = { fields: { paidAt: 'o.paid_at' }, default: ['paidAt', 'DESC'] };

/** Orders of the company paid within the period, with the filters on what was stamped at payment. */
function paidOrders(ctx: Ctx, f: ReportFilters) {
  const { start, end } = instants(f);
  const qb = scoped(ctx, 'orders', 'o').where('o.paid_at', '>=', start).where('o.paid_at', '<', end);
  if (f.agentId !== undefined) qb.where('o.buyer_id', f.agentId);
  if (f.tierId !== undefined) qb.where('o.buyer_tier_id', f.tierId);
  if (f.branchId !== undefined) qb.where('o.branch_id', f.branchId);
  if (f.state !== undefined) qb.where('o.buyer_state', f.state);
  return qb;
}

export async function transactionList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<TransactionRow>> {
  // The page's ids first, from the (company, paid at) index alone, then their orders: asked for
  // the whole rows, MariaDB 10.11 walks the company's orders back from the newest (2.3 s for last year).
  const ids = ((await paidOrders(ctx, f).select('o.id').orderBy(page.order[0], page.order[1]).orderBy('o.id', page.order[1]).offset(page.offset).limit(page.limit)) as { id: number }[]).map((r) =>
    Number(r.id),
  );
  const byId = new Map<number, Record<string, unknown>>(
    (ids.length
      ? ((await scoped(ctx, 'orders', 'o')
          .whereIn('o.id', ids)
          .select(
            'o.id',
            'o.orderNo',
            'o.paidAt',
            'o.type',
            'o.paymentType',
            'o.paymentStatus',
            'o.stage',
            'o.buyerId',
            'o.buyerTierId',
            'o.branchId',
            'o.buyerState',
            'o.grandTotal',
            ...ORDER_AMOUNTS.map((k) => `o.${k}`),
          )) as Record<string, unknown>[])
      : []
    ).map((r) => [Number(r.id), r]),
  );
  // In the page's order; an order gone between the two reads (its company deleted) is left out, not a 500.
  const rows = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  const [names, units] = await Promise.all([
    namesOf(
      ctx,
      rows.map((r) => Number(r.buyerId)),
    ),
    ids.length ? (linesOf(ctx, ids).select('i.orderId', raw('SUM(??) AS ??', ['i.units', 'units'])) as Promise<Record<string, unknown>[]>) : [],
  ]);
  const unitsOf = new Map(units.map((u) => [Number(u.orderId), Number(u.units)]));
  // Orders paid in the period = the net orders of its days plus the refunds taken off in them.
  const totals = await salesTotals(ctx, f);
  const items = rows.map((r): TransactionRow => ({
    id: Number(r.id),
    orderNo: String(r.orderNo),
    paidAt: dbTimeToIso(r.paidAt as string)!,
    type: String(r.type),
    paymentType: String(r.paymentType),
    stage: String(r.stage),
    buyerId: Number(r.buyerId),
    buyerName: names.get(Number(r.buyerId)) ?? '',
    tierId: (r.buyerTierId as number | null) ?? null,
    branchId: (r.branchId as number | null) ?? null,
    state: (r.buyerState as string | null) || null,
    amount: Number(r.grandTotal),
    ...(Object.fromEntries(ORDER_AMOUNTS.map((k) => [k, Number(r[k])])) as Record<(typeof ORDER_AMOUNTS)[number], number>),
    units: unitsOf.get(Number(r.id)) ?? 0,
    refunded: r.paymentStatus === 'refunded',
  }));
  return new ListPage(items, totals.orders + totals.refunds, page.offset);
}

export const PAYMENT_SORT: Sorting = {
  fields: { amount: 'amount', orders: 'orders', paymentType: 'paymentType' },
  default: ['amount', 'DESC'],
};

/**
 * Sales by payment type and order type. One agent's come from its own orders (an index range of
 * one buyer: paid in the period, or refunded in it), as the payment summary holds no agent.
 */
export async function paymentMethods(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<PaymentMethodRow>> {
  if (f.agentId !== undefined) return agentPaymentMethods(ctx, f, page);
  const qb = platform()
    .db.from(coveredRows(ctx, PAYMENTS, f, ['payment_type', 'order_type'], SALES_COLUMNS.map(snakeCase), ['tier', 'branch', 'state']).as('p'))
    .groupBy('p.payment_type', 'p.order_type')
    .havingRaw('SUM(??) <> 0 OR SUM(??) <> 0', ['p.orders', 'p.refunds']) // a key seen only in a part taken off sums to zero
    .select('p.paymentType', 'p.orderType', ...salesSums('p'));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['paymentType', 'orderType']);
  return new ListPage(rows.map(paymentRow), total, page.offset);
}

const paymentRow = (r: Record<string, unknown>): PaymentMethodRow => ({
  paymentType: String(r.paymentType),
  orderType: String(r.orderType),
  ...numbers(r, SALES_COLUMNS),
});

async function agentPaymentMethods(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<PaymentMethodRow>> {
  const { start, end } = instants(f);
  // Paid before the period's end: those paid in it, and those whose refund may fall in it.
  const orders = (await scoped(ctx, 'orders', 'o')
    .where('o.buyer_id', f.agentId!)
    .where('o.paid_at', '<', end)
    .modify((qb) => {
      if (f.tierId !== undefined) qb.where('o.buyer_tier_id', f.tierId);
      if (f.branchId !== undefined) qb.where('o.branch_id', f.branchId);
      if (f.state !== undefined) qb.where('o.buyer_state', f.state);
    })
    .select('o.id', 'o.paymentType', 'o.type', 'o.paidAt', 'o.cancelledAt', 'o.paymentStatus', 'o.grandTotal')) as Record<string, unknown>[];
  const inPeriod = (t: unknown) => typeof t === 'string' && t >= start && t < end;
  const events = orders.flatMap((o) => [...(inPeriod(o.paidAt) ? [{ o, sign: 1 }] : []), ...(o.paymentStatus === 'refunded' && inPeriod(o.cancelledAt) ? [{ o, sign: -1 }] : [])]);
  const ids = [...new Set(events.map((e) => Number(e.o.id)))];
  const lines = ids.length
    ? ((await linesOf(ctx, ids).select('i.orderId', raw('SUM(??) AS ??', ['i.sales_value', 'salesValue']), raw('SUM(??) AS ??', ['i.units', 'units']))) as Record<string, unknown>[])
    : [];
  const byOrder = new Map(lines.map((l) => [Number(l.orderId), l]));
  const groups = new Map<string, PaymentMethodRow>();
  for (const { o, sign } of events) {
    const key = `${o.paymentType}|${o.type}`;
    const row = groups.get(key) ?? { paymentType: String(o.paymentType), orderType: String(o.type), orders: 0, amount: 0, salesValue: 0, units: 0, refunds: 0, refundAmount: 0 };
    const total = Number(o.grandTotal);
    const line = byOrder.get(Number(o.id));
    row.orders += sign;
    row.amount += sign * total;
    row.salesValue += sign * Number(line?.salesValue ?? 0);
    row.units += sign * Number(line?.units ?? 0);
    if (sign < 0) {
      row.refunds += 1;
      row.refundAmount += total;
    }
    groups.set(key, row);
  }
  const [field, direction] = page.order;
  const sorted = [...groups.values()].sort((a, b) => {
    const x = a[field as keyof PaymentMethodRow];
    const y = b[field as keyof PaymentMethodRow];
    const c = x < y ? -1 : x > y ? 1 : `${a.paymentType}|${a.orderType}` < `${b.paymentType}|${b.orderType}` ? -1 : 1;
    return direction === 'desc' && x !== y ? -c : c;
  });
  return new ListPage(sorted.slice(page.offset, page.offset + page.limit), sorted.length, page.offset);
}
