import { expect } from 'chai';
import { User, UserPermission } from '../../server/modules/users/models';
import { Company } from '../../server/modules/companies/models';
import { invalidateTenants, resolveTenant } from '../../server/platform/tenancy';
import { api, login, newCompany, newUser, platform } from '../harness';

describe('Tenancy', () => {
  it('when a tenant query has no company, then it refuses to run', async () => {
    await newCompany();
    let error: Error | null = null;
    try {
      await User.query().where('role', 'hq');
    } catch (err) {
      error = err as Error;
    }
    expect(error?.message).to.match(/unscoped query on tenant table "users"/);
  });

  it('scopes reads, counts, updates and deletes to the context company', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const ua = await newUser(a);
    expect(await User.of(b.ctx).findById(ua.id)).to.equal(undefined);
    expect(await User.of(b.ctx).where('id', ua.id).resultSize()).to.equal(0);
    expect(await User.of(b.ctx).findById(ua.id).patch({ firstName: 'Hacked' })).to.equal(0);
    expect(await User.of(b.ctx).where('id', ua.id).delete()).to.equal(0);
    expect((await User.of(a.ctx).findById(ua.id))?.firstName).to.equal('Test');
  });

  it('stamps inserts with the company and refuses an insert for another company', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const u = await User.of(a.ctx).insertAndFetch({ role: 'agent', email: 'stamp@x.test', status: 'active', tokenVersion: 0 });
    expect(u.companyId).to.equal(a.id);
    let error: Error | null = null;
    try {
      await User.of(a.ctx).insert({ companyId: b.id, role: 'agent', email: 'other@x.test', status: 'active', tokenVersion: 0 });
    } catch (err) {
      error = err as Error;
    }
    expect(error?.message).to.match(/another company/);
  });

  it('eager loads stay within the company', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const u = await newUser(a, { role: 'staff', permissions: ['manage_orders'] });
    // A row of company B that joins the user by its id: an unscoped eager load would return it.
    await Company.knex()('user_permissions').insert({ companyId: b.id, userId: u.id, permission: 'approve_manual_payment' });
    expect((await UserPermission.of(b.ctx).where('userId', u.id)).map((p) => p.permission)).to.deep.equal(['approve_manual_payment']);
    const loaded = await User.of(a.ctx).findById(u.id).withGraphFetched('permissions');
    expect(loaded?.permissions?.map((p) => [p.companyId, p.permission])).to.deep.equal([[a.id, 'manage_orders']]);
  });

  it('a flood of unknown hosts does not evict a company from the host cache', async function () {
    this.timeout(180_000);
    const c = await newCompany();
    invalidateTenants();
    const reads: string[] = [];
    const listen = (q: { sql: string }) => void reads.push(q.sql);
    // Frozen while it runs, so that the cache's time to live cannot be what ends an entry here.
    const realNow = Date.now;
    const frozen = realNow();
    Date.now = () => frozen;
    try {
      expect((await resolveTenant(c.host))?.id).to.equal(c.id);
      platform().db.on('query', listen);
      const run = Math.random().toString(36).slice(2);
      for (let i = 0; i < 20_000; i++) expect(await resolveTenant(`random-${i}-${run}.example`)).to.equal(null);
      expect(reads.length, 'each unknown host is looked up').to.be.at.least(20_000);
      reads.length = 0;
      expect((await resolveTenant(c.host))?.id).to.equal(c.id);
      expect((await resolveTenant(c.host.toUpperCase()))?.id).to.equal(c.id);
      expect(reads, 'the company came from the cache').to.deep.equal([]);
      // Misses are cached too, apart: a repeated unknown host is not looked up again.
      expect(await resolveTenant('random-19999-again.example')).to.equal(null);
      const before = reads.length;
      expect(await resolveTenant('random-19999-again.example')).to.equal(null);
      expect(reads.length).to.equal(before);
    } finally {
      Date.now = realNow;
      platform().db.off('query', listen);
      invalidateTenants();
    }
  });

  it('when the host is unknown, then /api answers 404', async () => {
    const res = await api('nobody.example').get('/attribute/data-company');
    expect(res.status).to.equal(404);
    expect(res.body.meta.message).to.equal('This site is not registered.');
  });

  it('resolves each of several domains of a company', async () => {
    const c = await newCompany();
    await Company.knex()('company_domains').insert({ companyId: c.id, domain: `shop.${c.host}` });
    invalidateTenants();
    const res = await api(`shop.${c.host}`).get('/company');
    expect(res.body.data.id).to.equal(c.id);
  });

  it('localhost maps to the default company when no company claims it', async () => {
    const c = await newCompany();
    await Company.query().patch({ isDefault: false });
    await Company.query().findById(c.id).patch({ isDefault: true });
    invalidateTenants();
    try {
      const res = await api('localhost').get('/company');
      expect(res.body.data.id).to.equal(c.id);
    } finally {
      await Company.query().findById(c.id).patch({ isDefault: false });
      invalidateTenants();
    }
  });

  it('GET /attribute/data-company falls back to the product defaults', async () => {
    const c = await newCompany();
    const res = await api(c.host).get(`/attribute/data-company?domain=${c.host}`);
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.equal({
      com_name: `Company ${c.host.replace('.test', '')}`,
      web_desc: '',
      dcolor_primary: '#019aff',
      dcolor_secondary: '#019aff',
      logo_d_l: null,
      logo_dark: null,
      login_image: null,
    });
  });

  it("when company B's token is used on company A's host, then 401", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const tokenB = await login(b.host, b.hq.email);
    const res = await api(a.host).get('/user/detail', tokenB);
    expect(res.status).to.equal(401);
    expect(res.body.meta.message).to.equal('Unauthenticated');
  });

  it("when company B's HQ asks for a user of company A by id, then 404", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const ua = await newUser(a);
    const tokenB = await login(b.host, b.hq.email);
    const res = await api(b.host).get(`/user/detail?id=${ua.id}`, tokenB);
    expect(res.status).to.equal(404);
  });

  it('an agent sees only agents of its own company and group in /list-agent', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const leader = await newUser(a);
    const down = await newUser(a, { uplineId: leader.id });
    await newUser(a);
    await newUser(b);
    const token = await login(a.host, leader.email);
    const res = await api(a.host).get('/list-agent', token);
    expect(res.body.data.map((x: { id: number }) => x.id).sort()).to.deep.equal([leader.id, down.id].sort());
  });
});
