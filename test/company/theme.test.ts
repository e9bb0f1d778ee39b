import { expect } from 'chai';
import { Company } from '../../server/modules/companies/models';
import request from 'supertest';
import { api, app, platform } from '../harness';
import { EXE, JPEG, PNG, companyWithSessions } from './factories';

describe('Theme and network', () => {
  describe('POST /company-theme/store', () => {
    it('when HQ saves the colours, then the theme and the public site settings serve them', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host).post('/company-theme/store', hq).send({ dColorPrimary: '#AA0000', dColorSecondary: '#00aa00', webDesc: 'Best agents' });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Theme saved.');
      expect((await api(c.host).get('/company-theme', hq)).body.data).to.include({ dColorPrimary: '#aa0000', dColorSecondary: '#00aa00', webDesc: 'Best agents' });
      const site = (await api(c.host).get('/attribute/data-company')).body.data;
      expect(site).to.include({ dcolor_primary: '#aa0000', dcolor_secondary: '#00aa00', web_desc: 'Best agents' });
    });

    it('when a colour is not #rrggbb, then 422 on that field and nothing changes', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host).post('/company-theme/store', hq).send({ dColorPrimary: 'red', dColorSecondary: '#12345' });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.keys('dColorPrimary', 'dColorSecondary');
      expect((await Company.query().findById(c.id))!.colorPrimary).to.equal(null);
    });
  });

  describe('POST /company-theme/store-logo', () => {
    it('when HQ uploads the three images, then the theme and site settings link them and a replaced file is gone', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host).post('/company-theme/store-logo', hq).attach('logo', PNG, 'logo.png').attach('logoDark', JPEG, 'dark.jpg').attach('loginImage', PNG, 'login.png');
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const { logo, logoDark, loginImage } = res.body.data;
      expect(logo).to.match(/^\/uploads\/c\d+\/theme\/\w+\.png$/);
      expect(logoDark).to.match(/\.jpg$/);
      const site = (await api(c.host).get('/attribute/data-company')).body.data;
      expect(site).to.include({ logo_d_l: logo, logo_dark: logoDark, login_image: loginImage });
      expect((await request(app()).get(logo).set('Host', c.host)).status).to.equal(200);

      const again = await api(c.host).post('/company-theme/store-logo', hq).attach('logo', JPEG, 'new.jpg');
      expect(again.status).to.equal(200);
      expect(again.body.data.logoDark).to.equal(logoDark);
      expect(again.body.data.logo).to.not.equal(logo);
      let gone = false;
      await platform()
        .storage.read(logo.replace('/uploads/', ''))
        .catch(() => (gone = true));
      expect(gone).to.equal(true);
    });

    it('when a file is not an image, is too large, missing or under an unknown field, then 422 and nothing changes', async () => {
      const { c, hq } = await companyWithSessions();
      const exe = await api(c.host).post('/company-theme/store-logo', hq).attach('logoDark', EXE, 'logo.png');
      expect(exe.status).to.equal(422);
      expect(exe.body.meta.errors).to.have.keys('logoDark');
      const big = await api(c.host)
        .post('/company-theme/store-logo', hq)
        .attach('logo', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png');
      expect(big.status).to.equal(422);
      expect(big.body.meta.errors).to.have.keys('logo');
      const none = await api(c.host).post('/company-theme/store-logo', hq).send({});
      expect(none.status).to.equal(422);
      const unknown = await api(c.host).post('/company-theme/store-logo', hq).attach('favicon', PNG, 'x.png');
      expect(unknown.status).to.equal(422);
      expect(unknown.body.meta.errors).to.have.keys('favicon');
      expect((await Company.query().findById(c.id))!.logoDark).to.equal(null);
    });
  });

  describe('/company-network', () => {
    it('when HQ saves links and usernames, then they are stored as URLs and agents can read them', async () => {
      const { c, hq, agent } = await companyWithSessions();
      const res = await api(c.host).post('/company-network/store', hq).send({
        socmedFb: 'majuco',
        socmedIg: '@maju.co',
        socmedTiktok: 'https://www.tiktok.com/@maju',
        socmedTwitter: 'x.com/maju',
        ecommShopee: 'https://shopee.com.my/maju',
        ecommLazada: 'https://www.lazada.com.my/shop/maju',
        ecommCarousell: 'carousell.com.my/u/maju',
        ecommMudah: 'https://www.mudah.my/maju',
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Network links saved.');
      const read = await api(c.host).get('/company-network', agent);
      expect(read.body.data).to.deep.equal({
        socmedFb: 'https://www.facebook.com/majuco',
        socmedIg: 'https://www.instagram.com/maju.co',
        socmedTiktok: 'https://www.tiktok.com/@maju',
        socmedTwitter: 'https://x.com/maju',
        ecommShopee: 'https://shopee.com.my/maju',
        ecommLazada: 'https://www.lazada.com.my/shop/maju',
        ecommCarousell: 'https://carousell.com.my/u/maju',
        ecommMudah: 'https://www.mudah.my/maju',
      });
      await api(c.host).post('/company-network/store', hq).send({ socmedFb: '' }).expect(200);
      expect((await api(c.host).get('/company-network', hq)).body.data.socmedFb).to.equal(null);
    });

    it('when a link fits 255 characters only without https://, then 422 on that field and nothing changes', async () => {
      const { c, hq } = await companyWithSessions();
      const path = (length: number) => `shopee.com.my/${'a'.repeat(length - 'shopee.com.my/'.length)}`;
      const res = await api(c.host)
        .post('/company-network/store', hq)
        .send({ socmedFb: 'majuco', ecommShopee: path(255) });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.deep.equal({ ecommShopee: 'Must have at most 255 characters.' });
      const row = (await Company.query().findById(c.id))!;
      expect([row.socmedFb, row.ecommShopee]).to.deep.equal([null, null]);
      // The longest link that still fits is kept.
      await api(c.host)
        .post('/company-network/store', hq)
        .send({ ecommShopee: path(255 - 'https://'.length) })
        .expect(200);
      expect((await Company.query().findById(c.id))!.ecommShopee).to.have.length(255);
    });

    it('when a marketplace link points elsewhere, then 422 per field and nothing changes', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host).post('/company-network/store', hq).send({ socmedFb: 'majuco', ecommShopee: 'https://evil.example/x', ecommMudah: 'justname' });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.keys('ecommShopee', 'ecommMudah');
      expect((await Company.query().findById(c.id))!.socmedFb).to.equal(null);
    });
  });

  it('when an agent or staff member changes the theme or network, then 403', async () => {
    const { c, agent, staff } = await companyWithSessions();
    for (const token of [agent, staff]) {
      expect((await api(c.host).get('/company-theme', token)).status).to.equal(403);
      expect((await api(c.host).post('/company-theme/store', token).send({ dColorPrimary: '#000000', dColorSecondary: '#000000' })).status).to.equal(403);
      expect((await api(c.host).post('/company-theme/store-logo', token).attach('logo', PNG, 'l.png')).status).to.equal(403);
      expect((await api(c.host).post('/company-network/store', token).send({ socmedFb: 'x' })).status).to.equal(403);
    }
  });

  it("when company B's HQ saves its theme, then A's site settings are unchanged, and B's token is refused on A", async () => {
    const a = await companyWithSessions();
    const b = await companyWithSessions();
    await api(b.c.host).post('/company-theme/store', b.hq).send({ dColorPrimary: '#123456', dColorSecondary: '#654321' }).expect(200);
    expect((await api(a.c.host).get('/attribute/data-company')).body.data.dcolor_primary).to.equal('#019aff');
    expect((await api(a.c.host).post('/company-theme/store', b.hq).send({ dColorPrimary: '#123456', dColorSecondary: '#654321' })).status).to.equal(401);
    expect((await api(a.c.host).get('/company-network', b.hq)).status).to.equal(401);
  });
});
