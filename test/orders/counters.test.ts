import { expect } from 'chai';
import fc from 'fast-check';
import { raw } from 'objection';
import { ORDER_STAGES, ORDER_TYPES, type OrderType } from '../../common/orders';
import type { Ctx, UserCtx } from '../../server/platform/context';
import { companyCtx } from '../../server/modules/orders/jobs';
import { clock } from '../../server/platform/time';
import { setLevel } from '../../server/modules/inventory/levels';
import { addItem } from '../../server/modules/orders/cart';
import { checkout, quote } from '../../server/modules/orders/checkout';
import { approve, cancel, complete, deleteOrder, expireOrders, markPaid, setTracking, visibleOrders } from '../../server/modules/orders/lifecycle';
import { Order, OrderCount } from '../../server/modules/orders/models';
import { COUNT_CAP, orderCounts, type CountAudience, type StageCounts } from '../../server/modules/orders/counters';
import { recountCompany } from '../../server/modules/orders/counts-rebuild';
import { listOrders, orderSummary } from '../../server/modules/orders/views';
import { dayOf } from '../../server/modules/reports/summaries';
import type { User } from '../../server/modules/users/models';
import { platform } from '../../server/platform';
import { buyer, courierOf, shop, type Shop } from './factories';

/**
 * The order counters (server/modules/orders/counters.ts) against COUNT(*) over the orders: random
 * runs of checkouts (from HQ, from the upline, personal sales; on several days), payments,
 * approvals, pickups, cancellations, deletions and expiries — refused ones included, whose
 * transactions roll back — then every audience's counts per stage, per type and (the company) per
 * day range equal the orders counted one by one, and so do the list's totals and stage tabs.
 */

const DAY = 86_400_000;
const userCtx = (w: { ctx: Ctx }, id: number, role: 'hq' | 'agent'): UserCtx => ({ ...w.ctx, user: { id, role, permissions: new Set(), tierId: null, lang: null } });

type Op = { kind: 'place'; buyer: number; personal: boolean; pickup: boolean; daysAgo: number } | { kind: 'pay' | 'approve' | 'ship' | 'complete' | 'cancel' | 'delete' | 'expire'; order: number };

const onOrder = (kind: Exclude<Op['kind'], 'place'>, weight: number) => ({ weight, arbitrary: fc.record({ kind: fc.constant(kind), order: fc.nat(40) }) });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('place' as const), buyer: fc.nat(2), personal: fc.boolean(), pickup: fc.boolean(), daysAgo: fc.nat(3) }) },
  onOrder('pay', 4),
  onOrder('approve', 3),
  onOrder('ship', 3),
  onOrder('complete', 3),
  onOrder('cancel', 1),
  onOrder('delete', 1),
  onOrder('expire', 1),
);

interface World {
  s: Shop;
  /** The company's context with its features as set by shop() (self-pickup). */
  ctx: Ctx;
  hq: UserCtx;
  agents: User[];
  orders: number[];
  courierId: number;
}

async function world(): Promise<World> {
  const s = await shop(1000);
  const leader = await buyer(s.c, s.tier.id);
  const member = await buyer(s.c, s.tier.id, leader.id);
  const other = await buyer(s.c, s.tier.id);
  // The leader sells to its member (upline orders) and to its customers (personal sales) from its own stock.
  for (const a of [leader, member, other]) await setLevel(s.c.ctx, { storeId: a.id, productId: s.product.id, variantId: 0 }, 1000, 'correction', null);
  const ctx = await companyCtx(s.c.id);
  return { s, ctx, hq: userCtx({ ctx }, s.c.hq.id, 'hq'), agents: [leader, member, other], orders: [], courierId: await courierOf(s) };
}

/** Runs one operation as the party that may take it; refusals (409, 403, 422) are part of the run. */
async function run(w: World, op: Op): Promise<void> {
  const { s } = w;
  if (op.kind === 'place') {
    const a = w.agents[op.buyer]!;
    const storeId = op.personal ? a.id : null;
    clock.advance(-op.daysAgo * DAY);
    try {
      await addItem(w.ctx, a.id, { itemType: 'product', productId: s.product.id, quantity: 1 } as never);
      // Self-pickup is for orders HQ sells (the member's go to its upline).
      const pickup = op.pickup && !op.personal && a.uplineId === null;
      const shipping = pickup ? { shipmentType: 'pickup' as const, shipmentId: s.branch.id } : { shipmentType: 'courier' as const, shipmentId: w.courierId };
      const choices = { ...shipping, paymentType: 'manual' as const, storeId };
      const amounts = await quote(w.ctx, a.id, choices);
      const id = await checkout(w.ctx, a.id, { ...choices, totalPaid: amounts.grandTotal });
      // Placed days back, it would expire at the next expiry run: only the 'expire' step expires an order.
      await Order.of(s.c.ctx).findById(id).patch({ expiresAt: '2999-01-01 00:00:00' });
      w.orders.push(id);
    } catch (error) {
      if (!(error as { status?: number }).status) throw error;
    } finally {
      clock.reset();
    }
    return;
  }
  if (!w.orders.length) return;
  const id = w.orders[op.order % w.orders.length]!;
  const order = (await Order.of(s.c.ctx).findById(id))!;
  const seller = order.sellerId === null ? w.hq : userCtx(w, order.sellerId, 'agent');
  try {
    if (op.kind === 'pay') await markPaid(seller, id);
    else if (op.kind === 'approve') await approve(seller, [id]);
    else if (op.kind === 'ship') await setTracking(seller, id, `TRK${id}`);
    else if (op.kind === 'complete') await complete(seller, id);
    else if (op.kind === 'cancel') await cancel(seller, [id], null);
    else if (op.kind === 'delete') await deleteOrder(userCtx(w, order.buyerId, 'agent'), id);
    else {
      await Order.of(s.c.ctx).findById(id).where('stage', 'unpaid').patch({ expiresAt: '2000-01-01 00:00:00' });
      await expireOrders(w.ctx);
    }
  } catch (error) {
    if (!(error as { status?: number }).status) throw error;
  }
}

/** COUNT(*) per stage of a query over the orders (hidden ones left out). */
async function counted(query: ReturnType<typeof Order.of>): Promise<StageCounts> {
  const rows = (await query.whereNull('orders.deleted_at').groupBy('orders.stage').select('orders.stage', raw('COUNT(*) AS n'))) as unknown as { stage: string; n: number }[];
  const out = Object.fromEntries([['all', 0], ...ORDER_STAGES.map((st) => [st, 0])]) as StageCounts;
  for (const r of rows) {
    out[r.stage as keyof StageCounts] = Number(r.n);
    out.all += Number(r.n);
  }
  return out;
}

async function expectCounters(w: World) {
  const { s } = w;
  const o = () => Order.of(s.c.ctx);
  const check = async (audience: CountAudience, types: readonly OrderType[], expected: Promise<StageCounts>, label: string) =>
    expect(await orderCounts(s.c.ctx, audience, { types }), label).to.deep.equal(await expected);
  for (const types of [ORDER_TYPES, ...ORDER_TYPES.map((t) => [t])]) {
    await check({ scope: 'company' }, types, counted(o().whereIn('type', types)), `company ${types}`);
    for (const a of w.agents) {
      await check({ scope: 'buyer', userId: a.id }, types, counted(o().whereIn('type', types).where('buyerId', a.id)), `buyer ${a.id} ${types}`);
      await check({ scope: 'seller', userId: a.id }, types, counted(o().whereIn('type', types).where('sellerId', a.id)), `seller ${a.id} ${types}`);
      const visible = visibleOrders(userCtx(w, a.id, 'agent')).whereIn('orders.type', types) as unknown as ReturnType<typeof Order.of>;
      await check({ scope: 'agent', userId: a.id }, types, counted(visible), `agent ${a.id} ${types}`);
    }
  }
  // The company's days: every range of the last five days.
  const days = [...Array(5).keys()].map((k) => dayOf(new Date(Date.now() - k * DAY).toISOString().replace('T', ' ').replace('Z', '')));
  const startOf = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`)).toISOString().replace('T', ' ').replace('Z', '');
  const nextOf = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`) + DAY).toISOString().replace('T', ' ').replace('Z', '');
  for (const from of days) {
    for (const to of days.filter((d) => d >= from)) {
      const expected = await counted(o().where('createdAt', '>=', startOf(from)).where('createdAt', '<', nextOf(to)));
      expect(await orderCounts(s.c.ctx, { scope: 'company' }, { dateFrom: from, dateTo: to }), `${from}…${to}`).to.deep.equal(expected);
      // The list's total and its stage tabs, HQ's and under a filter the counters do not key on (payment status: counted up to the cap).
      expect(await orderSummary(w.hq, { dateFrom: from, dateTo: to }), `tabs ${from}…${to}`).to.deep.equal(expected);
      expect((await listOrders(w.hq, { dateFrom: from, dateTo: to, stage: 'unpaid' })).total, `list ${from}…${to}`).to.equal(expected.unpaid);
      const paid = await counted(o().where('createdAt', '>=', startOf(from)).where('createdAt', '<', nextOf(to)).where('paymentStatus', 'paid'));
      expect(await orderSummary(w.hq, { dateFrom: from, dateTo: to, paymentStatus: 'paid' }), `paid tabs ${from}…${to}`).to.deep.equal(paid);
    }
  }
  for (const a of w.agents) {
    const me = userCtx(w, a.id, 'agent');
    const visible = visibleOrders(me) as unknown as ReturnType<typeof Order.of>;
    expect(await orderSummary(me, {}), `tabs of ${a.id}`).to.deep.equal(await counted(visible));
    const team = await counted(o().where('sellerId', a.id).where('type', 'upline'));
    expect((await listOrders(me, { type: 'team' })).total, `team of ${a.id}`).to.equal(team.all);
    expect((await listOrders(me, { placed: 'true', received: 'true' })).total, `personal of ${a.id}`).to.equal((await counted(o().where('buyerId', a.id).where('sellerId', a.id))).all);
  }
}

describe('orders: counters', function () {
  this.timeout(600_000);

  it('equal COUNT(*) per audience, stage, type and day after random checkouts, payments, approvals, pickups, cancellations, deletions and expiries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 20, maxLength: 50 }), async (ops) => {
        const w = await world();
        // Every run starts with an order HQ sells to the leader (the random steps may place none).
        for (const op of [{ kind: 'place', buyer: 0, personal: false, pickup: true, daysAgo: 0 } as Op, ...ops]) await run(w, op);
        expect(w.orders.length, 'orders placed').to.be.greaterThan(0);
        await expectCounters(w);
        // A rebuild from the orders gives the same rows as the increments (zeros aside).
        const kept = await OrderCount.of(w.s.c.ctx).where('n', '<>', 0).orderBy(['scope', 'scopeId', 'day', 'stage', 'type']);
        await platform().db.transaction((trx) => recountCompany(trx, w.s.c.id));
        expect(await OrderCount.of(w.s.c.ctx).orderBy(['scope', 'scopeId', 'day', 'stage', 'type'])).to.deep.equal(kept);
      }),
      { numRuns: 8 },
    );
  });

  it('a count the counters do not key on stops at the cap, and the list says so', async () => {
    const w = await world();
    const count = COUNT_CAP + 3;
    const a = w.agents[2]!;
    // COUNT_CAP + 3 unpaid HQ orders of one day, written by the database (digits crossed: 0…99,999).
    const digits = `(${[...Array(10).keys()].map((d) => `SELECT ${d} AS d`).join(' UNION ALL ')})`;
    const n = 'a.d + 10 * b.d + 100 * c.d + 1000 * e.d + 10000 * f.d';
    const orderNo = platform().db.client.config.client === 'mysql2' ? `CONCAT('CAP', ${n})` : `'CAP' || (${n})`;
    await platform().db.raw(
      `INSERT INTO orders (company_id, order_no, reference_no, type, buyer_id, created_by, stage, payment_type, payment_status, shipment_type, subtotal, grand_total, created_at, updated_at)
       SELECT ?, ${orderNo}, 'CAP', 'hq', ?, ?, 'unpaid', 'manual', 'unpaid', 'pickup', 1000, 1000, ?, ?
       FROM ${digits} a CROSS JOIN ${digits} b CROSS JOIN ${digits} c CROSS JOIN ${digits} e CROSS JOIN ${digits} f WHERE ${n} < ?`,
      [w.s.c.id, a.id, a.id, '2026-01-05 02:00:00', '2026-01-05 02:00:00', count],
    );
    await platform().db.transaction((trx) => recountCompany(trx, w.s.c.id));
    const counted = await orderCounts(w.s.c.ctx, { scope: 'company' }, { dateFrom: '2026-01-05', dateTo: '2026-01-05' });
    expect(counted.unpaid).to.equal(count);
    const list = await listOrders(w.hq, { paymentStatus: 'unpaid', perPage: 5 });
    expect(list.items).to.have.length(5);
    expect({ total: list.total, capped: list.capped }).to.deep.equal({ total: COUNT_CAP, capped: true });
    const res = await w.s.http.get('/manage-orders?paymentStatus=unpaid&perPage=5', w.s.hq);
    expect(res.status).to.equal(200);
    expect(res.headers['content-range']).to.equal(`items 0-4/${COUNT_CAP}`);
    expect(res.body.meta.message).to.match(/More than 10,000 orders match/);
    const exact = await w.s.http.get('/manage-orders?stage=unpaid&perPage=5', w.s.hq);
    expect(exact.headers['content-range']).to.equal(`items 0-4/${count}`);
    expect(exact.body.meta.message).to.not.match(/More than/);
  });
});
