import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import { byPrimaryKey } from '../../platform/tx';
import { snakeCase } from '../../platform/db';
import { dayOf } from '../../platform/time';
import { ageBand } from '../../../common/reports';
import { Order, OrderItem } from '../orders';
import { User } from '../users';
import { regionOf } from '../users';
import type { StockMovement } from '../inventory';
import type { SUMMARY_MODELS } from './models';
import {
  AgentDaily,
  AgentMonthly,
  AgentYearly,
  AgentMonthTotals,
  AgentYearTotals,
  AgentProductDaily,
  AgentProductYearly,
  CustomersDaily,
  ItemDaily,
  ItemMonthly,
  ItemYearly,
  PaymentDaily,
  PaymentMonthly,
  PaymentYearly,
  ProductDaily,
  RecruitsDaily,
  SalesDaily,
  SalesMonthly,
  SalesYearly,
  StockDaily,
} from './models';

/**
 * Keeps the report summaries up to date, inside the transaction of the fact that changes them
 * (the tables and their grains: migration 20261125000100_report_summaries):
 * - `orderPaid` (orders' recordPayment, last): stamps the buyer's tier, state and age band on the
 *   order (the state, or an Indonesian address's province: users/region.ts) and adds the sale on
 *   the day of payment;
 * - `orderRefunded` (a paid order cancelled): takes it off on the day of the cancellation, under
 *   the dimensions stamped at payment;
 * - `agentJoined` (agent registration, by HQ or self): stamps the recruit's tier, state and age
 *   band and counts it for its recruiter;
 * - `customerCounted` (+1 added, −1 deleted: on the day the entry was added);
 * - `stockCounted` (+1 recorded, −1 deleted: on the movement's own day).
 * Each is an upsert of counters (`col = col + ?`), one statement per row, in a fixed table and key
 * order so that parallel transactions lock summary rows in the same order; they run last in their
 * transaction (after stock, wallet and ledger).
 */

type Key = Record<string, string | number>;
type Counters = Record<string, number>;
type SummaryModel = (typeof SUMMARY_MODELS)[number];

/** Adds `counters` to the row of `key` (created at zero when missing). */
async function bump(tx: Ctx, model: SummaryModel, key: Key, counters: Counters): Promise<void> {
  const table = model.tableName;
  const merge: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(counters)) merge[name] = raw('?? + ?', [`${table}.${snakeCase(name)}`, value]);
  await (model as typeof SalesDaily)
    .of(tx)
    .insert({ ...key, ...counters })
    .onConflict(['company_id', ...Object.keys(key).map(snakeCase)])
    .merge(merge);
}

/** The business (Asia/Kuala_Lumpur) day of a stored UTC time (platform/time.ts). */
export { dayOf };

/** The summary key of an item line: what was sold. */
function itemKey(item: OrderItem): { itemType: string; itemId: number } {
  return { itemType: item.itemType, itemId: item.productId ?? item.packageId ?? item.comboId ?? 0 };
}

/** Adds (sign 1) or takes off (−1, a refund) the order's sale on `day`. */
async function countOrder(tx: Ctx, order: Order, sign: 1 | -1, day: string): Promise<void> {
  const items = await OrderItem.of(tx).where('orderId', order.id).orderBy('id');
  const grandTotal = Number(order.grandTotal);
  const sales: Counters = {
    orders: sign,
    amount: sign * grandTotal,
    salesValue: sign * items.reduce((s, i) => s + Number(i.salesValue), 0),
    units: sign * items.reduce((s, i) => s + i.units, 0),
    refunds: sign < 0 ? 1 : 0,
    refundAmount: sign < 0 ? grandTotal : 0,
  };
  const dims = { tierId: order.buyerTierId ?? 0, branchId: order.branchId ?? 0, state: order.buyerState ?? '' };
  const ageBand = order.buyerAgeBand ?? 'unknown';
  const month = day.slice(0, 7);
  const year = day.slice(0, 4);
  await bump(tx, SalesDaily, { day, ...dims, ageBand }, sales);
  await bump(tx, SalesMonthly, { month, ...dims, ageBand }, sales);
  await bump(tx, SalesYearly, { year, ...dims, ageBand }, sales);
  const payment = { paymentType: order.paymentType, orderType: order.type, ...dims };
  await bump(tx, PaymentDaily, { day, ...payment }, sales);
  await bump(tx, PaymentMonthly, { month, ...payment }, sales);
  await bump(tx, PaymentYearly, { year, ...payment }, sales);
  await bump(tx, AgentDaily, { day, agentId: order.buyerId, ...dims, ageBand }, sales);
  await bump(tx, AgentMonthly, { month, agentId: order.buyerId, ...dims, ageBand }, sales);
  await bump(tx, AgentYearly, { year, agentId: order.buyerId, ...dims, ageBand }, sales);
  await bump(tx, AgentMonthTotals, { month, agentId: order.buyerId }, sales);
  await bump(tx, AgentYearTotals, { year, agentId: order.buyerId }, sales);

  // One row per item sold (lines of one item add up), in item order.
  const byItem = new Map<string, { itemType: string; itemId: number; quantity: number; units: number; salesValue: number }>();
  for (const item of items) {
    const key = itemKey(item);
    const id = `${key.itemType}:${String(key.itemId).padStart(10, '0')}`;
    const row = byItem.get(id) ?? { ...key, quantity: 0, units: 0, salesValue: 0 };
    row.quantity += item.quantity;
    row.units += item.units;
    row.salesValue += Number(item.salesValue);
    byItem.set(id, row);
  }
  const rows = [...byItem.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, { itemType, itemId, quantity, units, salesValue }]) => ({
      item: { itemType, itemId },
      counters: { quantity: sign * quantity, units: sign * units, salesValue: sign * salesValue, orders: sign },
    }));
  const grains = [
    [ProductDaily, { day }],
    [AgentProductDaily, { day, agentId: order.buyerId, ...dims, ageBand }],
    [AgentProductYearly, { year, agentId: order.buyerId, ...dims, ageBand }],
    [ItemDaily, { day, ...dims }],
    [ItemMonthly, { month, ...dims }],
    [ItemYearly, { year, ...dims }],
  ] as const;
  for (const [model, key] of grains) for (const { item, counters } of rows) await bump(tx, model, { ...key, ...item }, counters);
}

/** The order was just paid (its stage and paid_at are written): stamp the buyer's dimensions, add the sale. */
export async function orderPaid(tx: Ctx, orderId: number): Promise<void> {
  const order = (await Order.of(tx).findById(orderId))!;
  const buyer = (await User.of(tx).findById(order.buyerId).select('tierId', 'country', 'state', 'province', 'birthDate'))!;
  const day = dayOf(order.paidAt!);
  const stamp = { buyerTierId: buyer.tierId ?? null, buyerState: regionOf(buyer), buyerAgeBand: ageBand(buyer.birthDate, day) };
  await byPrimaryKey(Order.of(tx)).findById(orderId).patch(stamp);
  await countOrder(tx, Object.assign(order, stamp), 1, day);
}

/** The paid order was just cancelled (refunded): take its sale off on the day of the cancellation. */
export async function orderRefunded(tx: Ctx, orderId: number): Promise<void> {
  const order = (await Order.of(tx).findById(orderId))!;
  await countOrder(tx, order, -1, dayOf(order.cancelledAt!));
}

/** A new agent: stamp its tier, state and age band as it joins, and count it for its recruiter. */
export async function agentJoined(tx: Ctx, agentId: number): Promise<void> {
  const agent = (await User.of(tx).findById(agentId))!;
  const day = dayOf(agent.createdAt!);
  const stamp = { joinTierId: agent.tierId ?? null, joinState: regionOf(agent), joinAgeBand: ageBand(agent.birthDate, day) };
  await byPrimaryKey(User.of(tx)).findById(agentId).patch(stamp);
  await bump(tx, RecruitsDaily, { day, recruiterId: agent.recruiterId ?? 0, tierId: stamp.joinTierId ?? 0, state: stamp.joinState, ageBand: stamp.joinAgeBand }, { recruits: 1 });
}

/** An entry added to (1) or deleted from (−1) an agent's customer book. */
export async function customerCounted(tx: Ctx, entry: { agentId: number; createdAt?: string }, sign: 1 | -1): Promise<void> {
  await bump(tx, CustomersDaily, { day: dayOf(entry.createdAt!), agentId: entry.agentId }, { customers: sign });
}

/** A stock movement recorded (1) or deleted (−1). */
export async function stockCounted(tx: Ctx, movement: StockMovement, sign: 1 | -1): Promise<void> {
  await bump(
    tx,
    StockDaily,
    { day: dayOf(movement.createdAt!), storeId: movement.storeId, productId: movement.productId, invType: movement.invType },
    { qtyIn: sign * movement.qtyIn, qtyOut: sign * movement.qtyOut, movements: sign },
  );
}
