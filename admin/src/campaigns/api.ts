import type { CreateParams, DataProvider, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import type { CampaignView } from '../../../common/campaigns';
import { asRecord, documentedProvider } from '../providers/documentedProvider';
import { apiCall } from '../providers/httpClient';

/** The fields POST /game/store and /game/edit accept (the record also carries redeemed, status …, which the server owns). */
const WRITABLE = ['gameTitle', 'gameDesc', 'gameTnc', 'rewardType', 'pointRequired', 'startDate', 'endDate', 'period', 'previous', 'maxRedeem', 'perAgentLimit', 'rewardCost'] as const;

export function campaignBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of WRITABLE) if (data[key] !== undefined && data[key] !== '') body[key] = data[key];
  const products = (data.products as { productId?: number; points?: number }[] | undefined) ?? [];
  body.products = products.filter((p) => p?.productId).map((p) => ({ productId: p.productId, points: p.points }));
  return body;
}

/** The banner chosen in the form (react-admin's ImageInput keeps it as { rawFile }), uploaded after the save. */
async function uploadBanner(id: number, data: Record<string, unknown>): Promise<CampaignView | null> {
  const file = (data.newBanner as { rawFile?: File } | null | undefined)?.rawFile;
  if (!file) return null;
  const form = new FormData();
  form.set('id', String(id));
  form.set('image1', file);
  return (await apiCall<CampaignView>('/game/banner', { method: 'POST', body: form })).data;
}

async function save<R extends RaRecord>(path: string, body: Record<string, unknown>, data: Record<string, unknown>) {
  const saved = (await apiCall<CampaignView>(path, { method: 'POST', body })).data;
  const campaign = (await uploadBanner(saved.id, data)) ?? saved;
  return { data: asRecord<R>(campaign) };
}

/**
 * The campaigns resource on the documented calls (server/modules/campaigns/routes.ts): GET
 * /game/campaign (list), /game/campaign-detail?id=, POST /game/store and /game/edit, then
 * POST /game/banner when a banner was chosen, DELETE /game/delete?id=.
 */
export const campaignProvider: Partial<DataProvider> = {
  ...documentedProvider({ list: '/game/campaign', base: '/game', getOne: 'filter' }),
  getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams<R>) => ({
    data: asRecord<R>((await apiCall<RaRecord>('/game/campaign-detail', { query: { id: String(params.id) } })).data),
  }),
  create: async <R extends RaRecord>(_resource: string, params: CreateParams) => save<R>('/game/store', campaignBody(params.data), params.data),
  update: async <R extends RaRecord>(_resource: string, params: UpdateParams) => save<R>('/game/edit', { ...campaignBody(params.data), id: params.id }, params.data),
};

/** Redemptions (GET /game/history-redeem), the win-prize desk (GET /game/redeem-list) and the points ledger (GET /game/history-point), read only. */
export const redemptionProvider: Partial<DataProvider> = { getList: documentedProvider({ list: '/game/history-redeem' }).getList };
export const deskProvider: Partial<DataProvider> = { getList: documentedProvider({ list: '/game/redeem-list' }).getList };
export const pointProvider: Partial<DataProvider> = { getList: documentedProvider({ list: '/game/history-point' }).getList };

/** POST /game/win-prize. */
export function markRedemption(id: number, status: 'shipped' | 'handed_over' | 'cancelled', extra: { trackingNo?: string; note?: string } = {}) {
  return apiCall('/game/win-prize', { method: 'POST', body: { id, status, ...extra } });
}
