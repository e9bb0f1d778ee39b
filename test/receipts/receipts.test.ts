import { expect } from 'chai';
import { Order } from '../../server/modules/orders/models';
import { OrderReceipt } from '../../server/modules/receipts/models';
import { EXE, JPEG, PNG } from '../catalog/factories';
import request from 'supertest';
import { app, newUser, login } from '../harness';
import { buyer, pickupOrder, setFeatures, shippedOrder, shop, tokenOf, type Shop } from '../orders/factories';

/** A shop with manual receipts on and an agent's unpaid HQ order. */
async function unpaidOrder(s?: Shop) {
  s ??= await shop(10);
  await setFeatures(s.c, { manualReceipt: true });
  const agent = await buyer(s.c, s.tier.id);
  const token = tokenOf(s.c, agent);
  const placed = await pickupOrder(s, token, 2);
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  return { s, agent, token, orderId: placed.body.data.id as number };
}

const upload = (s: Shop, token: string, orderId: number, file = PNG, name = 'slip.png') =>
  s.http.post('/sales/my-shop/upload-receipt', token).field('orderId', String(orderId)).attach('receipt', file, name);

describe('receipts: manual payment by receipt', () => {
  it('uploads a receipt for the own unpaid order; one pending receipt at a time; the buyer and HQ list it', async () => {
    const { s, token, orderId } = await unpaidOrder();
    const res = await upload(s, token, orderId);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('Receipt uploaded. The seller will check it.');
    expect(res.body.data).to.include({ orderId, status: 'pending', reason: null });
    expect(res.body.data.url).to.match(/^\/files\/c\d+\/receipts\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]{43}$/);
    const again = await upload(s, token, orderId, JPEG, 'slip.jpg');
    expect(again.status).to.equal(409);
    for (const who of [token, s.hq]) {
      const list = await s.http.get(`/manage-orders/${orderId}/receipts`, who);
      expect(list.status).to.equal(200);
      expect(list.body.data.items.map((r: { status: string }) => r.status)).to.deep.equal(['pending']);
      expect(list.body.data).to.include({ enabled: true, canUpload: false, canDecide: who === s.hq });
      // Each reader gets a signed link to the (private) image that works on the company's host.
      const image = await request(app()).get(list.body.data.items[0].url).set('Host', s.c.host);
      expect(image.status).to.equal(200);
      expect(image.headers['cache-control']).to.equal('private, no-store');
    }
    expect((await Order.of(s.c.ctx).findById(orderId))!.stage).to.equal('unpaid');
  });

  it('two uploads at once leave one pending receipt', async () => {
    const { s, token, orderId } = await unpaidOrder();
    const results = await Promise.all([upload(s, token, orderId), upload(s, token, orderId, JPEG, 'slip.jpg')]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    expect(await OrderReceipt.of(s.c.ctx).where({ orderId, status: 'pending' }).resultSize()).to.equal(1);
  });

  it('refuses 10 MB + 1 byte and a renamed executable with their messages, storing nothing', async () => {
    const { s, token, orderId } = await unpaidOrder();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length, 1)]);
    expect(big.length).to.equal(10 * 1024 * 1024 + 1);
    const tooBig = await upload(s, token, orderId, big, 'big.png');
    expect(tooBig.status).to.equal(422);
    expect(tooBig.body.meta.errors.receipt).to.equal('The file is too large. The maximum is 10 MB.');
    const exactly = await upload(s, token, orderId, big.subarray(0, 10 * 1024 * 1024), 'max.png');
    expect(exactly.status).to.equal(200);
    await OrderReceipt.of(s.c.ctx).where('orderId', orderId).delete();
    const exe = await upload(s, token, orderId, EXE, 'receipt.png');
    expect(exe.status).to.equal(422);
    expect(exe.body.meta.errors.receipt).to.equal('Only JPEG/JPG, PNG files are accepted.');
    const none = await s.http.post('/sales/my-shop/upload-receipt', token).field('orderId', String(orderId));
    expect(none.status).to.equal(422);
    expect(await OrderReceipt.of(s.c.ctx).where('orderId', orderId).resultSize()).to.equal(0);
  });

  it("404s another agent's order, 403s when the company has manual receipts off, 409s a paid order", async () => {
    const { s, orderId } = await unpaidOrder();
    const other = await buyer(s.c, s.tier.id);
    const otherToken = tokenOf(s.c, other);
    expect((await upload(s, otherToken, orderId)).status).to.equal(404);
    expect((await s.http.get(`/manage-orders/${orderId}/receipts`, otherToken)).status).to.equal(404);

    const { token: t2, orderId: o2 } = await unpaidOrder(s);
    await setFeatures(s.c, { manualReceipt: false });
    const off = await upload(s, t2, o2);
    expect(off.status).to.equal(403);
    expect(off.body.meta.message).to.equal('Payment by receipt is not available. Please contact HQ.');
    await setFeatures(s.c, { manualReceipt: true });
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: o2 });
    expect((await upload(s, t2, o2)).status).to.equal(409);
  });

  it('HQ approves: the order is paid and waits for approval; a second approval or a rejection is 409', async () => {
    const { s, token, orderId } = await unpaidOrder();
    const receipt = (await upload(s, token, orderId)).body.data;
    expect((await s.http.post('/manage-orders/receipt/approve', token).send({ receiptId: receipt.id })).status).to.equal(403);
    const ok = await s.http.post('/manage-orders/receipt/approve', s.hq).send({ receiptId: receipt.id });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body.data).to.include({ status: 'approved' });
    const order = await s.http.get(`/manage-orders/${orderId}`, token);
    expect(order.body.data).to.include({ stage: 'approval', paymentStatus: 'paid' });
    const twice = await s.http.post('/manage-orders/receipt/approve', s.hq).send({ receiptId: receipt.id });
    expect(twice.status).to.equal(409);
    expect(twice.body.meta.message).to.equal('This receipt has already been approved or rejected.');
    expect((await s.http.post('/manage-orders/receipt/reject', s.hq).send({ receiptId: receipt.id, reason: 'late' })).status).to.equal(409);
  });

  it('two approvals at once pay the order once', async () => {
    const { s, token, orderId } = await unpaidOrder();
    const receipt = (await upload(s, token, orderId)).body.data;
    const results = await Promise.all([1, 2, 3].map(() => s.http.post('/manage-orders/receipt/approve', s.hq).send({ receiptId: receipt.id })));
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409, 409]);
    expect((await Order.of(s.c.ctx).findById(orderId))!.stage).to.equal('approval');
  });

  it('rejects with a reason: the order stays unpaid, the buyer sees the reason and uploads again', async () => {
    const { s, token, orderId } = await unpaidOrder();
    const first = (await upload(s, token, orderId)).body.data;
    const noReason = await s.http.post('/manage-orders/receipt/reject', s.hq).send({ receiptId: first.id, reason: '   ' });
    expect(noReason.status).to.equal(422);
    const rejected = await s.http.post('/manage-orders/receipt/reject', s.hq).send({ receiptId: first.id, reason: 'Amount does not match' });
    expect(rejected.status).to.equal(200);
    expect(rejected.body.data).to.include({ status: 'rejected', reason: 'Amount does not match' });
    const order = await s.http.get(`/manage-orders/${orderId}`, token);
    expect(order.body.data).to.include({ stage: 'unpaid', paymentStatus: 'unpaid' });
    const before = await s.http.get(`/manage-orders/${orderId}/receipts`, token);
    expect(before.body.data).to.include({ canUpload: true, canDecide: false });
    const second = await upload(s, token, orderId, JPEG, 'slip.jpg');
    expect(second.status).to.equal(200);
    const list = await s.http.get(`/manage-orders/${orderId}/receipts`, token);
    expect(list.body.data.items.map((r: { status: string; reason: string | null }) => [r.status, r.reason])).to.deep.equal([
      ['pending', null],
      ['rejected', 'Amount does not match'],
    ]);
  });

  it('staff need "approve manual payment"; HQ cannot decide an agent-sold order, its selling agent can', async () => {
    const { s, token, orderId } = await unpaidOrder();
    const receipt = (await upload(s, token, orderId)).body.data;
    const clerk = await newUser(s.c, { role: 'staff', permissions: ['manage_orders'] });
    const clerkToken = await login(s.c.host, clerk.email);
    const refused = await s.http.post('/manage-orders/receipt/approve', clerkToken).send({ receiptId: receipt.id });
    expect(refused.status).to.equal(403);
    expect((await s.http.post('/manage-orders/receipt/reject', clerkToken).send({ receiptId: receipt.id, reason: 'x' })).status).to.equal(403);
    const cashier = await newUser(s.c, { role: 'staff', permissions: ['manage_orders', 'approve_manual_payment'] });
    const approved = await s.http.post('/manage-orders/receipt/approve', await login(s.c.host, cashier.email)).send({ receiptId: receipt.id });
    expect(approved.status).to.equal(200);

    // An upline order: the leader (seller) decides, HQ may not.
    const leader = await buyer(s.c, s.tier.id);
    const member = await buyer(s.c, s.tier.id, leader.id);
    const leaderToken = tokenOf(s.c, leader);
    const own = await pickupOrder(s, leaderToken, 3);
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: own.body.data.id });
    await s.http.post('/manage-orders/approve', s.hq).send({ ids: [own.body.data.id] });
    await s.http.post('/manage-orders/complete', s.hq).send({ id: own.body.data.id });
    const memberToken = tokenOf(s.c, member);
    const teamOrder = await shippedOrder(s, memberToken, 1);
    expect(teamOrder.body.data, JSON.stringify(teamOrder.body)).to.include({ type: 'upline' });
    const teamReceipt = (await upload(s, memberToken, teamOrder.body.data.id)).body.data;
    expect((await s.http.post('/manage-orders/receipt/approve', s.hq).send({ receiptId: teamReceipt.id })).status).to.equal(403);
    const outsider = tokenOf(s.c, await buyer(s.c, s.tier.id));
    expect((await s.http.post('/manage-orders/receipt/approve', outsider).send({ receiptId: teamReceipt.id })).status).to.equal(404);
    expect((await s.http.post('/manage-orders/receipt/approve', leaderToken).send({ receiptId: teamReceipt.id })).status).to.equal(200);
    expect((await Order.of(s.c.ctx).findById(teamOrder.body.data.id))!).to.include({ stage: 'approval', paymentStatus: 'paid' });
  });
});
