import { expect } from 'chai';
import { Tier } from '../../server/modules/tiers/models';
import { resolveTenant } from '../../server/platform/tenancy';
import { api, login, newCompany, newTier, newUser, type TestCompany } from '../harness';

async function hqSession() {
  const c = await newCompany();
  return { c, token: await login(c.host, c.hq.email) };
}

const FULL = {
  levelName: 'Master Stockist',
  rankNumber: 1,
  momUnit: 10,
  momAmount: 150000,
  momFirstOrderUnit: 20,
  momFirstOrderAmount: 300000,
  psUnit: 30,
  psAmount: 450000,
  gsUnit: 100,
  gsAmount: 1500000,
  tpgsUnit: 130,
  tpgsAmount: 1950000,
  helperPercen: 250,
  recruitComm: 5000,
  leadership: 300,
  inactiveDays: 90,
  sideGroupSales: 1000000,
  introducerBonus: 200,
  overridingCommission: false,
};

async function staffToken(c: TestCompany) {
  const staff = await newUser(c, { role: 'staff', permissions: ['post_content', 'add_user'] });
  return login(c.host, staff.email);
}

describe('Tiers', () => {
  describe('POST /setup/tier/store', () => {
    it('when HQ creates a level with every field, then it is listed with them', async () => {
      const { c, token } = await hqSession();
      const res = await api(c.host).post('/setup/tier/store', token).send(FULL);
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.meta.message).to.equal('Level created.');
      expect(res.body.data).to.include(FULL);
      const list = await api(c.host).get('/setup/tier', token);
      expect(list.status).to.equal(200);
      expect(list.headers['content-range']).to.equal('items 0-0/1');
      expect(list.body.data[0]).to.include({ ...FULL, id: res.body.data.id });
    });

    it('when only the name and rank are given, then every other field defaults to zero and override on', async () => {
      const { c, token } = await hqSession();
      const res = await api(c.host).post('/setup/tier/store', token).send({ levelName: 'Agent', rankNumber: 3 });
      expect(res.status).to.equal(201);
      expect(res.body.data).to.include({ momAmount: 0, helperPercen: 0, inactiveDays: null, overridingCommission: true });
    });

    it('when the rank number is taken in the company, then 409 with a translated message beside rankNumber', async () => {
      const { c, token } = await hqSession();
      await newTier(c, 2);
      const res = await api(c.host).post('/setup/tier/store', token).set('Accept-Language', 'ms').send({ levelName: 'Other', rankNumber: 2 });
      expect(res.status).to.equal(409);
      expect(res.body.meta.message).to.equal('Nombor kedudukan 2 sudah digunakan oleh tahap lain.');
      expect(res.body.meta.errors).to.have.property('rankNumber');
      expect(await Tier.of(c.ctx).where({ rankNumber: 2 }).resultSize()).to.equal(1);
    });

    it('when another company uses the same rank number, then it is accepted', async () => {
      const other = await newCompany();
      await newTier(other, 1);
      const { c, token } = await hqSession();
      const res = await api(c.host).post('/setup/tier/store', token).send({ levelName: 'Top', rankNumber: 1 });
      expect(res.status).to.equal(201);
    });

    it('when fields are out of bounds or unknown, then 422 per field and nothing is saved', async () => {
      const { c, token } = await hqSession();
      const res = await api(c.host).post('/setup/tier/store', token).send({ levelName: '', rankNumber: 0, helperPercen: 10001, momAmount: -1, momUnit: 1.5, bogus: 1 });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.include.keys('levelName', 'rankNumber', 'helperPercen', 'momAmount', 'momUnit', 'bogus');
      expect(await Tier.of(c.ctx).resultSize()).to.equal(0);
    });

    it('when staff (even with permissions) or an agent write, then 403', async () => {
      const c = await newCompany();
      const agent = await newUser(c);
      for (const token of [await staffToken(c), await login(c.host, agent.email)]) {
        const res = await api(c.host).post('/setup/tier/store', token).send({ levelName: 'X', rankNumber: 5 });
        expect(res.status).to.equal(403);
      }
      expect(await Tier.of(c.ctx).resultSize()).to.equal(0);
    });
  });

  describe('POST /setup/tier/update', () => {
    it('when HQ changes some fields, then only those change', async () => {
      const { c, token } = await hqSession();
      const tier = await newTier(c, 1, 'Gold');
      const res = await api(c.host).post('/setup/tier/update', token).send({ id: tier.id, levelName: 'Platinum', leadership: 500 });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Level saved.');
      const saved = (await Tier.of(c.ctx).findById(tier.id))!;
      expect(saved).to.include({ levelName: 'Platinum', leadership: 500, rankNumber: 1 });
    });

    it('when the new rank belongs to another level, then 409 and nothing changes; its own rank is fine', async () => {
      const { c, token } = await hqSession();
      const a = await newTier(c, 1);
      await newTier(c, 2);
      const taken = await api(c.host).post('/setup/tier/update', token).send({ id: a.id, rankNumber: 2, levelName: 'Renamed' });
      expect(taken.status).to.equal(409);
      expect((await Tier.of(c.ctx).findById(a.id))!.levelName).to.equal('Level 1');
      const same = await api(c.host).post('/setup/tier/update', token).send({ id: a.id, rankNumber: 1 });
      expect(same.status).to.equal(200);
    });

    it("when HQ of company B updates company A's level, then 404 and it is unchanged", async () => {
      const a = await newCompany();
      const tier = await newTier(a, 1, 'Gold');
      const { c: b, token } = await hqSession();
      const res = await api(b.host).post('/setup/tier/update', token).send({ id: tier.id, levelName: 'Stolen' });
      expect(res.status).to.equal(404);
      expect((await Tier.of(a.ctx).findById(tier.id))!.levelName).to.equal('Gold');
    });

    it("when company A's token is used on company B's host, then 401", async () => {
      const a = await newCompany();
      const token = await login(a.host, a.hq.email);
      const b = await newCompany();
      const res = await api(b.host).get('/setup/tier', token);
      expect(res.status).to.equal(401);
    });
  });

  describe('DELETE /setup/tier/delete', () => {
    it('when no agent holds the level, then it is deleted', async () => {
      const { c, token } = await hqSession();
      const tier = await newTier(c, 4);
      const res = await api(c.host).delete(`/setup/tier/delete?id=${tier.id}`, token);
      expect(res.status).to.equal(200);
      expect(await Tier.of(c.ctx).findById(tier.id)).to.equal(undefined);
    });

    it('when the deleted level is the lowest level that may order, then the company no longer names it, also in the cached tenant', async () => {
      const { c, token } = await hqSession();
      const tier = await newTier(c, 4);
      await api(c.host).post('/company-features/store', token).send({ level: tier.id }).expect(200);
      expect((await resolveTenant(c.host))!.features).to.include({ orderLevelTierId: tier.id });
      await api(c.host).delete(`/setup/tier/delete?id=${tier.id}`, token).expect(200);
      expect((await resolveTenant(c.host))!.features).to.include({ orderLevelTierId: null });
      expect((await api(c.host).get('/company-features', token)).body.data.level).to.equal(null);
    });

    it('when agents hold the level, then 409 tier.inUse and it stays', async () => {
      const { c, token } = await hqSession();
      const tier = await newTier(c, 4);
      await newUser(c, { tierId: tier.id });
      const res = await api(c.host).delete(`/setup/tier/delete?id=${tier.id}`, token);
      expect(res.status).to.equal(409);
      expect(res.body.meta.message).to.match(/still has agents/);
      expect(await Tier.of(c.ctx).findById(tier.id)).to.not.equal(undefined);
    });

    it("when company B deletes company A's level, then 404", async () => {
      const a = await newCompany();
      const tier = await newTier(a, 1);
      const { c: b, token } = await hqSession();
      const res = await api(b.host).delete(`/setup/tier/delete?id=${tier.id}`, token);
      expect(res.status).to.equal(404);
      expect(await Tier.of(a.ctx).findById(tier.id)).to.not.equal(undefined);
    });
  });

  describe('GET /setup/tier', () => {
    it('when an agent reads the levels, then it gets its company’s, by rank; filters and search work', async () => {
      const c = await newCompany();
      await newTier(c, 2, 'Silver');
      const gold = await newTier(c, 1, 'Gold');
      await newTier(await newCompany(), 1, 'Elsewhere');
      const agent = await newUser(c, { tierId: gold.id });
      const token = await login(c.host, agent.email);
      const res = await api(c.host).get('/setup/tier', token);
      expect(res.status).to.equal(200);
      expect(res.body.data.map((t: { levelName: string }) => t.levelName)).to.deep.equal(['Gold', 'Silver']);
      const one = await api(c.host).get(`/setup/tier?filter=${encodeURIComponent(JSON.stringify({ id: gold.id }))}`, token);
      expect(one.body.data).to.have.length(1);
      const search = await api(c.host).get('/setup/tier?search=silv', token);
      expect(search.body.data.map((t: { levelName: string }) => t.levelName)).to.deep.equal(['Silver']);
    });

    it('when nobody is signed in, then 401', async () => {
      const c = await newCompany();
      expect((await api(c.host).get('/setup/tier')).status).to.equal(401);
    });
  });
});

describe('Commission ranks', () => {
  const rank = (name: string, extra: Record<string, unknown> = {}) => ({
    commission_name: name,
    personal_sales: 100000,
    total_personal_group_sales: 500000,
    side_group_sales: 0,
    commission: 300,
    personal_level_commission: 100,
    is_leadership: false,
    ...extra,
  });

  it('when HQ saves a list, then the ranks are created with every field and read back lowest first', async () => {
    const { c, token } = await hqSession();
    const benefits = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`benefit_${n}`, `Benefit ${n}`]));
    const res = await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('Diamond', { total_personal_group_sales: 9000000, is_leadership: true, ...benefits }), rank('Bronze')] });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('Commission ranks saved.');
    const list = await api(c.host).get('/setup/company-commission-rank', token);
    expect(list.body.data.map((r: { commission_name: string }) => r.commission_name)).to.deep.equal(['Bronze', 'Diamond']);
    expect(list.body.data[1]).to.include({ is_leadership: true, commission: 300, benefit_8: 'Benefit 8', total_personal_group_sales: 9000000 });
    expect(list.body.data[0]).to.include({ benefit_1: null });
  });

  it('when the list is saved again, then rows with id are updated, new rows created and missing ones deleted', async () => {
    const { c, token } = await hqSession();
    const first = await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('A'), rank('B')] });
    const [a, b] = first.body.data as { id: number; commission_name: string }[];
    // names swapped between the two saved rows, and one new row
    const res = await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('B', { id: a.id, commission: 900 }), rank('C')] });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const names = (res.body.data as { id: number; commission_name: string; commission: number }[]).map((r) => [r.id === a.id, r.commission_name, r.commission]);
    expect(names).to.have.deep.members([
      [true, 'B', 900],
      [false, 'C', 300],
    ]);
    expect(res.body.data.some((r: { id: number }) => r.id === b.id)).to.equal(false);
  });

  it('when names repeat, a rate exceeds 100 % or a field is missing, then 422 per row and nothing changes', async () => {
    const { c, token } = await hqSession();
    await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('Keep')] });
    const dup = await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('X'), rank('x')] });
    expect(dup.status).to.equal(422);
    expect(dup.body.meta.errors).to.have.property('ranks.1.commission_name', 'Each commission rank needs its own name.');
    const bad = await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('Y', { commission: 10001 }), { personal_sales: 1 }] });
    expect(bad.status).to.equal(422);
    expect(bad.body.meta.errors).to.include.keys('ranks.0.commission', 'ranks.1.commission_name');
    const list = await api(c.host).get('/setup/company-commission-rank', token);
    expect(list.body.data.map((r: { commission_name: string }) => r.commission_name)).to.deep.equal(['Keep']);
  });

  it('when the same rank id is sent on two rows, then 422 on the second row and nothing changes', async () => {
    const { c, token } = await hqSession();
    const saved = await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('Gold', { commission: 300 })] });
    const id = saved.body.data[0].id;
    const res = await api(c.host)
      .post('/setup/company-commission-rank/update', token)
      .send({ ranks: [rank('Platinum', { id, commission: 500 }), rank('Silver', { id, commission: 100 })] });
    expect(res.status).to.equal(422);
    expect(res.body.meta.errors).to.deep.equal({ 'ranks.1.id': 'This commission rank is already in the list.' });
    const list = await api(c.host).get('/setup/company-commission-rank', token);
    expect(list.body.data.map((r: { id: number; commission_name: string; commission: number }) => [r.id, r.commission_name, r.commission])).to.deep.equal([[id, 'Gold', 300]]);
  });

  it("when company B sends company A's rank id, then 422 on that row and A's rank is untouched", async () => {
    const a = await hqSession();
    const saved = await api(a.c.host)
      .post('/setup/company-commission-rank/update', a.token)
      .send({ ranks: [rank('Mine')] });
    const id = saved.body.data[0].id;
    const b = await hqSession();
    const res = await api(b.c.host)
      .post('/setup/company-commission-rank/update', b.token)
      .send({ ranks: [rank('Stolen', { id })] });
    expect(res.status).to.equal(422);
    expect(res.body.meta.errors).to.have.property('ranks.0.id');
    const list = await api(a.c.host).get('/setup/company-commission-rank', a.token);
    expect(list.body.data[0].commission_name).to.equal('Mine');
    expect((await api(b.c.host).get('/setup/company-commission-rank', b.token)).body.data).to.deep.equal([]);
  });

  it('when staff or an agent save ranks, then 403', async () => {
    const c = await newCompany();
    const agent = await newUser(c);
    for (const token of [await staffToken(c), await login(c.host, agent.email)]) {
      const res = await api(c.host)
        .post('/setup/company-commission-rank/update', token)
        .send({ ranks: [rank('Z')] });
      expect(res.status).to.equal(403);
    }
  });
});
