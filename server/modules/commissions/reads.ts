import { rowsOf } from '../../platform/rows';
import dayjs from 'dayjs';
import { raw, type QueryBuilder } from 'objection';
import {
  COMMISSION_KINDS,
  COMMISSION_TYPES,
  FIGURE_KEYS,
  type AgentTypeTotal,
  type CheckCalculationView,
  type CheckLineView,
  type CommissionKind,
  type CommissionLineView,
  type CommissionType,
  type CompanyCommissionView,
  type EstimateView,
  type Figures,
  type IncomeStatementView,
  type PeriodStatus,
  type QualificationView,
  type TypeTotal,
  type ZeroriseOrderView,
} from '../../../common/commissions';
import { TIME_ZONE, type Currency } from '../../../common/constants';
import type { MessageKey } from '../../../common/messages';
import { formatMoney } from '../../../common/money';
import type { UserCtx } from '../../platform/context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { ListPage, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import { translate } from '../../platform/i18n';
import { businessTime, dbTimeToDate, dbTimeToIso, toDbTime } from '../../platform/time';
import { currentPeriod, PERIOD, salesKpis } from '../agents';
import { Order, OrderItem } from '../orders';
import { CommissionRank, Tier } from '../tiers';
import { User } from '../users';
import { CommissionEntry, CommissionLine, CommissionPeriod } from './models';
import { zeroedOverride } from './orders';

/**
 * The read side of commissions (docs/api.md: "Commission and money"): an agent's lines,
 * the company's totals, details of one type, check calculation, the income statement, live
 * qualification, this month's estimate and the first orders zeroed by zeroriseOverriding. Nothing
 * here writes.
 *
 * Access: an agent reads its own lines and figures only (another agentId is a 403
 * 'commissions.ownOnly'); HQ reads any agent of its company (an unknown id or a non-agent is a 404).
 * Staff are refused by the routes until the "manage payouts" permission exists. Buyers appear by
 * name only (the name every audience may read, users/present.ts), never by a private field.
 *
 * Sums: a type's `earned` is its earn lines, `clawedBack` its clawbacks, `adjusted` its forfeits and
 * compression moves, `net` all of them. Sale profit is shown apart: the agent collected it, HQ
 * owes nothing (`payable` false), so it is in no balance. A balance is the sum of payable lines and
 * ledger entries; lines belong to their period, entries to the Asia/Kuala_Lumpur month of their
 * `created_at`: the opening balance of P is the payable lines of the periods before P plus the
 * entries dated before P's first instant, the closing balance adds P's payable lines and entries
 * (a negative balance carries forward as it is).
 */

const currencyOf = (ctx: UserCtx) => ctx.company.currency as Currency;

/** The first instant of a business month and of the next (UTC, DB format). */
export function periodBounds(period: string): [string, string] {
  const start = dayjs.tz(`${period}-01 00:00:00`, TIME_ZONE);
  return [toDbTime(start.toDate()), toDbTime(start.add(1, 'month').toDate())];
}

const periodOf = (dbTime: string) => businessTime(dbTimeToDate(dbTime)).format('YYYY-MM');

async function findAgent(ctx: UserCtx, agentId: number): Promise<User> {
  const agent = await User.of(ctx).findById(agentId).where('role', 'agent');
  if (!agent) throw new NotFoundError('commissions.agentNotFound' satisfies MessageKey);
  return agent;
}

/**
 * The agent whose commissions the caller reads: an agent itself (another agentId: 403), HQ (or staff
 * with "manage payouts") the one
 * named by agentId (422 when `required` and absent; null when absent: the whole company).
 */
async function subject(ctx: UserCtx, agentId: number | undefined, required: true): Promise<User>;
async function subject(ctx: UserCtx, agentId: number | undefined, required: false): Promise<User | null>;
async function subject(ctx: UserCtx, agentId: number | undefined, required: boolean): Promise<User | null> {
  const user = ctx.user;
  if (user.role === 'agent') {
    if (agentId !== undefined && agentId !== user.id) throw new ForbiddenError('commissions.ownOnly');
    return findAgent(ctx, user.id);
  }
  if (user.role !== 'hq' && !(user.role === 'staff' && user.permissions.has('manage_payouts'))) throw new ForbiddenError();
  if (agentId === undefined) {
    if (required) throw ValidationError.field('agentId', 'commissions.agentRequired');
    return null;
  }
  return findAgent(ctx, agentId);
}

const oneOf =
  <T extends string>(list: readonly T[], field: string) =>
  (value: unknown) => {
    const values = Array.isArray(value) ? value : [value];
    if (!values.length || !values.every((v) => (list as readonly unknown[]).includes(v))) throw ValidationError.field(`filter.${field}`, 'validation.invalid');
    return values as T[];
  };
const types = oneOf(COMMISSION_TYPES, 'type');
const kinds = oneOf(COMMISSION_KINDS, 'kind');
function periods(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  if (!values.length || !values.every((v) => typeof v === 'string' && PERIOD.test(v))) throw ValidationError.field('filter.period', 'validation.invalid');
  return values as string[];
}

const lineSpec: ListSpec<CommissionLine> = {
  sort: { id: 'commission_lines.id', createdAt: 'commission_lines.id', amount: 'commission_lines.amount', period: 'commission_lines.period', type: 'commission_lines.type' },
  defaultSort: ['id', 'DESC'],
  filters: {
    period: (qb, value) => void qb.whereIn('commission_lines.period', periods(value)),
    type: (qb, value) => void qb.whereIn('commission_lines.type', types(value)),
    kind: (qb, value) => void qb.whereIn('commission_lines.kind', kinds(value)),
    orderId: 'commission_lines.order_id',
    sourceType: 'commission_lines.source_type',
  },
};

/**
 * A user's name as lines, statements and lists show it: first and last name, else the username,
 * else the id — never the e-mail (a buyer may sit outside the reader's group: its contact is not
 * the reader's to see, users/present.ts).
 */
const nameOf = (u: Pick<User, 'id' | 'firstName' | 'lastName' | 'username'>) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username || `#${u.id}`;

function parseFigures(text: string): Figures {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Figures) : {};
  } catch {
    return {};
  }
}

/** Lines as the API shows them, with beneficiary and buyer names and order numbers (two queries for the page). */
export async function presentLines(ctx: UserCtx, lines: CommissionLine[]): Promise<CommissionLineView[]> {
  const userIds = [...new Set(lines.flatMap((l) => [l.beneficiaryId, l.buyerId]).filter((id): id is number => Boolean(id)))];
  const orderIds = [...new Set(lines.map((l) => l.orderId).filter((id): id is number => Boolean(id)))];
  const users = userIds.length ? await User.of(ctx).whereIn('id', userIds).select('id', 'firstName', 'lastName', 'username') : [];
  const orders = orderIds.length ? await Order.of(ctx).whereIn('id', orderIds).select('id', 'orderNo') : [];
  const names = new Map(users.map((u) => [u.id, nameOf(u)]));
  const orderNos = new Map(orders.map((o) => [o.id, o.orderNo]));
  return lines.map((l) => ({
    id: Number(l.id),
    period: l.period,
    type: l.type,
    kind: l.kind,
    beneficiaryId: l.beneficiaryId,
    beneficiaryName: names.get(l.beneficiaryId) ?? '',
    sourceType: l.sourceType,
    sourceId: Number(l.sourceId),
    orderId: l.orderId ?? null,
    orderNo: (l.orderId && orderNos.get(l.orderId)) || null,
    buyerId: l.buyerId ?? null,
    buyerName: (l.buyerId && names.get(l.buyerId)) || null,
    amount: l.amount,
    payable: Boolean(l.payable),
    reversesId: l.reversesId ?? null,
    rule: l.rule,
    figures: parseFigures(l.figures),
    createdAt: dbTimeToIso(l.createdAt)!,
  }));
}

export interface LinesQuery extends ListParams {
  agentId?: number;
  period?: string;
  type?: CommissionType;
  kind?: CommissionKind;
}

/** GET /commission and /commission/details: an agent's lines (HQ: one agent's, or the company's without agentId). */
export async function lines(ctx: UserCtx, query: LinesQuery): Promise<ListPage<CommissionLineView>> {
  const { agentId, period, type, kind, ...rest } = query;
  const agent = await subject(ctx, agentId, false);
  const qb = CommissionLine.of(ctx);
  if (agent) qb.where('commission_lines.beneficiary_id', agent.id);
  const page = await runList(qb, lineSpec, withPlainFilters(rest, { period, type, kind }));
  return new ListPage(await presentLines(ctx, page.items), page.total, page.offset);
}

// ---- totals ----

interface TotalsRow {
  type: CommissionType;
  earned: number | string | null;
  clawed: number | string | null;
  adjusted: number | string | null;
  net: number | string | null;
}

/** Adds the per-kind sums (earned, clawed back, adjusted, net) to a query of lines. */
function withSums<Q extends QueryBuilder<CommissionLine, CommissionLine[]>>(qb: Q): Q {
  return qb
    .select(raw("SUM(CASE WHEN ?? = 'earn' THEN ?? ELSE 0 END) AS earned", ['commission_lines.kind', 'commission_lines.amount']))
    .select(raw("SUM(CASE WHEN ?? = 'clawback' THEN ?? ELSE 0 END) AS clawed", ['commission_lines.kind', 'commission_lines.amount']))
    .select(raw("SUM(CASE WHEN ?? IN ('forfeit', 'compression') THEN ?? ELSE 0 END) AS adjusted", ['commission_lines.kind', 'commission_lines.amount']))
    .select(raw('SUM(??) AS net', ['commission_lines.amount'])) as Q;
}

const toTotal = (r: TotalsRow): TypeTotal => ({ type: r.type, earned: Number(r.earned ?? 0), clawedBack: Number(r.clawed ?? 0), adjusted: Number(r.adjusted ?? 0), net: Number(r.net ?? 0) });
const byTypeOrder = (a: TypeTotal, b: TypeTotal) => COMMISSION_TYPES.indexOf(a.type) - COMMISSION_TYPES.indexOf(b.type);

/** The type totals of one agent in one period, in COMMISSION_TYPES order (types without lines absent). */
async function agentTotals(ctx: UserCtx, agentId: number, period: string): Promise<TypeTotal[]> {
  const rows = await rowsOf<TotalsRow>(withSums(CommissionLine.of(ctx).where({ beneficiaryId: agentId, period }).groupBy('type').select('type')));
  return rows.map(toTotal).sort(byTypeOrder);
}

const saleProfitOf = (totals: TypeTotal[]) => totals.filter((t) => t.type === 'sale-profit').reduce((s, t) => s + t.net, 0);

/** The net of an agent's payable lines in a period: payable is the engine's flag per line, never inferred from the type. */
async function payableNet(ctx: UserCtx, agentId: number, period: string): Promise<number> {
  const [row] = await rowsOf<{ s: number | string | null }>(CommissionLine.of(ctx).where({ beneficiaryId: agentId, period }).where('payable', true).sum('amount as s'));
  return Number(row?.s ?? 0);
}

export interface CompanyQuery extends ListParams {
  period?: string;
  type?: CommissionType;
  from?: string;
  to?: string;
}

/** How many months the company totals show when no range is given. */
export const COMPANY_MONTHS = 12;

const agentSpec: ListSpec<User> = {
  sort: { net: 'x.net', earned: 'x.earned', agentId: 'users.id', agentName: 'users.first_name' },
  defaultSort: ['net', 'DESC'],
  search: ['users.first_name', 'users.last_name', 'users.email'],
};

/** GET /commission/company (HQ): totals per period and type, and per agent for ?period= (and ?type=). */
export async function companyTotals(ctx: UserCtx, query: CompanyQuery): Promise<CompanyCommissionView> {
  const { period, type, from, to, ...rest } = query;
  const last = to ?? currentPeriod();
  const first =
    from ??
    dayjs(`${last}-01`)
      .subtract(COMPANY_MONTHS - 1, 'month')
      .format('YYYY-MM');
  if (first > last) throw ValidationError.field('from', 'validation.invalid');
  const rows = await rowsOf<TotalsRow & { period: string }>(withSums(CommissionLine.of(ctx).whereBetween('period', [first, last]).groupBy('period', 'type').select('period', 'type')));
  const statuses = new Map((await CommissionPeriod.of(ctx).whereBetween('period', [first, last]).select('period', 'status')).map((p) => [p.period, p.status]));
  const periods = new Map<string, CompanyCommissionView['periods'][number]>();
  for (const row of rows) {
    const entry = periods.get(row.period) ?? { period: row.period, status: statuses.get(row.period) ?? 'open', types: [], net: 0 };
    const total = toTotal(row);
    entry.types.push(total);
    entry.net += total.net;
    periods.set(row.period, entry);
  }
  for (const p of periods.values()) p.types.sort(byTypeOrder);

  let agents: CompanyCommissionView['agents'] = null;
  if (period) {
    const sums = withSums(CommissionLine.of(ctx).where('period', period).groupBy('beneficiaryId').select('beneficiaryId'));
    if (type) sums.where('type', type);
    const qb = User.of(ctx)
      .join(sums.toKnexQuery().as('x'), 'x.beneficiaryId', 'users.id')
      .leftJoin('tiers', 'tiers.id', 'users.tierId')
      .select('users.id', 'users.firstName', 'users.lastName', 'users.username', 'users.tierId', 'tiers.levelName as tierName', 'x.earned', 'x.clawed', 'x.adjusted', 'x.net');
    const page = await runList(qb, agentSpec, rest);
    // runList types a page by the model queried; the select above adds the tier's name and the sums.
    const items: AgentTypeTotal[] = (page.items as unknown as (User & TotalsRow & { tierName: string | null })[]).map((u) => {
      const t = toTotal(u);
      return {
        agentId: u.id,
        agentName: nameOf(u),
        tier: u.tierId ? { id: u.tierId, name: u.tierName ?? '' } : null,
        earned: t.earned,
        clawedBack: t.clawedBack,
        adjusted: t.adjusted,
        net: t.net,
      };
    });
    agents = { period, type: type ?? null, items, total: page.total, offset: page.offset };
  }
  return { currency: ctx.company.currency, periods: [...periods.values()].sort((a, b) => b.period.localeCompare(a.period)), agents };
}

// ---- check calculation ----

const percent = (bp: number) => `${(bp / 100).toFixed(2)} %`;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The figures as `key: value` pairs (a rule whose keys check calculation does not know). */
function pairs(figures: Figures): string {
  return Object.entries(figures)
    .map(([k, v]) => `${k}: ${v === null ? '—' : String(v)}`)
    .join(', ');
}

/** The arithmetic of one rule from its figures, or null when a key it needs is missing. */
function arithmetic(type: CommissionType, f: Figures, amount: number, currency: Currency, lang: UserCtx['lang']): string | null {
  const keys = FIGURE_KEYS[type] as readonly string[];
  // A performance line without its rank rate (the clawback of a closed bonus's share keeps only the rate it took back) is a plain rate.
  if (type === 'performance' && !isNumber(f.rankRateBp)) return arithmetic('personal-level', f, amount, currency, lang);
  if (!keys.every((k) => isNumber(f[k]))) return null;
  const money = (v: unknown) => formatMoney(Math.trunc(v as number), currency);
  const result = formatMoney(amount, currency);
  const say = (key: MessageKey, params: Record<string, unknown>) => translate(key, lang, { ...params, amount: result });
  switch (type) {
    case 'override':
      return say('commissions.formula.difference', { high: money(f.priceAccounted), low: money(f.beneficiaryPrice), units: f.units });
    case 'sale-profit':
      return say('commissions.formula.margin', { sales: money(f.salesValue), price: money(f.sellerPrice), quantity: f.quantity });
    case 'product-commission':
    case 'introducer':
    case 'affiliate':
      return say('commissions.formula.perUnit', { perUnit: money(f.perItem), units: f.quantity });
    case 'helper':
    case 'personal-level':
    case 'leadership':
      return say('commissions.formula.rate', { base: money(f.salesValue), rate: percent(f.rateBp as number) });
    case 'performance':
      return say('commissions.formula.rateDifference', { base: money(f.salesValue), rate: percent(f.rankRateBp as number), lower: percent(f.lowerRateBp as number) });
    case 'recruitment':
      return say('commissions.formula.fixed', {});
  }
}

const KIND_FORMULA: Record<Exclude<CommissionKind, 'earn'>, MessageKey> = {
  clawback: 'commissions.formula.clawback',
  forfeit: 'commissions.formula.forfeit',
  compression: 'commissions.formula.compression',
};

/**
 * A line's arithmetic in the caller's language, money in the company's currency. A reversal
 * (clawback, forfeit, compression) shows the arithmetic of what it reverses, from its own figures,
 * or the reversed line. Tolerant: figures a rule's keys do not cover are shown as `key: value`.
 */
export function formulaOf(line: Pick<CommissionLineView, 'type' | 'kind' | 'amount' | 'figures' | 'reversesId'>, currency: Currency, lang: UserCtx['lang']): string {
  const size = line.kind === 'earn' ? line.amount : Math.abs(line.amount);
  const f = line.figures;
  // A maintenance forfeit of the close (period.ts): every positive net of the type in the month at once.
  const forfeit =
    line.kind === 'forfeit' && isNumber(f.sources) && isNumber(f.net) && isNumber(f.ps) && isNumber(f.required)
      ? translate('commissions.formula.maintenance', lang, {
          sources: f.sources,
          net: formatMoney(f.net, currency),
          ps: f.basis === 'units' ? f.ps : formatMoney(f.ps, currency),
          required: f.basis === 'units' ? f.required : formatMoney(f.required, currency),
          amount: formatMoney(size, currency),
        })
      : null;
  const spelled = forfeit ?? arithmetic(line.type, line.figures, size, currency, lang);
  const body =
    spelled ??
    (line.kind !== 'earn' && line.reversesId
      ? translate('commissions.formula.reverses', lang, { id: line.reversesId, amount: formatMoney(size, currency) })
      : translate('commissions.formula.figures', lang, { figures: pairs(line.figures) || '—', amount: formatMoney(size, currency) }));
  return line.kind === 'earn' ? body : translate(KIND_FORMULA[line.kind], lang, { formula: body });
}

export interface CheckQuery extends ListParams {
  agentId?: number;
  period?: string;
  type: CommissionType;
}

/** GET /commission/check-calculation: every line of one agent, period and type with its formula; the total and count of all of them. */
export async function checkCalculation(ctx: UserCtx, query: CheckQuery): Promise<CheckCalculationView> {
  const { agentId, period = currentPeriod(), type, ...rest } = query;
  const agent = await subject(ctx, agentId, true);
  const scope = () => CommissionLine.of(ctx).where({ beneficiaryId: agent.id, period, type });
  const [sum] = await rowsOf<{ count: number | string; total: number | string | null }>(scope().count('* as count').sum('amount as total'));
  const page = await runList(scope(), lineSpec, rest);
  const currency = currencyOf(ctx);
  const views = await presentLines(ctx, page.items);
  const lines: CheckLineView[] = views.map((l) => ({ ...l, formula: formulaOf(l, currency, ctx.lang) }));
  return { agentId: agent.id, agentName: nameOf(agent), period, type, currency, total: Number(sum?.total ?? 0), count: Number(sum?.count ?? 0), lines, offset: page.offset };
}

// ---- income statement ----

/** Sum of payable lines of periods before `period` and entries dated before its first instant. */
async function balanceBefore(ctx: UserCtx, agentId: number, period: string, start: string): Promise<number> {
  const [lineSum] = await rowsOf<{ s: number | string | null }>(CommissionLine.of(ctx).where({ beneficiaryId: agentId }).where('period', '<', period).where('payable', true).sum('amount as s'));
  const [entrySum] = await rowsOf<{ s: number | string | null }>(CommissionEntry.of(ctx).where({ agentId }).where('createdAt', '<', start).sum('amount as s'));
  return Number(lineSum?.s ?? 0) + Number(entrySum?.s ?? 0);
}

/** GET /commission/income-statement: one agent's month (agents: their own, when the company shows it to them). */
export async function incomeStatement(ctx: UserCtx, query: { agentId?: number; period?: string }): Promise<IncomeStatementView> {
  if (ctx.user.role === 'agent' && !ctx.company.features.agentIncomeStatement) throw new ForbiddenError('commissions.incomeStatementOff');
  const agent = await subject(ctx, query.agentId, true);
  const period = query.period ?? currentPeriod();
  const [start, end] = periodBounds(period);
  const totals = await agentTotals(ctx, agent.id, period);
  const entries = await rowsOf<{
    kind: string;
    s: number | string | null;
  }>(CommissionEntry.of(ctx).where({ agentId: agent.id }).where('createdAt', '>=', start).where('createdAt', '<', end).groupBy('kind').select('kind').sum('amount as s'));
  const entry = (kind: string) => Number(entries.find((e) => e.kind === kind)?.s ?? 0);
  const status: PeriodStatus = (await CommissionPeriod.of(ctx).where({ period }).first())?.status ?? 'open';
  const openingBalance = await balanceBefore(ctx, agent.id, period, start);
  const commissionPayable = await payableNet(ctx, agent.id, period);
  const [withholding, payouts, transfers, adjustments] = [entry('withholding'), entry('payout'), entry('transfer'), entry('adjustment')];
  return {
    agentId: agent.id,
    agentName: nameOf(agent),
    period,
    status,
    currency: ctx.company.currency,
    types: totals,
    commissionPayable,
    saleProfit: saleProfitOf(totals),
    withholding,
    payouts,
    transfers,
    adjustments,
    openingBalance,
    closingBalance: openingBalance + commissionPayable + withholding + payouts + transfers + adjustments,
  };
}

/** GET /commission/estimate: the current (open) month's lines so far, by type. Period bonuses are written at the close only and are not estimated. */
export async function estimate(ctx: UserCtx, query: { agentId?: number }): Promise<EstimateView> {
  const agent = await subject(ctx, query.agentId, true);
  const period = currentPeriod();
  const totals = await agentTotals(ctx, agent.id, period);
  const commissionPayable = await payableNet(ctx, agent.id, period);
  return { agentId: agent.id, period, currency: ctx.company.currency, types: totals, commissionPayable, saleProfit: saleProfitOf(totals), periodBonusesIncluded: false };
}

// ---- qualification ----

const missing = (required: number, have: number) => Math.max(0, required - have);

/**
 * GET /commission/qualification: this month's live figures (agents/kpi.ts, today's tree and tiers),
 * maintenance, the next higher tier and the commission rank. Tier thresholds and maintenance are
 * in units when the company's MOQ switch is on, else in sales value (as maintenance,
 * docs/compensation.md); ranks always in sales value. Ranks climb in the order the rank table lists
 * them (lowest thresholds first): the current rank is the last whose three thresholds are met,
 * the next is the one after it.
 */
export async function qualification(ctx: UserCtx, query: { agentId?: number }): Promise<QualificationView> {
  const agent = await subject(ctx, query.agentId, true);
  const period = currentPeriod();
  const [amounts, units] = [(await salesKpis(ctx, [agent.id], period)).get(agent.id)!, (await salesKpis(ctx, [agent.id], period, 'units')).get(agent.id)!];
  const byUnits = Boolean(ctx.company.features.moq);
  const tier = agent.tierId ? await Tier.of(ctx).findById(agent.tierId) : undefined;
  const required = { amount: tier?.momAmount ?? 0, units: tier?.momUnit ?? 0 };
  const met = byUnits ? units.personalSales >= required.units : amounts.personalSales >= required.amount;

  const higher = Tier.of(ctx).orderBy('rankNumber', 'desc').orderBy('id');
  const next = await (tier ? higher.where('rankNumber', '<', tier.rankNumber) : higher).first();
  const have = byUnits ? units : amounts;
  const nextTier = next
    ? (() => {
        const need = byUnits ? { ps: next.psUnit, gs: next.gsUnit, tpgs: next.tpgsUnit } : { ps: next.psAmount, gs: next.gsAmount, tpgs: next.tpgsAmount };
        const needs = { ps: missing(need.ps, have.personalSales), gs: missing(need.gs, have.groupSales), tpgs: missing(need.tpgs, have.totalPersonalGroupSales), byUnits };
        return { id: next.id, name: next.levelName, required: need, needs };
      })()
    : null;

  const ranks = await CommissionRank.of(ctx).orderBy([{ column: 'totalPersonalGroupSales' }, { column: 'personalSales' }, { column: 'sideGroupSales' }, { column: 'id' }]);
  const meets = (r: CommissionRank) => amounts.personalSales >= r.personalSales && amounts.totalPersonalGroupSales >= r.totalPersonalGroupSales && amounts.sideGroupSales >= r.sideGroupSales;
  const at = ranks.reduce((found, r, i) => (meets(r) ? i : found), -1);
  const nextRankRow = ranks[at + 1];
  return {
    period,
    ps: { amount: amounts.personalSales, units: units.personalSales },
    gs: { amount: amounts.groupSales, units: units.groupSales },
    tpgs: { amount: amounts.totalPersonalGroupSales, units: units.totalPersonalGroupSales },
    sgs: amounts.sideGroupSales,
    maintenance: { required, met, byUnits },
    tier: tier ? { id: tier.id, name: tier.levelName } : null,
    nextTier,
    rank: at >= 0 ? { id: ranks[at].id, name: ranks[at].commissionName } : null,
    nextRank: nextRankRow
      ? {
          id: nextRankRow.id,
          name: nextRankRow.commissionName,
          required: { ps: nextRankRow.personalSales, tpgs: nextRankRow.totalPersonalGroupSales, sgs: nextRankRow.sideGroupSales },
          needs: {
            ps: missing(nextRankRow.personalSales, amounts.personalSales),
            tpgs: missing(nextRankRow.totalPersonalGroupSales, amounts.totalPersonalGroupSales),
            sgs: missing(nextRankRow.sideGroupSales, amounts.sideGroupSales),
          },
        }
      : null,
  };
}

// ---- zerorise ----

/**
 * First paid (not refunded) orders of the commissionable type (HQ sells) that carry no override or product
 * commission line: the orders zeroriseOverriding zeroed. Selected by the absence of those lines, not
 * by today's switch, which HQ may have turned since.
 */
function zeroedFirstOrders(ctx: UserCtx) {
  return Order.of(ctx)
    .where('orders.type', 'hq')
    .where('orders.isFirstOrder', true)
    .where('orders.paymentStatus', 'paid')
    .whereNotNull('orders.paidAt')
    .whereNull('orders.deletedAt')
    .whereNotExists(CommissionLine.of(ctx).whereColumn('commission_lines.orderId', 'orders.id').whereIn('commission_lines.type', ['override', 'product-commission']).select(raw('1')));
}

function paidIn<Q extends QueryBuilder<Order, Order[]>>(qb: Q, period: string | undefined): Q {
  if (!period) return qb;
  const [start, end] = periodBounds(period);
  return qb.where('orders.paidAt', '>=', start).where('orders.paidAt', '<', end) as Q;
}

const zeroriseSpec: ListSpec<Order> = {
  sort: { paidAt: 'orders.paid_at', orderNo: 'orders.order_no', grandTotal: 'orders.grand_total', id: 'orders.id' },
  defaultSort: ['paidAt', 'DESC'],
  filters: {
    buyerId: 'orders.buyer_id',
    period: (qb, value) => void paidIn(qb, periods(value)[0]),
  },
  search: ['orders.order_no'],
};

/** GET /zerorise/user-sales (HQ): the zeroed first orders, with their buyer and sales value (goods after discounts). */
export async function zeroriseSales(ctx: UserCtx, query: ListParams & { period?: string }): Promise<ListPage<ZeroriseOrderView>> {
  const { period, ...rest } = query;
  const items = OrderItem.of(ctx).whereColumn('order_items.orderId', 'orders.id');
  const qb = zeroedFirstOrders(ctx)
    .join('users as b', 'b.id', 'orders.buyerId')
    .select('orders.id', 'orders.orderNo', 'orders.buyerId', 'orders.paidAt', 'orders.grandTotal', 'b.firstName', 'b.lastName', 'b.username')
    .select(items.clone().sum('salesValue').as('salesValue'), items.clone().sum('units').as('itemUnits'));
  const page = await runList(qb, zeroriseSpec, withPlainFilters(rest, { period }));
  // runList types a page by the model queried; the select above adds the buyer's names and the sums.
  const rows = page.items as unknown as (Order & {
    firstName: string | null;
    lastName: string | null;
    username: string | null;
    salesValue: number | string | null;
    itemUnits: number | string | null;
  })[];
  return new ListPage(
    rows.map((o) => ({
      orderId: o.id,
      orderNo: o.orderNo,
      buyerId: o.buyerId,
      buyerName: nameOf({ id: o.buyerId, firstName: o.firstName, lastName: o.lastName, username: o.username }),
      period: periodOf(o.paidAt!),
      paidAt: dbTimeToIso(o.paidAt),
      salesValue: Number(o.salesValue ?? 0),
      units: Number(o.itemUnits ?? 0),
      grandTotal: Number(o.grandTotal),
    })),
    page.total,
    page.offset,
  );
}

/**
 * GET /zerorise/commission/history (HQ): the zeroed first orders (one page), each with the override
 * and product commission it would have paid (the engine's rule, today's tiers and prices), and the
 * totals over all pages (or one month of payment).
 */
export async function zeroriseHistory(ctx: UserCtx, query: ListParams & { period?: string }) {
  const page = await zeroriseSales(ctx, query);
  const items = [];
  for (const order of page.items) items.push({ ...order, zeroedOverride: await zeroedOverride(ctx, order.orderId) });
  const orders = () => paidIn(zeroedFirstOrders(ctx), query.period);
  const [o] = await rowsOf<{ count: number | string; grandTotal: number | string | null }>(orders().count('* as count').sum('orders.grandTotal as grandTotal'));
  const [i] = await rowsOf<{ salesValue: number | string | null; units: number | string | null }>(
    OrderItem.of(ctx).whereIn('orderId', orders().select('orders.id')).sum('salesValue as salesValue').sum('units as units'),
  );
  return {
    currency: ctx.company.currency,
    period: query.period ?? null,
    count: Number(o?.count ?? 0),
    salesValue: Number(i?.salesValue ?? 0),
    units: Number(i?.units ?? 0),
    grandTotal: Number(o?.grandTotal ?? 0),
    orders: items,
    total: page.total,
    offset: page.offset,
  };
}
