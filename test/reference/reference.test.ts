import { expect } from 'chai';
import { addressProblems, isBank, MSIC_SEARCH_LIMIT } from '../../server/modules/reference/service';
import { api, newCompany, type TestCompany } from '../harness';

interface Area {
  id: string;
  name: string;
}

describe('Reference data', () => {
  let c: TestCompany;

  before(async () => {
    c = await newCompany();
  });

  /** GET on the company's host; every answer is the `{ meta, data }` envelope. */
  async function get(path: string, status = 200) {
    const res = await api(c.host).get(path);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).to.equal(status);
    expect(res.body.meta.code).to.equal(status);
    return res.body;
  }

  describe('GET /attribute/locations', () => {
    it('lists Malaysian states with their cities and postcodes by default', async () => {
      const { data } = await get('/attribute/locations');
      expect(data).to.have.length(16);
      const kl = data.find((s: { state: string }) => s.state === 'Wp Kuala Lumpur');
      expect(kl).to.exist;
      const city = kl.cities.find((x: { city: string }) => x.city === 'Kuala Lumpur');
      expect(city.postcodes).to.include.members(['50000', '50450']);
      expect((await get('/attribute/locations?country=MY')).data).to.deep.equal(data);
    });

    it('lists Indonesian provinces for country=ID', async () => {
      const { data } = await get('/attribute/locations?country=ID');
      expect(data).to.have.length(38);
      expect(data).to.deep.include({ id: '31', name: 'DKI JAKARTA' });
    });

    it('refuses an unknown country', async () => {
      const body = await get('/attribute/locations?country=SG', 422);
      expect(body.meta.errors).to.have.property('country');
    });
  });

  describe('GET /attribute/postcode', () => {
    it('returns the city and state of a Malaysian postcode', async () => {
      const { data } = await get('/attribute/postcode?postcode=50000');
      expect(data).to.deep.equal({ postcode: '50000', state: 'Wp Kuala Lumpur', city: 'Kuala Lumpur' });
    });

    it('answers 404 for a well-formed postcode that does not exist', async () => {
      const body = await get('/attribute/postcode?postcode=00001', 404);
      expect(body.data).to.equal(null);
    });

    it('answers 422 for a malformed or missing postcode', async () => {
      expect((await get('/attribute/postcode?postcode=5000', 422)).meta.errors).to.have.property('postcode');
      expect((await get('/attribute/postcode?postcode=5000a', 422)).meta.errors).to.have.property('postcode');
      expect((await get('/attribute/postcode', 422)).meta.errors).to.have.property('postcode');
    });
  });

  describe('GET /phone-code', () => {
    it('lists calling codes with Malaysia and Indonesia first', async () => {
      const { data } = await get('/phone-code');
      expect(data.length).to.be.greaterThan(200);
      expect(data[0]).to.deep.equal({ country: 'MY', name: 'Malaysia', code: '+60' });
      expect(data[1]).to.deep.equal({ country: 'ID', name: 'Indonesia', code: '+62' });
      for (const row of data) expect(row.code).to.match(/^\+\d+/);
    });

    it('refuses query parameters it does not know', async () => {
      const body = await get('/phone-code?country=MY', 422);
      expect(body.meta.errors).to.have.property('country');
    });
  });

  describe('GET /list-bank', () => {
    it('lists the banks of one country, or all of them', async () => {
      const my = (await get('/list-bank?country=MY')).data as { code: string; country: string }[];
      const id = (await get('/list-bank?country=ID')).data as { code: string; country: string }[];
      const all = (await get('/list-bank')).data as unknown[];
      expect(my.length).to.be.greaterThan(0);
      expect(id.length).to.be.greaterThan(0);
      expect(my.every((b) => b.country === 'MY')).to.equal(true);
      expect(id.every((b) => b.country === 'ID')).to.equal(true);
      expect(my.map((b) => b.code)).to.include('MBB');
      expect(id.map((b) => b.code)).to.include('BCA');
      expect(all).to.have.length(my.length + id.length);
    });
  });

  describe('GET /state', () => {
    it('lists Malaysian states with id = name, or Indonesian provinces', async () => {
      const my = (await get('/state')).data as Area[];
      expect(my).to.have.length(16);
      expect(my).to.deep.include({ id: 'Johor', name: 'Johor' });
      const id = (await get('/state?country=ID')).data as Area[];
      expect(id).to.deep.include({ id: '31', name: 'DKI JAKARTA' });
    });
  });

  describe('Indonesian areas', () => {
    it('GET /province lists the provinces', async () => {
      const { data } = await get('/province');
      expect(data).to.have.length(38);
      expect(data).to.deep.include({ id: '31', name: 'DKI JAKARTA' });
    });

    it('GET /city lists the regencies of a province', async () => {
      const data = (await get('/city?provinceId=31')).data as Area[];
      expect(data).to.deep.include({ id: '31.71', name: 'KOTA ADMINISTRASI JAKARTA PUSAT' });
      expect(data.every((r) => r.id.startsWith('31.'))).to.equal(true);
      expect((await get('/city?provinceId=99')).data).to.deep.equal([]);
    });

    it('GET /districts lists the districts of a regency', async () => {
      const data = (await get('/districts?cityId=31.71')).data as Area[];
      expect(data).to.deep.include({ id: '31.71.01', name: 'Gambir' });
      expect(data.every((d) => d.id.startsWith('31.71.'))).to.equal(true);
    });

    it('GET /village lists the villages of a district', async () => {
      const data = (await get('/village?districtId=31.71.01')).data as Area[];
      expect(data).to.deep.include({ id: '31.71.01.1001', name: 'Gambir' });
      expect(data).to.deep.include({ id: '31.71.01.1002', name: 'Cideng' });
      expect(data.every((v) => v.id.startsWith('31.71.01.'))).to.equal(true);
    });

    it('answers 422 when the parent id is missing', async () => {
      expect((await get('/city', 422)).meta.errors).to.have.property('provinceId');
      expect((await get('/districts', 422)).meta.errors).to.have.property('cityId');
      expect((await get('/village', 422)).meta.errors).to.have.property('districtId');
      expect((await get('/village?districtId=', 422)).meta.errors).to.have.property('districtId');
    });
  });

  describe('GET /list-msic', () => {
    it('returns the whole MSIC 2008 table without a search', async () => {
      const data = (await get('/list-msic')).data as { code: string; description: string }[];
      expect(data.length).to.be.greaterThan(1000);
      expect(data[0]).to.deep.equal({ code: '00000', description: 'NOT APPLICABLE' });
      expect(data[1]).to.deep.equal({ code: '01111', description: 'Growing of maize' });
      expect(new Set(data.map((m) => m.code)).size).to.equal(data.length);
      for (const m of data) expect(m.code).to.match(/^\d{5}$/);
    });

    it('matches descriptions ignoring case, and code prefixes', async () => {
      expect((await get('/list-msic?search=MAIZE')).data).to.deep.equal([{ code: '01111', description: 'Growing of maize' }]);
      const byCode = (await get('/list-msic?search=4711')).data as { code: string }[];
      expect(byCode.map((m) => m.code)).to.deep.equal(['47111', '47112', '47113', '47114']);
      expect((await get('/list-msic?search=no-such-activity')).data).to.deep.equal([]);
    });

    it(`returns at most ${MSIC_SEARCH_LIMIT} matches`, async () => {
      expect((await get('/list-msic?search=of')).data).to.have.length(MSIC_SEARCH_LIMIT);
    });
  });

  describe('addressProblems', () => {
    it('accepts a valid Malaysian address, state matched ignoring case', () => {
      expect(addressProblems({ country: 'MY', state: 'wp kuala lumpur', city: 'Kuala Lumpur', postcode: '50000' })).to.deep.equal({});
      expect(addressProblems({ country: 'my', state: 'Johor', postcode: '80000' })).to.deep.equal({});
    });

    it('reports a missing state and postcode', () => {
      expect(addressProblems({ country: 'MY', state: ' ', postcode: null })).to.deep.equal({
        state: 'validation.required',
        postcode: 'validation.required',
      });
    });

    it('reports an unknown state once, not again on its postcode', () => {
      expect(addressProblems({ country: 'MY', state: 'Atlantis', postcode: '50000' })).to.deep.equal({ state: 'validation.invalid' });
    });

    it('reports a postcode of another state, an unknown postcode and a city outside the state', () => {
      expect(addressProblems({ country: 'MY', state: 'Johor', postcode: '50000' })).to.deep.equal({ postcode: 'validation.invalid' });
      expect(addressProblems({ country: 'MY', state: 'Johor', postcode: '00001' })).to.deep.equal({ postcode: 'validation.invalid' });
      expect(addressProblems({ country: 'MY', state: 'Johor', city: 'Kuala Lumpur', postcode: '80000' })).to.deep.equal({ city: 'validation.invalid' });
    });

    it('accepts a valid Indonesian province → regency → district → village chain', () => {
      expect(addressProblems({ country: 'ID', province: '31', regency: '31.71', district: '31.71.01', village: '31.71.01.1001' })).to.deep.equal({});
    });

    it('reports a village outside its district', () => {
      expect(addressProblems({ country: 'ID', province: '31', regency: '31.71', district: '31.71.01', village: '31.71.02.1001' })).to.deep.equal({ village: 'validation.invalid' });
    });

    it('reports a wrong level once and the missing levels as required', () => {
      expect(addressProblems({ country: 'ID', province: '32', regency: '31.71', district: '31.71.01', village: '31.71.01.1001' })).to.deep.equal({
        regency: 'validation.invalid',
      });
      expect(addressProblems({ country: 'ID', province: '31' })).to.deep.equal({
        regency: 'validation.required',
        district: 'validation.required',
        village: 'validation.required',
      });
    });

    it('does not check other countries', () => {
      expect(addressProblems({ country: 'SG', state: 'Nowhere', postcode: 'x' })).to.deep.equal({});
    });
  });

  describe('isBank', () => {
    it('knows the banks of each country, country compared ignoring case', () => {
      expect(isBank('MY', 'MBB')).to.equal(true);
      expect(isBank(' my ', 'MBB')).to.equal(true);
      expect(isBank('ID', 'BCA')).to.equal(true);
    });

    it('refuses a bank of another country, an unknown code and a code in the wrong case', () => {
      expect(isBank('ID', 'MBB')).to.equal(false);
      expect(isBank('MY', 'BCA')).to.equal(false);
      expect(isBank('MY', 'NOSUCHBANK')).to.equal(false);
      expect(isBank('MY', 'mbb')).to.equal(false);
      expect(isBank('SG', 'MBB')).to.equal(false);
    });
  });
});
