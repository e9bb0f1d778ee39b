import { expect } from 'chai';
import { signCallback } from '../../server/modules/payments/billplz';
import { GatewayPayment } from '../../server/modules/payments/models';
import { WalletBalance, WalletEntry } from '../../server/modules/wallet/service';
import { api, simulator, type TestCompany } from '../harness';
import { buyer, pickupOrder, shop, tokenOf, type Shop } from '../orders/factories';

/**
 * The ledger always balances: per agent, the entries in id order form a running sum ending at the
 * balance row, and no balance or running sum is ever negative. Run after every scenario.
 */
export async function assertLedger(c: TestCompany) {
  const balances = await WalletBalance.of(c.ctx);
  const entries = await WalletEntry.of(c.ctx).orderBy('id');
  const running = new Map<number, number>();
  for (const e of entries) {
    const next = (running.get(e.userId) ?? 0) + e.amount;
    expect(next, `running balance of ${e.userId} at entry ${e.id}`).to.be.at.least(0);
    expect(e.balanceAfter, `balance_after of entry ${e.id}`).to.equal(next);
    running.set(e.userId, next);
  }
  for (const b of balances) {
    expect(b.balance, `balance of ${b.userId}`).to.be.at.least(0);
    expect(b.balance, `balance of ${b.userId} = sum of its entries`).to.equal(running.get(b.userId) ?? 0);
  }
  for (const userId of running.keys())
    expect(
      balances.some((b) => b.userId === userId),
      `balance row of ${userId}`,
    ).to.equal(true);
  for (const userId of running.keys())
    expect(
      balances.some((b) => b.userId === userId),
      `balance row of ${userId}`,
    ).to.equal(true);
}

export const session = () => `s-${Math.random().toString(36).slice(2)}`;

/** A shop with an agent buying from HQ (signed token). */
export async function gatewayShop(stock = 10) {
  const s = await shop(stock);
  const agent = await buyer(s.c, s.tier.id);
  return { ...s, agent, token: tokenOf(s.c, agent) };
}
export type GatewayShop = Awaited<ReturnType<typeof gatewayShop>>;

/** An unpaid gateway order of the shop's agent. */
export async function gatewayOrder(s: Shop, token: string, quantity = 2) {
  const res = await pickupOrder(s, token, quantity, { paymentType: 'gateway' });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data as { id: number; grandTotal: number; stage: string };
}

/** POST /payment-gateway/checkout for the order. */
export async function payOrder(s: GatewayShop, order: { id: number; grandTotal: number }, sessionId = session(), path = '/payment-gateway/checkout') {
  const res = await s.http.post(path, s.token).send({ payType: 'order', orderId: order.id, sessionId, totalPaid: order.grandTotal });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data as { paymentId: number; billId: string; billUrl: string; status: string };
}

/** Billplz's callback for the bill as the simulator would send it, posted to the company's host. */
export function postCallback(host: string, fields: Record<string, string>) {
  return api(host).post('/payment-gateway/callback').type('form').send(fields);
}

/** The browser following the simulator's redirect to the company's host. */
export function followRedirect(host: string, url: string) {
  const u = new URL(url);
  return api(host).get(`${u.pathname.replace(/^\/api/, '')}${u.search}`);
}

/** A callback for the bill signed with `key` after changing fields (a genuine signature over wrong values). */
export function resigned(billId: string, change: Record<string, string>, key: string) {
  const fields = { ...simulator().callbackParams(billId), ...change };
  delete (fields as Record<string, string>).x_signature;
  return { ...fields, x_signature: signCallback(fields, key) };
}

export const paymentRow = (c: TestCompany, id: number) =>
  GatewayPayment.of(c.ctx)
    .findById(id)
    .then((p) => p!);
