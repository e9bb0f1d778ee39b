import { expect } from 'chai';
import { api, login, newCompany, newTier, newUser, platform, type TestCompany } from '../harness';
import { User } from '../../server/modules/users/models';
import { Tier } from '../../server/modules/tiers/models';
import { CompanyFeatures } from '../../server/modules/companies/models';
import { listUplines } from '../../server/modules/agents/genealogy';
import { AgentLevelChange, markActive, markInactiveAgents, store } from '../../server/modules/agents/promotion';
import { failQueries, InjectedDbError } from '../faults';
import { clock, toDbTime } from '../../server/platform/time';
import { closureOf, recomputedClosure } from './helpers';

const DAY = 86_400_000;

/**
 * A company with tiers of rank 1, 2, 3 and a network:
 *   top (1) ─ mid (2) ─ agent (3) ─ down (3)
 *   other (1)
 */
async function network() {
  const c = await newCompany();
  const t1 = await newTier(c, 1, 'Gold');
  const t2 = await newTier(c, 2, 'Silver');
  const t3 = await newTier(c, 3, 'Bronze');
  const top = await newUser(c, { tierId: t1.id });
  const mid = await newUser(c, { tierId: t2.id, uplineId: top.id });
  const agent = await newUser(c, { tierId: t3.id, uplineId: mid.id });
  const down = await newUser(c, { tierId: t3.id, uplineId: agent.id });
  const other = await newUser(c, { tierId: t1.id });
  const hq = await login(c.host, c.hq.email);
  return { c, t1, t2, t3, top, mid, agent, down, other, hq };
}

const userOf = (c: TestCompany, id: number) => User.of(c.ctx).findById(id);
const changesOf = (c: TestCompany, agentId: number) => AgentLevelChange.of(c.ctx).where({ agentId }).orderBy('id');
const uplineIds = async (c: TestCompany, id: number) => (await listUplines(c.ctx, id)).map((u) => u.id);

describe('Agents promote, demote, suspend', () => {
  it("when HQ promotes an agent below its upline's level, then the tier changes one rank up, the upline stays and a history row is kept", async () => {
    const { c, t3, mid, agent, hq } = await network();
    // The agent starts at rank 4, so one rank up (3) stays below its upline's rank 2.
    const t4 = await newTier(c, 4, 'Copper');
    await User.of(c.ctx).findById(agent.id).patch({ tierId: t4.id });
    const res = await api(c.host).post('/promote-demote/store', hq).send({ id: agent.id, type: 'promote' });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('The agent has been promoted.');
    expect(res.body.data.agent.tier.id).to.equal(t3.id);
    expect(res.body.data.agent.upline.id).to.equal(mid.id);
    const after = await userOf(c, agent.id);
    expect(after!.tierId).to.equal(t3.id);
    expect(after!.uplineId).to.equal(mid.id);
    const rows = await changesOf(c, agent.id);
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ type: 'promote', fromTierId: t4.id, toTierId: t3.id, fromUplineId: mid.id, toUplineId: mid.id, byUserId: c.hq.id });
    const history = await api(c.host).get(`/promote-demote/history?id=${agent.id}`, hq);
    expect(history.status).to.equal(200);
    expect(history.body.data[0].toTier.levelName).to.equal('Bronze');
    expect(history.body.data[0].by.id).to.equal(c.hq.id);
  });

  it("when a promotion reaches the upline's level without a new upline, then 422 with the same-tier message and nothing changes", async () => {
    const { c, t3, mid, agent, hq } = await network();
    const res = await api(c.host).post('/promote-demote/store', hq).send({ id: agent.id, type: 'promote' });
    expect(res.status).to.equal(422);
    expect(JSON.stringify(res.body.meta)).to.contain("The new level is the same as or above the upline's level");
    const after = await userOf(c, agent.id);
    expect(after!.tierId).to.equal(t3.id);
    expect(after!.uplineId).to.equal(mid.id);
    expect(await changesOf(c, agent.id)).to.have.length(0);
    // Same refusal in Malay, and when the current upline is named again.
    const ms = await api(c.host).post('/promote-demote/store', hq).set('Accept-Language', 'ms').send({ id: agent.id, type: 'promote', uplineId: mid.id });
    expect(ms.status).to.equal(422);
  });

  it('when reading the current upline fails, then the promotion fails with that error and nothing changes', async () => {
    const { c, t2, t3, mid, agent } = await network();
    // Only "not found" means "no upline": a failing read must not skip the upline rule (t2 is mid's own level).
    let failed = 0;
    const restore = failQueries((q) => {
      const bindings = q.bindings ?? [];
      const upline = failed === 0 && /from [`"]users[`"]/i.test(q.sql) && bindings.includes(mid.id) && !bindings.includes(agent.id);
      if (upline) failed++;
      return upline;
    });
    let error: unknown = null;
    try {
      await store(c.ctx, { id: agent.id, type: 'promote', tierId: t2.id });
    } catch (err) {
      error = err;
    } finally {
      restore();
    }
    expect(failed).to.equal(1);
    expect(error).to.be.instanceOf(InjectedDbError);
    const after = await userOf(c, agent.id);
    expect(after!.tierId).to.equal(t3.id);
    expect(after!.uplineId).to.equal(mid.id);
    expect(await changesOf(c, agent.id)).to.have.length(0);
  });

  it("when a promotion reaches the upline's level with a new upline, then the agent moves with its group and the closure matches the pointers", async () => {
    const { c, t2, top, mid, agent, down, other, hq } = await network();
    const candidates = await api(c.host).get(`/promote-demote/upline-list?id=${agent.id}&type=promote`, hq);
    expect(candidates.status).to.equal(200);
    const ids = candidates.body.data.map((a: { id: number }) => a.id).sort();
    expect(ids).to.deep.equal([top.id, other.id].sort());

    const res = await api(c.host).post('/promote-demote/store', hq).send({ id: agent.id, type: 'promote', uplineId: other.id });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('The agent has been promoted.');
    const after = await userOf(c, agent.id);
    expect(after!.tierId).to.equal(t2.id);
    expect(after!.uplineId).to.equal(other.id);
    expect(await uplineIds(c, agent.id)).to.deep.equal([other.id]);
    expect(await uplineIds(c, down.id)).to.deep.equal([agent.id, other.id]);
    expect(await closureOf(c)).to.deep.equal(await recomputedClosure(c));
    const [row] = await changesOf(c, agent.id);
    expect(row).to.include({ type: 'promote', fromUplineId: mid.id, toUplineId: other.id, toTierId: t2.id });
  });

  it("when the new upline is in the agent's own group, not of a higher level, or unknown, then 422 and nothing moves", async () => {
    const { c, t1, mid, agent, down, hq } = await network();
    await User.of(c.ctx).findById(down.id).patch({ tierId: t1.id });
    const own = await api(c.host).post('/promote-demote/store', hq).send({ id: agent.id, type: 'promote', uplineId: down.id });
    expect(own.status).to.equal(422);
    expect(own.body.meta.errors ?? own.body.meta).to.satisfy((e: unknown) => JSON.stringify(e).includes('uplineId'));
    const peer = await newUser(c, { tierId: (await Tier.of(c.ctx).findOne({ rankNumber: 2 }))!.id });
    const notHigher = await api(c.host).post('/promote-demote/store', hq).send({ id: agent.id, type: 'promote', uplineId: peer.id });
    expect(notHigher.status).to.equal(422);
    const unknown = await api(c.host).post('/promote-demote/store', hq).send({ id: agent.id, type: 'promote', uplineId: 999_999_999 });
    expect(unknown.status).to.equal(422);
    expect((await userOf(c, agent.id))!.uplineId).to.equal(mid.id);
    expect(await changesOf(c, agent.id)).to.have.length(0);
  });

  it('when HQ demotes, then the tier goes one rank down; at the lowest level the demotion is refused', async () => {
    const { c, t1, t2, top, hq } = await network();
    const res = await api(c.host).post('/promote-demote/store', hq).send({ id: top.id, type: 'demote' });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('The agent has been demoted.');
    expect((await userOf(c, top.id))!.tierId).to.equal(t2.id);
    const lowest = await api(c.host).post('/promote-demote/store', hq).send({ id: top.id, type: 'demote', tierId: t1.id });
    expect(lowest.status).to.equal(422);
    const [row] = await changesOf(c, top.id);
    expect(row).to.include({ type: 'demote', fromTierId: t1.id, toTierId: t2.id, fromUplineId: null, toUplineId: null });
    const bad = await api(c.host).post('/promote-demote/store', hq).send({ id: top.id, type: 'sideways' });
    expect(bad.status).to.equal(422);
  });

  it('when a demotion passes the lowest tier, then 422 and the tier stays', async () => {
    const { c, t3, down, hq } = await network();
    const res = await api(c.host).post('/promote-demote/store', hq).send({ id: down.id, type: 'demote' });
    expect(res.status).to.equal(422);
    expect((await userOf(c, down.id))!.tierId).to.equal(t3.id);
  });

  it('when HQ lists and summarises agents, then the filters and counts match the network', async () => {
    const { c, t1, t3, mid, agent, down, hq } = await network();
    const all = await api(c.host).get('/promote-demote', hq);
    expect(all.status).to.equal(200);
    expect(all.headers['content-range']).to.match(/\/5$/);
    const level = await api(c.host).get(`/promote-demote?level=${t3.id}`, hq);
    expect(level.body.data.map((a: { id: number }) => a.id).sort()).to.deep.equal([agent.id, down.id].sort());
    const upline = await api(c.host).get(`/promote-demote?filter=${encodeURIComponent(JSON.stringify({ uplineId: mid.id }))}`, hq);
    expect(upline.body.data.map((a: { id: number }) => a.id)).to.deep.equal([agent.id]);
    expect(upline.body.data[0].upline.id).to.equal(mid.id);
    await User.of(c.ctx).findById(down.id).patch({ firstName: 'Zebedee' });
    const search = await api(c.host).get('/promote-demote?search=zebedee', hq);
    expect(search.body.data.map((a: { id: number }) => a.id)).to.deep.equal([down.id]);
    await User.of(c.ctx).findById(down.id).patch({ status: 'inactive' });
    const inactive = await api(c.host).get('/promote-demote?status=inactive', hq);
    expect(inactive.body.data.map((a: { id: number }) => a.id)).to.deep.equal([down.id]);
    const summary = await api(c.host).get('/promote-demote/summary', hq);
    expect(summary.status).to.equal(200);
    expect(summary.body.data.total).to.equal(5);
    expect(summary.body.data.statuses).to.deep.equal({ new: 0, active: 4, inactive: 1, suspended: 0 });
    const gold = summary.body.data.levels.find((l: { tierId: number }) => l.tierId === t1.id);
    expect(gold.count).to.equal(2);
  });

  it('when HQ suspends an agent, then its live token stops at once and login is refused; unsuspend lets it in again', async () => {
    const { c, agent, hq } = await network();
    const token = await login(c.host, agent.email);
    expect((await api(c.host).get('/user/detail', token)).status).to.equal(200);
    const res = await api(c.host).post('/promote-demote/suspend', hq).send({ id: agent.id, suspend: true });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data.status).to.equal('suspended');
    expect((await api(c.host).get('/user/detail', token)).status).to.equal(401);
    const refused = await api(c.host).post('/login').send({ email: agent.email, password: 'Secret#123' });
    expect(refused.status).to.be.oneOf([401, 403]);
    const again = await api(c.host).post('/promote-demote/suspend', hq).send({ id: agent.id, suspend: true });
    expect(again.status).to.equal(409);

    const un = await api(c.host).post('/promote-demote/suspend', hq).send({ id: agent.id, suspend: false });
    expect(un.status).to.equal(200);
    expect(un.body.data.status).to.equal('active');
    const fresh = await login(c.host, agent.email);
    expect((await api(c.host).get('/user/detail', fresh)).status).to.equal(200);
    expect((await api(c.host).get('/user/detail', token)).status).to.equal(401);
    expect((await api(c.host).post('/promote-demote/suspend', hq).send({ id: agent.id, suspend: false })).status).to.equal(409);
  });

  it('when staff lack the permission or an agent calls, then 403; staff with it may act', async () => {
    const { c, agent } = await network();
    const without = await newUser(c, { role: 'staff', permissions: ['add_user'] });
    const withIt = await newUser(c, { role: 'staff', permissions: ['promote_demote_suspend'] });
    const agentToken = await login(c.host, agent.email);
    const noToken = await login(c.host, without.email);
    const yesToken = await login(c.host, withIt.email);
    for (const token of [noToken, agentToken]) {
      expect((await api(c.host).get('/promote-demote', token)).status).to.equal(403);
      expect((await api(c.host).get('/promote-demote/summary', token)).status).to.equal(403);
      expect((await api(c.host).get(`/promote-demote/upline-list?id=${agent.id}`, token)).status).to.equal(403);
      expect((await api(c.host).post('/promote-demote/store', token).send({ id: agent.id, type: 'demote' })).status).to.equal(403);
      expect((await api(c.host).post('/promote-demote/suspend', token).send({ id: agent.id, suspend: true })).status).to.equal(403);
    }
    expect((await userOf(c, agent.id))!.status).to.equal('active');
    expect((await api(c.host).get('/promote-demote', yesToken)).status).to.equal(200);
    const suspended = await api(c.host).post('/promote-demote/suspend', yesToken).send({ id: agent.id, suspend: true });
    expect(suspended.status).to.equal(200);
    expect((await userOf(c, agent.id))!.status).to.equal('suspended');
  });

  it("when another company's agent id (or a staff id) is used, then 404 and that agent is untouched", async () => {
    const a = await network();
    const b = await network();
    for (const id of [b.agent.id, a.c.hq.id]) {
      expect((await api(a.c.host).post('/promote-demote/store', a.hq).send({ id, type: 'demote' })).status).to.equal(404);
      expect((await api(a.c.host).post('/promote-demote/suspend', a.hq).send({ id, suspend: true })).status).to.equal(404);
      expect((await api(a.c.host).get(`/promote-demote/upline-list?id=${id}`, a.hq)).status).to.equal(404);
      expect((await api(a.c.host).get(`/promote-demote/history?id=${id}`, a.hq)).status).to.equal(404);
    }
    // B's agent as a new upline in A: unknown upline.
    const cross = await api(a.c.host).post('/promote-demote/store', a.hq).send({ id: a.agent.id, type: 'promote', uplineId: b.other.id });
    expect(cross.status).to.equal(422);
    const untouched = await User.of(b.c.ctx).findById(b.agent.id);
    expect(untouched!.status).to.equal('active');
    expect(untouched!.tierId).to.equal(b.t3.id);
    // A's list shows none of B's agents.
    const list = await api(a.c.host).get('/promote-demote?perPage=100', a.hq);
    expect(list.body.data.map((x: { id: number }) => x.id)).to.not.include(b.agent.id);
  });

  it('when the inactivity period passes without a purchase, then active agents turn inactive, not before, and a paid order restores them', async () => {
    const c = await newCompany();
    await CompanyFeatures.of(c.ctx).patch({ inactiveLimitDays: 30 });
    const quick = await newTier(c, 1, 'Quick');
    await Tier.of(c.ctx).findById(quick.id).patch({ inactiveDays: 10 });
    const slow = await newTier(c, 2, 'Slow');
    const plain = await newUser(c, { tierId: slow.id });
    const fast = await newUser(c, { tierId: quick.id });
    const untiered = await newUser(c);
    const suspended = await newUser(c, { status: 'suspended' });
    const now = Date.now();
    const status = async (id: number) => (await userOf(c, id))!.status;

    expect(await markInactiveAgents(new Date(now + 9 * DAY), c.id)).to.equal(0);
    expect(await status(fast.id)).to.equal('active');
    expect(await markInactiveAgents(new Date(now + 11 * DAY), c.id)).to.equal(1);
    expect(await status(fast.id)).to.equal('inactive');
    expect(await status(plain.id)).to.equal('active');
    expect(await markInactiveAgents(new Date(now + 29 * DAY), c.id)).to.equal(0);
    expect(await markInactiveAgents(new Date(now + 31 * DAY), c.id)).to.equal(2);
    expect(await status(plain.id)).to.equal('inactive');
    expect(await status(untiered.id)).to.equal('inactive');
    expect(await status(suspended.id)).to.equal('suspended');

    // A paid order 31 days on: active again, and the period counts from that purchase.
    const paidAt = new Date(now + 31 * DAY);
    await markActive(c.ctx, plain.id, paidAt);
    const restored = await userOf(c, plain.id);
    expect(restored!.status).to.equal('active');
    expect((restored as unknown as { lastPurchaseAt: string }).lastPurchaseAt).to.equal(toDbTime(paidAt));
    expect(await markInactiveAgents(new Date(now + 60 * DAY), c.id)).to.equal(0);
    expect(await status(plain.id)).to.equal('active');
    expect(await markInactiveAgents(new Date(now + 62 * DAY), c.id)).to.equal(1);
    expect(await status(plain.id)).to.equal('inactive');
  });

  it("when the daily job runs with the clock moved past the period, then the company's agents turn inactive", async () => {
    const c = await newCompany();
    await CompanyFeatures.of(c.ctx).patch({ inactiveLimitDays: 3 });
    const agent = await newUser(c);
    const buyer = await newUser(c);
    expect(platform().jobs.names()).to.include('agents.inactivity');
    try {
      clock.advance(2 * DAY);
      await markActive(c.ctx, buyer.id);
      clock.advance(2 * DAY);
      expect(await platform().jobs.runNow('agents.inactivity')).to.equal(true);
    } finally {
      clock.reset();
    }
    expect((await userOf(c, agent.id))!.status).to.equal('inactive');
    expect((await userOf(c, buyer.id))!.status).to.equal('active');
  });
});
