import { expect } from 'chai';
import { StockLevel } from '../../server/modules/inventory/models';
import { buyer, courierCheckout, courierOf, shop, stockOf, tokenOf } from './factories';

describe('orders: self pickup at HQ', () => {
  it('offers HQ pickup branches for an order HQ sells, not for one the upline sells, and refuses such a pickup checkout (422 shipmentType, nothing placed)', async () => {
    const s = await shop(10);
    await courierOf(s);
    const leader = await buyer(s.c, s.tier.id);
    const member = await buyer(s.c, s.tier.id, leader.id);
    await StockLevel.of(s.c.ctx).insert({ storeId: leader.id, productId: s.product.id, variantId: 0, qty: 5 });

    // HQ sells to the leader (no upline): the branch is on offer.
    const leaderToken = tokenOf(s.c, leader);
    await s.http.post('/sales/my-shop/add-cart', leaderToken).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    const hqMethods = await s.http.get('/sales/ship-method', leaderToken);
    expect(hqMethods.status, JSON.stringify(hqMethods.body)).to.equal(200);
    expect(hqMethods.body.data.pickup.enabled).to.equal(true);
    expect(hqMethods.body.data.pickup.branches.map((b: { id: number }) => b.id)).to.deep.equal([s.branch.id]);

    // The leader sells to its member: couriers only.
    const memberToken = tokenOf(s.c, member);
    await s.http.post('/sales/my-shop/add-cart', memberToken).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    const uplineMethods = await s.http.get('/sales/ship-method', memberToken);
    expect(uplineMethods.status, JSON.stringify(uplineMethods.body)).to.equal(200);
    expect(uplineMethods.body.data.pickup).to.deep.include({ enabled: false, branches: [] });
    expect(uplineMethods.body.data.couriers).to.have.length(1);

    const quote = await s.http.post('/sales/my-shop/quote', memberToken).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual' });
    expect(quote.status).to.equal(422);
    const refused = await s.http.post('/sales/my-shop/checkout', memberToken).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 1000 });
    expect(refused.status).to.equal(422);
    expect(refused.body.meta.errors.shipmentType).to.equal('Self pickup at HQ is only for orders HQ sells.');
    expect(await stockOf(s.c, leader.id, s.product.id)).to.equal(5);
    const ms = await s.http.post('/sales/my-shop/checkout', memberToken).set('Accept-Language', 'ms').send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 1000 });
    expect(ms.body.meta.errors.shipmentType).to.equal('Ambil sendiri di HQ hanya untuk pesanan yang dijual oleh HQ.');

    // By courier the same order goes through, from the leader's stock; HQ's own order may still be picked up.
    const placed = await courierCheckout(s, memberToken);
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    expect(placed.body.data).to.include({ type: 'upline' });
    expect(await stockOf(s.c, leader.id, s.product.id)).to.equal(4);
    const own = await s.http.post('/sales/my-shop/checkout', leaderToken).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 1000 });
    expect(own.status, JSON.stringify(own.body)).to.equal(200);
    expect(own.body.data).to.include({ type: 'hq', shipmentType: 'pickup' });
  });
});
