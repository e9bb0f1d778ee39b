import { expect } from 'chai';
import { User } from '../../server/modules/users/models';
import request from 'supertest';
import { api, app, login, newCompany, newUser } from '../harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

async function agentSession() {
  const c = await newCompany();
  const u = await newUser(c);
  return { c, u, token: await login(c.host, u.email) };
}

describe('Account', () => {
  describe('POST /user/account-detail', () => {
    it('saves a Malaysian address and returns it in the user detail', async () => {
      const { c, token } = await agentSession();
      const body = {
        companyCountry: 'MY',
        accFirstName: 'Aminah',
        accLastName: 'Ali',
        accIdentity: '900101-14-5678',
        accBirthDate: '1990-01-01',
        accGender: 'female',
        accCodePhone: '+60',
        accPhone: '123456789',
        accAddressLine1: '1 Jalan Ampang',
        accAddressPostcode: '50450',
        accAddressCity: 'Kuala Lumpur',
        accAddressState: 'Wp Kuala Lumpur',
        accAddressCountry: 'MY',
      };
      const res = await api(c.host).post('/user/account-detail', token).send(body);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Account details saved.');
      const detail = await api(c.host).get('/user/detail', token);
      expect(detail.body.data.account).to.include({ accFirstName: 'Aminah', accAddressPostcode: '50450', accBirthDate: '1990-01-01' });
      expect(detail.body.data.name).to.equal('Aminah Ali');
    });

    it('refuses a postcode of another state and changes nothing', async () => {
      const { c, u, token } = await agentSession();
      const res = await api(c.host).post('/user/account-detail', token).send({
        companyCountry: 'MY',
        accFirstName: 'Changed',
        accAddressLine1: '1 Jalan',
        accAddressPostcode: '50450',
        accAddressState: 'Johor',
      });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('accAddressPostcode');
      expect((await User.of(c.ctx).findById(u.id))!.firstName).to.equal('Test');
    });

    it('refuses an unknown state, a missing first name and a bad date', async () => {
      const { c, token } = await agentSession();
      const res = await api(c.host).post('/user/account-detail', token).send({
        companyCountry: 'MY',
        accFirstName: '',
        accBirthDate: '31-12-1990',
      });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.keys('accFirstName', 'accBirthDate');
    });
  });

  describe('POST /user/bank-detail', () => {
    it('saves a known bank and refuses an unknown one or a bad number', async () => {
      const { c, token } = await agentSession();
      const banks = (await api(c.host).get('/list-bank?country=MY')).body.data as { code: string }[];
      const ok = await api(c.host).post('/user/bank-detail', token).send({
        accBankCountry: 'MY',
        accBankCompany: banks[0].code,
        accBankNumber: '1234567890',
        accBankName: 'Aminah Ali',
      });
      expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
      const bad = await api(c.host).post('/user/bank-detail', token).send({
        accBankCountry: 'MY',
        accBankCompany: 'NOSUCHBANK',
        accBankNumber: '12ab',
        accBankName: 'X',
      });
      expect(bad.status).to.equal(422);
      expect(bad.body.meta.errors).to.have.property('accBankNumber');
    });
  });

  describe('POST /user/social-network', () => {
    it('stores full URLs and turns usernames into profile URLs', async () => {
      const { c, token } = await agentSession();
      const res = await api(c.host).post('/user/social-network', token).send({
        socmedUrlFacebook: 'aminah.ali',
        socmedUrlInstagram: 'http://instagram.com/aminah/',
        socmedUrlTiktok: '@aminah',
        socmedUrlTwitter: '',
      });
      expect(res.status).to.equal(200);
      expect(res.body.data).to.deep.equal({
        socmedUrlFacebook: 'https://www.facebook.com/aminah.ali',
        socmedUrlInstagram: 'https://instagram.com/aminah',
        socmedUrlTiktok: 'https://www.tiktok.com/@aminah',
        socmedUrlTwitter: null,
      });
    });

    it('refuses a link to another site', async () => {
      const { c, token } = await agentSession();
      const res = await api(c.host).post('/user/social-network', token).send({ socmedUrlFacebook: 'https://evil.example/x' });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors.socmedUrlFacebook).to.equal('Enter a full link or a username.');
    });
  });

  describe('POST /user/upload-image', () => {
    it('stores a PNG and serves it privately, through a signed URL on the company host', async () => {
      const { c, token } = await agentSession();
      const res = await api(c.host).post('/user/upload-image', token).attach('accImage1', PNG, 'me.png');
      expect(res.status).to.equal(200);
      expect(res.body.data.avatarUrl).to.match(/^\/files\/c\d+\/avatars\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]{43}$/);
      const file = await request(app()).get(res.body.data.avatarUrl).set('Host', c.host);
      expect(file.status).to.equal(200);
      expect(file.headers['cache-control']).to.equal('private, no-store');
      expect((await request(app()).get(res.body.data.avatarUrl.replace('/files/', '/uploads/').replace(/\?.*/, ''))).status).to.equal(404);
    });

    it('refuses a renamed executable, a missing file and an oversized file', async () => {
      const { c, u, token } = await agentSession();
      const exe = await api(c.host).post('/user/upload-image', token).attach('accImage1', EXE, 'photo.png');
      expect(exe.status).to.equal(422);
      expect(exe.body.meta.errors.accImage1).to.equal('Only JPEG/JPG, PNG files are accepted.');
      const none = await api(c.host).post('/user/upload-image', token).field('x', '1');
      expect(none.status).to.equal(422);
      const big = await api(c.host)
        .post('/user/upload-image', token)
        .attach('accImage1', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png');
      expect(big.status).to.equal(422);
      expect(big.body.meta.errors.accImage1).to.match(/too large/);
      expect((await User.of(c.ctx).findById(u.id))!.avatar).to.equal(null);
    });

    it('refuses an upload without a session before reading it', async () => {
      const c = await newCompany();
      const res = await api(c.host).post('/user/upload-image').attach('accImage1', PNG, 'me.png');
      expect(res.status).to.equal(401);
    });
  });

  describe('POST /language', () => {
    it('saves the language and answers in it from then on', async () => {
      const { c, token } = await agentSession();
      const res = await api(c.host).post('/language', token).send({ lang: 'ms' });
      expect(res.status).to.equal(200);
      expect(res.body.meta.message).to.equal('Bahasa disimpan.');
      const detail = await api(c.host).get('/user/detail', token);
      expect(detail.body.data.lang).to.equal('ms');
      expect(detail.body.meta.message).to.equal('Berjaya');
      expect((await api(c.host).post('/language', token).send({ lang: 'fr' })).status).to.equal(422);
    });
  });

  describe('GET /user/detail with id', () => {
    it('HQ and staff may read any user of the company; an agent only itself', async () => {
      const c = await newCompany();
      const a = await newUser(c);
      const b = await newUser(c);
      const staff = await newUser(c, { role: 'staff', permissions: ['add_user'] });
      const hqToken = await login(c.host, c.hq.email);
      expect((await api(c.host).get(`/user/detail?id=${a.id}`, hqToken)).body.data.id).to.equal(a.id);
      const staffDetail = await api(c.host).get(`/user/detail?id=${a.id}`, await login(c.host, staff.email));
      expect(staffDetail.status).to.equal(200);
      const agentToken = await login(c.host, a.email);
      expect((await api(c.host).get(`/user/detail?id=${b.id}`, agentToken)).status).to.equal(404);
      const own = await api(c.host).get('/user/detail', await login(c.host, staff.email));
      expect(own.body.data.permissions).to.deep.equal(['add_user']);
    });
  });
});
