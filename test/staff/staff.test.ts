import { expect } from 'chai';
import type { Permission } from '../../common/constants';
import { User, UserPermission } from '../../server/modules/users/models';
import { api, lastMail, login, newCompany, newUser, PASSWORD, type TestCompany } from '../harness';

/** HQ of a fresh company, signed in. */
async function hqSession() {
  const c = await newCompany();
  return { c, token: await login(c.host, c.hq.email) };
}

async function staffSession(c: TestCompany, permissions: Permission[]) {
  const u = await newUser(c, { role: 'staff', permissions });
  return { u, token: await login(c.host, u.email) };
}

const permsOf = async (c: TestCompany, userId: number) => (await UserPermission.of(c.ctx).where({ userId }).orderBy('permission')).map((p) => p.permission);

function linkToken(body: string): string {
  const m = /[?&]token=([^\s&]+)/.exec(body);
  if (!m) throw new Error(`no link in ${body}`);
  return decodeURIComponent(m[1]);
}

describe('Staff', () => {
  describe('POST /setup/staff/store (invite)', () => {
    it('when HQ invites a staff member, then a new staff user with the permissions exists and the e-mailed link sets the password', async () => {
      const { c, token } = await hqSession();
      const res = await api(c.host)
        .post('/setup/staff/store', token)
        .send({ name: 'Nur Staff', email: 'Nur@Example.com', permissions: ['manage_orders', 'post_content'] });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Invitation sent.');
      expect(res.body.data).to.include({ name: 'Nur Staff', email: 'nur@example.com', status: 'new' });
      expect(res.body.data.permissions).to.deep.equal(['manage_orders', 'post_content']);
      const user = (await User.of(c.ctx).findOne({ email: 'nur@example.com' }))!;
      expect(user).to.include({ role: 'staff', status: 'new', passwordHash: null });
      expect(user.toJSON()).to.have.property('invitedBy', c.hq.id);

      const mail = await lastMail('nur@example.com');
      expect(mail!.body).to.contain(`http://${c.host}/reset-password?token=`);
      const set = await api(c.host)
        .post('/create-password')
        .send({ token: linkToken(mail!.body), password: PASSWORD });
      expect(set.status, JSON.stringify(set.body)).to.equal(200);
      const staffToken = await login(c.host, 'nur@example.com');
      const me = await api(c.host).get('/user/detail', staffToken);
      expect(me.body.data).to.include({ role: 'staff', status: 'active' });
      expect(me.body.data.permissions).to.have.members(['manage_orders', 'post_content']);
    });

    it('when the e-mail is taken, the name missing or a permission unknown, then 422 and nobody is created', async () => {
      const { c, token } = await hqSession();
      const taken = await api(c.host).post('/setup/staff/store', token).send({ name: 'X', email: c.hq.email, permissions: [] });
      expect(taken.status).to.equal(422);
      expect(taken.body.meta.errors).to.have.property('email');
      const bad = await api(c.host)
        .post('/setup/staff/store', token)
        .send({ name: '', email: 'not-an-email', permissions: ['fly'] });
      expect(bad.status).to.equal(422);
      expect(bad.body.meta.errors).to.include.keys('name', 'email');
      expect(Object.keys(bad.body.meta.errors).some((k) => k.startsWith('permissions'))).to.equal(true);
      expect(await User.of(c.ctx).where('role', 'staff').resultSize()).to.equal(0);
    });

    it('when staff with add_user invites with a permission they lack, then 403; with their own permissions, then it works', async () => {
      const c = await newCompany();
      const { token } = await staffSession(c, ['add_user', 'manage_orders']);
      const refused = await api(c.host)
        .post('/setup/staff/store', token)
        .send({ name: 'A', email: 'a@x.test', permissions: ['create_product'] });
      expect(refused.status).to.equal(403);
      expect(await User.of(c.ctx).findOne({ email: 'a@x.test' })).to.equal(undefined);
      const ok = await api(c.host)
        .post('/setup/staff/store', token)
        .send({ name: 'A', email: 'a@x.test', permissions: ['manage_orders'] });
      expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    });

    it('when staff without add_user or an agent call any staff route, then 403', async () => {
      const c = await newCompany();
      const target = await newUser(c, { role: 'staff' });
      const { token: staffToken } = await staffSession(c, ['manage_orders']);
      const agent = await newUser(c);
      const agentToken = await login(c.host, agent.email);
      for (const token of [staffToken, agentToken]) {
        const calls = [
          api(c.host).get('/setup/staff', token),
          api(c.host).get(`/setup/staff/${target.id}`, token),
          api(c.host).post('/setup/staff/store', token).send({ name: 'A', email: 'b@x.test', permissions: [] }),
          api(c.host)
            .post(`/setup/staff/${target.id}/permissions`, token)
            .send({ permissions: ['add_user'] }),
          api(c.host).post(`/setup/staff/${target.id}/resend-invite`, token).send({}),
          api(c.host).post(`/setup/staff/${target.id}/suspend`, token),
          api(c.host).post(`/setup/staff/${target.id}/unsuspend`, token),
          api(c.host).delete(`/setup/staff/${target.id}`, token),
        ];
        for (const res of await Promise.all(calls)) expect(res.status).to.equal(403);
      }
      expect((await User.of(c.ctx).findById(target.id))!.status).to.equal('active');
    });
  });

  describe('GET /setup/staff', () => {
    it('when HQ lists staff, then only staff of the company show, with permissions, searchable and paged', async () => {
      const { c, token } = await hqSession();
      const a = await newUser(c, { role: 'staff', permissions: ['add_user'], email: 'alpha@s.test' });
      await newUser(c, { role: 'staff', email: 'beta@s.test' });
      await newUser(c); // an agent
      const other = await newCompany();
      await newUser(other, { role: 'staff' });
      const res = await api(c.host).get('/setup/staff', token);
      expect(res.status).to.equal(200);
      expect(res.headers['content-range']).to.equal('items 0-1/2');
      expect(res.body.data.map((s: { email: string }) => s.email).sort()).to.deep.equal(['alpha@s.test', 'beta@s.test']);
      expect(res.body.data.find((s: { id: number }) => s.id === a.id).permissions).to.deep.equal(['add_user']);
      const search = await api(c.host)
        .get('/setup/staff')
        .query({ filter: JSON.stringify({ q: 'alpha' }) })
        .set('Authorization', `Bearer ${token}`);
      expect(search.body.data).to.have.length(1);
      const bad = await api(c.host).get('/setup/staff').query({ sort: '["password","ASC"]' }).set('Authorization', `Bearer ${token}`);
      expect(bad.status).to.equal(422);
    });

    it("when company B's HQ asks for company A's staff member, then 404; HQ and agents are not staff records", async () => {
      const a = await newCompany();
      const member = await newUser(a, { role: 'staff' });
      const { c: b, token } = await hqSession();
      expect((await api(b.host).get(`/setup/staff/${member.id}`, token)).status).to.equal(404);
      expect((await api(b.host).post(`/setup/staff/${member.id}/suspend`, token)).status).to.equal(404);
      expect((await api(a.host).get(`/setup/staff/${member.id}`, token)).status).to.equal(401);
      const agent = await newUser(b);
      expect((await api(b.host).get(`/setup/staff/${agent.id}`, token)).status).to.equal(404);
      expect((await api(b.host).delete(`/setup/staff/${agent.id}`, token)).status).to.equal(404);
      expect((await User.of(a.ctx).findById(member.id))!.status).to.equal('active');
    });
  });

  describe('POST /setup/staff/:id/permissions', () => {
    it('when HQ sets permissions, then the difference is granted and revoked and the member sees them at once', async () => {
      const { c, token } = await hqSession();
      const { u, token: memberToken } = await staffSession(c, ['manage_orders', 'post_content']);
      const res = await api(c.host)
        .post(`/setup/staff/${u.id}/permissions`, token)
        .send({ permissions: ['post_content', 'create_product'] });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data.permissions).to.deep.equal(['create_product', 'post_content']);
      expect(await permsOf(c, u.id)).to.deep.equal(['create_product', 'post_content']);
      const me = await api(c.host).get('/user/detail', memberToken);
      expect(me.body.data.permissions).to.have.members(['create_product', 'post_content']);
      expect((await api(c.host).get('/setup/staff', memberToken)).status).to.equal(403);
    });

    it('when staff change their own permissions, grant or revoke one they lack, or touch someone who can do more, then 403 and nothing changes', async () => {
      const c = await newCompany();
      const { u: me, token } = await staffSession(c, ['add_user', 'manage_orders']);
      const self = await api(c.host)
        .post(`/setup/staff/${me.id}/permissions`, token)
        .send({ permissions: ['add_user', 'manage_orders', 'create_product'] });
      expect(self.status).to.equal(403);
      const junior = await newUser(c, { role: 'staff', permissions: ['manage_orders'] });
      const grant = await api(c.host)
        .post(`/setup/staff/${junior.id}/permissions`, token)
        .send({ permissions: ['manage_orders', 'create_product'] });
      expect(grant.status).to.equal(403);
      const senior = await newUser(c, { role: 'staff', permissions: ['manage_orders', 'setup_hall_of_fame'] });
      const revoke = await api(c.host)
        .post(`/setup/staff/${senior.id}/permissions`, token)
        .send({ permissions: ['setup_hall_of_fame'] });
      expect(revoke.status).to.equal(403);
      expect((await api(c.host).post(`/setup/staff/${senior.id}/suspend`, token)).status).to.equal(403);
      expect(await permsOf(c, me.id)).to.deep.equal(['add_user', 'manage_orders']);
      expect(await permsOf(c, junior.id)).to.deep.equal(['manage_orders']);
      expect(await permsOf(c, senior.id)).to.deep.equal(['manage_orders', 'setup_hall_of_fame']);
      const ok = await api(c.host)
        .post(`/setup/staff/${junior.id}/permissions`, token)
        .send({ permissions: ['add_user'] });
      expect(ok.status).to.equal(200);
      expect(await permsOf(c, junior.id)).to.deep.equal(['add_user']);
    });

    it('when the permissions are not a list of known ones, then 422', async () => {
      const { c, token } = await hqSession();
      const u = await newUser(c, { role: 'staff', permissions: ['manage_orders'] });
      for (const body of [{ permissions: ['root'] }, { permissions: 'add_user' }, {}, { permissions: ['add_user', 'add_user'] }]) {
        expect((await api(c.host).post(`/setup/staff/${u.id}/permissions`, token).send(body)).status).to.equal(422);
      }
      expect(await permsOf(c, u.id)).to.deep.equal(['manage_orders']);
    });
  });

  describe('resend, suspend, unsuspend, remove', () => {
    it('when HQ resends an invitation, then a new link works and the old one does not; an accepted invitation is not resent', async () => {
      const { c, token } = await hqSession();
      const invited = await api(c.host).post('/setup/staff/store', token).send({ name: 'Late Comer', email: 'late@x.test', permissions: [] });
      const id = invited.body.data.id as number;
      const first = linkToken((await lastMail('late@x.test'))!.body);
      const res = await api(c.host).post(`/setup/staff/${id}/resend-invite`, token).send({});
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const second = linkToken((await lastMail('late@x.test'))!.body);
      expect(second).to.not.equal(first);
      expect((await api(c.host).post('/create-password').send({ token: first, password: PASSWORD })).status).to.equal(422);
      expect((await api(c.host).post('/create-password').send({ token: second, password: PASSWORD })).status).to.equal(200);
      const again = await api(c.host).post(`/setup/staff/${id}/resend-invite`, token).send({});
      expect(again.status).to.equal(422);
      expect(again.body.meta.message).to.equal('This staff member has already accepted the invitation.');
    });

    it('when HQ suspends a signed-in staff member, then their session ends and they cannot sign in until unsuspended', async () => {
      const { c, token } = await hqSession();
      const { u, token: memberToken } = await staffSession(c, ['manage_orders']);
      const before = (await User.of(c.ctx).findById(u.id))!.tokenVersion;
      const res = await api(c.host).post(`/setup/staff/${u.id}/suspend`, token);
      expect(res.status).to.equal(200);
      expect(res.body.data.status).to.equal('suspended');
      expect((await User.of(c.ctx).findById(u.id))!.tokenVersion).to.equal(before + 1);
      expect((await api(c.host).get('/user/detail', memberToken)).status).to.equal(401);
      expect((await api(c.host).post('/login').send({ email: u.email, password: PASSWORD })).status).to.equal(403);
      const back = await api(c.host).post(`/setup/staff/${u.id}/unsuspend`, token);
      expect(back.body.data.status).to.equal('active');
      await login(c.host, u.email);
    });

    it('when an invited member who never set a password is unsuspended, then they are new again', async () => {
      const { c, token } = await hqSession();
      const invited = await api(c.host).post('/setup/staff/store', token).send({ name: 'N', email: 'n@x.test', permissions: [] });
      const id = invited.body.data.id as number;
      const link = linkToken((await lastMail('n@x.test'))!.body);
      await api(c.host).post(`/setup/staff/${id}/suspend`, token);
      expect((await api(c.host).post('/create-password').send({ token: link, password: PASSWORD })).status).to.equal(422);
      const back = await api(c.host).post(`/setup/staff/${id}/unsuspend`, token);
      expect(back.body.data.status).to.equal('new');
    });

    it('when HQ removes a staff member, then the user and permissions are gone; staff cannot remove themselves', async () => {
      const { c, token } = await hqSession();
      const { u, token: memberToken } = await staffSession(c, ['add_user']);
      expect((await api(c.host).delete(`/setup/staff/${u.id}`, memberToken)).status).to.equal(403);
      const res = await api(c.host).delete(`/setup/staff/${u.id}`, token);
      expect(res.status).to.equal(200);
      expect(res.body.meta.message).to.equal('The staff member is removed.');
      expect(await User.of(c.ctx).findById(u.id)).to.equal(undefined);
      expect(await permsOf(c, u.id)).to.deep.equal([]);
      expect((await api(c.host).get('/user/detail', memberToken)).status).to.equal(401);
      expect((await api(c.host).delete(`/setup/staff/${u.id}`, token)).status).to.equal(404);
    });

    it('when HQ acts on its own account, a malformed id or an unknown id, then 403, 422 or 404', async () => {
      const { c, token } = await hqSession();
      expect((await api(c.host).post(`/setup/staff/${c.hq.id}/suspend`, token)).status).to.equal(403);
      expect((await api(c.host).post('/setup/staff/abc/suspend', token)).status).to.equal(422);
      expect((await api(c.host).post('/setup/staff/999999/suspend', token)).status).to.equal(404);
      expect((await User.of(c.ctx).findById(c.hq.id))!.status).to.equal('active');
    });
  });
});
