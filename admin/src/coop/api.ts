import type { StoreListPage } from '../../../common/api/store';
import type { CoopOrderPage, CoopPickingList, CoopSetup, CoopSetupInput, CoopPickupStatus, CoopOrderDetails } from '../../../common/api/store-coop';
import { apiCall } from '../providers/httpClient';

/** The console's co-op store calls (docs/stores.md, "Co-op store"): HQ and staff with add_user. */
export const loadCoopStores = async (page: number, perPage: number) => (await apiCall<StoreListPage>('/stores', { query: { kind: 'coop', page: page + 1, limit: perPage } })).data;

export const registerCoop = async (input: CoopSetupInput & { agentId: number }) => (await apiCall<CoopSetup>('/stores/coop', { method: 'POST', body: input })).data;

export const loadCoopOrders = async (storeId: number, query: { className?: string; pickupStatus?: string; page: number; perPage: number }) =>
  (
    await apiCall<CoopOrderPage>(`/stores/${storeId}/coop/orders`, {
      query: { ...(query.className ? { className: query.className } : {}), ...(query.pickupStatus ? { pickupStatus: query.pickupStatus } : {}), page: query.page + 1, limit: query.perPage },
    })
  ).data;

export const setPickup = async (storeId: number, orderId: number, status: CoopPickupStatus) =>
  (await apiCall<CoopOrderDetails>(`/stores/${storeId}/coop/orders/${orderId}/pickup`, { method: 'PUT', body: { status } })).data;

export const loadPickingList = async (storeId: number, className: string) => (await apiCall<CoopPickingList>(`/stores/${storeId}/coop/picking-list`, { query: className ? { className } : {} })).data;
