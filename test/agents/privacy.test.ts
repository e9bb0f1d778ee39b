import { expect } from 'chai';
import type { Permission } from '../../common/constants';
import { User } from '../../server/modules/users/models';
import { api, login, newCompany, newTier, newUser, type TestCompany } from '../harness';

/**
 * Who reads an agent's private fields (users/present.ts): the agent itself, HQ and staff holding
 * an agent permission; never its upline (or anyone above it), nor other staff.
 */

const PRIVATE = {
  identityNo: '900101-14-5555',
  accountCompany: '202001099999',
  accountCategory: 'business',
  birthDate: '1990-01-01',
  gender: 'female',
  tin: 'IG98765432100',
  address1: '12 Jalan Rahsia',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  country: 'MY',
  bankCountry: 'MY',
  bankCompany: 'MBBEMYKL',
  bankNumber: '5566778899',
  bankName: 'Holder Of Account',
  bankIdentity: '900101145555',
};
/** Values that must appear nowhere in a reply to an audience that may not read them. */
const SECRETS = [PRIVATE.identityNo, PRIVATE.accountCompany, PRIVATE.birthDate, PRIVATE.tin, PRIVATE.address1, PRIVATE.bankNumber, PRIVATE.bankName, PRIVATE.bankIdentity];

/** Keys of the agent database rows and agent details that only the private audiences receive. */
const ROW_KEYS = ['identityNo', 'companyRegistrationNo', 'accountCategory', 'birthDate', 'gender', 'tin', 'address', 'bank', 'emailVerified', 'lastLoginAt', 'accCompany'];
/** Keys of the `account` form (docs/rules.md: Account detail) that only the private audiences receive. */
const ACCOUNT_KEYS = ['companyCountry', 'accIdentity', 'accBirthDate', 'accGender', 'accTIN', 'accAddressLine1', 'accAddressPostcode', 'accAddressCity', 'accAddressCountry'];
const PRIVATE_CSV = ['Identity number', 'Company registration number', 'Birthdate', 'Gender', 'TIN', 'Address line 1', 'Bank', 'Bank account number', 'Bank account holder', 'Bank holder identity'];

/** top ← upline ← agent (with every private field filled, a phone and a social link). */
async function chain() {
  const c = await newCompany();
  const tier = await newTier(c, 1, 'Gold');
  const top = await newUser(c, { tierId: tier.id });
  const upline = await newUser(c, { tierId: tier.id, uplineId: top.id });
  const agent = await newUser(c, { tierId: tier.id, uplineId: upline.id });
  await User.of(c.ctx)
    .findById(agent.id)
    .patch({ ...PRIVATE, firstName: 'Siti', lastName: 'Private', phoneCode: '+60', phone: '123456789', socmedInstagram: 'https://www.instagram.com/siti', lastLoginAt: '2026-01-02 03:04:05.000' });
  return { c, top, upline, agent: (await User.of(c.ctx).findById(agent.id))! };
}

const staffToken = async (c: TestCompany, permissions: Permission[]) => login(c.host, (await newUser(c, { role: 'staff', permissions })).email);

/** Every endpoint that returns the agent, with the agent's object in its reply. */
async function replies(c: TestCompany, token: string, agent: User) {
  const get = async (path: string) => {
    const res = await api(c.host).get(path, token);
    expect(res.status, `${path}: ${res.text}`).to.equal(200);
    return res;
  };
  const details = await get(`/agent-details/${agent.id}`);
  const info = await get(`/agent-info/${agent.id}`);
  const detail = await get(`/user/detail?id=${agent.id}`);
  const list = await get('/agent-database?perPage=100');
  const listed = await get('/list-agent?perPage=100');
  const row = (res: { body: { data: { id: number }[] } }) => res.body.data.find((r) => r.id === agent.id)!;
  return {
    texts: [details.text, info.text, detail.text, JSON.stringify(row(list)), JSON.stringify(row(listed))],
    details: details.body.data,
    info: info.body.data,
    detail: detail.body.data,
    row: row(list) as Record<string, unknown>,
    listed: row(listed) as Record<string, unknown>,
  };
}

async function csv(c: TestCompany, token: string) {
  const res = await api(c.host).get('/agent-database/export?sort=["id","ASC"]', token);
  expect(res.status, res.text).to.equal(200);
  return { text: res.text, header: res.text.split('\r\n')[0].split(',') };
}

function expectWithout(r: Awaited<ReturnType<typeof replies>>) {
  for (const body of [r.details, r.info, r.row]) expect(body).to.not.have.any.keys(...ROW_KEYS);
  for (const body of [r.details, r.info, r.detail]) {
    expect(body.account).to.not.have.any.keys(...ACCOUNT_KEYS);
    expect(body.account).to.include({ accFirstName: 'Siti', accLastName: 'Private' });
  }
  expect(r.detail).to.not.have.any.keys('bank', 'emailVerified');
  for (const text of r.texts) for (const secret of SECRETS) expect(text).to.not.include(secret);
  // the profile stays: name, level, status, network
  expect(r.details).to.include({ name: 'Siti Private', status: 'active' });
  expect(r.details.tier.levelName).to.equal('Gold');
}

function expectWith(r: Awaited<ReturnType<typeof replies>>) {
  for (const body of [r.details, r.info]) {
    expect(body).to.include({ identityNo: PRIVATE.identityNo, companyRegistrationNo: PRIVATE.accountCompany, accCompany: PRIVATE.accountCompany, birthDate: PRIVATE.birthDate, tin: PRIVATE.tin });
    expect(body.bank).to.include({ accBankNumber: PRIVATE.bankNumber, accBankName: PRIVATE.bankName });
    expect(body.account).to.include({ accIdentity: PRIVATE.identityNo, accTIN: PRIVATE.tin, accBirthDate: PRIVATE.birthDate, accAddressLine1: PRIVATE.address1 });
  }
  expect(r.row).to.include({ identityNo: PRIVATE.identityNo, birthDate: PRIVATE.birthDate, tin: PRIVATE.tin, gender: 'female' });
  expect(r.row.bank).to.include({ number: PRIVATE.bankNumber, name: PRIVATE.bankName, identity: PRIVATE.bankIdentity });
  expect(r.row.address).to.include({ line1: PRIVATE.address1 });
  expect(r.detail.account).to.include({ accIdentity: PRIVATE.identityNo, accTIN: PRIVATE.tin, accBirthDate: PRIVATE.birthDate });
  expect(r.detail.bank).to.include({ accBankNumber: PRIVATE.bankNumber, accBankIdentity: PRIVATE.bankIdentity });
}

describe('Agents: private fields by audience', () => {
  it('when an upline (direct or higher) reads its downline through every endpoint, then no identity number, bank account, TIN, birth date or address comes back, only the profile and the contact', async () => {
    const { c, top, upline, agent } = await chain();
    for (const leader of [upline, top]) {
      const token = await login(c.host, leader.email);
      const r = await replies(c, token, agent);
      expectWithout(r);
      // contact: so that the upline can reach its team (the agent app's contact buttons)
      expect(r.details).to.include({ email: agent.email, phone: '+60123456789' });
      expect(r.listed).to.have.keys(['id', 'name', 'email', 'username', 'status', 'tier', 'uplineId']);
      // the export of the group has no private column at all, for the agent's row or any other
      const file = await csv(c, token);
      expect(file.header).to.include.members(['Agent ID', 'Name', 'E-mail', 'Phone']);
      for (const column of PRIVATE_CSV) expect(file.header, column).to.not.include(column);
      for (const secret of SECRETS) expect(file.text).to.not.include(secret);
      expect(file.text).to.include(agent.email);
    }
  });

  it('when an upline searches its group by identity number, then nothing is found (no oracle), while HQ finds the agent', async () => {
    const { c, upline, agent } = await chain();
    const token = await login(c.host, upline.email);
    for (const path of [`/agent-database?search=${PRIVATE.identityNo}`, `/agent-database/export?search=${PRIVATE.identityNo}`]) {
      const res = await api(c.host).get(path, token);
      expect(res.status).to.equal(200);
      if (path.includes('export')) expect(res.text.split('\r\n').filter(Boolean)).to.have.length(1);
      else expect(res.body.data).to.deep.equal([]);
    }
    const byName = await api(c.host).get('/agent-database?search=Siti', token);
    expect(byName.body.data.map((r: { id: number }) => r.id)).to.deep.equal([agent.id]);
    const hq = await login(c.host, c.hq.email);
    const found = await api(c.host).get(`/agent-database?search=${PRIVATE.identityNo}`, hq);
    expect(found.body.data.map((r: { id: number }) => r.id)).to.deep.equal([agent.id]);
  });

  it('when the agent itself reads its own details, row and detail, then every private field comes back', async () => {
    const { c, agent } = await chain();
    const token = await login(c.host, agent.email);
    const r = await replies(c, token, agent);
    expectWith(r);
    expect(r.details.lastLoginAt).to.be.a('string');
    expect(r.detail.emailVerified).to.equal(true);
  });

  it('when HQ reads the agent, then every private field comes back, also as columns of the export', async () => {
    const { c, agent } = await chain();
    const token = await login(c.host, c.hq.email);
    expectWith(await replies(c, token, agent));
    const file = await csv(c, token);
    expect(file.header).to.include.members(PRIVATE_CSV);
    for (const secret of [PRIVATE.identityNo, PRIVATE.bankNumber, PRIVATE.tin]) expect(file.text).to.include(secret);
  });

  for (const permission of ['add_user', 'promote_demote_suspend'] as const) {
    it(`when staff with ${permission} read the agent, then every private field comes back, also in the export`, async () => {
      const { c, agent } = await chain();
      const token = await staffToken(c, [permission]);
      expectWith(await replies(c, token, agent));
      expect((await csv(c, token)).header).to.include.members(PRIVATE_CSV);
    });
  }

  it('when staff without an agent permission read the agent, then the agent database is refused and /user/detail and /list-agent carry no private field', async () => {
    const { c, agent } = await chain();
    const token = await staffToken(c, ['manage_orders']);
    for (const path of ['/agent-database', '/agent-database/export', `/agent-details/${agent.id}`]) {
      expect((await api(c.host).get(path, token)).status, path).to.equal(403);
    }
    const detail = await api(c.host).get(`/user/detail?id=${agent.id}`, token);
    expect(detail.status).to.equal(200);
    expect(detail.body.data).to.not.have.any.keys('bank', 'emailVerified');
    expect(detail.body.data.account).to.not.have.any.keys(...ACCOUNT_KEYS);
    expect(detail.body.data).to.include({ email: agent.email, name: 'Siti Private' });
    const listed = await api(c.host).get('/list-agent?perPage=100', token);
    expect(listed.body.data.find((r: { id: number }) => r.id === agent.id)).to.include({ email: agent.email });
    for (const secret of SECRETS) expect(detail.text + listed.text).to.not.include(secret);
  });

  it("when staff managing agents read HQ's or another staff member's detail, then their private fields stay out (the permission is about agents)", async () => {
    const { c } = await chain();
    const colleague = await newUser(c, { role: 'staff', permissions: ['post_content'] });
    for (const id of [c.hq.id, colleague.id]) await User.of(c.ctx).findById(id).patch({ identityNo: PRIVATE.identityNo, bankNumber: PRIVATE.bankNumber, tin: PRIVATE.tin });
    const token = await staffToken(c, ['add_user', 'promote_demote_suspend']);
    for (const id of [c.hq.id, colleague.id]) {
      const res = await api(c.host).get(`/user/detail?id=${id}`, token);
      expect(res.status).to.equal(200);
      expect(res.body.data).to.not.have.any.keys('bank', 'emailVerified');
      expect(res.body.data.account).to.not.have.any.keys(...ACCOUNT_KEYS);
      for (const secret of [PRIVATE.identityNo, PRIVATE.bankNumber, PRIVATE.tin]) expect(res.text).to.not.include(secret);
    }
    const own = await api(c.host).get(`/user/detail?id=${c.hq.id}`, await login(c.host, c.hq.email));
    expect(own.body.data.account.accIdentity).to.equal(PRIVATE.identityNo);
  });

  it("when a downline reads its upline's details, then it is not found (uplines are outside its group)", async () => {
    const { c, upline, agent } = await chain();
    const token = await login(c.host, agent.email);
    expect((await api(c.host).get(`/agent-details/${upline.id}`, token)).status).to.equal(404);
    expect((await api(c.host).get(`/user/detail?id=${upline.id}`, token)).status).to.equal(404);
  });
});
