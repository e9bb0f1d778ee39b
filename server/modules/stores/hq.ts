import type { Ctx } from '../../platform/context';
import { STORE_KINDS, type StoreKind, type StoreListPage } from '../../../common/api/store';
import { ValidationError } from '../../platform/errors';
import { businessTime } from '../../platform/time';
import { User } from '../users';
import { Store, StoreDaily, StoreProduct } from './models';
import { storeUrl } from './shared';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month asked (YYYY-MM, Asia/Kuala_Lumpur) or this month; its first and last day. */
function monthOf(month: string | undefined): { month: string; from: string; to: string } {
  const m = month ?? businessTime().format('YYYY-MM');
  const found = MONTH.exec(m);
  if (!found || Number(found[1]) < 2000) throw ValidationError.field('month', 'validation.invalid');
  const last = new Date(Date.UTC(Number(found[1]), Number(found[2]), 0)).getUTCDate();
  return { month: m, from: `${m}-01`, to: `${m}-${String(last).padStart(2, '0')}` };
}

type Sums = { visits: string | number | null; orders: string | number | null; paidOrders: string | number | null; sales: string | number | null };
const sums = <Q extends { sum: (column: string) => Q }>(q: Q) => q.sum('visits as visits').sum('orders as orders').sum('paid_orders as paidOrders').sum('sales as sales');
const numbers = (t: Partial<Sums> | undefined) => ({ visits: Number(t?.visits ?? 0), orders: Number(t?.orders ?? 0), paidOrders: Number(t?.paidOrders ?? 0), sales: Number(t?.sales ?? 0) });

/**
 * HQ's overview of the company's stores (docs/stores.md): who runs which store, its products, and
 * one month's figures (Kuala Lumpur days; this month unless asked) from the summary table
 * store_daily — visits, orders placed, paid orders and paid sales — with the month's totals over
 * every store the filters match (not only the page). Orders are never scanned.
 */
export async function listStores(ctx: Ctx, query: { kind?: string; search?: string; month?: string; page?: number; limit?: number }): Promise<StoreListPage> {
  if (query.kind && !(STORE_KINDS as readonly string[]).includes(query.kind)) throw ValidationError.field('kind', 'validation.invalid');
  const period = monthOf(query.month);
  const limit = Math.min(Math.max(query.limit ?? 25, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const base = Store.of(ctx);
  if (query.kind) base.where('kind', query.kind as StoreKind);
  const search = (query.search ?? '').trim().slice(0, 100);
  if (search) base.where((w) => void w.where('name', 'like', `%${search}%`).orWhere('slug', 'like', `%${search}%`));
  const matching = base.clone().select('stores.id');
  const [{ n } = { n: 0 }] = (await base.clone().count('* as n')) as unknown as { n: number }[];
  const stores = await base
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit);
  const ids = stores.map((s) => s.id);
  const inMonth = () => StoreDaily.of(ctx).where('day', '>=', period.from).where('day', '<=', period.to);
  const [owners, totals, counts, all] = await Promise.all([
    ids.length
      ? User.of(ctx)
          .whereIn('id', [...new Set(stores.map((s) => s.ownerId))])
          .select('id', 'firstName', 'lastName', 'email')
      : Promise.resolve([]),
    ids.length ? (sums(inMonth().whereIn('storeId', ids).groupBy('storeId').select('storeId')) as unknown as Promise<(Sums & { storeId: number })[]>) : Promise.resolve([]),
    ids.length
      ? (StoreProduct.of(ctx).whereIn('storeId', ids).groupBy('storeId').select('storeId').count('* as n') as unknown as Promise<{ storeId: number; n: number | string }[]>)
      : Promise.resolve([]),
    sums(inMonth().whereIn('storeId', matching)).first() as unknown as Promise<Sums | undefined>,
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
        ...numbers(t),
        createdAt: (s.toJSON() as unknown as { createdAt: string }).createdAt,
      };
    }),
    month: period.month,
    totals: numbers(all),
    page,
    limit,
    total: Number(n),
  };
}
