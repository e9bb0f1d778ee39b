import crypto from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { loadConfig, type Config } from '../../server/config';
import { buildApp } from '../../server/app';
import { CompanyDomain } from '../../server/modules/companies/models';
import { companyBaseUrl, invalidateTenants } from '../../server/platform/tenancy';
import { RateLimits } from '../../server/platform/rate-limit';
import { api, app, lastMail, login, newCompany, newTier, newUser, platform, type TestCompany } from '../harness';
import { withoutTenantCheck } from '../tenant-check';

/** The first link of a mail body. */
const linkIn = (body: string) => new URL(/(https?:\/\/\S+)/.exec(body)![1]);
const random = () => crypto.randomBytes(4).toString('hex');
/** A client address of its own per run, so Redis counters of earlier runs do not count. */
const clientAddress = () => `2001:db8::${random().slice(0, 4)}:${random().slice(0, 4)}`;
/** Settings as production reads them (the secrets it insists on included). */
const production = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'y'.repeat(40), ...env });
const development = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'y'.repeat(40), DATA_DIR: '/nonexistent', ...env });

describe('Security of links, client addresses, login timing and self-registration', () => {
  describe('links in e-mails name the company site, never the request', () => {
    const FORGED_HOST = (c: TestCompany) => `${c.host}:4200@evil.example`;

    it('when forgot-password comes with a forged Host and a url, then the link is /reset-password on the company domain', async () => {
      const c = await newCompany();
      const u = await newUser(c);
      const res = await request(app()).post('/api/forgot-password').set('Host', FORGED_HOST(c)).send({ email: u.email, url: 'https://evil.example/steal', domain: 'evil.example' });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const mail = (await lastMail(u.email))!;
      expect(mail.body).not.to.contain('evil');
      const link = linkIn(mail.body);
      expect(link.origin).to.equal(`http://${c.host}`);
      expect(link.pathname).to.equal('/reset-password');
      expect(link.username + link.password).to.equal('');
    });

    it('when the request comes on another domain of the company, then the link names its primary (first) domain', async () => {
      const c = await newCompany();
      const alias = `www.${c.host}`;
      await CompanyDomain.query().insert({ companyId: c.id, domain: alias });
      invalidateTenants();
      const u = await newUser(c);
      expect(
        (
          await api(alias)
            .post('/forgot-password')
            .send({ email: u.email, url: `http://${alias}/elsewhere` })
        ).status,
      ).to.equal(200);
      const link = linkIn((await lastMail(u.email))!.body);
      expect(link.origin).to.equal(`http://${c.host}`);
      expect(link.pathname).to.equal('/reset-password');
    });

    it('staff invitations and their resending ignore a url and a forged Host', async () => {
      const c = await newCompany();
      const token = await login(c.host, c.hq.email);
      const email = `staff-${random()}@mail.test`;
      const invite = await request(app())
        .post('/api/setup/staff/store')
        .set('Host', FORGED_HOST(c))
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Sam Staff', email, permissions: ['manage_orders'], url: 'https://evil.example/x' });
      expect(invite.status, JSON.stringify(invite.body)).to.equal(200);
      let mail = (await lastMail(email))!;
      expect(mail.body).not.to.contain('evil');
      expect(linkIn(mail.body).origin).to.equal(`http://${c.host}`);
      const resend = await request(app())
        .post(`/api/setup/staff/${invite.body.data.id}/resend-invite`)
        .set('Host', FORGED_HOST(c))
        .set('Authorization', `Bearer ${token}`)
        .send({ url: 'https://evil.example/y' });
      expect(resend.status, JSON.stringify(resend.body)).to.equal(200);
      mail = (await lastMail(email))!;
      expect(mail.body).not.to.contain('evil');
      expect(`${linkIn(mail.body).origin}${linkIn(mail.body).pathname}`).to.equal(`http://${c.host}/reset-password`);
    });

    it('companyBaseUrl: primary domain with PUBLIC_SCHEME and PUBLIC_PORT; localhost for the default company outside production', () => {
      const acme = { domain: 'shop.acme.my', isDefault: false };
      expect(companyBaseUrl(acme, production())).to.equal('https://shop.acme.my');
      expect(companyBaseUrl(acme, production({ PUBLIC_PORT: '8443' }))).to.equal('https://shop.acme.my:8443');
      expect(companyBaseUrl(acme, production({ PUBLIC_SCHEME: 'http', PUBLIC_PORT: '80' }))).to.equal('http://shop.acme.my');
      // A default company in production is reached on its domain like any other.
      expect(companyBaseUrl({ domain: 'demo.example.com', isDefault: true }, production())).to.equal('https://demo.example.com');
      // Development: the listening port, and localhost (which the tenancy maps to the default company).
      expect(companyBaseUrl(acme, development({ PORT: '4000' }))).to.equal('http://shop.acme.my:4000');
      expect(companyBaseUrl({ domain: 'demo.localhost', isDefault: true }, development({ PORT: '4000' }))).to.equal('http://localhost:4000');
      expect(companyBaseUrl({ domain: null, isDefault: false }, development())).to.equal('http://localhost:3000');
      expect(() => production({ PUBLIC_SCHEME: 'ftp' })).to.throw(/PUBLIC_SCHEME/);
      expect(() => production({ PUBLIC_PORT: '99999' })).to.throw(/PUBLIC_PORT/);
    });
  });

  describe('TRUST_PROXY', () => {
    it('accepts a hop count or proxy addresses; "true" is one hop, never every hop', () => {
      expect(production().trustProxy).to.equal(false);
      expect(production({ TRUST_PROXY: 'false' }).trustProxy).to.equal(false);
      expect(production({ TRUST_PROXY: 'true' }).trustProxy).to.equal(1);
      expect(production({ TRUST_PROXY: '2' }).trustProxy).to.equal(2);
      expect(production({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback, fd00::/8' }).trustProxy).to.deep.equal(['10.0.0.1', '10.1.0.0/16', 'loopback', 'fd00::/8']);
      for (const bad of ['yes', '10.0.0.300', '10.0.0.0/abc', '-1']) expect(() => production({ TRUST_PROXY: bad }), bad).to.throw(/TRUST_PROXY/);
    });

    /**
     * Calls through an app behind one trusted proxy, which appends the address it saw (one client
     * here) to the X-Forwarded-For the client sent (forged anew each time); the statuses in order.
     */
    async function throughOneProxy(rules: Partial<Config['rateLimits']>, times: number, call: (proxied: ReturnType<typeof buildApp>) => request.Test) {
      const config = platform().config;
      const limits = new RateLimits({ ...config.rateLimits, ...rules }, config.redisUrl);
      const proxied = buildApp({ ...platform(), config: { ...config, trustProxy: 1 }, limits });
      const client = clientAddress();
      try {
        const statuses: number[] = [];
        for (let i = 0; i < times; i++) statuses.push((await call(proxied).set('X-Forwarded-For', `198.51.100.${i + 1}, ${client}`)).status);
        return statuses;
      } finally {
        await limits.close();
      }
    }

    it('with one hop, a client rotating forged X-Forwarded-For values still meets the login limit', async () => {
      const c = await newCompany();
      const login = { email: c.hq.email, password: 'Wrong#1234' };
      const statuses = await throughOneProxy({ login: { points: 3, seconds: 300 } }, 5, (proxied) => request(proxied).post('/api/login').set('Host', c.host).send(login));
      expect(statuses).to.deep.equal([401, 401, 401, 429, 429]);
    });

    it('with one hop, a client rotating forged X-Forwarded-For values still meets the general limit', async () => {
      const c = await newCompany();
      const statuses = await throughOneProxy({ general: { points: 3, seconds: 60 } }, 4, (proxied) => request(proxied).get('/api/company').set('Host', c.host));
      expect(statuses).to.deep.equal([200, 200, 200, 429]);
    });
  });

  describe('login timing', () => {
    it('an unknown e-mail costs a bcrypt comparison of the configured cost, as a wrong password does', async function () {
      this.timeout(30_000);
      const config = platform().config;
      const rounds = config.bcryptRounds;
      // The production cost, where a skipped comparison shows (about 60 ms against a few).
      config.bcryptRounds = 10;
      try {
        const c = await newCompany();
        const u = await newUser(c); // its password hashed at that cost
        const timed = async (email: string) => {
          const start = process.hrtime.bigint();
          const res = await api(c.host).post('/login').send({ email, password: 'Wrong#12345' });
          expect(res.status).to.equal(401);
          return Number(process.hrtime.bigint() - start) / 1e6;
        };
        await timed(`ghost-${random()}@mail.test`); // the dummy hash is made on first need
        const known: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 5; i++) {
          known.push(await timed(u.email));
          unknown.push(await timed(`ghost-${random()}@mail.test`));
        }
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
        expect(median(unknown), `unknown ${unknown.join(', ')} ms; known ${known.join(', ')} ms`).to.be.greaterThan(median(known) * 0.5);
      } finally {
        config.bcryptRounds = rounds;
      }
    });
  });

  describe('POST /user/self-register limit', () => {
    /** A company with a leader (rank 1) who recruits into rank 2. */
    async function recruitLink() {
      const c = await newCompany();
      const top = await newTier(c, 1);
      const low = await newTier(c, 2);
      const leader = await newUser(c, { tierId: top.id });
      return { c, low, leader };
    }
    const form = (l: Awaited<ReturnType<typeof recruitLink>>, email = `newbie-${random()}@mail.test`) => ({
      comId: l.c.id,
      usrTierId: l.low.id,
      familyDirectId: l.leader.id,
      username: `newbie${random()}`,
      email,
      password: 'Newbie#2024',
      accCategory: 'individual',
      accFirstName: 'Nina',
      accIdentity: `900101-10-${random()}`,
      accCodePhone: '+60',
      accPhone: '123456789',
      acceptTerms: true,
    });

    let saved: RateLimits;
    beforeEach(() => {
      const config = platform().config;
      saved = platform().limits;
      platform().limits = new RateLimits({ ...config.rateLimits, selfRegister: { points: 3, seconds: 3600 } }, config.redisUrl);
    });
    afterEach(async () => {
      await platform().limits.close();
      platform().limits = saved;
    });

    it("a burst of registrations through one recruit link is refused after the limit, in the caller's language", async () => {
      const l = await recruitLink();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await api(l.c.host).post('/user/self-register').send(form(l))).status);
      expect(statuses).to.deep.equal([201, 201, 201, 429]);
      const messages: Record<string, string> = {
        en: 'Too many registrations with this e-mail address or registration link. Please try again in 60 minutes.',
        id: 'Terlalu banyak pendaftaran dengan alamat e-mail atau tautan pendaftaran ini. Silakan coba lagi dalam 60 menit.',
        ms: 'Terlalu banyak pendaftaran dengan alamat e-mel atau pautan pendaftaran ini. Sila cuba lagi dalam 60 minit.',
      };
      for (const [lang, text] of Object.entries(messages)) {
        const email = `late-${random()}@mail.test`;
        const res = await api(l.c.host).post('/user/self-register').set('Accept-Language', lang).send(form(l, email));
        expect(res.status).to.equal(429);
        expect(res.body.meta.message).to.equal(text);
        expect(Number(res.headers['retry-after'])).to.be.greaterThan(0);
        expect(await lastMail(email)).to.equal(undefined);
      }
    });

    it('one target address is limited across links and companies', async () => {
      const email = `target-${random()}@mail.test`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const l = await recruitLink();
        statuses.push((await api(l.c.host).post('/user/self-register').send(form(l, email))).status);
      }
      expect(statuses).to.deep.equal([201, 201, 201, 429]);
      expect(await withoutTenantCheck('the address received mail from several companies', async () => platform().db('mail_outbox').where({ to: email }))).to.have.length(3);
    });
  });
});
