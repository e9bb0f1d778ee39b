import type { CreateParams, DataProvider, DeleteManyParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import { apiCall } from './httpClient';

/**
 * Data-provider methods on the documented calls of docs/api.md: `GET <list>` in the simple-rest
 * dialect (range, sort, filter; total in Content-Range), `POST <base>/store`, `POST <base>/update`
 * and `DELETE <base>/delete?id=`. One record is `GET <list>/:id`, or the list filtered by id.
 */
export interface DocumentedCalls {
  list: string;
  /** Where store/update/delete live; `list` when absent. */
  base?: string;
  /** How one record is read: `GET <list>/:id` ('path', the default) or the list filtered by id ('filter'). */
  getOne?: 'path' | 'filter';
  /** Where an edit goes: `<base>/update` (the default), or `<base>/store` with the id in the body ('store'). */
  update?: 'update' | 'store';
  /** The API body of a create or update: JSON, or FormData for uploads. Default: the writable fields. */
  body?: (data: Record<string, unknown>) => Record<string, unknown> | FormData;
  /** The form's view of one record read or saved through the API (lists stay as the API sends them). */
  record?: (data: RaRecord) => RaRecord;
}

/**
 * react-admin's data-provider methods are generic in the record type the calling page expects.
 * The API's answer is that record by the API's contract (docs/api.md), which the console does not
 * check at run time: these two say so, in place of a cast at every method.
 */
export const asRecord = <R extends RaRecord>(data: { id: Identifier }): R => data as R;
export const asRecords = <R extends RaRecord>(data: readonly { id: Identifier }[]): R[] => data as R[];

/** Read-only fields the server would refuse (strict schemas). */
const SERVER_OWNED = ['id', 'companyId', 'createdAt', 'updatedAt', 'tiers', 'pdfUrl', 'allTiers'];

/** The record less the fields the server owns and those left undefined. */
export function writable(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !SERVER_OWNED.includes(key) && value !== undefined));
}

function totalOf(headers: Headers, fallback: number): number {
  const range = headers.get('content-range');
  const total = range ? Number(range.split('/').pop()) : NaN;
  return Number.isFinite(total) ? total : fallback;
}

/** The simple-rest query of a list: range, sort and filter as JSON. */
function listQuery(params: Partial<GetListParams>): Record<string, string> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const query: Record<string, string> = {
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(params.filter ?? {}),
  };
  if (params.sort?.field) query.sort = JSON.stringify([params.sort.field, params.sort.order]);
  return query;
}

function withId(body: Record<string, unknown> | FormData, id: Identifier) {
  if (!(body instanceof FormData)) return { ...body, id };
  body.set('id', String(id));
  return body;
}

export function documentedProvider(calls: DocumentedCalls): Partial<DataProvider> {
  const base = calls.base ?? calls.list;
  const bodyOf = calls.body ?? writable;
  const record = calls.record ?? ((r: RaRecord) => r);
  const list = async (params: Partial<GetListParams>) => {
    const { data, headers } = await apiCall<RaRecord[]>(calls.list, { query: listQuery(params) });
    return { data, total: totalOf(headers, data.length) };
  };
  const one = async (id: Identifier) => {
    if (calls.getOne !== 'filter') return record((await apiCall<RaRecord>(`${calls.list}/${encodeURIComponent(String(id))}`)).data);
    const { data } = await list({ filter: { id }, pagination: { page: 1, perPage: 1 } });
    if (!data[0]) throw new Error('ra.notification.item_doesnt_exist');
    return record(data[0]);
  };
  const remove = (id: Identifier) => apiCall(`${base}/delete`, { method: 'DELETE', query: { id: String(id) } });
  return {
    getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
      const { data, total } = await list(params);
      return { data: asRecords<R>(data), total };
    },
    getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams<R>) => ({ data: asRecord<R>(await one(params.id)) }),
    getMany: async <R extends RaRecord>(_resource: string, params: GetManyParams<R>) => {
      const { data } = await list({ filter: { id: params.ids }, pagination: { page: 1, perPage: 100 } });
      return { data: asRecords<R>(data) };
    },
    create: async <R extends RaRecord>(_resource: string, params: CreateParams) => {
      const { data } = await apiCall<RaRecord>(`${base}/store`, { method: 'POST', body: bodyOf(params.data) });
      return { data: asRecord<R>(record(data)) };
    },
    update: async <R extends RaRecord>(_resource: string, params: UpdateParams) => {
      const path = `${base}/${calls.update ?? 'update'}`;
      const { data } = await apiCall<RaRecord>(path, { method: 'POST', body: withId(bodyOf({ ...params.data }), params.id) });
      return { data: asRecord<R>(record(data)) };
    },
    delete: async <R extends RaRecord>(_resource: string, params: DeleteParams<R>) => {
      await remove(params.id);
      return { data: params.previousData ?? asRecord<R>({ id: params.id }) };
    },
    deleteMany: async <R extends RaRecord>(_resource: string, params: DeleteManyParams<R>) => {
      for (const id of params.ids) await remove(id);
      return { data: params.ids };
    },
  };
}
