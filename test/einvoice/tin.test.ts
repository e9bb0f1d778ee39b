import { expect } from 'chai';
import { resetClientState } from '../../server/modules/einvoice/client';
import { EinvoiceTinCheck } from '../../server/modules/einvoice/models';
import { settingsOf } from '../../server/modules/einvoice/service';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { checkAllUncheckedTins, checkTin, checkUncheckedTins, TIN_INVALID_MS, TIN_VALID_MS } from '../../server/modules/einvoice/tin';
import { User } from '../../server/modules/users/models';
import { clock } from '../../server/platform/time';
import { newUser } from '../harness';
import { agentWithBank, moneySetup, staffWith } from '../commissions/money-factories';
import { withSimulator, configured, SETUP, type MoneyWorld } from './helpers';

/**
 * LHDN's TIN validation of agents (docs/einvoice.md, "TIN validation"): the einvoice.tin job asks
 * MyInvois about every agent whose TIN and identity number have no answer (or an expired one),
 * keeps the answer (valid 30 days, invalid 1 day) so a second look does not ask again, and
 * GET /e-invoice/tin-status shows it — to the agent its own only, to HQ any agent's.
 */

type Setup = MoneyWorld;

const tinWorld = () => configured('tin');

const setProfile = (s: Setup, id: number, tin: string | null, identityNo: string | null) => User.of(s.c.ctx).findById(id).patch({ tin, identityNo });

describe('einvoice: TIN validation of agents, cached', function () {
  this.timeout(30_000);
  let sim: MyInvoisSimulator;
  /** The simulator's TIN validation calls so far. */
  const tinCalls = () => sim.calls.filter((c) => c.path.startsWith('/api/v1.0/taxpayer/validate/')).length;
  withSimulator((started) => (sim = started));

  it("the job validates an agent's TIN once; the answer is kept (a second run and a second look ask nothing); the agent sees it", async () => {
    const s = await tinWorld();
    await setProfile(s, s.agent.id, ' ig11223344550 ', '900101-10-5555');
    expect((await s.http.get('/e-invoice/tin-status', s.token)).body.data).to.deep.equal({ tin: 'IG11223344550', status: 'unchecked', checkedAt: null });

    const before = tinCalls();
    expect(await checkUncheckedTins(s.c.ctx)).to.deep.equal({ checked: 1, valid: 1, invalid: 0 });
    expect(tinCalls()).to.equal(before + 1);
    const asked = sim.calls.filter((c) => c.path.startsWith('/api/v1.0/taxpayer/validate/')).pop()!;
    expect(asked.path).to.equal('/api/v1.0/taxpayer/validate/IG11223344550');
    const row = (await EinvoiceTinCheck.of(s.c.ctx).first())!;
    expect(row).to.include({ tin: 'IG11223344550', idType: 'NRIC', idValue: '900101105555', status: 'valid', message: null });

    const status = await s.http.get('/e-invoice/tin-status', s.token);
    expect(status.status).to.equal(200);
    expect(status.body.data).to.include({ tin: 'IG11223344550', status: 'valid' });
    expect(Date.parse(status.body.data.checkedAt)).to.be.closeTo(clock.now().getTime(), 60_000);

    // Cached in the table (the process's own memory cleared): nothing asked again.
    resetClientState();
    expect(await checkUncheckedTins(s.c.ctx)).to.deep.equal({ checked: 0, valid: 0, invalid: 0 });
    const settings = (await settingsOf(s.c.ctx))!;
    expect((await checkTin(s.c.ctx, settings, { tin: 'IG11223344550', idType: 'NRIC', idValue: '900101 10 5555' })).status).to.equal('valid');
    expect(tinCalls()).to.equal(before + 1);

    // A valid answer holds 30 days.
    clock.advance(TIN_VALID_MS - 60_000);
    expect((await checkUncheckedTins(s.c.ctx)).checked).to.equal(0);
    clock.advance(120_000);
    expect((await checkUncheckedTins(s.c.ctx)).checked).to.equal(1);
    expect(tinCalls()).to.equal(before + 2);
  });

  it('a TIN LHDN does not know with this identity number is invalid for a day, then asked again; a corrected profile is asked about at once', async () => {
    const s = await tinWorld();
    sim.addTaxpayer({ tin: 'IG30000000003', idType: 'NRIC', idValue: '770707075555' });
    await setProfile(s, s.agent.id, 'IG30000000003', '900101-10-5555');
    expect(await checkUncheckedTins(s.c.ctx)).to.deep.equal({ checked: 1, valid: 0, invalid: 1 });
    const row = (await EinvoiceTinCheck.of(s.c.ctx).first())!;
    expect(row.status).to.equal('invalid');
    expect(row.message).to.be.a('string').and.not.equal('');
    expect((await s.http.get('/e-invoice/tin-status', s.token)).body.data).to.include({ tin: 'IG30000000003', status: 'invalid' });

    const before = tinCalls();
    clock.advance(TIN_INVALID_MS - 60_000);
    expect((await checkUncheckedTins(s.c.ctx)).checked).to.equal(0);
    clock.advance(120_000);
    expect(await checkUncheckedTins(s.c.ctx)).to.deep.equal({ checked: 1, valid: 0, invalid: 1 });
    expect(tinCalls()).to.equal(before + 1);
    expect(await EinvoiceTinCheck.of(s.c.ctx).resultSize()).to.equal(1); // the same row, answered again

    // The agent corrects its identity number in its profile: a new pair, unchecked until the job asks.
    const saved = await s.http.post('/user/account-detail', s.token).send({ companyCountry: 'MY', accFirstName: 'Siti', accIdentity: '770707-07-5555', accTIN: 'IG30000000003' });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect((await s.http.get('/e-invoice/tin-status', s.token)).body.data).to.include({ status: 'unchecked' });
    expect(await checkUncheckedTins(s.c.ctx)).to.deep.equal({ checked: 1, valid: 1, invalid: 0 });
    expect((await s.http.get('/e-invoice/tin-status', s.token)).body.data).to.include({ tin: 'IG30000000003', status: 'valid' });
  });

  it('the job asks once per TIN and identity number, leaves out agents without either, and runs for every company with e-invoicing on', async () => {
    const s = await tinWorld();
    await setProfile(s, s.agent.id, 'IG40000000004', '800808-08-8888');
    const twin = (await agentWithBank(s.c)).agent; // the same person registered twice
    await setProfile(s, twin.id, 'ig40000000004', '800808088888');
    const noId = (await agentWithBank(s.c)).agent;
    await setProfile(s, noId.id, 'IG40000000005', null);
    const noTin = (await agentWithBank(s.c)).agent;
    await setProfile(s, noTin.id, null, '800808-08-9999');
    const staff = await newUser(s.c, { role: 'staff' });
    await setProfile(s, staff.id, 'IG40000000006', '800808-08-7777');
    const before = tinCalls();
    expect(await checkUncheckedTins(s.c.ctx)).to.deep.equal({ checked: 1, valid: 1, invalid: 0 });
    expect(tinCalls()).to.equal(before + 1);
    expect((await s.http.get('/e-invoice/tin-status', s.hq).query({ userId: twin.id })).body.data).to.include({ status: 'valid' });
    expect((await s.http.get('/e-invoice/tin-status', s.hq).query({ userId: noId.id })).body.data).to.deep.equal({ tin: 'IG40000000005', status: 'unchecked', checkedAt: null });
    expect((await s.http.get('/e-invoice/tin-status', s.hq).query({ userId: noTin.id })).body.data).to.deep.equal({ tin: null, status: 'unchecked', checkedAt: null });

    // The job over every company: this company's new agent is asked about; a company with e-invoicing off is not.
    const fresh = (await agentWithBank(s.c)).agent;
    await setProfile(s, fresh.id, 'IG40000000007', '800808-08-6666');
    const off = await moneySetup();
    await off.http.put('/e-invoice/settings', off.hq).send({ ...SETUP, enabled: false, clientId: `tin-off-${off.c.id}` });
    await setProfile(off, off.agent.id, 'IG40000000008', '800808-08-5555');
    await checkAllUncheckedTins();
    expect(await EinvoiceTinCheck.of(s.c.ctx).where({ tin: 'IG40000000007' }).resultSize()).to.equal(1);
    expect(await EinvoiceTinCheck.of(off.c.ctx).resultSize()).to.equal(0);
    expect((await off.http.get('/e-invoice/tin-status', off.token)).body.data).to.deep.equal({ tin: 'IG40000000008', status: 'notConfigured', checkedAt: null });
  });

  it('an agent reads its own status only; HQ and staff managing agents or payouts any agent’s; others 403; not an agent 404; outside Malaysia 422', async () => {
    const s = await tinWorld();
    await setProfile(s, s.agent.id, 'IG11223344550', '900101-10-5555');
    const other = await agentWithBank(s.c);
    await setProfile(s, other.agent.id, 'IG50000000005', '910101-10-5555');
    await checkUncheckedTins(s.c.ctx);

    expect((await s.http.get('/e-invoice/tin-status', s.token).query({ userId: s.agent.id })).body.data).to.include({ tin: 'IG11223344550', status: 'valid' });
    const denied = await s.http.get('/e-invoice/tin-status', s.token).query({ userId: other.agent.id });
    expect(denied.status).to.equal(403);
    expect(JSON.stringify(denied.body)).to.not.contain('IG50000000005');

    expect((await s.http.get('/e-invoice/tin-status', s.hq).query({ userId: other.agent.id })).body.data).to.include({ tin: 'IG50000000005', status: 'valid' });
    expect((await s.http.get('/e-invoice/tin-status', s.hq)).status).to.equal(404);
    expect((await s.http.get('/e-invoice/tin-status', s.hq).query({ userId: s.c.hq.id })).status).to.equal(404);
    for (const permissions of [['manage_payouts'], ['add_user']] as const) {
      const staff = await staffWith(s.c, [...permissions]);
      expect((await s.http.get('/e-invoice/tin-status', staff).query({ userId: other.agent.id })).body.data, permissions[0]).to.include({ status: 'valid' });
    }
    expect((await s.http.get('/e-invoice/tin-status', await staffWith(s.c, ['manage_orders'])).query({ userId: other.agent.id })).status).to.equal(403);

    // Another company's agent is not found from here.
    const elsewhere = await tinWorld();
    expect((await elsewhere.http.get('/e-invoice/tin-status', elsewhere.hq).query({ userId: other.agent.id })).status).to.equal(404);

    const indonesia = await moneySetup({ country: 'ID' });
    expect((await indonesia.http.get('/e-invoice/tin-status', indonesia.token)).status).to.equal(422);
  });
});
