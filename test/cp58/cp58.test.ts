import { expect } from 'chai';
import request from 'supertest';
import { unzipSync } from 'fflate';
import { Campaign, Redemption } from '../../server/modules/campaigns/models';
import { CommissionEntry } from '../../server/modules/commissions/models';
import { Company } from '../../server/modules/companies/models';
import { Cp58Statement } from '../../server/modules/cp58/models';
import { User } from '../../server/modules/users/models';
import { businessTime } from '../../server/platform/time';
import { app, lastMail } from '../harness';
import { pdfPages, pdfText } from '../fulfilment/pdf';
import { formatMoney } from '../../common/money';

const money = (minor: number) => formatMoney(minor, 'MYR');
import { agentWithBank, line, moneySetup, setFeatures, staffWith } from '../commissions/money-factories';

/**
 * CP58 statements against a hand-computed year Y (last calendar year, Kuala Lumpur):
 * payouts paid in Y count at their gross amount, those paid on 31 Dec Y-1 or 1 Jan Y+1, rejected
 * or unpaid ones do not; transfers to the wallet count by their Kuala Lumpur time; campaign
 * rewards handed over in Y count at their campaign's cost (cash as money bonuses, the others as
 * non-money rewards).
 */

const Y = businessTime().year() - 1;

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

type Setup = Awaited<ReturnType<typeof moneySetup>>;

/** Request, approve and pay (or reject) one payout of `amount` on `paidOn`. */
async function payout(s: Setup, token: string, amount: number, paidOn: string | 'reject') {
  const requested = await s.http.post('/commission/request-payout', token).send({ amount });
  expect(requested.status, JSON.stringify(requested.body)).to.equal(201);
  const id = requested.body.data.id as number;
  if (paidOn === 'reject') {
    expect((await s.http.post(`/commission/payouts/${id}/reject`, s.hq).send({ reason: 'Wrong bank' })).status).to.equal(200);
    return;
  }
  expect((await s.http.post(`/commission/payouts/${id}/approve`, s.hq).send({})).status).to.equal(200);
  const paid = await s.http.post(`/commission/payouts/${id}/mark-paid`, s.hq).send({ reference: `BANK-${id}`, paidOn });
  expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
}

let ref = 0;
async function transfer(s: Setup, agentId: number, amount: number, utc: string) {
  ref += 1;
  await CommissionEntry.of(s.c.ctx).insert({ agentId, kind: 'transfer', amount: -amount, reference: `test-transfer-${ref}-${agentId}`, note: null, createdBy: agentId, createdAt: utc });
}

async function campaign(s: Setup, rewardType: 'cash' | 'gift' | 'voucher' | 'trip', cost: number | null) {
  const c = await Campaign.of(s.c.ctx).insertAndFetch({
    title: `${rewardType} reward`,
    description: null,
    terms: null,
    rewardType,
    pointsRequired: 10,
    startDate: `${Y}-01-01`,
    endDate: `${Y + 1}-12-31`,
    period: 'yearly',
    previousId: null,
    banner: null,
    maxRedeem: 100,
    redeemed: 0,
    perAgentLimit: 10,
    rewardCost: cost,
  });
  return c;
}

async function redemption(s: Setup, campaignId: number, userId: number, status: 'handed_over' | 'shipped' | 'cancelled', handedOverAt: string | null) {
  await Redemption.of(s.c.ctx).insert({
    campaignId,
    userId,
    points: 10,
    periodKey: String(Y),
    status,
    remark: null,
    trackingNo: null,
    note: null,
    shippedAt: null,
    handedOverAt,
    cancelledAt: null,
    updatedBy: null,
  });
}

/** The hand-computed agent: 577,000 commissions, 50,000 money bonuses, 27,000 non-money (one reward without cost). */
async function world() {
  const s = await moneySetup({ closed: 2_000_000 });
  await setFeatures(s.c, { cp58Feature: true });
  await Company.query()
    .findById(s.c.id)
    .patch({ companyRoc: '201901012345 (1234567-X)', tin: 'C1234567890', addr1: '12 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur' });
  await User.of(s.c.ctx)
    .findById(s.agent.id)
    .patch({ identityNo: '900101-14-5678', tin: 'IG12345678090', address1: '8 Jalan Mawar', postcode: '40000', city: 'Shah Alam', state: 'Selangor', lang: 'ms' });
  const a = s.agent;
  await payout(s, s.token, 300_000, `${Y}-03-10`);
  await payout(s, s.token, 250_000, `${Y}-12-31`);
  await payout(s, s.token, 100_000, `${Y + 1}-01-01`);
  await payout(s, s.token, 70_000, `${Y - 1}-12-31`);
  await payout(s, s.token, 90_000, 'reject');
  await transfer(s, a.id, 20_000, `${Y}-06-15 04:00:00.000`);
  // 31 Dec 23:30 in Kuala Lumpur (counts) and 1 Jan 00:30 (does not).
  await transfer(s, a.id, 7_000, `${Y}-12-31 15:30:00.000`);
  await transfer(s, a.id, 5_000, `${Y}-12-31 16:30:00.000`);
  const cash = await campaign(s, 'cash', 50_000);
  const gift = await campaign(s, 'gift', 12_000);
  const voucher = await campaign(s, 'voucher', 3_000);
  const trip = await campaign(s, 'trip', null);
  await redemption(s, cash.id, a.id, 'handed_over', `${Y}-05-01 02:00:00.000`);
  await redemption(s, gift.id, a.id, 'handed_over', `${Y}-02-01 02:00:00.000`);
  await redemption(s, gift.id, a.id, 'handed_over', `${Y}-11-01 02:00:00.000`);
  await redemption(s, gift.id, a.id, 'shipped', null);
  await redemption(s, gift.id, a.id, 'cancelled', null);
  await redemption(s, voucher.id, a.id, 'handed_over', `${Y}-07-07 02:00:00.000`);
  await redemption(s, voucher.id, a.id, 'handed_over', `${Y}-12-31 16:00:01.000`);
  await redemption(s, trip.id, a.id, 'handed_over', `${Y}-08-08 02:00:00.000`);
  // A second agent paid exactly the threshold (RM5,000): no statement by default.
  const b = await agentWithBank(s.c);
  await line(s.c, b.agent.id, 600_000);
  await payout(s, b.token, 500_000, `${Y}-09-09`);
  // A third agent with nothing.
  const nobody = await agentWithBank(s.c);
  return { ...s, b, nobody };
}

describe('CP58 statements', function () {
  this.timeout(180_000);

  it('totals a hand-computed year: payouts paid in the year at gross, transfers by Kuala Lumpur time, rewards handed over at cost; the PDF is laid out like Borang CP58', async () => {
    const s = await world();
    const generated = await s.http.post('/report/cp58', s.hq).send({ year: Y });
    expect(generated.status, JSON.stringify(generated.body)).to.equal(200);
    expect(generated.body.data).to.deep.equal({ year: Y, generated: 1, removed: 0, keptIssued: 0, threshold: 500_000 });
    const got = await s.http.get(`/report/getcp58?year=${Y}&agentId=${s.agent.id}`, s.hq);
    expect(got.status, JSON.stringify(got.body)).to.equal(200);
    const st = got.body.data;
    expect(st).to.include({ comId: s.c.id, usrOrgId: s.c.hq.id, year: Y, agentId: s.agent.id, status: 'draft', commissions: 577_000, bonuses: 50_000, nonMonetary: 27_000, total: 654_000 });
    expect(st.documentData.detail).to.deep.equal({
      payouts: 2,
      payoutsAmount: 550_000,
      withheld: 0,
      transfersAmount: 27_000,
      cashRewards: 50_000,
      gift: 24_000,
      voucher: 3_000,
      trip: 0,
      rewardsWithoutCost: 1,
    });
    expect(st.documentData.company).to.include({ idNo: '201901012345 (1234567-X)', tin: 'C1234567890' });
    expect(st.documentData.agent).to.include({ idNo: '900101-14-5678', tin: 'IG12345678090', code: String(s.agent.id) });
    const pdf = await binary(request(app()).get(st.pdfUrl).set('Host', s.c.host));
    expect(pdf.status).to.equal(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    expect(pdfPages(pdf.body as Buffer), 'one A4 page').to.equal(1);
    const text = pdfText(pdf.body as Buffer);
    for (const part of ['BAHAGIAN A', 'BAHAGIAN B', 'BAHAGIAN C', `31 DISEMBER ${Y}`, 'C1234567890', '900101-14-5678', money(577_000), money(50_000), money(27_000), money(654_000), 'DRAF']) {
      expect(text, part).to.include(part);
    }
  });

  it('generates above the threshold only (a company setting, RM5,000 by default); regenerating removes drafts below it; one agent on request whatever its total', async () => {
    const s = await world();
    expect((await s.http.get('/report/cp58/settings', s.hq)).body.data).to.deep.equal({ threshold: 500_000, currency: 'MYR' });
    await s.http.post('/report/cp58', s.hq).send({ year: Y });
    const ids = async () => (await Cp58Statement.of(s.c.ctx).where({ year: Y })).map((r) => r.agentId).sort((x, y) => x - y);
    expect(await ids()).to.deep.equal([s.agent.id]);

    const saved = await s.http.put('/report/cp58/settings', s.hq).set('Accept-Language', 'id').send({ threshold: 499_999 });
    expect(saved.status).to.equal(200);
    expect(saved.body.meta.message).to.equal('Pengaturan CP58 disimpan.');
    await s.http.post('/report/cp58', s.hq).send({ year: Y });
    expect(await ids()).to.deep.equal([s.agent.id, s.b.agent.id]);

    await s.http.put('/report/cp58/settings', s.hq).send({ threshold: 500_000 });
    const again = await s.http.post('/report/cp58', s.hq).send({ year: Y });
    expect(again.body.data).to.include({ generated: 1, removed: 1 });
    expect(await ids()).to.deep.equal([s.agent.id]);

    const asked = await s.http.post('/report/cp58', s.hq).send({ year: Y, agentId: s.nobody.agent.id });
    expect(asked.body.data).to.include({ generated: 1 });
    expect((await s.http.get(`/report/getcp58?year=${Y}&agentId=${s.nobody.agent.id}`, s.hq)).body.data).to.include({ total: 0, status: 'draft' });

    const badYear = await s.http
      .post('/report/cp58', s.hq)
      .set('Accept-Language', 'ms')
      .send({ year: Y + 2 });
    expect(badYear.status).to.equal(422);
    expect(badYear.body.meta.message).to.equal(`Pilih tahun dari 2012 hingga ${Y + 1}.`);
    const notAgent = await s.http.post('/report/cp58', s.hq).send({ year: Y, agentId: s.c.hq.id });
    expect(notAgent.status).to.equal(422);
    expect(notAgent.body.meta.message).to.equal('This user is not an agent of the company.');
    const negative = await s.http.put('/report/cp58/settings', s.hq).send({ threshold: -1 });
    expect(negative.status).to.equal(422);
  });

  it("is behind the company's cp58Feature switch: every call answers 403 with a translated message", async () => {
    const s = await moneySetup();
    await setFeatures(s.c, { cp58Feature: false });
    const calls = [
      s.http.post('/report/cp58', s.hq).send({ year: Y }),
      s.http.post('/report/cp58/issue', s.hq).send({ year: Y }),
      s.http.get(`/report/searchcp58?year=${Y}`, s.hq),
      s.http.get(`/report/getcp58`, s.token),
      s.http.get(`/report/cp58/zip?year=${Y}`, s.hq),
      s.http.get(`/report/cp58/settings`, s.hq),
    ];
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect(res.status, `call ${i}`).to.equal(403);
      expect(res.body.meta.message).to.equal('CP58 statements are not enabled for this company. HQ can switch them on in Company features.');
    }
    const ms = await s.http.get('/report/getcp58', s.token).set('Accept-Language', 'ms');
    expect(ms.body.meta.message).to.equal('Penyata CP58 tidak diaktifkan untuk syarikat ini. HQ boleh mengaktifkannya dalam Ciri syarikat.');
    expect(await Cp58Statement.of(s.c.ctx).resultSize()).to.equal(0);
    // The apps learn the switch with the user's detail (menu entries shown only while it is on).
    expect((await s.http.get('/user/detail', s.token)).body.data.cp58_feature).to.equal(false);
    await setFeatures(s.c, { cp58Feature: true });
    expect((await s.http.get('/user/detail', s.hq)).body.data.cp58_feature).to.equal(true);
  });

  it("access: an agent reads only its own issued statements, never another's or a draft; staff need manage_payouts", async () => {
    const s = await world();
    await s.http.post('/report/cp58', s.hq).send({ year: Y });
    await s.http.post('/report/cp58', s.hq).send({ year: Y, agentId: s.b.agent.id });
    // Drafts are HQ's: the agent sees nothing yet.
    expect((await s.http.get(`/report/getcp58?year=${Y}`, s.token)).status).to.equal(404);
    expect((await s.http.get('/report/getcp58', s.token)).body.data).to.deep.equal([]);
    await s.http.post('/report/cp58/issue', s.hq).send({ year: Y });
    const own = await s.http.get(`/report/getcp58?year=${Y}`, s.token);
    expect(own.status).to.equal(200);
    expect(own.body.data).to.include({ agentId: s.agent.id, status: 'issued', total: 654_000 });
    expect(own.body.data, "who generated it is HQ's").not.to.have.property('usrOrgId');
    const other = await s.http.get(`/report/getcp58?year=${Y}&agentId=${s.b.agent.id}`, s.token);
    expect(other.status).to.equal(403);
    expect(JSON.stringify(other.body)).not.to.include(s.b.agent.email);
    for (const res of [
      await s.http.get(`/report/searchcp58?year=${Y}`, s.token),
      await s.http.post('/report/cp58', s.token).send({ year: Y }),
      await s.http.post('/report/cp58/issue', s.token).send({ year: Y }),
      await s.http.get(`/report/cp58/zip?year=${Y}`, s.token),
    ])
      expect(res.status).to.equal(403);
    const plainStaff = await staffWith(s.c, ['manage_orders']);
    expect((await s.http.get(`/report/searchcp58?year=${Y}`, plainStaff)).status).to.equal(403);
    expect((await s.http.get(`/report/getcp58?year=${Y}&agentId=${s.agent.id}`, plainStaff)).status).to.equal(403);
    const payoutStaff = await staffWith(s.c, ['manage_payouts']);
    const list = await s.http.get(`/report/searchcp58?year=${Y}&search=${encodeURIComponent(s.b.agent.lastName!)}`, payoutStaff);
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.body.data.map((r: { agentId: number }) => r.agentId)).to.deep.equal([s.b.agent.id]);
    const issued = await s.http.get(`/report/searchcp58?filter=${encodeURIComponent(JSON.stringify({ year: Y, status: 'issued' }))}`, payoutStaff);
    expect(issued.body.data.map((r: { agentId: number }) => r.agentId).sort()).to.deep.equal([s.agent.id, s.b.agent.id].sort());
  });

  it('issues drafts of a finished year: each agent is e-mailed in its language; issued statements survive regeneration unless reopened', async () => {
    const s = await world();
    await s.http.post('/report/cp58', s.hq).send({ year: Y });
    await s.http.post('/report/cp58', s.hq).send({ year: Y + 1, agentId: s.agent.id });
    const early = await s.http.post('/report/cp58/issue', s.hq).send({ year: Y + 1 });
    expect(early.status).to.equal(409);
    expect(early.body.meta.message).to.equal(`CP58 statements of ${Y + 1} can be issued once the year is over.`);

    const res = await s.http.post('/report/cp58/issue', s.hq).send({ year: Y });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data).to.deep.equal({ issued: 1 });
    const mail = await lastMail(s.agent.email);
    expect(mail?.subject).to.equal(`Penyata CP58 anda bagi tahun ${Y} daripada ${s.c.ctx.company.name}`);
    expect(mail?.body).to.include(money(654_000)).and.include('/cp58');
    expect((await s.http.post('/report/cp58/issue', s.hq).send({ year: Y })).body.meta.message).to.equal('There is no draft statement to issue.');

    // A later payout in Y: a regeneration leaves the issued statement as issued.
    const before = (await Cp58Statement.of(s.c.ctx).where({ agentId: s.agent.id, year: Y }).first())!;
    await payout(s, s.token, 10_000, `${Y}-12-30`);
    const regen = await s.http.post('/report/cp58', s.hq).send({ year: Y });
    expect(regen.body.data).to.include({ generated: 0, keptIssued: 1 });
    const after = (await Cp58Statement.of(s.c.ctx).where({ agentId: s.agent.id, year: Y }).first())!;
    expect(after).to.include({ status: 'issued', total: 654_000, pdfKey: before.pdfKey });
    // Reopened explicitly: a regenerated draft with the new payout, issued again.
    const reopened = await s.http.post('/report/cp58', s.hq).send({ year: Y, agentId: s.agent.id, reopen: true });
    expect(reopened.body.data).to.include({ generated: 1 });
    expect((await s.http.get(`/report/getcp58?year=${Y}&agentId=${s.agent.id}`, s.hq)).body.data).to.include({ status: 'draft', total: 664_000 });
    expect((await s.http.get(`/report/getcp58?year=${Y}`, s.token)).status).to.equal(404);
  });

  it("a campaign's reward cost (minor units) is set with the campaign: kept when an edit leaves it out, cleared with null, 422 below 0", async () => {
    const s = await moneySetup();
    const body = {
      gameTitle: 'Gift hamper',
      rewardType: 'gift',
      pointRequired: 10,
      startDate: `${Y + 1}-01-01`,
      endDate: `${Y + 1}-12-31`,
      period: 'monthly',
      maxRedeem: 5,
      perAgentLimit: 1,
      products: [],
    };
    const stored = await s.http.post('/game/store', s.hq).send({ ...body, rewardCost: 12_345 });
    expect(stored.status, JSON.stringify(stored.body)).to.equal(201);
    const id = stored.body.data.id as number;
    expect(stored.body.data.rewardCost).to.equal(12_345);
    await s.http.post('/game/edit', s.hq).send({ id, ...body, gameTitle: 'Gift hamper XL' });
    expect((await s.http.get(`/game/campaign-detail?id=${id}`, s.hq)).body.data).to.include({ gameTitle: 'Gift hamper XL', rewardCost: 12_345 });
    await s.http.post('/game/edit', s.hq).send({ id, ...body, rewardCost: null });
    expect((await s.http.get(`/game/campaign-detail?id=${id}`, s.hq)).body.data.rewardCost).to.equal(null);
    expect((await s.http.post('/game/edit', s.hq).send({ id, ...body, rewardCost: -1 })).status).to.equal(422);
  });

  it('downloads every PDF of a year as one ZIP', async () => {
    const s = await world();
    expect((await s.http.get(`/report/cp58/zip?year=${Y}`, s.hq)).status).to.equal(404);
    await s.http.post('/report/cp58', s.hq).send({ year: Y });
    await s.http.post('/report/cp58', s.hq).send({ year: Y, agentId: s.b.agent.id });
    await s.http.post('/report/cp58/issue', s.hq).send({ year: Y, ids: [(await Cp58Statement.of(s.c.ctx).where({ agentId: s.agent.id }).first())!.id] });
    const zip = await binary(s.http.get(`/report/cp58/zip?year=${Y}`, s.hq));
    expect(zip.status).to.equal(200);
    expect(zip.headers['content-disposition']).to.include(`CP58-${Y}.zip`);
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    const names = Object.keys(files).sort();
    expect(names).to.deep.equal([`CP58-${Y}-${s.agent.id}-Siti-Agent-${s.agent.id}.pdf`, `CP58-${Y}-${s.b.agent.id}-Siti-Agent-${s.b.agent.id}-draft.pdf`].sort());
    for (const name of names) expect(Buffer.from(files[name]!).subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    const issuedText = pdfText(Buffer.from(files[`CP58-${Y}-${s.agent.id}-Siti-Agent-${s.agent.id}.pdf`]!));
    expect(issuedText).to.include(money(654_000)).and.not.include('DRAF');
    const onlyIssued = await binary(s.http.get(`/report/cp58/zip?year=${Y}&status=issued`, s.hq));
    expect(Object.keys(unzipSync(new Uint8Array(onlyIssued.body as Buffer)))).to.have.length(1);
  });
});
