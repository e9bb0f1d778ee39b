import type { Request, Response } from 'express';
import type { Ctx } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { clickThrough } from './affiliate';
import { setCookieHeader } from './affiliate-attribution';

/**
 * `/s/a/<code>` and `/s/a/<code>/p/<productId>[-<name>]` (pages.ts): an affiliate link. Counts the
 * click, sets the signed attribution cookie (last click wins: it replaces any earlier one) and
 * redirects to HQ's store page, a path built from the store's slug and the product's own name,
 * never from the request. Anything unknown is the store's 404 page.
 */
export async function affiliateRedirect(ctx: Ctx, req: Request, res: Response): Promise<void> {
  let productId: number | null = null;
  if (req.params.product !== undefined) {
    const m = /^(\d{1,10})(?:-[^/]*)?$/.exec(String(req.params.product));
    if (!m) throw new NotFoundError('stores.notFound');
    productId = Number(m[1]);
  }
  const { agentId, path } = await clickThrough(ctx, String(req.params.code).slice(0, 60), productId);
  res.setHeader('Set-Cookie', setCookieHeader(ctx, agentId));
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, path);
}
