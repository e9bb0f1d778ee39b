import fs from 'node:fs';
import os from 'node:os';
import { expect } from 'chai';
import { api, login, newCompany, newTier, newUser, type TestCompany } from '../harness';
import { User } from '../../server/modules/users/models';
import { exportLimits } from '../../server/modules/agents/database';
import { csvCell } from '../../server/platform/csv';

/**
 * A company with tiers Gold (1), Silver (2), Bronze (3) and a network:
 *   top (Gold) ─ mid (Silver) ─ agent (Bronze) ─ down (Bronze)
 *                             └ mid2 (Silver, inactive)
 *   other (Gold, suspended, helped by top)
 */
async function network() {
  const c = await newCompany();
  const t1 = await newTier(c, 1, 'Gold');
  const t2 = await newTier(c, 2, 'Silver');
  const t3 = await newTier(c, 3, 'Bronze');
  const top = await newUser(c, { tierId: t1.id });
  const mid = await newUser(c, { tierId: t2.id, uplineId: top.id });
  const mid2 = await newUser(c, { tierId: t2.id, uplineId: top.id, status: 'inactive' });
  const agent = await newUser(c, { tierId: t3.id, uplineId: mid.id });
  const down = await newUser(c, { tierId: t3.id, uplineId: agent.id });
  const other = await newUser(c, { tierId: t1.id, status: 'suspended' });
  const set = (u: User, patch: Partial<User>) => User.of(c.ctx).findById(u.id).patch(patch);
  await set(top, { firstName: 'Zara', lastName: 'Top', identityNo: '800101-14-0001', createdAt: '2026-01-01 00:00:00.000' });
  await set(mid, { firstName: 'Mia', lastName: 'Mid', identityNo: '850101-14-0002', createdAt: '2026-02-01 00:00:00.000' });
  await set(mid2, { firstName: 'Ben', lastName: 'Side', identityNo: '860101-14-0003', createdAt: '2026-02-15 00:00:00.000' });
  // 2026-03-01 16:30 UTC is 2026-03-02 00:30 in Kuala Lumpur
  await set(agent, { firstName: 'Ali', lastName: 'Agent', identityNo: '900101-14-0004', createdAt: '2026-03-01 16:30:00.000', accountCompany: '202001012345' });
  await set(down, { firstName: 'Dan', lastName: 'Down', identityNo: '950101-14-0005', createdAt: '2026-03-01 15:30:00.000' });
  await set(other, { firstName: 'Omar', lastName: 'Other', identityNo: '700101-14-0006', createdAt: '2026-04-01 00:00:00.000', helperId: top.id });
  const hq = await login(c.host, c.hq.email);
  return { c, t1, t2, t3, top, mid, mid2, agent, down, other, hq };
}

const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);
const q = (o: Record<string, unknown>) => encodeURIComponent(JSON.stringify(o));

async function banks(c: TestCompany) {
  return (await api(c.host).get('/list-bank?country=MY')).body.data as { code: string }[];
}

/** A tiny CSV reader (quotes, doubled quotes, CRLF) to check what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (row.push(cell), (cell = ''));
    else if (ch === '\r' && text[i + 1] === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''), i++);
    else cell += ch;
  }
  if (cell || row.length) (row.push(cell), rows.push(row));
  return rows;
}

describe('Agents database', () => {
  it('when HQ lists the agent database, then every agent comes with level, upline, helper, status, KPI and details, paged', async () => {
    const { c, top, mid, agent, other, hq } = await network();
    const res = await api(c.host).get('/agent-database?sort=["id","ASC"]&range=[0,1]', hq);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.headers['content-range']).to.equal('items 0-1/6');
    expect(ids(res)).to.deep.equal([top.id, mid.id]);
    const all = await api(c.host).get('/agent-database?perPage=100', hq);
    expect(all.body.data).to.have.length(6);
    const byId = new Map(all.body.data.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(top.id)).to.include({ name: 'Zara Top', status: 'active', recruitCount: 2, personalSales: 0, groupSales: 0, totalPersonalGroupSales: 0, sideGroupSales: 0 });
    expect(byId.get(agent.id)).to.deep.include({
      upline: { id: mid.id, name: 'Mia Mid' },
      tier: (byId.get(agent.id) as { tier: unknown }).tier,
      identityNo: '900101-14-0004',
      companyRegistrationNo: '202001012345',
      joinedAt: '2026-03-01T16:30:00.000Z',
      recruitCount: 1,
    });
    expect((byId.get(agent.id) as { tier: { levelName: string } }).tier.levelName).to.equal('Bronze');
    expect(byId.get(other.id)).to.deep.include({ helper: { id: top.id, name: 'Zara Top' }, upline: null, status: 'suspended', recruitCount: 0 });
    expect(byId.get(agent.id)).to.have.nested.property('bank.number');
    expect(byId.get(agent.id)).to.have.nested.property('address.line1');
  });

  it('when HQ filters by level, status, upline and date joined, then only the matching agents come back', async () => {
    const { c, t2, t1, top, mid, mid2, agent, down, other, hq } = await network();
    const get = (query: string) => api(c.host).get(`/agent-database?sort=["id","ASC"]&${query}`, hq);
    expect(ids(await get(`filter=${q({ tierId: t2.id })}`))).to.deep.equal([mid.id, mid2.id]);
    expect(ids(await get(`tierId=${t1.id}`))).to.deep.equal([top.id, other.id]);
    expect(ids(await get(`filter=${q({ status: 'inactive' })}`))).to.deep.equal([mid2.id]);
    expect(ids(await get(`filter=${q({ status: ['inactive', 'suspended'] })}`))).to.deep.equal([mid2.id, other.id]);
    expect(ids(await get('status=suspended'))).to.deep.equal([other.id]);
    expect(ids(await get(`filter=${q({ uplineId: top.id })}`))).to.deep.equal([mid.id, mid2.id]);
    expect(ids(await get('uplineId=none'))).to.deep.equal([top.id, other.id]);
    // business days in Kuala Lumpur: the agent joined on 2 March there, its downline on 1 March
    expect(ids(await get(`filter=${q({ joinedFrom: '2026-03-02' })}`))).to.deep.equal([agent.id, other.id]);
    expect(ids(await get('joinedFrom=2026-03-01&joinedTo=2026-03-01'))).to.deep.equal([down.id]);
    expect(ids(await get(`filter=${q({ joinedFrom: '2026-02-01', joinedTo: '2026-03-02' })}`))).to.deep.equal([mid.id, mid2.id, agent.id, down.id]);
    for (const bad of [`filter=${q({ joinedFrom: '2026-02-30' })}`, `filter=${q({ status: 'gone' })}`, 'joinedTo=yesterday', `filter=${q({ colour: 'red' })}`, 'sort=["password","ASC"]']) {
      const res = await get(bad);
      expect(res.status, bad).to.equal(422);
    }
  });

  it('when HQ sorts and searches the agent database, then the order and the matches follow name, joined, level, status and the search text', async () => {
    const { c, top, mid, mid2, agent, down, other, hq } = await network();
    const get = (query: string) => api(c.host).get(`/agent-database?${query}`, hq);
    expect(ids(await get('sort=["name","ASC"]'))).to.deep.equal([agent.id, mid2.id, down.id, mid.id, other.id, top.id]);
    expect(ids(await get('sort=["joined","DESC"]'))).to.deep.equal([other.id, agent.id, down.id, mid2.id, mid.id, top.id]);
    expect(ids(await get('sort=["level","ASC"]'))).to.deep.equal([top.id, other.id, mid.id, mid2.id, agent.id, down.id]);
    expect(ids(await get('sort=["status","DESC"]')).slice(0, 2)).to.deep.equal([other.id, mid2.id]);
    expect(ids(await get('search=900101-14'))).to.deep.equal([agent.id]);
    expect(ids(await get(`filter=${q({ q: 'side' })}`))).to.deep.equal([mid2.id]);
    const byEmail = await User.of(c.ctx).findById(down.id);
    expect(ids(await get(`search=${encodeURIComponent(byEmail!.email)}`))).to.deep.equal([down.id]);
    expect(ids(await get('search=nobody-here'))).to.deep.equal([]);
  });

  it("when an agent opens the agent database, then it sees only itself and its group, and another group's agent is not found", async () => {
    const { c, mid, agent, down, other, top } = await network();
    const token = await login(c.host, (await User.of(c.ctx).findById(mid.id))!.email);
    const res = await api(c.host).get('/agent-database?sort=["id","ASC"]', token);
    expect(res.status).to.equal(200);
    expect(ids(res)).to.deep.equal([mid.id, agent.id, down.id]);
    expect(ids(await api(c.host).get(`/agent-database?uplineId=${top.id}`, token))).to.deep.equal([mid.id]);
    const downlines = await api(c.host).get(`/agent-database?sort=["id","ASC"]&filter=${JSON.stringify({ excludeId: mid.id })}`, token);
    expect(ids(downlines)).to.deep.equal([agent.id, down.id]);
    expect(downlines.headers['content-range']).to.match(/\/2$/);
    const own = await api(c.host).get(`/agent-details/${down.id}`, token);
    expect(own.status).to.equal(200);
    expect(own.body.data.upline.id).to.equal(agent.id);
    for (const id of [other.id, top.id, c.hq.id, 999_999]) {
      const r = await api(c.host).get(`/agent-details/${id}`, token);
      expect(r.status, String(id)).to.equal(404);
    }
    const csv = await api(c.host).get('/agent-database/export?sort=["id","ASC"]', token);
    expect(csv.status).to.equal(200);
    expect(
      parseCsv(csv.text)
        .slice(1)
        .map((r) => Number(r[0])),
    ).to.deep.equal([mid.id, agent.id, down.id]);
  });

  it('when staff without an agent permission call the agent database, then 403; with promote/demote/suspend, then the list', async () => {
    const { c, agent } = await network();
    const plain = await newUser(c, { role: 'staff', permissions: ['post_content'] });
    const token = await login(c.host, plain.email);
    for (const path of ['/agent-database', '/agent-database/export', `/agent-details/${agent.id}`, `/agent-info/${agent.id}`]) {
      const res = await api(c.host).get(path, token);
      expect(res.status, path).to.equal(403);
    }
    const upd = await api(c.host).post('/agent-details/update', token).send({ id: agent.id, companyCountry: 'MY', accFirstName: 'X', accIdentity: '1' });
    expect(upd.status).to.equal(403);
    const promoter = await newUser(c, { role: 'staff', permissions: ['promote_demote_suspend'] });
    const ptoken = await login(c.host, promoter.email);
    const res = await api(c.host).get('/agent-database', ptoken);
    expect(res.status).to.equal(200);
    expect(res.body.data).to.have.length(6);
    expect((await api(c.host).get(`/agent-info/${agent.id}`, ptoken)).status).to.equal(200);
    // editing needs add_user
    expect((await api(c.host).post('/agent-details/update', ptoken).send({ id: agent.id, companyCountry: 'MY', accFirstName: 'X', accIdentity: '1' })).status).to.equal(403);
  });

  it("when company B calls with its token or asks for company A's agent, then it is refused and never sees A's agents", async () => {
    const a = await network();
    const b = await newCompany();
    const bAgent = await newUser(b, {});
    const bHq = await login(b.host, b.hq.email);
    expect((await api(a.c.host).get('/agent-database', bHq)).status).to.equal(401);
    expect((await api(a.c.host).get('/agent-database/export', bHq)).status).to.equal(401);
    const list = await api(b.host).get('/agent-database', bHq);
    expect(ids(list)).to.deep.equal([bAgent.id]);
    expect((await api(b.host).get(`/agent-details/${a.agent.id}`, bHq)).status).to.equal(404);
    const upd = await api(b.host).post('/agent-details/update', bHq).send({ id: a.agent.id, companyCountry: 'MY', accFirstName: 'Hacked', accIdentity: '123' });
    expect(upd.status).to.equal(404);
    expect((await User.of(a.c.ctx).findById(a.agent.id))!.firstName).to.equal('Ali');
    const csv = await api(b.host).get('/agent-database/export', bHq);
    expect(
      parseCsv(csv.text)
        .slice(1)
        .map((r) => Number(r[0])),
    ).to.deep.equal([bAgent.id]);
  });

  it('when HQ exports the agent database, then a UTF-8 CSV with a header row, the filters applied, numbers as numbers and escaped cells comes back', async () => {
    const { c, t2, mid, mid2, agent, hq } = await network();
    await User.of(c.ctx).findById(mid.id).patch({ firstName: '=HYPERLINK("x")', lastName: 'Mid, "Boss"', address1: 'Line one\nLine two', city: '@home' });
    await User.of(c.ctx).findById(mid2.id).patch({ firstName: 'Siti', lastName: 'Nurhaliza Ñ', phoneCode: '+60', phone: '123456789' });
    const res = await api(c.host).get(`/agent-database/export?tierId=${t2.id}&sort=["id","ASC"]`, hq);
    expect(res.status, res.text).to.equal(200);
    expect(res.headers['content-type']).to.match(/^text\/csv; charset=utf-8/i);
    expect(res.headers['content-disposition']).to.match(/attachment; filename="?agents-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const rows = parseCsv(res.text);
    const header = rows[0];
    expect(header.slice(0, 3)).to.deep.equal(['Agent ID', 'Name', 'E-mail']);
    expect(header).to.include.members(['Level', 'Upline', 'Upline helper', 'Status', 'Date joined', 'Recruit count', 'Identity number', 'Company registration number', 'Bank account number']);
    expect(rows).to.have.length(3);
    const col = (name: string) => header.indexOf(name);
    const [first, second] = rows.slice(1);
    expect(Number(first[0])).to.equal(mid.id);
    expect(first[col('Name')]).to.equal(`'=HYPERLINK("x") Mid, "Boss"`);
    expect(first[col('Address line 1')]).to.equal('Line one\nLine two');
    expect(first[col('City')]).to.equal("'@home");
    expect(first[col('Level')]).to.equal('Silver');
    expect(first[col('Recruit count')]).to.equal('1');
    expect(first[col('Personal sales (minor units)')]).to.equal('0');
    expect(first[col('Date joined')]).to.equal('2026-02-01 08:00');
    expect(second[col('Name')]).to.equal('Siti Nurhaliza Ñ');
    expect(second[col('Phone')]).to.equal("'+60123456789");
    expect(second[col('Status')]).to.equal('inactive');
    // the raw text: quoted where needed, numbers bare
    expect(res.text).to.include(`"'=HYPERLINK(""x"") Mid, ""Boss"""`);
    expect(res.text.split('\r\n')[1].startsWith(`${mid.id},`)).to.equal(true);
    expect(agent.id).to.be.a('number');
    const bad = await api(c.host).get('/agent-database/export?filter={"status":"gone"}', hq);
    expect(bad.status).to.equal(422);
  });

  it('when an export would exceed the row cap, then 422 asks to narrow the filters, and a filtered export under the cap passes', async () => {
    const { c, t2, hq } = await network();
    const saved = exportLimits.maxRows;
    exportLimits.maxRows = 2;
    try {
      const res = await api(c.host).get('/agent-database/export', hq);
      expect(res.status).to.equal(422);
      expect(res.body.meta.message).to.equal('Too many agents to export at once (at most 2). Please narrow the filters.');
      const ok = await api(c.host).get(`/agent-database/export?tierId=${t2.id}`, hq);
      expect(ok.status).to.equal(200);
      expect(parseCsv(ok.text)).to.have.length(3);
      // the temporary file is removed once the response is sent
      const left = async () => (await fs.promises.readdir(os.tmpdir())).filter((f) => /^agents-[0-9a-f-]{36}\.csv$/.test(f));
      for (let i = 0; i < 20 && (await left()).length; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await left()).to.deep.equal([]);
    } finally {
      exportLimits.maxRows = saved;
    }
  });

  it('when a CSV cell is written, then formulas are neutralised, quotes doubled and numbers kept', () => {
    expect(csvCell('=1+2')).to.equal("'=1+2");
    expect(csvCell('+601')).to.equal("'+601");
    expect(csvCell('-5')).to.equal("'-5");
    expect(csvCell('@SUM(A1)')).to.equal("'@SUM(A1)");
    expect(csvCell('\tx')).to.equal("'\tx");
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell(-5)).to.equal('-5');
    expect(csvCell(0)).to.equal('0');
    expect(csvCell(null)).to.equal('');
    expect(csvCell('plain')).to.equal('plain');
  });

  it("when HQ opens an agent's details, then account, bank, social, tier, upline, helper and group size come back", async () => {
    const { c, top, mid, agent, hq } = await network();
    await User.of(c.ctx).findById(mid.id).patch({ helperId: top.id, bankNumber: '12345678', socmedInstagram: 'https://www.instagram.com/mia' });
    for (const path of [`/agent-details/${mid.id}`, `/agent-info/${mid.id}`]) {
      const res = await api(c.host).get(path, hq);
      expect(res.status, path).to.equal(200);
      const d = res.body.data;
      expect(d).to.deep.include({ id: mid.id, name: 'Mia Mid', upline: { id: top.id, name: 'Zara Top' }, helper: { id: top.id, name: 'Zara Top' }, recruitCount: 1 });
      expect(d.group).to.deep.equal({ size: 2, depth: 2 });
      expect(d.tier.levelName).to.equal('Silver');
      expect(d.account.accIdentity).to.equal('850101-14-0002');
      expect(d.bank.accBankNumber).to.equal('12345678');
      expect(d.social.socmedUrlInstagram).to.equal('https://www.instagram.com/mia');
    }
    expect((await api(c.host).get(`/agent-details/${c.hq.id}`, hq)).status).to.equal(404);
    expect((await api(c.host).get(`/agent-details/${agent.id + 1000}`, hq)).status).to.equal(404);
  });

  it("when HQ saves an agent's details, then account, company registration number, bank and social are stored as on the profile", async () => {
    const { c, agent, hq } = await network();
    const bank = (await banks(c))[0].code;
    const res = await api(c.host).post('/agent-details/update', hq).send({
      id: agent.id,
      companyCountry: 'MY',
      accFirstName: ' Aminah ',
      accLastName: 'Ali',
      accIdentity: '900101-14-9999',
      accBirthDate: '1990-01-01',
      accGender: 'female',
      accCodePhone: '+60',
      accPhone: '123456789',
      accAddressLine1: '1 Jalan Ampang',
      accAddressPostcode: '50450',
      accAddressCity: 'Kuala Lumpur',
      accAddressState: 'Wp Kuala Lumpur',
      accCompany: '202301000001',
      accBankCountry: 'MY',
      accBankCompany: bank,
      accBankNumber: '9876543210',
      accBankName: 'Aminah Ali',
      socmedUrlInstagram: '@aminah',
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal("The agent's details have been saved.");
    expect(res.body.data.name).to.equal('Aminah Ali');
    const u = (await User.of(c.ctx).findById(agent.id))!;
    expect(u).to.include({
      firstName: 'Aminah',
      identityNo: '900101-14-9999',
      gender: 'female',
      accountCompany: '202301000001',
      bankCompany: bank,
      bankNumber: '9876543210',
      socmedInstagram: 'https://www.instagram.com/aminah',
      city: 'Kuala Lumpur',
    });
    // the tier and the upline are not touched
    expect(u.tierId).to.equal(agent.tierId);
    expect(u.uplineId).to.equal(agent.uplineId);
  });

  it('when HQ saves invalid agent details, then 422 on the field and nothing changes', async () => {
    const { c, agent, mid, hq } = await network();
    const before = await User.of(c.ctx).findById(agent.id);
    const base = { id: agent.id, companyCountry: 'MY', accFirstName: 'Changed', accIdentity: '900101-14-0004' };
    const cases: [Record<string, unknown>, string][] = [
      [{ accIdentity: '850101 14 0002' }, 'accIdentity'], // mid's number, spaces instead of dashes
      [{ accBankCompany: 'NOPE', accBankNumber: '1234567', accBankName: 'X' }, 'accBankCompany'],
      [{ accBankNumber: '1234567' }, 'accBankCompany'],
      [{ accPhone: 'abc' }, 'accPhone'],
      [{ socmedUrlFacebook: 'https://example.com/me' }, 'socmedUrlFacebook'],
      [{ accFirstName: '' }, 'accFirstName'],
      [{ role: 'hq' }, 'role'],
    ];
    for (const [over, field] of cases) {
      const res = await api(c.host)
        .post('/agent-details/update', hq)
        .send({ ...base, ...over });
      expect(res.status, JSON.stringify(over)).to.equal(422);
      expect(res.body.meta.errors, JSON.stringify(over)).to.have.property(field);
    }
    expect((await User.of(c.ctx).findById(agent.id))!).to.deep.equal(before);
    const notAgent = await api(c.host)
      .post('/agent-details/update', hq)
      .send({ ...base, id: c.hq.id });
    expect(notAgent.status).to.equal(404);
    expect(mid.id).to.be.a('number');
  });
});
