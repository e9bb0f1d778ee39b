import { expect } from 'chai';
import fc from 'fast-check';
import { CommissionLine, CommissionPeriod } from '../../server/modules/commissions/models';
import { formulaOf } from '../../server/modules/commissions/reads';
import { mulDiv, percentOf, roundHalfUp } from '../../server/platform/money';
import { clawBackOrder, overrideShares, periodOf, writeOrderCommissions, zeroedOverride, type OverrideStep } from '../../server/modules/commissions/orders';
import { cancel } from '../../server/modules/orders/lifecycle';
import { closePeriod, verifyPeriod } from '../../server/modules/commissions/period';
import { CommissionRank } from '../../server/modules/tiers/models';
import { AgentPeriodSales } from '../../server/modules/orders/models';
import { Tier } from '../../server/modules/tiers/models';
import { businessTime, clock, nowDb } from '../../server/platform/time';
import { inTransaction } from '../../server/platform/tx';
import { Branch } from '../../server/modules/companies/models';
import { api, login } from '../harness';
import { tokenOf } from '../orders/factories';
import { hqCtx, linesOf, netsOf, paidOrder, plan, withFeatures, type Plan } from './factories';

/** Ten serums bought at the buyer's (Agent) price of RM 100. */
const tenSerums = (p: Plan, off = 0) => [{ product: p.serum, quantity: 10, unitPrice: 10000, off }];

describe('commissions: money helpers', () => {
  it('rounds half away from zero, so a negative amount is exactly the negation of its positive twin', () => {
    expect(roundHalfUp(5, 2)).to.equal(3);
    expect(roundHalfUp(-5, 2)).to.equal(-3); // Math.round(-2.5) would give -2
    expect(roundHalfUp(7, 3)).to.equal(2);
    expect(roundHalfUp(-7, 3)).to.equal(-2);
    expect(percentOf(99999, 500)).to.equal(5000); // 4999.95
    expect(percentOf(-99999, 500)).to.equal(-5000);
    expect(percentOf(1, 4999)).to.equal(0);
    // Minor units up to 1e15 stay exact through the product.
    expect(mulDiv(1e15, 9999, 10000)).to.equal(999_900_000_000_000);
    expect(percentOf(999_999_999_999_999, 1)).to.equal(100_000_000_000); // 99,999,999,999.99990
    expect(() => roundHalfUp(1, 0)).to.throw(RangeError);
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (a, bp) => percentOf(-a, bp) === -percentOf(a, bp) || percentOf(a, bp) === 0));
  });
});

describe('commissions: the override differential (property)', () => {
  const step: fc.Arbitrary<OverrideStep> = fc.record({
    agentId: fc.integer({ min: 1, max: 1e6 }),
    tierId: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null, freq: 8 }),
    price: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null, freq: 6 }),
    overrides: fc.boolean(),
  });
  const chain = fc.record({ start: fc.integer({ min: 1, max: 1_000_000 }), uplines: fc.array(step, { maxLength: 10 }), units: fc.integer({ min: 1, max: 1000 }) });

  it('never pays more than (buyer price − lowest price in the chain) × units, and exactly that when every upline has a price and earns override', () => {
    fc.assert(
      fc.property(chain, ({ start, uplines, units }) => {
        const priced = uplines.filter((u) => u.tierId !== null && u.price !== null);
        const lowest = Math.min(start, ...priced.map((u) => u.price!));
        const shares = overrideShares(start, uplines, units);
        const total = shares.reduce((s, x) => s + x.amount, 0);
        expect(shares.every((s) => s.amount > 0)).to.equal(true);
        expect(total).to.be.at.most((start - lowest) * units);
        if (uplines.every((u) => u.tierId !== null && u.price !== null && u.overrides)) expect(total).to.equal((start - lowest) * units);
      }),
    );
  });
});

describe('commissions: per-order lines', () => {
  afterEach(() => clock.reset());

  it("pays the worked example of docs/compensation.md: D buys 10 from HQ → C 200 + 20, B 100, A 100 (and C's introducer bonus)", async () => {
    const p = await plan();
    const order = await paidOrder(p, p.D, tenSerums(p));
    // Override: C (100 − 80) × 10 = RM 200; B (80 − 70) × 10 = RM 100; A (70 − 60) × 10 = RM 100 — RM 400 = (100 − 60) × 10.
    // Product commission: RM 2 × 10 = RM 20 to C. Introducer (no helper → the direct upline C): RM 1 × 10 = RM 10.
    expect(await linesOf(p, order.id)).to.deep.equal(['introducer earn C 1000', 'override earn A 10000', 'override earn B 10000', 'override earn C 20000', 'product-commission earn C 2000']);
    const c = (await CommissionLine.of(p.c.ctx).where({ orderId: order.id, type: 'override', beneficiaryId: p.C.id }).first())!;
    expect(c).to.include({ kind: 'earn', sourceType: 'order_item', period: businessTime().format('YYYY-MM'), rule: 'override.differential', buyerId: p.D.id });
    expect(Boolean(c.payable)).to.equal(true);
    expect(JSON.parse(c.figures)).to.include({ buyerTier: 'Agent', buyerPrice: 10000, beneficiaryTier: 'Dealer', priceAccounted: 10000, beneficiaryPrice: 8000, units: 10, depth: 1 });
    const a = (await CommissionLine.of(p.c.ctx).where({ orderId: order.id, type: 'override', beneficiaryId: p.A.id }).first())!;
    expect(JSON.parse(a.figures)).to.include({ priceAccounted: 7000, beneficiaryPrice: 6000, depth: 3 });
    // The month's figures: PS and its commissionable part.
    const month = (await AgentPeriodSales.of(p.c.ctx).where({ agentId: p.D.id, period: periodOf() }).first())!;
    expect([Number(month.psAmount), month.psUnits, Number(month.csAmount), month.csUnits]).to.deep.equal([100000, 10, 100000, 10]);
  });

  it('writes every line with the figures check calculation spells out (no line falls back to bare key: value pairs)', async () => {
    const p = await plan();
    const hq = await paidOrder(p, p.D, tenSerums(p));
    const upline = await paidOrder(p, p.D, tenSerums(p), { type: 'upline' });
    const lines = await CommissionLine.of(p.c.ctx).whereIn('orderId', [hq.id, upline.id]).orderBy('id');
    const formulas = lines.map((l) => formulaOf({ type: l.type, kind: l.kind, amount: l.amount, reversesId: l.reversesId, figures: JSON.parse(l.figures) }, 'MYR', 'en'));
    expect(formulas).to.include('(RM 100.00 − RM 80.00) × 10 units = RM 200.00');
    expect(formulas).to.include('RM 1,000.00 − RM 80.00 × 10 = RM 200.00');
    expect(formulas).to.include('RM 2.00 each × 10 = RM 20.00');
    expect(formulas.filter((f) => f.includes('→'))).to.deep.equal([]);
  });

  it('gives the seller its sale profit on an order bought from it, and nobody an override', async () => {
    const p = await plan();
    const order = await paidOrder(p, p.D, tenSerums(p), { type: 'upline' });
    // C sells at RM 100 what it bought at its Dealer price RM 80: (100 − 80) × 10 = RM 200, collected by C itself.
    expect(await linesOf(p, order.id)).to.deep.equal(['sale-profit earn C 20000']);
    const line = (await CommissionLine.of(p.c.ctx).where({ orderId: order.id }).first())!;
    expect(Boolean(line.payable)).to.equal(false);
    expect(JSON.parse(line.figures)).to.include({ salesValue: 100000, sellerTier: 'Dealer', sellerPrice: 8000, cost: 80000 });
    // Counts in PS, not in the commissionable part.
    const month = (await AgentPeriodSales.of(p.c.ctx).where({ agentId: p.D.id, period: periodOf() }).first())!;
    expect([Number(month.psAmount), Number(month.csAmount), month.csUnits]).to.deep.equal([100000, 0, 0]);
  });

  it("gives an agent the margin of a sale to its own customer (retail after the customer's voucher − its own price)", async () => {
    const p = await plan();
    const order = await paidOrder(p, p.C, [{ product: p.serum, quantity: 3, unitPrice: 12000, off: 1000 }], { type: 'personal' });
    // 3 × RM 120 − RM 10 voucher = RM 350; C's cost 3 × RM 80 = RM 240 → RM 110.
    expect(await linesOf(p, order.id)).to.deep.equal(['sale-profit earn C 11000']);
  });

  it("pays the helper its own tier's percentage of the sales value and makes it the introducer", async () => {
    const p = await plan();
    const H = await p.agent(p.B.id, p.tiers.stockist.id);
    const E = await p.agent(p.C.id, p.tiers.agent.id, { helperId: H.id });
    const order = await paidOrder(p, E, tenSerums(p, 1));
    // Sales value RM 1,000 − 1 sen = 99,999 sen; helper H (Stockist, 5 %): 4,999.95 → 5,000 sen.
    // Introducer = the helper: RM 1 × 10. Overrides and product commission as in the worked example.
    expect(await linesOf(p, order.id, { H, E })).to.deep.equal([
      'helper earn H 5000',
      'introducer earn H 1000',
      'override earn A 10000',
      'override earn B 10000',
      'override earn C 20000',
      'product-commission earn C 2000',
    ]);
    const helper = (await CommissionLine.of(p.c.ctx).where({ orderId: order.id, type: 'helper' }).first())!;
    expect(JSON.parse(helper.figures)).to.include({ salesValue: 99999, rateBp: 500, beneficiaryTier: 'Stockist' });
  });

  it("pays the recruiter on the recruit's first paid order only: not at sign-up, not on the second order", async () => {
    const p = await plan();
    const R = await p.agent(p.C.id, p.tiers.agent.id);
    expect(await CommissionLine.of(p.c.ctx).where({ beneficiaryId: p.C.id }).resultSize()).to.equal(0);
    // The first order, bought from the upline C: recruitment RM 50 (Agent tier) to C, plus C's sale profit RM 200.
    const first = await paidOrder(p, R, tenSerums(p), { type: 'upline', firstOrder: true });
    expect(await linesOf(p, first.id)).to.deep.equal(['recruitment earn C 5000', 'sale-profit earn C 20000']);
    const line = (await CommissionLine.of(p.c.ctx).where({ orderId: first.id, type: 'recruitment' }).first())!;
    expect(line).to.include({ sourceType: 'order', sourceId: first.id });
    const second = await paidOrder(p, R, tenSerums(p));
    expect((await linesOf(p, second.id)).filter((l) => l.startsWith('recruitment'))).to.deep.equal([]);
    expect(await CommissionLine.of(p.c.ctx).where({ type: 'recruitment' }).resultSize()).to.equal(1);
  });

  it('writes no override and no product commission on a first order when zeroriseOverriding is on', async () => {
    const p = await plan();
    await withFeatures(p, { zeroriseOverriding: true });
    const first = await paidOrder(p, p.D, tenSerums(p), { firstOrder: true });
    // Introducer and recruitment are not of the override family.
    expect(await linesOf(p, first.id)).to.deep.equal(['introducer earn C 1000', 'recruitment earn C 5000']);
    // What it would have paid (the zerorise history): RM 400 of override and RM 20 of product commission.
    expect(await zeroedOverride(p.c.ctx, first.id)).to.equal(42000);
    const second = await paidOrder(p, p.D, tenSerums(p));
    expect((await linesOf(p, second.id)).filter((l) => l.startsWith('override') || l.startsWith('product'))).to.have.length(4);
  });

  it("pays the affiliate the products' affiliate commission per unit", async () => {
    const p = await plan();
    const X = await p.agent(p.A.id, p.tiers.dealer.id);
    const order = await paidOrder(p, p.D, [...tenSerums(p).map((l) => ({ ...l, quantity: 4 })), { product: p.toner, quantity: 1, unitPrice: 5000 }], { affiliateId: X.id });
    // Serum RM 3 × 4 = RM 12; the toner has none.
    expect((await linesOf(p, order.id, { X })).filter((l) => l.startsWith('affiliate'))).to.deep.equal(['affiliate earn X 1200']);
  });

  it('pays product commission and introducer bonus on a package by its contents, and no differential', async () => {
    const p = await plan();
    const order = await paidOrder(p, p.D, [{ packageId: p.pack.id, quantity: 2, unitPrice: 25000 }]);
    // A pack holds 2 serums + 1 toner: product commission (2 × 200 + 100) × 2 = 1,000 sen; introducer (2 × 100 + 50) × 2 = 500 sen.
    expect(await linesOf(p, order.id)).to.deep.equal(['introducer earn C 500', 'product-commission earn C 1000']);
    // Bought from C at the one package price: no margin, no line.
    const fromC = await paidOrder(p, p.D, [{ packageId: p.pack.id, quantity: 2, unitPrice: 25000 }], { type: 'upline' });
    expect(await linesOf(p, fromC.id)).to.deep.equal([]);
  });

  it('claws back a refund in the same month: every line reversed, net zero per beneficiary, PS and CS back', async () => {
    const p = await plan();
    const H = await p.agent(p.B.id, p.tiers.stockist.id);
    const E = await p.agent(p.C.id, p.tiers.agent.id, { helperId: H.id });
    const order = await paidOrder(p, E, tenSerums(p, 1), { firstOrder: true });
    await cancel(hqCtx(p), [order.id], 'refund');
    expect(await linesOf(p, order.id, { H, E })).to.deep.equal([
      'helper clawback H -5000',
      'helper earn H 5000',
      'introducer clawback H -1000',
      'introducer earn H 1000',
      'override clawback A -10000',
      'override clawback B -10000',
      'override clawback C -20000',
      'override earn A 10000',
      'override earn B 10000',
      'override earn C 20000',
      'product-commission clawback C -2000',
      'product-commission earn C 2000',
      'recruitment clawback C -5000',
      'recruitment earn C 5000',
    ]);
    expect(await netsOf(p, order.id)).to.deep.equal({});
    const claw = (await CommissionLine.of(p.c.ctx).where({ orderId: order.id, kind: 'clawback', type: 'override', beneficiaryId: p.C.id }).first())!;
    const earn = (await CommissionLine.of(p.c.ctx).where({ orderId: order.id, kind: 'earn', type: 'override', beneficiaryId: p.C.id }).first())!;
    expect(claw).to.include({ period: earn.period, reversesId: earn.id, sourceId: earn.sourceId, rule: 'clawback.order' });
    const month = (await AgentPeriodSales.of(p.c.ctx).where({ agentId: E.id, period: periodOf() }).first())!;
    expect([Number(month.psAmount), Number(month.csAmount), month.csUnits]).to.deep.equal([0, 0, 0]);
    // Idempotent: a second clawback finds every net at zero.
    const count = await CommissionLine.of(p.c.ctx).where({ orderId: order.id }).resultSize();
    await inTransaction(p.c.ctx, (tx) => clawBackOrder(tx, order));
    expect(await CommissionLine.of(p.c.ctx).where({ orderId: order.id }).resultSize()).to.equal(count);
  });

  it("claws back a refund of a later month in that month: by each line's net (forfeits, compression) and the order's share of closed period bonuses", async () => {
    const p = await plan();
    const order = await paidOrder(p, p.D, tenSerums(p));
    const paidPeriod = periodOf();
    const item = (await CommissionLine.of(p.c.ctx).where({ orderId: order.id, type: 'override', beneficiaryId: p.B.id }).first())!;
    // The close of the paid month (lines as a close before one forfeit per type and upline wrote them: per source): B
    // missed maintenance, its RM 100 compressed to A; A's performance bonus (3 %) and D's
    // personal-level bonus (2 %) counted this order's sales.
    const base = {
      period: paidPeriod,
      sourceType: 'order_item' as const,
      sourceId: item.sourceId,
      orderId: order.id,
      buyerId: p.D.id,
      payable: true,
      reversesId: item.id,
      figures: '{}',
      createdAt: nowDb(),
    };
    await CommissionLine.of(p.c.ctx).insert({ ...base, type: 'override', kind: 'forfeit', beneficiaryId: p.B.id, amount: -10000, rule: 'maintenance.forfeit' });
    await CommissionLine.of(p.c.ctx).insert({ ...base, type: 'override', kind: 'compression', beneficiaryId: p.A.id, amount: 10000, rule: 'maintenance.compression' });
    const bonus = { period: paidPeriod, kind: 'earn' as const, sourceType: 'agent' as const, sourceId: p.D.id, orderId: null, buyerId: null, payable: true, reversesId: null, createdAt: nowDb() };
    const perf = await CommissionLine.of(p.c.ctx).insertAndFetch({
      ...bonus,
      type: 'performance',
      beneficiaryId: p.A.id,
      amount: 3000,
      rule: 'performance.differential',
      figures: JSON.stringify({ rateBp: 300 }),
    });
    await CommissionLine.of(p.c.ctx).insert({ ...bonus, type: 'personal-level', beneficiaryId: p.D.id, amount: 2000, rule: 'personal-level.percent', figures: JSON.stringify({ rateBp: 200 }) });
    await CommissionPeriod.of(p.c.ctx).insert({ period: paidPeriod, status: 'closed', lineCount: 6 });

    const next = businessTime().add(1, 'month').startOf('month').add(1, 'day');
    clock.advance(next.valueOf() - clock.now().valueOf());
    const refundPeriod = periodOf();
    expect(refundPeriod).to.not.equal(paidPeriod);
    await cancel(hqCtx(p), [order.id], 'refund');

    const clawbacks = await CommissionLine.of(p.c.ctx).where({ orderId: order.id, kind: 'clawback' });
    expect(clawbacks.every((l) => l.period === refundPeriod)).to.equal(true);
    expect(clawbacks.map((l) => `${l.type} ${[p.A.id, p.B.id, p.C.id, p.D.id].indexOf(l.beneficiaryId)} ${l.amount}`).sort()).to.deep.equal([
      'introducer 2 -1000',
      // A: 10,000 earned + 10,000 moved to it; B: 10,000 − 10,000 forfeited = nothing to take back.
      'override 0 -20000',
      'override 2 -20000',
      // 3 % and 2 % of the line's sales value RM 1,000.
      'performance 0 -3000',
      'personal-level 3 -2000',
      'product-commission 2 -2000',
    ]);
    const share = clawbacks.find((l) => l.type === 'performance')!;
    expect(share).to.include({ reversesId: perf.id, rule: 'clawback.period-share', sourceType: 'order_item', sourceId: item.sourceId });
    // Nothing in the closed month changed; the per-order types net to zero.
    expect(await CommissionLine.of(p.c.ctx).where({ period: paidPeriod }).resultSize()).to.equal(9);
    const nets = await netsOf(p, order.id);
    expect(nets).to.deep.equal({ [`performance:${p.A.id}`]: -3000, [`personal-level:${p.D.id}`]: -2000 });
    // The refund month's sales lose the order.
    const month = (await AgentPeriodSales.of(p.c.ctx).where({ agentId: p.D.id, period: refundPeriod }).first())!;
    expect([Number(month.psAmount), Number(month.csAmount)]).to.deep.equal([-100000, -100000]);
    // Idempotent.
    await inTransaction(p.c.ctx, (tx) => clawBackOrder(tx, order));
    expect(await CommissionLine.of(p.c.ctx).where({ orderId: order.id, kind: 'clawback' }).resultSize()).to.equal(6);
  });

  it('writes the lines of an order once however often it is called', async () => {
    const p = await plan();
    const order = await paidOrder(p, p.D, tenSerums(p), { firstOrder: true });
    const before = await linesOf(p, order.id);
    expect(before).to.have.length(6);
    await inTransaction(p.c.ctx, (tx) => writeOrderCommissions(tx, order));
    await inTransaction(p.c.ctx, (tx) => writeOrderCommissions(tx, order));
    expect(await linesOf(p, order.id)).to.deep.equal(before);
  });

  it('writes nothing again for a refunded order', async () => {
    const p = await plan();
    const order = await paidOrder(p, p.D, tenSerums(p));
    await cancel(hqCtx(p), [order.id], null);
    const count = await CommissionLine.of(p.c.ctx).resultSize();
    await inTransaction(p.c.ctx, (tx) => writeOrderCommissions(tx, order));
    expect(await CommissionLine.of(p.c.ctx).resultSize()).to.equal(count);
  });

  it('pays no override or product commission to a tier without overriding commission, whose price still lowers the differential', async () => {
    const p = await plan();
    await Tier.of(p.c.ctx).findById(p.tiers.stockist.id).patch({ overridingCommission: false });
    const order = await paidOrder(p, p.D, tenSerums(p));
    // B (Stockist) earns nothing; A still earns only (70 − 60) × 10: B's step stays with HQ.
    expect((await linesOf(p, order.id)).filter((l) => l.startsWith('override'))).to.deep.equal(['override earn A 10000', 'override earn C 20000']);
  });

  it('runs inside the real payment and cancellation: an agent checks out, HQ marks the order paid, then cancels it', async () => {
    const p = await plan();
    await withFeatures(p, { orderCompany: true, allLevel: true, selfPickup: true, bookingTimeMinutes: 0 });
    const branch = await Branch.of(p.c.ctx).insertAndFetch({ name: 'Main branch', isPickup: true, state: 'Selangor' });
    const E = await p.agent(p.C.id, p.tiers.agent.id, { country: 'MY', state: 'Selangor', address1: '1 Jalan Test', postcode: '40000', city: 'Shah Alam', phoneCode: '+60', phone: '123456789' });
    const http = api(p.c.host);
    const token = tokenOf(p.c, E);
    const add = await http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: p.serum.id, quantity: 10 });
    expect(add.status, JSON.stringify(add.body)).to.equal(200);
    const placed = await http
      .post('/sales/my-shop/checkout', token)
      .send({ shipmentType: 'pickup', shipmentId: branch.id, paymentType: 'manual', totalPaid: add.body.data.amounts.grandTotal, sessionId: 'commission-flow' });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const id = placed.body.data.id as number;
    expect(await CommissionLine.of(p.c.ctx).where({ orderId: id }).resultSize()).to.equal(0);
    const hq = await login(p.c.host, p.c.hq.email);
    expect((await http.post('/manage-orders/mark-paid', hq).send({ id })).status).to.equal(200);
    // The worked example, plus C's introducer bonus and its recruitment commission on E's first order.
    expect(await linesOf(p, id)).to.deep.equal([
      'introducer earn C 1000',
      'override earn A 10000',
      'override earn B 10000',
      'override earn C 20000',
      'product-commission earn C 2000',
      'recruitment earn C 5000',
    ]);
    expect((await http.post('/manage-orders/cancel', hq).send({ ids: [id], reason: 'refund' })).status).to.equal(200);
    expect(await netsOf(p, id)).to.deep.equal({});
    expect(await CommissionLine.of(p.c.ctx).where({ orderId: id, kind: 'clawback' }).resultSize()).to.equal(6);
  });

  it("when an upline's override was forfeited at the close and the order is refunded later, then nothing is taken back from that upline", async () => {
    const p = await plan();
    // B (Stockist) must buy RM 0.01 to keep its override: it buys nothing, so the close forfeits it.
    await Tier.of(p.c.ctx).findById(p.tiers.stockist.id).patch({ momAmount: 1 });
    const order = await paidOrder(p, p.D, tenSerums(p));
    const second = await paidOrder(p, p.D, tenSerums(p));
    const paidPeriod = periodOf();
    const next = businessTime().add(1, 'month').startOf('month').add(1, 'day');
    clock.advance(next.valueOf() - clock.now().valueOf());
    try {
      await closePeriod(p.c.ctx, paidPeriod, p.c.hq.id);
      // One forfeit line for B's override of the month, both orders' RM 100 in it.
      const forfeits = await CommissionLine.of(p.c.ctx).where({ period: paidPeriod, kind: 'forfeit' });
      expect(forfeits.map((l) => [l.type, l.beneficiaryId, l.sourceType, l.sourceId, l.amount, l.orderId])).to.deep.equal([['override', p.B.id, 'agent', p.B.id, -20000, null]]);
      const figures = JSON.parse(forfeits[0].figures as unknown as string);
      expect(figures).to.include({ basis: 'amount', required: 1, ps: 0, net: 20000, sources: 2 });
      expect(formulaOf({ type: 'override', kind: 'forfeit', amount: -20000, reversesId: null, figures }, 'MYR', 'en')).to.equal(
        'Forfeited (maintenance not met): −[2 sales of the month, RM 200.00 in all; personal sales RM 0.00 of RM 0.01 required → RM 200.00]',
      );

      await cancel(hqCtx(p), [order.id], 'refund');
      const clawbacks = await CommissionLine.of(p.c.ctx).where({ orderId: order.id, kind: 'clawback', type: 'override' });
      expect(clawbacks.map((l) => [l.beneficiaryId, l.amount]).sort((a, b) => a[0] - b[0])).to.deep.equal(
        [
          [p.A.id, -10000],
          [p.C.id, -20000],
        ].sort((a, b) => a[0] - b[0]),
      );
      // B's override nets to zero: earned 200, forfeited 200, nothing taken back.
      const b = await CommissionLine.of(p.c.ctx).where({ beneficiaryId: p.B.id, type: 'override' });
      expect(b.reduce((sum, l) => sum + l.amount, 0)).to.equal(0);
      expect(second.id).to.be.above(order.id);
      expect((await verifyPeriod(p.c.ctx, paidPeriod)).same).to.equal(true);
    } finally {
      clock.reset();
    }
  });

  it('when an order is refunded after its month ended but before the close, then the close forfeits nothing twice and takes back its share of the bonuses it pays', async () => {
    const p = await plan();
    // B (Stockist) must buy RM 0.01 to earn its override: it buys nothing, so it misses maintenance.
    await Tier.of(p.c.ctx).findById(p.tiers.stockist.id).patch({ momAmount: 1 });
    // One rank everybody holds: 2 % personal level on its own commissionable PS (only D buys).
    await CommissionRank.of(p.c.ctx).insert({
      commissionName: 'Everyone',
      personalSales: 0,
      totalPersonalGroupSales: 0,
      sideGroupSales: 0,
      commission: 0,
      personalLevelCommission: 200,
      isLeadership: false,
    });
    const order = await paidOrder(p, p.D, tenSerums(p));
    const paidPeriod = periodOf();
    const next = businessTime().add(1, 'month').startOf('month').add(1, 'day');
    clock.advance(next.valueOf() - clock.now().valueOf());
    try {
      await cancel(hqCtx(p), [order.id], 'refund');
      await closePeriod(p.c.ctx, paidPeriod, p.c.hq.id);
      // B's RM 100 override was clawed back at the refund: the close has nothing left to forfeit.
      expect(await CommissionLine.of(p.c.ctx).where({ period: paidPeriod, kind: 'forfeit' }).resultSize()).to.equal(0);
      // D's personal level on its RM 1,000 of the closed month (2 % = RM 20) comes back in the refund's month.
      const share = await CommissionLine.of(p.c.ctx).where({ orderId: order.id, type: 'personal-level', kind: 'clawback' });
      expect(share.map((l) => [l.period, l.beneficiaryId, l.amount])).to.deep.equal([[periodOf(), p.D.id, -2000]]);
      // Per order, only that share remains (its bonus line belongs to the month, not to the order).
      expect(await netsOf(p, order.id)).to.deep.equal({ [`personal-level:${p.D.id}`]: -2000 });
      // Everything the order produced nets to zero, the bonus included.
      const all = await CommissionLine.of(p.c.ctx).where({ beneficiaryId: p.D.id, type: 'personal-level' });
      expect(all.reduce((sum, l) => sum + l.amount, 0)).to.equal(0);
      expect((await verifyPeriod(p.c.ctx, paidPeriod)).same).to.equal(true);
    } finally {
      clock.reset();
    }
  });
});
