import { expect } from 'chai';
import { api, newCompany, newUser } from '../harness';
import { tokenOf } from '../orders/factories';
import { credit, debit, WalletBalance, WalletEntry } from '../../server/modules/wallet/service';
import { retryOnDeadlock } from '../../server/platform/tx';
import { inTransaction } from '../../server/platform/tx';
import type { Ctx } from '../../server/platform/context';
import { User } from '../../server/modules/users/models';
import { assertLedger } from '../payments/helpers';

const topup = (ctx: Ctx, userId: number, amount: number, reference: string) => credit(ctx, { userId, amount, kind: 'topup', reference, by: userId });

async function setup() {
  const c = await newCompany();
  const agent = await newUser(c);
  const other = await newUser(c);
  const http = api(c.host);
  return { c, agent, other, http, hq: tokenOf(c, (await User.of(c.ctx).findById(c.hq.id))!) };
}

describe('wallet: ledger', function () {
  this.timeout(120_000);

  it('credit and debit move the balance and write one entry each; the ledger balances', async () => {
    const { c, agent } = await setup();
    const first = await topup(c.ctx, agent.id, 5000, 'bill-1');
    expect(first).to.deep.include({ created: true, balance: 5000 });
    expect(first.entry).to.include({ amount: 5000, kind: 'topup', reference: 'bill-1', balanceAfter: 5000, userId: agent.id });
    const paid = await debit(c.ctx, { userId: agent.id, amount: 1200, kind: 'order_payment', reference: 'order-7', orderId: null, by: agent.id });
    expect(paid.entry).to.include({ amount: -1200, balanceAfter: 3800 });
    const refund = await credit(c.ctx, { userId: agent.id, amount: 1200, kind: 'refund', reference: 'order-7', by: null });
    expect(refund.balance).to.equal(5000);
    await assertLedger(c);
  });

  it('the same reference credited 5 times (also in parallel) makes one entry and credits once', async () => {
    const { c, agent } = await setup();
    for (let i = 0; i < 5; i++) {
      const r = await topup(c.ctx, agent.id, 700, 'bill-same');
      expect(r.balance).to.equal(700);
      expect(r.created).to.equal(i === 0);
    }
    const parallel = await Promise.all(Array.from({ length: 5 }, () => retryOnDeadlock(() => inTransaction(c.ctx, (tx) => topup(tx, agent.id, 300, 'bill-par')))));
    expect(parallel.filter((r) => r.created)).to.have.length(1);
    expect(new Set(parallel.map((r) => r.entry.id)).size).to.equal(1);
    expect(await WalletEntry.of(c.ctx).where('userId', agent.id).resultSize()).to.equal(2);
    expect((await WalletBalance.of(c.ctx).where('userId', agent.id).first())!.balance).to.equal(1000);
    await assertLedger(c);
  });

  it('a reference posted again for another amount or agent is refused, nothing changes', async () => {
    const { c, agent, other } = await setup();
    await topup(c.ctx, agent.id, 700, 'bill-x');
    for (const attempt of [() => topup(c.ctx, agent.id, 800, 'bill-x'), () => topup(c.ctx, other.id, 700, 'bill-x')]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e as { status: number; key: string },
      );
      expect(error).to.include({ status: 409, key: 'wallet.referenceReused' });
    }
    expect(await WalletEntry.of(c.ctx).resultSize()).to.equal(1);
    await assertLedger(c);
  });

  it('a debit below zero is refused with 409 and writes nothing', async () => {
    const { c, agent } = await setup();
    await topup(c.ctx, agent.id, 500, 'bill-1');
    const error = await debit(c.ctx, { userId: agent.id, amount: 501, kind: 'order_payment', reference: 'o-1', by: agent.id }).then(
      () => null,
      (e: unknown) => e as { status: number; key: string },
    );
    expect(error).to.include({ status: 409, key: 'wallet.insufficient' });
    const never = await debit(c.ctx, { userId: (await newUser(c)).id, amount: 1, kind: 'order_payment', reference: 'o-2', by: null }).then(
      () => null,
      (e: unknown) => e as { status: number; key: string },
    );
    expect(never).to.include({ status: 409, key: 'wallet.insufficient' });
    expect(await WalletEntry.of(c.ctx).resultSize()).to.equal(1);
    expect((await WalletBalance.of(c.ctx).where('userId', agent.id).first())!.balance).to.equal(500);
    await assertLedger(c);
  });

  it('50 parallel debits of 10 against a balance of 100: exactly 10 succeed, the balance ends at 0', async () => {
    const { c, agent } = await setup();
    await topup(c.ctx, agent.id, 100, 'bill-100');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        retryOnDeadlock(() => inTransaction(c.ctx, (tx) => debit(tx, { userId: agent.id, amount: 10, kind: 'order_payment', reference: `order-${i}`, orderId: null, by: agent.id }))),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).to.have.length(10);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { key?: string }).key, String(r.reason)).to.equal('wallet.insufficient');
    expect((await WalletBalance.of(c.ctx).where('userId', agent.id).first())!.balance).to.equal(0);
    expect(await WalletEntry.of(c.ctx).where('kind', 'order_payment').resultSize()).to.equal(10);
    await assertLedger(c);
  });
  it('parallel first top-ups of new agents (different references) all land once', async () => {
    const { c } = await setup();
    const agents = await Promise.all(Array.from({ length: 5 }, () => newUser(c)));
    const jobs = agents.flatMap((a) => Array.from({ length: 4 }, (_, i) => ({ a, i })));
    await Promise.all(jobs.map(({ a, i }) => retryOnDeadlock(() => inTransaction(c.ctx, (tx) => topup(tx, a.id, 100 + i, `bill-${a.id}-${i}`)))));
    for (const a of agents) expect((await WalletBalance.of(c.ctx).where('userId', a.id).first())!.balance).to.equal(406);
    expect(await WalletEntry.of(c.ctx).resultSize()).to.equal(20);
    await assertLedger(c);
  });
});

describe('wallet: routes', function () {
  this.timeout(120_000);

  it('an agent sees its own wallet and only its own', async () => {
    const { c, agent, other, http } = await setup();
    await topup(c.ctx, agent.id, 900, 'bill-1');
    await topup(c.ctx, agent.id, 100, 'bill-2');
    const token = tokenOf(c, agent);
    const own = await http.get('/wallet', token);
    expect(own.status, JSON.stringify(own.body)).to.equal(200);
    expect(own.body.data).to.deep.include({ userId: agent.id, balance: 1000, total: 2, offset: 0 });
    expect(own.body.data.entries.map((e: { reference: string }) => e.reference)).to.deep.equal(['bill-2', 'bill-1']);
    expect((await http.get(`/wallet?userId=${agent.id}&kind=topup&perPage=1`, token)).body.data.entries).to.have.length(1);
    expect((await http.get(`/wallet?userId=${other.id}`, token)).status).to.equal(403);
    const empty = await http.get('/wallet', tokenOf(c, other));
    expect(empty.body.data).to.deep.include({ balance: 0, total: 0 });
    await assertLedger(c);
  });

  it("HQ and staff with manage orders read an agent's wallet; other staff cannot; userId is required", async () => {
    const { c, agent, http, hq } = await setup();
    await topup(c.ctx, agent.id, 400, 'bill-1');
    expect((await http.get(`/wallet?userId=${agent.id}`, hq)).body.data.balance).to.equal(400);
    const staff = await newUser(c, { role: 'staff', permissions: ['manage_orders'] });
    expect((await http.get(`/wallet?userId=${agent.id}`, tokenOf(c, staff))).body.data.balance).to.equal(400);
    const plain = await newUser(c, { role: 'staff', permissions: [] });
    expect((await http.get(`/wallet?userId=${agent.id}`, tokenOf(c, plain))).status).to.equal(403);
    const missing = await http.get('/wallet', hq);
    expect(missing.status).to.equal(422);
    expect((await http.get(`/wallet?userId=${c.hq.id}`, hq)).status).to.equal(404);
  });

  it("company B cannot see or adjust A's wallets", async () => {
    const a = await setup();
    const b = await setup();
    await topup(a.c.ctx, a.agent.id, 400, 'bill-1');
    expect((await b.http.get(`/wallet?userId=${a.agent.id}`, b.hq)).status).to.equal(404);
    expect((await b.http.post('/wallet/adjust', b.hq).send({ userId: a.agent.id, amount: 100, note: 'x', requestId: 'r1' })).status).to.equal(404);
    const foreign = await b.http.get('/wallet', tokenOf(a.c, a.agent));
    expect(foreign.status).to.be.oneOf([401, 403]);
    expect((await b.http.get('/company-money/balance', a.hq)).status).to.be.oneOf([401, 403]);
    expect((await WalletBalance.of(a.c.ctx).where('userId', a.agent.id).first())!.balance).to.equal(400);
    await assertLedger(a.c);
    await assertLedger(b.c);
  });

  it('HQ adjusts a balance once per requestId, never below zero, with translated messages', async () => {
    const { c, agent, http, hq } = await setup();
    const add = await http.post('/wallet/adjust', hq).send({ userId: agent.id, amount: 2500, note: 'Opening credit', requestId: 'req-1' });
    expect(add.status, JSON.stringify(add.body)).to.equal(201);
    expect(add.body.meta.message).to.equal('Wallet balance adjusted.');
    expect(add.body.data.entry).to.include({ amount: 2500, kind: 'adjustment', note: 'Opening credit', createdBy: c.hq.id });
    const again = await http.post('/wallet/adjust', hq).send({ userId: agent.id, amount: 2500, note: 'Opening credit', requestId: 'req-1' });
    expect(again.status).to.equal(200);
    expect(again.body.data).to.deep.include({ created: false, balance: 2500 });
    expect(again.body.data.entry.id).to.equal(add.body.data.entry.id);
    const reused = await http.post('/wallet/adjust', hq).send({ userId: agent.id, amount: 10, note: 'x', requestId: 'req-1' });
    expect(reused.status).to.equal(409);
    const minus = await http.post('/wallet/adjust', hq).send({ userId: agent.id, amount: -500, note: 'Correction', requestId: 'req-2' });
    expect(minus.body.data.balance).to.equal(2000);
    const texts = {
      en: ['Not enough credit in the wallet.', 'The amount must not be zero.'],
      id: ['Kredit di dompet tidak cukup.', 'Jumlah tidak boleh nol.'],
      ms: ['Kredit dalam dompet tidak mencukupi.', 'Jumlah tidak boleh sifar.'],
    };
    for (const [lang, [insufficient, zero]] of Object.entries(texts)) {
      const over = await http
        .post('/wallet/adjust', hq)
        .set('Accept-Language', lang)
        .send({ userId: agent.id, amount: -2001, note: 'x', requestId: `over-${lang}` });
      expect(over.status).to.equal(409);
      expect(over.body.meta.message).to.equal(insufficient);
      const none = await http
        .post('/wallet/adjust', hq)
        .set('Accept-Language', lang)
        .send({ userId: agent.id, amount: 0, note: 'x', requestId: `zero-${lang}` });
      expect(none.status).to.equal(422);
      expect(none.body.meta.message).to.equal(zero);
    }
    expect((await http.post('/wallet/adjust', tokenOf(c, agent)).send({ userId: agent.id, amount: 100, note: 'x', requestId: 'self' })).status).to.equal(403);
    expect(await WalletEntry.of(c.ctx).resultSize()).to.equal(2);
    await assertLedger(c);
  });

  it('50 parallel HQ adjustments of -10 against 100 over HTTP: exactly 10 succeed, the rest 409', async () => {
    const { c, agent, http, hq } = await setup();
    await topup(c.ctx, agent.id, 100, 'bill-100');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => http.post('/wallet/adjust', hq).send({ userId: agent.id, amount: -10, note: 'Parallel', requestId: `p-${i}` })));
    expect(results.filter((r) => r.status === 201)).to.have.length(10);
    expect(results.filter((r) => r.status === 409)).to.have.length(40);
    const wallet = await http.get(`/wallet?userId=${agent.id}&kind=adjustment&perPage=100`, hq);
    expect(wallet.body.data).to.deep.include({ balance: 0, total: 10 });
    await assertLedger(c);
  });

  it("GET /company-money/balance sums the agents' credit and today's and this month's flows (HQ; an agent sees its own wallet there)", async () => {
    const { c, agent, other, http, hq } = await setup();
    await topup(c.ctx, agent.id, 3000, 'bill-1');
    await topup(c.ctx, other.id, 2000, 'bill-2');
    await debit(c.ctx, { userId: agent.id, amount: 1000, kind: 'order_payment', reference: '11', orderId: null, by: agent.id });
    await credit(c.ctx, { userId: agent.id, amount: 400, kind: 'refund', reference: '11', by: null });
    const res = await http.get('/company-money/balance', hq);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data).to.deep.include({ totalBalance: 4400, agentsWithCredit: 2, currency: c.ctx.company.currency });
    expect(res.body.data.today).to.deep.equal({ topups: 5000, payments: 1000, refunds: 400 });
    expect(res.body.data.month).to.deep.equal({ topups: 5000, payments: 1000, refunds: 400 });
    const own = await http.get('/company-money/balance', tokenOf(c, agent));
    expect(own.body.data).to.include({ wallet: 2400 });
    expect(own.body.data).to.not.have.property('totalBalance');
    const staff = await newUser(c, { role: 'staff', permissions: ['manage_orders'] });
    expect((await http.get('/company-money/balance', tokenOf(c, staff))).status).to.equal(403);
    await assertLedger(c);
  });
});
