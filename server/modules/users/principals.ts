import type { Principal } from '../../platform/context';
import type { User } from './models';

/**
 * Signed-in users recently read, by token, for one second. A client sends the same token on
 * every call; re-reading the user each time is what made a signed-in call cost three times a
 * public one. Any write to users or their permissions through the models empties the cache
 * (User and UserPermission hooks), so in this process a suspension, password change or new
 * permission applies to the very next request; other processes see it within the TTL.
 */
const TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry {
  principal: Principal;
  companyId: number;
  expires: number;
}

const entries = new Map<string, Entry>();

/**
 * The user's row (with its tier) read when each cached principal was made. The user's own detail
 * (`/user/detail`, the call every front end makes first) is served from it instead of reading the
 * same row again: it is as fresh as the principal — at most a second old, and a change to users in
 * this process drops the principal and every row (even for a request already authenticated, which
 * then reads its detail afresh: a handler that changes the user and answers with its detail sees
 * the change). Read-only: handlers share it.
 */
let rows = new WeakMap<Principal, User>();

/** The row `principal` was made from, when the principal came from this cache. */
export function authenticatedRow(principal: Principal): User | undefined {
  return rows.get(principal);
}

export function recallPrincipal(token: string, companyId: number): Principal | undefined {
  const hit = entries.get(token);
  if (!hit) return undefined;
  if (hit.expires <= Date.now() || hit.companyId !== companyId) {
    entries.delete(token);
    return undefined;
  }
  return hit.principal;
}

export function rememberPrincipal(token: string, companyId: number, principal: Principal, row?: User): void {
  if (row) rows.set(principal, row);
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(token, { principal, companyId, expires: Date.now() + TTL_MS });
}

export function forgetPrincipals(): void {
  entries.clear();
  rows = new WeakMap();
}
