import { expect } from 'chai';
import { translate } from '../../common/messages';
import { Voucher, VoucherUsage } from '../../server/modules/vouchers/models';
import { checkVoucher, claimVoucher, releaseVoucher, type VoucherFacts } from '../../server/modules/vouchers/service';
import { AppError } from '../../server/platform/errors';
import { clock } from '../../server/platform/time';
import { inTransaction } from '../../server/platform/tx';
import { createVoucher, newAgent, newOrder, voucherWorld, day, type VoucherWorld } from './factories';

const DAY_MS = 86_400_000;

function facts(w: VoucherWorld, overrides: Partial<VoucherFacts> = {}): VoucherFacts {
  return { userId: w.agent.id, goodsValue: 10_000, packageValue: 0, hasPackage: false, isFirstOrder: false, ...overrides };
}

/** The error a promise rejects with, or a failure if it resolves. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

async function voucherOf(w: VoucherWorld, id: number) {
  return (await Voucher.of(w.c.ctx).findById(id))!;
}

async function claimFor(w: VoucherWorld, voucherId: number, userId: number, discount = 500) {
  const order = await newOrder(w.c, userId);
  await inTransaction(w.c.ctx, async (tx) => claimVoucher(tx, (await Voucher.of(tx).findById(voucherId))!, userId, order.id, discount));
  return order;
}

describe('Vouchers: check, claim and release at checkout', () => {
  afterEach(() => clock.reset());

  it('when the code is given in any case, then checkVoucher finds the voucher and returns it with true/false flags', async () => {
    const w = await voucherWorld();
    const v = await createVoucher(w, { voucherCode: 'HELLO-5', freeShipping: true });
    const found = await checkVoucher(w.c.ctx, { code: ' hello-5 ' }, facts(w));
    expect(found).to.include({ id: v.id, voucherCode: 'HELLO-5', voucherType: 'amount', voucherDisc: 500, freeShipping: true, packageOnly: false, firstOrder: false });
    expect((await checkVoucher(w.c.ctx, { id: v.id }, facts(w))).id).to.equal(v.id);
  });

  it('when a voucher may not be used, then checkVoucher refuses with the translated reason (422 on code)', async () => {
    const w = await voucherWorld();
    const other = await voucherWorld();
    const foreign = await createVoucher(other, { voucherCode: 'FOREIGN' });
    const soon = await createVoucher(w, { voucherStartDate: day(2), voucherStopDate: day(5) });
    const gone = await createVoucher(w, { voucherStartDate: day(-5), voucherStopDate: day(-1) });
    const full = await createVoucher(w, { voucherQuota: 1, voucherUsgLimit: 5 });
    await claimFor(w, full.id, (await newAgent(w.c)).id);
    const once = await createVoucher(w, { voucherUsgLimit: 1, voucherQuota: 10 });
    await claimFor(w, once.id, w.agent.id);
    const first = await createVoucher(w, { firstOrder: true });
    const pkg = await createVoucher(w, { package: true, voucherMinPurchase: 5000 });
    const min = await createVoucher(w, { voucherMinPurchase: 15_050 });

    const cases: [{ code?: string; id?: number }, Partial<VoucherFacts>, string][] = [
      [{ code: 'NOPE' }, {}, 'Voucher not found. Please check the code.'],
      [{ code: 'FOREIGN' }, {}, 'Voucher not found. Please check the code.'],
      [{ id: foreign.id }, {}, 'Voucher not found. Please check the code.'],
      [{}, {}, 'Voucher not found. Please check the code.'],
      [{ code: soon.voucherCode }, {}, `This voucher can be used from ${day(2)}.`],
      [{ code: gone.voucherCode }, {}, 'This voucher has expired.'],
      [{ code: full.voucherCode }, {}, 'This voucher has been fully redeemed.'],
      [{ code: once.voucherCode }, {}, 'You have already used this voucher as many times as allowed.'],
      [{ code: first.voucherCode }, { isFirstOrder: false }, 'This voucher is for first orders only.'],
      [{ code: pkg.voucherCode }, { hasPackage: false, goodsValue: 100_000 }, 'This voucher is for packages only. Add a package to your cart to use it.'],
      [{ code: pkg.voucherCode }, { hasPackage: true, packageValue: 4999, goodsValue: 100_000 }, 'Spend at least RM 50.00 to use this voucher.'],
      [{ code: min.voucherCode }, { goodsValue: 15_049 }, 'Spend at least RM 150.50 to use this voucher.'],
    ];
    for (const [ref, given, message] of cases) {
      const err = await refusal(checkVoucher(w.c.ctx, ref, facts(w, given)));
      expect(err.status, JSON.stringify(ref)).to.equal(422);
      expect(translate(err.key, 'en', err.params), JSON.stringify(ref)).to.equal(message);
      expect(err.fields).to.have.property('code');
    }
    // The same vouchers pass when the facts allow them.
    expect((await checkVoucher(w.c.ctx, { code: first.voucherCode }, facts(w, { isFirstOrder: true }))).id).to.equal(first.id);
    expect((await checkVoucher(w.c.ctx, { code: pkg.voucherCode }, facts(w, { hasPackage: true, packageValue: 5000, goodsValue: 0 }))).id).to.equal(pkg.id);
    expect((await checkVoucher(w.c.ctx, { code: min.voucherCode }, facts(w, { goodsValue: 15_050 }))).id).to.equal(min.id);
    expect((await checkVoucher(w.c.ctx, { code: once.voucherCode }, facts(w, { userId: (await newAgent(w.c)).id }))).id).to.equal(once.id);
    // The message is in the buyer's language.
    const ms = await refusal(checkVoucher({ ...w.c.ctx, lang: 'ms' }, { code: gone.voucherCode }, facts(w)));
    expect(translate(ms.key, 'ms', ms.params)).to.equal('Baucar ini telah tamat tempoh.');
  });

  it('when the clock reaches the start day and passes the stop day, then the voucher becomes usable, then expired (business days, inclusive)', async () => {
    const w = await voucherWorld();
    const v = await createVoucher(w, { voucherStartDate: day(1), voucherStopDate: day(2) });
    expect((await refusal(checkVoucher(w.c.ctx, { id: v.id }, facts(w)))).key).to.equal('voucher.notStarted');
    clock.advance(DAY_MS);
    expect((await checkVoucher(w.c.ctx, { id: v.id }, facts(w))).id).to.equal(v.id);
    clock.advance(DAY_MS);
    expect((await checkVoucher(w.c.ctx, { id: v.id }, facts(w))).id).to.equal(v.id);
    clock.advance(DAY_MS);
    expect((await refusal(checkVoucher(w.c.ctx, { id: v.id }, facts(w)))).key).to.equal('voucher.expired');
  });

  it('when 50 checkouts claim a voucher with a quota of 5 at once, then exactly 5 uses are taken and the others get 409', async function () {
    this.timeout(60_000);
    const w = await voucherWorld();
    const v = await createVoucher(w, { voucherQuota: 5, voucherUsgLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newAgent(w.c)));
    const orders: { id: number; orderNo: string }[] = [];
    for (const buyer of buyers) orders.push(await newOrder(w.c, buyer.id));
    const voucher = await voucherOf(w, v.id);
    const results = await Promise.allSettled(buyers.map((buyer, i) => inTransaction(w.c.ctx, (tx) => claimVoucher(tx, voucher, buyer.id, orders[i].id, 500))));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(5);
    expect(failed).to.have.length(45);
    for (const f of failed) {
      expect(f.reason).to.be.instanceOf(AppError);
      expect(f.reason).to.include({ status: 409, key: 'voucher.quotaReached' });
    }
    expect(await VoucherUsage.of(w.c.ctx).where('voucherId', v.id).resultSize()).to.equal(5);
    expect((await voucherOf(w, v.id)).used).to.equal(5);
  });

  it('when one buyer claims a voucher in parallel checkouts, then no more than its usage limit is taken', async function () {
    this.timeout(60_000);
    const w = await voucherWorld();
    const v = await createVoucher(w, { voucherQuota: 100, voucherUsgLimit: 2 });
    const orders: { id: number; orderNo: string }[] = [];
    for (let i = 0; i < 10; i++) orders.push(await newOrder(w.c, w.agent.id));
    const voucher = await voucherOf(w, v.id);
    const results = await Promise.allSettled(orders.map((o) => inTransaction(w.c.ctx, (tx) => claimVoucher(tx, voucher, w.agent.id, o.id, 500))));
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(2);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) expect(r.reason).to.include({ status: 409, key: 'voucher.usageLimit' });
    expect(await VoucherUsage.of(w.c.ctx).where('voucherId', v.id).resultSize()).to.equal(2);
    expect((await voucherOf(w, v.id)).used).to.equal(2);
  });

  it('when two vouchers are claimed by many first-time buyers at once, then every claim within quota succeeds (no lock conflict)', async function () {
    this.timeout(60_000);
    const w = await voucherWorld();
    const [a, b] = [await createVoucher(w, { voucherQuota: 50 }), await createVoucher(w, { voucherQuota: 50 })];
    const buyers = await Promise.all(Array.from({ length: 30 }, () => newAgent(w.c)));
    const jobs = [];
    for (const [i, buyer] of buyers.entries()) {
      const voucher = await voucherOf(w, i % 2 ? a.id : b.id);
      const order = await newOrder(w.c, buyer.id);
      jobs.push(() => inTransaction(w.c.ctx, (tx) => claimVoucher(tx, voucher, buyer.id, order.id, 100)));
    }
    const results = await Promise.allSettled(jobs.map((job) => job()));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).to.deep.equal([]);
    expect((await voucherOf(w, a.id)).used + (await voucherOf(w, b.id)).used).to.equal(30);
  });

  it('when an order is released (even twice, or in parallel), then its use comes back once and the quota can be used again', async function () {
    this.timeout(30_000);
    const w = await voucherWorld();
    const v = await createVoucher(w, { voucherQuota: 1, voucherUsgLimit: 1 });
    const order = await claimFor(w, v.id, w.agent.id, 800);
    expect((await voucherOf(w, v.id)).used).to.equal(1);
    expect((await refusal(checkVoucher(w.c.ctx, { id: v.id }, facts(w)))).key).to.equal('voucher.quotaReached');

    await Promise.all(Array.from({ length: 5 }, () => inTransaction(w.c.ctx, (tx) => releaseVoucher(tx, order.id))));
    await inTransaction(w.c.ctx, (tx) => releaseVoucher(tx, order.id));
    expect((await voucherOf(w, v.id)).used).to.equal(0);
    const usage = (await VoucherUsage.of(w.c.ctx).where('orderId', order.id).first())!;
    expect(usage.releasedAt).to.be.a('string');
    expect(usage.discount).to.equal(800);

    // An order without a voucher: nothing to give back.
    const plain = await newOrder(w.c, w.agent.id);
    await inTransaction(w.c.ctx, (tx) => releaseVoucher(tx, plain.id));
    expect((await voucherOf(w, v.id)).used).to.equal(0);

    // The quota and the buyer's usage limit are free again.
    expect((await checkVoucher(w.c.ctx, { id: v.id }, facts(w))).id).to.equal(v.id);
    await claimFor(w, v.id, w.agent.id);
    expect((await voucherOf(w, v.id)).used).to.equal(1);
  });

  it('when a claim fails inside a checkout transaction, then the transaction rolls back and nothing is taken', async () => {
    const w = await voucherWorld();
    const v = await createVoucher(w, { voucherQuota: 3, voucherUsgLimit: 1 });
    await claimFor(w, v.id, w.agent.id);
    const order = await newOrder(w.c, w.agent.id);
    const voucher = await voucherOf(w, v.id);
    const err = await refusal(inTransaction(w.c.ctx, (tx) => claimVoucher(tx, voucher, w.agent.id, order.id, 500)));
    expect(err).to.include({ status: 409, key: 'voucher.usageLimit' });
    expect((await voucherOf(w, v.id)).used).to.equal(1);
    expect(await VoucherUsage.of(w.c.ctx).where('voucherId', v.id).resultSize()).to.equal(1);
  });
});
