import crypto from 'node:crypto';
import { expect } from 'chai';
import { Company } from '../../server/modules/companies/models';
import { SubscriptionInvoice, SubscriptionPayment } from '../../server/modules/subscription/models';
import { GRACE_DAYS, createPlan, issueInvoice, parseAmount, recordPayment, runSubscriptionCheck, voidInvoice } from '../../server/modules/subscription/service';
import { subscriptionJobs } from '../../server/modules/subscription/jobs';
import { clock } from '../../server/platform/time';
import { api, login, newCompany, newUser, PASSWORD, platform, type TestCompany } from '../harness';

const code = () => `p-${crypto.randomBytes(4).toString('hex')}`;
/** Noon in Kuala Lumpur of a business day. */
const at = (day: string) => new Date(`${day}T04:00:00Z`);

async function setup(options: { country?: 'MY' | 'ID' } = {}) {
  const c = await newCompany(options);
  const currency = options.country === 'ID' ? 'IDR' : 'MYR';
  const plan = await createPlan({ code: code(), name: 'Growth', currency, price: currency === 'IDR' ? 1_500_000 : 19_900, features: ['500 agents', 'Top agent rewards'] });
  const slug = (await Company.query().findById(c.id))!.slug;
  const token = await login(c.host, c.hq.email);
  return { c, plan, slug, token };
}

const locked = async (c: TestCompany) => Boolean((await Company.query().findById(c.id))!.disallowLogin);

describe('Subscription', () => {
  afterEach(() => clock.reset());

  describe('HQ reads', () => {
    it('when HQ lists invoices, then the company’s invoices show with status and balance, newest first', async () => {
      const { c, plan, slug, token } = await setup();
      await issueInvoice({ company: slug, plan: plan.code, issueDate: '2026-09-01', dueDate: '2026-09-15', now: at('2026-09-01') });
      await issueInvoice({ company: slug, plan: plan.code, issueDate: '2026-10-01', dueDate: '2026-10-15', now: at('2026-10-01') });
      const other = await setup();
      await issueInvoice({ company: other.slug, plan: other.plan.code, now: at('2026-10-01') });
      const res = await api(c.host).get('/subscription', token);
      expect(res.status).to.equal(200);
      expect(res.headers['content-range']).to.equal('items 0-1/2');
      expect(res.body.data.map((i: { issueDate: string }) => i.issueDate)).to.deep.equal(['2026-10-01', '2026-09-01']);
      expect(res.body.data[0]).to.include({ total: 19_900, balance: 19_900, status: 'pending', currency: 'MYR', periodStart: '2026-10-01', periodEnd: '2026-10-31' });
      const filtered = await api(c.host)
        .get('/subscription')
        .query({ filter: JSON.stringify({ status: 'paid' }) })
        .set('Authorization', `Bearer ${token}`);
      expect(filtered.body.data).to.have.length(0);
      const bad = await api(c.host)
        .get('/subscription')
        .query({ filter: JSON.stringify({ companyId: other.c.id }) })
        .set('Authorization', `Bearer ${token}`);
      expect(bad.status).to.equal(422);
    });

    it('when HQ opens an invoice, then its payments show; another company’s invoice is 404', async () => {
      const { c, plan, slug, token } = await setup();
      const invoice = await issueInvoice({ company: slug, plan: plan.code, now: at('2026-10-01'), issueDate: '2026-10-01', dueDate: '2026-10-15' });
      await recordPayment({ invoice: invoice.number, amount: 5_000, method: 'transfer', reference: 'T1', paidOn: '2026-10-02', now: at('2026-10-02') });
      const res = await api(c.host).get(`/subscription/detail/${invoice.id}`, token);
      expect(res.status).to.equal(200);
      expect(res.body.data).to.include({ number: invoice.number, paid: 5_000, balance: 14_900, status: 'partially_paid' });
      expect(res.body.data.payments).to.deep.equal([{ id: res.body.data.payments[0].id, amount: 5_000, paidOn: '2026-10-02', method: 'transfer', reference: 'T1' }]);
      const other = await setup();
      expect((await api(other.c.host).get(`/subscription/detail/${invoice.id}`, other.token)).status).to.equal(404);
      expect((await api(c.host).get('/subscription/detail/x', token)).status).to.equal(422);
    });

    it('when HQ opens plan rewards, then the plans of its currency show with features, and the current plan', async () => {
      const { c, plan, slug, token } = await setup();
      const idr = await createPlan({ code: code(), name: 'Rupiah', currency: 'IDR', price: 100_000 });
      const list = await api(c.host).get('/plan-rewards', token).query({ perPage: 100 });
      expect(list.status).to.equal(200);
      const ids = list.body.data.map((p: { id: number }) => p.id);
      expect(ids).to.include(plan.id);
      expect(ids).to.not.include(idr.id);
      const detail = await api(c.host).get(`/plan-rewards/rewards-details/${plan.id}`, token);
      expect(detail.body.data).to.include({ name: 'Growth', price: 19_900, periodMonths: 1 });
      expect(detail.body.data.features).to.deep.equal(['500 agents', 'Top agent rewards']);
      expect((await api(c.host).get(`/plan-rewards/rewards-details/${idr.id}`, token)).status).to.equal(404);

      const none = await api(c.host).get('/plan-rewards/plan-subscription', token);
      expect(none.body.data).to.include({ state: 'none', plan: null, outstanding: 0, locked: false });
      await issueInvoice({ company: slug, plan: plan.code });
      const current = await api(c.host).get('/plan-rewards/plan-subscription', token);
      expect(current.body.data).to.include({ state: 'active', outstanding: 19_900, graceDays: GRACE_DAYS });
      expect(current.body.data.plan).to.include({ id: plan.id, name: 'Growth' });
    });

    it('when staff (even with add_user) or an agent call the subscription routes, then 403', async () => {
      const { c, plan, slug } = await setup();
      const invoice = await issueInvoice({ company: slug, plan: plan.code });
      const staff = await newUser(c, { role: 'staff', permissions: ['add_user', 'manage_orders'] });
      const agent = await newUser(c);
      for (const u of [staff, agent]) {
        const token = await login(c.host, u.email);
        for (const path of ['/subscription', `/subscription/detail/${invoice.id}`, '/plan-rewards', `/plan-rewards/rewards-details/${plan.id}`, '/plan-rewards/plan-subscription']) {
          expect((await api(c.host).get(path, token)).status, path).to.equal(403);
        }
      }
      expect((await api(c.host).get('/subscription')).status).to.equal(401);
    });
  });

  describe('the daily job, the lock and payments', () => {
    it('when an invoice passes its due date, then it is overdue; past the grace period the company locks; paying it unlocks', async () => {
      const { c, plan, slug, token: hqToken } = await setup();
      const agent = await newUser(c);
      const agentToken = await login(c.host, agent.email);
      const invoice = await issueInvoice({ company: slug, plan: plan.code, issueDate: '2026-11-01', dueDate: '2026-11-15', now: at('2026-11-01') });

      await runSubscriptionCheck(at('2026-11-15'));
      expect((await SubscriptionInvoice.of(c.ctx).findById(invoice.id))!.status).to.equal('pending');
      const r1 = await runSubscriptionCheck(at('2026-11-16'));
      expect(r1.markedOverdue).to.be.at.least(1);
      expect((await SubscriptionInvoice.of(c.ctx).findById(invoice.id))!.status).to.equal('overdue');
      expect(await locked(c)).to.equal(false);
      await runSubscriptionCheck(at('2026-11-22')); // due + 7: still within grace
      expect(await locked(c)).to.equal(false);
      const r2 = await runSubscriptionCheck(at('2026-11-23'));
      expect(r2.locked).to.include(c.id);
      expect(await locked(c)).to.equal(true);

      // Locked: HQ and agents are refused with their own messages, HQ still reads the subscription.
      const hqCall = await api(c.host).get('/list-agent', hqToken);
      expect(hqCall.status).to.equal(403);
      const agentCall = await api(c.host).get('/list-agent', agentToken);
      expect(agentCall.status).to.equal(403);
      expect(hqCall.body.meta.message).to.equal("Your company's subscription has expired. Please renew it to continue.");
      expect(agentCall.body.meta.message).to.equal('This service is not available at the moment. Please contact HQ.');
      const hqLogin = await api(c.host).post('/login').send({ email: c.hq.email, password: PASSWORD });
      const agentLogin = await api(c.host).post('/login').send({ email: agent.email, password: PASSWORD });
      expect(hqLogin.status).to.equal(200); // HQ signs in to reach the subscription pages
      expect(agentLogin.status).to.equal(403);
      expect(hqLogin.body.meta.message).to.equal(hqCall.body.meta.message);
      expect(agentLogin.body.meta.message).to.equal(agentCall.body.meta.message);
      expect((await api(c.host).get('/user/detail', agentToken)).body.data.subscription.disallow_login).to.equal(true);
      // Staff of a locked company get the agents' message, not HQ's, and no subscription data.
      const staff = await newUser(c, { role: 'staff', permissions: ['add_user'] });
      const staffLogin = await api(c.host).post('/login').send({ email: staff.email, password: PASSWORD });
      expect(staffLogin.status).to.equal(403);
      expect(staffLogin.body.meta.message).to.equal(agentCall.body.meta.message);
      const state = await api(c.host).get('/plan-rewards/plan-subscription', hqToken);
      expect(state.status).to.equal(200);
      expect(state.body.data).to.include({ state: 'locked', locked: true, outstanding: 19_900 });
      expect(state.body.data.unpaidInvoices[0]).to.include({ number: invoice.number, status: 'overdue' });
      expect((await api(c.host).get('/subscription', hqToken)).status).to.equal(200);
      expect((await api(c.host).get(`/subscription/detail/${invoice.id}`, hqToken)).status).to.equal(200);
      expect((await api(c.host).get('/plan-rewards', hqToken)).status).to.equal(200);

      // A part payment keeps the lock; settling unlocks.
      const part = await recordPayment({ invoice: invoice.number, amount: 9_900, method: 'transfer', now: at('2026-11-24') });
      expect(part.unlocked).to.equal(false);
      expect(part.invoice).to.include({ status: 'overdue', balance: 10_000, paid: 9_900 });
      expect(await locked(c)).to.equal(true);
      const rest = await recordPayment({ invoice: invoice.number, amount: 10_000, method: 'transfer', reference: 'FPX-1', now: at('2026-11-25') });
      expect(rest.unlocked).to.equal(true);
      expect(rest.invoice).to.include({ status: 'paid', balance: 0 });
      expect(await locked(c)).to.equal(false);
      expect((await api(c.host).get('/list-agent', hqToken)).status).to.equal(200);
      expect((await api(c.host).get('/list-agent', agentToken)).status).to.equal(200);
    });

    it('when the registered job runs with the clock moved past the grace period, then it locks; voiding the invoice unlocks', async () => {
      const { c, plan, slug } = await setup();
      const invoice = await issueInvoice({ company: slug, plan: plan.code });
      clock.advance((14 + GRACE_DAYS + 2) * 24 * 3600 * 1000);
      const job = subscriptionJobs.find((j) => j.name === 'subscription.check')!;
      expect(platform().jobs.names()).to.include(job.name);
      expect(await platform().jobs.runNow(job.name)).to.equal(true);
      expect(await locked(c)).to.equal(true);
      const { unlocked } = await voidInvoice(invoice.number);
      expect(unlocked).to.equal(true);
      expect(await locked(c)).to.equal(false);
      expect((await SubscriptionInvoice.of(c.ctx).findById(invoice.id))!.status).to.equal('void');
    });

    it('when a payment is partial before the due date, then the invoice is partially paid and the job leaves it so', async () => {
      const { c, plan, slug } = await setup();
      const invoice = await issueInvoice({ company: slug, plan: plan.code, issueDate: '2026-11-01', dueDate: '2026-11-15', now: at('2026-11-01') });
      const { invoice: after } = await recordPayment({ invoice: invoice.number, amount: 100, method: 'cash', now: at('2026-11-02') });
      expect(after).to.include({ status: 'partially_paid', balance: 19_800 });
      await runSubscriptionCheck(at('2026-11-10'));
      expect((await SubscriptionInvoice.of(c.ctx).findById(invoice.id))!.status).to.equal('partially_paid');
      await runSubscriptionCheck(at('2026-11-16'));
      expect((await SubscriptionInvoice.of(c.ctx).findById(invoice.id))!.status).to.equal('overdue');
    });
  });

  describe('operator service functions (CLI)', () => {
    it('when plans, invoices and payments are given bad input, then they are refused and nothing changes', async () => {
      const { c, plan, slug } = await setup();
      const refuses = async (fn: () => Promise<unknown>, field: string) => {
        try {
          await fn();
        } catch (err) {
          expect((err as { status: number }).status).to.equal(422);
          expect((err as { fields: object }).fields).to.have.property(field);
          return;
        }
        throw new Error('not refused');
      };
      await refuses(() => createPlan({ code: plan.code, name: 'Again', currency: 'MYR', price: 1 }), 'code');
      await refuses(() => createPlan({ code: code(), name: 'Neg', currency: 'MYR', price: -1 }), 'price');
      await refuses(() => issueInvoice({ company: 'no-such-company', plan: plan.code }), 'company');
      await refuses(() => issueInvoice({ company: slug, plan: 'no-such-plan' }), 'plan');
      await refuses(() => issueInvoice({ company: slug, plan: plan.code, dueDate: '2026-02-30' }), 'dueDate');
      await refuses(() => issueInvoice({ company: slug, plan: plan.code, issueDate: '2026-11-10', dueDate: '2026-11-01' }), 'dueDate');
      const idPlan = await createPlan({ code: code(), name: 'IDR', currency: 'IDR', price: 1000 });
      await refuses(() => issueInvoice({ company: slug, plan: idPlan.code }), 'plan');
      const invoice = await issueInvoice({ company: slug, plan: plan.code });
      await refuses(() => issueInvoice({ company: slug, plan: plan.code, number: invoice.number }), 'number');
      await refuses(() => recordPayment({ invoice: invoice.number, amount: 20_000, method: 'transfer' }), 'amount');
      await refuses(() => recordPayment({ invoice: invoice.number, amount: 0, method: 'transfer' }), 'amount');
      await refuses(() => recordPayment({ invoice: 'NOPE', amount: 1, method: 'transfer' }), 'invoice');
      expect(await SubscriptionPayment.of(c.ctx).resultSize()).to.equal(0);
      expect((await SubscriptionInvoice.of(c.ctx).findById(invoice.id))!.balance).to.equal(19_900);
      await recordPayment({ invoice: invoice.number, amount: 19_900, method: 'transfer' });
      await refuses(() => recordPayment({ invoice: invoice.number, amount: 1, method: 'transfer' }), 'invoice');
      try {
        await voidInvoice(invoice.number);
        throw new Error('not refused');
      } catch (err) {
        expect((err as { status: number }).status).to.equal(409);
      }
    });

    it('when an invoice number differs from an existing one only in case, then it is taken, and payments and voids find the invoice by it', async () => {
      const { c, plan, slug } = await setup();
      const number = `Inv-${crypto.randomBytes(4).toString('hex')}`;
      const invoice = await issueInvoice({ company: slug, plan: plan.code, number });
      try {
        await issueInvoice({ company: slug, plan: plan.code, number: number.toUpperCase() });
        throw new Error('not refused');
      } catch (err) {
        expect((err as { status: number }).status).to.equal(422);
        expect((err as { fields: object }).fields).to.have.property('number');
      }
      expect(await SubscriptionInvoice.of(c.ctx).resultSize()).to.equal(1);
      const { payment } = await recordPayment({ invoice: number.toLowerCase(), amount: 100, method: 'transfer' });
      expect(payment.invoiceId).to.equal(invoice.id);
      const other = await issueInvoice({ company: slug, plan: plan.code, number: `${number}-b` });
      const voided = await voidInvoice(other.number.toUpperCase());
      expect(voided.invoice).to.include({ id: other.id, status: 'void' });
    });

    it('when amounts are typed in major units, then they become minor units of the currency', () => {
      expect(parseAmount('1,234.50', 'MYR')).to.equal(123_450);
      expect(parseAmount('199', 'MYR')).to.equal(19_900);
      expect(parseAmount('1500000', 'IDR')).to.equal(1_500_000);
      expect(() => parseAmount('1.5', 'IDR')).to.throw();
      expect(() => parseAmount('12.345', 'MYR')).to.throw();
      expect(() => parseAmount('-5', 'MYR')).to.throw();
    });

    it('when an Indonesian company is invoiced, then numbers are unique and the currency is rupiah', async () => {
      const { c, plan, slug, token } = await setup({ country: 'ID' });
      const a = await issueInvoice({ company: slug, plan: plan.code });
      const b = await issueInvoice({ company: slug, plan: plan.code });
      expect(a.number).to.not.equal(b.number);
      expect(a).to.include({ currency: 'IDR', total: 1_500_000 });
      const list = await api(c.host).get('/subscription', token);
      expect(list.body.data).to.have.length(2);
    });
  });
});
