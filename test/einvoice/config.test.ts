import { expect } from 'chai';
import { loadConfig, MYINVOIS_HOSTS } from '../../server/config';

const base = { JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'y'.repeat(40), DATA_DIR: '/tmp' };

describe('einvoice: MYINVOIS_* configuration', () => {
  it('uses the simulator outside production unless hosts are named, and never in production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).einvoice).to.deep.equal({ identityUrl: '', apiUrl: '', portalUrl: '', simulator: true });
    expect(loadConfig({ ...base, NODE_ENV: 'production', BILLPLZ_API_KEY: 'k' }).einvoice).to.deep.equal({ ...MYINVOIS_HOSTS.production, simulator: false });
    expect(loadConfig({ ...base, NODE_ENV: 'development', MYINVOIS_ENV: 'sandbox' }).einvoice).to.deep.equal({
      identityUrl: 'https://preprod-api.myinvois.hasil.gov.my',
      apiUrl: 'https://preprod-api.myinvois.hasil.gov.my',
      portalUrl: 'https://preprod.myinvois.hasil.gov.my',
      simulator: false,
    });
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', BILLPLZ_API_KEY: 'k', MYINVOIS_SIMULATOR: 'on' })).to.throw('MYINVOIS_SIMULATOR cannot be on in production');
    expect(() => loadConfig({ ...base, MYINVOIS_ENV: 'staging' })).to.throw('MYINVOIS_ENV must be production or sandbox');
  });

  it('a host given alone overrides the environment’s; the identity service follows the API host', () => {
    const c = loadConfig({ ...base, NODE_ENV: 'test', MYINVOIS_API_URL: 'https://lhdn.example/' }).einvoice;
    expect(c).to.deep.equal({ identityUrl: 'https://lhdn.example', apiUrl: 'https://lhdn.example', portalUrl: MYINVOIS_HOSTS.production.portalUrl, simulator: false });
    expect(loadConfig({ ...base, MYINVOIS_ENV: 'sandbox', MYINVOIS_IDENTITY_URL: 'https://preprod-identity.hasil.gov.my' }).einvoice.identityUrl).to.equal('https://preprod-identity.hasil.gov.my');
  });
});
