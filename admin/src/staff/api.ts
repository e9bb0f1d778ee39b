import { ApiError, request } from '../../../common/web/api';
import type { StaffView } from '../../../common/api/users';

/** A staff member as GET /api/setup/staff returns it. */
export type { StaffView };

/** A staff call: the server's success message, or an ApiError carrying per-field messages. */
export async function staffCall(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<string> {
  const result = await request<StaffView | null>(`/setup/staff${path}`, { method, body: method === 'POST' ? (body ?? {}) : undefined });
  return result.message;
}

export { ApiError };
