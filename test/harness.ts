import crypto from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import type { Permission, Role } from '../common/constants';
import { loadConfig } from '../server/config';
import { buildApp, closePlatform, createPlatform } from '../server/app';
import type { Platform } from '../server/platform';
import type { Ctx } from '../server/platform/context';
import { companyBaseUrl } from '../server/platform/tenancy';
import { createCompany } from '../server/modules/companies/service';
import { hashPassword } from '../server/modules/users/passwords';
import { User, UserPermission } from '../server/modules/users/models';
import { Tier } from '../server/modules/tiers/models';
import { nowDb } from '../server/platform/time';
import { attachToTree } from '../server/modules/agents/genealogy';
import { startLocalGateway } from '../server/modules/payments/local';
import type { Simulator } from '../server/modules/payments/simulator';
import { withoutTenantCheck } from './tenant-check';

/** Test harness: the in-process app and small factories. Every factory call makes new rows. */
let platformRef: Platform | null = null;
let appRef: Express | null = null;
let simulatorRef: Simulator | null = null;

export async function start(): Promise<void> {
  platformRef = await createPlatform(loadConfig());
  // BILLPLZ_SIMULATOR (on by default in tests): the default gateway account is the local simulator.
  simulatorRef = await startLocalGateway(platformRef.config);
  appRef = buildApp(platformRef);
}

export async function stop(): Promise<void> {
  await simulatorRef?.close();
  if (platformRef) await closePlatform(platformRef);
}

/** The in-process Billplz simulator (its callbacks cannot reach the in-process app: tests post them with supertest). */
export function simulator(): Simulator {
  if (!simulatorRef) throw new Error('The Billplz simulator is not running (BILLPLZ_SIMULATOR off)');
  return simulatorRef;
}

export function app(): Express {
  return appRef!;
}

export function platform(): Platform {
  return platformRef!;
}

export const PASSWORD = 'Secret#123';

const unique = () => crypto.randomBytes(5).toString('hex');

export interface TestCompany {
  id: number;
  host: string;
  ctx: Ctx;
  hq: { id: number; email: string };
}

export async function newCompany(options: { country?: 'MY' | 'ID' } = {}): Promise<TestCompany> {
  const slug = `t-${unique()}`;
  const host = `${slug}.test`;
  const { info, hq } = await createCompany({
    name: `Company ${slug}`,
    slug,
    domains: [host],
    country: options.country,
    hq: { email: `hq@${host}`, password: PASSWORD, firstName: 'Head', lastName: 'Office' },
  });
  const ctx: Ctx = { companyId: info.id, company: info, user: null, lang: 'en', origin: companyBaseUrl(info), requestId: 'test', ip: '127.0.0.1' };
  return { id: info.id, host, ctx, hq: { id: hq.id, email: hq.email } };
}

export async function newTier(c: TestCompany, rankNumber: number, levelName = `Level ${rankNumber}`) {
  return Tier.of(c.ctx).insertAndFetch({ levelName, rankNumber });
}

export async function newUser(
  c: TestCompany,
  options: { role?: Role; permissions?: Permission[]; verified?: boolean; status?: User['status']; tierId?: number; uplineId?: number; email?: string } = {},
) {
  const user = await User.of(c.ctx).insertAndFetch({
    role: options.role ?? 'agent',
    email: options.email ?? `${unique()}@${c.host}`,
    passwordHash: await hashPassword(PASSWORD),
    status: options.status ?? 'active',
    emailVerifiedAt: options.verified === false ? null : nowDb(),
    tokenVersion: 0,
    firstName: 'Test',
    lastName: 'User',
    tierId: options.tierId ?? null,
    uplineId: options.uplineId ?? null,
  });
  for (const permission of options.permissions ?? []) await UserPermission.of(c.ctx).insert({ userId: user.id, permission });
  if (user.role === 'agent') await attachToTree(c.ctx, user.id, user.uplineId);
  return user;
}

/** supertest bound to a company's host. */
export function api(host: string) {
  const agent = request(app());
  const wrap = (method: 'get' | 'post' | 'put' | 'patch' | 'delete') => (path: string, token?: string) => {
    const r = agent[method](`/api${path}`).set('Host', host);
    return token ? r.set('Authorization', `Bearer ${token}`) : r;
  };
  return { get: wrap('get'), post: wrap('post'), put: wrap('put'), patch: wrap('patch'), delete: wrap('delete') };
}

export async function login(host: string, email: string, password = PASSWORD): Promise<string> {
  const res = await api(host).post('/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** The newest e-mail to an address, from the outbox. */
export async function lastMail(to: string): Promise<{ subject: string; body: string } | undefined> {
  return withoutTenantCheck('a test reads the mail an address received, whichever company sent it', async () => platform().db('mail_outbox').where({ to }).orderBy('id', 'desc').first());
}

/**
 * Content by tier (terms, FAQ, marketing files): a company with two tiers (Gold, rank 1; Silver,
 * rank 2), HQ, an agent of each tier and staff with and without post_content, all signed in.
 */
export async function contentWorld() {
  const c = await newCompany();
  const gold = await newTier(c, 1, 'Gold');
  const silver = await newTier(c, 2, 'Silver');
  const goldAgent = await newUser(c, { tierId: gold.id });
  const silverAgent = await newUser(c, { tierId: silver.id });
  const poster = await newUser(c, { role: 'staff', permissions: ['post_content'] });
  const other = await newUser(c, { role: 'staff', permissions: ['add_user'] });
  return {
    c,
    gold,
    silver,
    goldAgent,
    silverAgent,
    hq: await login(c.host, c.hq.email),
    goldToken: await login(c.host, goldAgent.email),
    silverToken: await login(c.host, silverAgent.email),
    poster: await login(c.host, poster.email),
    staffWithout: await login(c.host, other.email),
  };
}
