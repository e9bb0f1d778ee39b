import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { FILE_URL_TTL_SECONDS, type Lang } from '../../common/constants';
import { ForbiddenError, NotFoundError } from './errors';
import { sendError } from './http/errors';
import { langFromHeader } from './i18n';
import { MIME, parseKey, type Storage } from './storage';
import type { TenantInfo } from './context';
import { clock } from './time';

/**
 * Signed URLs of private files: `/files/<key>?expires=<unix seconds>&signature=<base64url>`.
 *
 * The signature is HMAC-SHA256, under a key derived from SECRETS_KEY, of the owning company's id,
 * the key and the expiry, so it needs no stored state and every process checks what any other
 * signed. The API signs when it writes a file's URL into a record for a user allowed to see it;
 * holding the URL is then enough (an `<img src>` or a download link sends no bearer header), only
 * on a host of the company that owns the file, until it expires.
 *
 * Lifetime: at least `FILE_URL_TTL_SECONDS`; the expiry is rounded up to the next
 * `FILE_URL_STEP_SECONDS`, so the same file gets the same URL for a while (no needless reloads of
 * an image when a list is fetched again) and a URL lives at most TTL + STEP.
 */
export const FILE_URL_STEP_SECONDS = 5 * 60;
export const FILE_URL_PATH = '/files';

export class FileUrls {
  private readonly secret: Buffer;

  constructor(secretsKey: string) {
    // A key of its own (not SECRETS_KEY itself): a signature is no use against anything else.
    this.secret = crypto.createHmac('sha256', secretsKey).update('agenthub file urls v1').digest();
  }

  private mac(companyId: number, key: string, expires: number): Buffer {
    return crypto.createHmac('sha256', this.secret).update(`${companyId}\n${key}\n${expires}`).digest();
  }

  sign(key: string, now = clock.now()): string {
    const parts = parseKey(key);
    if (!parts) throw new Error('not a storage key');
    const seconds = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
    const expires = Math.ceil(seconds / FILE_URL_STEP_SECONDS) * FILE_URL_STEP_SECONDS;
    return `${FILE_URL_PATH}/${key}?expires=${expires}&signature=${this.mac(parts.companyId, key, expires).toString('base64url')}`;
  }

  /** Whether `expires` and `signature` (as they came in the query) sign `key` for `companyId` and are still valid. */
  check(companyId: number, key: string, expires: unknown, signature: unknown, now = clock.now()): boolean {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string' || !/^[\w-]{43}$/.test(signature)) return false;
    const at = Number(expires);
    const seconds = now.getTime() / 1000;
    if (at <= seconds || at > seconds + FILE_URL_TTL_SECONDS + FILE_URL_STEP_SECONDS) return false;
    return crypto.timingSafeEqual(Buffer.from(signature, 'base64url'), this.mac(companyId, key, at));
  }
}

/** Inline for what a browser shows safely (images, PDF); anything else is downloaded. */
const INLINE = new Set(['jpeg', 'png', 'pdf']);

/**
 * Serves private files at `FILE_URL_PATH`. Refusals (no or a bad signature, expired, another
 * company's host, not a private file) are one 403 that says nothing about the file; a valid URL of
 * a file since removed is 404. Nothing is cached: `private, no-store`.
 */
export function privateFiles(deps: { storage: Storage; urls: FileUrls; resolveTenant: (host: string) => Promise<TenantInfo | null> }): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const key = req.path.slice(1);
    const parts = parseKey(key);
    const company = await deps.resolveTenant(req.hostname ?? '');
    const lang: Lang = langFromHeader(req.get('accept-language')) ?? company?.defaultLang ?? 'en';
    const allowed = parts?.visibility === 'private' && company?.id === parts.companyId && deps.urls.check(parts.companyId, key, req.query.expires, req.query.signature);
    if (!allowed || !parts) return sendError(res, new ForbiddenError(), lang);
    let data: Buffer;
    try {
      data = await deps.storage.read(key);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return sendError(res, new NotFoundError(), lang);
      throw err;
    }
    const name = key.slice(key.lastIndexOf('/') + 1);
    res.setHeader('Content-Type', MIME[parts.kind]);
    res.setHeader('Content-Length', data.length);
    res.setHeader('Content-Disposition', `${INLINE.has(parts.kind) ? 'inline' : 'attachment'}; filename="${name}"`);
    res.end(data);
  };
}
