import { expect } from 'chai';
import request from 'supertest';
import { buildApp } from '../../server/app';
import { authenticate } from '../../server/modules/auth/tokens';
import { userDetail } from '../../server/modules/account/service';
import { User } from '../../server/modules/users/models';
import { RateLimits } from '../../server/platform/rate-limit';
import { companyBaseUrl } from '../../server/platform/tenancy';
import type { UserCtx } from '../../server/platform/context';
import { api, login, newCompany, newTier, newUser, platform } from '../harness';

/** The SQL statements the database runs while `work` runs. */
async function statements(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listen = (q: { sql: string }) => void seen.push(q.sql);
  platform().db.on('query', listen);
  try {
    await work();
  } finally {
    platform().db.off('query', listen);
  }
  return seen;
}

describe("The signed-in user's own detail", () => {
  async function signedIn() {
    const c = await newCompany();
    const tier = await newTier(c, 1, 'Gold');
    const agent = await newUser(c, { tierId: tier.id });
    const token = await login(c.host, agent.email);
    const principal = await authenticate(token, c.ctx.company);
    const ctx: UserCtx = { ...c.ctx, user: principal, origin: companyBaseUrl(c.ctx.company) };
    return { c, agent, token, ctx };
  }

  it('is served from the row its authentication read, without reading the user again', async () => {
    const { agent, ctx } = await signedIn();
    let detail: Awaited<ReturnType<typeof userDetail>> | undefined;
    const sql = await statements(async () => (detail = await userDetail(ctx, agent.id)));
    expect(
      sql.filter((s) => /from [`"]?users[`"]?/i.test(s)),
      sql.join('\n'),
    ).to.deep.equal([]);
    expect(detail?.id).to.equal(agent.id);
    expect(detail?.tier?.levelName).to.equal('Gold');
  });

  it('is read afresh once the user changed in this process, even for a request authenticated before the change', async () => {
    const { c, agent, ctx } = await signedIn();
    await User.of(c.ctx).findById(agent.id).patch({ firstName: 'Renamed' });
    const sql = await statements(async () => expect((await userDetail(ctx, agent.id)).account.accFirstName).to.equal('Renamed'));
    expect(sql.some((s) => /from [`"]?users[`"]?/i.test(s))).to.equal(true);
  });

  it('answers a change of social links with the links just saved', async () => {
    const { c, token } = await signedIn();
    const saved = await api(c.host).post('/user/social-network', token).send({ socmedUrlFacebook: 'https://facebook.com/renamed.page' });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.data.socmedUrlFacebook).to.equal('https://facebook.com/renamed.page');
    const detail = await api(c.host).get('/user/detail', token);
    expect(detail.body.data.social.socmedUrlFacebook).to.equal('https://facebook.com/renamed.page');
  });

  it("another user's detail is still read from the database", async () => {
    const { c, ctx } = await signedIn();
    const other = await newUser(c);
    const hqCtx: UserCtx = { ...ctx, user: await authenticate(await login(c.host, c.hq.email), c.ctx.company) };
    const sql = await statements(async () => expect((await userDetail(hqCtx, other.id)).id).to.equal(other.id));
    expect(sql.some((s) => /from [`"]?users[`"]?/i.test(s))).to.equal(true);
  });
});

describe('Client address without trusted proxies', () => {
  it('is the connection’s: a forged X-Forwarded-For does not escape the general limit', async () => {
    const c = await newCompany();
    const config = platform().config;
    // Counters of its own, in memory: with Redis (REDIS_URL) the address's counter holds the other tests' requests too.
    const limits = new RateLimits({ ...config.rateLimits, general: { points: 2, seconds: 60 } }, null);
    const direct = buildApp({ ...platform(), config: { ...config, trustProxy: false }, limits });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await request(direct)
              .get('/api/company')
              .set('Host', c.host)
              .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          ).status,
        );
      expect(statuses).to.deep.equal([200, 200, 429]);
    } finally {
      await limits.close();
    }
  });
});
