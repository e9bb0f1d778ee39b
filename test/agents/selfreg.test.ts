import { expect } from 'chai';
import { Greeting, GreetingTier, Term, TermTier } from '../../server/modules/content/models';
import { User } from '../../server/modules/users/models';
import { api, lastMail, login, newCompany, newTier, newUser, platform, type TestCompany } from '../harness';
import { withoutTenantCheck } from '../tenant-check';

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1];
const NEW_PASSWORD = 'Newbie#2024';
let seq = 0;

/** A company with tiers of rank 1..3 and a leader of rank 2 (newUser places agents in the tree). */
async function network(c?: TestCompany) {
  const company = c ?? (await newCompany());
  const top = await newTier(company, 1, 'Master');
  const mid = await newTier(company, 2, 'Stockist');
  const low = await newTier(company, 3, 'Dealer');
  const leader = await newUser(company, { tierId: mid.id });
  await User.of(company.ctx)
    .findById(leader.id)
    .patch({ username: `leader${++seq}`, firstName: 'Lina', lastName: 'Leader' });
  return { c: company, top, mid, low, leader };
}

function form(n: Awaited<ReturnType<typeof network>>, overrides: Record<string, unknown> = {}) {
  const id = ++seq;
  return {
    comId: n.c.id,
    usrTierId: n.low.id,
    familyDirectId: n.leader.id,
    username: `newbie${id}`,
    email: `newbie${id}@mail.test`,
    password: NEW_PASSWORD,
    accCategory: 'individual',
    accFirstName: 'Nina',
    accLastName: 'Newbie',
    accIdentity: `900101-10-${String(1000 + id)}`,
    accCodePhone: '+60',
    accPhone: '123456789',
    acceptTerms: true,
    ...overrides,
  };
}

const agentCount = async (c: TestCompany) => Number(((await User.of(c.ctx).where('role', 'agent').count('id as n').first()) as unknown as { n: number }).n);

describe('Self-registration through a recruit link', () => {
  describe('POST /user/self-register', () => {
    it('when the link and details are right, then a new unverified agent under the leader, in the tree, with a code mailed', async () => {
      const n = await network();
      const helper = await newUser(n.c, { tierId: n.low.id });
      const body = form(n, { familyHelperId: helper.id, email: 'Mixed.Case@Mail.test' });
      const res = await api(n.c.host).post('/user/self-register').send(body);
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.meta.message).to.equal('Registration received. We sent a 6-digit code to your e-mail.');
      const user = (await User.of(n.c.ctx).findById(res.body.data.id))!;
      expect(user).to.include({
        role: 'agent',
        status: 'new',
        email: 'mixed.case@mail.test',
        emailVerifiedAt: null,
        tierId: n.low.id,
        uplineId: n.leader.id,
        recruiterId: n.leader.id,
        helperId: helper.id,
        accountCategory: 'individual',
        firstName: 'Nina',
        identityNo: body.accIdentity,
        phoneCode: '+60',
        phone: '123456789',
      });
      const tree = await platform().db('agent_tree').where({ company_id: n.c.id, descendant_id: user.id }).orderBy('depth');
      expect(tree.map((r: { ancestorId: number; depth: number }) => [r.ancestorId, r.depth])).to.deep.equal([
        [user.id, 0],
        [n.leader.id, 1],
      ]);
      const mail = await lastMail('mixed.case@mail.test');
      expect(mail?.body).to.match(/\b\d{6}\b/);
    });

    it('when registering as a company, then the company name is required and stored', async () => {
      const n = await network();
      const missing = await api(n.c.host)
        .post('/user/self-register')
        .send(form(n, { accCategory: 'company' }));
      expect(missing.status).to.equal(422);
      expect(missing.body.meta.errors).to.have.property('accCompany');
      const ok = await api(n.c.host)
        .post('/user/self-register')
        .send(form(n, { accCategory: 'company', accCompany: 'Nina Trading' }));
      expect(ok.status).to.equal(201);
      expect((await User.of(n.c.ctx).findById(ok.body.data.id))!.accountCompany).to.equal('Nina Trading');
    });

    it('when the tier is the leader’s own or above it, then 422 on usrTierId and nothing created', async () => {
      const n = await network();
      const before = await agentCount(n.c);
      for (const tier of [n.mid, n.top]) {
        const res = await api(n.c.host)
          .post('/user/self-register')
          .send(form(n, { usrTierId: tier.id }));
        expect(res.status).to.equal(422);
        expect(res.body.meta.errors.usrTierId).to.equal('An agent can only recruit into a level below their own.');
      }
      const unknown = await api(n.c.host)
        .post('/user/self-register')
        .send(form(n, { usrTierId: 999999 }));
      expect(unknown.status).to.equal(422);
      expect(unknown.body.meta.errors).to.have.property('usrTierId');
      expect(await agentCount(n.c)).to.equal(before);
    });

    it('when the leader is unknown, suspended, unverified or not an agent, then 422 on familyDirectId', async () => {
      const n = await network();
      const suspended = await newUser(n.c, { tierId: n.mid.id, status: 'suspended' });
      const unverified = await newUser(n.c, { tierId: n.mid.id, verified: false });
      const before = await agentCount(n.c);
      for (const leaderId of [999999, suspended.id, unverified.id, n.c.hq.id]) {
        const res = await api(n.c.host)
          .post('/user/self-register')
          .send(form(n, { familyDirectId: leaderId }));
        expect(res.status).to.equal(422);
        expect(res.body.meta.errors.familyDirectId).to.match(/cannot recruit/);
      }
      expect(await agentCount(n.c)).to.equal(before);
    });

    it('when the comId or the leader belongs to another company, then refused', async () => {
      const a = await network();
      const b = await network();
      const wrongCom = await api(a.c.host)
        .post('/user/self-register')
        .send(form(a, { comId: b.c.id }));
      expect(wrongCom.status).to.equal(422);
      expect(wrongCom.body.meta.errors.comId).to.equal('This registration link belongs to another company.');
      // B's leader and tier through A's host: unknown here.
      const wrongLeader = await api(a.c.host)
        .post('/user/self-register')
        .send(form(b, { comId: a.c.id }));
      expect(wrongLeader.status).to.equal(422);
      expect(wrongLeader.body.meta.errors).to.have.property('familyDirectId');
      expect(await agentCount(b.c)).to.equal(1);
    });

    it('when the helper is not an agent of the company, then 422 on familyHelperId', async () => {
      const n = await network();
      const other = await network();
      for (const helperId of [other.leader.id, n.c.hq.id]) {
        const res = await api(n.c.host)
          .post('/user/self-register')
          .send(form(n, { familyHelperId: helperId }));
        expect(res.status).to.equal(422);
        expect(res.body.meta.errors.familyHelperId).to.equal('The helper must be an agent of this company.');
      }
    });

    it('when the e-mail, username or identity number is taken, then 422 on each of those fields', async () => {
      const n = await network();
      const first = form(n);
      expect((await api(n.c.host).post('/user/self-register').send(first)).status).to.equal(201);
      const before = await agentCount(n.c);
      const dup = await api(n.c.host)
        .post('/user/self-register')
        .send(form(n, { email: first.email.toUpperCase(), username: first.username.toUpperCase(), accIdentity: first.accIdentity.replace(/-/g, ' ') }));
      expect(dup.status).to.equal(422);
      expect(dup.body.meta.errors).to.deep.equal({
        email: 'This e-mail is already registered. Sign in or use another e-mail.',
        username: 'This username is already taken. Choose another one.',
        accIdentity: 'This identity number is already registered.',
      });
      // The HQ's e-mail counts too.
      const hq = await api(n.c.host)
        .post('/user/self-register')
        .send(form(n, { email: n.c.hq.email }));
      expect(hq.body.meta.errors).to.have.property('email');
      expect(await agentCount(n.c)).to.equal(before);
    });

    it('when the password is weak or the terms are not accepted, then 422 on those fields', async () => {
      const n = await network();
      const before = await agentCount(n.c);
      for (const password of ['Sh0rt!a', 'alllowercase1!', 'ALLUPPER1!', 'NoNumbers!!', 'NoSpecial123']) {
        const res = await api(n.c.host).post('/user/self-register').send(form(n, { password }));
        expect(res.status).to.equal(422);
        expect(res.body.meta.errors).to.have.property('password');
      }
      const terms = await api(n.c.host)
        .post('/user/self-register')
        .send(form(n, { acceptTerms: false }));
      expect(terms.status).to.equal(422);
      expect(terms.body.meta.errors.acceptTerms).to.equal('Please read and accept the terms and conditions.');
      const missing = await api(n.c.host)
        .post('/user/self-register')
        .send({ ...form(n), acceptTerms: undefined });
      expect(missing.status).to.equal(422);
      const badUsername = await api(n.c.host)
        .post('/user/self-register')
        .send(form(n, { username: 'a b' }));
      expect(badUsername.status).to.equal(422);
      expect(badUsername.body.meta.errors).to.have.property('username');
      expect(await agentCount(n.c)).to.equal(before);
    });

    it('when the whole link flow runs, then code → verified → login works and the tier’s greeting is mailed', async () => {
      const n = await network();
      await Greeting.of(n.c.ctx).insert({ greetSubject: 'All tiers hello', greetDetail: 'Generic', allTiers: true });
      const g = await Greeting.of(n.c.ctx).insertAndFetch({ greetSubject: 'Welcome {{name}} to {{level}}', greetDetail: 'Hello {{name}} of {{company}}', allTiers: false });
      await GreetingTier.of(n.c.ctx).insert({ greetingId: g.id, tierId: n.low.id });
      const body = form(n);
      const res = await api(n.c.host).post('/user/self-register').send(body);
      expect(res.status).to.equal(201);
      // Unverified: no sign-in yet.
      expect((await api(n.c.host).post('/login').send({ email: body.email, password: NEW_PASSWORD })).status).to.equal(403);
      // A resend replaces the first code.
      expect((await api(n.c.host).post('/resend-verification').send({ email: body.email })).status).to.equal(200);
      const code = codeIn((await lastMail(body.email))!.body);
      const verified = await api(n.c.host).post('/verification').send({ email: body.email, code });
      expect(verified.status).to.equal(200);
      const welcome = await lastMail(body.email);
      expect(welcome?.subject).to.equal('Welcome Nina Newbie to Dealer');
      expect(welcome?.body).to.equal(`Hello Nina Newbie of ${n.c.ctx.company.name}`);
      const token = await login(n.c.host, body.email, NEW_PASSWORD);
      const me = await api(n.c.host).get('/user/detail', token);
      expect(me.body.data).to.include({ username: body.username, uplineId: n.leader.id });
      expect(me.body.data.tier).to.include({ id: n.low.id });
      // Verifying again sends no second greeting.
      const count = async () =>
        Number(
          ((await withoutTenantCheck('a test reads the mail an address received', async () => platform().db('mail_outbox').where({ to: body.email }).count('id as n').first())) as { n: number }).n,
        );
      const mails = await count();
      expect((await api(n.c.host).post('/verification').send({ email: body.email, code })).status).to.equal(200);
      expect(await count()).to.equal(mails);
    });
  });

  describe('GET /user/self-register/info', () => {
    it('when the link is valid, then public facts of leader, tier and the tier’s terms only', async () => {
      const n = await network();
      const all = await Term.of(n.c.ctx).insertAndFetch({ tncDetails: 'Terms for everyone', allTiers: true });
      const own = await Term.of(n.c.ctx).insertAndFetch({ tncDetails: 'Dealer terms', allTiers: false });
      await TermTier.of(n.c.ctx).insert({ termId: own.id, tierId: n.low.id });
      const other = await Term.of(n.c.ctx).insertAndFetch({ tncDetails: 'Master terms', allTiers: false });
      await TermTier.of(n.c.ctx).insert({ termId: other.id, tierId: n.top.id });
      const res = await api(n.c.host).get(`/user/self-register/info?leaderId=${n.leader.id}&tierId=${n.low.id}`);
      expect(res.status).to.equal(200);
      expect(res.body.data.leader).to.deep.equal({
        id: n.leader.id,
        name: 'Lina Leader',
        username: (await User.of(n.c.ctx).findById(n.leader.id))!.username,
        tier: { id: n.mid.id, levelName: 'Stockist' },
      });
      expect(res.body.data.tier).to.deep.equal({ id: n.low.id, levelName: 'Dealer' });
      expect(res.body.data.company.id).to.equal(n.c.id);
      expect(res.body.data.terms.map((t: { id: number }) => t.id)).to.deep.equal([all.id, own.id]);
      expect(JSON.stringify(res.body.data)).not.to.match(/@|identity|phone/i);
    });

    it('when the tier is not below, the leader unknown/suspended or of another company, then 404', async () => {
      const n = await network();
      const b = await network();
      const suspended = await newUser(n.c, { tierId: n.mid.id, status: 'suspended' });
      for (const [leaderId, tierId] of [
        [n.leader.id, n.mid.id],
        [n.leader.id, n.top.id],
        [n.leader.id, 999999],
        [999999, n.low.id],
        [suspended.id, n.low.id],
        [b.leader.id, b.low.id],
      ]) {
        const res = await api(n.c.host).get(`/user/self-register/info?leaderId=${leaderId}&tierId=${tierId}`);
        expect(res.status, `${leaderId}/${tierId}`).to.equal(404);
      }
      expect((await api(n.c.host).get('/user/self-register/info?leaderId=x&tierId=1')).status).to.equal(422);
    });
  });
});
