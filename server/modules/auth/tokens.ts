import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Permission } from '../../../common/constants';
import type { Principal, TenantInfo } from '../../platform/context';
import { UnauthenticatedError } from '../../platform/errors';
import { platform } from '../../platform';
import { isLang } from '../../platform/i18n';
import { User, UserPermission } from '../users';
import { recallPrincipal, rememberPrincipal } from '../users';

/**
 * Bearer tokens: HS256 JWTs naming the user, the company and the user's token version. Raising
 * the version (password change, suspension, log out everywhere) invalidates every token issued
 * before; the user is re-read at most once a second per token (principals.ts), and at once after
 * any change to users made in this process, so suspension cuts a live session. The row read is
 * kept with the principal for the user's own detail.
 */
interface Claims {
  sub: string;
  cid: number;
  tv: number;
  exp: number;
}

function verify(token: string): Claims {
  const { key, verified } = signing();
  let claims = verified.get(token);
  if (!claims) {
    try {
      // Verified with this server's own key: the payload is the Claims it signed (jsonwebtoken types it loosely).
      claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as unknown as Claims;
    } catch {
      throw new UnauthenticatedError();
    }
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(token, claims);
  }
  if (claims.exp * 1000 <= Date.now()) throw new UnauthenticatedError();
  return claims;
}

/**
 * Per configuration: the secret as a KeyObject, made once (jsonwebtoken would otherwise build
 * one on every call), and the tokens already verified with it, by their exact text — a client
 * sends the same token on every call and checking its signature again proves nothing new.
 * Expiry is still checked on each use.
 */
interface Signing {
  key: crypto.KeyObject;
  verified: Map<string, Claims>;
}
const signings = new WeakMap<object, Signing>();
const VERIFIED_CACHE_SIZE = 10_000;

function signing(): Signing {
  const { config } = platform();
  let s = signings.get(config);
  if (!s) signings.set(config, (s = { key: crypto.createSecretKey(Buffer.from(config.jwtSecret)), verified: new Map() }));
  return s;
}

export function signToken(user: Pick<User, 'id' | 'companyId' | 'tokenVersion'>, remember = false) {
  const { config } = platform();
  const ttl = remember ? config.jwtRememberTtlSeconds : config.jwtTtlSeconds;
  const token = jwt.sign({ cid: user.companyId, tv: user.tokenVersion } satisfies Omit<Claims, 'sub' | 'exp'>, signing().key, {
    algorithm: 'HS256',
    subject: String(user.id),
    expiresIn: ttl,
  });
  return { token, expiresIn: ttl };
}

export async function authenticate(token: string, company: TenantInfo): Promise<Principal> {
  const claims = verify(token);
  if (claims.cid !== company.id) throw new UnauthenticatedError();
  const known = recallPrincipal(token, company.id);
  if (known) return known;
  // With its tier: the user's own detail is served from this row (principals.ts authenticatedRow).
  const user = await User.of({ companyId: company.id }).findById(Number(claims.sub)).withGraphFetched('tier');
  if (!user || user.status === 'suspended' || user.tokenVersion !== claims.tv || user.role === 'customer') {
    throw new UnauthenticatedError();
  }
  const permissions = user.role === 'staff' ? (await UserPermission.of({ companyId: company.id }).where({ userId: user.id })).map((p) => p.permission) : [];
  const principal: Principal = {
    id: user.id,
    role: user.role,
    permissions: new Set<Permission>(permissions),
    tierId: user.tierId,
    lang: isLang(user.lang) ? user.lang : null,
  };
  rememberPrincipal(token, company.id, principal, user);
  return principal;
}

/** A random one-time secret and the hash stored in its place. */
export function randomSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** A 6-digit code; stored hashed with the user's id so equal codes of two users differ. */
export function randomCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashCode(userId: number, code: string): string {
  return hashSecret(`${userId}:${code}`);
}
