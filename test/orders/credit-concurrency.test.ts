import { expect } from 'chai';
import { raw } from 'objection';
import { Order } from '../../server/modules/orders/models';
import { StockLevel } from '../../server/modules/inventory/models';
import { WalletBalance, WalletEntry } from '../../server/modules/wallet/models';
import { credit } from '../../server/modules/wallet/service';
import { deadlockRetryCount } from '../../server/platform/tx';
import { buyer, shop, stockOf, tokenOf, type Shop } from './factories';

/**
 * Parallel checkouts paid from the credit wallet (the lock order of orders/checkout.ts: stock rows,
 * voucher, wallet balance, then ledgers and counters). The requests are started together
 * (Promise.all over supertest requests, each `.then` opening its own connection to the in-process
 * server), so on MariaDB they really hold locks at the same time in up to `pool` transactions.
 * Before the lock order was fixed, 31 of the 50 answered 500 (deadlocks past the retries).
 */

/** `count` agents, each with credit and one unit of the shop's product in its cart. */
async function creditCarts(s: Shop, count: number) {
  const out: { id: number; token: string; total: number }[] = [];
  for (let i = 0; i < count; i++) {
    const agent = await buyer(s.c, s.tier.id);
    await credit(s.c.ctx, { userId: agent.id, amount: 5000, kind: 'topup', reference: `open-${agent.id}`, by: null });
    const token = tokenOf(s.c, agent);
    const res = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    out.push({ id: agent.id, token, total: res.body.data.amounts.grandTotal });
  }
  return out;
}

const checkoutAll = async (s: Shop, buyers: { token: string; total: number }[]) => {
  const before = deadlockRetryCount();
  const results = await Promise.all(
    buyers.map((b, i) =>
      s.http
        .post('/sales/my-shop/checkout', b.token)
        .send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'credit', totalPaid: b.total, sessionId: `credit-${i}` })
        .then((r) => r),
    ),
  );
  // The lock order holds: no transaction was a deadlock victim (the retry is only a safety net).
  expect(deadlockRetryCount() - before, 'transactions retried after a deadlock').to.equal(0);
  return results;
};

/** Every wallet of the company equals the sum of its ledger entries, and so does its last entry's balance_after. */
async function expectWalletsConsistent(s: Shop) {
  const balances = await WalletBalance.of(s.c.ctx);
  const sums = (await WalletEntry.of(s.c.ctx)
    .groupBy('wallet_entries.user_id')
    .select('wallet_entries.user_id', raw('SUM(??) as total', ['wallet_entries.amount']))) as unknown as {
    userId: number;
    total: number | string;
  }[];
  const sumOf = new Map(sums.map((r) => [Number(r.userId), Number(r.total)]));
  for (const b of balances) {
    expect(b.balance, `wallet of ${b.userId}`).to.equal(sumOf.get(b.userId));
    const last = await WalletEntry.of(s.c.ctx).where('userId', b.userId).orderBy('id', 'desc').first();
    expect(last?.balanceAfter, `last entry of ${b.userId}`).to.equal(b.balance);
  }
}

describe('orders: parallel credit checkouts', function () {
  this.timeout(180_000);

  it('50 agents pay one product from their wallets at once: no 5xx, stock taken = units sold, wallets = their ledgers', async () => {
    const s = await shop(500);
    const buyers = await creditCarts(s, 50);
    const results = await checkoutAll(s, buyers);
    for (const r of results) expect(r.status, JSON.stringify(r.body)).to.equal(200);
    for (const r of results) expect(r.body.data).to.include({ paymentType: 'credit', paymentStatus: 'paid', stage: 'approval' });
    const sold = (await Order.of(s.c.ctx).sum('units as n').first()) as unknown as { n: number | string };
    expect(Number(sold.n)).to.equal(50);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(500 - 50);
    const invoices = (await Order.of(s.c.ctx).whereNotNull('invoiceNo').select('invoiceNo')).map((o) => o.invoiceNo).sort();
    expect(invoices).to.deep.equal(Array.from({ length: 50 }, (_, i) => `INV${String(i + 1).padStart(6, '0')}`));
    for (const b of buyers) expect((await WalletBalance.of(s.c.ctx).where('userId', b.id).first())!.balance).to.equal(5000 - b.total);
    await expectWalletsConsistent(s);
  });

  it('50 agents pay at once for the last 10 units: exactly 10 orders, the others "not enough stock", no 5xx, no credit taken from them', async () => {
    const s = await shop(10);
    const buyers = await creditCarts(s, 50);
    const results = await checkoutAll(s, buyers);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).to.have.length(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status, JSON.stringify(r.body)).to.equal(422);
      expect(r.body.meta.message).to.equal('Not enough stock for "Serum". Lower the quantity or remove it.');
    }
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(0);
    expect(await StockLevel.of(s.c.ctx).where('qty', '<', 0).resultSize()).to.equal(0);
    expect(await Order.of(s.c.ctx).resultSize()).to.equal(10);
    const payers = new Set((await WalletEntry.of(s.c.ctx).where('kind', 'order_payment')).map((e) => e.userId));
    expect(payers.size).to.equal(10);
    for (const b of buyers) {
      expect((await WalletBalance.of(s.c.ctx).where('userId', b.id).first())!.balance).to.equal(payers.has(b.id) ? 5000 - b.total : 5000);
    }
    await expectWalletsConsistent(s);
  });
});
