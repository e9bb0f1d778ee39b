import { get } from './api';
import type { UserStatus } from '../constants';

/**
 * The agent network as both front ends read it: the family tree's calls (GET /api/user/family-tree)
 * and the upline or helper of a user detail. Logic only; each app draws its own UI (contact links:
 * ./contact.ts).
 */

/** A node of GET /api/user/family-tree. */
export interface FamilyNode {
  id: number;
  name: string;
  level: { id: number; levelName: string; rankNumber: number } | null;
  status: UserStatus;
  groupSize: number;
  hasChildren: boolean;
  uplineId: number | null;
}

/** One level: the node asked for (null for HQ's roots) and its children. */
export interface FamilyLevel {
  node: FamilyNode | null;
  children: FamilyNode[];
  childrenTotal: number;
}

/** A search hit with the path from the viewer's root down to it (the hit last). */
export interface FamilyMatch {
  agent: FamilyNode;
  path: FamilyNode[];
}

/** The viewer's root level (no id), or the children of `id`. */
export const familyLevel = (id?: number) => get<FamilyLevel>('/user/family-tree', { id });
/** Agents of the viewer's tree whose name or username contains `agentName`, with their paths. */
export const familySearch = async (agentName: string) => (await get<{ matches: FamilyMatch[] }>('/user/family-tree', { agentName })).matches;

/** The nodes to open, top down, so that the last node of `path` shows: every node above it. */
export const nodesToOpen = (path: FamilyNode[]): FamilyNode[] => path.slice(0, -1);
