import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { SettlementRow, SettlementSummary } from '../../../common/api/payments';
import type { IntegrationField, IntegrationGroup, IntegrationStatus, IntegrationType } from '../../../common/integrations';
import { get, post } from '../../../common/web/api';
import { asRecords } from '../providers/documentedProvider';
import { apiCall } from '../providers/httpClient';
import { downloadFile } from '../agents/api';
import type { GatewayPaymentStatus } from '../../../common/payments';

export { ApiError } from '../../../common/web/api';

// ---------------------------------------------------------------- integration setups

export type SetupField = IntegrationField;

export interface SetupState {
  id: number;
  status: IntegrationStatus;
  /** Secret values masked (`••••` + last 4), the others plain. */
  values: Record<string, string | number | null>;
  updatedAt: string | null;
}

/** One integration type of GET /integration/setup/config. */
export interface SetupType {
  type: IntegrationType;
  group: IntegrationGroup;
  fields: SetupField[];
  setup: SetupState | null;
}

export const setupConfig = () => get<SetupType[]>('/integration/setup/config');
export const storeSetup = (type: string, values: Record<string, unknown>) => post<SetupType['setup']>('/integration/setup/store', { type, values });
export const disableSetup = (setupId: number) => post<unknown>('/integration/setup/disable', { setupId });

/**
 * A 422's per-field messages as the dialog's field names: the server may name them
 * `values.<field>` (the body's nesting) or `<field>`.
 */
export function fieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^values\./, ''), message]));
}

// ---------------------------------------------------------------- settlement report

export { GATEWAY_PAYMENT_STATUSES as SETTLEMENT_STATUSES, PAYMENT_PURPOSES as SETTLEMENT_PURPOSES } from '../../../common/payments';
export type SettlementStatus = GatewayPaymentStatus;

export type { SettlementRow, SettlementSummary };

/** The list's filter form values → the query the three settlement calls share (`q` is sent as `search`). */
export function settlementQuery(filter: Record<string, unknown> = {}): Record<string, string | undefined> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    status: text(filter.status),
    dateFrom: text(filter.dateFrom),
    dateTo: text(filter.dateTo),
    purpose: text(filter.purpose),
    search: text(filter.q),
  };
}

function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('content-range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
}

/** The columns the report sorts by (server/modules/payments/settlement.ts). */
export const SETTLEMENT_SORTS = ['id', 'date', 'amount', 'status'];

/** The read-only `settlements` resource on GET /settlement/reportdata (page, perPage, sort and the filters). */
export const settlementProvider: Partial<DataProvider> = {
  getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const sort = params.sort?.field && SETTLEMENT_SORTS.includes(params.sort.field) ? JSON.stringify([params.sort.field, params.sort.order]) : undefined;
    const { data, headers } = await apiCall<SettlementRow[]>('/settlement/reportdata', {
      query: { page, perPage, sort, ...settlementQuery(params.filter) },
    });
    return { data: asRecords<R>(data), total: totalOf(headers, data.length) };
  },
};

export const settlementSummary = (filter: Record<string, unknown>) => get<SettlementSummary>('/settlement/getpayment', settlementQuery(filter));

/** GET /settlement/downloaddata with the list's filters, saved as a file (bearer token sent). */
export const downloadSettlements = (filter: Record<string, unknown>) => downloadFile('/settlement/downloaddata', settlementQuery(filter), 'settlement-report.csv');
