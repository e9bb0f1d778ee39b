import type { StoreProductChoice, StoreProductsInput, StoreSetup, StoreSetupInput, StoreSummary } from '../../../../common/api/store';
import { ApiError, get, request, type ApiResult } from '../../../../common/web/api';

/**
 * The agent's storefront calls (docs/stores.md, common/api/store.ts). The store's details travel
 * as multipart, so a logo and a banner can go with them.
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

function setupBody(input: StoreSetupInput, files: ImageFiles = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) body.append(key, String(value));
  if (files.logo) body.append('logo', files.logo);
  if (files.banner) body.append('banner', files.banner);
  return body;
}

export const registerStore = (input: StoreSetupInput, files: ImageFiles): Promise<ApiResult<StoreSetup>> => request<StoreSetup>('/store/register', { method: 'POST', body: setupBody(input, files) });

export const updateStore = (input: StoreSetupInput, files: ImageFiles = {}): Promise<ApiResult<StoreSetup>> => request<StoreSetup>('/store/setup', { method: 'PUT', body: setupBody(input, files) });

/** The setup's fields as PUT /store/setup takes them back (a change of one keeps the others). */
export const setupInput = (s: StoreSetup): StoreSetupInput => ({ name: s.name, slug: s.slug, whatsapp: s.whatsapp, about: s.about, fulfilment: s.fulfilment, status: s.status });

export const loadChoices = () => get<StoreProductChoice[]>('/store/products');

export const saveChoices = (input: StoreProductsInput) => request<StoreProductChoice[]>('/store/products', { method: 'PUT', body: input });

export const loadSummary = (year: number) => get<StoreSummary>('/store/summary', { year });
