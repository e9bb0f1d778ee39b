import type { Ctx } from '../../platform/context';
import { STORE_KINDS, type StoreKind, type StoreListPage } from '../../../common/api/store';
import { ValidationError } from '../../platform/errors';
import { User } from '../users';
import { Store, StoreDaily, StoreProduct } from './models';
import { storeUrl } from './shared';

/**
 * HQ's overview of the company's stores (docs/stores.md): who runs which store, its products, and
 * its totals of all time from the summary table (visits, orders placed, paid sales).
 */
export async function listStores(ctx: Ctx, query: { kind?: string; search?: string; page?: number; limit?: number }): Promise<StoreListPage> {
  if (query.kind && !(STORE_KINDS as readonly string[]).includes(query.kind)) throw ValidationError.field('kind', 'validation.invalid');
  const limit = Math.min(Math.max(query.limit ?? 25, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const base = Store.of(ctx);
  if (query.kind) base.where('kind', query.kind as StoreKind);
  const search = (query.search ?? '').trim().slice(0, 100);
  if (search) base.where((w) => void w.where('name', 'like', `%${search}%`).orWhere('slug', 'like', `%${search}%`));
  const [{ n } = { n: 0 }] = (await base.clone().count('* as n')) as unknown as { n: number }[];
  const stores = await base
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit);
  const ids = stores.map((s) => s.id);
  const [owners, totals, counts] = await Promise.all([
    ids.length
      ? User.of(ctx)
          .whereIn('id', [...new Set(stores.map((s) => s.ownerId))])
          .select('id', 'firstName', 'lastName', 'email')
      : Promise.resolve([]),
    ids.length
      ? (StoreDaily.of(ctx).whereIn('storeId', ids).groupBy('storeId').select('storeId').sum('visits as visits').sum('orders as orders').sum('sales as sales') as unknown as Promise<
          { storeId: number; visits: string | number; orders: string | number; sales: string | number }[]
        >)
      : Promise.resolve([]),
    ids.length
      ? (StoreProduct.of(ctx).whereIn('storeId', ids).groupBy('storeId').select('storeId').count('* as n') as unknown as Promise<{ storeId: number; n: number | string }[]>)
      : Promise.resolve([]),
  ]);
  const ownerOf = new Map(owners.map((u) => [u.id, u]));
  const totalOf = new Map(totals.map((t) => [t.storeId, t]));
  const countOf = new Map(counts.map((c) => [c.storeId, Number(c.n)]));
  return {
    data: stores.map((s) => {
      const o = ownerOf.get(s.ownerId);
      const t = totalOf.get(s.id);
      return {
        id: s.id,
        kind: s.kind,
        name: s.name,
        slug: s.slug,
        url: storeUrl(ctx, s.slug),
        status: s.status,
        fulfilment: s.fulfilment,
        owner: o ? { id: o.id, name: [o.firstName, o.lastName].filter(Boolean).join(' ') || o.email, email: o.email } : null,
        productCount: countOf.get(s.id) ?? 0,
        visits: Number(t?.visits ?? 0),
        orders: Number(t?.orders ?? 0),
        sales: Number(t?.sales ?? 0),
        createdAt: (s.toJSON() as unknown as { createdAt: string }).createdAt,
      };
    }),
    page,
    limit,
    total: Number(n),
  };
}
