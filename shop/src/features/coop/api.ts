import type { StoreProductChoice, StoreSummary } from '../../../../common/api/store';
import type { CoopOrderDetails, CoopOrderPage, CoopPickingList, CoopPickupStatus, CoopSetup, CoopSetupInput, StoreBannerView } from '../../../../common/api/store-coop';
import { get, post, request } from '../../../../common/web/api';

/** The agent's co-op store calls (docs/stores.md "Co-op store", common/api/store-coop.ts). */

/** The agent's co-op store, or null before it registered one. */
export const loadCoop = () => get<CoopSetup | null>('/coop/setup');

export const registerCoop = (input: CoopSetupInput) => post<CoopSetup>('/coop/register', input);
export const updateCoop = (input: CoopSetupInput & { status?: 'active' | 'inactive' }) => request<CoopSetup>('/coop/setup', { method: 'PUT', body: input });
export const loadCoopChoices = () => get<StoreProductChoice[]>('/coop/products');
export const saveCoopChoices = (products: { productId: number; price: number }[]) => request<StoreProductChoice[]>('/coop/products', { method: 'PUT', body: { products } });
export const loadCoopSummary = (year: number) => get<StoreSummary>('/coop/summary', { year });
export const loadBanners = () => get<StoreBannerView[]>('/coop/banners');
export function addBanner(input: { title: string; description: string; url: string }, image: File) {
  const body = new FormData();
  body.append('title', input.title);
  if (input.description) body.append('description', input.description);
  if (input.url) body.append('url', input.url);
  body.append('image', image);
  return post<StoreBannerView[]>('/coop/banners', body);
}
export const removeBanner = (id: number) => request<StoreBannerView[]>(`/coop/banners/${id}`, { method: 'DELETE' });
export const moveBanner = (id: number, direction: 'up' | 'down') => post<StoreBannerView[]>(`/coop/banners/${id}/move`, { direction });
export const loadOrders = (query: { className?: string; pickupStatus?: string; paymentStatus?: string; search?: string; page?: number }) =>
  get<CoopOrderPage>('/coop/orders', Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)) as Record<string, string>);
export const loadOrder = (id: number) => get<CoopOrderDetails>(`/coop/orders/${id}`);
export const updatePickup = (id: number, body: { status?: CoopPickupStatus; pickupAt?: string }) => request<CoopOrderDetails>(`/coop/orders/${id}/pickup`, { method: 'PUT', body });
export const loadPicking = (className: string) => get<CoopPickingList>('/coop/picking-list', className ? { className } : {});

/** The setup's fields as PUT /coop/setup takes them back. */
export const setupInput = (s: CoopSetup): CoopSetupInput => ({
  name: s.name,
  slug: s.slug,
  whatsapp: s.whatsapp,
  about: s.about,
  schoolName: s.coop.schoolName,
  schoolAddress: s.coop.schoolAddress,
  classes: s.coop.classes,
  pickupPoint: s.coop.pickupPoint,
  pickupTimes: s.coop.pickupTimes,
});
