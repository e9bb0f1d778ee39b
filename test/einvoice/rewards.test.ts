import { expect } from 'chai';
import { Redemption } from '../../server/modules/campaigns/models';
import { EinvoiceDocument } from '../../server/modules/einvoice/models';
import { submitPending } from '../../server/modules/einvoice/service';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { businessTime } from '../../server/platform/time';
import { moneySetup } from '../commissions/money-factories';
import { agentParticulars, configured, redemption, rewardCampaign, winPrize, withSimulator, type MoneyWorld } from './helpers';

/**
 * The self-billed e-invoice of a campaign reward (docs/einvoice.md, "Rewards"): written when HQ
 * hands the reward over (win-prize), at the campaign's cost, 045 for a non-money reward and 037
 * for cash, SBR-<redemption id>; none without a cost, before the hand-over, for a cancelled
 * redemption or with e-invoicing off; submitted, it comes back Valid from the simulator.
 */

type Setup = MoneyWorld;

/** A company with e-invoicing set up (or off) and an agent with its particulars. */
async function rewardsWorld(options: { enabled?: boolean } = {}): Promise<Setup> {
  const s = await configured('rewards', { settings: { enabled: options.enabled ?? true } });
  await agentParticulars(s);
  return s;
}

const documentsOf = (s: Setup) => EinvoiceDocument.of(s.c.ctx).orderBy('id');

describe('einvoice: the self-billed e-invoice of a campaign reward', function () {
  this.timeout(30_000);
  let sim: MyInvoisSimulator;
  withSimulator((started) => (sim = started));

  it('a gift handed over writes one pending 11 at its cost (045, SBR-<id>, the agent the supplier); submitted, it is Valid at MyInvois', async () => {
    const s = await rewardsWorld();
    const gift = await rewardCampaign(s, 'gift', 25_990, 'Gold hamper');
    const id = await redemption(s, gift.id);
    await winPrize(s, id, 'shipped');
    expect(await documentsOf(s)).to.have.length(0); // shipped is not given yet (it may still be cancelled)
    await winPrize(s, id, 'handed_over');
    const [doc, ...more] = await documentsOf(s);
    expect(more).to.have.length(0);
    expect(doc).to.include({
      type: '11',
      status: 'pending',
      codeNumber: `SBR-${id}`,
      sourceType: 'redemption',
      sourceId: String(id),
      agentId: s.agent.id,
      supplierTin: 'IG11223344550',
      buyerTin: 'C25845632020',
      currency: 'MYR',
    });
    expect(Number(doc!.totalPayable)).to.equal(25_990);
    expect(Number(doc!.taxAmount)).to.equal(0);
    const input = JSON.parse(doc!.sourceData);
    expect(input.lines).to.deep.equal([{ description: `Reward: Gold hamper (redemption #${id})`, quantity: 1, unitPrice: 25_990, classification: '045', taxType: '06', taxRateBp: 0 }]);
    expect(input.supplier).to.include({ tin: 'IG11223344550', idType: 'NRIC', idValue: '900101105555' });
    expect(input.buyer).to.include({ tin: 'C25845632020', idType: 'BRN', idValue: '201901234567' });

    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, valid: 1, invalid: 0 });
    const valid = (await EinvoiceDocument.of(s.c.ctx).findById(doc!.id))!;
    expect(valid.status).to.equal('valid');
    const atLhdn = sim.documents.get(valid.uuid!)!;
    expect(atLhdn).to.include({ status: 'Valid', type: '11', codeNumber: `SBR-${id}`, supplierTin: 'IG11223344550', buyerTin: 'C25845632020', issuerTin: 'C25845632020' });
    expect(atLhdn.totals.payable).to.equal(25_990);
    const line = JSON.parse(atLhdn.json).Invoice[0].InvoiceLine[0];
    expect(line.Item[0].CommodityClassification[0].ItemClassificationCode[0]._).to.equal('045');
    expect(line.Item[0].Description[0]._).to.equal(`Reward: Gold hamper (redemption #${id})`);

    // The transition is final: handing over again is refused, and no second document appears.
    expect((await s.http.post('/game/win-prize', s.hq).send({ id, status: 'handed_over' })).status).to.equal(409);
    expect(await documentsOf(s)).to.have.length(1);
  });

  it('a cash reward is a monetary incentive (037); vouchers and trips are 045', async () => {
    const s = await rewardsWorld();
    const cash = await redemption(s, (await rewardCampaign(s, 'cash', 50_000)).id);
    const voucher = await redemption(s, (await rewardCampaign(s, 'voucher', 10_000)).id);
    const trip = await redemption(s, (await rewardCampaign(s, 'trip', 350_000)).id);
    for (const id of [cash, voucher, trip]) await winPrize(s, id, 'handed_over');
    const docs = await documentsOf(s);
    const classOf = (id: number) => JSON.parse(docs.find((d) => d.sourceId === String(id))!.sourceData).lines[0].classification;
    expect([classOf(cash), classOf(voucher), classOf(trip)]).to.deep.equal(['037', '045', '045']);
    expect(docs.map((d) => Number(d.totalPayable))).to.have.members([50_000, 10_000, 350_000]);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 3, valid: 3 });
  });

  it('no document for a reward without a cost, a cancelled redemption, e-invoicing off, or a company outside Malaysia', async () => {
    const s = await rewardsWorld();
    const free = await redemption(s, (await rewardCampaign(s, 'gift', null)).id);
    await winPrize(s, free, 'handed_over');
    const zero = await redemption(s, (await rewardCampaign(s, 'gift', 0)).id);
    await winPrize(s, zero, 'handed_over');
    const cancelled = await redemption(s, (await rewardCampaign(s, 'gift', 9_900)).id);
    await winPrize(s, cancelled, 'shipped');
    await winPrize(s, cancelled, 'cancelled');
    expect(await documentsOf(s)).to.have.length(0);
    expect((await Redemption.of(s.c.ctx).findById(free))!.status).to.equal('handed_over');

    const off = await rewardsWorld({ enabled: false });
    await winPrize(off, await redemption(off, (await rewardCampaign(off, 'gift', 9_900)).id), 'handed_over');
    expect(await documentsOf(off)).to.have.length(0);

    const indonesia = await moneySetup({ country: 'ID' });
    const id = await redemption(indonesia, (await rewardCampaign(indonesia, 'gift', 9_900)).id);
    await winPrize(indonesia, id, 'handed_over');
    expect(await documentsOf(indonesia)).to.have.length(0);
  });

  it('a reward handed over before the setup’s start date has none', async () => {
    const s = await rewardsWorld();
    const next = businessTime().add(1, 'day').format('YYYY-MM-DD');
    expect((await s.http.put('/e-invoice/settings', s.hq).send({ fromDate: next })).status).to.equal(200);
    await winPrize(s, await redemption(s, (await rewardCampaign(s, 'gift', 9_900)).id), 'handed_over');
    expect(await documentsOf(s)).to.have.length(0);
  });
});
