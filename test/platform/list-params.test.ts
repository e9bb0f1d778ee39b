import { expect } from 'chai';
import { api, login, newCompany } from '../harness';
import { DBError } from 'objection';
import { toAppError } from '../../server/platform/http/errors';

/**
 * List parameters and ids from outside: built-in property names are not sortable or filterable
 * fields, JSON may not carry prototype keys, and numbers beyond any row or offset are refused
 * with the translated 422 instead of reaching the database.
 */
describe('List parameters and ids out of bounds', () => {
  async function hq() {
    const c = await newCompany();
    return { c, token: await login(c.host, c.hq.email) };
  }

  const cases: [string, string, string][] = [
    ['sort by a built-in property name', 'sort=["constructor","ASC"]', 'sort'],
    ['sort by hasOwnProperty', 'sort=["hasOwnProperty","DESC"]', 'sort'],
    ['filter on a built-in property name', 'filter={"hasOwnProperty":1}', 'filter.hasOwnProperty'],
    ['filter with a __proto__ key', 'filter={"__proto__":{"polluted":1}}', 'filter'],
    ['filter with a nested constructor key', 'filter={"status":{"constructor":1}}', 'filter'],
    ['filter with a number beyond exact integers', 'filter={"id":100000000000000000000}', 'filter.id'],
    ['range beyond any offset', 'range=[1e20,100000000000000000020]', 'range'],
    ['range past the largest offset', 'range=[1000000001,1000000010]', 'range'],
    ['page beyond any offset', 'page=99999999999999999999', 'page'],
    ['perPage beyond any bound', 'perPage=1e20', 'perPage'],
  ];
  for (const [what, query, field] of cases) {
    it(`when a list gets a ${what}, then 422 names ${field}`, async () => {
      const { c, token } = await hq();
      const [name, value] = query.split(/=(.*)/);
      const res = await api(c.host).get(`/products?${name}=${encodeURIComponent(value!)}`, token);
      expect(res.status, JSON.stringify(res.body)).to.equal(422);
      expect(res.body.meta.errors)
        .to.have.property(field)
        .that.matches(/^(This value is not valid|This field is not allowed|Must be at most \d+)\.$/);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  }

  it('when an id filter gets text, a nested value or an id beyond the column, then 422 names the filter (no NaN reaches SQL)', async () => {
    const { c, token } = await hq();
    for (const [field, value] of [
      ['uplineId', 'x'],
      ['tierId', { a: 1 }],
      ['level', 2 ** 31],
      ['uplineId', ['a', null]],
    ] as const) {
      const res = await api(c.host).get(`/promote-demote?filter=${encodeURIComponent(JSON.stringify({ [field]: value }))}`, token);
      expect(res.status, `${field} ${JSON.stringify(value)}`).to.equal(422);
      expect(res.body.meta.errors).to.have.property(`filter.${field}`, 'This value is not valid.');
    }
    const none = await api(c.host).get(`/promote-demote?filter=${encodeURIComponent('{"uplineId":"none","tierId":"12"}')}`, token);
    expect(none.status).to.equal(200);
  });

  it('when a list is sorted by a real field at the largest offset, then it answers an empty page', async () => {
    const { c, token } = await hq();
    const res = await api(c.host).get(`/products?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[999999990,1000000000]')}`, token);
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.equal([]);
  });

  it('when an id is beyond the id column, then 422 in the caller language, on SQLite and MariaDB alike', async () => {
    const { c, token } = await hq();
    for (const id of ['99999999999999999999', '2147483648', '1e20']) {
      const res = await api(c.host).get(`/products/${id}`, token).set('Accept-Language', 'ms');
      expect(res.status, id).to.equal(422);
      expect(res.body.meta.errors.id, id).to.equal('Paling banyak 2147483647.');
    }
    expect((await api(c.host).get('/products/2147483647', token)).status).to.equal(404);
  });

  it('when a JSON body carries a prototype key, then 422 names it and nothing is polluted', async () => {
    const { c, token } = await hq();
    for (const body of ['{"lang":"ms","__proto__":{"polluted":1}}', '{"lang":"ms","x":{"constructor":{"prototype":{"polluted":1}}}}']) {
      const res = await api(c.host).post('/language', token).set('Content-Type', 'application/json').send(body);
      expect(res.status, body).to.equal(422);
      expect(res.body.meta.message).to.equal('This field is not allowed.');
    }
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect((await api(c.host).get('/user/detail', token)).body.data.lang).to.equal(null);
  });

  it('when a query names a prototype key, then 422 names that parameter', async () => {
    const { c, token } = await hq();
    const res = await api(c.host).get('/products?__proto__=1&constructor=2', token);
    expect(res.status).to.equal(422);
    expect(Object.entries(res.body.meta.errors)).to.have.deep.members([
      ['__proto__', 'This field is not allowed.'],
      ['constructor', 'This field is not allowed.'],
    ]);
  });

  it('when a number without a bound of its own is beyond a signed INT column, then 422', async () => {
    const { c, token } = await hq();
    // comId of the sign-in body declares only a minimum: the shared validation bounds it.
    const res = await api(c.host)
      .post('/login')
      .send({ email: c.hq.email, password: 'Secret#123', comId: 2 ** 31 });
    expect(res.status).to.equal(422);
    expect(res.body.meta.errors.comId).to.equal('Must be at most 2147483647.');
    expect((await api(c.host).get('/user/detail?id=2147483648', token)).body.meta.errors.id).to.equal('Must be at most 2147483647.');
  });
});

/** A driver error as Objection wraps those it does not classify (its typings omit the constructor). */
const wrappedByObjection = (code: string) =>
  new (DBError as unknown as new (args: { nativeError: Error; client: string }) => Error)({ nativeError: Object.assign(new Error(code), { code }), client: 'mysql' });

describe('Database value errors', () => {
  it('when the database refuses a value as too long, out of range or of the wrong type, then it is a 422, not a 500', () => {
    for (const code of ['ER_DATA_TOO_LONG', 'ER_WARN_DATA_OUT_OF_RANGE', 'ER_DATA_OUT_OF_RANGE', 'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD', 'WARN_DATA_TRUNCATED', 'SQLITE_TOOBIG', 'SQLITE_MISMATCH']) {
      const error = toAppError(Object.assign(new Error('refused'), { code }));
      expect(error?.status, code).to.equal(422);
      expect(error?.key, code).to.equal('validation.invalid');
    }
    expect(toAppError(Object.assign(new Error('syntax'), { code: 'ER_PARSE_ERROR' })), 'a fault of ours stays a 500').to.equal(null);
  });

  it('when MariaDB rolls a request back as a deadlock victim or after a lock wait, then 409 asks to try again (wrapped by Objection or not)', () => {
    for (const code of ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']) {
      for (const error of [Object.assign(new Error('lock'), { code }), wrappedByObjection(code)]) {
        const mapped = toAppError(error);
        expect(mapped?.status, code).to.equal(409);
        expect(mapped?.key, code).to.equal('conflict.concurrent');
      }
    }
    expect(toAppError(wrappedByObjection('ER_DATA_TOO_LONG'))?.status).to.equal(422);
  });
});
