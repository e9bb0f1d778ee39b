import { expect } from 'chai';
import { PERMISSIONS, type Permission, type Role } from '../../common/constants';
import { apiRoutes } from '../../server/routes';
import type { RouteDef } from '../../server/platform/http/route';
import { api, login, newCompany, newUser } from '../harness';

/**
 * Sweeps the whole route table, so that every route a module adds is checked without writing a
 * test for it: signed-in routes refuse anonymous callers and other companies' tokens, and role
 * and permission rules refuse the users they do not name. The access check runs before
 * validation, so an empty request is enough to see it.
 */
const signedIn = apiRoutes.filter((r) => r.access !== 'public');
const concrete = (r: RouteDef) => r.path.replace(/:(\w+)/g, '1');

async function call(host: string, r: RouteDef, token?: string) {
  return api(host)[r.method](concrete(r), token);
}

function refuses(r: RouteDef, role: Role): boolean {
  const { access } = r;
  if (access === 'public' || access === 'user') return false;
  if ('roles' in access) return !access.roles.includes(role);
  return role !== 'hq'; // a permission rule: HQ always, staff only with the permission (checked below)
}

describe('Route table sweep', () => {
  it('when no token is sent, then every signed-in route answers 401', async () => {
    const a = await newCompany();
    for (const r of signedIn) {
      const res = await call(a.host, r);
      expect(res.status, `${r.method} ${r.path}`).to.equal(401);
    }
  });

  it("when company B's token is used on company A's host, then every signed-in route answers 401", async () => {
    const [a, b] = [await newCompany(), await newCompany()];
    const tokenB = await login(b.host, b.hq.email);
    for (const r of signedIn) {
      const res = await call(a.host, r, tokenB);
      expect(res.status, `${r.method} ${r.path}`).to.equal(401);
    }
  });

  it('when an agent calls a route for other roles or a staff permission, then 403', async () => {
    const a = await newCompany();
    const agent = await newUser(a, { role: 'agent' });
    const token = await login(a.host, agent.email);
    for (const r of signedIn.filter((route) => refuses(route, 'agent'))) {
      const res = await call(a.host, r, token);
      expect(res.status, `${r.method} ${r.path}`).to.equal(403);
    }
  });

  it('when staff call a route whose permission they lack, then 403; with the permission they pass the check', async () => {
    const a = await newCompany();
    for (const permission of PERMISSIONS) {
      const listed = (r: RouteDef): readonly Permission[] => (typeof r.access === 'object' && 'permission' in r.access ? [r.access.permission].flat() : []);
      const guarded = signedIn.filter((r) => listed(r).includes(permission));
      if (!guarded.length) continue;
      // Staff holding every permission but the ones the routes accept.
      const others = PERMISSIONS.filter((p) => !guarded.some((r) => listed(r).includes(p)));
      const without = await newUser(a, { role: 'staff', permissions: others });
      const withIt = await newUser(a, { role: 'staff', permissions: [permission] });
      const [tokenWithout, tokenWith] = [await login(a.host, without.email), await login(a.host, withIt.email)];
      for (const r of guarded) {
        expect((await call(a.host, r, tokenWithout)).status, `${r.method} ${r.path} without ${permission}`).to.equal(403);
        const passed = await call(a.host, r, tokenWith);
        expect(passed.body.meta?.message, `${r.method} ${r.path} with ${permission}`).not.to.equal('You do not have permission to do this.');
      }
    }
  });

  it('when staff call an HQ-only route, then 403', async () => {
    const a = await newCompany();
    const staff = await newUser(a, { role: 'staff', permissions: [...PERMISSIONS] });
    const token = await login(a.host, staff.email);
    for (const r of signedIn.filter((route) => typeof route.access === 'object' && 'roles' in route.access && refuses(route, 'staff'))) {
      expect((await call(a.host, r, token)).status, `${r.method} ${r.path}`).to.equal(403);
    }
  });
});
