import { get, request } from '../../common/web/api';
import type {
  GuestCheckoutInput,
  GuestCheckoutResult,
  PublicOrderView,
  PublicPayResult,
  StoreCategoryView,
  StoreProductPage,
  StoreProductView,
  StoreQuote,
  StoreQuoteInput,
  StoreView,
} from '../../common/api/store';
import { storeSlug } from './router';

export interface Area {
  id: string;
  name: string;
}

/**
 * The public store's calls (common/api/store.ts, docs/stores.md): no sign-in, on the company's
 * host, every path under the current store's slug. The shared client sends the visitor's
 * language, so a refusal's message and its field errors come back in it.
 */
const base = () => `/public/stores/${encodeURIComponent(storeSlug())}`;

/** The categories change rarely and several parts of a page show them: one request per page load (again after a failure). */
let categories: Promise<StoreCategoryView[]> | null = null;

export const storeApi = {
  store: () => get<StoreView>(base()),
  categories: () =>
    (categories ??= get<StoreCategoryView[]>(`${base()}/categories`).catch((err: unknown) => {
      categories = null;
      throw err;
    })),
  products: (query: { q?: string; categoryId?: number; page?: number; limit?: number }) => get<StoreProductPage>(`${base()}/products`, query),
  product: (id: number) => get<StoreProductView>(`${base()}/products/${id}`),
  quote: async (input: StoreQuoteInput) => (await request<StoreQuote>(`${base()}/quote`, { method: 'POST', body: input })).data,
  checkout: async (input: GuestCheckoutInput) => (await request<GuestCheckoutResult>(`${base()}/checkout`, { method: 'POST', body: input })).data,
  order: (token: string) => get<PublicOrderView>(`/public/orders/${encodeURIComponent(token)}`),
  pay: async (token: string) => (await request<PublicPayResult>(`/public/orders/${encodeURIComponent(token)}/pay`, { method: 'POST', body: {} })).data,
  uploadReceipt: async (token: string, file: File) => {
    const body = new FormData();
    body.append('receipt', file);
    return (await request<PublicOrderView>(`/public/orders/${encodeURIComponent(token)}/receipt`, { method: 'POST', body })).data;
  },
  visit: async () => void (await request<unknown>(`${base()}/visit`, { method: 'POST', body: {} })),
  /** Malaysian states (id = name) or Indonesian provinces (the reference API of the address forms). */
  states: (country: string) => get<Area[]>('/state', { country: country === 'ID' ? 'ID' : 'MY' }),
  /** City and state of a Malaysian postcode (404 when unknown). */
  postcode: (postcode: string) => get<{ postcode: string; city: string; state: string }>('/attribute/postcode', { postcode }),
  /** Indonesian regencies of a province, districts of a regency, villages of a district. */
  regencies: (provinceId: string) => get<Area[]>('/city', { provinceId }),
  districts: (cityId: string) => get<Area[]>('/districts', { cityId }),
  villages: (districtId: string) => get<Area[]>('/village', { districtId }),
};
