import { expect } from 'chai';
import request from 'supertest';
import { api, app, lastMail, login, newCompany, newTier, newUser, platform } from '../harness';
import { User } from '../../server/modules/users/models';
import { Greeting } from '../../server/modules/content/models';
import { AgentTreeRow } from '../../server/modules/agents/genealogy';
import { withoutTenantCheck } from '../tenant-check';

async function setup() {
  const c = await newCompany();
  const top = await newTier(c, 1, 'Master');
  const low = await newTier(c, 3, 'Dealer');
  const leader = await newUser(c, { tierId: top.id });
  const helper = await newUser(c, { tierId: low.id, uplineId: leader.id });
  await Greeting.of(c.ctx).insert({ greetSubject: 'Welcome to {{company}}', greetDetail: 'Hello {{name}}, welcome as {{level}}!', allTiers: true });
  const hq = await login(c.host, c.hq.email);
  const banks = (await api(c.host).get('/list-bank?country=MY')).body.data as { code: string }[];
  const body = (over: Record<string, unknown> = {}) => ({
    email: `New.Agent${Math.random().toString(36).slice(2, 8)}@example.test`,
    username: `agent${Math.random().toString(36).slice(2, 8)}`,
    usrTierId: low.id,
    familyDirectId: leader.id,
    familyHelperId: helper.id,
    companyCountry: 'MY',
    accFirstName: 'Aminah',
    accLastName: 'Ali',
    accIdentity: `900101-14-${Math.floor(1000 + Math.random() * 8999)}`,
    accBirthDate: '1990-01-01',
    accGender: 'female',
    accCodePhone: '+60',
    accPhone: '123456789',
    accAddressLine1: '1 Jalan Ampang',
    accAddressPostcode: '50450',
    accAddressCity: 'Kuala Lumpur',
    accAddressState: 'Wp Kuala Lumpur',
    accAddressCountry: 'MY',
    accTIN: 'IG123456',
    accBankCountry: 'MY',
    accBankCompany: banks[0].code,
    accBankNumber: '1234567890',
    accBankName: 'Aminah Ali',
    ...over,
  });
  return { c, top, low, leader, helper, hq, body };
}

const agentCount = async (c: Awaited<ReturnType<typeof newCompany>>) => User.of(c.ctx).where('role', 'agent').resultSize();

describe('POST /agent-registration', () => {
  it('when HQ registers an agent with every detail, then it is stored, placed in the tree and mailed a password link and the greeting', async () => {
    const { c, leader, helper, hq, body, low } = await setup();
    const input = body();
    const res = await api(c.host).post('/agent-registration', hq).send(input);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('Agent registered. A link to set the password has been e-mailed.');
    const agent = (await User.of(c.ctx).findById(res.body.data.id))!;
    expect(agent).to.include({ role: 'agent', status: 'new', tierId: low.id, uplineId: leader.id, recruiterId: leader.id, helperId: helper.id, email: input.email.toLowerCase() });
    expect(agent).to.include({
      firstName: 'Aminah',
      lastName: 'Ali',
      postcode: '50450',
      state: 'Wp Kuala Lumpur',
      bankNumber: '1234567890',
      bankName: 'Aminah Ali',
      tin: 'IG123456',
      phone: '123456789',
    });
    const rows = await AgentTreeRow.of(c.ctx).where('descendantId', agent.id).orderBy('depth');
    expect(rows.map((r) => [r.ancestorId, r.depth])).to.deep.equal([
      [agent.id, 0],
      [leader.id, 1],
    ]);
    const mails = await withoutTenantCheck('a test reads the mail an address received', async () => platform().db('mail_outbox').where({ to: agent.email }).orderBy('id'));
    expect(mails.map((m: { subject: string }) => m.subject).join(' | ')).to.match(/Welcome to/);
    expect(mails.some((m: { body: string }) => /token=/.test(m.body))).to.equal(true);
    expect(await lastMail(agent.email)).to.not.equal(undefined);
  });

  it('the password link opens /reset-password on the company domain, whatever url and Host come with the request', async () => {
    const { c, hq, body } = await setup();
    const input = body({ url: 'https://evil.example/z' });
    const res = await request(app()).post('/api/agent-registration').set('Host', `${c.host}:4200@evil.example`).set('Authorization', `Bearer ${hq}`).send(input);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const mails = await withoutTenantCheck('a test reads the mail an address received', async () => platform().db('mail_outbox').where({ to: input.email.toLowerCase() }));
    for (const m of mails) expect(m.body).not.to.contain('evil');
    const link = /(http\S+)\?token=/.exec(mails.map((m: { body: string }) => m.body).join('\n'))?.[1];
    expect(link).to.equal(`http://${c.host}/reset-password`);
  });

  it('when no upline is given, then the agent becomes a root of the network', async () => {
    const { c, hq, body } = await setup();
    const res = await api(c.host)
      .post('/agent-registration', hq)
      .send(body({ familyDirectId: null, familyHelperId: null, accBankCompany: null, accBankNumber: null, accBankName: null }));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const rows = await AgentTreeRow.of(c.ctx).where('descendantId', res.body.data.id);
    expect(rows).to.have.length(1);
  });

  it('when the e-mail, username or identity number is taken, then 422 on each field and nothing is created', async () => {
    const { c, hq, body, leader } = await setup();
    const first = body();
    expect((await api(c.host).post('/agent-registration', hq).send(first)).status).to.equal(200);
    const before = await agentCount(c);
    const res = await api(c.host)
      .post('/agent-registration', hq)
      .send(body({ email: first.email.toUpperCase(), username: (first.username as string).toUpperCase(), accIdentity: (first.accIdentity as string).replace(/-/g, ' ') }));
    expect(res.status).to.equal(422);
    expect(res.body.meta.errors.email).to.equal('This e-mail is already registered.');
    expect(res.body.meta.errors).to.have.keys('email', 'username', 'accIdentity');
    expect(await agentCount(c)).to.equal(before);
    // An existing agent's e-mail (created elsewhere) is taken too.
    const again = await api(c.host)
      .post('/agent-registration', hq)
      .send(body({ email: leader.email }));
    expect(again.body.meta.errors).to.have.keys('email');
  });

  it('when the address, bank, tier, upline or helper is wrong, then 422 on the field and nothing is created (tree unchanged)', async () => {
    const { c, hq, body, top, leader, helper } = await setup();
    const other = await newCompany();
    const foreign = await newUser(other);
    const treeBefore = await AgentTreeRow.of(c.ctx).resultSize();
    const before = await agentCount(c);
    const cases: [Record<string, unknown>, string][] = [
      [{ accAddressState: 'Johor' }, 'accAddressPostcode'],
      [{ accBankCompany: 'NOPE' }, 'accBankCompany'],
      [{ accBankNumber: '' }, 'accBankNumber'],
      [{ accBankNumber: '12ab' }, 'accBankNumber'],
      [{ usrTierId: 99999 }, 'usrTierId'],
      [{ familyDirectId: foreign.id }, 'familyDirectId'],
      [{ familyDirectId: helper.id }, 'familyDirectId'], // same level as the new agent
      [{ usrTierId: top.id, familyDirectId: leader.id }, 'familyDirectId'], // upline not higher
      [{ familyHelperId: c.hq.id }, 'familyHelperId'],
      [{ username: 'a b' }, 'username'],
      [{ accPhone: 'abc' }, 'accPhone'],
      [{ email: 'not-an-email' }, 'email'],
    ];
    for (const [over, field] of cases) {
      const res = await api(c.host).post('/agent-registration', hq).send(body(over));
      expect(res.status, JSON.stringify(over)).to.equal(422);
      expect(res.body.meta.errors, JSON.stringify(over)).to.have.property(field);
    }
    expect(await agentCount(c)).to.equal(before);
    expect(await AgentTreeRow.of(c.ctx).resultSize()).to.equal(treeBefore);
  });

  it("when staff has add_user, then it may register; staff without it or an agent get 403; company B cannot use A's upline", async () => {
    const { c, body, leader } = await setup();
    const staff = await newUser(c, { role: 'staff', permissions: ['add_user'] });
    const plain = await newUser(c, { role: 'staff', permissions: ['manage_orders'] });
    expect(
      (
        await api(c.host)
          .post('/agent-registration', await login(c.host, staff.email))
          .send(body())
      ).status,
    ).to.equal(200);
    expect(
      (
        await api(c.host)
          .post('/agent-registration', await login(c.host, plain.email))
          .send(body())
      ).status,
    ).to.equal(403);
    expect(
      (
        await api(c.host)
          .post('/agent-registration', await login(c.host, leader.email))
          .send(body())
      ).status,
    ).to.equal(403);
    expect((await api(c.host).post('/agent-registration').send(body())).status).to.equal(401);
    const b = await newCompany();
    const bTier = await newTier(b, 3);
    const res = await api(b.host)
      .post('/agent-registration', await login(b.host, b.hq.email))
      .send(body({ usrTierId: bTier.id }));
    expect(res.status).to.equal(422);
    expect(res.body.meta.errors).to.have.property('familyDirectId');
    // A token of company A is not accepted on company B's host.
    const aToken = await login(c.host, c.hq.email);
    expect((await api(b.host).post('/agent-registration', aToken).send(body())).status).to.equal(401);
  });
});
