import { expect } from 'chai';
import { User } from '../../server/modules/users/models';
import { buyer, courierCheckout, pickupOrder, shippedOrder, shop, tokenOf } from './factories';

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

/**
 * An agent's list without a side filter merges what it bought and what it sold to others, each side
 * cut at the page's end: every sort, both directions, paged, gives the order a plain sort of the
 * same orders gives (ties by id the sort's way), and the total counts them.
 */
describe('orders: an agent pages through both sides of its orders', () => {
  it('gives every page of every sort in the order a plain sort gives', async () => {
    const s = await shop(100);
    const leader = await buyer(s.c, s.tier.id);
    const member = await buyer(s.c, s.tier.id, leader.id);
    const leaderToken = tokenOf(s.c, leader);
    const memberToken = tokenOf(s.c, member);
    const paid = async (res: { status: number; body: { data: { id: number } } }, token: string) => {
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect((await s.http.post('/manage-orders/mark-paid', token).send({ id: res.body.data.id })).status).to.equal(200);
      return res.body.data.id;
    };
    // The leader buys stock from HQ (collected), then more orders of different sizes.
    const stock = await paid(await pickupOrder(s, leaderToken, 20), s.hq);
    await s.http.post('/manage-orders/approve', s.hq).send({ ids: [stock] });
    expect((await s.http.post('/manage-orders/complete', s.hq).send({ id: stock })).status).to.equal(200);
    for (const quantity of [1, 3, 1]) await paid(await pickupOrder(s, leaderToken, quantity), s.hq);
    // The member buys from the leader; one unpaid order is deleted by the member and never listed.
    for (const quantity of [2, 1, 1, 4]) await paid(await shippedOrder(s, memberToken, quantity), leaderToken);
    const removed = await shippedOrder(s, memberToken, 1);
    expect((await s.http.delete(`/sales/my-shop/order/${removed.body.data.id}`, memberToken)).status).to.equal(200);

    const everything = (await s.http.get('/manage-orders?perPage=100', s.hq)).body.data as Record<string, unknown>[];
    const mine = everything.filter((o) => (o.buyer as { id: number }).id === leader.id || (o.seller as { id: number } | null)?.id === leader.id);
    expect(mine).to.have.length(8);
    const fields = { createdAt: 'createdAt', grandTotal: 'grandTotal', stage: 'stage', orderNo: 'orderNo', id: 'id' } as const;
    for (const [field, key] of Object.entries(fields)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const sign = direction === 'ASC' ? 1 : -1;
        const expected = [...mine]
          .sort((a, b) => {
            const [x, y] = [a[key] as string | number, b[key] as string | number];
            if (x !== y) return (x < y ? -1 : 1) * sign;
            return ((a.id as number) - (b.id as number)) * (key === 'id' ? sign : direction === 'DESC' ? -1 : 1);
          })
          .map((o) => o.id);
        const got: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const res = await s.http.get(`/manage-orders?perPage=3&page=${page}&sort=${encodeURIComponent(JSON.stringify([field, direction]))}`, leaderToken);
          expect(res.status, JSON.stringify(res.body)).to.equal(200);
          expect(res.headers['content-range'], `${field} ${direction}`).to.match(/\/8$/);
          got.push(...(res.body.data as { id: number }[]).map((o) => o.id));
        }
        expect(got, `${field} ${direction}`).to.deep.equal(expected);
      }
    }
    // A filter and a search apply to both sides.
    const unpaidSold = await s.http.get(`/manage-orders?stage=to_ship&search=${encodeURIComponent(member.email)}`, leaderToken);
    expect(unpaidSold.body.data.map((o: { id: number }) => o.id).sort()).to.deep.equal(
      mine
        .filter((o) => o.stage === 'to_ship' && (o.buyer as { id: number }).id === member.id)
        .map((o) => o.id)
        .sort(),
    );
  });
});
