import { rowsOf } from '../../platform/rows';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { zipSync } from 'fflate';
import type { Currency, Lang } from '../../../common/constants';
import { hasTaxDuty } from '../../../common/tax';
import {
  CP58_DEFAULT_THRESHOLD,
  CP58_FIRST_YEAR,
  CP58_STATUSES,
  CP58_ZIP_MAX,
  type Cp58Detail,
  type Cp58GenerateResult,
  type Cp58Particulars,
  type Cp58Settings,
  type Cp58Status,
  type Cp58View,
} from '../../../common/cp58';
import { formatMoney } from '../../../common/money';
import { platform } from '../../platform';
import type { Ctx, UserCtx } from '../../platform/context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { filterId, ListPage, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import { businessDayStart, businessTime, dbTimeToIso, nowDb } from '../../platform/time';
import { forUpdate, inTransaction, isUniqueViolation } from '../../platform/tx';
import { Redemption } from '../campaigns';
import { CommissionEntry, CommissionPayout } from '../commissions';
import { Company } from '../companies';
import { User } from '../users';
import { Cp58Setting, Cp58Statement } from './models';
import { cp58Pdf } from './pdf';

/**
 * CP58 statements (docs/tax.md): per agent and calendar year, what the company paid it as
 * incentives, for the agent's income tax return (s83A of Malaysia's Income Tax Act 1967).
 *
 * What counts in a year (calendar year in Asia/Kuala_Lumpur):
 * - commissions paid in money: the payout requests marked paid whose payment date (`paid_on`, the
 *   Kuala Lumpur date HQ entered) falls in the year, at their gross amount (the s107D withholding
 *   is part of what the agent earned), plus the commission the agent moved to its credit wallet
 *   in the year (the transfer's time, in Kuala Lumpur). Requests rejected, cancelled or not yet
 *   paid do not count; a request paid on 2 January counts in the new year.
 * - bonuses and incentives in money: campaign rewards of type cash handed over in the year, at
 *   the campaign's `reward_cost`;
 * - non-money rewards: rewards of the other types (gift, voucher, trip) handed over in the year, at
 *   their cost (`reward_cost`; a reward whose campaign has none counts 0 and is listed in the
 *   detail so HQ can set the cost and regenerate).
 *
 * Generating (POST /report/cp58): every agent whose total exceeds the company's threshold gets a
 * draft, with a snapshot of both parties' particulars and its PDF; drafts of agents who no longer
 * pass are removed; issued statements are never touched. Naming one agent (`agentId`) generates
 * that agent's draft whatever its total (an agent below the threshold who asks for one), and with
 * `reopen` turns its issued statement back into a regenerated draft, to be issued again.
 * Issuing (POST /report/cp58/issue, a year that is over) makes drafts final and e-mails each agent
 * in its language; an agent sees only its issued statements.
 */

export const canManage = (ctx: UserCtx) => ctx.user.role === 'hq' || (ctx.user.role === 'staff' && ctx.user.permissions.has('manage_payouts'));

export function assertEnabled(ctx: Ctx): void {
  // CP58 is a Malaysian form (common/tax.ts): another country's company has none whatever its switch says.
  if (!hasTaxDuty(ctx.company.country, 'cp58')) throw new ForbiddenError('cp58.notAvailable');
  if (!ctx.company.features.cp58Feature) throw new ForbiddenError('cp58.disabled');
}

const currentYear = () => businessTime().year();

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < CP58_FIRST_YEAR || year > currentYear()) {
    throw ValidationError.field('year', 'cp58.yearInvalid', { first: CP58_FIRST_YEAR, last: currentYear() });
  }
}

/** The first instants (DB time) of the year and of the next one, in Kuala Lumpur. */
const yearRange = (year: number): [string, string] => [businessDayStart(`${year}-01-01`, 'year'), businessDayStart(`${year + 1}-01-01`, 'year')];

const fullName = (u: { firstName: string | null; lastName: string | null; email: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

const emptyDetail = (): Cp58Detail => ({ payouts: 0, payoutsAmount: 0, withheld: 0, transfersAmount: 0, cashRewards: 0, gift: 0, voucher: 0, trip: 0, rewardsWithoutCost: 0 });

interface Totals {
  commissions: number;
  bonuses: number;
  nonMonetary: number;
  total: number;
}

const totalsOf = (d: Cp58Detail): Totals => {
  const commissions = d.payoutsAmount + d.transfersAmount;
  const bonuses = d.cashRewards;
  const nonMonetary = d.gift + d.voucher + d.trip;
  return { commissions, bonuses, nonMonetary, total: commissions + bonuses + nonMonetary };
};

/** Each agent's figures of the year (only agents with any), or of the agents named. */
export async function yearFigures(ctx: Ctx, year: number, agentIds?: number[]): Promise<Map<number, Cp58Detail>> {
  const out = new Map<number, Cp58Detail>();
  const of = (id: number) => {
    let d = out.get(id);
    if (!d) out.set(id, (d = emptyDetail()));
    return d;
  };
  const [from, to] = yearRange(year);
  const payouts = CommissionPayout.of(ctx)
    .where('commission_payouts.status', 'paid')
    .where('commission_payouts.paid_on', '>=', `${year}-01-01`)
    .where('commission_payouts.paid_on', '<=', `${year}-12-31`)
    .groupBy('commission_payouts.agent_id')
    .select('commission_payouts.agent_id as agentId')
    .count('* as n')
    .sum('commission_payouts.amount as amount')
    .sum('commission_payouts.withholding as withheld');
  if (agentIds) payouts.whereIn('commission_payouts.agent_id', agentIds);
  for (const r of await rowsOf<{ agentId: number; n: number | string; amount: number | string; withheld: number | string }>(payouts)) {
    const d = of(Number(r.agentId));
    d.payouts = Number(r.n);
    d.payoutsAmount = Number(r.amount ?? 0);
    d.withheld = Number(r.withheld ?? 0);
  }
  const transfers = CommissionEntry.of(ctx)
    .where('commission_entries.kind', 'transfer')
    .where('commission_entries.created_at', '>=', from)
    .where('commission_entries.created_at', '<', to)
    .groupBy('commission_entries.agent_id')
    .select('commission_entries.agent_id as agentId')
    .sum('commission_entries.amount as amount');
  if (agentIds) transfers.whereIn('commission_entries.agent_id', agentIds);
  for (const r of await rowsOf<{ agentId: number; amount: number | string }>(transfers)) of(Number(r.agentId)).transfersAmount = -Number(r.amount ?? 0);
  const rewards = Redemption.of(ctx)
    .join('campaigns', 'campaigns.id', 'campaign_redemptions.campaign_id')
    .where('campaign_redemptions.status', 'handed_over')
    .where('campaign_redemptions.handed_over_at', '>=', from)
    .where('campaign_redemptions.handed_over_at', '<', to)
    .groupBy('campaign_redemptions.user_id', 'campaigns.reward_type')
    .select('campaign_redemptions.user_id as agentId', 'campaigns.reward_type as rewardType')
    .sum('campaigns.reward_cost as cost')
    .count('* as n')
    .count('campaigns.reward_cost as costed');
  if (agentIds) rewards.whereIn('campaign_redemptions.user_id', agentIds);
  for (const r of await rowsOf<{ agentId: number; rewardType: string; cost: number | string | null; n: number | string; costed: number | string }>(rewards)) {
    const d = of(Number(r.agentId));
    const cost = Number(r.cost ?? 0);
    if (r.rewardType === 'cash') d.cashRewards += cost;
    else if (r.rewardType === 'gift' || r.rewardType === 'voucher' || r.rewardType === 'trip') d[r.rewardType] += cost;
    d.rewardsWithoutCost += Number(r.n) - Number(r.costed);
  }
  return out;
}

// ---------------------------------------------------------------- settings

export async function settings(ctx: Ctx): Promise<Cp58Settings> {
  const row = await Cp58Setting.of(ctx).findById(ctx.companyId);
  return { threshold: row?.cp58Threshold ?? CP58_DEFAULT_THRESHOLD, currency: ctx.company.currency };
}

/** PUT /report/cp58/settings (HQ). */
export async function saveSettings(ctx: UserCtx, input: { threshold: number }): Promise<Cp58Settings> {
  assertEnabled(ctx);
  await Cp58Setting.of(ctx).findById(ctx.companyId).patch({ cp58Threshold: input.threshold });
  return settings(ctx);
}

// ---------------------------------------------------------------- particulars and views

const addressOf = (lines: (string | null | undefined)[]) => lines.map((l) => l?.trim()).filter((l): l is string => Boolean(l));

async function companyParty(ctx: Ctx): Promise<Cp58Particulars['company']> {
  const c = (await Company.query().findById(ctx.companyId))!;
  return {
    name: c.name,
    idNo: c.companyRoc ?? c.orgId ?? null,
    tin: c.tin ?? null,
    address: addressOf([c.addr1, c.addr2, [c.postcode, c.city].filter(Boolean).join(' '), c.state]),
    phone: c.phone ? `${c.phoneCode ?? ''}${c.phone}` : null,
    email: c.email ?? null,
  };
}

function agentParty(u: User): Cp58Particulars['agent'] {
  return {
    name: fullName(u),
    code: u.username ?? String(u.id),
    idNo: u.identityNo ?? null,
    tin: u.tin ?? null,
    address: addressOf([u.address1, u.address2, [u.postcode, u.city].filter(Boolean).join(' '), u.state, u.country]),
    phone: u.phone ? `${u.phoneCode ?? ''}${u.phone}` : null,
    email: u.email,
  };
}

type Row = Cp58Statement & { agentFirstName?: string | null; agentLastName?: string | null; agentEmail?: string };

function present(s: Row, manager: boolean): Cp58View {
  const particulars = JSON.parse(s.particulars) as Cp58Particulars;
  return {
    id: s.id,
    comId: s.companyId,
    ...(manager ? { usrOrgId: s.generatedBy } : {}),
    year: s.year,
    agentId: s.agentId,
    agentName: s.agentEmail !== undefined ? fullName({ firstName: s.agentFirstName ?? null, lastName: s.agentLastName ?? null, email: s.agentEmail }) : particulars.agent.name,
    agentEmail: s.agentEmail ?? particulars.agent.email ?? '',
    status: s.status,
    commissions: s.commissions,
    bonuses: s.bonuses,
    nonMonetary: s.nonMonetary,
    total: s.total,
    documentData: particulars,
    pdfUrl: platform().storage.url(s.pdfKey),
    generatedAt: dbTimeToIso(s.generatedAt)!,
    issuedAt: dbTimeToIso(s.issuedAt),
  };
}

const withAgent = (ctx: Ctx) =>
  Cp58Statement.of(ctx)
    .join('users', 'users.id', 'cp58_statements.agent_id')
    .select('cp58_statements.*', 'users.first_name as agentFirstName', 'users.last_name as agentLastName', 'users.email as agentEmail');

// ---------------------------------------------------------------- generating

/** Writes one agent's draft (new, or over its draft; over its issued statement only when `reopen`). */
async function writeDraft(ctx: UserCtx, year: number, agent: User, detail: Cp58Detail, company: Cp58Particulars['company'], reopen: boolean): Promise<'written' | 'issued'> {
  const totals = totalsOf(detail);
  const particulars: Cp58Particulars = { company, agent: agentParty(agent), currency: ctx.company.currency, detail };
  const pdf = await cp58Pdf({ year, particulars, ...totals, status: 'draft', date: businessTime().format('DD/MM/YYYY') });
  const storage = platform().storage;
  const key = await storage.save(ctx.companyId, 'cp58', 'pdf', pdf);
  const row = { ...totals, status: 'draft' as Cp58Status, particulars: JSON.stringify(particulars), pdfKey: key, generatedAt: nowDb(), generatedBy: ctx.user.id, issuedAt: null, issuedBy: null };
  let replaced: string | null = null;
  let outcome = 'written' as 'written' | 'issued';
  for (let attempt = 0; ; attempt++) {
    try {
      await inTransaction(ctx, async (tx) => {
        const current = await forUpdate(Cp58Statement.of(tx).where({ agentId: agent.id, year }).first());
        if (current && current.status === 'issued' && !reopen) {
          outcome = 'issued' as 'written' | 'issued';
          return;
        }
        if (current) {
          replaced = current.pdfKey;
          await Cp58Statement.of(tx).findById(current.id).patch(row);
        } else await Cp58Statement.of(tx).insert({ agentId: agent.id, year, ...row });
      });
      break;
    } catch (error) {
      // Another generation inserted the row first: go again, now as an update.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      await storage.remove(key);
      throw error;
    }
  }
  if (outcome === 'issued') await storage.remove(key);
  else if (replaced) await storage.remove(replaced);
  return outcome;
}

/** POST /report/cp58 { year, agentId?, reopen? }. */
export async function generate(ctx: UserCtx, input: { year: number; agentId?: number; reopen?: boolean }): Promise<Cp58GenerateResult> {
  assertEnabled(ctx);
  const { year } = input;
  checkYear(year);
  const { threshold } = await settings(ctx);
  const company = await companyParty(ctx);
  const result: Cp58GenerateResult = { year, generated: 0, removed: 0, keptIssued: 0, threshold };
  if (input.agentId) {
    const agent = await User.of(ctx).findById(input.agentId);
    if (!agent || agent.role !== 'agent') throw ValidationError.field('agentId', 'cp58.notAgent');
    const detail = (await yearFigures(ctx, year, [agent.id])).get(agent.id) ?? emptyDetail();
    if ((await writeDraft(ctx, year, agent, detail, company, Boolean(input.reopen))) === 'issued') result.keptIssued = 1;
    else result.generated = 1;
    return result;
  }
  const figures = await yearFigures(ctx, year);
  const passing = [...figures].filter(([, d]) => totalsOf(d).total > threshold).map(([id]) => id);
  const agents = new Map<number, User>();
  for (let i = 0; i < passing.length; i += 500) {
    for (const u of await User.of(ctx)
      .whereIn('id', passing.slice(i, i + 500))
      .where('role', 'agent'))
      agents.set(u.id, u);
  }
  for (const id of passing) {
    const agent = agents.get(id);
    if (!agent) continue;
    if ((await writeDraft(ctx, year, agent, figures.get(id)!, company, false)) === 'issued') result.keptIssued += 1;
    else result.generated += 1;
  }
  // Drafts of agents who no longer pass the threshold.
  const stale = await Cp58Statement.of(ctx)
    .where({ year, status: 'draft' })
    .whereNotIn('agentId', [...agents.keys(), 0]);
  for (const s of stale) {
    const gone = await Cp58Statement.of(ctx).where({ id: s.id, status: 'draft' }).delete();
    if (gone && s.pdfKey) await platform().storage.remove(s.pdfKey);
    result.removed += gone;
  }
  return result;
}

// ---------------------------------------------------------------- issuing

/** POST /report/cp58/issue { year, ids? }: the drafts (all of the year, or those named) become final; each agent is e-mailed. */
export async function issue(ctx: UserCtx, input: { year: number; ids?: number[] }): Promise<{ issued: number }> {
  assertEnabled(ctx);
  checkYear(input.year);
  if (input.year >= currentYear()) {
    const error = new ConflictError('cp58.yearNotOver');
    Object.assign(error.params, { year: input.year });
    throw error;
  }
  const query = Cp58Statement.of(ctx).where({ year: input.year, status: 'draft' });
  if (input.ids) query.whereIn('id', input.ids.length ? input.ids : [0]);
  const drafts = await query;
  if (!drafts.length) throw new ConflictError('cp58.nothingToIssue');
  const company = await companyParty(ctx);
  const storage = platform().storage;
  let issued = 0;
  for (const draft of drafts) {
    const particulars = JSON.parse(draft.particulars) as Cp58Particulars;
    // The issued PDF carries no draft mark and the issue date.
    const pdf = await cp58Pdf({
      year: draft.year,
      particulars,
      commissions: draft.commissions,
      bonuses: draft.bonuses,
      nonMonetary: draft.nonMonetary,
      total: draft.total,
      status: 'issued',
      date: businessTime().format('DD/MM/YYYY'),
    });
    const key = await storage.save(ctx.companyId, 'cp58', 'pdf', pdf);
    const changed = await Cp58Statement.of(ctx).where({ id: draft.id, status: 'draft' }).patch({ status: 'issued', issuedAt: nowDb(), issuedBy: ctx.user.id, pdfKey: key });
    if (!changed) {
      await storage.remove(key);
      continue;
    }
    if (draft.pdfKey) await storage.remove(draft.pdfKey);
    issued += 1;
    const agent = await User.of(ctx).findById(draft.agentId);
    if (!agent) continue;
    const lang: Lang = agent.lang ?? ctx.company.defaultLang;
    const params = {
      name: fullName(agent),
      company: company.name,
      year: draft.year,
      total: formatMoney(draft.total, ctx.company.currency as Currency),
      link: `${ctx.origin}/cp58`,
    };
    await platform().mailer.send({
      companyId: ctx.companyId,
      to: agent.email,
      subject: translate('mail.cp58Issued.subject', lang, params),
      body: translate('mail.cp58Issued.body', lang, params),
    });
  }
  return { issued };
}

// ---------------------------------------------------------------- reading

/**
 * GET /report/getcp58 { year?, agentId? }: an agent its own issued statements (another agentId:
 * 403); HQ and staff with manage_payouts any agent's, drafts included (agentId required). With a
 * year: that statement (404 when none); without: every year's, newest first.
 */
export async function getStatements(ctx: UserCtx, query: { year?: number; agentId?: number }): Promise<Cp58View | Cp58View[]> {
  assertEnabled(ctx);
  let agentId: number;
  const manager = canManage(ctx);
  if (ctx.user.role === 'agent') {
    if (query.agentId !== undefined && query.agentId !== ctx.user.id) throw new ForbiddenError();
    agentId = ctx.user.id;
  } else if (manager) {
    if (query.agentId === undefined) throw ValidationError.field('agentId', 'validation.required');
    agentId = query.agentId;
  } else throw new ForbiddenError();
  const rows = withAgent(ctx).where('cp58_statements.agent_id', agentId).orderBy('cp58_statements.year', 'desc');
  if (!manager) rows.where('cp58_statements.status', 'issued');
  if (query.year !== undefined) {
    checkYear(query.year);
    const row = await rows.where('cp58_statements.year', query.year).first();
    if (!row) throw new NotFoundError('cp58.notFound');
    return present(row as Row, manager);
  }
  return ((await rows) as Row[]).map((r) => present(r, manager));
}

const listSpec: ListSpec<Cp58Statement> = {
  sort: {
    id: 'cp58_statements.id',
    agentName: 'users.first_name',
    agentId: 'cp58_statements.agent_id',
    total: 'cp58_statements.total',
    status: 'cp58_statements.status',
    generatedAt: 'cp58_statements.generated_at',
  },
  defaultSort: ['agentName', 'ASC'],
  filters: {
    status: (qb, value) => {
      const list = [value].flat();
      if (!list.length || !list.every((s) => (CP58_STATUSES as readonly unknown[]).includes(s))) throw ValidationError.field('filter.status', 'validation.invalid');
      qb.whereIn('cp58_statements.status', list as string[]);
    },
    agentId: (qb, value) => void qb.where('cp58_statements.agent_id', filterId('agentId', value)),
    year: (qb, value) => {
      const year = Number(value);
      checkYear(year);
      qb.where('cp58_statements.year', year);
    },
  },
  search: ['users.first_name', 'users.last_name', 'users.email', 'users.username', 'users.identity_no', 'cp58_statements.agent_id'],
};

/** GET /report/searchcp58: the company's statements (list dialect; filters year, status, agentId; search name, e-mail, username, NRIC, agent id). */
export async function search(ctx: UserCtx, params: ListParams & { year?: number; status?: Cp58Status; agentId?: number }): Promise<ListPage<Cp58View>> {
  assertEnabled(ctx);
  const { year, status, agentId, ...rest } = params;
  const plain = withPlainFilters(rest, { year, status, agentId });
  const qb = withAgent(ctx);
  const page = await runList(qb, listSpec, plain);
  return new ListPage(
    (page.items as Row[]).map((r) => present(r, true)),
    page.total,
    page.offset,
  );
}

/** GET /report/cp58/zip { year, status? }: every PDF of the year in one ZIP (at most CP58_ZIP_MAX); a temporary file. */
export async function zipYear(ctx: UserCtx, year: number, status?: Cp58Status): Promise<string> {
  assertEnabled(ctx);
  checkYear(year);
  const rows = withAgent(ctx)
    .where('cp58_statements.year', year)
    .whereNotNull('cp58_statements.pdf_key')
    .orderBy('cp58_statements.agent_id')
    .limit(CP58_ZIP_MAX + 1);
  if (status) rows.where('cp58_statements.status', status);
  const statements = (await rows) as Row[];
  if (!statements.length) throw new NotFoundError('cp58.notFound');
  if (statements.length > CP58_ZIP_MAX) throw ValidationError.field('year', 'cp58.zipTooLarge', { max: CP58_ZIP_MAX });
  const files: Record<string, Uint8Array> = {};
  for (const s of statements) {
    const name = fullName({ firstName: s.agentFirstName ?? null, lastName: s.agentLastName ?? null, email: s.agentEmail ?? '' })
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    files[`CP58-${year}-${s.agentId}-${name || 'agent'}${s.status === 'draft' ? '-draft' : ''}.pdf`] = await platform().storage.read(s.pdfKey!);
  }
  const file = path.join(os.tmpdir(), `cp58-${crypto.randomUUID()}.zip`);
  await fs.writeFile(file, zipSync(files, { level: 6 }));
  return file;
}
