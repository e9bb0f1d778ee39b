import type { DataProvider, GetListParams, GetOneParams, RaRecord } from 'react-admin';
import type { CheckLineView, CommissionType, CompanyCommissionView, EligibilityView, IncomeStatementView, PayoutStatus, PayoutView, PeriodView, TypeTotal } from '../../../common/commissions';
import { asRecord, asRecords } from '../providers/documentedProvider';
import { apiCall } from '../providers/httpClient';
import { downloadFile } from '../agents/api';
import { cleanFilter } from '../orders/api';

/**
 * The commission and payout calls (docs/api.md; server/modules/commissions), with the
 * shapes of common/commissions.ts, which the server's reads return too.
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

/** Totals of one type or of all types. */
type Totals = Omit<TypeTotal, 'type'>;

/**
 * GET /commission/company: `periods` (per month: status, totals per type, net) and, with
 * ?period= (and type), `agents`: one page of agents with their totals.
 */
type CompanyAnswer = CompanyCommissionView;

export interface CompanyTotals {
  types: TypeTotal[];
  total: number;
}

/** The month's totals per type (GET /commission/company?from=&to=, that month only). */
export async function companyTotals(period: string): Promise<CompanyTotals> {
  const { data } = await apiCall<CompanyAnswer>('/commission/company', { query: { from: period, to: period } });
  const month = data.periods.find((p) => p.period === period);
  return { types: month?.types ?? [], total: month?.net ?? 0 };
}

/** One agent's totals in the month (of the chosen type, else of all types). */
export interface AgentCommissionRow extends RaRecord, Totals {
  id: number;
  agentId: number;
  agentName: string;
  tierName: string | null;
}

/** The columns the per-agent rows sort by (the reads module's list). */
export const AGENT_SORTS = ['net', 'earned', 'agentId', 'agentName'];

/**
 * `commission-agents`: GET /commission/company?period=[&type=] in the list dialect (search `q`,
 * sort, range): one page of the month's agents with their totals.
 */
export const agentRowsProvider: Partial<DataProvider> = {
  getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
    const { top, rest } = split(params.filter, ['period', 'type']);
    const sort = params.sort?.field && AGENT_SORTS.includes(params.sort.field) ? params.sort : undefined;
    const { data } = await apiCall<CompanyAnswer>('/commission/company', { query: { ...listQuery({ ...params, sort }, rest), ...top }, signal: params.signal });
    const rows: AgentCommissionRow[] = (data.agents?.items ?? []).map(({ tier, ...a }) => ({ ...a, id: a.agentId, tierName: tier?.name ?? null }));
    return { data: asRecords<R>(rows), total: data.agents?.total ?? rows.length };
  },
};

// ---------------------------------------------------------------- lines, check calculation, income statement

/** `commission-lines`: GET /commission (agentId, period, type, kind as parameters; list dialect). */
export const linesProvider: Partial<DataProvider> = {
  getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
    const { top, rest } = split(params.filter, ['agentId', 'period', 'type', 'kind']);
    const { data, headers } = await apiCall<RaRecord[]>('/commission', { query: { ...listQuery(params, rest), ...top }, signal: params.signal });
    return { data: asRecords<R>(data), total: totalOf(headers, data.length) };
  },
};

/** GET /commission/check-calculation: the type's total and count in the month, and one page of its lines from `offset`. */
export interface CheckCalculation {
  agentName?: string;
  total: number;
  count: number;
  lines: CheckLineView[];
}

/** Lines per page of check calculation. */
export const CHECK_PAGE = 100;

export const checkCalculation = async (agentId: number, period: string, type: CommissionType, offset = 0) =>
  (await apiCall<CheckCalculation>('/commission/check-calculation', { query: { agentId, period, type, range: JSON.stringify([offset, offset + CHECK_PAGE - 1]) } })).data;

export const incomeStatement = async (agentId: number, period: string) => (await apiCall<IncomeStatementView>('/commission/income-statement', { query: { agentId, period } })).data;

// ---------------------------------------------------------------- periods

export interface PeriodRow extends PeriodView, RaRecord {
  id: string;
}

/** Every period of the company (GET /commission/periods: a plain list, newest first, one row per month). */
const allPeriods = async () => (await apiCall<PeriodView[]>('/commission/periods')).data;

/** `commission-periods`: the periods sorted and paged here (the call takes no list parameters); a period is its own id. */
export const periodsProvider: Partial<DataProvider> = {
  getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
    const rows = (await allPeriods()).map((p) => ({ ...p, id: p.period }));
    const ascending = params.sort?.order === 'ASC';
    rows.sort((a, b) => (ascending ? a.period.localeCompare(b.period) : b.period.localeCompare(a.period)));
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    return { data: asRecords<R>(rows.slice((page - 1) * perPage, page * perPage)), total: rows.length };
  },
};

/** The newest closed period, or null (none closed yet). */
export async function lastClosedPeriod(): Promise<string | null> {
  const closed = (await allPeriods()).filter((p) => p.status === 'closed').map((p) => p.period);
  return closed.sort().at(-1) ?? null;
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
/** What a close answers: the stored totals, line count and hash. */
export type ClosedPeriod = Pick<PeriodView, 'period' | 'lineCount' | 'totals' | 'hash'>;
export const closePeriod = async (period: string) => (await apiCall<ClosedPeriod>(`${periodPath(period)}/close`, { method: 'POST', body: {} })).data;
export const verifyPeriod = async (period: string) => (await apiCall<PeriodVerify>(`${periodPath(period)}/verify`)).data;

// ---------------------------------------------------------------- payouts

/** `commission-payouts`: GET /commission/payouts (list dialect; filter status, agentId) and one payout. */
export const payoutsProvider: Partial<DataProvider> = {
  getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
    const { data, headers } = await apiCall<PayoutView[]>('/commission/payouts', { query: listQuery(params, params.filter ?? {}), signal: params.signal });
    return { data: asRecords<R>(data), total: totalOf(headers, data.length) };
  },
  getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams<R>) => ({ data: asRecord<R>(await payoutOf(Number(params.id))) }),
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

/** A row of GET /promote-demote/eligible: an agent who met a higher tier's figures in a closed period (undecided ones). */
export type EligibleRow = EligibilityView;

export const eligibleAgents = async () => (await apiCall<EligibleRow[]>('/promote-demote/eligible', { query: { range: JSON.stringify([0, 99]) } })).data;

export const dismissEligible = async (id: number) => (await apiCall<unknown>(`/promote-demote/eligible/${encodeURIComponent(String(id))}/dismiss`, { method: 'POST', body: {} })).message;
