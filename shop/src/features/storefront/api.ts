import type { StoreProductChoice, StoreProductsInput, StoreSetup, StoreSetupInput, StoreSlugAvailability, StoreSummary } from '../../../../common/api/store';
import { ApiError, get, post, request, type ApiResult } from '../../../../common/web/api';

/**
 * The agent's storefront calls (docs/stores.md, common/api/store.ts). The store's details travel
 * as JSON; its logo and banner each go to their own upload call afterwards.
 */

/** The agent's store, or null before it registered one (the server answers 404). */
export async function loadSetup(): Promise<StoreSetup | null> {
  try {
    return await get<StoreSetup>('/store/setup');
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export interface ImageFiles {
  logo?: File | null;
  banner?: File | null;
}

export const registerStore = (input: StoreSetupInput): Promise<ApiResult<StoreSetup>> => post<StoreSetup>('/store/register', input);

export const updateStore = (input: StoreSetupInput): Promise<ApiResult<StoreSetup>> => request<StoreSetup>('/store/setup', { method: 'PUT', body: input });

/** Uploads the chosen logo and banner (multipart field `image` of POST /store/logo and /store/banner); the setup as it stands after the last one. */
export async function uploadImages(files: ImageFiles): Promise<StoreSetup | null> {
  let latest: StoreSetup | null = null;
  for (const which of ['logo', 'banner'] as const) {
    const file = files[which];
    if (!file) continue;
    const body = new FormData();
    body.append('image', file);
    latest = (await post<StoreSetup>(`/store/${which}`, body)).data;
  }
  return latest;
}

/** The setup's fields as PUT /store/setup takes them back (a change of one keeps the others). */
export const setupInput = (s: StoreSetup): StoreSetupInput => ({ name: s.name, slug: s.slug, whatsapp: s.whatsapp, about: s.about, fulfilment: s.fulfilment, status: s.status });

export const loadChoices = () => get<StoreProductChoice[]>('/store/products');

export const saveChoices = (input: StoreProductsInput) => request<StoreProductChoice[]>('/store/products', { method: 'PUT', body: input });

export const loadSummary = (year: number) => get<StoreSummary>('/store/summary', { year });

/** Whether a link is free (GET /store/slug-available): live feedback only, the save checks again. */
export const checkSlug = async (slug: string, signal?: AbortSignal) => (await request<StoreSlugAvailability>('/store/slug-available', { query: { slug }, signal })).data;
