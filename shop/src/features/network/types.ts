import type { UserStatus } from '../../../../common/constants';

type Level = { id: number; levelName: string; rankNumber: number } | null;

/**
 * A row of GET /api/agent-database (the fields this app shows). The server leaves out what the
 * reader may not see (server/modules/users/present.ts): an upline gets no private field, and the
 * optional ones here are drawn only when present.
 */
export interface DownlineRow {
  id: number;
  name: string;
  email?: string;
  username: string | null;
  tier: Level;
  upline: { id: number; name: string } | null;
  helper: { id: number; name: string } | null;
  status: UserStatus;
  joinedAt: string | null;
  recruitCount: number;
  phone?: string | null;
}

/** GET /api/agent-details/:id (the fields this app shows). */
export interface DownlineDetails extends DownlineRow {
  avatarUrl: string | null;
  group: { size: number; depth: number };
}


export const STATUS_COLOUR = { new: 'info', active: 'success', inactive: 'default', suspended: 'error' } as const;
