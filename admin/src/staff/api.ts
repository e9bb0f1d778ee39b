import { ApiError, request } from '../../../common/web/api';
import type { Permission, UserStatus } from '../../../common/constants';

/** A staff member as GET /api/setup/staff returns it. */
export interface StaffRow {
  id: number;
  name: string;
  email: string;
  status: UserStatus;
  permissions: Permission[];
  invitedAt: string | null;
  lastLoginAt: string | null;
}

/** A staff call: the server's success message, or an ApiError carrying per-field messages. */
export async function staffCall(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<string> {
  const result = await request<StaffRow | null>(`/setup/staff${path}`, { method, body: method === 'POST' ? (body ?? {}) : undefined });
  return result.message;
}

export { ApiError };
