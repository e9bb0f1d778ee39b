import type { Principal } from '../../platform/context';

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

export function recallPrincipal(token: string, companyId: number): Principal | undefined {
  const hit = entries.get(token);
  if (!hit) return undefined;
  if (hit.expires <= Date.now() || hit.companyId !== companyId) {
    entries.delete(token);
    return undefined;
  }
  return hit.principal;
}

export function rememberPrincipal(token: string, companyId: number, principal: Principal): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(token, { principal, companyId, expires: Date.now() + TTL_MS });
}

export function forgetPrincipals(): void {
  entries.clear();
}
