import crypto from 'node:crypto';
import { expect } from 'chai';
import { decryptJson, deriveKey, encryptJson, SecretsError } from '../../server/platform/secrets';
import { loadConfig } from '../../server/config';

describe('secrets: AES-256-GCM', () => {
  const key = deriveKey('a-test-secret-of-at-least-32-characters!');

  it('round-trips JSON with a fresh IV each time', () => {
    const value = { apiKey: 'abc-123', nested: { n: 1, list: ['x', 'ü'] } };
    const a = encryptJson(value, key);
    const b = encryptJson(value, key);
    expect(a).to.match(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.to.equal(b);
    expect(a).not.to.include('abc-123');
    expect(decryptJson(a, key)).to.deep.equal(value);
    expect(decryptJson(encryptJson(null, key), key)).to.equal(null);
  });

  it('refuses a tampered ciphertext, tag, IV or version, and a wrong key', () => {
    const text = encryptJson({ apiKey: 'secret-value' }, key);
    const [version, rest] = text.split(':') as [string, string];
    const [iv, tag, data] = rest.split('.') as [string, string, string];
    const flip = (part: string) => {
      const buf = Buffer.from(part, 'base64url');
      buf[0]! ^= 1;
      return buf.toString('base64url');
    };
    for (const bad of [`${version}:${iv}.${tag}.${flip(data)}`, `${version}:${iv}.${flip(tag)}.${data}`, `${version}:${flip(iv)}.${tag}.${data}`, `v2:${rest}`, 'plain text', '']) {
      expect(() => decryptJson(bad, key), bad).to.throw(SecretsError);
    }
    expect(() => decryptJson(text, deriveKey(crypto.randomBytes(32).toString('hex')))).to.throw(SecretsError);
  });

  it('configuration: production needs SECRETS_KEY of 32+ characters; tests get a random key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x', BILLPLZ_API_KEY: 'k' })).to.throw(/SECRETS_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x', SECRETS_KEY: 'short', BILLPLZ_API_KEY: 'k' })).to.throw(/32/);
    const prod = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x', SECRETS_KEY: 'p'.repeat(40), BILLPLZ_API_KEY: 'k' });
    expect(prod.gateway).to.include({ simulator: false, baseUrl: 'https://www.billplz.com/api', adminFee: 100, apiKey: 'k' });
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x', SECRETS_KEY: 'p'.repeat(40), BILLPLZ_SIMULATOR: 'on' })).to.throw(/SIMULATOR/);
    const a = loadConfig({ NODE_ENV: 'test' });
    expect(a.secretsKey).to.have.length.of.at.least(32);
    expect(loadConfig({ NODE_ENV: 'test' }).secretsKey).not.to.equal(a.secretsKey);
    expect(a.gateway.simulator).to.equal(true);
    expect(loadConfig({ NODE_ENV: 'test', BILLPLZ_API_KEY: 'real', BILLPLZ_ADMIN_FEE: '0' }).gateway).to.include({ simulator: false, apiKey: 'real', adminFee: 0 });
  });
});
