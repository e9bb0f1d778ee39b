import { expect } from 'chai';
import request from 'supertest';
import { Type } from '@sinclair/typebox';
import { buildApp } from '../../server/app';
import { apiRoutes } from '../../server/routes';
import { route, type RouteDef } from '../../server/platform/http/route';
import { assertRouteTable } from '../../server/platform/http/pipeline';
import { User } from '../../server/modules/users/models';
import { api, login, newCompany, newUser, platform } from '../harness';

describe('HTTP pipeline', () => {
  describe('route table', () => {
    it('when a route declares no access rule, then start-up fails', () => {
      const bad = { method: 'get', path: '/x', summary: 'x', handler: async () => null } as unknown as RouteDef;
      expect(() => assertRouteTable([bad])).to.throw(/no access rule/);
      expect(() => buildApp(platform(), [...apiRoutes, bad])).to.throw(/no access rule/);
    });

    it('when a route is declared twice, then start-up fails', () => {
      expect(() => assertRouteTable([apiRoutes[0], apiRoutes[0]])).to.throw(/declared twice/);
    });

    it('every route of the table has an access rule and a summary', () => {
      for (const r of apiRoutes) {
        expect(r.access, `${r.method} ${r.path}`).to.exist;
        expect(r.summary, `${r.method} ${r.path}`).to.be.a('string').and.not.empty;
      }
    });
  });

  describe('envelope and errors', () => {
    it('when a body has an unknown property, then 422 names it and nothing changes', async () => {
      const c = await newCompany();
      const token = await login(c.host, c.hq.email);
      const res = await api(c.host).post('/language', token).send({ lang: 'ms', role: 'hq' });
      expect(res.status).to.equal(422);
      expect(res.body.meta.code).to.equal(422);
      expect(res.body.meta.message).to.equal('Invalid input');
      expect(res.body.meta.errors).to.have.property('role', 'This field is not allowed.');
      const detail = await api(c.host).get('/user/detail', token);
      expect(detail.body.data.lang).to.equal(null);
    });

    it('when a route takes no body and one is sent, then 422', async () => {
      const c = await newCompany();
      const res = await api(c.host).get('/company').send({ injected: 1 });
      expect(res.status).to.equal(422);
    });

    it('when the JSON is malformed, then 400 with a message, not 500', async () => {
      const c = await newCompany();
      const res = await api(c.host).post('/login').set('Content-Type', 'application/json').send('{"email": ');
      expect(res.status).to.equal(400);
      expect(res.body.meta.message).to.equal('The request could not be read.');
    });

    it('when the body is too large, then 413', async () => {
      const c = await newCompany();
      const res = await api(c.host)
        .post('/login')
        .send({ email: 'a@b.co', password: 'x'.repeat(200_000) });
      expect(res.status).to.equal(413);
      expect(res.body.meta.message).to.equal('The request is too large.');
    });

    it('when a field has the wrong type, then 422 per field', async () => {
      const c = await newCompany();
      const res = await api(c.host).post('/login').send({ email: 'not-an-email', password: 5 });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.deep.equal({
        email: 'Please enter a valid e-mail address.',
        password: 'This value has the wrong type.',
      });
    });

    it('when the path is unknown, then a 404 envelope', async () => {
      const c = await newCompany();
      const res = await api(c.host).get('/no/such/thing');
      expect(res.status).to.equal(404);
      expect(res.body).to.deep.equal({ meta: { code: 404, message: 'This address does not exist.' }, data: null });
    });

    it('when a handler fails unexpectedly, then 500 with the general message and no internals', async () => {
      const boom = route({
        method: 'get',
        path: '/boom',
        access: 'public',
        summary: 'fails',
        handler: async () => {
          throw new Error('SELECT password_hash FROM users WHERE id = 1');
        },
      });
      const c = await newCompany();
      const res = await request(buildApp(platform(), [boom]))
        .get('/api/boom')
        .set('Host', c.host);
      expect(res.status).to.equal(500);
      expect(res.body.meta.message).to.equal("We're sorry, but an error has occurred. Please try again or contact HQ if the issue persists.");
      expect(JSON.stringify(res.body)).not.to.match(/SELECT|password_hash|at .*\.ts/);
    });

    it('when a unique constraint fails, then 409', async () => {
      const dup = route({
        method: 'post',
        path: '/dup',
        access: 'public',
        summary: 'inserts a duplicate',
        body: Type.Object({ email: Type.String() }),
        handler: async ({ ctx, body }) => {
          await User.of(ctx).insert({ role: 'agent', email: body.email, status: 'active', tokenVersion: 0 });
        },
      });
      const c = await newCompany();
      const res = await request(buildApp(platform(), [dup]))
        .post('/api/dup')
        .set('Host', c.host)
        .send({ email: c.hq.email });
      expect(res.status).to.equal(409);
      expect(res.body.meta.errors).to.have.property('email');
    });

    it('when Accept-Language asks for Indonesian or Malay, then messages come in it', async () => {
      const c = await newCompany();
      const id = await api(c.host).post('/login').set('Accept-Language', 'id-ID,id;q=0.9').send({ email: c.hq.email, password: 'Wrong#12345' });
      expect(id.body.meta.message).to.equal('E-mail atau kata sandi salah.');
      const ms = await api(c.host).post('/login').set('Accept-Language', 'ms').send({ email: c.hq.email, password: 'Wrong#12345' });
      expect(ms.body.meta.message).to.equal('E-mel atau kata laluan tidak betul.');
    });
  });

  describe('health and OpenAPI', () => {
    it('GET /api/health answers on any host', async () => {
      const res = await request(buildApp(platform())).get('/api/health').set('Host', 'unknown.example');
      expect(res.status).to.equal(200);
      expect(res.body.data.status).to.equal('ok');
    });

    it('GET /api/openapi.json lists every route with its access rule', async () => {
      const res = await request(buildApp(platform())).get('/api/openapi.json');
      expect(res.body.openapi).to.match(/^3\./);
      for (const r of apiRoutes) {
        const op = res.body.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method];
        expect(op, `${r.method} ${r.path}`).to.exist;
        expect(op['x-access']).to.deep.equal(r.access);
      }
      expect(res.body.paths['/login'].post.requestBody.content['application/json'].schema.additionalProperties).to.equal(false);
    });
  });

  describe('list helper (ra-data-simple-rest dialect)', () => {
    it('sorts, filters, pages and sets Content-Range', async () => {
      const c = await newCompany();
      for (let i = 0; i < 5; i++) await newUser(c, { role: 'agent' });
      await newUser(c, { role: 'agent', status: 'suspended' });
      const token = await login(c.host, c.hq.email);
      const res = await api(c.host).get(`/list-agent?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,2]')}&filter=${encodeURIComponent('{"status":"active"}')}`, token);
      expect(res.status).to.equal(200);
      expect(res.headers['content-range']).to.equal('items 0-2/5');
      expect(res.body.data).to.have.length(3);
      const ids = res.body.data.map((a: { id: number }) => a.id);
      expect(ids).to.deep.equal([...ids].sort((a, b) => b - a));
    });

    it('accepts page/perPage/search as the documented calls do and caps pages at 100', async () => {
      const c = await newCompany();
      const u = await newUser(c, { role: 'agent' });
      const token = await login(c.host, c.hq.email);
      const found = await api(c.host).get(`/list-agent?page=1&perPage=500&search=${encodeURIComponent(u.email)}`, token);
      expect(found.body.data.map((a: { id: number }) => a.id)).to.deep.equal([u.id]);
      expect(found.headers['content-range']).to.equal('items 0-0/1');
    });

    it('when sort, range or filter are not valid, then 422 naming the parameter', async () => {
      const c = await newCompany();
      const token = await login(c.host, c.hq.email);
      for (const [q, field] of [
        ['sort=["password_hash","ASC"]', 'sort'],
        ['range=[5,1]', 'range'],
        ['filter={"passwordHash":"x"}', 'filter.passwordHash'],
        ['filter=notjson', 'filter'],
        ['filter={"status":[{"a":1}]}', 'filter.status'],
        ['filter={"status":[["active"]]}', 'filter.status'],
      ]) {
        const res = await api(c.host).get(`/list-agent?${encodeURI(q)}`, token);
        expect(res.status, q).to.equal(422);
        expect(res.body.meta.errors, q).to.have.property(field);
      }
    });
  });
});
