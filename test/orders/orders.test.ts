import { expect } from 'chai';
import { AgentPeriodSales, Order } from '../../server/modules/orders/models';
import { Package, Product } from '../../server/modules/catalog/models';
import { Tier } from '../../server/modules/tiers/models';
import { Company } from '../../server/modules/companies/models';
import { Voucher } from '../../server/modules/vouchers/models';
import { createVoucher } from '../vouchers/factories';
import { newProduct, setHqStock } from '../catalog/factories';
import { createCombo, createPackage } from '../../server/modules/catalog/bundles';
import { expireAllOrders } from '../../server/modules/orders/jobs';
import { clock } from '../../server/platform/time';
import { createCourier } from '../couriers/factories';
import { newUser, newCompany, login, api } from '../harness';
import { buyer, courierCheckout, pickupOrder, setFeatures, shop, stockOf, tokenOf } from './factories';

describe('orders: cart, checkout and lifecycle', () => {
  afterEach(() => clock.reset());

  it('prices the cart, checks out with self-pickup, reserves stock and blocks a second checkout until the order is deleted', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const cart = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 2 });
    expect(cart.status).to.equal(200);
    expect(cart.body.data.seller).to.deep.include({ type: 'hq', id: null });
    expect(cart.body.data.items[0]).to.include({ unitPrice: 1000, lineTotal: 2000, available: true, problem: null });
    expect(cart.body.data.amounts).to.include({ subtotal: 2000, grandTotal: 2000, points: 4, units: 2 });

    const placed = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 2000, sessionId: 'session-one' });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const order = placed.body.data;
    expect(order).to.include({ type: 'hq', stage: 'unpaid', grandTotal: 2000, subtotal: 2000, shipmentType: 'pickup', isFirstOrder: true });
    expect(order.orderNo).to.match(/^SO\d{8}$/);
    expect(order.items[0]).to.include({ quantity: 2, salesValue: 2000, units: 2 });
    expect(order.can).to.include({ delete: true, pay: false });
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(8);

    // The same session returns the same order; a new checkout is blocked while it is unpaid.
    const again = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 2000, sessionId: 'session-one' });
    expect(again.body.data.id).to.equal(order.id);
    const blocked = await pickupOrder(s, token, 1);
    expect(blocked.status).to.equal(409);
    expect(blocked.body.meta.message).to.match(/unpaid order/);
    expect((await s.http.get('/sales/my-shop/get-cart', token)).body.data.openOrder).to.include({ id: order.id });

    const deleted = await s.http.delete(`/sales/my-shop/order/${order.id}`, token);
    expect(deleted.status).to.equal(200);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(10);
    expect((await s.http.get(`/manage-orders/${order.id}`, s.hq)).status).to.equal(404);
    expect((await pickupOrder(s, token, 1)).status).to.equal(200);
  });

  describe("checkout refusals: the status, the message in the caller's language, and nothing changes", () => {
    /** A shop with 3 units of Serum at HQ, an agent, and `quantity` Serum in its cart (none: empty). */
    async function refusal(quantity: number) {
      const s = await shop(3);
      const agent = await buyer(s.c, s.tier.id);
      const token = tokenOf(s.c, agent);
      if (quantity) {
        const add = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity });
        expect(add.status, JSON.stringify(add.body)).to.equal(200);
      }
      const body = { shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 1000 * quantity };
      const checkout = (patch: Record<string, unknown> = {}, lang = 'en') =>
        s.http
          .post('/sales/my-shop/checkout', token)
          .set('Accept-Language', lang)
          .send({ ...body, ...patch });
      /** What a checkout would change: HQ's stock, orders, the cart's lines, the buyer's month. */
      const state = async () => ({
        stock: await stockOf(s.c, 0, s.product.id),
        orders: await Order.of(s.c.ctx).resultSize(),
        cart: ((await s.http.get('/sales/my-shop/get-cart', token)).body.data.items as { quantity: number }[]).map((i) => i.quantity),
        sales: (await AgentPeriodSales.of(s.c.ctx).where('agentId', agent.id)).map((r) => [Number(r.psAmount), r.orders]),
      });
      return { s, agent, token, checkout, state, before: await state() };
    }

    it('an empty cart: 422', async () => {
      const { checkout, state, before } = await refusal(0);
      const en = await checkout();
      expect(en.status).to.equal(422);
      expect(en.body.meta.message).to.equal('Your cart is empty.');
      const ms = await checkout({}, 'ms');
      expect(ms.status).to.equal(422);
      expect(ms.body.meta.message).to.equal('Troli anda kosong.');
      expect(await state()).to.deep.equal({ ...before, stock: 3, orders: 0, cart: [] });
    });

    it("a total that differs from the cart's: 409", async () => {
      const { checkout, state, before } = await refusal(2);
      const en = await checkout({ totalPaid: 1000 });
      expect(en.status).to.equal(409);
      expect(en.body.meta.message).to.equal('The total has changed. Please check the new amounts and place the order again.');
      const id = await checkout({ totalPaid: 1000 }, 'id');
      expect(id.status).to.equal(409);
      expect(id.body.meta.message).to.equal('Total telah berubah. Periksa jumlah baru dan buat pesanan lagi.');
      expect(await state()).to.deep.equal({ ...before, stock: 3, orders: 0, cart: [2] });
    });

    it("a first order below the tier's minimum: 422", async () => {
      const { s, token, checkout, state, before } = await refusal(2);
      await Tier.of(s.c.ctx).findById(s.tier.id).patch({ momFirstOrderAmount: 5000 });
      await setFeatures(s.c, { firstOrder: true });
      const en = await checkout();
      expect(en.status).to.equal(422);
      expect(en.body.meta.message).to.equal('Your order must reach at least RM 50.00.');
      const ms = await checkout({}, 'ms');
      expect(ms.status).to.equal(422);
      expect(ms.body.meta.message).to.equal('Pesanan anda mesti mencapai sekurang-kurangnya RM 50.00.');
      expect((await s.http.get('/sales/my-shop/get-cart', token)).body.data.minimum).to.deep.equal({ basis: 'amount', unit: 0, amount: 5000, met: false });
      expect(await state()).to.deep.equal({ ...before, stock: 3, orders: 0, cart: [2] });
    });

    it('a product beyond the stock: 422', async () => {
      const { s, token, checkout, state, before } = await refusal(4);
      const cart = (await s.http.get('/sales/my-shop/get-cart', token)).body.data;
      expect(cart.items[0]).to.include({ quantity: 4, problem: 'outOfStock', available: false });
      const en = await checkout();
      expect(en.status).to.equal(422);
      expect(en.body.meta.message).to.equal('Not enough stock for "Serum". Lower the quantity or remove it.');
      const ms = await checkout({}, 'ms');
      expect(ms.status).to.equal(422);
      expect(ms.body.meta.message).to.equal('Stok "Serum" tidak mencukupi. Kurangkan kuantiti atau keluarkannya.');
      expect(await state()).to.deep.equal({ ...before, stock: 3, orders: 0, cart: [4] });
    });

    it('a suspended product: 422', async () => {
      const { s, checkout, state, before } = await refusal(2);
      await Product.of(s.c.ctx).findById(s.product.id).patch({ status: 'suspended' });
      const en = await checkout();
      expect(en.status).to.equal(422);
      expect(en.body.meta.message).to.equal('"Serum" is suspended. Remove it from your cart to continue.');
      const id = await checkout({}, 'id');
      expect(id.status).to.equal(422);
      expect(id.body.meta.message).to.equal('"Serum" sedang ditangguhkan. Hapus dari keranjang untuk melanjutkan.');
      expect(await state()).to.deep.equal({ ...before, stock: 3, orders: 0, cart: [2] });
    });
  });

  it('runs the lifecycle: paid → approval → to ship → delivery → completed, recording sales and moving the stock to the buyer', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const courier = await createCourier(s.c.host, s.hq);
    await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 3 });
    const methods = await s.http.get('/sales/ship-method', token);
    expect(methods.status).to.equal(200);
    const quote = methods.body.data.couriers.find((q: { courierId: number }) => q.courierId === courier.id);
    expect(quote.price).to.equal(1200 + 100); // 1,500 g band + handling fee
    const amounts = await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'courier', shipmentId: courier.id, paymentType: 'manual' });
    expect(amounts.body.data).to.include({ subtotal: 3000, shippingFee: 1300, grandTotal: 4300 });
    const placed = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'courier', shipmentId: courier.id, paymentType: 'manual', totalPaid: 4300 });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const id = placed.body.data.id;
    expect(placed.body.data.receiver).to.include({ state: 'Selangor', city: 'Shah Alam' });

    // The buyer cannot mark its own order paid; approve before payment has nothing to approve.
    expect((await s.http.post('/manage-orders/mark-paid', token).send({ id })).status).to.equal(403);
    const early = await s.http.post('/manage-orders/approve', s.hq).send({ ids: [id] });
    expect(early.status).to.equal(422);
    expect(early.body.meta.message).to.equal('There are no orders to approve.');
    const none = await s.http.post('/manage-orders/approve', s.hq).send({ ids: [] });
    expect(none.body.meta.message).to.equal('Please select at least one checkbox.');

    const paid = await s.http.post('/manage-orders/mark-paid', s.hq).send({ id });
    expect(paid.body.data).to.include({ stage: 'approval', paymentStatus: 'paid', totalPaid: 4300 });
    const sales = await AgentPeriodSales.of(s.c.ctx).where('agentId', agent.id).first();
    expect(sales).to.include({ psUnits: 3, orders: 1 });
    expect(Number(sales!.psAmount)).to.equal(3000);

    expect((await s.http.post('/manage-orders/approve', s.hq).send({ ids: [id] })).body.data).to.deep.equal({ approved: [id] });
    const twice = await s.http.post('/manage-orders/approve', s.hq).send({ ids: [id] });
    expect(twice.status).to.equal(409);
    expect(twice.body.meta.message).to.match(/^Orders cannot be approved/);

    const shipped = await s.http.post('/manage-orders/tracking', s.hq).send({ id, trackingNo: 'EM123456789MY' });
    expect(shipped.body.data).to.include({ stage: 'delivery', trackingNo: 'EM123456789MY' });
    expect((await s.http.post('/manage-orders/cancel', s.hq).send({ ids: [id] })).status).to.equal(409);
    const done = await s.http.post('/manage-orders/complete', token).send({ id });
    expect(done.body.data.stage).to.equal('completed');
    expect(await stockOf(s.c, agent.id, s.product.id)).to.equal(3);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(7);
    expect(done.body.data.events.map((e: { action: string }) => e.action)).to.deep.equal(['checkout', 'paid', 'approved', 'shipped', 'completed']);
  });

  it('orders from the upline when HQ ordering is off; the upline sees it as a team order and sells from its own stock', async () => {
    const s = await shop(10);
    const leader = await buyer(s.c, s.tier.id);
    const member = await buyer(s.c, s.tier.id, leader.id);
    const outsider = await buyer(s.c, s.tier.id);
    const memberToken = tokenOf(s.c, member);
    const cart = await s.http.post('/sales/my-shop/add-cart', memberToken).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    expect(cart.body.data.seller).to.deep.include({ type: 'upline', id: leader.id });
    expect(cart.body.data.items[0].problem).to.equal('outOfStock'); // the leader holds none yet
    const refused = await s.http.get('/sales/my-shop/get-cart?storeId=0', memberToken);
    expect(refused.status).to.equal(422);

    // The leader buys stock from HQ and receives it, then the member's order goes through.
    const leaderToken = tokenOf(s.c, leader);
    const own = await pickupOrder(s, leaderToken, 5);
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: own.body.data.id });
    await s.http.post('/manage-orders/approve', s.hq).send({ ids: [own.body.data.id] });
    await s.http.post('/manage-orders/complete', s.hq).send({ id: own.body.data.id });
    expect(await stockOf(s.c, leader.id, s.product.id)).to.equal(5);

    const placed = await courierCheckout(s, memberToken);
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    expect(placed.body.data).to.include({ type: 'upline' });
    expect(await stockOf(s.c, leader.id, s.product.id)).to.equal(4);
    const team = await s.http.get('/manage-orders?type=team', leaderToken);
    expect(team.body.data.map((o: { id: number }) => o.id)).to.deep.equal([placed.body.data.id]);
    expect((await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: placed.body.data.id })).status).to.equal(403);
    expect((await s.http.post('/manage-orders/mark-paid', leaderToken).send({ id: placed.body.data.id })).body.data.stage).to.equal('approval');
    // Outsiders see nothing of it; HQ sees both orders.
    expect((await s.http.get(`/manage-orders/${placed.body.data.id}`, tokenOf(s.c, outsider))).status).to.equal(404);
    expect((await s.http.get('/manage-orders', s.hq)).body.data).to.have.length(2);
    for (const bad of ['filter={bad', 'filter=[1]', 'stage=shipped', 'dateFrom=2026-13-01']) {
      expect((await s.http.get(`/manage-orders?${bad}`, s.hq)).status, bad).to.equal(422);
    }
    for (const bad of ['filter={bad', 'filter=[1]', 'dateFrom=2026-13-01']) {
      expect((await s.http.get(`/manage-orders/summary?${bad}`, s.hq)).status, bad).to.equal(422);
    }
    expect((await s.http.get('/manage-orders/summary?filter=null', s.hq)).status).to.equal(200);
    const summary = await s.http.get('/manage-orders/summary', s.hq);
    expect(summary.body.data).to.include({ completed: 1, approval: 1, all: 2 });
  });

  it('cancels: stock and voucher come back, a paid order is refunded and its sales taken off', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const placed = await pickupOrder(s, token, 4);
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: placed.body.data.id });
    const cancelled = await s.http.post('/manage-orders/cancel', s.hq).send({ ids: [placed.body.data.id], reason: 'Customer changed mind' });
    expect(cancelled.status).to.equal(200);
    const order = (await s.http.get(`/manage-orders/${placed.body.data.id}`, s.hq)).body.data;
    expect(order).to.include({ stage: 'cancelled', paymentStatus: 'refunded' });
    expect(order.events.at(-1)).to.include({ action: 'cancelled', note: 'Customer changed mind' });
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(10);
    const sales = await AgentPeriodSales.of(s.c.ctx).where('agentId', agent.id).first();
    expect(Number(sales!.psAmount)).to.equal(0);
    expect(sales!.orders).to.equal(0);
  });

  it('expires unpaid orders after the company period and gives their stock back', async () => {
    const s = await shop(10);
    await setFeatures(s.c, { orderExpiryMinutes: 30 });
    const agent = await buyer(s.c, s.tier.id);
    const placed = await pickupOrder(s, tokenOf(s.c, agent), 3);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(7);
    clock.advance(29 * 60_000);
    await expireAllOrders();
    expect((await Order.of(s.c.ctx).findById(placed.body.data.id))!.stage).to.equal('unpaid');
    clock.advance(2 * 60_000);
    await expireAllOrders();
    expect((await Order.of(s.c.ctx).findById(placed.body.data.id))!.stage).to.equal('cancelled');
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(10);
  });

  it('charges tax, service charge and the admin fee, and shares a percentage voucher over the lines', async () => {
    const s = await shop(10);
    await Company.query().findById(s.c.id).patch({ taxRateBp: 600 });
    await setFeatures(s.c, { orderAdminFee: 150, serviceChargeBp: 1000 });
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const voucher = await createVoucher({ http: s.http, token: s.hq }, { voucherType: 'percentage', voucherDisc: 1250 });
    await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 3 });
    const applied = await s.http.post('/sales/my-shop/apply-voucher', token).send({ code: voucher.voucherCode.toLowerCase() });
    expect(applied.body.meta.message).to.equal('Voucher applied.');
    expect(applied.body.data.voucher).to.include({ code: voucher.voucherCode, discount: 375 });
    const methods = (await s.http.get('/sales/payment-method', token)).body.data;
    expect(methods).to.deep.equal([
      { type: 'manual', name: 'Pay the seller (bank transfer or cash)', adminFee: 150 },
      { type: 'credit', name: 'Credit wallet (balance RM 0.00)', adminFee: 150, balance: 0 },
      // Online banking through the default gateway account (the simulator in tests); adminFee = the gateway's fee.
      { type: 'gateway', name: 'Online banking (FPX)', adminFee: 100 },
    ]);
    // goods 3000 − 375 = 2625; tax 6 % = 157.5 → 158; service 10 % = 262.5 → 263; + admin 150
    const quote = (await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual' })).body.data;
    expect(quote).to.include({ subtotal: 3000, voucherDiscount: 375, tax: 158, serviceCharge: 263, adminFee: 150, grandTotal: 3196 });
    const placed = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 3196 });
    expect(placed.body.data).to.include({ voucherCode: voucher.voucherCode, grandTotal: 3196 });
    expect(placed.body.data.items[0]).to.include({ voucherDiscount: 375, salesValue: 2625 });
    const removed = await s.http.delete(`/sales/my-shop/order/${placed.body.data.id}`, token);
    expect(removed.status).to.equal(200);
    expect((await Voucher.of(s.c.ctx).findById(voucher.id))!.used).to.equal(0);
  });

  it('sells packages and combos: the agent lists them, a first order must be packages only when required, combo units leave the stock', async () => {
    const s = await shop(20);
    const second = await newProduct(s.c, { categoryId: s.category.id, name: 'Toner', weight: 200, retailPrice: 900, points: 1, stock: 20 }, { [s.tier.id]: 600 });
    const pkg = await createPackage(s.c.ctx, {
      name: 'Starter kit',
      code: 'KIT',
      price: 2500,
      firstOrder: true,
      items: [
        { productId: s.product.id, quantity: 2 },
        { productId: second.id, quantity: 1 },
      ],
    });
    const combo = await createCombo(s.c.ctx, { name: 'Any three', code: 'ANY3', price: 2400, requiredQty: 3, productIds: [s.product.id, second.id] });
    await setFeatures(s.c, { firstOrderPackage: true });
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);

    const packages = await s.http.get('/shop/packages', token);
    expect(packages.body.data).to.deep.equal([
      {
        id: pkg.id,
        name: 'Starter kit',
        code: 'KIT',
        price: 2500,
        firstOrder: true,
        items: [
          { productId: s.product.id, productName: 'Serum', quantity: 2 },
          { productId: second.id, productName: 'Toner', quantity: 1 },
        ],
      },
    ]);
    const detail = (await s.http.get(`/shop/combos/${combo.id}`, token)).body.data;
    expect(detail).to.include({ requiredQty: 3, price: 2400 });
    expect(detail.products.map((p: { id: number }) => p.id)).to.have.members([s.product.id, second.id]);

    await s.http.post('/sales/my-shop/add-cart', token).send({
      itemType: 'combo',
      comboId: combo.id,
      choices: [
        { productId: s.product.id, quantity: 1 },
        { productId: second.id, quantity: 2 },
      ],
      quantity: 1,
    });
    const refused = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 2400 });
    expect(refused.body.meta.message).to.equal('Your first order may contain packages only.');
    const cart = (await s.http.get('/sales/my-shop/get-cart', token)).body.data;
    await s.http.delete(`/sales/my-shop/remove-cart/${cart.items[0].id}`, token);
    const withPackage = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'package', packageId: pkg.id, quantity: 2 });
    expect(withPackage.body.data.items[0]).to.include({ name: 'Starter kit', unitPrice: 2500, lineTotal: 5000, units: 6 });
    const first = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 5000 });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(16);
    expect(await stockOf(s.c, 0, second.id)).to.equal(18);
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: first.body.data.id });
    expect((await Package.of(s.c.ctx).findById(pkg.id))!.soldCount).to.equal(2);

    // No longer a first order: the first-order package is gone from the list, a combo may be bought.
    expect((await s.http.get('/shop/packages', token)).body.data).to.deep.equal([]);
    await s.http.post('/sales/my-shop/add-cart', token).send({
      itemType: 'combo',
      comboId: combo.id,
      choices: [
        { productId: s.product.id, quantity: 1 },
        { productId: second.id, quantity: 2 },
      ],
      quantity: 1,
    });
    const next = await s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 2400 });
    expect(next.status, JSON.stringify(next.body)).to.equal(200);
    expect(next.body.data.items[0]).to.include({ itemType: 'combo', units: 3, salesValue: 2400 });
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(15);
    expect(await stockOf(s.c, 0, second.id)).to.equal(16);
  });

  it('refuses what does not add up: a combo without its choices, a cart line past the maximum, a pickup time too soon; a quote may leave the time open', async () => {
    const s = await shop(20);
    const combo = await createCombo(s.c.ctx, { name: 'Any two', code: 'ANY2', price: 1800, requiredQty: 2, productIds: [s.product.id] });
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const noChoice = await s.http
      .post('/manage-orders/store', s.hq)
      .send({ buyerId: agent.id, items: [{ itemType: 'combo', comboId: combo.id, quantity: 1 }], shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual' });
    expect(noChoice.status).to.equal(422);
    expect(await Order.of(s.c.ctx).resultSize()).to.equal(0);

    await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 6000 });
    const over = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 6000 });
    expect(over.status).to.equal(422);
    expect(over.body.meta.errors.quantity).to.equal('A cart line holds at most 10000 units.');
    const cart = (await s.http.get('/sales/my-shop/get-cart', token)).body.data;
    await s.http.post('/sales/my-shop/update-cart', token).send({ id: cart.items[0].id, quantity: 1 });

    await setFeatures(s.c, { bookingTimeMinutes: 120 });
    const quote = await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual' });
    expect(quote.status, JSON.stringify(quote.body)).to.equal(200);
    const body = { shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: 1000 };
    expect((await s.http.post('/sales/my-shop/checkout', token).send(body)).body.meta.errors.pickupAt).to.equal('Choose a pickup date and time.');
    const soon = await s.http.post('/sales/my-shop/checkout', token).send({ ...body, pickupAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    expect(soon.body.meta.errors.pickupAt).to.equal('Choose a pickup time at least 120 minutes from now.');
    const placed = await s.http.post('/sales/my-shop/checkout', token).send({ ...body, pickupAt: new Date(Date.now() + 3 * 60 * 60_000).toISOString() });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const past = await s.http.post('/manage-orders/update-pickup', s.hq).send({ id: placed.body.data.id, pickupAt: '2000-01-01T00:00:00.000Z' });
    expect(past.status).to.equal(422);
  });

  it('preorders: no stock needed at checkout, the unit limit holds across buyers, the units leave HQ stock when the order ships', async () => {
    const s = await shop(0);
    const pre = await newProduct(s.c, { categoryId: s.category.id, name: 'Limited Mask', weight: 100, preorder: true, preorderLimit: 3 }, { [s.tier.id]: 500 });
    const courier = await createCourier(s.c.host, s.hq);
    const [a, b] = [await buyer(s.c, s.tier.id), await buyer(s.c, s.tier.id)];
    const order = async (agent: typeof a, quantity: number) => {
      const token = tokenOf(s.c, agent);
      await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: pre.id, quantity });
      const quote = (await s.http.post('/sales/my-shop/quote', token).send({ shipmentType: 'courier', shipmentId: courier.id, paymentType: 'manual' })).body.data;
      return s.http.post('/sales/my-shop/checkout', token).send({ shipmentType: 'courier', shipmentId: courier.id, paymentType: 'manual', totalPaid: quote?.grandTotal ?? 0 });
    };
    const first = await order(a, 2);
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    const second = await order(b, 2);
    expect(second.status).to.equal(422);
    expect(second.body.meta.message).to.equal('The preorder limit of "Limited Mask" has been reached.');
    const id = first.body.data.id;
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id });
    await s.http.post('/manage-orders/approve', s.hq).send({ ids: [id] });
    const early = await s.http.post('/manage-orders/tracking', s.hq).send({ id, trackingNo: 'PRE1' });
    expect(early.status).to.equal(409); // the goods have not arrived at HQ yet
    await setHqStock(s.c, pre.id, 0, 5);
    expect((await s.http.post('/manage-orders/tracking', s.hq).send({ id, trackingNo: 'PRE1' })).body.data.stage).to.equal('delivery');
    expect(await stockOf(s.c, 0, pre.id)).to.equal(3);
  });

  it('pays from the credit wallet at checkout (HQ sells), refuses without enough credit, and a cancellation credits the payment back', async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const topUp = await s.http.post('/wallet/adjust', s.hq).send({ userId: agent.id, amount: 2500, note: 'Opening credit', requestId: 'open-1' });
    expect(topUp.status, JSON.stringify(topUp.body)).to.be.oneOf([200, 201]);
    const methods = (await s.http.get('/sales/payment-method', token)).body.data;
    expect(methods.map((m: { type: string }) => m.type)).to.deep.equal(['manual', 'credit', 'gateway']);
    expect(methods[1]).to.include({ name: 'Credit wallet (balance RM 25.00)', balance: 2500 });

    await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 3 });
    const body = { shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'credit', totalPaid: 3000 };
    const short = await s.http.post('/sales/my-shop/checkout', token).send(body);
    expect(short.status).to.equal(409);
    expect(short.body.meta.message).to.equal('Not enough credit in the wallet.');
    expect(await Order.of(s.c.ctx).resultSize()).to.equal(0);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(10);

    const cart = (await s.http.get('/sales/my-shop/get-cart', token)).body.data;
    await s.http.post('/sales/my-shop/update-cart', token).send({ id: cart.items[0].id, quantity: 2 });
    const paid = await s.http.post('/sales/my-shop/checkout', token).send({ ...body, totalPaid: 2000 });
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    expect(paid.body.data).to.include({ stage: 'approval', paymentType: 'credit', paymentStatus: 'paid', totalPaid: 2000 });
    expect((await s.http.get('/wallet', token)).body.data.balance).to.equal(500);
    // The cart is free again: the credit order is paid.
    expect((await s.http.get('/sales/my-shop/get-cart', token)).body.data.openOrder).to.equal(null);

    await s.http.post('/manage-orders/cancel', s.hq).send({ ids: [paid.body.data.id] });
    expect((await s.http.get('/wallet', token)).body.data.balance).to.equal(2500);

    // An agent ordering from its upline cannot pay with HQ's credit.
    const member = await buyer(s.c, s.tier.id, agent.id);
    const memberToken = tokenOf(s.c, member);
    expect((await s.http.get('/sales/payment-method', memberToken)).body.data.map((m: { type: string }) => m.type)).to.deep.equal(['manual']);
  });

  it("HQ creates a paid order on an agent's behalf; staff need manage orders; another company reaches nothing", async () => {
    const s = await shop(10);
    const agent = await buyer(s.c, s.tier.id);
    const body = { buyerId: agent.id, items: [{ itemType: 'product', productId: s.product.id, quantity: 2 }], shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', markPaid: true };
    const created = await s.http.post('/manage-orders/store', s.hq).send(body);
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    expect(created.body.data).to.include({ stage: 'approval', type: 'hq', grandTotal: 2000 });
    const staff = await newUser(s.c, { role: 'staff', permissions: ['create_product'] });
    expect((await s.http.get('/manage-orders', await login(s.c.host, staff.email))).status).to.equal(403);
    const other = await newCompany();
    const otherHq = await login(other.host, other.hq.email);
    expect((await api(other.host).get(`/manage-orders/${created.body.data.id}`, otherHq)).status).to.equal(404);
    expect(
      (
        await api(other.host)
          .post('/manage-orders/approve', otherHq)
          .send({ ids: [created.body.data.id] })
      ).status,
    ).to.equal(404);
  });
});
