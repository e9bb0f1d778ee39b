import { expect } from 'chai';
import { api, login, newCompany, newUser, PASSWORD } from '../harness';
import { buyer, pickupOrder, shop, tokenOf } from '../orders/factories';
import { binary } from '../fulfilment/pdf';

/**
 * Private answers are never stored by a browser or proxy cache: every signed-in route (its JSON,
 * its file exports and its errors) and the public writes that hand out tokens answer
 * `Cache-Control: no-store`; public reads keep their caching.
 */
describe('Cache-Control of API answers', () => {
  it('when signing in, then the answer with the token is no-store', async () => {
    const c = await newCompany();
    const res = await api(c.host).post('/login').send({ email: c.hq.email, password: PASSWORD });
    expect(res.status).to.equal(200);
    expect(res.headers['cache-control']).to.equal('no-store');
    const refused = await api(c.host).post('/login').send({ email: c.hq.email, password: 'wrong-password' });
    expect(refused.headers['cache-control']).to.equal('no-store');
  });

  it('when a signed-in user reads its data, then the JSON and the errors are no-store', async () => {
    const c = await newCompany();
    const agent = await newUser(c, { role: 'agent' });
    const token = await login(c.host, agent.email);
    const detail = await api(c.host).get('/user/detail', token);
    expect(detail.status).to.equal(200);
    expect(detail.headers['cache-control']).to.equal('no-store');
    const anonymous = await api(c.host).get('/user/detail');
    expect(anonymous.status).to.equal(401);
    expect(anonymous.headers['cache-control']).to.equal('no-store');
    const forbidden = await api(c.host).get('/setup/company', token);
    expect(forbidden.status).to.equal(403);
    expect(forbidden.headers['cache-control']).to.equal('no-store');
  });

  it('when HQ downloads a CSV, XLSX or PDF export, then it is no-store', async () => {
    const s = await shop();
    const hq = s.hq;
    for (const path of ['/agent-database/export', '/settlement/downloaddata', '/bulk-tracking/template?format=xlsx']) {
      const file = await binary(s.http.get(path, hq));
      expect(file.status, path).to.equal(200);
      expect(file.disposition, path).to.contain('attachment');
      expect(file.type, path).not.to.contain('json');
      const res = await s.http.get(path, hq);
      expect(res.headers['cache-control'], path).to.equal('no-store');
    }
    const placed = await pickupOrder(s, tokenOf(s.c, await buyer(s.c, s.tier.id)));
    expect(placed.status).to.equal(200);
    expect((await s.http.post('/manage-orders/mark-paid', hq).send({ id: placed.body.data.id })).status).to.equal(200);
    const pdf = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${placed.body.data.id}`, hq));
    expect(pdf.type).to.equal('application/pdf');
    expect((await s.http.get(`/fulfilment/invoices/pdf?ids=${placed.body.data.id}`, hq)).headers['cache-control']).to.equal('no-store');
  });

  it('when anyone reads public site settings, then the answer stays cacheable', async () => {
    const c = await newCompany();
    const res = await api(c.host).get('/company');
    expect(res.status).to.equal(200);
    expect(res.headers['cache-control'] ?? '').not.to.contain('no-store');
  });
});
