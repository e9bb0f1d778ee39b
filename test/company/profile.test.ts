import { expect } from 'chai';
import { Company } from '../../server/modules/companies/models';
import { api } from '../harness';
import { companyWithSessions } from './factories';

const MY_PROFILE = {
  companyName: 'Syarikat Maju Sdn Bhd',
  orgId: 'ORG-1',
  companyRoc: '201901000005 (1312525-A)',
  comAddr1: '1 Jalan Ampang',
  comAddr2: 'Level 3',
  comPostcode: '50450',
  comCity: 'Kuala Lumpur',
  comState: 'Wp Kuala Lumpur',
  comCountry: 'MY',
  comCodePhone: '+60',
  comPhone: '312345678',
  comEmail: 'Admin@Maju.example',
  comBankCompany: 'MBB',
  comBankNumber: '1234567890',
  comBankName: 'Syarikat Maju Sdn Bhd',
  comCurrency: 'MYR',
  comPrefixName: 'smj',
  comTIN: 'c1234567890',
  comMsicCode: '62010',
  comTaxPercentage: 6.5,
};

describe('Company profile', () => {
  describe('GET /setup/company and POST /setup/company/store', () => {
    it('when HQ saves every Malaysian field, then the profile reads them back with the MSIC description and the aliases', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host).post('/setup/company/store', hq).send(MY_PROFILE);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Company profile saved.');
      const data = (await api(c.host).get('/setup/company', hq)).body.data;
      expect(data).to.include({
        companyName: 'Syarikat Maju Sdn Bhd',
        comEmail: 'admin@maju.example',
        comPrefixName: 'SMJ',
        comTIN: 'C1234567890',
        comTinNo: 'C1234567890',
        comMsicCode: '62010',
        comMsicNo: '62010',
        comMsicDescription: 'Computer programming activities',
        comMsicDesc: 'Computer programming activities',
        comTaxPercentage: 6.5,
        comCountry: 'MY',
        comCurrency: 'MYR',
        comBankCompany: 'MBB',
      });
      expect((await Company.query().findById(c.id))!.taxRateBp).to.equal(650);
      // The company name is what the site settings serve.
      expect((await api(c.host).get('/attribute/data-company')).body.data.com_name).to.equal('Syarikat Maju Sdn Bhd');
    });

    it('when the regulatory names are sent, then they are stored as TIN and MSIC code', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host).post('/setup/company/store', hq).send({ companyName: 'Reg Co', comTinNo: 'IG123', comMsicNo: '01111', comMsicDesc: 'Maize' });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data).to.include({ comTIN: 'IG123', comMsicCode: '01111', comMsicDescription: 'Maize' });
    });

    it('when an Indonesian company saves a valid province → village chain, then it is kept', async () => {
      const { c, hq } = await companyWithSessions({ country: 'ID' });
      const res = await api(c.host).post('/setup/company/store', hq).send({
        companyName: 'PT Maju',
        comAddr1: 'Jl. Merdeka 1',
        province: '31',
        regency: '31.71',
        district: '31.71.01',
        village: '31.71.01.1001',
        comCurrency: 'IDR',
        comTaxPercentage: 11,
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data).to.include({ province: '31', village: '31.71.01.1001', comTaxPercentage: 11, comCountry: 'ID' });
    });

    it('when the village lies outside the district, then 422 on village and nothing changes', async () => {
      const { c, hq } = await companyWithSessions({ country: 'ID' });
      const res = await api(c.host).post('/setup/company/store', hq).send({
        companyName: 'Changed',
        comAddr1: 'Jl. Merdeka 1',
        province: '31',
        regency: '31.71',
        district: '31.71.01',
        village: '31.71.02.1001',
      });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.keys('village');
      expect((await Company.query().findById(c.id))!.name).to.not.equal('Changed');
    });

    it('when the MSIC code, tax, postcode, city, bank and currency are wrong, then 422 names each field and nothing changes', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host)
        .post('/setup/company/store', hq)
        .send({
          ...MY_PROFILE,
          companyName: 'Changed',
          comMsicCode: '99999',
          comTaxPercentage: 6.555,
          comState: 'Johor',
          comBankCompany: 'NOPE',
          comCurrency: 'IDR',
        });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.keys('comMsicCode', 'comTaxPercentage', 'comPostcode', 'comCity', 'comBankCompany', 'comCurrency');
      expect(res.body.meta.errors.comMsicCode).to.equal('Choose an MSIC code from the list.');
      expect((await Company.query().findById(c.id))!.name).to.not.equal('Changed');
    });

    it('when the tax is above 100, the name is missing or an unknown field is sent, then 422', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host).post('/setup/company/store', hq).send({ companyName: '', comTaxPercentage: 101, colour: 'x' });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.include.keys('companyName', 'comTaxPercentage', 'colour');
    });

    it('when an agent or a staff member calls, then 403', async () => {
      const { c, agent, staff } = await companyWithSessions();
      for (const token of [agent, staff]) {
        expect((await api(c.host).get('/setup/company', token)).status).to.equal(403);
        expect((await api(c.host).post('/setup/company/store', token).send({ companyName: 'X' })).status).to.equal(403);
      }
    });

    it("when company B's HQ calls on A's host or saves its own profile, then A is untouched", async () => {
      const a = await companyWithSessions();
      const b = await companyWithSessions();
      expect((await api(a.c.host).get('/setup/company', b.hq)).status).to.equal(401);
      expect((await api(a.c.host).post('/setup/company/store', b.hq).send({ companyName: 'Hijack' })).status).to.equal(401);
      await api(b.c.host).post('/setup/company/store', b.hq).send({ companyName: 'B Only' }).expect(200);
      expect((await Company.query().findById(a.c.id))!.name).to.not.equal('B Only');
      expect((await api(a.c.host).get('/setup/company', a.hq)).body.data.id).to.equal(a.c.id);
    });
  });
});
