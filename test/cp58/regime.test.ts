import { expect } from 'chai';
import { einvoiceCountries, cp58Countries, hasTaxDuty, issuesEinvoices, taxRegime } from '../../common/tax';
import { Cp58Statement } from '../../server/modules/cp58/models';
import { moneySetup, setFeatures } from '../commissions/money-factories';

/**
 * The tax regime per country (common/tax.ts): Malaysia issues e-invoices through MyInvois and gives
 * agents CP58 statements; Indonesia neither (its e-Faktur is a later project), so an Indonesian
 * company's CP58 calls answer 403 even with the cp58Feature switch on.
 */
describe('tax regime per country', () => {
  it('Malaysia: MyInvois and CP58; Indonesia and an unknown country: neither', () => {
    expect(taxRegime('MY')).to.deep.equal({ einvoicing: 'myinvois', cp58: true });
    expect(taxRegime('ID')).to.deep.equal({ einvoicing: null, cp58: false });
    expect(taxRegime('SG')).to.deep.equal({ einvoicing: null, cp58: false });
    expect(taxRegime(null)).to.deep.equal({ einvoicing: null, cp58: false });
    expect([issuesEinvoices('MY'), issuesEinvoices('ID'), issuesEinvoices(undefined)]).to.deep.equal([true, false, false]);
    expect([hasTaxDuty('MY', 'cp58'), hasTaxDuty('ID', 'cp58'), hasTaxDuty('MY', 'einvoicing'), hasTaxDuty('ID', 'einvoicing')]).to.deep.equal([true, false, true, false]);
    expect(einvoiceCountries()).to.deep.equal(['MY']);
    expect(cp58Countries()).to.deep.equal(['MY']);
  });

  it('an Indonesian company has no CP58 statements, whatever its switch says; a Malaysian one with the switch on has them', async () => {
    const id = await moneySetup({ country: 'ID' });
    await setFeatures(id.c, { cp58Feature: true });
    const year = new Date().getUTCFullYear() - 1;
    for (const res of [
      await id.http.post('/report/cp58', id.hq).send({ year }),
      await id.http.get(`/report/searchcp58?year=${year}`, id.hq),
      await id.http.get('/report/getcp58', id.token),
      await id.http.get('/report/cp58/settings', id.hq),
    ]) {
      expect(res.status).to.equal(403);
      expect(res.body.meta.message).to.equal('Laporan CP58 adalah formulir pajak Malaysia: hanya berlaku untuk perusahaan Malaysia.');
    }
    const en = await id.http.get('/report/getcp58', id.token).set('Accept-Language', 'en');
    expect(en.body.meta.message).to.equal('CP58 statements are a Malaysian tax form: they apply to Malaysian companies only.');
    expect(await Cp58Statement.of(id.c.ctx).resultSize()).to.equal(0);

    const my = await moneySetup();
    await setFeatures(my.c, { cp58Feature: true });
    expect((await my.http.get('/report/cp58/settings', my.hq)).status).to.equal(200);
  });
});
