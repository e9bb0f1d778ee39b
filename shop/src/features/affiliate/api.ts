import type { AffiliateAccount, AffiliateInput, AffiliateProductLink, AffiliateSummary } from '../../../../common/api/store-affiliate';
import { ApiError, get, post, request, type ApiResult } from '../../../../common/web/api';

/** The agent's affiliate calls (docs/stores.md "Affiliate links", common/api/store-affiliate.ts). */

/** The agent's affiliate account, or null before it registered (the server answers 404). */
export async function loadAccount(): Promise<AffiliateAccount | null> {
  try {
    return await get<AffiliateAccount>('/affiliate/account');
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const registerAffiliate = (input: AffiliateInput): Promise<ApiResult<AffiliateAccount>> => post<AffiliateAccount>('/affiliate/register', input);

export const updateAffiliate = (input: AffiliateInput): Promise<ApiResult<AffiliateAccount>> => request<AffiliateAccount>('/affiliate/account', { method: 'PUT', body: input });

export const loadProducts = () => get<AffiliateProductLink[]>('/affiliate/products');

export const loadSummary = (year: number) => get<AffiliateSummary>('/affiliate/summary', { year });
