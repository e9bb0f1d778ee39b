import { rowsOf } from '../../platform/rows';
import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { QueryBuilder } from 'objection';
import { USER_STATUSES } from '../../../common/constants';
import type { UserCtx } from '../../platform/context';
import { AppError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { filterId, filterRule, idOrNone, parseListParams, parseQueryJson, runList, sortColumn, type ListParams, type ListSpec } from '../../platform/http/list';
import { FileReply, route, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Str } from '../../platform/http/schemas';
import { businessDayStart, businessTime } from '../../platform/time';
import { inTransaction } from '../../platform/tx';
import { writeCsvFile, type CsvColumn } from '../../platform/csv';
import { saveAccount, saveBank, saveSocial, type AccountInput, type SocialInput } from '../account';
import { User } from '../users';
import { accountForm, audienceOf, bankForm, managesAgents, seesPrivate, serializeUser } from '../users';
import { accountFields, normIdentity, optionalBankFields, requiredIdentity, socialFields } from '../account';
import { groupStats, isInGroup } from './genealogy';
import { currentPeriod, PERIOD, PeriodParam, salesKpis } from './kpi';
import type { AgentDetails, AgentRow } from '../../../common/api/users';

/**
 * The agent database (`GET /agent-database`, docs/api.md), its CSV export, the
 * details of one agent and HQ's edit of those details.
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - Who: HQ sees every agent of the company; staff need 'add_user' or 'promote_demote_suspend'
 *   (the two permissions that work on agents), others get 403; an agent ("Agents see their own
 *   and team data") sees itself and its whole group (closure table `agent_tree`), and an agent
 *   outside it is 404 on the details, exactly as on `/user/detail`. Customers get 403.
 * - What: every row is serialized for its reader by users/present.ts. The private fields (identity
 *   and company registration numbers, account category, birth date, gender, TIN, address, bank,
 *   e-mail verification, last login) go to the agent itself, HQ and staff with an agent permission;
 *   an agent reading its group gets names, level, status, network, sales, e-mail and phone. Its
 *   search does not cover identity numbers (a match would reveal one).
 * - KPI columns: the four sales figures of one period — PS, GS, TPGS and SGS of docs/compensation.md
 *   "Facts and periods", integer minor units — computed by kpi.ts from the paid orders the
 *   orders module records per agent and month (`agent_period_sales`), for the rows of the page
 *   (or of each export chunk) only. The period is the `period` parameter (YYYY-MM, a calendar
 *   month in Asia/Kuala_Lumpur; default the current one) of the list, the export and the
 *   details (on the list and the export also `filter.period`, as the console's filters send it),
 *   and comes back with each row as `salesPeriod` (a "Sales period" column in the CSV).
 *   The figures do not sort or filter the list (they are not columns of a table). The recruit
 *   count is the number of agents whose direct upline is the agent.
 * - Filters (the `filter` JSON of react-admin or plain query parameters): `tierId` (a tier id or
 *   'none'), `status` (one or a list), `uplineId` (an agent id or 'none'), `joinedFrom` /
 *   `joinedTo` (YYYY-MM-DD, whole business days in Asia/Kuala_Lumpur, both inclusive). Search
 *   (`search` or `filter.q`) matches first and last name, e-mail, username and identity number.
 *   Sorts: id, name, joined, level (tier rank; rank 1 first), status.
 * - Export: the same filters, search and sort, every row up to 50,000 (more is a 422 asking to
 *   narrow the filters rather than a silently cut file). UTF-8 CSV with a header row, sales as
 *   integer minor units, dates in Asia/Kuala_Lumpur, text cells starting with = + - @ (or a tab
 *   or carriage return) prefixed with ' against formula injection. The private columns are in
 *   the files of HQ and staff with an agent permission only; an agent's file has none of them
 *   (not even for its own row: the columns are the file's, the same for every row). The file is
 *   written to a temporary file and sent with the pipeline's FileReply, then removed.
 * - Edit (`POST /agent-details/update`, HQ or staff with 'add_user', the permission of
 *   registration): the account, bank and social details are validated and stored by the account
 *   module's own saveAccount/saveBank/saveSocial (run for the agent, in one transaction), so the
 *   rules are those of the agent's own profile. The bank group is optional but complete once
 *   given; the identity number stays unique in the company (the registration's comparison).
 *   Tier, upline and status are not edited here (promote/demote/suspend does that).
 */

/** The export's row cap (tests lower it to check the refusal). */
export const exportLimits = { maxRows: 50_000 };
const EXPORT_CHUNK = 1_000;

// ---------------------------------------------------------------- who sees what

/** The agents the caller may see: the whole company (HQ, staff with a permission) or its own group (agent). */
function visibleAgents(ctx: UserCtx): QueryBuilder<User, User[]> {
  const query = User.of(ctx).select('users.*').where('users.role', 'agent');
  const { role } = ctx.user;
  if (role === 'hq' || managesAgents(ctx)) return query;
  if (role !== 'agent') throw new ForbiddenError();
  return query.join('agent_tree', 'agent_tree.descendantId', 'users.id').where('agent_tree.ancestorId', ctx.user.id).where('agent_tree.companyId', ctx.companyId);
}

async function visibleAgentOr404(ctx: UserCtx, id: number): Promise<User> {
  visibleAgents(ctx); // 403 for staff without a permission and customers
  const agent = await User.of(ctx).findById(id).where('role', 'agent').withGraphFetched('tier');
  if (!agent) throw new NotFoundError();
  if (ctx.user.role === 'agent' && !(await isInGroup(ctx, ctx.user.id, id))) throw new NotFoundError();
  return agent;
}

// ---------------------------------------------------------------- list spec

export const agentDatabaseList: ListSpec<User> = {
  sort: {
    id: 'users.id',
    name: 'users.firstName',
    joined: 'users.createdAt',
    createdAt: 'users.createdAt',
    level: 'tiers.rankNumber',
    status: 'users.status',
  },
  defaultSort: ['id', 'DESC'],
  filters: {
    tierId: idOrNone('tierId', 'users.tierId'),
    level: idOrNone('level', 'users.tierId'),
    uplineId: idOrNone('uplineId', 'users.uplineId'),
    status: (qb, v) => {
      const list = Array.isArray(v) ? v : [v];
      if (!list.length || !list.every((s) => (USER_STATUSES as readonly unknown[]).includes(s))) {
        throw ValidationError.field('filter.status', 'validation.invalid');
      }
      qb.whereIn('users.status', list as string[]);
    },
    joinedFrom: (qb, v) => void qb.where('users.createdAt', '>=', businessDayStart(v, 'joinedFrom')),
    joinedTo: (qb, v) => void qb.where('users.createdAt', '<', businessDayStart(v, 'joinedTo', 1)),
    // Leaves one agent out (the agent app lists an agent's downlines without the agent itself).
    excludeId: (qb, v) => void qb.whereNot('users.id', filterId('excludeId', v)),
  },
  search: ['users.firstName', 'users.lastName', 'users.email', 'users.username', 'users.identityNo'],
  tiebreak: [],
};

/** The list for the caller: a search by identity number only for those who read it (it would reveal it otherwise). */
function listSpec(ctx: UserCtx): ListSpec<User> {
  if (seesPrivate(audienceOf(ctx, null))) return agentDatabaseList;
  return { ...agentDatabaseList, search: agentDatabaseList.search!.filter((column) => column !== 'users.identityNo') };
}

export const AgentDatabaseQuery = Type.Object({
  ...ListQueryProps,
  tierId: Type.Optional(Type.Union([Id, Type.Literal('none')])),
  status: Type.Optional(Type.Union(USER_STATUSES.map((s) => Type.Literal(s)))),
  uplineId: Type.Optional(Type.Union([Id, Type.Literal('none')])),
  joinedFrom: Type.Optional(Type.String({ format: 'date' })),
  joinedTo: Type.Optional(Type.String({ format: 'date' })),
  period: Type.Optional(PeriodParam),
});
export type AgentDatabaseParams = ListParams & typeof AgentDatabaseQuery.static;

/**
 * Plain query parameters join the react-admin `filter` JSON (the JSON wins on a clash). The sales
 * period (plain `period` or `filter.period`, the JSON winning too) comes out of the filter: it
 * chooses the figures and filters no row.
 */
function listParams(params: AgentDatabaseParams): { list: ListParams; period: string } {
  const { tierId, status, uplineId, joinedFrom, joinedTo, period, ...rest } = params;
  const plain = Object.fromEntries(Object.entries({ tierId, status, uplineId, joinedFrom, joinedTo }).filter(([, v]) => v !== undefined));
  const as = (list: ListParams, chosen = period) => ({ list, period: chosen ?? currentPeriod() });
  let filter: unknown = {};
  try {
    filter = parseQueryJson(rest.filter, 'filter') ?? {};
  } catch {
    return as(rest); // runList answers the malformed filter with its 422
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return as(rest);
  const { period: inFilter, ...others } = filter as Record<string, unknown>;
  let chosen = period;
  if (inFilter !== undefined && inFilter !== null && inFilter !== '') {
    if (typeof inFilter !== 'string' || !PERIOD.test(inFilter)) throw ValidationError.field('filter.period', 'validation.invalid');
    chosen = inFilter;
  }
  if (!Object.keys(plain).length && !Object.hasOwn(filter, 'period')) return as(rest, chosen);
  return as({ ...rest, filter: JSON.stringify({ ...plain, ...others }) }, chosen);
}

function baseQuery(ctx: UserCtx) {
  return visibleAgents(ctx).leftJoin('tiers', 'tiers.id', 'users.tierId').withGraphFetched('tier');
}

// ---------------------------------------------------------------- presentation

interface Person {
  id: number;
  name: string;
}

async function peopleById(ctx: UserCtx, ids: (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await User.of(ctx).whereIn('id', wanted).select('id', 'firstName', 'lastName', 'email');
  return new Map(rows.map((u) => [u.id, { id: u.id, name: u.fullName }]));
}

/** Direct recruits (agents whose upline is the agent) per agent id. */
async function recruitCounts(ctx: UserCtx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ uplineId: number; n: number | string }>(User.of(ctx).where('role', 'agent').whereIn('uplineId', ids).select('uplineId').count('* as n').groupBy('uplineId'));
  return new Map(rows.map((r) => [Number(r.uplineId), Number(r.n)]));
}

/**
 * The rows as the caller may see them (users/present.ts: each row's audience, so an agent's own
 * row is whole and its downlines' have no private fields), with upline, helper, the sales figures
 * of `period` (YYYY-MM; kpi.ts) and the recruit count.
 */
async function present(ctx: UserCtx, users: User[], period: string): Promise<AgentRow[]> {
  const [people, recruits, kpis] = await Promise.all([
    peopleById(
      ctx,
      users.flatMap((u) => [u.uplineId, u.helperId]),
    ),
    recruitCounts(
      ctx,
      users.map((u) => u.id),
    ),
    salesKpis(
      ctx,
      users.map((u) => u.id),
      period,
    ),
  ]);
  return users.map((u) => ({
    ...serializeUser(u, audienceOf(ctx, u)),
    upline: u.uplineId ? (people.get(u.uplineId) ?? null) : null,
    helper: u.helperId ? (people.get(u.helperId) ?? null) : null,
    // The period's sales figures (integer minor units; kpi.ts).
    salesPeriod: period,
    personalSales: kpis.get(u.id)!.personalSales,
    groupSales: kpis.get(u.id)!.groupSales,
    totalPersonalGroupSales: kpis.get(u.id)!.totalPersonalGroupSales,
    sideGroupSales: kpis.get(u.id)!.sideGroupSales,
    recruitCount: recruits.get(u.id) ?? 0,
  }));
}

export type { AgentRow };

// ---------------------------------------------------------------- list and export

export async function listAgentDatabase(ctx: UserCtx, params: AgentDatabaseParams) {
  const { list, period } = listParams(params);
  const page = await runList(baseQuery(ctx), listSpec(ctx), list);
  return Object.assign(page, { items: await present(ctx, page.items, period) });
}

/** The list's search, filters and sort on a query, without paging (the export reads it in chunks). */
function applyList(qb: QueryBuilder<User, User[]>, spec: ListSpec<User>, params: ListParams): QueryBuilder<User, User[]> {
  const { sort, filter, search } = parseListParams(params);
  if (search) {
    const pattern = `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    qb.where((w) => {
      for (const column of spec.search!) w.orWhereRaw(`?? LIKE ? ESCAPE '!'`, [column, pattern]);
    });
  }
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const rule = field === 'id' ? (q: QueryBuilder<User, User[]>, v: unknown) => void q.whereIn('users.id', (Array.isArray(v) ? v : [v]) as number[]) : filterRule(spec, field);
    if (typeof rule !== 'function') throw ValidationError.field(`filter.${field}`, 'validation.unknownField');
    rule(qb, value);
  }
  const [field, order] = sort ?? spec.defaultSort;
  const column = sortColumn(spec, field);
  qb.orderBy(column, order === 'DESC' ? 'desc' : 'asc');
  if (column !== 'users.id') qb.orderBy('users.id', 'asc');
  return qb;
}

/** The columns every reader of the list gets. */
const CSV_COLUMNS: CsvColumn<AgentRow>[] = [
  ['Agent ID', (r) => r.id],
  ['Name', (r) => r.name],
  ['E-mail', (r) => r.email],
  ['Username', (r) => r.username],
  ['Level', (r) => r.tier?.levelName ?? null],
  ['Upline ID', (r) => r.upline?.id ?? null],
  ['Upline', (r) => r.upline?.name ?? null],
  ['Upline helper ID', (r) => r.helper?.id ?? null],
  ['Upline helper', (r) => r.helper?.name ?? null],
  ['Status', (r) => r.status],
  ['Date joined', (r) => (r.joinedAt ? businessTime(new Date(r.joinedAt)).format('YYYY-MM-DD HH:mm') : null)],
  ['Sales period', (r) => r.salesPeriod],
  ['Personal sales (minor units)', (r) => r.personalSales],
  ['Group sales (minor units)', (r) => r.groupSales],
  ['Total personal group sales (minor units)', (r) => r.totalPersonalGroupSales],
  ['Side group sales (minor units)', (r) => r.sideGroupSales],
  ['Recruit count', (r) => r.recruitCount],
  ['Phone', (r) => r.phone],
];

/** The private columns (users/present.ts): only in the files of those who read them, absent from an agent's. */
const PRIVATE_CSV_COLUMNS: CsvColumn<AgentRow>[] = [
  ['Identity number', (r) => r.identityNo],
  ['Company registration number', (r) => r.companyRegistrationNo],
  ['Birthdate', (r) => r.birthDate],
  ['Gender', (r) => r.gender],
  ['TIN', (r) => r.tin],
  ['Address line 1', (r) => r.address!.line1],
  ['Address line 2', (r) => r.address!.line2],
  ['Postcode', (r) => r.address!.postcode],
  ['City', (r) => r.address!.city],
  ['State', (r) => r.address!.state],
  ['Province', (r) => r.address!.province],
  ['Regency', (r) => r.address!.regency],
  ['District', (r) => r.address!.district],
  ['Village', (r) => r.address!.village],
  ['Country', (r) => r.address!.country],
  ['Bank country', (r) => r.bank!.country],
  ['Bank', (r) => r.bank!.company],
  ['Bank account number', (r) => r.bank!.number],
  ['Bank account holder', (r) => r.bank!.name],
  ['Bank holder identity', (r) => r.bank!.identity],
];

/** Writes the filtered agents to a temporary CSV file; the route sends it and removes it. */
export async function exportAgentDatabase(ctx: UserCtx, params: AgentDatabaseParams): Promise<string> {
  const { list, period } = listParams(params);
  const total = await applyList(baseQuery(ctx), listSpec(ctx), { ...list, sort: undefined })
    .clearOrder()
    .clearWithGraph()
    .resultSize();
  const max = exportLimits.maxRows;
  if (total > max) throw new AppError(422, 'agents.exportTooLarge', { max: max.toLocaleString('en') });
  async function* pages() {
    for (let offset = 0; offset < Math.min(total, max); offset += EXPORT_CHUNK) {
      const users = await applyList(baseQuery(ctx), listSpec(ctx), list).limit(EXPORT_CHUNK).offset(offset);
      if (!users.length) break;
      yield await present(ctx, users, period);
    }
  }
  const columns = seesPrivate(audienceOf(ctx, null)) ? [...CSV_COLUMNS, ...PRIVATE_CSV_COLUMNS] : CSV_COLUMNS;
  return writeCsvFile('agents', columns, pages());
}

// ---------------------------------------------------------------- details and edit

export const AgentDetailsQuery = Type.Object({ period: Type.Optional(PeriodParam) });

/**
 * One agent's details, its sales figures those of `period` (YYYY-MM; default the current month),
 * as the caller may see them (users/present.ts).
 */
export async function agentDetails(ctx: UserCtx, id: number, period = currentPeriod()): Promise<AgentDetails> {
  const agent = await visibleAgentOr404(ctx, id);
  const [[row], group] = await Promise.all([present(ctx, [agent], period), groupStats(ctx, id)]);
  const bank = bankForm(row);
  // The bank details leave under the form's names only (below), not as the row has them.
  const { bank: _rowBank, ...rest } = row;
  return {
    ...rest,
    ...(seesPrivate(audienceOf(ctx, agent)) ? { accCompany: row.companyRegistrationNo } : {}),
    group: { size: group.size, depth: group.depth },
    // The edit form's payload names (docs/rules.md: Account detail, Bank detail), as /user/detail gives them.
    account: accountForm(row),
    ...(bank ? { bank } : {}),
  };
}

export const AgentDetailsBody = Type.Object({
  id: Id,
  ...accountFields,
  ...requiredIdentity,
  /** Company registration number (business agents). */
  accCompany: Type.Optional(Type.Union([Str(191), Type.Null()])),
  ...optionalBankFields,
  // absent leaves a link as it is
  ...socialFields,
});
export type AgentDetailsInput = typeof AgentDetailsBody.static;

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

export async function updateAgentDetails(ctx: UserCtx, input: AgentDetailsInput) {
  await inTransaction(ctx, async (tx) => {
    const agent = await User.of(tx).findById(input.id).where('role', 'agent').forUpdate();
    if (!agent) throw new NotFoundError();
    const errors: FieldErrors = {};
    const identity = normIdentity(input.accIdentity);
    if (!identity) errors.accIdentity = { key: 'validation.required' };
    else if (await User.of(tx).whereNot('id', agent.id).whereRaw("upper(replace(replace(identity_no, ' ', ''), '-', '')) = ?", [identity]).first()) {
      errors.accIdentity = { key: 'agents.identityTaken' };
    }
    const bankGiven = [input.accBankCompany, input.accBankNumber, input.accBankName, input.accBankIdentity].some(filled);
    if (bankGiven) {
      for (const field of ['accBankCompany', 'accBankNumber', 'accBankName'] as const) {
        if (!filled(input[field])) errors[field] = { key: 'validation.required' };
      }
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    // The account module validates and stores the details exactly as on the agent's own profile.
    const asAgent = { ...tx, user: { ...tx.user, id: agent.id } };
    const { id: _id, accCompany, socmedUrlFacebook, socmedUrlInstagram, socmedUrlTiktok, socmedUrlTwitter, ...rest } = input;
    const { accBankCountry, accBankCompany, accBankNumber, accBankName, accBankIdentity, ...account } = rest;
    await saveAccount(asAgent, { ...(account as AccountInput), accIdentity: input.accIdentity.trim() });
    if (bankGiven) {
      await saveBank(asAgent, {
        accBankCountry: accBankCountry ?? input.companyCountry,
        accBankCompany: accBankCompany!.trim(),
        accBankNumber: accBankNumber!.trim(),
        accBankName: accBankName!,
        accBankIdentity: accBankIdentity ?? undefined,
      });
    }
    const social = Object.fromEntries(Object.entries({ socmedUrlFacebook, socmedUrlInstagram, socmedUrlTiktok, socmedUrlTwitter }).filter(([, v]) => v !== undefined)) as SocialInput;
    if (Object.keys(social).length) await saveSocial(asAgent, social);
    if (accCompany !== undefined) {
      await User.of(tx)
        .findById(agent.id)
        .patch({ accountCompany: filled(accCompany) ? accCompany.trim() : null });
    }
  });
  return agentDetails(ctx, input.id);
}

// ---------------------------------------------------------------- routes

export const agentDatabaseRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/agent-database',
    access: 'user',
    summary:
      'The agent database: ID, name, level, upline, helper, status, date joined, KPI (PS, GS, TPGS and SGS of one period in minor units, recruit count), identity, company registration number, birthdate, gender, TIN, address, bank (these private fields only for the agent itself, HQ and staff with add_user or promote_demote_suspend). HQ, staff with add_user or promote_demote_suspend; an agent sees its own group. Filters tierId, status, uplineId, joinedFrom/joinedTo (business days, Asia/Kuala_Lumpur), excludeId (leaves that agent out); search name, e-mail, username, identity (identity not for agents); sort id, name, joined, level, status; period (YYYY-MM, Asia/Kuala_Lumpur; default the current month) for the sales figures',
    tags: ['agents'],
    query: AgentDatabaseQuery,
    handler: async ({ ctx, query }) => listAgentDatabase(ctx, query as AgentDatabaseParams),
  }),
  route({
    method: 'get',
    path: '/agent-database/export',
    access: 'user',
    summary:
      'The agent database as CSV (UTF-8, header row): the same access, filters, search, sort and sales period as GET /agent-database, at most 50,000 rows; the private columns only in the files of HQ and staff with add_user or promote_demote_suspend',
    tags: ['agents'],
    query: AgentDatabaseQuery,
    handler: async ({ ctx, query, res }) => {
      const file = await exportAgentDatabase(ctx, query as AgentDatabaseParams);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, `agents-${businessTime().format('YYYY-MM-DD')}.csv`);
    },
  }),
  route({
    method: 'get',
    path: '/agent-details/:id',
    access: 'user',
    summary:
      "One agent's details: account, bank, social, tier, upline, helper, KPI (sales of `period`, YYYY-MM, default the current month), group size and depth (same access and private fields as the agent database)",
    tags: ['agents'],
    params: IdParams,
    query: AgentDetailsQuery,
    handler: async ({ ctx, params, query }) => agentDetails(ctx, params.id, query.period),
  }),
  route({
    method: 'get',
    path: '/agent-info/:id',
    access: 'user',
    summary: 'The same as GET /agent-details/:id',
    tags: ['agents'],
    params: IdParams,
    query: AgentDetailsQuery,
    handler: async ({ ctx, params, query }) => agentDetails(ctx, params.id, query.period),
  }),
  route({
    method: 'post',
    path: '/agent-details/update',
    access: { permission: 'add_user' },
    summary: "HQ edits an agent's account, bank (optional, complete once given) and social details, validated as on the agent's own profile",
    tags: ['agents'],
    body: AgentDetailsBody,
    message: 'agents.detailsSaved',
    handler: async ({ ctx, body }) => updateAgentDetails(ctx, body),
  }),
];
