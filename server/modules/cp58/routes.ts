import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import { CP58_STATUSES } from '../../../common/cp58';
import { FileReply, Reply, route, type RouteDef } from '../../platform/http/route';
import { Id, ListQueryProps } from '../../platform/http/schemas';
import { assertEnabled, generate, getStatements, issue, saveSettings, search, settings, zipYear } from './service';

/**
 * CP58 statements (docs/tax.md). Every call needs the company's cp58Feature switch (403
 * 'cp58.disabled' otherwise). HQ and staff with manage_payouts generate, issue, search and
 * download; an agent reads its own issued statements only.
 */

const tags = ['cp58'];
const MANAGERS = { permission: 'manage_payouts' } as const;
const READERS = { roles: ['hq', 'staff', 'agent'] } as const;
const Year = Type.Integer({ minimum: 1900, maximum: 9999 });
const Status = Type.Union(CP58_STATUSES.map((s) => Type.Literal(s)));
const MAX_MONEY = 1_000_000_000_000;

export const cp58Routes: RouteDef[] = [
  route({
    method: 'post',
    path: '/report/cp58',
    access: MANAGERS,
    summary:
      "Generate (or regenerate) the year's CP58 drafts: every agent whose total (commissions paid, money bonuses, non-money rewards at cost) exceeds the company's threshold; drafts that no longer pass are removed; issued statements stay. agentId: that agent's draft whatever its total; with reopen, its issued statement becomes a regenerated draft",
    tags,
    body: Type.Object({ year: Year, agentId: Type.Optional(Id), reopen: Type.Optional(Type.Boolean()) }),
    message: 'cp58.generated',
    handler: async ({ ctx, body }) => generate(ctx, body),
  }),
  route({
    method: 'post',
    path: '/report/cp58/issue',
    access: MANAGERS,
    summary:
      "Issue the year's drafts (all, or the ids given) once the year is over: final, shown to the agent, who is told by e-mail in its language. 409 for the current year or when none is a draft",
    tags,
    body: Type.Object({ year: Year, ids: Type.Optional(Type.Array(Id, { maxItems: 1000 })) }),
    message: 'cp58.issued',
    handler: async ({ ctx, body }) => issue(ctx, body),
  }),
  route({
    method: 'get',
    path: '/report/getcp58',
    access: READERS,
    summary:
      "CP58 statements with a signed PDF link. An agent: its own issued ones (another agentId 403). HQ and staff with manage_payouts: the agent named by agentId, drafts included. With year: that year's statement (404 when none); without: every year's, newest first",
    tags,
    query: Type.Object({ year: Type.Optional(Year), agentId: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => getStatements(ctx, query),
  }),
  route({
    method: 'get',
    path: '/report/searchcp58',
    access: MANAGERS,
    summary:
      "The company's CP58 statements (list dialect; filters year, status draft|issued, agentId; search agent name, e-mail, username, NRIC, agent id; sort agentName, agentId, total, status, generatedAt)",
    tags,
    query: Type.Object({ ...ListQueryProps, year: Type.Optional(Year), status: Type.Optional(Status), agentId: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => search(ctx, query),
  }),
  route({
    method: 'get',
    path: '/report/cp58/zip',
    access: MANAGERS,
    summary: `Every CP58 PDF of a year (status: only drafts or only issued) in one ZIP; at most 2,000 statements (422 beyond), 404 when there is none`,
    tags,
    query: Type.Object({ year: Year, status: Type.Optional(Status) }),
    handler: async ({ ctx, query, res }) => {
      const file = await zipYear(ctx, query.year, query.status);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, `CP58-${query.year}.zip`);
    },
  }),
  route({
    method: 'get',
    path: '/report/cp58/settings',
    access: MANAGERS,
    summary: 'The CP58 threshold (minor units; a statement is generated for a yearly total above it; RM5,000 by default)',
    tags,
    handler: async ({ ctx }) => {
      assertEnabled(ctx);
      return settings(ctx);
    },
  }),
  route({
    method: 'put',
    path: '/report/cp58/settings',
    access: { roles: ['hq'] },
    summary: 'HQ sets the CP58 threshold (minor units, 0 or more)',
    tags,
    body: Type.Object({ threshold: Type.Integer({ minimum: 0, maximum: MAX_MONEY }) }),
    handler: async ({ ctx, body }) => new Reply(await saveSettings(ctx, body), 'cp58.settingsSaved'),
  }),
];
