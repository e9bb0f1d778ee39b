import { expect } from 'chai';
import { Campaign } from '../../server/modules/campaigns/models';
import { EinvoiceDocument } from '../../server/modules/einvoice/models';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { clock } from '../../server/platform/time';
import { moneySetup, staffWith } from '../commissions/money-factories';
import { configured, paidPayout, redemption, rewardCampaign, thisMonth, winPrize, withSimulator, type MoneyWorld } from './helpers';

/**
 * POST /e-invoice/:id/retry (docs/einvoice.md, "Retry"): a document LHDN found invalid — here the
 * agent's TIN does not belong to its MyKad number — is rebuilt from its source after the agent
 * corrects its profile (or HQ the reward's cost), goes back to pending with its attempts at 0 and
 * no errors, and comes back Valid; 409 for a document that is not invalid; 403 for agents and for
 * staff without "manage payouts".
 */

type Setup = MoneyWorld;

const PROFILE = {
  companyCountry: 'MY',
  accFirstName: 'Siti',
  accLastName: 'Aminah',
  accIdentity: '900101-10-5555',
  accCodePhone: '+60',
  accPhone: '123456789',
  accAddressLine1: '12 Jalan Mawar',
  accAddressPostcode: '40000',
  accAddressCity: 'Shah Alam',
  accAddressState: 'Selangor',
  accAddressCountry: 'MY',
};

const retryWorld = () => configured('retry', { money: { closed: 100_000 } });

/** The agent saves its profile (the account form) with `tin`. */
async function profile(s: Setup, tin: string, identity = PROFILE.accIdentity) {
  const res = await s.http.post('/user/account-detail', s.token).send({ ...PROFILE, accIdentity: identity, accTIN: tin });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
}

describe('einvoice: retry an invalid e-invoice after correction', function () {
  this.timeout(30_000);
  let sim: MyInvoisSimulator;
  withSimulator((started) => (sim = started));

  it("a payout's document refused for the agent's TIN: the agent corrects it, HQ retries, it comes back Valid", async () => {
    const s = await retryWorld();
    // LHDN knows IG20000000001 as another person's TIN: with this agent's MyKad number, the document is invalid.
    sim.addTaxpayer({ tin: 'IG20000000001', idType: 'NRIC', idValue: '850505105555' });
    await profile(s, 'IG20000000001');
    const payoutId = await paidPayout(s, 12_345);
    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ submitted: 1, invalid: 1 });
    const [invalid] = (await s.http.get('/e-invoice/data', s.hq).query(thisMonth())).body.data;
    expect(invalid).to.include({ status: 'invalid', codeNumber: `SB-${payoutId}`, supplierTin: 'IG20000000001' });
    expect(invalid.errors.map((e: { path: string }) => e.path)).to.deep.equal(['Invoice.AccountingSupplierParty.Party.PartyIdentification.ID[TIN]']);
    const firstUuid = invalid.uuid as string;
    expect(firstUuid).to.be.a('string');

    // Not corrected yet: the retry rebuilds the same document, LHDN refuses it again (a second later:
    // the same submission within the same second would be LHDN's DuplicateSubmission).
    const again = await s.http.post(`/e-invoice/${invalid.id}/retry`, s.hq);
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
    clock.advance(2000);
    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ submitted: 1, invalid: 1 });

    await profile(s, 'IG11223344550');
    const retried = await s.http.post(`/e-invoice/${invalid.id}/retry`, s.hq).set('Accept-Language', 'ms');
    expect(retried.status, JSON.stringify(retried.body)).to.equal(200);
    expect(retried.body.meta.message).to.equal('E-invois dibina semula daripada butiran terkini: ia dihantar ke MyInvois bersama penghantaran seterusnya.');
    expect(retried.body.data).to.include({
      id: invalid.id,
      status: 'pending',
      attempts: 0,
      supplierTin: 'IG11223344550',
      uuid: null,
      issuedAt: null,
      codeNumber: `SB-${payoutId}`,
      totalPayable: 12_345,
    });
    expect(retried.body.data.errors).to.deep.equal([]);
    const stored = (await EinvoiceDocument.of(s.c.ctx).findById(invalid.id))!;
    expect(JSON.parse(stored.sourceData).supplier).to.include({ tin: 'IG11223344550', idValue: '900101105555' });
    expect(JSON.parse(stored.sourceData).lines[0]).to.include({ unitPrice: 12_345, classification: '037' });

    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ submitted: 1, valid: 1, invalid: 0 });
    const [valid] = (await s.http.get('/e-invoice/data', s.hq).query(thisMonth())).body.data;
    expect(valid).to.include({ status: 'valid', codeNumber: `SB-${payoutId}` });
    expect(valid.uuid).to.not.equal(firstUuid);
    expect(sim.documents.get(valid.uuid)).to.include({ status: 'Valid', supplierTin: 'IG11223344550' });

    // Valid now: not retried (409), nothing changed.
    const refused = await s.http.post(`/e-invoice/${valid.id}/retry`, s.hq);
    expect(refused.status).to.equal(409);
    expect(refused.body.meta.message).to.equal('Only an e-invoice LHDN found invalid can be retried.');
    expect((await EinvoiceDocument.of(s.c.ctx).findById(valid.id))!.status).to.equal('valid');
    expect((await s.http.post('/e-invoice/999999999/retry', s.hq)).status).to.equal(404);
  });

  it("a reward's document is rebuilt from the campaign's corrected cost and the agent's corrected profile", async () => {
    const s = await retryWorld();
    await profile(s, 'IG123'); // not a TIN LHDN issues
    const campaign = await rewardCampaign(s, 'trip', 300_000, 'Trip to Langkawi');
    const rid = await redemption(s, campaign.id);
    await winPrize(s, rid, 'handed_over');
    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ submitted: 1, invalid: 1 });
    const doc = (await EinvoiceDocument.of(s.c.ctx)
      .where({ sourceType: 'redemption', sourceId: String(rid) })
      .first())!;
    expect(doc.status).to.equal('invalid');

    await profile(s, 'IG11223344550');
    await Campaign.of(s.c.ctx).findById(campaign.id).patch({ rewardCost: 280_000, title: 'Trip to Langkawi (2 nights)' });
    expect((await s.http.post(`/e-invoice/${doc.id}/retry`, s.hq)).body.data).to.include({ status: 'pending', totalPayable: 280_000, supplierTin: 'IG11223344550' });
    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ submitted: 1, valid: 1 });
    const valid = (await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!;
    expect(valid.status).to.equal('valid');
    expect(JSON.parse(valid.sourceData).lines[0]).to.include({ description: `Reward: Trip to Langkawi (2 nights) (redemption #${rid})`, unitPrice: 280_000, classification: '045' });
  });

  it('the reward whose cost was removed cannot be rebuilt (409 einvoice.sourceGone, the document stays invalid)', async () => {
    const s = await retryWorld();
    await profile(s, 'IG123');
    const campaign = await rewardCampaign(s, 'gift', 5_000, 'Hamper');
    await winPrize(s, await redemption(s, campaign.id), 'handed_over');
    await s.http.post('/e-invoice/submit', s.hq);
    const doc = (await EinvoiceDocument.of(s.c.ctx).where({ sourceType: 'redemption' }).first())!;
    expect(doc.status).to.equal('invalid');
    await Campaign.of(s.c.ctx).findById(campaign.id).patch({ rewardCost: null });
    const res = await s.http.post(`/e-invoice/${doc.id}/retry`, s.hq);
    expect(res.status).to.equal(409);
    expect(res.body.meta.message).to.contain('cannot be rebuilt');
    expect((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!.status).to.equal('invalid');
  });

  it('who may retry: HQ and staff with "manage payouts"; agents and other staff 403; another company’s document 404; outside Malaysia 422', async () => {
    const s = await retryWorld();
    await profile(s, 'IG123');
    await paidPayout(s, 5_000);
    await s.http.post('/e-invoice/submit', s.hq);
    const doc = (await EinvoiceDocument.of(s.c.ctx).first())!;
    expect(doc.status).to.equal('invalid');
    expect((await s.http.post(`/e-invoice/${doc.id}/retry`, s.token)).status).to.equal(403);
    expect((await s.http.post(`/e-invoice/${doc.id}/retry`, await staffWith(s.c, ['manage_orders']))).status).to.equal(403);
    expect((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!.status).to.equal('invalid');
    const other = await retryWorld();
    expect((await other.http.post(`/e-invoice/${doc.id}/retry`, other.hq)).status).to.equal(404);
    const staff = await staffWith(s.c, ['manage_payouts']);
    expect((await s.http.post(`/e-invoice/${doc.id}/retry`, staff)).status).to.equal(200);
    expect((await EinvoiceDocument.of(s.c.ctx).findById(doc.id))!).to.include({ status: 'pending', attempts: 0, errors: null });
    // Twice at once: one retry, the other 409.
    clock.advance(2000);
    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ invalid: 1 });
    const results = await Promise.all([s.http.post(`/e-invoice/${doc.id}/retry`, s.hq), s.http.post(`/e-invoice/${doc.id}/retry`, staff)]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    const indonesia = await moneySetup({ country: 'ID' });
    expect((await indonesia.http.post(`/e-invoice/${doc.id}/retry`, indonesia.hq)).status).to.equal(422);
  });
});
