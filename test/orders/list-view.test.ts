import { expect } from 'chai';
import { User } from '../../server/modules/users/models';
import { buyer, courierCheckout, pickupOrder, shop, tokenOf } from './factories';

/**
 * The manage-orders list reads a page's orders with their buyer, tier, seller and branch in one
 * query; each entry must be the order's detail without its items and events, for HQ and agents.
 */
describe('orders: the list shows each order as its detail does', () => {
  it('gives the same buyer (name, e-mail, tier), seller, branch, receiver, amounts and actions as the detail', async () => {
    const s = await shop(10);
    const leader = await buyer(s.c, s.tier.id);
    const member = await buyer(s.c, s.tier.id, leader.id);
    const leaderToken = tokenOf(s.c, leader);
    const memberToken = tokenOf(s.c, member);

    const pickup = await pickupOrder(s, leaderToken, 5);
    expect(pickup.status, JSON.stringify(pickup.body)).to.equal(200);
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: pickup.body.data.id });
    await s.http.post('/manage-orders/approve', s.hq).send({ ids: [pickup.body.data.id] });
    await s.http.post('/manage-orders/complete', s.hq).send({ id: pickup.body.data.id });
    await s.http.post('/sales/my-shop/add-cart', memberToken).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    const team = await courierCheckout(s, memberToken);
    expect(team.status, JSON.stringify(team.body)).to.equal(200);
    // A buyer without a tier or a name since: the name falls back to the e-mail, the tier is null.
    await User.of(s.c.ctx).findById(member.id).patch({ firstName: null, lastName: null, tierId: null });

    const detailOf = async (token: string, id: number) => {
      const { body } = await s.http.get(`/manage-orders/${id}`, token);
      const { items, events, ...rest } = body.data;
      expect(items).to.be.an('array');
      expect(events).to.be.an('array');
      return rest;
    };
    for (const [who, token, count] of [
      ['HQ', s.hq, 2],
      ['leader', leaderToken, 2],
      ['member', memberToken, 1],
    ] as const) {
      const list = await s.http.get('/manage-orders?sort=["id","ASC"]', token);
      expect(list.status, who).to.equal(200);
      expect(list.body.data, who).to.have.length(count);
      for (const entry of list.body.data) expect(entry, `${who} #${entry.id}`).to.deep.equal(await detailOf(token, entry.id));
    }

    const all = (await s.http.get('/manage-orders?sort=["id","ASC"]', s.hq)).body.data;
    expect(all[0]).to.deep.include({ branch: { id: s.branch.id, name: 'Main branch' }, seller: null });
    expect(all[0].buyer).to.deep.equal({ id: leader.id, name: leader.fullName, email: leader.email, tier: { id: s.tier.id, levelName: s.tier.levelName } });
    expect(all[1].seller).to.deep.equal({ id: leader.id, name: leader.fullName });
    expect(all[1].buyer).to.deep.equal({ id: member.id, name: member.email, email: member.email, tier: null });
    expect(all[1].can).to.include({ pay: false });
    // The selling leader may mark it paid; the buying member may delete it.
    expect((await s.http.get('/manage-orders?type=team', leaderToken)).body.data[0].can).to.include({ pay: true, delete: false });
    expect((await s.http.get('/manage-orders?placed=true', memberToken)).body.data[0].can).to.include({ pay: false, delete: true });

    // An agent's own list (the union of what it bought and sold) takes every filter, sort and search.
    const orderNo = all[1].orderNo as string;
    for (const query of [
      `search=${orderNo}`,
      `search=${encodeURIComponent(member.email)}`,
      'sort=["grandTotal","DESC"]',
      'sort=["orderNo","ASC"]',
      'sort=["stage","ASC"]',
      'stage=unpaid',
      'type=upline',
      'paymentStatus=unpaid',
      `branchId=${s.branch.id}`,
      'dateFrom=2000-01-01&dateTo=2999-12-31',
      `agentId=${member.id}`,
    ]) {
      const page = await s.http.get(`/manage-orders?${query}`, leaderToken);
      expect(page.status, `${query}: ${JSON.stringify(page.body)}`).to.equal(200);
      expect(page.body.data.length, query).to.be.greaterThan(0);
    }
  });
});
