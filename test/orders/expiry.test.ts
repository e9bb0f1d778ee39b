import { expect } from 'chai';
import { Order } from '../../server/modules/orders/models';
import { orderCounted } from '../../server/modules/orders/counters';
import { expireOrders } from '../../server/modules/orders/lifecycle';
import { toDbTime } from '../../server/platform/time';
import { failQueries } from '../faults';
import { buyer, pickupOrder, shop, stockOf, tokenOf } from './factories';

const FAILING = 505;
const LATER = 15;

/**
 * The expiry job (orders/lifecycle.ts expireOrders) over more due orders than one page of 500,
 * the oldest of which cannot expire: the stock they would give back cannot be recorded.
 */
describe('order expiry past failing orders', () => {
  it('when the oldest due orders keep failing, then the later ones still expire in the same run, and the failing ones are tried again next run', async function () {
    this.timeout(180_000);
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const placed = await pickupOrder(s, tokenOf(s.c, agent), 1);
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const knex = Order.knex();
    // The placed order (not due) is the model of the due ones: copies with their reserved unit each,
    // counted as checkout counts them; expiry times in steps shared by 7 orders, so equal times
    // straddle the page boundary.
    await Order.of(s.c.ctx).findById(placed.body.data.id).patch({ expiresAt: '2999-01-01 00:00:00' });
    const { id: _id, ...model } = (await knex('orders').where({ companyId: s.c.id, id: placed.body.data.id }).first()) as Record<string, unknown>;
    const [part] = (await knex('order_stock').where({ companyId: s.c.id, orderId: placed.body.data.id })) as Record<string, unknown>[];
    const base = Date.UTC(2001, 0, 1);
    const copies: { id: number; orderNo: string }[] = [];
    for (let i = 0; i < FAILING + LATER; i++) {
      const row = { ...model, orderNo: `EXP${String(i).padStart(6, '0')}`, sessionId: null, expiresAt: toDbTime(new Date(base + Math.floor(i / 7) * 1000)) };
      const [id] = (await knex('orders').insert(row)) as number[];
      const { id: _partId, ...stock } = part!;
      await knex('order_stock').insert({ ...stock, orderId: id });
      await orderCounted(s.c.ctx, (await Order.of(s.c.ctx).findById(id!))!);
      copies.push({ id: id!, orderNo: row.orderNo });
    }
    const failing = new Set(copies.slice(0, FAILING).map((o) => o.orderNo));
    const stageOf = async (ids: number[]) => new Set((await Order.of(s.c.ctx).whereIn('id', ids).select('stage')).map((o) => o.stage));
    const stockBefore = await stockOf(s.c, 0, s.product.id);

    const restore = failQueries((q) => /^insert into [`"]stock_movements[`"]/i.test(q.sql) && (q.bindings ?? []).some((b) => typeof b === 'string' && failing.has(b)));
    try {
      expect(await expireOrders(s.c.ctx)).to.equal(LATER);
      expect(await stageOf(copies.slice(FAILING).map((o) => o.id))).to.deep.equal(new Set(['cancelled']));
      expect(await stageOf(copies.slice(0, FAILING).map((o) => o.id))).to.deep.equal(new Set(['unpaid']));
      expect(await stockOf(s.c, 0, s.product.id)).to.equal(stockBefore + LATER);
      // Still failing at the next run: tried again, none expires, nothing else changes.
      expect(await expireOrders(s.c.ctx)).to.equal(0);
    } finally {
      restore();
    }
    // Once the cause is gone, the next run expires them.
    expect(await expireOrders(s.c.ctx)).to.equal(FAILING);
    expect(await stageOf(copies.map((o) => o.id))).to.deep.equal(new Set(['cancelled']));
    expect((await Order.of(s.c.ctx).findById(placed.body.data.id))!.stage).to.equal('unpaid');
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(stockBefore + FAILING + LATER);
  });
});
