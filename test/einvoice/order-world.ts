import { expect } from 'chai';
import { saveSettings } from '../../server/modules/einvoice/service';
import { draftForAgent, placeOrder, type HqOrderInput } from '../../server/modules/orders/checkout';
import { recordPayment } from '../../server/modules/orders/lifecycle';
import { Order, OrderItem } from '../../server/modules/orders/models';
import { companyCtx } from '../../server/modules/orders/jobs';
import { User } from '../../server/modules/users/models';
import type { UserCtx } from '../../server/platform/context';
import { inTransaction } from '../../server/platform/tx';
import { buyer, shop, type Shop } from '../orders/factories';
import { SETUP, hqCtxOf } from './helpers';

/**
 * The world of the order e-invoice tests (orders.test.ts, consolidated.test.ts): a shop
 * (test/orders/factories.ts) whose company has e-invoicing set up against the in-process
 * simulator, agents with or without a TIN, and HQ's sales to them written through the real
 * services (draftForAgent, placeOrder, recordPayment), as the console's "create order, paid" does.
 */

/** The setup of the order tests: from 2024, with an SST number (the supplier's on the documents); the TIN per company. */
const PARTICULARS = { ...SETUP, fromDate: '2024-01-01', sstNumber: 'W10-1808-32000001' };

/** A shop with e-invoicing on; `tin` its own (LHDN's duplicate rule compares the issuer's TIN and the invoice number: companies of the suite must not share one). */
export type World = Shop & { tin: string };

/** A shop with e-invoicing on (its own simulator client id). */
export async function orderWorld(stock = 200, settings: Record<string, unknown> = {}): Promise<World> {
  const s = await shop(stock);
  const tin = `C${10_000_000_000 + s.c.id * 10}`;
  await saveSettings(hqCtxOf(s), { ...PARTICULARS, tin, clientId: `orders-${s.c.id}`, ...settings });
  return { ...s, tin };
}

/** An agent of the shop's tier with a Selangor address and phone; `tin` on its profile when given. */
export async function agent(s: Shop, tin: string | null = null, uplineId: number | null = null): Promise<User> {
  const a = await buyer(s.c, s.tier.id, uplineId);
  if (tin) await User.of(s.c.ctx).findById(a.id).patch({ tin, identityNo: '900101-10-5555' });
  return (await User.of(s.c.ctx).findById(a.id))!;
}

/**
 * HQ's sale to `buyerId`, paid at once (pickup at the shop's branch unless `choices` say
 * otherwise); `features` the company's charges for it (admin fee, service charge).
 */
export async function hqSale(s: World, buyerId: number, items: HqOrderInput['items'], choices: Partial<HqOrderInput> = {}, features: Partial<UserCtx['company']['features']> = {}): Promise<Order> {
  // The company as it is now (features changed through the API since the shop was made).
  const base = await companyCtx(s.c.id);
  const ctx: UserCtx = { ...hqCtxOf(s), company: { ...base.company, features: { ...base.company.features, ...features } } };
  const id = await inTransaction(ctx, async (tx) => {
    const draft = await draftForAgent(tx, { buyerId, items, shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', ...choices });
    const order = await placeOrder(tx, draft, { createdBy: s.c.hq.id });
    await recordPayment(tx, order, s.c.hq.id);
    return order.id;
  });
  return (await Order.of(s.c.ctx).findById(id))!;
}

/** HQ cancels paid orders: they are refunded. */
export async function refund(s: Shop, ids: number[]): Promise<void> {
  const res = await s.http.post('/manage-orders/cancel', s.hq).send({ ids, reason: 'Returned' });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
}

/** The order's lines as stored, for sums by hand. */
export const itemsOf = (s: Shop, orderId: number) => OrderItem.of(s.c.ctx).where('orderId', orderId).orderBy('id');
