import { expect } from 'chai';
import { hmacHex, redirectValues, signCallback, signRedirect, signaturesEqual, verifyCallback, verifyRedirect, xSignatureSource } from '../../server/modules/payments/billplz';

/**
 * Billplz's published X-Signature example (the API reference, "X Signature" section: the sample
 * callback of bill zq0tm2wc, its source string, the sample X Signature Key and the resulting
 * signatures), used verbatim. Both signatures were re-computed independently with
 * `echo -n "<source>" | openssl dgst -sha256 -hmac "S-s7b4yWpp9h7rrkNM1i3Z_g"`.
 */
const DOCS_KEY = 'S-s7b4yWpp9h7rrkNM1i3Z_g';
const DOCS_CALLBACK: Record<string, string> = {
  id: 'zq0tm2wc',
  collection_id: 'yhx5t1pp',
  paid: 'true',
  state: 'paid',
  amount: '100',
  paid_amount: '100',
  due_at: '2018-9-27',
  email: 'tester@test.com',
  mobile: '',
  name: 'TESTER',
  url: 'http://www.billplz-sandbox.com/bills/zq0tm2wc',
  paid_at: '2018-09-27 15:15:09 +0800',
};
const DOCS_CALLBACK_SOURCE =
  'amount100|collection_idyhx5t1pp|due_at2018-9-27|emailtester@test.com|idzq0tm2wc|mobile|nameTESTER|paid_amount100|' +
  'paid_at2018-09-27 15:15:09 +0800|paidtrue|statepaid|urlhttp://www.billplz-sandbox.com/bills/zq0tm2wc';
const DOCS_CALLBACK_SIGNATURE = '0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e';
const DOCS_REDIRECT_SOURCE = 'billplzidzq0tm2wc|billplzpaid_at2018-09-27 15:15:09 +0800|billplzpaidtrue';
const DOCS_REDIRECT_SIGNATURE = '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b';

describe('payments: Billplz X-Signature', () => {
  describe('published test vectors', () => {
    it('builds the documented callback source string and signature', () => {
      expect(xSignatureSource(Object.entries({ ...DOCS_CALLBACK, x_signature: 'left-out' }))).to.equal(DOCS_CALLBACK_SOURCE);
      expect(hmacHex(DOCS_CALLBACK_SOURCE, DOCS_KEY)).to.equal(DOCS_CALLBACK_SIGNATURE);
      expect(signCallback(DOCS_CALLBACK, DOCS_KEY)).to.equal(DOCS_CALLBACK_SIGNATURE);
    });

    it('verifies the documented callback, as an object and as a raw form body in any field order', () => {
      expect(verifyCallback({ ...DOCS_CALLBACK, x_signature: DOCS_CALLBACK_SIGNATURE }, DOCS_KEY)).to.equal(true);
      const shuffled = Object.entries(DOCS_CALLBACK).reverse();
      const body = new URLSearchParams([...shuffled.slice(0, 5), ['x_signature', DOCS_CALLBACK_SIGNATURE], ...shuffled.slice(5)]);
      expect(verifyCallback(new URLSearchParams(body.toString()), DOCS_KEY)).to.equal(true);
    });

    it('builds and verifies the documented redirect signature', () => {
      const values = { id: 'zq0tm2wc', paid: 'true', paid_at: '2018-09-27 15:15:09 +0800' };
      expect(xSignatureSource(Object.entries(values).map(([k, v]) => [`billplz${k}`, v]))).to.equal(DOCS_REDIRECT_SOURCE);
      expect(signRedirect(values, DOCS_KEY)).to.equal(DOCS_REDIRECT_SIGNATURE);

      // As Express's simple query parser hands it over (flat bracketed keys), with our own extra parameter…
      const flat = {
        'billplz[id]': 'zq0tm2wc',
        'billplz[paid]': 'true',
        'billplz[paid_at]': '2018-09-27 15:15:09 +0800',
        'billplz[x_signature]': DOCS_REDIRECT_SIGNATURE,
        session: 'ours-not-signed',
      };
      expect(verifyRedirect(flat, DOCS_KEY)).to.equal(true);
      // …as a raw query string…
      const query = new URLSearchParams(flat);
      expect(verifyRedirect(new URLSearchParams(query.toString()), DOCS_KEY)).to.equal(true);
      // …and nested, as the extended (qs) parser gives it.
      expect(verifyRedirect({ billplz: { ...values, x_signature: DOCS_REDIRECT_SIGNATURE } }, DOCS_KEY)).to.equal(true);
      expect(redirectValues(flat)).to.deep.equal({ id: 'zq0tm2wc', paid: true, paidAt: '2018-09-27 15:15:09 +0800' });
    });
  });

  describe('own vectors (computed independently with openssl dgst -sha256 -hmac "own-test-key")', () => {
    it('signs a failed-payment callback with empty values and transaction fields', () => {
      const failed = {
        id: 'b1f2c3d4',
        collection_id: 'simcoll',
        paid: 'false',
        state: 'due',
        amount: '2500',
        paid_amount: '0',
        due_at: '2026-11-22',
        email: 'buyer@example.my',
        mobile: '',
        name: 'Ali Ahmad',
        url: 'http://127.0.0.1/bills/b1f2c3d4',
        paid_at: '',
        transaction_id: 'TX01',
        transaction_status: 'failed',
      };
      expect(xSignatureSource(Object.entries(failed))).to.equal(
        'amount2500|collection_idsimcoll|due_at2026-11-22|emailbuyer@example.my|idb1f2c3d4|mobile|nameAli Ahmad|paid_amount0|paid_at|' +
          'paidfalse|statedue|transaction_idTX01|transaction_statusfailed|urlhttp://127.0.0.1/bills/b1f2c3d4',
      );
      expect(signCallback(failed, 'own-test-key')).to.equal('65de954fe4bb9637ad122712c4bcf48742227e60d96ca5d80916532d68d311fa');
    });
  });

  describe('refusals', () => {
    const signed = () => ({ ...DOCS_CALLBACK, x_signature: DOCS_CALLBACK_SIGNATURE });

    it('refuses a missing, empty, malformed or wrongly keyed signature', () => {
      expect(verifyCallback(DOCS_CALLBACK, DOCS_KEY)).to.equal(false);
      expect(verifyCallback({ ...DOCS_CALLBACK, x_signature: '' }, DOCS_KEY)).to.equal(false);
      expect(verifyCallback({ ...DOCS_CALLBACK, x_signature: 'not-hex' }, DOCS_KEY)).to.equal(false);
      expect(verifyCallback({ ...DOCS_CALLBACK, x_signature: DOCS_CALLBACK_SIGNATURE.slice(0, 62) }, DOCS_KEY)).to.equal(false);
      expect(verifyCallback(signed(), 'another-key')).to.equal(false);
      expect(verifyCallback(signed(), '')).to.equal(false);
      expect(verifyCallback({ ...DOCS_CALLBACK, x_signature: signCallback(DOCS_CALLBACK, 'forger-key') }, DOCS_KEY)).to.equal(false);
    });

    it('refuses a tampered field, an added field and a repeated field', () => {
      expect(verifyCallback({ ...signed(), paid_amount: '1000000' }, DOCS_KEY)).to.equal(false);
      expect(verifyCallback({ ...signed(), paid: 'false' }, DOCS_KEY)).to.equal(false);
      expect(verifyCallback({ ...signed(), extra: 'x' }, DOCS_KEY)).to.equal(false);
      const repeated = new URLSearchParams(signed());
      repeated.append('paid', 'true');
      expect(verifyCallback(repeated, DOCS_KEY)).to.equal(false);
      expect(verifyCallback({ ...signed(), amount: ['100', '100'] }, DOCS_KEY)).to.equal(false);
    });

    it('refuses a redirect with a missing, forged or tampered signature', () => {
      const base = { 'billplz[id]': 'zq0tm2wc', 'billplz[paid]': 'true', 'billplz[paid_at]': '2018-09-27 15:15:09 +0800' };
      expect(verifyRedirect(base, DOCS_KEY)).to.equal(false);
      expect(verifyRedirect({ ...base, 'billplz[x_signature]': DOCS_REDIRECT_SIGNATURE }, 'another-key')).to.equal(false);
      expect(verifyRedirect({ ...base, 'billplz[paid]': 'false', 'billplz[x_signature]': DOCS_REDIRECT_SIGNATURE }, DOCS_KEY)).to.equal(false);
      expect(verifyRedirect({ 'billplz[x_signature]': hmacHex('', DOCS_KEY) }, DOCS_KEY)).to.equal(false);
      expect(verifyRedirect({}, DOCS_KEY)).to.equal(false);
    });

    it('compares digests in constant time, case-insensitively, and only 64-hex strings', () => {
      expect(signaturesEqual(DOCS_CALLBACK_SIGNATURE, DOCS_CALLBACK_SIGNATURE.toUpperCase())).to.equal(true);
      expect(signaturesEqual(DOCS_CALLBACK_SIGNATURE, `${DOCS_CALLBACK_SIGNATURE}00`)).to.equal(false);
      expect(signaturesEqual(DOCS_CALLBACK_SIGNATURE, undefined)).to.equal(false);
      expect(signaturesEqual(DOCS_CALLBACK_SIGNATURE, 'z'.repeat(64))).to.equal(false);
    });
  });
});
