import { HttpError, type CreateParams, type DataProvider, type DeleteParams, type GetListParams, type GetOneParams, type RaRecord } from 'react-admin';
import { asRecord, asRecords } from '../providers/documentedProvider';
import { apiCall } from '../providers/httpClient';
import { useLoad } from '../shared/query';

/**
 * The inventory resource on its documented calls (docs/api.md: "Inventory"):
 * list → `GET /inventory` (stock per product/variant), or `GET /inventory/update-history` when the
 * list asks with `meta: { history: true }`; create → `POST /inventory/store`; delete →
 * `DELETE /inventory/delete-history/:id` (only movements can be deleted).
 */

export interface PickerItem {
  id: number;
  name: string;
  sku: string;
  qty: number;
  variants: { id: number; label: string; qty: number; optionIds: number[] }[];
}

/** The store choice 'agents' stands for every agent's store (type=agent). */
export const ALL_AGENTS = 'agents';

function listQuery(params: Partial<GetListParams>): Record<string, string> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const filter = { ...(params.filter ?? {}) };
  if (filter.storeId === ALL_AGENTS) {
    delete filter.storeId;
    if (!params.meta?.history) filter.type = 'agent';
  }
  const query: Record<string, string> = {
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(filter),
  };
  if (params.sort?.field) query.sort = JSON.stringify([params.sort.field, params.sort.order]);
  return query;
}

function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('content-range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
}

/** The form's fields → the API's: direction + amount become qtyIn or qtyOut. */
export function stockBody(data: Record<string, unknown>) {
  const amount = data.amount === '' || data.amount === undefined || data.amount === null ? null : Number(data.amount);
  const body: Record<string, unknown> = {
    productId: data.productId,
    variantId: data.variantId || null,
    invType: data.invType || null,
    remarks: (data.remarks as string | undefined)?.trim() || null,
  };
  if (data.storeId) body.storeId = data.storeId;
  if (data.direction === 'out') body.qtyOut = amount ?? 0;
  else if (data.direction === 'in') body.qtyIn = amount ?? 0;
  if (data.invType === 'return') body.returnReason = data.returnReason ?? null;
  return body;
}

/** The server names the amount qtyIn/qtyOut; the form shows it beside its one amount field. */
function formErrors(err: unknown): never {
  if (err instanceof HttpError && err.body?.errors) {
    const errors = { ...(err.body.errors as Record<string, string>) };
    for (const key of ['qtyIn', 'qtyOut']) {
      if (errors[key]) {
        errors.amount ??= errors[key];
        delete errors[key];
      }
    }
    throw new HttpError(err.message, err.status, { ...err.body, errors });
  }
  throw err;
}

export const inventoryProvider: Partial<DataProvider> = {
  getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
    const path = params.meta?.history ? '/inventory/update-history' : '/inventory';
    const { data, headers } = await apiCall<RaRecord[]>(path, { query: listQuery(params) });
    return { data: asRecords<R>(data), total: totalOf(headers, data.length) };
  },
  getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams<R>) => ({
    data: asRecord<R>((await apiCall<RaRecord>(`/inventory/update-history/${encodeURIComponent(String(params.id))}`)).data),
  }),
  create: async <R extends RaRecord>(_resource: string, params: CreateParams) => {
    try {
      const { data } = await apiCall<RaRecord>('/inventory/store', { method: 'POST', body: stockBody(params.data) });
      return { data: asRecord<R>(data) };
    } catch (err) {
      return formErrors(err);
    }
  },
  delete: async <R extends RaRecord>(_resource: string, params: DeleteParams<R>) => {
    const { data } = await apiCall<RaRecord>(`/inventory/delete-history/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: asRecord<R>({ ...data, id: params.id }) };
  },
};

/** Products with their variants and levels in a store for the update form (GET /inventory/select). */
export async function pickerItems(search: string, storeId = 0): Promise<PickerItem[]> {
  const { data } = await apiCall<PickerItem[]>('/inventory/select', {
    query: { perPage: 100, search: search || undefined, storeId: storeId || undefined, sort: JSON.stringify(['name', 'ASC']) },
  });
  return data;
}

export interface StoreChoice {
  id: number | string;
  name: string;
}

/** HQ (0) and the company's agents holding stock (GET /list-agent, first 100 by name). */
export function useStoreChoices(hqLabel: string): StoreChoice[] {
  const agents = useLoad(['inventory', 'stores'], async (signal) => {
    const { data } = await apiCall<{ id: number; name: string; email: string }[]>('/list-agent', { query: { perPage: 100, sort: JSON.stringify(['name', 'ASC']) }, signal });
    return data.map((a): StoreChoice => ({ id: a.id, name: `${a.name} (${a.email})` }));
  }).data;
  return [{ id: 0, name: hqLabel }, ...(agents ?? [])];
}
