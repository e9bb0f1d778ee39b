import type { CommissionKind, CommissionType, Figures, LedgerEntryKind, PeriodStatus } from '../../common/commissions';
import { CommissionEntry, CommissionLine, CommissionPeriod } from '../../server/modules/commissions/models';
import { AgentPeriodSales, Order, OrderItem } from '../../server/modules/orders/models';
import { nowDb } from '../../server/platform/time';
import type { TestCompany } from '../harness';

/**
 * Rows the commission reads test against, written directly (the engine, the close and the money
 * module are other branches): lines, periods, ledger entries, orders with their lines, and
 * monthly sales. Every call makes new rows.
 */

let seq = 0;

export interface LineInput {
  period: string;
  type: CommissionType;
  kind?: CommissionKind;
  beneficiaryId: number;
  amount: number;
  sourceType?: 'order_item' | 'order' | 'agent' | 'period';
  sourceId?: number;
  orderId?: number | null;
  buyerId?: number | null;
  payable?: boolean;
  reversesId?: number | null;
  rule?: string;
  figures?: Figures;
  createdAt?: string;
}

export async function line(c: TestCompany, l: LineInput): Promise<CommissionLine> {
  return CommissionLine.of(c.ctx).insertAndFetch({
    period: l.period,
    type: l.type,
    kind: l.kind ?? 'earn',
    beneficiaryId: l.beneficiaryId,
    sourceType: l.sourceType ?? 'order_item',
    sourceId: l.sourceId ?? 1_000_000 + ++seq,
    orderId: l.orderId ?? null,
    buyerId: l.buyerId ?? null,
    amount: l.amount,
    payable: l.payable ?? l.type !== 'sale-profit',
    reversesId: l.reversesId ?? null,
    rule: l.rule ?? l.type,
    figures: JSON.stringify(l.figures ?? {}),
    createdAt: l.createdAt ?? nowDb(),
  });
}

export async function period(c: TestCompany, p: string, status: PeriodStatus = 'closed') {
  return CommissionPeriod.of(c.ctx).insertAndFetch({ period: p, status, lineCount: 0 });
}

/** A ledger entry dated `createdAt` (UTC, DB format). */
export async function entry(c: TestCompany, agentId: number, kind: LedgerEntryKind, amount: number, createdAt: string) {
  return CommissionEntry.of(c.ctx).insertAndFetch({ agentId, kind, amount, reference: `ref-${++seq}`, note: null, createdBy: null, payoutId: null, createdAt });
}

/** A paid order of `buyerId` with one line of `salesValue` and `units`. */
export async function paidOrder(c: TestCompany, buyerId: number, o: { salesValue: number; units: number; type?: 'hq' | 'upline' | 'personal'; first?: boolean; paidAt?: string }) {
  const n = ++seq;
  const order = await Order.of(c.ctx).insertAndFetch({
    orderNo: `R${n}`,
    referenceNo: `REF${n}`,
    type: o.type ?? 'hq',
    buyerId,
    stage: 'completed',
    paymentType: 'manual',
    paymentStatus: 'paid',
    shipmentType: 'pickup',
    subtotal: o.salesValue,
    grandTotal: o.salesValue + 500,
    isFirstOrder: o.first ?? false,
    paidAt: o.paidAt ?? nowDb(),
  });
  const item = await OrderItem.of(c.ctx).insertAndFetch({
    orderId: order.id,
    itemType: 'product',
    name: 'Product',
    quantity: o.units,
    unitPrice: Math.round(o.salesValue / o.units),
    lineTotal: o.salesValue,
    salesValue: o.salesValue,
    units: o.units,
  });
  return { order, item };
}

/** An agent's monthly personal sales (the orders module's row). */
export async function sales(c: TestCompany, agentId: number, p: string, psAmount: number, psUnits: number) {
  return AgentPeriodSales.of(c.ctx).insert({ agentId, period: p, psAmount, psUnits, orders: 1 });
}
