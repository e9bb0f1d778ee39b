import { expect } from 'chai';
import { Campaign, Redemption } from '../../server/modules/campaigns/models';
import { resetClientState } from '../../server/modules/einvoice/client';
import { startLocalMyInvois } from '../../server/modules/einvoice/local';
import { EinvoiceDocument } from '../../server/modules/einvoice/models';
import { submitPending } from '../../server/modules/einvoice/service';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { User } from '../../server/modules/users/models';
import { businessTime, clock } from '../../server/platform/time';
import { platform } from '../harness';
import { moneySetup } from '../commissions/money-factories';

/**
 * The self-billed e-invoice of a campaign reward (docs/einvoice.md, "Rewards"): written when HQ
 * hands the reward over (win-prize), at the campaign's cost, 045 for a non-money reward and 037
 * for cash, SBR-<redemption id>; none without a cost, before the hand-over, for a cancelled
 * redemption or with e-invoicing off; submitted, it comes back Valid from the simulator.
 */

type Setup = Awaited<ReturnType<typeof moneySetup>>;

const SETUP = {
  enabled: true,
  fromDate: '2026-01-01',
  mode: 'taxpayer',
  tin: 'C25845632020',
  brn: '201901234567',
  msicCode: '46900',
  msicDescription: 'Wholesale of a variety of goods',
  legalName: 'Acme Direct Sdn Bhd',
  address1: 'Lot 66, Bangunan Merdeka',
  postcode: '50480',
  city: 'Kuala Lumpur',
  stateCode: '14',
  phone: '+60312345678',
  email: 'accounts@acme.test',
  clientSecret: 'acme-secret-123456',
};

async function configured(options: { enabled?: boolean } = {}): Promise<Setup> {
  const s = await moneySetup();
  const saved = await s.http.put('/e-invoice/settings', s.hq).send({ ...SETUP, enabled: options.enabled ?? true, clientId: `rewards-${s.c.id}` });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  await User.of(s.c.ctx)
    .findById(s.agent.id)
    .patch({ tin: 'IG11223344550', identityNo: '900101-10-5555', address1: '12 Jalan Mawar', city: 'Shah Alam', postcode: '40000', state: 'Selangor', phoneCode: '+60', phone: '123456789' });
  return s;
}

async function campaign(s: Setup, rewardType: 'cash' | 'gift' | 'voucher' | 'trip', cost: number | null, title = `${rewardType} reward`) {
  const year = businessTime().year();
  return Campaign.of(s.c.ctx).insertAndFetch({
    title,
    description: null,
    terms: null,
    rewardType,
    pointsRequired: 10,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    period: 'yearly',
    previousId: null,
    banner: null,
    maxRedeem: 100,
    redeemed: 1,
    perAgentLimit: 10,
    rewardCost: cost,
  });
}

/** A pending redemption of the agent (as /game/redeem-point leaves it). */
async function redemption(s: Setup, campaignId: number): Promise<number> {
  const r = await Redemption.of(s.c.ctx).insertAndFetch({
    campaignId,
    userId: s.agent.id,
    points: 10,
    periodKey: String(businessTime().year()),
    status: 'pending',
    remark: null,
    trackingNo: null,
    note: null,
    shippedAt: null,
    handedOverAt: null,
    cancelledAt: null,
    updatedBy: null,
  });
  return r.id;
}

async function winPrize(s: Setup, id: number, status: 'shipped' | 'handed_over' | 'cancelled') {
  const res = await s.http.post('/game/win-prize', s.hq).send({ id, status });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
}

const documentsOf = (s: Setup) => EinvoiceDocument.of(s.c.ctx).orderBy('id');

describe('einvoice: the self-billed e-invoice of a campaign reward', function () {
  this.timeout(30_000);
  let sim: MyInvoisSimulator;

  before(async () => {
    const config = platform().config;
    config.einvoice.simulator = true;
    sim = (await startLocalMyInvois(config))!;
  });
  after(async () => {
    await sim.close();
  });
  afterEach(() => {
    clock.reset();
    resetClientState();
  });

  it('a gift handed over writes one pending 11 at its cost (045, SBR-<id>, the agent the supplier); submitted, it is Valid at MyInvois', async () => {
    const s = await configured();
    const gift = await campaign(s, 'gift', 25_990, 'Gold hamper');
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
    const s = await configured();
    const cash = await redemption(s, (await campaign(s, 'cash', 50_000)).id);
    const voucher = await redemption(s, (await campaign(s, 'voucher', 10_000)).id);
    const trip = await redemption(s, (await campaign(s, 'trip', 350_000)).id);
    for (const id of [cash, voucher, trip]) await winPrize(s, id, 'handed_over');
    const docs = await documentsOf(s);
    const classOf = (id: number) => JSON.parse(docs.find((d) => d.sourceId === String(id))!.sourceData).lines[0].classification;
    expect([classOf(cash), classOf(voucher), classOf(trip)]).to.deep.equal(['037', '045', '045']);
    expect(docs.map((d) => Number(d.totalPayable))).to.have.members([50_000, 10_000, 350_000]);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 3, valid: 3 });
  });

  it('no document for a reward without a cost, a cancelled redemption, e-invoicing off, or a company outside Malaysia', async () => {
    const s = await configured();
    const free = await redemption(s, (await campaign(s, 'gift', null)).id);
    await winPrize(s, free, 'handed_over');
    const zero = await redemption(s, (await campaign(s, 'gift', 0)).id);
    await winPrize(s, zero, 'handed_over');
    const cancelled = await redemption(s, (await campaign(s, 'gift', 9_900)).id);
    await winPrize(s, cancelled, 'shipped');
    await winPrize(s, cancelled, 'cancelled');
    expect(await documentsOf(s)).to.have.length(0);
    expect((await Redemption.of(s.c.ctx).findById(free))!.status).to.equal('handed_over');

    const off = await configured({ enabled: false });
    await winPrize(off, await redemption(off, (await campaign(off, 'gift', 9_900)).id), 'handed_over');
    expect(await documentsOf(off)).to.have.length(0);

    const indonesia = await moneySetup({ country: 'ID' });
    const id = await redemption(indonesia, (await campaign(indonesia, 'gift', 9_900)).id);
    await winPrize(indonesia, id, 'handed_over');
    expect(await documentsOf(indonesia)).to.have.length(0);
  });

  it('a reward handed over before the setup’s start date has none', async () => {
    const s = await configured();
    const next = businessTime().add(1, 'day').format('YYYY-MM-DD');
    expect((await s.http.put('/e-invoice/settings', s.hq).send({ fromDate: next })).status).to.equal(200);
    await winPrize(s, await redemption(s, (await campaign(s, 'gift', 9_900)).id), 'handed_over');
    expect(await documentsOf(s)).to.have.length(0);
  });
});
