import { expect } from 'chai';
import { CommissionAccount, CommissionEntry, CommissionPayout, CommissionPayoutEvent } from '../../server/modules/commissions/models';
import { recomputeWithholding } from '../../server/modules/commissions/withholding';
import { User } from '../../server/modules/users/models';
import { WalletEntry } from '../../server/modules/wallet/models';
import { businessTime } from '../../server/platform/time';
import { api, lastMail, newCompany, newUser, platform } from '../harness';
import { tokenOf } from '../orders/factories';
import { agentWithBank, assertLedger, lastPeriod, line, moneySetup, setFeatures, staffWith, thisPeriod, today } from './money-factories';

const csvText = (req: ReturnType<ReturnType<typeof api>['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });

describe('commissions: money', function () {
  this.timeout(180_000);

  describe('GET /company-money/balance', () => {
    it('counts payable lines of closed periods as available and of open ones as pending; sale profit never; the agent sees its own, HQ any agent or the totals', async () => {
      const { c, hq, agent, token, http } = await moneySetup({ closed: 10_000, pending: 2_500 });
      await line(c, agent.id, 7_000, { type: 'sale-profit' });
      await line(c, agent.id, -1_000);
      // A period without a row is still open.
      await line(c, agent.id, 400, { period: '2099-01' });
      const own = await http.get('/company-money/balance', token);
      expect(own.status, JSON.stringify(own.body)).to.equal(200);
      expect(own.body.data).to.include({
        balance: 11_900,
        available: 9_000,
        pending: 2_900,
        paid: 0,
        withheld: 0,
        transferred: 0,
        requested: 0,
        wallet: 0,
        minPayout: 5000,
        withholding107d: true,
        currency: 'MYR',
      });
      expect((await http.get(`/company-money/balance?agentId=${agent.id}`, hq)).body.data).to.deep.equal(own.body.data);
      const other = await agentWithBank(c);
      await line(c, other.agent.id, 3_000);
      const totals = await http.get('/company-money/balance', hq);
      expect(totals.body.data).to.include({ balance: 14_900, available: 12_000, pending: 2_900, totalBalance: 0, agentsWithCredit: 0 });
      expect(totals.body.data.today).to.deep.equal({ topups: 0, payments: 0, refunds: 0 });
      expect((await http.get(`/company-money/balance?agentId=${other.agent.id}`, token)).status).to.equal(403);
      expect((await http.get('/company-money/balance', await staffWith(c, ['manage_orders']))).status).to.equal(403);
      expect((await http.get(`/company-money/balance?agentId=${agent.id}`, await staffWith(c, ['manage_payouts']))).body.data.balance).to.equal(11_900);
      const elsewhere = await moneySetup();
      expect((await http.get(`/company-money/balance?agentId=${elsewhere.agent.id}`, hq)).status).to.equal(404);
      await assertLedger(c);
    });
  });

  describe('POST /commission/request-payout', () => {
    it('asks for all available by default, holds it from available, notifies HQ, and allows one open request at a time', async () => {
      const { c, hq, agent, token, http } = await moneySetup({ closed: 20_000, pending: 5_000 });
      const res = await http.post('/commission/request-payout', token).send({});
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.meta.message).to.equal('Your payout request was sent to HQ.');
      expect(res.body.data).to.include({
        agentId: agent.id,
        amount: 20_000,
        net: 20_000,
        withholding: 0,
        status: 'requested',
        bankCompany: 'Maybank',
        bankNumber: '5140 1234 5678',
        bankName: 'Siti Aminah',
      });
      expect(res.body.data.events).to.have.length(1);
      expect((await CommissionAccount.of(c.ctx).findOne({ agentId: agent.id }))!.openPayoutId).to.equal(res.body.data.id);
      const mail = await lastMail(c.hq.email);
      expect(mail?.subject).to.equal(`Payout request from Siti Agent ${agent.id}`);
      expect(mail?.body).to.include('RM 200.00');
      const balance = (await http.get('/company-money/balance', token)).body.data;
      expect(balance).to.include({ available: 0, requested: 20_000, balance: 25_000, pending: 5_000 });
      await line(c, agent.id, 9_000);
      const second = await http.post('/commission/request-payout', token).send({ amount: 6_000 });
      expect(second.status).to.equal(409);
      expect(second.body.meta.message).to.equal('You already have a payout request in progress.');
      expect(await CommissionPayout.of(c.ctx).resultSize()).to.equal(1);
      expect((await http.get('/commission/payouts', hq)).body.data).to.have.length(1);
      await assertLedger(c);
    });

    it("refuses below the minimum, above available, with nothing available or without a bank account, in the caller's language, and writes nothing", async () => {
      const { c, token, http } = await moneySetup({ closed: 8_000, pending: 50_000 });
      const texts = {
        en: ['The amount is below the minimum payout of RM 50.00.', 'The amount is more than your available commission (RM 80.00).'],
        id: ['Jumlah di bawah pembayaran minimum RM 50.00.', 'Jumlah melebihi komisi Anda yang tersedia (RM 80.00).'],
        ms: ['Jumlah di bawah bayaran minimum RM 50.00.', 'Jumlah melebihi komisen anda yang tersedia (RM 80.00).'],
      };
      for (const [lang, [below, above]] of Object.entries(texts)) {
        const low = await http.post('/commission/request-payout', token).set('Accept-Language', lang).send({ amount: 4_999 });
        expect(low.status).to.equal(422);
        expect(low.body.meta.message).to.equal(below);
        const high = await http.post('/commission/request-payout', token).set('Accept-Language', lang).send({ amount: 8_001 });
        expect(high.status).to.equal(422);
        expect(high.body.meta.message).to.equal(above);
      }
      expect((await http.post('/commission/request-payout', token).send({ amount: 0 })).status).to.equal(422);
      expect((await http.post('/commission/request-payout', token).send({ amount: 'all' })).status).to.equal(422);
      const poor = await agentWithBank(c);
      await line(c, poor.agent.id, 100_000, { period: thisPeriod() });
      const nothing = await http.post('/commission/request-payout', poor.token).send({});
      expect(nothing.status).to.equal(422);
      expect(nothing.body.meta.message).to.equal('There is no available commission to pay out.');
      const noBank = await agentWithBank(c, { bankCompany: 'Maybank', bankNumber: '  ', bankName: 'X' });
      await line(c, noBank.agent.id, 100_000);
      const refused = await http.post('/commission/request-payout', noBank.token).set('Accept-Language', 'ms').send({});
      expect(refused.status).to.equal(422);
      expect(refused.body.meta.message).to.equal('Tambah akaun bank anda (bank, nombor akaun dan nama pemegang) ke profil dahulu.');
      expect(await CommissionPayout.of(c.ctx).resultSize()).to.equal(0);
      // The minimum is the company's.
      await setFeatures(c, { minPayout: 0 });
      expect((await http.post('/commission/request-payout', token).send({ amount: 1 })).status).to.equal(201);
      expect((await http.post('/commission/request-payout', await staffWith(c, ['manage_payouts'])).send({})).status).to.equal(403);
      await assertLedger(c);
    });
  });

  describe('handling a request', () => {
    it('approve, then mark paid writes payout −net under reference payout:<id>, records every change and frees the agent for a new request', async () => {
      const { c, hq, agent, token, http } = await moneySetup({ closed: 30_000 });
      const { id } = (await http.post('/commission/request-payout', token).send({ amount: 12_000 })).body.data;
      expect((await http.post(`/commission/payouts/${id}/mark-paid`, hq).send({ reference: 'TRX1', paidOn: today() })).status).to.equal(409);
      const approved = await http.post(`/commission/payouts/${id}/approve`, hq);
      expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
      expect(approved.body.data).to.include({ status: 'approved', withholding: 0, net: 12_000 });
      expect((await http.post(`/commission/payouts/${id}/approve`, hq)).status).to.equal(409);
      expect((await http.post(`/commission/payouts/${id}/cancel`, token)).status).to.equal(409);
      const tomorrow = businessTime().add(1, 'day').format('YYYY-MM-DD');
      const future = await http.post(`/commission/payouts/${id}/mark-paid`, hq).set('Accept-Language', 'id').send({ reference: 'TRX1', paidOn: tomorrow });
      expect(future.status).to.equal(422);
      expect(future.body.meta.message).to.equal('Tanggal pembayaran tidak boleh di masa depan.');
      expect((await http.post(`/commission/payouts/${id}/mark-paid`, hq).send({ reference: '', paidOn: today() })).status).to.equal(422);
      expect((await http.post(`/commission/payouts/${id}/mark-paid`, hq).send({ reference: 'TRX1', paidOn: '2026-02-30' })).status).to.equal(422);
      expect((await http.post(`/commission/payouts/${id}/mark-paid`, hq).send({ reference: 'TRX1' })).status).to.equal(422);
      const paid = await http.post(`/commission/payouts/${id}/mark-paid`, hq).send({ reference: 'TRX1', paidOn: today() });
      expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
      expect(paid.body.data).to.include({ status: 'paid', reference: 'TRX1', paidOn: today() });
      expect(paid.body.data.events.map((e: { toStatus: string }) => e.toStatus)).to.deep.equal(['requested', 'approved', 'paid']);
      expect(paid.body.data.events[1]).to.include({ fromStatus: 'requested', by: 'Head Office' });
      const entries = await CommissionEntry.of(c.ctx).where('agentId', agent.id);
      expect(entries.map((e) => [e.kind, e.amount, e.reference])).to.deep.equal([['payout', -12_000, `payout:${id}`]]);
      expect((await CommissionAccount.of(c.ctx).findOne({ agentId: agent.id }))!.openPayoutId).to.equal(null);
      expect((await http.post(`/commission/payouts/${id}/mark-paid`, hq).send({ reference: 'TRX1', paidOn: today() })).status).to.equal(409);
      expect((await http.get('/company-money/balance', token)).body.data).to.include({ balance: 18_000, available: 18_000, paid: 12_000, requested: 0 });
      expect((await http.post('/commission/request-payout', token).send({})).status).to.equal(201);
      await assertLedger(c);
    });

    it('reject needs a reason; the agent cancels only its own requested request; staff need manage_payouts', async () => {
      const { c, hq, token, http } = await moneySetup({ closed: 30_000 });
      const other = await agentWithBank(c);
      await line(c, other.agent.id, 10_000);
      const first = (await http.post('/commission/request-payout', token).send({ amount: 10_000 })).body.data.id;
      const second = (await http.post('/commission/request-payout', other.token).send({})).body.data.id;
      expect((await http.post(`/commission/payouts/${first}/reject`, hq).send({ reason: '' })).status).to.equal(422);
      expect((await http.post(`/commission/payouts/${first}/reject`, hq).send({})).status).to.equal(422);
      const staff = await staffWith(c, ['manage_payouts']);
      const rejected = await http.post(`/commission/payouts/${first}/reject`, staff).send({ reason: 'Bank name does not match' });
      expect(rejected.status).to.equal(200);
      expect(rejected.body.data).to.include({ status: 'rejected', reason: 'Bank name does not match' });
      expect(rejected.body.data.events[1]).to.include({ toStatus: 'rejected', note: 'Bank name does not match' });
      expect((await http.post(`/commission/payouts/${first}/approve`, hq)).status).to.equal(409);
      expect((await http.post(`/commission/payouts/${second}/cancel`, token)).status).to.equal(404);
      const cancelled = await http.post(`/commission/payouts/${second}/cancel`, other.token);
      expect(cancelled.status).to.equal(200);
      expect(cancelled.body.data.status).to.equal('cancelled');
      expect((await http.get('/company-money/balance', other.token)).body.data).to.include({ available: 10_000, requested: 0 });
      expect((await http.get('/commission/payouts', await staffWith(c, ['manage_orders']))).status).to.equal(403);
      expect((await http.post(`/commission/payouts/${first}/approve`, token)).status).to.equal(403);
      expect((await http.get('/commission/payouts/999999', hq)).status).to.equal(404);
      expect(await CommissionEntry.of(c.ctx).resultSize()).to.equal(0);
      expect(await CommissionPayoutEvent.of(c.ctx).resultSize()).to.equal(4);
      await assertLedger(c);
    });

    it('lists requests newest first with filters status, agentId and period; another company sees none', async () => {
      const { c, hq, agent, token, http } = await moneySetup({ closed: 30_000 });
      const other = await agentWithBank(c);
      await line(c, other.agent.id, 10_000);
      const a = (await http.post('/commission/request-payout', token).send({ amount: 10_000 })).body.data.id;
      await http.post(`/commission/payouts/${a}/reject`, hq).send({ reason: 'No' });
      const b = (await http.post('/commission/request-payout', token).send({ amount: 10_000 })).body.data.id;
      const d = (await http.post('/commission/request-payout', other.token).send({})).body.data.id;
      const all = await http.get('/commission/payouts', hq);
      expect(all.body.data.map((p: { id: number }) => p.id)).to.deep.equal([d, b, a]);
      expect(all.body.data[0]).to.include({ agentName: `Siti Agent ${other.agent.id}`, status: 'requested' });
      expect((await http.get('/commission/payouts?status=rejected', hq)).body.data.map((p: { id: number }) => p.id)).to.deep.equal([a]);
      expect((await http.get(`/commission/payouts?agentId=${agent.id}&status=requested`, hq)).body.data.map((p: { id: number }) => p.id)).to.deep.equal([b]);
      expect((await http.get(`/commission/payouts?filter=${encodeURIComponent(JSON.stringify({ agentId: other.agent.id }))}`, hq)).body.data).to.have.length(1);
      expect((await http.get(`/commission/payouts?period=${thisPeriod()}`, hq)).body.data).to.have.length(3);
      expect((await http.get(`/commission/payouts?period=${lastPeriod()}`, hq)).body.data).to.have.length(0);
      expect((await http.get('/commission/payouts?period=2026-13', hq)).status).to.equal(422);
      expect((await http.get('/commission/payouts?status=lost', hq)).status).to.equal(422);
      const mine = await http.get('/commission/payouts', token);
      expect(mine.body.data.map((p: { id: number }) => p.id)).to.deep.equal([b, a]);
      expect((await http.get(`/commission/payouts?agentId=${other.agent.id}`, token)).body.data).to.have.length(0);
      expect((await http.get(`/commission/payouts/${b}`, token)).body.data.events).to.have.length(1);
      expect((await http.get(`/commission/payouts/${d}`, token)).status).to.equal(404);
      const stranger = await moneySetup();
      expect((await api(stranger.c.host).get('/commission/payouts', stranger.hq)).body.data).to.have.length(0);
      expect((await api(stranger.c.host).get(`/commission/payouts/${b}`, stranger.hq)).status).to.equal(404);
      await assertLedger(c);
    });
  });

  describe('s107D withholding', () => {
    it('at approval withholds 2 % half up when the company and the agent are subject this year; paid writes payout −net and withholding −withholding', async () => {
      const { c, hq, agent, token, http } = await moneySetup({ closed: 50_000 });
      const year = businessTime().year();
      await User.of(c.ctx).findById(agent.id).patch({ withholding107d: true, withholdingYear: year });
      const { id } = (await http.post('/commission/request-payout', token).send({ amount: 12_345 })).body.data;
      const approved = (await http.post(`/commission/payouts/${id}/approve`, hq)).body.data;
      // 2 % of 12,345 = 246.9 → 247.
      expect(approved).to.include({ withholding: 247, net: 12_098 });
      await http.post(`/commission/payouts/${id}/mark-paid`, hq).send({ reference: 'TRX9', paidOn: today() });
      const entries = await CommissionEntry.of(c.ctx).where('agentId', agent.id).orderBy('kind');
      expect(entries.map((e) => [e.kind, e.amount, e.reference])).to.deep.equal([
        ['payout', -12_098, `payout:${id}`],
        ['withholding', -247, `payout:${id}`],
      ]);
      expect((await http.get('/company-money/balance', token)).body.data).to.include({ balance: 37_655, paid: 12_098, withheld: 247 });
      // A half sen rounds up: 2 % of 12,325 = 246.5 → 247.
      const half = (await http.post('/commission/request-payout', token).send({ amount: 12_325 })).body.data.id;
      expect((await http.post(`/commission/payouts/${half}/approve`, hq)).body.data).to.include({ withholding: 247, net: 12_078 });
      await http.post(`/commission/payouts/${half}/reject`, hq).send({ reason: 'x' });
      // The flag of another year, or the company's switch off: nothing withheld.
      await User.of(c.ctx)
        .findById(agent.id)
        .patch({ withholdingYear: year - 1 });
      const old = (await http.post('/commission/request-payout', token).send({ amount: 10_000 })).body.data.id;
      expect((await http.post(`/commission/payouts/${old}/approve`, hq)).body.data).to.include({ withholding: 0, net: 10_000 });
      await http.post(`/commission/payouts/${old}/reject`, hq).send({ reason: 'x' });
      await User.of(c.ctx).findById(agent.id).patch({ withholdingYear: year });
      await setFeatures(c, { withholding107d: false });
      const off = (await http.post('/commission/request-payout', token).send({ amount: 10_000 })).body.data.id;
      expect((await http.post(`/commission/payouts/${off}/approve`, hq)).body.data).to.include({ withholding: 0, net: 10_000 });
      await assertLedger(c);
    });

    it('the yearly flag: resident individuals paid more than RM100,000 (by paid date) the year before; idempotent; off with the company switch; shown to HQ', async () => {
      const { c, hq, agent, http } = await moneySetup();
      const year = businessTime().year();
      const company = await agentWithBank(c);
      const foreigner = await agentWithBank(c);
      const small = await agentWithBank(c);
      const lastYear = await agentWithBank(c);
      await User.of(c.ctx).findById(company.agent.id).patch({ accountCategory: 'company' });
      await User.of(c.ctx).findById(foreigner.agent.id).patch({ taxResident: false });
      await User.of(c.ctx).findById(agent.id).patch({ accountCategory: 'individual' });
      const paid = async (agentId: number, amount: number, paidOn: string) => {
        const p = await CommissionPayout.of(c.ctx).insertAndFetch({ agentId, amount, withholding: 0, net: amount, status: 'paid', paidOn });
        await CommissionEntry.of(c.ctx).insert({ agentId, kind: 'payout', amount: -amount, payoutId: p.id, reference: `payout:${p.id}`, createdAt: '2020-01-01 00:00:00.000' });
      };
      for (const a of [agent.id, company.agent.id, foreigner.agent.id]) {
        await paid(a, 6_000_000, `${year - 1}-03-01`);
        await paid(a, 4_000_001, `${year - 1}-12-31`);
      }
      await paid(small.agent.id, 10_000_000, `${year - 1}-06-01`);
      await paid(lastYear.agent.id, 20_000_000, `${year - 2}-12-31`);
      await paid(lastYear.agent.id, 20_000_000, `${year}-01-01`);
      for (let run = 0; run < 2; run++) {
        expect(await recomputeWithholding(c.ctx, year)).to.equal(1);
        const flags = await User.of(c.ctx).where('role', 'agent').orderBy('id');
        expect(flags.filter((u) => u.withholding107d).map((u) => u.id)).to.deep.equal([agent.id]);
        expect(flags.every((u) => u.withholdingYear === year)).to.equal(true);
      }
      const shown = await http.get(`/agent-details/${agent.id}`, hq);
      expect(shown.status).to.equal(200);
      expect(shown.body.data.withholding107d).to.equal(true);
      expect((await http.get(`/agent-details/${small.agent.id}`, hq)).body.data.withholding107d).to.equal(false);
      const group = await newUser(c, { uplineId: small.agent.id });
      const asUpline = await http.get(`/agent-details/${group.id}`, small.token);
      if (asUpline.status === 200) expect(asUpline.body.data).to.not.have.property('withholding107d');
      await setFeatures(c, { withholding107d: false });
      expect(await recomputeWithholding(c.ctx, year)).to.equal(0);
      expect(await User.of(c.ctx).where('withholding_107d', true).resultSize()).to.equal(0);
      expect(platform().jobs.names()).to.include('commissions.withholding107d');
    });
  });

  describe('POST /commission/transfer-to-wallet and /commission/adjust', () => {
    it('moves available commission into the credit wallet as one entry on each side; refuses more than available', async () => {
      const { c, agent, token, http } = await moneySetup({ closed: 10_000, pending: 3_000 });
      const res = await http.post('/commission/transfer-to-wallet', token).send({ amount: 4_000 });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Commission moved to your credit wallet.');
      expect(res.body.data).to.include({ available: 6_000, transferred: 4_000, wallet: 4_000, balance: 9_000 });
      const [entry] = await CommissionEntry.of(c.ctx).where('agentId', agent.id);
      const [credit] = await WalletEntry.of(c.ctx).where('userId', agent.id);
      expect(entry).to.include({ kind: 'transfer', amount: -4_000 });
      expect(credit).to.include({ kind: 'commission', amount: 4_000, reference: entry.reference });
      const over = await http.post('/commission/transfer-to-wallet', token).send({ amount: 6_001 });
      expect(over.status).to.equal(422);
      expect((await http.post('/commission/transfer-to-wallet', token).send({ amount: 0 })).status).to.equal(422);
      expect((await http.post('/commission/transfer-to-wallet', token).send({})).status).to.equal(422);
      // The open request is held from what may be transferred.
      await http.post('/commission/request-payout', token).send({ amount: 5_000 });
      expect((await http.post('/commission/transfer-to-wallet', token).send({ amount: 1_001 })).status).to.equal(422);
      expect((await http.post('/commission/transfer-to-wallet', token).send({ amount: 1_000 })).status).to.equal(200);
      expect((await api(c.host).get('/wallet', token)).body.data.balance).to.equal(5_000);
      await assertLedger(c);
    });

    it('HQ adjusts by a signed amount with a note; a negative balance carries forward and blocks payouts', async () => {
      const { c, hq, agent, token, http } = await moneySetup({ closed: 10_000 });
      const add = await http.post('/commission/adjust', hq).send({ agentId: agent.id, amount: 2_500, note: 'Bonus correction' });
      expect(add.status, JSON.stringify(add.body)).to.equal(200);
      expect(add.body.data).to.include({ balance: 12_500, available: 12_500 });
      const zero = await http.post('/commission/adjust', hq).set('Accept-Language', 'ms').send({ agentId: agent.id, amount: 0, note: 'x' });
      expect(zero.status).to.equal(422);
      expect(zero.body.meta.message).to.equal('Jumlah tidak boleh sifar.');
      expect((await http.post('/commission/adjust', hq).send({ agentId: agent.id, amount: 5, note: '  ' })).status).to.equal(422);
      expect((await http.post('/commission/adjust', hq).send({ agentId: agent.id, amount: 5 })).status).to.equal(422);
      expect((await http.post('/commission/adjust', hq).send({ agentId: c.hq.id, amount: 5, note: 'x' })).status).to.equal(404);
      expect((await http.post('/commission/adjust', token).send({ agentId: agent.id, amount: 5, note: 'x' })).status).to.equal(403);
      expect((await http.post('/commission/adjust', await staffWith(c, ['manage_payouts'])).send({ agentId: agent.id, amount: 5, note: 'x' })).status).to.equal(403);
      const minus = await http.post('/commission/adjust', hq).send({ agentId: agent.id, amount: -20_000, note: 'Clawback of a refunded order' });
      expect(minus.body.data).to.include({ balance: -7_500, available: -7_500 });
      expect((await http.post('/commission/request-payout', token).send({})).status).to.equal(422);
      expect((await http.post('/commission/transfer-to-wallet', token).send({ amount: 1 })).status).to.equal(422);
      const [entry] = await CommissionEntry.of(c.ctx).where({ agentId: agent.id, amount: 2_500 });
      expect(entry).to.include({ kind: 'adjustment', note: 'Bonus correction', createdBy: c.hq.id });
      await assertLedger(c, { negativeAllowed: true });
    });
  });

  describe('GET /commission/payouts/export.csv', () => {
    it('is the bank-transfer file of approved requests: UTF-8 with BOM, net in major units (2 decimals MYR)', async () => {
      const { c, hq, agent, token, http } = await moneySetup({ closed: 50_000 });
      await User.of(c.ctx).findById(agent.id).patch({ withholding107d: true, withholdingYear: businessTime().year() });
      const other = await agentWithBank(c, { bankCompany: 'CIMB', bankNumber: '800-123', bankName: '=Evil, "Sdn" Bhd' });
      await line(c, other.agent.id, 20_000);
      const a = (await http.post('/commission/request-payout', token).send({ amount: 12_345 })).body.data.id;
      const b = (await http.post('/commission/request-payout', other.token).send({ amount: 10_005 })).body.data.id;
      await http.post(`/commission/payouts/${a}/approve`, hq);
      const csv = await csvText(http.get('/commission/payouts/export.csv', hq));
      expect(csv.status).to.equal(200);
      expect(csv.headers['content-type']).to.match(/text\/csv/);
      const text = csv.body as string;
      expect(text.charCodeAt(0)).to.equal(0xfeff);
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines).to.deep.equal(['Agent,Bank,Account number,Account holder,Amount,Reference', `Siti Agent ${agent.id},Maybank,5140 1234 5678,Siti Aminah,120.98,PAYOUT-${a}`]);
      await http.post(`/commission/payouts/${b}/approve`, hq);
      const both = ((await csvText(http.get('/commission/payouts/export.csv?status=approved', hq))).body as string).slice(1).trim().split('\r\n');
      expect(both[2]).to.equal(`Siti Agent ${other.agent.id},CIMB,800-123,"'=Evil, ""Sdn"" Bhd",100.05,PAYOUT-${b}`);
      const requested = ((await csvText(http.get('/commission/payouts/export.csv?status=requested', hq))).body as string).slice(1).trim().split('\r\n');
      expect(requested).to.have.length(1);
      expect((await http.get('/commission/payouts/export.csv?status=nope', hq)).status).to.equal(422);
      expect((await http.get('/commission/payouts/export.csv', token)).status).to.equal(403);
      await assertLedger(c);
    });

    it('an IDR company: amounts without decimals, minimum payout Rp 100,000 and s107D off by default', async () => {
      const { c, hq, token, http } = await moneySetup({ country: 'ID', closed: 250_000 });
      const features = (await http.get('/company-features', hq)).body.data;
      expect(features).to.include({ withholding107d: false, minPayout: 100_000, commissionCompression: false, autoPromotion: false, commissionCloseDay: 1, commissionCloseHour: 2 });
      expect((await http.post('/commission/request-payout', token).send({ amount: 99_999 })).status).to.equal(422);
      const { id } = (await http.post('/commission/request-payout', token).send({ amount: 150_000 })).body.data;
      await http.post(`/commission/payouts/${id}/approve`, hq);
      const lines = ((await csvText(http.get('/commission/payouts/export.csv', hq))).body as string).slice(1).trim().split('\r\n');
      expect(lines[1].split(',').slice(4)).to.deep.equal(['150000', `PAYOUT-${id}`]);
      await assertLedger(c);
    });
  });

  describe('company settings', () => {
    it('HQ reads and saves the commission settings; out of range refused with translated messages and nothing saved', async () => {
      const { hq, http } = await moneySetup();
      const read = (await http.get('/company-features', hq)).body.data;
      expect(read).to.include({ withholding107d: true, minPayout: 5000, commissionCompression: false, autoPromotion: false, commissionCloseDay: 1, commissionCloseHour: 2 });
      const saved = await http
        .post('/company-features/store', hq)
        .send({ commissionCompression: true, autoPromotion: true, withholding107d: false, commissionCloseDay: 28, commissionCloseHour: 23, minPayout: 0 });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      expect(saved.body.data).to.include({ commissionCompression: true, autoPromotion: true, withholding107d: false, commissionCloseDay: 28, commissionCloseHour: 23, minPayout: 0 });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ commissionCloseDay: 29 }, 'commissionCloseDay', 'Hari penutupan mestilah antara 1 dan 28.'],
        [{ commissionCloseDay: 0 }, 'commissionCloseDay', 'Hari penutupan mestilah antara 1 dan 28.'],
        [{ commissionCloseHour: 24 }, 'commissionCloseHour', 'Jam penutupan mestilah antara 0 dan 23.'],
        [{ minPayout: -1 }, 'minPayout', 'Bayaran minimum mestilah antara 0 dan 1000000000000.'],
      ];
      for (const [body, field, message] of cases) {
        const res = await http
          .post('/company-features/store', hq)
          .set('Accept-Language', 'ms')
          .send({ ...body, autoPromotion: false });
        expect(res.status, JSON.stringify(body)).to.equal(422);
        expect(res.body.meta.errors[field]).to.equal(message);
      }
      expect((await http.post('/company-features/store', hq).send({ commissionCloseDay: 2.5 })).status).to.equal(422);
      expect((await http.post('/company-features/store', hq).send({ withholding107d: 'yes' })).status).to.equal(422);
      expect((await http.get('/company-features', hq)).body.data).to.include({ autoPromotion: true, commissionCloseDay: 28 });
    });

    it('staff may be given manage_payouts', async () => {
      const c = await newCompany();
      const hq = tokenOf(c, (await User.of(c.ctx).findById(c.hq.id))!);
      const res = await api(c.host)
        .post('/setup/staff/store', hq)
        .send({ name: 'Pay Clerk', email: `clerk@${c.host}`, permissions: ['manage_payouts'] });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data.permissions).to.deep.equal(['manage_payouts']);
    });
  });

  describe('parallel requests', () => {
    it('20 parallel payout requests of one agent: exactly one is accepted, the others 409, none fails', async () => {
      const { c, agent, token, http } = await moneySetup({ closed: 100_000 });
      const results = await Promise.all(Array.from({ length: 20 }, () => http.post('/commission/request-payout', token).send({ amount: 60_000 })));
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        statuses.join(),
      ).to.have.length(1);
      expect(
        statuses.filter((s) => s !== 201).every((s) => s === 409),
        statuses.join(),
      ).to.equal(true);
      expect(await CommissionPayout.of(c.ctx).where('agentId', agent.id).resultSize()).to.equal(1);
      await assertLedger(c);
    });

    it('20 parallel transfers of the whole available: at most the available moves, none fails', async () => {
      const { c, agent, token, http } = await moneySetup({ closed: 50_000 });
      const results = await Promise.all(Array.from({ length: 20 }, () => http.post('/commission/transfer-to-wallet', token).send({ amount: 50_000 })));
      const statuses = results.map((r) => r.status);
      expect(
        statuses.every((s) => s === 200 || s === 422),
        statuses.join(),
      ).to.equal(true);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(),
      ).to.have.length(1);
      const moved = -(await CommissionEntry.of(c.ctx).where({ agentId: agent.id, kind: 'transfer' })).reduce((s, e) => s + e.amount, 0);
      expect(moved).to.equal(50_000);
      expect((await api(c.host).get('/wallet', token)).body.data.balance).to.equal(50_000);
      await assertLedger(c);
    });

    it('parallel transfers of parts and a payout request never take more than available', async () => {
      const { c, agent, token, http } = await moneySetup({ closed: 50_000 });
      const results = await Promise.all([
        ...Array.from({ length: 10 }, () => http.post('/commission/transfer-to-wallet', token).send({ amount: 7_000 })),
        http.post('/commission/request-payout', token).send({ amount: 20_000 }),
      ]);
      expect(
        results.every((r) => r.status < 500),
        results.map((r) => r.status).join(),
      ).to.equal(true);
      const view = (await http.get('/company-money/balance', token)).body.data;
      expect(view.available).to.be.at.least(0);
      expect(view.transferred + view.requested).to.be.at.most(50_000);
      expect(await CommissionPayout.of(c.ctx).where('agentId', agent.id).resultSize()).to.be.at.most(1);
      await assertLedger(c);
    });
  });
});
