import type { DataProvider, DeleteManyParams, DeleteParams, Identifier, RaRecord } from 'react-admin';
import { asRecord, documentedProvider } from '../providers/documentedProvider';
import { apiCall } from '../providers/httpClient';

/** The fields POST /voucher/store accepts (the record also carries used, remaining, status …, which the server owns). */
const WRITABLE = [
  'voucherName',
  'voucherType',
  'voucherCode',
  'voucherQuota',
  'voucherStartDate',
  'voucherStopDate',
  'voucherDisc',
  'voucherMinPurchase',
  'voucherUsgLimit',
  'freeShipping',
  'firstOrder',
  'package',
] as const;

export function voucherBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of WRITABLE) if (data[key] !== undefined && data[key] !== null) body[key] = data[key];
  if (typeof body.voucherCode === 'string') body.voucherCode = body.voucherCode.trim().toUpperCase();
  return body;
}

const remove = (id: Identifier) => apiCall(`/voucher/delete/${encodeURIComponent(String(id))}`, { method: 'DELETE' });

/**
 * The vouchers resource on its API (server/modules/vouchers/routes.ts): `GET /voucher` (list
 * dialect), `GET /voucher/:id`, `POST /voucher/store` (create, and update with the id),
 * `DELETE /voucher/delete/:id` (refused with a message once the voucher was used).
 */
export const voucherProvider: Partial<DataProvider> = {
  ...documentedProvider({ list: '/voucher', update: 'store', body: voucherBody }),
  delete: async <R extends RaRecord>(_resource: string, params: DeleteParams<R>) => {
    await remove(params.id);
    return { data: params.previousData ?? asRecord<R>({ id: params.id }) };
  },
  deleteMany: async <R extends RaRecord>(_resource: string, params: DeleteManyParams<R>) => {
    for (const id of params.ids) await remove(id);
    return { data: params.ids };
  },
};

/** The uses of the vouchers (GET /voucher/history), read only. */
export const usageProvider: Partial<DataProvider> = { getList: documentedProvider({ list: '/voucher/history' }).getList };
