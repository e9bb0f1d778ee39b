import { expect } from 'chai';
import { JobRunner } from '../../server/platform/jobs';
import { Mailer } from '../../server/platform/mail';
import { RateLimits } from '../../server/platform/rate-limit';
import { buildApp } from '../../server/app';
import request from 'supertest';
import crypto from 'node:crypto';
import { newCompany, platform } from '../harness';
import { withoutTenantCheck } from '../tenant-check';

describe('Jobs, mail and rate limits', () => {
  it('when two processes run the same job at once, then it runs once; the lock is released after', async () => {
    const { db, logger } = platform();
    const name = `job-${crypto.randomBytes(4).toString('hex')}`;
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const job = {
      name,
      schedule: '0 3 * * *',
      run: async () => {
        runs++;
        await gate;
      },
    };
    const one = new JobRunner(db, logger);
    const two = new JobRunner(db, logger);
    one.register(job);
    two.register(job);
    const first = one.runNow(name);
    await new Promise((r) => setTimeout(r, 50));
    expect(await two.runNow(name)).to.equal(false);
    release();
    expect(await first).to.equal(true);
    expect(runs).to.equal(1);
    expect(await two.runNow(name)).to.equal(true);
    expect(runs).to.equal(2);
  });

  it('when a job fails, then its error is recorded and the lock released', async () => {
    const { db, logger } = platform();
    const name = `fail-${crypto.randomBytes(4).toString('hex')}`;
    const runner = new JobRunner(db, logger);
    runner.register({
      name,
      schedule: '* * * * *',
      run: async () => {
        throw new Error('disk full');
      },
    });
    expect(await runner.runNow(name)).to.equal(true);
    const row = await db('job_locks').where({ name }).first();
    expect(row.lastError).to.equal('disk full');
    expect(row.lockedUntil).to.equal(null);
  });

  it('refuses an invalid schedule', () => {
    const runner = new JobRunner(platform().db, platform().logger);
    expect(() => runner.register({ name: 'x', schedule: 'every day', run: async () => {} })).to.throw(/invalid schedule/);
  });

  it('without SMTP, mail is stored in the outbox', async () => {
    const c = await newCompany();
    const mailer = new Mailer(platform().db, null, 'x@y.z', platform().logger);
    const id = await mailer.send({ companyId: c.id, to: 'someone@x.test', subject: 'Hi', body: 'Hello' });
    const row = await platform().db('mail_outbox').where({ id, companyId: c.id }).first();
    expect(row).to.include({ to: 'someone@x.test', subject: 'Hi', status: 'stored', companyId: c.id });
  });

  it('with an unreachable SMTP server, the message is kept as failed and nothing throws', async () => {
    const mailer = new Mailer(platform().db, 'smtp://127.0.0.1:1', 'x@y.z', platform().logger);
    const id = await mailer.send({ companyId: null, to: 'someone@x.test', subject: 'Hi', body: 'Hello' });
    const row = await withoutTenantCheck('a test reads back the message the mailer wrote, by its id', async () => platform().db('mail_outbox').where({ id }).first());
    expect(row.status).to.equal('failed');
  });

  describe('rate limits', () => {
    const rules = {
      login: { points: 3, seconds: 300 },
      verification: { points: 2, seconds: 300 },
      forgotPassword: { points: 2, seconds: 300 },
      general: { points: 1000, seconds: 60 },
      selfRegister: { points: 2, seconds: 300 },
      storePublic: { points: 1000, seconds: 60 },
      storeCheckout: { points: 2, seconds: 300 },
    };

    async function loginUntil429(limits: RateLimits) {
      const c = await newCompany();
      const app = buildApp({ ...platform(), limits });
      const statuses: number[] = [];
      let last: request.Response | null = null;
      for (let i = 0; i < 4; i++) {
        last = await request(app).post('/api/login').set('Host', c.host).send({ email: c.hq.email, password: 'Wrong#1234' });
        statuses.push(last.status);
      }
      return { statuses, last: last! };
    }

    it('when the login limit is passed, then 429 with its message and Retry-After', async () => {
      const { statuses, last } = await loginUntil429(new RateLimits(rules, null));
      expect(statuses).to.deep.equal([401, 401, 401, 429]);
      expect(last.body.meta.message).to.equal('Opss, too many requests! Please try again in 5 minutes.');
      expect(Number(last.headers['retry-after'])).to.be.greaterThan(0);
    });

    it('the general ceiling applies per client to every API call', async () => {
      const c = await newCompany();
      const app = buildApp({ ...platform(), limits: new RateLimits({ ...rules, general: { points: 2, seconds: 60 } }, null) });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await request(app).get('/api/company').set('Host', c.host)).status);
      expect(codes).to.deep.equal([200, 200, 429]);
    });

    (process.env.REDIS_URL ? it : it.skip)('with REDIS_URL, counters are shared through Redis', async () => {
      const prefix = crypto.randomBytes(4).toString('hex');
      const shared = { ...rules, login: { points: 3, seconds: 300 } };
      const one = new RateLimits(shared, process.env.REDIS_URL!);
      const two = new RateLimits(shared, process.env.REDIS_URL!);
      try {
        await one.hit('login', prefix);
        await two.hit('login', prefix);
        await one.hit('login', prefix);
        let status = 0;
        await two.hit('login', prefix).catch((e: { status: number }) => (status = e.status));
        expect(status).to.equal(429);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
});
