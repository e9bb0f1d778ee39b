import { expect } from 'chai';
import { raw } from 'objection';
import { Campaign, PointBalance, PointEntry, Redemption } from '../../server/modules/campaigns/models';
import { creditOrderPoints, expirePoints, postPoints, reverseOrderPoints } from '../../server/modules/campaigns/points';
import { redeem } from '../../server/modules/campaigns/redeem';
import { Order } from '../../server/modules/orders/models';
import type { UserCtx } from '../../server/platform/context';
import { businessTime, clock } from '../../server/platform/time';
import { inTransaction } from '../../server/platform/tx';
import { EXE, PNG, newCategory, newProduct } from '../catalog/factories';
import { buyer, pickupOrder, shop, tokenOf, type Shop } from '../orders/factories';
import { api, login, newCompany, newUser, type TestCompany } from '../harness';

const DAY_MS = 86_400_000;
const day = (offset = 0) => businessTime().add(offset, 'day').format('YYYY-MM-DD');

function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    gameTitle: 'Year-end rewards',
    gameDesc: 'Collect points, win prizes',
    gameTnc: 'One reward per agent per month.',
    rewardType: 'gift',
    pointRequired: 10,
    startDate: day(-1),
    endDate: day(30),
    period: 'monthly',
    maxRedeem: 5,
    perAgentLimit: 1,
    products: [],
    ...overrides,
  };
}

async function createCampaign(s: Pick<Shop, 'http' | 'hq'>, overrides: Record<string, unknown> = {}) {
  const res = await s.http.post('/game/store', s.hq).send(campaignBody(overrides));
  if (res.status !== 201) throw new Error(`game store: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; status: string; remaining: number };
}

const agentCtx = (c: TestCompany, id: number): UserCtx => ({ ...c.ctx, user: { id, role: 'agent', permissions: new Set(), tierId: null, lang: null } });

/** Every agent's balance equals the sum of its entries, and none went below zero through a redemption. */
async function ledgerBalances(c: TestCompany) {
  const sums = (await PointEntry.of(c.ctx)
    .groupBy('userId')
    .select('userId', raw('SUM(??) as total', ['points']))) as unknown as { userId: number; total: string | number }[];
  const balances = await PointBalance.of(c.ctx);
  for (const b of balances) expect(Number(sums.find((s) => s.userId === b.userId)?.total ?? 0), `agent ${b.userId}`).to.equal(b.balance);
  for (const s of sums) expect(balances.some((b) => b.userId === s.userId)).to.equal(true);
}

/** An agent of the shop with `points` points. */
async function agentWithPoints(s: Shop, points: number) {
  const agent = await buyer(s.c, s.tier.id);
  if (points) await postPoints(s.c.ctx, { userId: agent.id, points, kind: 'order', reference: `seed-${agent.id}`, by: null });
  return agent;
}

describe('Campaigns and reward points', () => {
  afterEach(() => clock.reset());

  it('when HQ creates, edits and deletes a campaign, then it lists with its status, products and banner; bad input is refused with 422', async () => {
    const s = await shop();
    const created = await s.http.post('/game/store', s.hq).send(campaignBody({ products: [{ productId: s.product.id, points: 5 }] }));
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body.meta.message).to.equal('Campaign created.');
    const id = created.body.data.id;
    expect(created.body.data).to.include({ gameTitle: 'Year-end rewards', status: 'ongoing', remaining: 5, redeemed: 0, period: 'monthly', deletable: true, image1: null });
    expect(created.body.data.products).to.deep.equal([{ productId: s.product.id, name: 'Serum', sku: s.product.sku, points: 5 }]);

    const soon = await createCampaign(s, { gameTitle: 'Next year', startDate: day(5), endDate: day(9), previous: id });
    const gone = await createCampaign(s, { gameTitle: 'Last year', startDate: day(-9), endDate: day(-2) });
    expect(soon.status).to.equal('upcoming');
    expect(gone.status).to.equal('expired');

    const list = await s.http.get('/game/campaign?filter={"status":"ongoing"}', s.hq);
    expect(list.status).to.equal(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).to.deep.equal([id]);
    expect(list.headers['content-range']).to.equal('items 0-0/1');
    const detail = await s.http.get(`/game/campaign-detail?id=${soon.id}`, s.hq);
    expect(detail.body.data).to.include({ previous: id, previousTitle: 'Year-end rewards' });

    const banner = await s.http.post('/game/banner', s.hq).field('id', String(id)).attach('image1', PNG, 'b.png');
    expect(banner.status).to.equal(200);
    expect(banner.body.data.image1).to.match(/^\/uploads\/c\d+\/campaigns\/[0-9a-f]{32}\.png$/);
    const exe = await s.http.post('/game/banner', s.hq).field('id', String(id)).attach('image1', EXE, 'b.png');
    expect(exe.status).to.equal(422);

    const edited = await s.http.post('/game/edit', s.hq).send({ id, ...campaignBody({ gameTitle: 'Renamed', maxRedeem: 7 }) });
    expect(edited.status).to.equal(200);
    expect(edited.body.data).to.include({ gameTitle: 'Renamed', maxRedeem: 7 });
    expect(edited.body.data.products).to.deep.equal([]);

    const other = await newCompany();
    const foreignProduct = await newProduct(other, { categoryId: (await newCategory(other)).id });
    const eleven = await Promise.all(Array.from({ length: 11 }, () => newProduct(s.c, { categoryId: s.category.id })));
    const bad: [Record<string, unknown>, string, string][] = [
      [{ startDate: day(3), endDate: day(1) }, 'endDate', 'The end date must be on or after the start date.'],
      [{ products: [{ productId: foreignProduct.id, points: 1 }] }, 'products', 'One of the chosen products does not exist.'],
      [
        {
          products: [
            { productId: s.product.id, points: 1 },
            { productId: s.product.id, points: 2 },
          ],
        },
        'products',
        'A product can be chosen only once.',
      ],
      [{ products: eleven.map((p) => ({ productId: p.id, points: 1 })) }, 'products', ''],
      [{ gameTitle: '   ' }, 'gameTitle', ''],
      [{ pointRequired: 0 }, 'pointRequired', ''],
      [{ period: 'hourly' }, 'period', ''],
      [{ extra: 1 }, 'extra', ''],
    ];
    for (const [patch, field, message] of bad) {
      const res = await s.http.post('/game/store', s.hq).send(campaignBody(patch));
      expect(res.status, JSON.stringify(patch)).to.equal(422);
      expect(res.body.meta.errors).to.have.property(field);
      if (message) expect(res.body.meta.message).to.equal(message);
    }
    const ms = await s.http
      .post('/game/store', s.hq)
      .set('Accept-Language', 'ms')
      .send(campaignBody({ startDate: day(3), endDate: day(1) }));
    expect(ms.body.meta.message).to.equal('Tarikh tamat mesti pada atau selepas tarikh mula.');
    expect(await Campaign.of(s.c.ctx).resultSize()).to.equal(3);

    expect((await s.http.delete(`/game/delete?id=${soon.id}`, s.hq)).status).to.equal(200);
    expect((await s.http.get(`/game/campaign-detail?id=${soon.id}`, s.hq)).status).to.equal(404);
  });

  it('when an order is paid, then its buyer is credited the order points and the campaign bonus once; a cancellation reverses them once', async () => {
    const s = await shop();
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const campaign = await createCampaign(s, { products: [{ productId: s.product.id, points: 5 }] });
    const placed = await pickupOrder(s, token, 3);
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const orderId = placed.body.data.id;
    expect((await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: orderId })).status).to.equal(200);

    const history = await s.http.get('/game/history-point', token);
    expect(history.status).to.equal(200);
    const rows = history.body.data.map((e: { kind: string; points: number }) => [e.kind, e.points]);
    expect(rows).to.deep.equal([
      ['campaign', 15],
      ['order', 6],
    ]);
    expect(history.body.data[0]).to.include({ campaignId: campaign.id, campaignTitle: 'Year-end rewards', orderNo: placed.body.data.orderNo, balanceAfter: 21 });

    // Paying again (a repeated callback) changes nothing.
    const order = (await Order.of(s.c.ctx).findById(orderId))!;
    await inTransaction(s.c.ctx, (tx) => creditOrderPoints(tx, order));
    const summary = await s.http.get('/game/summary', token);
    expect(summary.body.data).to.include({ balance: 21, earned: 21, redeemed: 0 });

    const figures = await s.http.get(`/game/summary?id=${campaign.id}`, s.hq);
    expect(figures.body.data[0]).to.include({ pointsAwarded: 15, redeemed: 0 });
    expect(figures.body.data[0].products).to.deep.equal([{ productId: s.product.id, name: 'Serum', units: 3 }]);
    // A campaign that awarded points cannot be deleted.
    expect((await s.http.delete(`/game/delete?id=${campaign.id}`, s.hq)).status).to.equal(409);

    expect((await s.http.post('/manage-orders/cancel', s.hq).send({ ids: [orderId] })).status).to.equal(200);
    await inTransaction(s.c.ctx, (tx) => reverseOrderPoints(tx, order, null));
    const after = await PointEntry.of(s.c.ctx).where('userId', agent.id).orderBy('id');
    expect(after.map((e) => [e.kind, e.points])).to.deep.equal([
      ['order', 6],
      ['campaign', 15],
      ['order_reversal', -6],
      ['campaign_reversal', -15],
    ]);
    expect((await s.http.get('/game/summary', token)).body.data.balance).to.equal(0);
    expect((await s.http.get(`/game/summary?id=${campaign.id}`, s.hq)).body.data[0]).to.include({ pointsAwarded: 0 });
    await ledgerBalances(s.c);
  });

  it('when an agent redeems, then stock, per-period limit and balance are checked; HQ ships, hands over or cancels (points and stock back)', async () => {
    const s = await shop();
    const agent = await agentWithPoints(s, 25);
    const token = tokenOf(s.c, agent);
    const poor = await agentWithPoints(s, 5);
    const campaign = await createCampaign(s, { pointRequired: 10, maxRedeem: 2, perAgentLimit: 2 });
    const soon = await createCampaign(s, { startDate: day(2), endDate: day(4) });
    const gone = await createCampaign(s, { startDate: day(-4), endDate: day(-2) });

    const active = await s.http.get('/game/get-active', token);
    expect(active.body.data.map((c: { id: number }) => c.id)).to.deep.equal([campaign.id]);
    expect(active.body.data[0]).to.include({ canRedeem: true, blockedBy: null, myRedemptions: 0 });
    expect((await s.http.get('/game/get-active', tokenOf(s.c, poor))).body.data[0]).to.include({ canRedeem: false, blockedBy: 'points' });

    const first = await s.http.post('/game/redeem-point', token).send({ gameId: campaign.id, remark: 'Deliver to my shop' });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    expect(first.body.data).to.include({ status: 'pending', points: 10, campaignId: campaign.id, remark: 'Deliver to my shop', period: businessTime().format('YYYY-MM') });
    const refused = async (t: string, gameId: number, status: number, message: string) => {
      const res = await s.http.post('/game/redeem-point', t).send({ gameId });
      expect(res.status, message).to.equal(status);
      expect(res.body.meta.message).to.equal(message);
    };
    await refused(tokenOf(s.c, poor), campaign.id, 409, 'You do not have enough points for this reward.');
    await refused(token, soon.id, 409, 'This campaign has not started yet.');
    await refused(token, gone.id, 409, 'This campaign has ended.');
    expect((await s.http.post('/game/redeem-point', token).send({ gameId: campaign.id })).status).to.equal(201);
    // Stock: two rewards, both gone.
    await refused(token, campaign.id, 409, 'All rewards of this campaign have been redeemed.');
    expect((await s.http.get('/game/summary', token)).body.data).to.include({ balance: 5, redeemed: 20 });

    const desk = await s.http.get('/game/redeem-list', s.hq);
    expect(desk.body.data.map((r: { status: string }) => r.status)).to.deep.equal(['pending', 'pending']);
    const [a, b] = desk.body.data as { id: number }[];
    const shipped = await s.http.post('/game/win-prize', s.hq).send({ id: a.id, status: 'shipped', trackingNo: 'EP123MY' });
    expect(shipped.status).to.equal(200);
    expect(shipped.body.data).to.include({ status: 'shipped', trackingNo: 'EP123MY' });
    expect(shipped.body.data.shippedAt).to.be.a('string');
    expect((await s.http.post('/game/win-prize', s.hq).send({ id: a.id, status: 'handed_over' })).body.data.status).to.equal('handed_over');
    const again = await s.http.post('/game/win-prize', s.hq).send({ id: a.id, status: 'cancelled' });
    expect(again.status).to.equal(409);
    expect(again.body.meta.message).to.equal('This redemption cannot be changed that way any more.');

    // Cancelling returns the points and the reward; the per-period limit (2) then still holds.
    expect((await s.http.post('/game/win-prize', s.hq).send({ id: b.id, status: 'cancelled', note: 'Out of colour' })).status).to.equal(200);
    expect((await s.http.get('/game/summary', token)).body.data).to.include({ balance: 15, redeemed: 10 });
    expect((await Campaign.of(s.c.ctx).findById(campaign.id))!.redeemed).to.equal(1);
    expect((await s.http.post('/game/redeem-point', token).send({ gameId: campaign.id })).status).to.equal(201);
    await s.http.post('/game/edit', s.hq).send({ id: campaign.id, ...campaignBody({ pointRequired: 10, maxRedeem: 9, perAgentLimit: 2 }) });
    await refused(token, campaign.id, 409, 'You have reached the redemption limit of this campaign for this period.');
    const lowered = await s.http.post('/game/edit', s.hq).send({ id: campaign.id, ...campaignBody({ maxRedeem: 1 }) });
    expect(lowered.status).to.equal(422);
    expect(lowered.body.meta.message).to.equal('The maximum redemptions cannot be lower than the 2 rewards already redeemed.');

    const mine = await s.http.get('/game/history-redeem', token);
    expect(mine.body.data.map((r: { status: string }) => r.status)).to.deep.equal(['pending', 'cancelled', 'handed_over']);
    const figures = (await s.http.get(`/game/summary?id=${campaign.id}`, s.hq)).body.data[0];
    expect(figures).to.include({ redeemed: 2, pending: 1, handedOver: 1, cancelled: 1, pointsRedeemed: 20, agents: 1 });
    expect((await PointBalance.of(s.c.ctx).where('userId', agent.id).first())!.balance).to.be.at.least(0);
    await ledgerBalances(s.c);
  });

  it('when 50 agents redeem the last 5 rewards at once, then exactly 5 redeem and the ledger sums equal the balances', async function () {
    this.timeout(120_000);
    const s = await shop();
    const campaign = await createCampaign(s, { pointRequired: 10, maxRedeem: 5 });
    const agents = [];
    for (let i = 0; i < 50; i++) agents.push(await agentWithPoints(s, 10));
    const results = await Promise.allSettled(agents.map((a) => redeem(agentCtx(s.c, a.id), { gameId: campaign.id })));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(5);
    for (const f of failed) expect(f.reason).to.include({ status: 409, key: 'campaign.outOfStock' });
    expect((await Campaign.of(s.c.ctx).findById(campaign.id))!.redeemed).to.equal(5);
    expect(await Redemption.of(s.c.ctx).where('campaignId', campaign.id).resultSize()).to.equal(5);
    expect(await PointBalance.of(s.c.ctx).where('balance', 0).resultSize()).to.equal(5);
    await ledgerBalances(s.c);
  });

  it('when one agent redeems many times at once, then its balance never goes below zero', async function () {
    this.timeout(60_000);
    const s = await shop();
    const agent = await agentWithPoints(s, 30);
    const campaign = await createCampaign(s, { pointRequired: 10, maxRedeem: 100, perAgentLimit: 100, period: 'daily' });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => redeem(agentCtx(s.c, agent.id), { gameId: campaign.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(3);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) expect(r.reason).to.include({ status: 409, key: 'points.insufficient' });
    expect((await PointBalance.of(s.c.ctx).where('userId', agent.id).first())!.balance).to.equal(0);
    expect((await Campaign.of(s.c.ctx).findById(campaign.id))!.redeemed).to.equal(3);
    await ledgerBalances(s.c);
  });

  it('when one agent redeems many times at once with points to spare, then no more than its per-period limit is taken', async function () {
    this.timeout(60_000);
    const s = await shop();
    const agent = await agentWithPoints(s, 100);
    const campaign = await createCampaign(s, { pointRequired: 10, maxRedeem: 100, perAgentLimit: 2, period: 'weekly' });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => redeem(agentCtx(s.c, agent.id), { gameId: campaign.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(2);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) expect(r.reason).to.include({ status: 409, key: 'campaign.limitReached' });
    expect((await PointBalance.of(s.c.ctx).where('userId', agent.id).first())!.balance).to.equal(80);
    expect((await Campaign.of(s.c.ctx).findById(campaign.id))!.redeemed).to.equal(2);
    await ledgerBalances(s.c);
  });

  it('when points are two calendar years old, then the expiry job takes what is left of them once, and the agent sees what expires this year', async () => {
    const s = await shop();
    const agent = await buyer(s.c, s.tier.id);
    const now = businessTime();
    // 40 points earned two years ago, 7 last year, 3 this year; 30 spent since.
    clock.advance(now.subtract(2, 'year').valueOf() - now.valueOf());
    await postPoints(s.c.ctx, { userId: agent.id, points: 40, kind: 'order', reference: 'old', by: null });
    clock.reset();
    clock.advance(now.subtract(1, 'year').valueOf() - now.valueOf());
    await postPoints(s.c.ctx, { userId: agent.id, points: 7, kind: 'order', reference: 'last', by: null });
    clock.reset();
    await postPoints(s.c.ctx, { userId: agent.id, points: 3, kind: 'order', reference: 'new', by: null });
    await postPoints(s.c.ctx, { userId: agent.id, points: -30, kind: 'redeem', reference: 'spent', by: agent.id });

    expect(await expirePoints(s.c.ctx)).to.equal(1);
    expect(await expirePoints(s.c.ctx)).to.equal(0);
    const expiry = await PointEntry.of(s.c.ctx).where({ userId: agent.id, kind: 'expiry' });
    expect(expiry.map((e) => e.points)).to.deep.equal([-10]);
    const summary = await api(s.c.host).get('/game/summary', tokenOf(s.c, agent));
    expect(summary.body.data).to.deep.equal({ balance: 10, earned: 50, redeemed: 30, expiring: 7, expiresOn: now.endOf('year').format('YYYY-MM-DD') });
    await ledgerBalances(s.c);
    // The next day changes nothing.
    clock.advance(DAY_MS);
    expect(await expirePoints(s.c.ctx)).to.equal(0);
  });

  it('when another company or a caller without the right asks, then it is refused and sees nothing of this company', async () => {
    const s = await shop();
    const agent = await agentWithPoints(s, 50);
    const token = tokenOf(s.c, agent);
    const campaign = await createCampaign(s);
    await s.http.post('/game/redeem-point', token).send({ gameId: campaign.id });

    const b = await shop();
    const bAgent = await agentWithPoints(b, 50);
    const bToken = tokenOf(b.c, bAgent);
    expect((await b.http.get(`/game/campaign-detail?id=${campaign.id}`, b.hq)).status).to.equal(404);
    expect((await b.http.post('/game/edit', b.hq).send({ id: campaign.id, ...campaignBody() })).status).to.equal(404);
    expect((await b.http.delete(`/game/delete?id=${campaign.id}`, b.hq)).status).to.equal(404);
    expect((await b.http.post('/game/redeem-point', bToken).send({ gameId: campaign.id })).status).to.equal(404);
    expect((await b.http.get('/game/campaign', b.hq)).body.data).to.deep.equal([]);
    expect((await b.http.get('/game/history-redeem', b.hq)).body.data).to.deep.equal([]);
    expect((await b.http.get(`/game/history-point?userId=${agent.id}`, b.hq)).body.data).to.deep.equal([]);
    const aRedemption = (await Redemption.of(s.c.ctx).first())!;
    expect((await b.http.post('/game/win-prize', b.hq).send({ id: aRedemption.id, status: 'shipped' })).status).to.equal(404);
    // A token of company A on company B's host.
    expect((await b.http.get('/game/get-active', token)).status).to.equal(401);

    // Agents: no setup, no desk, nobody else's history.
    expect((await s.http.post('/game/store', token).send(campaignBody())).status).to.equal(403);
    expect((await s.http.get('/game/redeem-list', token)).status).to.equal(403);
    const other = await agentWithPoints(s, 0);
    expect((await s.http.get(`/game/history-point?userId=${other.id}`, token)).status).to.equal(403);
    expect((await s.http.get('/game/history-redeem', tokenOf(s.c, other))).body.data).to.deep.equal([]);
    // Staff: with "post content" they manage campaigns; without it they see nothing.
    const writer = await newUser(s.c, { role: 'staff', permissions: ['post_content'] });
    const plain = await newUser(s.c, { role: 'staff', permissions: ['manage_orders'] });
    expect((await s.http.get('/game/campaign', await login(s.c.host, writer.email))).status).to.equal(200);
    const plainToken = await login(s.c.host, plain.email);
    expect((await s.http.get('/game/history-point', plainToken)).status).to.equal(403);
    expect((await s.http.post('/game/store', plainToken).send(campaignBody())).status).to.equal(403);
    // HQ cannot redeem.
    expect((await s.http.post('/game/redeem-point', s.hq).send({ gameId: campaign.id })).status).to.equal(403);
  });
});
