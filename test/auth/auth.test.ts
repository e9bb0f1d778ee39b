import { PERMISSIONS } from '../../common/constants';
import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { Company } from '../../server/modules/companies/models';
import { User, UserToken } from '../../server/modules/users/models';
import { sendVerificationCode } from '../../server/modules/auth/service';
import { invalidateTenants } from '../../server/platform/tenancy';
import { clock } from '../../server/platform/time';
import { api, lastMail, login, newCompany, newUser, PASSWORD, platform } from '../harness';

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1];
const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)![1];

describe('Authentication', () => {
  afterEach(() => clock.reset());

  describe('POST /login', () => {
    it('when HQ signs in, then a token that GET /user/detail accepts', async () => {
      const c = await newCompany();
      const res = await api(c.host).post('/login').send({ email: c.hq.email.toUpperCase(), password: PASSWORD, type: 'hq', comId: c.id, remember: true });
      expect(res.status).to.equal(200);
      expect(res.body.meta.message).to.equal('Logged in successfully.');
      expect(res.body.data.tokenType).to.equal('Bearer');
      expect(res.body.data.expiresIn).to.equal(platform().config.jwtRememberTtlSeconds);
      const detail = await api(c.host).get('/user/detail', res.body.data.token);
      expect(detail.status).to.equal(200);
      expect(detail.body.data).to.include({ id: c.hq.id, role: 'hq', email: c.hq.email });
      expect(detail.body.data.permissions).to.deep.equal([...PERMISSIONS]);
      expect(detail.body.data).to.include({ first_order_package: false, go_affiliate_status: false, ejen_store_status: false, e_koop_status: false });
      expect(detail.body.data.subscription).to.deep.equal({ disallow_login: false });
    });

    it('when the password is wrong or the e-mail unknown, then the same 401 message', async () => {
      const c = await newCompany();
      const wrong = await api(c.host).post('/login').send({ email: c.hq.email, password: 'Wrong#12345' });
      const unknown = await api(c.host).post('/login').send({ email: 'nobody@x.test', password: PASSWORD });
      for (const res of [wrong, unknown]) {
        expect(res.status).to.equal(401);
        expect(res.body.meta.message).to.equal('The e-mail or password is incorrect.');
      }
    });

    it('when the user belongs to another company, then it is unknown here', async () => {
      const a = await newCompany();
      const b = await newCompany();
      const res = await api(a.host).post('/login').send({ email: b.hq.email, password: PASSWORD });
      expect(res.status).to.equal(401);
      const other = await api(a.host).post('/login').send({ email: a.hq.email, password: PASSWORD, comId: b.id });
      expect(other.status).to.equal(403);
    });

    it('when the user is suspended, then 403 with the suspension message', async () => {
      const c = await newCompany();
      const u = await newUser(c, { status: 'suspended' });
      const res = await api(c.host).post('/login').send({ email: u.email, password: PASSWORD });
      expect(res.status).to.equal(403);
      expect(res.body.meta.message).to.equal('Your account has been suspended. Please contact HQ.');
    });

    it('when the e-mail is not verified, then 403 asking for verification', async () => {
      const c = await newCompany();
      const u = await newUser(c, { verified: false });
      const res = await api(c.host).post('/login').send({ email: u.email, password: PASSWORD });
      expect(res.status).to.equal(403);
      expect(res.body.meta.message).to.match(/verify your e-mail/);
    });

    it('when the subscription disallows login, then HQ sees the renewal message and agents the HQ notice', async () => {
      const c = await newCompany();
      const agent = await newUser(c);
      const hqToken = await login(c.host, c.hq.email);
      await Company.query().findById(c.id).patch({ disallowLogin: true });
      invalidateTenants();
      // HQ still signs in, told why, to reach the subscription pages; the token opens nothing else.
      const hq = await api(c.host).post('/login').send({ email: c.hq.email, password: PASSWORD });
      expect(hq.status).to.equal(200);
      expect(hq.body.meta.message).to.equal("Your company's subscription has expired. Please renew it to continue.");
      expect(hq.body.data.user.subscription).to.deep.equal({ disallow_login: true });
      expect((await api(c.host).post('/user/social-network', hq.body.data.token).send({})).status).to.equal(403);
      expect((await api(c.host).get('/subscription', hq.body.data.token)).status).to.equal(200);
      const ag = await api(c.host).post('/login').send({ email: agent.email, password: PASSWORD });
      expect(ag.body.meta.message).to.equal('This service is not available at the moment. Please contact HQ.');
      // An open session still loads the user (to show the expired page) but can do nothing else.
      const detail = await api(c.host).get('/user/detail', hqToken);
      expect(detail.status).to.equal(200);
      expect(detail.body.data.subscription).to.deep.equal({ disallow_login: true });
      const other = await api(c.host).post('/user/social-network', hqToken).send({});
      expect(other.status).to.equal(403);
    });

    it('when the token is expired, forged or missing, then 401 Unauthenticated', async () => {
      const c = await newCompany();
      const { jwtSecret } = platform().config;
      const expired = jwt.sign({ cid: c.id, tv: 0, exp: Math.floor(Date.now() / 1000) - 10 }, jwtSecret, { subject: String(c.hq.id) });
      const forged = jwt.sign({ cid: c.id, tv: 0 }, 'not-the-secret', { subject: String(c.hq.id) });
      const none = jwt.sign({ cid: c.id, tv: 0 }, '', { subject: String(c.hq.id), algorithm: 'none' });
      for (const token of [expired, forged, none, 'garbage']) {
        const res = await api(c.host).get('/user/detail', token);
        expect(res.status, token).to.equal(401);
        expect(res.body.meta.message).to.equal('Unauthenticated');
      }
      expect((await api(c.host).get('/user/detail')).status).to.equal(401);
    });

    it('when a user is suspended, then its live token stops working at once', async () => {
      const c = await newCompany();
      const u = await newUser(c);
      const token = await login(c.host, u.email);
      expect((await api(c.host).get('/user/detail', token)).status).to.equal(200);
      await User.of(c.ctx).findById(u.id).patch({ status: 'suspended' });
      expect((await api(c.host).get('/user/detail', token)).status).to.equal(401);
    });

    it('logout-everywhere ends every session', async () => {
      const c = await newCompany();
      const token = await login(c.host, c.hq.email);
      expect((await api(c.host).post('/user/logout-everywhere', token)).status).to.equal(200);
      expect((await api(c.host).get('/user/detail', token)).status).to.equal(401);
    });
  });

  describe('e-mail verification', () => {
    async function unverified() {
      const c = await newCompany();
      const u = await newUser(c, { verified: false });
      await sendVerificationCode(c.ctx, u);
      const mail = await lastMail(u.email);
      return { c, u, code: codeIn(mail!.body) };
    }

    it('when the right code is sent, then the e-mail is verified and login works', async () => {
      const { c, u, code } = await unverified();
      const res = await api(c.host).post('/verification').send({ email: u.email, code });
      expect(res.status).to.equal(200);
      expect(res.body.meta.message).to.equal('Your e-mail address has been verified.');
      await login(c.host, u.email);
      const again = await api(c.host).post('/verification').send({ email: u.email, code });
      expect(again.body.meta.message).to.match(/already verified/);
    });

    it('when the code is wrong, then 422; after 5 wrong tries even the right code is refused', async () => {
      const { c, u, code } = await unverified();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const res = await api(c.host).post('/verification').send({ email: u.email, code: wrong });
        expect(res.status).to.equal(422);
        expect(res.body.meta.errors.code).to.equal('The verification code is incorrect.');
      }
      const fifth = await api(c.host).post('/verification').send({ email: u.email, code: wrong });
      expect(fifth.body.meta.errors.code).to.equal('Too many wrong codes. Please request a new code.');
      const right = await api(c.host).post('/verification').send({ email: u.email, code });
      expect(right.status).to.equal(422);
      expect((await User.of(c.ctx).findById(u.id))!.emailVerifiedAt).to.equal(null);
    });

    it('when the code has expired, then 422 asking for a new one; resend sends a working code', async () => {
      const { c, u, code } = await unverified();
      clock.advance(16 * 60 * 1000);
      const res = await api(c.host).post('/verification').send({ email: u.email, code });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors.code).to.equal('The verification code has expired. Please request a new one.');
      const resend = await api(c.host).post('/resend-verification').send({ email: u.email });
      expect(resend.status).to.equal(200);
      const fresh = codeIn((await lastMail(u.email))!.body);
      expect((await api(c.host).post('/verification').send({ email: u.email, code: fresh })).status).to.equal(200);
    });

    it('when the code is not 6 digits, then 422 before any lookup', async () => {
      const c = await newCompany();
      const res = await api(c.host).post('/verification').send({ email: 'a@b.co', code: '12345' });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('code');
    });

    it('resend for an unknown e-mail answers the same and sends nothing', async () => {
      const c = await newCompany();
      const res = await api(c.host).post('/resend-verification').send({ email: 'ghost@x.test' });
      expect(res.status).to.equal(200);
      expect(await lastMail('ghost@x.test')).to.equal(undefined);
    });
  });

  describe('forgot and create password', () => {
    it('sends a one-time link on the own host; the link sets a password once', async () => {
      const c = await newCompany();
      const u = await newUser(c);
      const oldToken = await login(c.host, u.email);
      const res = await api(c.host).post('/forgot-password').send({ email: u.email, url: 'https://evil.example/reset', domain: c.host });
      expect(res.status).to.equal(200);
      const mail = (await lastMail(u.email))!;
      expect(mail.body).to.contain(`http://${c.host}/reset-password?token=`);
      expect(mail.body).not.to.contain('evil.example');
      const token = tokenIn(mail.body);
      const weak = await api(c.host).post('/create-password').send({ token, password: 'weakpass' });
      expect(weak.status).to.equal(422);
      expect(weak.body.meta.errors.password).to.match(/at least 8 characters/);
      const ok = await api(c.host).post('/create-password').send({ token, password: 'NewPass#2026' });
      expect(ok.status).to.equal(200);
      expect(ok.body.meta.message).to.equal('Your password has been set. You can now log in.');
      await login(c.host, u.email, 'NewPass#2026');
      expect((await api(c.host).get('/user/detail', oldToken)).status).to.equal(401);
      const reuse = await api(c.host).post('/create-password').send({ token, password: 'Other#20260' });
      expect(reuse.status).to.equal(422);
      expect(reuse.body.meta.errors.token).to.match(/invalid or has expired/);
    });

    it('when the link has expired, then it is refused', async () => {
      const c = await newCompany();
      const u = await newUser(c);
      await api(c.host).post('/forgot-password').send({ email: u.email });
      const token = tokenIn((await lastMail(u.email))!.body);
      clock.advance(61 * 60 * 1000);
      const res = await api(c.host).post('/create-password').send({ token, password: 'NewPass#2026' });
      expect(res.status).to.equal(422);
    });

    it('an unknown e-mail gets the same answer and no mail', async () => {
      const c = await newCompany();
      const res = await api(c.host).post('/forgot-password').send({ email: 'ghost2@x.test' });
      expect(res.status).to.equal(200);
      expect(await lastMail('ghost2@x.test')).to.equal(undefined);
      expect(await UserToken.of(c.ctx).resultSize()).to.equal(0);
    });
  });

  describe('POST /user/change-password', () => {
    it('checks the old password and the rule, then replaces every token', async () => {
      const c = await newCompany();
      const u = await newUser(c);
      const token = await login(c.host, u.email);
      const wrongOld = await api(c.host).post('/user/change-password', token).send({ old_password: 'Nope#1234', password: 'NewPass#2026' });
      expect(wrongOld.status).to.equal(422);
      expect(wrongOld.body.meta.errors.old_password).to.equal('The current password is incorrect.');
      const weak = await api(c.host).post('/user/change-password', token).send({ old_password: PASSWORD, password: 'alllowercase1!' });
      expect(weak.status).to.equal(422);
      expect(weak.body.meta.errors).to.have.property('password');
      const same = await api(c.host).post('/user/change-password', token).send({ old_password: PASSWORD, password: PASSWORD });
      expect(same.status).to.equal(422);
      const ok = await api(c.host).post('/user/change-password', token).send({ old_password: PASSWORD, password: 'NewPass#2026' });
      expect(ok.status).to.equal(200);
      expect((await api(c.host).get('/user/detail', token)).status).to.equal(401);
      expect((await api(c.host).get('/user/detail', ok.body.data.token)).status).to.equal(200);
      await login(c.host, u.email, 'NewPass#2026');
    });
  });
});
