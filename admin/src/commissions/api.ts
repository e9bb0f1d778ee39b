import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type {
  CheckLineView,
  CommissionType,
  IncomeStatementView,
  PayoutStatus,
  PayoutView,
  PeriodView,
  TypeTotal,
} from '../../../common/commissions';
import { COMMISSION_TYPES } from '../../../common/commissions';
import { apiCall } from '../providers/httpClient';
import { downloadFile } from '../agents/api';
import { cleanFilter } from '../orders/api';

/**
 * The commission and payout calls of COMM.md's API list (server/modules/commissions). Shapes are
 * those of common/commissions.ts; the few the list leaves open (company totals, per-agent rows,
 * promotion eligibility) are read by the normalisers below.
 */

export type { CheckLineView, CommissionLineView, IncomeStatementView, PayoutView, PeriodView, TypeTotal } from '../../../common/commissions';

function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('content-range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
}

/** The simple-rest part of a list call: range, sort, and the filter without empty values. */
function listQuery(params: Partial<GetListParams>, filter: Record<string, unknown>): Record<string, string> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const query: Record<string, string> = {
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(cleanFilter(filter)),
  };
  if (params.sort?.field) query.sort = JSON.stringify([params.sort.field, params.sort.order]);
  return query;
}

/** Splits the list's filter into the named top-level parameters of the call and the rest (the list dialect's `filter`). */
function split(filter: Record<string, unknown> = {}, topLevel: string[]) {
  const top: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(cleanFilter(filter))) {
    if (topLevel.includes(key)) top[key] = String(value);
    else rest[key] = value;
  }
  return { top, rest };
}

// ---------------------------------------------------------------- company totals and per-agent rows

/** A number of an answer, 0 when absent. */
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const isType = (value: unknown): value is CommissionType => typeof value === 'string' && (COMMISSION_TYPES as readonly string[]).includes(value);

/** Per-type totals from a list of TypeTotal or a record type → net. */
function typeTotalsOf(value: unknown): TypeTotal[] {
  if (Array.isArray(value)) {
    return value
      .filter((t): t is Record<string, unknown> => !!t && typeof t === 'object' && isType((t as Record<string, unknown>).type))
      .map((t) => ({ type: t.type as CommissionType, earned: num(t.earned), clawedBack: num(t.clawedBack), adjusted: num(t.adjusted), net: num(t.net ?? t.amount) }));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([type]) => isType(type))
      .map(([type, net]) => ({ type: type as CommissionType, earned: num(net), clawedBack: 0, adjusted: 0, net: num(net) }));
  }
  return [];
}

export interface CompanyTotals {
  types: TypeTotal[];
  total: number;
}

/** GET /commission/company?period=: the period's totals per type (TypeTotal[], or `{ types, total }` like the estimate). */
export async function companyTotals(period: string): Promise<CompanyTotals> {
  const { data } = await apiCall<unknown>('/commission/company', { query: { period } });
  const body = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const types = typeTotalsOf(Array.isArray(data) ? data : (body.types ?? body.totals));
  return { types, total: typeof body.total === 'number' ? body.total : types.reduce((sum, t) => sum + t.net, 0) };
}

/** One agent's row of the period: its net per type and in all. */
export interface AgentCommissionRow extends RaRecord {
  id: number;
  agentId: number;
  agentName: string;
  tierName: string | null;
  nets: Partial<Record<CommissionType, number>>;
  total: number;
}

function agentRowOf(raw: Record<string, unknown>, type: CommissionType | null): AgentCommissionRow {
  const agentId = num(raw.agentId ?? raw.beneficiaryId ?? raw.id);
  const tier = raw.tier as unknown;
  const tierName =
    typeof raw.tierName === 'string' ? raw.tierName : tier && typeof tier === 'object' ? String((tier as Record<string, unknown>).levelName ?? (tier as Record<string, unknown>).name ?? '') || null : typeof tier === 'string' ? tier : null;
  const nets: Partial<Record<CommissionType, number>> = {};
  for (const t of typeTotalsOf(raw.nets ?? raw.types ?? raw.totals)) nets[t.type] = t.net;
  if (type && nets[type] === undefined && typeof raw.net === 'number') nets[type] = raw.net;
  const total = typeof raw.total === 'number' ? raw.total : Object.values(nets).reduce((sum, n) => sum + (n ?? 0), 0);
  return { id: agentId, agentId, agentName: String(raw.agentName ?? raw.beneficiaryName ?? raw.name ?? `#${agentId}`), tierName, nets, total };
}

/**
 * `commission-agents`: GET /commission/company?period=&type= in the list dialect (search `q`,
 * sort, range) — the period's per-agent rows; `type=all` asks for every type's net per agent.
 */
export const agentRowsProvider: Partial<DataProvider> = {
  getList: (async (_resource: string, params: GetListParams) => {
    const { top, rest } = split(params.filter, ['period', 'type']);
    const type = isType(top.type) ? top.type : null;
    const { data, headers } = await apiCall<Record<string, unknown>[]>('/commission/company', {
      query: { ...listQuery(params, rest), period: top.period, type: type ?? 'all' },
      signal: params.signal,
    });
    const rows = (Array.isArray(data) ? data : []).map((r) => agentRowOf(r, type));
    return { data: rows, total: totalOf(headers, rows.length) };
  }) as never,
};

// ---------------------------------------------------------------- lines, check calculation, income statement

/** `commission-lines`: GET /commission (agentId, period, type, kind as parameters; list dialect). */
export const linesProvider: Partial<DataProvider> = {
  getList: (async (_resource: string, params: GetListParams) => {
    const { top, rest } = split(params.filter, ['agentId', 'period', 'type', 'kind']);
    const { data, headers } = await apiCall<RaRecord[]>('/commission', { query: { ...listQuery(params, rest), ...top }, signal: params.signal });
    return { data, total: totalOf(headers, data.length) };
  }) as never,
};

export interface CheckCalculation {
  total: number;
  count: number;
  lines: CheckLineView[];
}

export const checkCalculation = async (agentId: number, period: string, type: CommissionType) =>
  (await apiCall<CheckCalculation>('/commission/check-calculation', { query: { agentId, period, type } })).data;

export const incomeStatement = async (agentId: number, period: string) =>
  (await apiCall<IncomeStatementView>('/commission/income-statement', { query: { agentId, period } })).data;

// ---------------------------------------------------------------- periods

export interface PeriodRow extends PeriodView, RaRecord {
  id: string;
}

/** `commission-periods`: GET /commission/periods (list dialect); a period is its own id. */
export const periodsProvider: Partial<DataProvider> = {
  getList: (async (_resource: string, params: GetListParams) => {
    const { data, headers } = await apiCall<PeriodView[]>('/commission/periods', { query: listQuery(params, params.filter ?? {}), signal: params.signal });
    return { data: data.map((p) => ({ ...p, id: p.period })), total: totalOf(headers, data.length) };
  }) as never,
};

/** The newest closed period, or null (none closed yet). */
export async function lastClosedPeriod(): Promise<string | null> {
  const { data } = await apiCall<PeriodView[]>('/commission/periods', {
    query: { range: JSON.stringify([0, 0]), sort: JSON.stringify(['period', 'DESC']), filter: JSON.stringify({ status: 'closed' }) },
  });
  return data[0]?.period ?? null;
}

export interface PeriodPreview {
  period: string;
  totals: Partial<Record<CommissionType, number>>;
  lineCount: number;
}
export interface PeriodVerify {
  hash: string;
  stored: string | null;
  same: boolean;
}

const periodPath = (period: string) => `/commission/periods/${encodeURIComponent(period)}`;
export const previewPeriod = async (period: string) => (await apiCall<PeriodPreview>(`${periodPath(period)}/preview`)).data;
export const closePeriod = async (period: string) => (await apiCall<PeriodView>(`${periodPath(period)}/close`, { method: 'POST', body: {} })).data;
export const verifyPeriod = async (period: string) => (await apiCall<PeriodVerify>(`${periodPath(period)}/verify`)).data;

// ---------------------------------------------------------------- payouts

/** `commission-payouts`: GET /commission/payouts (list dialect; filter status, agentId) and one payout. */
export const payoutsProvider: Partial<DataProvider> = {
  getList: (async (_resource: string, params: GetListParams) => {
    const { data, headers } = await apiCall<PayoutView[]>('/commission/payouts', { query: listQuery(params, params.filter ?? {}), signal: params.signal });
    return { data, total: totalOf(headers, data.length) };
  }) as never,
  getOne: (async (_resource: string, params: { id: unknown }) => ({ data: await payoutOf(Number(params.id)) })) as never,
};

export const payoutOf = async (id: number) => (await apiCall<PayoutView>(`/commission/payouts/${encodeURIComponent(String(id))}`)).data;

async function payoutAction(id: number, action: string, body: Record<string, unknown> = {}) {
  const { data, message } = await apiCall<PayoutView>(`/commission/payouts/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body });
  return { data, message };
}
export const approvePayout = (id: number) => payoutAction(id, 'approve');
export const rejectPayout = (id: number, reason: string) => payoutAction(id, 'reject', { reason });
export const markPayoutPaid = (id: number, reference: string, paidOn: string) => payoutAction(id, 'mark-paid', { reference, paidOn });

/** The approved payouts as the bank-transfer CSV (GET /commission/payouts/export.csv?status=approved). */
export const downloadApprovedPayouts = () => downloadFile('/commission/payouts/export.csv', { status: 'approved' satisfies PayoutStatus }, 'payouts-approved.csv');

// ---------------------------------------------------------------- promotion eligibility

/** A row of GET /promote-demote/eligible: an agent who met a higher tier's figures in a closed period. */
export interface EligibleRow {
  id: number;
  period: string;
  agentId: number;
  agentName: string;
  fromTier: string | null;
  toTier: string | null;
}

const nameOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? ((value as Record<string, unknown>).levelName ?? (value as Record<string, unknown>).name ?? null) as string | null : null;

export async function eligibleAgents(): Promise<EligibleRow[]> {
  const { data } = await apiCall<Record<string, unknown>[]>('/promote-demote/eligible', { query: { range: JSON.stringify([0, 99]) } });
  return (Array.isArray(data) ? data : []).map((r) => {
    const agent = r.agent && typeof r.agent === 'object' ? (r.agent as Record<string, unknown>) : {};
    const agentId = num(r.agentId ?? agent.id);
    return {
      id: num(r.id),
      period: String(r.period ?? ''),
      agentId,
      agentName: String(r.agentName ?? agent.name ?? `#${agentId}`),
      fromTier: nameOf(r.fromTierName ?? r.fromTier),
      toTier: nameOf(r.toTierName ?? r.toTier),
    };
  });
}

export const dismissEligible = async (id: number) => (await apiCall<unknown>(`/promote-demote/eligible/${encodeURIComponent(String(id))}/dismiss`, { method: 'POST', body: {} })).message;
