import { ApiError, get, post } from '../../../common/web/api';

/** A node of GET /api/user/family-tree. */
export interface FamilyNode {
  id: number;
  name: string;
  level: { id: number; levelName: string; rankNumber: number } | null;
  status: 'new' | 'active' | 'inactive' | 'suspended';
  groupSize: number;
  hasChildren: boolean;
  uplineId: number | null;
}

export interface FamilyLevel {
  node: FamilyNode | null;
  children: FamilyNode[];
  childrenTotal: number;
}

export const familyLevel = (id?: number) => get<FamilyLevel>('/user/family-tree', { id });
export const familySearch = (agentName: string) =>
  get<{ matches: { agent: FamilyNode; path: FamilyNode[] }[] }>('/user/family-tree', { agentName });

export interface Choice {
  id: number | string;
  name: string;
}
export const tierChoices = async (): Promise<Choice[]> =>
  (await get<{ id: number; levelName: string; rankNumber: number }[]>('/setup/tier', { perPage: 100 })).map((t) => ({ id: t.id, name: `${t.rankNumber}. ${t.levelName}` }));
export const agentChoices = async (search: string): Promise<Choice[]> =>
  (await get<{ id: number; name: string; email: string }[]>('/list-agent', { search, perPage: 25 })).map((a) => ({ id: a.id, name: `${a.name} (${a.email})` }));
export const bankChoices = async (country: string): Promise<Choice[]> =>
  (await get<{ code: string; name: string }[]>('/list-bank', { country })).map((b) => ({ id: b.code, name: b.name }));

/** The agent app's page that sets a password from the e-mailed link. */
export const passwordLinkUrl = () => `${window.location.origin}/reset-password`;

export const registerAgent = (body: Record<string, unknown>) => post<{ id: number }>('/agent-registration', { ...body, url: passwordLinkUrl() });

export { ApiError };
