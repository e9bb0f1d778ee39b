import { expect } from 'chai';
import { Order } from '../../server/modules/orders/models';
import { CustomerAddress } from '../../server/modules/customers/models';
import { CommissionLine } from '../../server/modules/commissions/models';
import { PointEntry } from '../../server/modules/campaigns/models';
import { Store, StoreProduct } from '../../server/modules/stores/models';
import { Product } from '../../server/modules/catalog/models';
import { api } from '../harness';
import { stockOf } from '../orders/factories';
import { postCallback } from '../payments/helpers';
import { simulator } from '../harness';
import { guest, guestCheckout, storeWorld, uniqueSlug, type StoreWorld } from './world';

/** HQ's own store selling the world's product at `price` (set up directly; the console's calls are tested below). */
export async function hqStoreOf(w: StoreWorld, price = 1500) {
  const store = await Store.of(w.c.ctx).insertAndFetch({
    kind: 'hq',
    ownerId: w.c.hq.id,
    slug: uniqueSlug('hq'),
    name: 'HQ Store',
    logo: null,
    banner: null,
    whatsapp: null,
    about: null,
    fulfilment: 'dropship',
    status: 'active',
  });
  await StoreProduct.of(w.c.ctx).insert({ storeId: store.id, productId: w.product.id, price });
  return store;
}

/** Pays a store order's gateway bill on the simulator and posts its callback. */
export async function payBill(host: string, paymentUrl: string) {
  const billId = [...simulator().bills.keys()].find((id) => paymentUrl.includes(id))!;
  simulator().settle(billId, 'paid');
  const cb = await postCallback(host, simulator().callbackParams(billId));
  expect(cb.status, cb.text).to.equal(200);
}

describe('Stores: HQ sells through its own store', () => {
  it('an HQ order to the guest: seller HQ, buyer the HQ account, the guest in its address book, HQ stock, gateway only; no commission, no points', async () => {
    const w = await storeWorld(0);
    await Product.of(w.c.ctx).findById(w.product.id).patch({ affiliateCommission: 100, commission: 50, introducerBonus: 30 });
    const store = await hqStoreOf(w, 1500);
    const home = await api(w.c.host).get(`/public/stores/${store.slug}`);
    expect(home.status, JSON.stringify(home.body)).to.equal(200);
    expect(home.body.data.payment).to.deep.equal({ gateway: true, transfer: false });
    const list = await api(w.c.host).get(`/public/stores/${store.slug}/products`);
    expect(list.body.data.data.map((p: { id: number }) => p.id)).to.deep.equal([w.product.id]);
    // Transfer is not offered: HQ's money goes through its gateway.
    const byTransfer = await guestCheckout(w.c.host, store.slug, guest({ items: [{ productId: w.product.id, quantity: 1 }] }));
    expect(byTransfer.res.status).to.equal(422);

    const body = guest({ paymentMethod: 'gateway', items: [{ productId: w.product.id, quantity: 2 }] });
    const { quote, res } = await guestCheckout(w.c.host, store.slug, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(quote.subtotal).to.equal(3000);
    const order = (await Order.of(w.c.ctx).where('orderNo', res.body.data.orderNo).first())!;
    expect(order).to.include({ type: 'hq', buyerId: w.c.hq.id, sellerId: null, paymentType: 'gateway', affiliateId: null });
    expect(Number(order.grandTotal)).to.equal(quote.grandTotal);
    expect(await stockOf(w.c, 0, w.product.id)).to.equal(18);
    const customer = (await CustomerAddress.of(w.c.ctx).findById(order.customerId!))!;
    expect(customer).to.include({ agentId: w.c.hq.id, email: body.email });

    await payBill(w.c.host, res.body.data.paymentUrl as string);
    const paid = (await Order.of(w.c.ctx).findById(order.id))!;
    expect(paid.paymentStatus).to.equal('paid');
    expect(await CommissionLine.of(w.c.ctx).where('orderId', order.id).resultSize()).to.equal(0);
    expect(await PointEntry.of(w.c.ctx).where('orderId', order.id).resultSize()).to.equal(0);
  });
});
