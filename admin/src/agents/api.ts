import { ApiError, get, post } from '../../../common/web/api';

export { familyLevel, familySearch, type FamilyMatch, type FamilyNode } from '../../../common/web/network';

export interface Choice {
  id: number | string;
  name: string;
}
export const tierChoices = async (): Promise<Choice[]> =>
  (await get<{ id: number; levelName: string; rankNumber: number }[]>('/setup/tier', { perPage: 100 })).map((t) => ({ id: t.id, name: `${t.rankNumber}. ${t.levelName}` }));
export const agentChoices = async (search: string): Promise<Choice[]> =>
  (await get<{ id: number; name: string; email: string }[]>('/list-agent', { search, perPage: 25 })).map((a) => ({ id: a.id, name: `${a.name} (${a.email})` }));
export const bankChoices = async (country: string): Promise<Choice[]> => (await get<{ code: string; name: string }[]>('/list-bank', { country })).map((b) => ({ id: b.code, name: b.name }));

export const registerAgent = (body: Record<string, unknown>) => post<{ id: number }>('/agent-registration', body);

export { ApiError };

// ---------------------------------------------------------------- promote, demote, suspend

export type { LevelChangeRow as HistoryRow, PersonRef, PromoteRow, PromoteSummary, TierRef } from '../../../common/api/users';
export type { UserStatus as AgentStatus } from '../../../common/constants';
import type { LevelChangeRow as HistoryRow, PromoteRow, PromoteSummary, TierRef } from '../../../common/api/users';

export const tiers = () => get<TierRef[]>('/setup/tier', { perPage: 100, sort: JSON.stringify(['rankNumber', 'ASC']) });
export const promoteSummary = () => get<PromoteSummary>('/promote-demote/summary');
export const uplineChoices = async (id: number, type: 'promote' | 'demote', search: string): Promise<Choice[]> =>
  (await get<PromoteRow[]>('/promote-demote/upline-list', { id, type, search: search || undefined, perPage: 25 })).map((a) => ({
    id: a.id,
    name: `${a.name} (${a.tier?.levelName ?? '—'})`,
  }));
export const promotionHistory = (id: number) => get<HistoryRow[]>('/promote-demote/history', { id, perPage: 100 });
export const storePromotion = (body: { id: number; type: 'promote' | 'demote'; uplineId?: number; helperId?: number }) => post<{ agent: PromoteRow }>('/promote-demote/store', body);
export const suspendAgent = (id: number, suspend: boolean) => post<PromoteRow>('/promote-demote/suspend', { id, suspend });

// ---------------------------------------------------------------- agent database and details

/** A row of GET /api/agent-database (sales in integer minor units), and GET /api/agent-details/:id: the server's types. */
export type { AgentDetails, AgentRow } from '../../../common/api/users';
import type { AgentDetails } from '../../../common/api/users';

export const agentDetails = (id: number) => get<AgentDetails>(`/agent-details/${id}`);
export const updateAgentDetails = (body: Record<string, unknown>) => post<AgentDetails>('/agent-details/update', body);

export { downloadFile } from '../../../common/web/download';
