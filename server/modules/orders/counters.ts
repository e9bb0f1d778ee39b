import { rowsOf } from '../../platform/rows';
import { raw, type Model, type QueryBuilder } from 'objection';
import type { Knex } from 'knex';
import type { Trx } from '../../platform/db';
import { beforeCommit } from '../../platform/tx';
import type { TenantScope } from '../../platform/model';
import { ORDER_STAGES, ORDER_TYPES, type OrderStage, type OrderType } from '../../../common/orders';
import { dayOf } from '../../platform/time';
import { OrderCount, type Order } from './models';

/**
 * Order counters: how many orders each audience has per stage and type, kept in
 * `order_counts` (migration 20261127004000_order_counts) so that a page of the manage-orders list,
 * its stage tabs and the dashboards cost a few counter rows instead of a count over the company's
 * orders (at 1,000,000 orders that count made the list's p99 5 s at 50 connections on SQLite).
 *
 * Writing: `orderCounted` when an order is placed (checkout.ts placeOrder) and `orderMoved` when it
 * changes stage or is hidden by its buyer (lifecycle.ts move) — the only two places that change an
 * order's stage, type, buyer, seller or deleted_at. Each takes the order off its old keys and adds
 * it to its new ones: (all, its KL creation day), (all, ''), (buyer, its buyer) and (seller, its
 * seller) when it has one; a hidden order counts nowhere. The changes of one transaction are summed
 * and written when it commits, after everything else it does, as one upsert per key in key order
 * (`n = n + delta`): counters are the last step of the lock order (docs/architecture.md), after
 * stock, vouchers, wallets, ledgers and the report summaries, so a transaction holds the company's
 * hot counter rows only for its commit and parallel transactions take them in the same order.
 * Outside a transaction the change is written at once.
 *
 * Reading: `orderCounts(ctx, audience, filter)` — the counts per stage (and `all`) of one audience:
 * the company (HQ and staff), one user as buyer or as seller, or an agent's own list (what it placed
 * plus what others placed with it), optionally of some order types and, for the company, between
 * two KL days. `npm run reports:rebuild` rebuilds the counters from the orders (counts-rebuild.ts).
 */

type Scope = 'all' | 'buyer' | 'seller';

export type StageCounts = Record<OrderStage | 'all', number>;

/** What the counters key an order on. */
export type CountedOrder = Pick<Order, 'type' | 'stage' | 'buyerId' | 'sellerId' | 'createdAt' | 'deletedAt'>;

interface Key {
  scope: Scope;
  scopeId: number;
  day: string;
  stage: OrderStage;
  type: OrderType;
}

interface Delta {
  companyId: number;
  key: Key;
  delta: number;
}

/** The counter rows an order counts in (none when hidden). */
function keysOf(order: CountedOrder): Key[] {
  if (order.deletedAt) return [];
  if (!order.createdAt) throw new Error('an order without created_at cannot be counted');
  const of = (scope: Scope, scopeId: number, day: string): Key => ({ scope, scopeId, day, stage: order.stage, type: order.type });
  const keys = [of('all', 0, ''), of('all', 0, dayOf(order.createdAt)), of('buyer', order.buyerId, '')];
  if (order.sellerId !== null) keys.push(of('seller', order.sellerId, ''));
  return keys;
}

/** The write order of counter rows: the primary key's (company, scope, user, day, stage, type). */
const sortKey = (companyId: number, k: Key) => [String(companyId).padStart(10, '0'), k.scope, String(k.scopeId).padStart(10, '0'), k.day, k.stage, k.type].join('|');

async function write(trx: Trx | undefined, deltas: Map<string, Delta>): Promise<void> {
  for (const text of [...deltas.keys()].sort()) {
    const { companyId, key, delta } = deltas.get(text)!;
    if (delta === 0) continue;
    await OrderCount.of({ companyId, trx })
      .insert({ ...key, n: delta })
      .onConflict(['company_id', 'scope', 'scope_id', 'day', 'stage', 'type'])
      .merge({ n: raw('?? + ?', ['order_counts.n', delta]) });
  }
}

/** The counter changes waiting for their transaction's commit (platform/tx.ts beforeCommit). */
const pending = new WeakMap<Trx, Map<string, Delta>>();

/** Counts the change of an order from `before` to `after` (null: not there) in the caller's transaction. */
async function countChange(tx: TenantScope, before: CountedOrder | null, after: CountedOrder | null): Promise<void> {
  let deltas = tx.trx ? pending.get(tx.trx) : undefined;
  const fresh = !deltas;
  deltas ??= new Map();
  for (const [order, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    for (const key of order ? keysOf(order) : []) {
      const text = sortKey(tx.companyId, key);
      const seen = deltas.get(text) ?? { companyId: tx.companyId, key, delta: 0 };
      seen.delta += sign;
      deltas.set(text, seen);
    }
  }
  if (!tx.trx) return write(undefined, deltas);
  if (fresh) {
    const trx = tx.trx;
    pending.set(trx, deltas);
    await beforeCommit(trx, () => {
      pending.delete(trx);
      return write(trx, deltas);
    });
  }
}

/** A new order (checkout.ts placeOrder), in the transaction that inserts it. */
export const orderCounted = (tx: TenantScope, order: CountedOrder): Promise<void> => countChange(tx, null, order);

/** An order moved by `patch` (lifecycle.ts move: its stage, perhaps hidden), in the transaction that moves it. */
export const orderMoved = (tx: TenantScope, order: CountedOrder, patch: Partial<CountedOrder>): Promise<void> => countChange(tx, order, { ...order, ...patch });

// ---------------------------------------------------------------- reading

/** Whose orders: the company's (HQ), a user's as buyer or as seller, or an agent's own list (placed, and placed with it by others). */
export type CountAudience = { scope: 'company' } | { scope: 'buyer' | 'seller' | 'agent'; userId: number };

export interface CountFilter {
  /** Only these order types (default all). */
  types?: readonly OrderType[];
  /** Created on or after / on or before these KL days ('YYYY-MM-DD'); the company audience only. */
  dateFrom?: string;
  dateTo?: string;
}

/**
 * The counts per stage (and `all`) of an audience's orders, hidden ones left out — the numbers of
 * the manage-orders stage tabs. E.g. the HQ dashboard's orders HQ sells waiting for it:
 * `orderCounts(ctx, { scope: 'company' }, { types: ['hq'] })`; an agent's sales waiting for it
 * (others' orders placed with it): `orderCounts(ctx, { scope: 'seller', userId }, { types: ['upline'] })`.
 */
export async function orderCounts(ctx: TenantScope, audience: CountAudience, filter: CountFilter = {}): Promise<StageCounts> {
  const counts = Object.fromEntries([['all', 0], ...ORDER_STAGES.map((s) => [s, 0])]) as StageCounts;
  for (const part of countParts(ctx, audience, filter)) {
    const query = part
      .groupBy('stage')
      .select('stage')
      .select(raw('SUM(??) AS n', ['order_counts.n']));
    for (const row of await rowsOf<{ stage: OrderStage; n: number | string }>(query)) {
      counts[row.stage] += Number(row.n);
      counts.all += Number(row.n);
    }
  }
  return counts;
}

/** The counter rows of an audience's orders (orderCounts), one query per part of the audience, not yet grouped or summed. */
function countParts(ctx: TenantScope, audience: CountAudience, filter: CountFilter) {
  const types = filter.types ?? ORDER_TYPES;
  const dated = Boolean(filter.dateFrom || filter.dateTo);
  if (dated && audience.scope !== 'company') throw new Error('order counts by day exist for the company only');
  const parts: [Scope, number, readonly OrderType[]][] =
    audience.scope === 'company'
      ? [['all', 0, types]]
      : audience.scope === 'agent'
        ? // What others placed with it: its personal sales (its own orders too) are counted once, as bought.
          [
            ['buyer', audience.userId, types],
            ['seller', audience.userId, types.filter((t) => t !== 'personal')],
          ]
        : [[audience.scope, audience.userId, types]];
  return parts
    .filter(([, , partTypes]) => partTypes.length > 0)
    .map(([scope, scopeId, partTypes]) => {
      const query = OrderCount.of(ctx).where({ scope, scopeId });
      if (partTypes.length < ORDER_TYPES.length) query.whereIn('type', partTypes as OrderType[]);
      if (!dated) query.where('day', '');
      else {
        query.where('day', '>=', filter.dateFrom ?? '0');
        if (filter.dateTo) query.where('day', '<=', filter.dateTo);
      }
      return query;
    });
}

/**
 * orderCounts' count of one stage (or of all, `stage` null) as an SQL expression, for a list to
 * read its total in the statement that reads its page (views.ts listedOrders): one scalar subquery
 * per part of the audience, added up.
 */
export function orderCountSql(ctx: TenantScope, audience: CountAudience, filter: CountFilter, stage: OrderStage | null): Knex.Raw {
  const parts = countParts(ctx, audience, filter).map((part) => {
    if (stage) part.where('stage', stage);
    return part.select(raw('COALESCE(SUM(??), 0) AS n', ['order_counts.n'])).toKnexQuery();
  });
  const knex = OrderCount.knex();
  return parts.length ? knex.raw(parts.map(() => '?').join(' + '), parts) : knex.raw('0');
}

/** The largest count a list computes over the orders themselves (filters the counters do not key on); beyond it the list says "more than". */
export const COUNT_CAP = 10_000;

/** How many rows `query` finds, counting no further than COUNT_CAP + 1 (an index-only read for the usual filters). */
export async function boundedCount<M extends Model>(query: QueryBuilder<M, M[]>): Promise<{ total: number; capped: boolean }> {
  const row = (await boundedCountSql(query).first()) as { n: number | string } | undefined;
  return cappedTotal(row?.n ?? 0);
}

/** boundedCount's count as a query of one row and column (n), to read as it is or as a scalar subquery. */
export function boundedCountSql<M extends Model>(query: QueryBuilder<M, M[]>): Knex.QueryBuilder {
  const inner = query
    .clone()
    .clearSelect()
    .clearOrder()
    .select(raw('1 AS one'))
    .limit(COUNT_CAP + 1);
  return inner.knex().count({ n: '*' }).from(inner.toKnexQuery().as('capped'));
}

/** A bounded count's total and whether more rows matched. */
export function cappedTotal(counted: number | string): { total: number; capped: boolean } {
  const n = Number(counted);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
