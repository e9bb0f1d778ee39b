import { expect } from 'chai';
import request from 'supertest';
import { buildApp } from '../../server/app';
import { RateLimits } from '../../server/platform/rate-limit';
import { assertRouteTable } from '../../server/platform/http/pipeline';
import { route } from '../../server/platform/http/route';
import { newCompany, platform } from '../harness';

/**
 * The general per-address limit skips routes marked `unlimited` (the payment gateway's callback):
 * the exemption follows the route the request reaches, trailing slash included, and no other.
 */
describe('General limit exemption', () => {
  const POINTS = 3;
  let limits: RateLimits;
  let app: ReturnType<typeof buildApp>;

  beforeEach(() => {
    // Counters of its own, in memory: with Redis (REDIS_URL) the address's counter holds the other tests' requests too.
    limits = new RateLimits({ ...platform().config.rateLimits, general: { points: POINTS, seconds: 60 } }, null);
    app = buildApp({ ...platform(), limits });
  });
  afterEach(() => limits.close());

  async function statuses(times: number, call: () => request.Test): Promise<number[]> {
    return (await answers(times, call)).map((a) => a.status);
  }

  async function answers(times: number, call: () => request.Test): Promise<{ status: number; text: string }[]> {
    const out: { status: number; text: string }[] = [];
    for (let i = 0; i < times; i++) {
      const res = await call();
      out.push({ status: res.status, text: res.text });
    }
    return out;
  }

  it('the gateway callback, with or without a trailing slash, is never answered 429', async () => {
    const c = await newCompany();
    const form = (path: string) => () => request(app).post(path).set('Host', c.host).type('form').send({ id: 'no-such-bill', paid: 'true' });
    const slash = await answers(POINTS * 3, form('/api/payment-gateway/callback/'));
    const bare = await answers(POINTS * 3, form('/api/payment-gateway/callback'));
    expect(slash.map((a) => a.status)).to.not.include(429);
    expect(bare.map((a) => a.status)).to.not.include(429);
    // The callback itself answered each time (its refusal of an unknown bill), the same with or
    // without the slash, and not as the router answers a path it does not know.
    expect(new Set([...slash, ...bare].map((a) => `${a.status} ${a.text}`)).size).to.equal(1);
    const unknown = await request(buildApp(platform())).post('/api/payment-gateway/no-such-path').set('Host', c.host).type('form').send({ id: 'x' });
    expect(slash[0]!.text).to.not.equal(unknown.text);
  });

  it('when an unlimited route has path parameters, then start-up fails (exemptions are matched by exact path)', () => {
    const bad = route({ method: 'post', path: '/hooks/:id', access: 'public', unlimited: true, summary: 'x', handler: async () => null });
    expect(() => assertRouteTable([bad])).to.throw(/unlimited but has path parameters/);
    expect(() => assertRouteTable([{ ...bad, path: '/hooks' }])).to.not.throw();
  });

  it('the exemption does not extend to other paths or methods', async () => {
    const c = await newCompany();
    for (const call of [
      () => request(app).get('/api/company/').set('Host', c.host),
      () => request(app).get('/api/payment-gateway/callback/').set('Host', c.host),
      () => request(app).post('/api/payment-gateway/callback/extra').set('Host', c.host).type('form').send({ id: 'x' }),
      () => request(app).post('/api/payment-gateway/callback//').set('Host', c.host).type('form').send({ id: 'x' }),
    ]) {
      limits = new RateLimits({ ...platform().config.rateLimits, general: { points: POINTS, seconds: 60 } }, null);
      app = buildApp({ ...platform(), limits });
      try {
        const seen = await statuses(POINTS + 1, call);
        expect(seen.slice(0, POINTS)).to.not.include(429);
        expect(seen[POINTS]).to.equal(429);
      } finally {
        await limits.close();
      }
    }
  });
});
