import type { DataProvider, GetListParams, GetOneParams, RaRecord } from 'react-admin';
import { asRecord, asRecords } from '../providers/documentedProvider';
import type { OrderStage, PaymentType, ShipmentType } from '../../../common/orders';
import { apiCall } from '../providers/httpClient';

/**
 * The manage-orders calls of the orders contract (server/modules/orders/routes.ts): the list in the
 * simple-rest dialect, its stage counts, one order, and the actions HQ takes on orders.
 */

export type { Amounts, Order, OrderCan, OrderEventView, OrderItemView } from '../../../common/api/orders';
import type { Amounts, Order } from '../../../common/api/orders';

/** GET /manage-orders/summary: orders per stage under the list's filters (stage left out). */
export type StageCounts = Record<OrderStage | 'all', number>;

function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('content-range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
}

/** The list's filters without empty values (the server refuses unknown or malformed ones). */
export function cleanFilter(filter: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * The manage-orders resource: list (`GET /manage-orders`, simple-rest; the reply's message is
 * the search notice when one applies) and one order (`GET /manage-orders/:id`).
 */
export const ordersProvider: Partial<DataProvider> = {
  getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const query: Record<string, string> = {
      range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
      filter: JSON.stringify(cleanFilter(params.filter)),
    };
    if (params.sort?.field) query.sort = JSON.stringify([params.sort.field, params.sort.order]);
    const { data, headers, message } = await apiCall<RaRecord[]>('/manage-orders', { query, signal: params.signal });
    return { data: asRecords<R>(data), total: totalOf(headers, data.length), meta: { message } };
  },
  getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams<R>) => ({ data: asRecord<R>(await orderOf(Number(params.id))) }),
};

export async function stageCounts(filter: Record<string, unknown>): Promise<StageCounts> {
  const { stage: _stage, ...rest } = cleanFilter(filter);
  return (await apiCall<StageCounts>('/manage-orders/summary', { query: { filter: JSON.stringify(rest) } })).data;
}

export async function orderOf(id: number): Promise<Order> {
  return (await apiCall<Order>(`/manage-orders/${encodeURIComponent(String(id))}`)).data;
}

async function postOf<T>(path: string, body: unknown): Promise<{ data: T; message: string }> {
  const { data, message } = await apiCall<T>(path, { method: 'POST', body });
  return { data, message };
}

export const approveOrders = (ids: number[]) => postOf<{ approved: number[] }>('/manage-orders/approve', { ids });
export const cancelOrders = (ids: number[], reason?: string) => postOf<{ cancelled: number[] }>('/manage-orders/cancel', reason ? { ids, reason } : { ids });
export const markPaid = (id: number) => postOf<Order>('/manage-orders/mark-paid', { id });
export const enterTracking = (id: number, trackingNo: string) => postOf<Order>('/manage-orders/tracking', { id, trackingNo });
export const completeOrder = (id: number) => postOf<Order>('/manage-orders/complete', { id });
export const updatePickup = (id: number, pickupAt: string) => postOf<Order>('/manage-orders/update-pickup', { id, pickupAt });

// ---------------------------------------------------------------- HQ's new order

export interface NewOrderItem {
  itemType: 'product' | 'package';
  productId?: number;
  variantId?: number;
  packageId?: number;
  quantity: number;
}

export interface NewOrderBody {
  buyerId: number;
  items: NewOrderItem[];
  shipmentType: ShipmentType;
  shipmentId?: number;
  pickupAt?: string;
  paymentType: PaymentType;
  voucherCode?: string;
  orderNotes?: string;
  markPaid?: boolean;
}

export const quoteOrder = (body: NewOrderBody) => postOf<Amounts>('/manage-orders/quote', body);
export const storeOrder = (body: NewOrderBody) => postOf<Order>('/manage-orders/store', body);

export interface Choice {
  id: number | string;
  name: string;
}

export interface ProductChoice {
  id: number;
  name: string;
  sku: string;
  qty: number;
  variants: { id: number; label: string; qty: number }[];
}

/** Products with their variants and HQ's stock of each (GET /inventory/select). */
export async function productChoices(search: string): Promise<ProductChoice[]> {
  const { data } = await apiCall<ProductChoice[]>('/inventory/select', {
    query: { perPage: 100, search: search || undefined, sort: JSON.stringify(['name', 'ASC']) },
  });
  return data;
}

/** The company's packages (GET /products/package). */
export async function packageChoices(): Promise<Choice[]> {
  const { data } = await apiCall<{ id: number; name: string; code: string | null }[]>('/products/package', {
    query: { range: JSON.stringify([0, 99]), sort: JSON.stringify(['name', 'ASC']) },
  });
  return data.map((p) => ({ id: p.id, name: p.code ? `${p.name} (${p.code})` : p.name }));
}

/** Active couriers (GET /courier). */
export async function courierChoices(): Promise<Choice[]> {
  const { data } = await apiCall<{ id: number; name: string; service: string; isActive: boolean }[]>('/courier', {
    query: { range: JSON.stringify([0, 99]), sort: JSON.stringify(['name', 'ASC']) },
  });
  return data.filter((c) => c.isActive).map((c) => ({ id: c.id, name: c.service ? `${c.name} — ${c.service}` : c.name }));
}

/** The company's branches (GET /setup/company-store, readable by any signed-in user). */
export async function branchChoices(pickupOnly = false): Promise<Choice[]> {
  const { data } = await apiCall<{ id: number; name: string; isPickup: boolean | number }[]>('/setup/company-store');
  return data.filter((b) => !pickupOnly || Boolean(b.isPickup)).map((b) => ({ id: b.id, name: b.name }));
}

/** Agents by name or e-mail (GET /list-agent). */
export async function agentChoices(search: string): Promise<Choice[]> {
  const { data } = await apiCall<{ id: number; name: string; email: string }[]>('/list-agent', { query: { search: search || undefined, perPage: 25 } });
  return data.map((a) => ({ id: a.id, name: `${a.name} (${a.email})` }));
}
