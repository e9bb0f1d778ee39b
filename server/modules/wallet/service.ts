import { rowsOf } from '../../platform/rows';
import { raw } from 'objection';
import { WALLET_KINDS, type WalletKind } from '../../../common/catalog/wallet';
import type { Ctx, UserCtx } from '../../platform/context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { ListPage, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import { businessTime, dbTimeToIso, nowDb, toDbTime } from '../../platform/time';
import { byPrimaryKey, forUpdate, inTransaction, retryOnDeadlock, isUniqueViolation } from '../../platform/tx';
import type { EntryView, WalletView } from '../../../common/payments';
import { User } from '../users';
import { definePort } from '../../platform/events';
import { WalletBalance, WalletEntry } from './models';

export { WalletBalance, WalletEntry } from './models';
export type { EntryView, WalletView } from '../../../common/payments';

/**
 * The agents' credit wallet ("Wallet and top-up"): an append-only ledger.
 *
 * - Every movement of credit is one row of `wallet_entries` with a signed amount in minor units:
 *   top-ups, refunds of cancelled paid orders, commission moved in (commissions/payouts.ts) and
 *   positive adjustments add, order payments and
 *   negative adjustments take away. Entries are never updated or deleted; a mistake is corrected
 *   by a new (adjustment) entry.
 * - `wallet_balances` holds one balance per agent, always equal to the sum of its entries and never
 *   negative. It changes only in `post` (credit/debit), in the same transaction as the entry, by a
 *   conditional `UPDATE … SET balance = balance + ? WHERE … AND balance + ? >= 0`: when no row
 *   changes the posting is refused with 409 'wallet.insufficient' and nothing is written. So
 *   concurrent spending can never take the balance below zero (MariaDB: the update locks the row,
 *   the next spender re-evaluates the condition against the committed balance).
 * - Idempotency: `reference` is unique per company and kind (a gateway bill id, an order id, a
 *   client request id). Posting a reference again returns the first entry and changes nothing
 *   (`created: false`); posting it for another agent or another amount is refused with 409
 *   'wallet.referenceReused'. Order of work in one posting: lock the agent's balance row (SELECT …
 *   FOR UPDATE; created on the first posting), refuse when the balance would go below zero, insert
 *   the entry (the unique key catches a repeated reference: nothing was written yet, the first
 *   entry is read and returned), then the conditional update. Postings for one agent therefore run
 *   one after the other; postings for different agents only meet in the unique index.
 * - Each entry keeps `balance_after`, the balance right after it: per agent, entries in id order
 *   form a running sum (ids follow the order of postings, which the balance row lock serialises).
 * - credit/debit take the caller's transaction: the payment code (gateway callbacks, paying an
 *   order, cancelling a paid order) posts inside its own unit of work, so the order and the wallet
 *   change together or not at all, and take the wallet after stock and voucher rows and before
 *   counters (the lock order of orders/checkout.ts). Callers on MariaDB still wrap their
 *   transaction in retryOnDeadlock, as a safety net.
 * - Only agents have wallets. Reading: an agent its own wallet; HQ and staff with "manage orders"
 *   any agent's of their company (`userId`); `GET /company-money/balance` (HQ; served with the commission balance by
 *   commissions/routes-money.ts) sums the agents' balances and today's and this month's top-ups, payments and refunds, cut in Asia/Kuala_Lumpur.
 * - HQ corrects a balance with `POST /wallet/adjust` (signed amount, note); the client's
 *   `requestId` is the reference, so a repeated request adjusts once.
 */

export const WALLET_LIMITS = { maxAmount: 1_000_000_000_000, maxReference: 100, maxNote: 255 } as const;

export interface Posting {
  userId: number;
  /** Positive minor units. */
  amount: number;
  kind: WalletKind;
  reference: string;
  orderId?: number | null;
  /** The user who caused the entry (the agent paying, HQ adjusting, a callback's null). */
  by: number | null;
  note?: string | null;
}

export interface PostResult {
  entry: EntryView;
  /** false when the reference had already been posted (nothing changed). */
  created: boolean;
  balance: number;
}

export function presentEntry(e: WalletEntry, orderNos: Map<number, string> = new Map()): EntryView {
  return {
    id: e.id,
    userId: e.userId,
    amount: e.amount,
    kind: e.kind,
    orderId: e.orderId ?? null,
    orderNo: (e.orderId && orderNos.get(e.orderId)) || null,
    reference: e.reference,
    balanceAfter: e.balanceAfter,
    note: e.note ?? null,
    createdBy: e.createdBy ?? null,
    createdAt: dbTimeToIso(e.createdAt)!,
  };
}

/** The agent of the company, 404 'wallet.agentNotFound' otherwise (another company's users included). */
async function findAgent(ctx: Ctx, userId: number): Promise<User> {
  const user = await User.of(ctx).findById(userId).where('role', 'agent');
  if (!user) throw new NotFoundError('wallet.agentNotFound');
  return user;
}

/**
 * Creates the agent's balance row when missing and locks it (checkout calls it ahead of the debit,
 * at the wallet's place in its lock order). An upsert that changes nothing takes
 * an exclusive lock on an existing row at once (MariaDB); INSERT IGNORE would take a shared lock and
 * SELECT … FOR UPDATE of a missing row a gap lock, and parallel first postings deadlock on either.
 */
export async function lockWallet(tx: Ctx, userId: number): Promise<WalletBalance> {
  await WalletBalance.of(tx)
    .insert({ userId, balance: 0 })
    .onConflict(['company_id', 'user_id'])
    .merge({ balance: raw('??', ['wallet_balances.balance']) });
  return (await forUpdate(WalletBalance.of(tx).where('userId', userId)).first())!;
}

/** Posts one signed movement; see the module comment. `tx` must carry a transaction (one is opened otherwise). */
async function post(ctx: Ctx, p: Posting, sign: 1 | -1): Promise<PostResult> {
  if (!Number.isInteger(p.amount) || p.amount <= 0 || p.amount > WALLET_LIMITS.maxAmount) throw ValidationError.field('amount', 'validation.invalid');
  if (!WALLET_KINDS.includes(p.kind)) throw ValidationError.field('kind', 'validation.invalid');
  const reference = String(p.reference ?? '').trim();
  if (!reference || reference.length > WALLET_LIMITS.maxReference) throw ValidationError.field('reference', 'validation.invalid');
  const amount = sign * p.amount;
  return inTransaction(ctx, async (tx) => {
    await findAgent(tx, p.userId);
    const locked = await lockWallet(tx, p.userId);
    const earlier = () => forUpdate(WalletEntry.of(tx).where({ kind: p.kind, reference })).first();
    const replay = async (existing: WalletEntry): Promise<PostResult> => {
      if (existing.userId !== p.userId || existing.amount !== amount) throw new ConflictError('wallet.referenceReused');
      return { entry: presentEntry(existing), created: false, balance: locked.balance };
    };
    // Checked before the entry or the balance is written (at most an empty balance row was created),
    // so a caller that catches the refusal keeps a consistent transaction.
    if (locked.balance + amount < 0) {
      const existing = await earlier();
      if (existing) return replay(existing);
      throw new ConflictError('wallet.insufficient');
    }
    const balanceAfter = locked.balance + amount;
    let entry: WalletEntry;
    try {
      entry = await WalletEntry.of(tx).insertAndFetch({
        userId: p.userId,
        amount,
        kind: p.kind,
        orderId: p.orderId ?? null,
        reference,
        balanceAfter,
        note: p.note?.slice(0, WALLET_LIMITS.maxNote) ?? null,
        createdBy: p.by,
        createdAt: nowDb(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await earlier();
      if (!existing) throw error;
      return replay(existing);
    }
    // The guard: under the row lock it always changes the row; were it ever not to, the whole posting fails.
    const changed = await byPrimaryKey(WalletBalance.of(tx))
      .findById(locked.id)
      .whereRaw('?? + ? >= 0', ['balance', amount])
      .patch({ balance: raw('?? + ?', ['balance', amount]) });
    if (changed !== 1) throw new ConflictError('wallet.insufficient');
    return { entry: presentEntry(entry), created: true, balance: balanceAfter };
  });
}

/** Adds credit (top-up, refund, positive adjustment); idempotent on (kind, reference). */
export function credit(tx: Ctx, p: Posting): Promise<PostResult> {
  return post(tx, p, 1);
}

/** Takes credit (order payment, negative adjustment); 409 'wallet.insufficient' below zero; idempotent on (kind, reference). */
export function debit(tx: Ctx, p: Posting): Promise<PostResult> {
  return post(tx, p, -1);
}

async function balanceIn(ctx: Ctx, userId: number): Promise<number> {
  return (await WalletBalance.of(ctx).where('userId', userId).first())?.balance ?? 0;
}

/** The agent's balance (0 before its first entry); 404 for a user who is not an agent of the company. */
export async function balanceOf(ctx: Ctx, userId: number): Promise<number> {
  await findAgent(ctx, userId);
  return balanceIn(ctx, userId);
}

const entrySpec: ListSpec<WalletEntry> = {
  sort: { id: 'wallet_entries.id', createdAt: 'wallet_entries.id', amount: 'wallet_entries.amount', kind: 'wallet_entries.kind' },
  defaultSort: ['id', 'DESC'],
  filters: {
    kind: (qb, value) => {
      const list = Array.isArray(value) ? value : [value];
      if (!list.length || !list.every((k) => (WALLET_KINDS as readonly unknown[]).includes(k))) throw ValidationError.field('filter.kind', 'validation.invalid');
      qb.whereIn('wallet_entries.kind', list as string[]);
    },
    orderId: 'wallet_entries.order_id',
  },
  search: ['wallet_entries.reference', 'wallet_entries.note'],
};

/** The order numbers of orders by id: the orders module provides it at start-up (server/wiring.ts). */
export const orderNumbers = definePort<(ctx: Ctx, orderIds: number[]) => Promise<{ id: number; orderNo: string }[]>>('wallet.orderNumbers');

/** The agent's entries, newest first (list dialect; filter kind, orderId; search reference and note). */
export async function entries(ctx: Ctx, userId: number, params: ListParams & { kind?: WalletKind }): Promise<ListPage<EntryView>> {
  const { kind, ...rest } = params;
  const page = await runList(WalletEntry.of(ctx).where('wallet_entries.user_id', userId), entrySpec, withPlainFilters(rest, { kind }));
  const orderIds = [...new Set(page.items.map((e) => e.orderId).filter((id): id is number => Boolean(id)))];
  const orders = orderIds.length ? await orderNumbers.get()(ctx, orderIds) : [];
  const orderNos = new Map(orders.map((o) => [o.id, o.orderNo]));
  return new ListPage(
    page.items.map((e) => presentEntry(e, orderNos)),
    page.total,
    page.offset,
  );
}

/** GET /wallet: an agent its own; HQ and staff with manage_orders the agent named by `userId`. */
export async function walletOf(ctx: UserCtx, params: ListParams & { userId?: number; kind?: WalletKind }): Promise<WalletView> {
  const { userId: asked, ...list } = params;
  let userId: number;
  if (ctx.user.role === 'agent') {
    if (asked !== undefined && asked !== ctx.user.id) throw new ForbiddenError();
    userId = ctx.user.id;
  } else {
    if (!(ctx.user.role === 'hq' || ctx.user.permissions.has('manage_orders'))) throw new ForbiddenError();
    if (asked === undefined) throw ValidationError.field('userId', 'wallet.userIdRequired');
    userId = asked;
  }
  const balance = await balanceOf(ctx, userId);
  const page = await entries(ctx, userId, list);
  return { userId, balance, currency: ctx.company.currency, entries: page.items, total: page.total, offset: page.offset };
}

/** HQ: POST /wallet/adjust — a signed correction, once per `requestId`. */
export async function adjust(ctx: UserCtx, input: { userId: number; amount: number; note: string; requestId: string }): Promise<PostResult> {
  if (input.amount === 0) throw ValidationError.field('amount', 'wallet.amountZero');
  const posting: Posting = {
    userId: input.userId,
    amount: Math.abs(input.amount),
    kind: 'adjustment',
    reference: input.requestId,
    by: ctx.user.id,
    note: input.note,
  };
  return retryOnDeadlock(() => inTransaction(ctx, (tx) => (input.amount > 0 ? credit(tx, posting) : debit(tx, posting))));
}

export interface MoneyFigures {
  topups: number;
  payments: number;
  refunds: number;
}

export interface CompanyMoney {
  currency: string;
  /** Sum of the agents' balances: credit HQ owes its agents. */
  totalBalance: number;
  /** Agents holding credit. */
  agentsWithCredit: number;
  today: MoneyFigures;
  month: MoneyFigures;
}

async function figuresSince(ctx: Ctx, since: string): Promise<MoneyFigures> {
  const rows = await rowsOf<{ kind: WalletKind; total: number | string | null }>(
    WalletEntry.of(ctx)
      .where('wallet_entries.created_at', '>=', since)
      .whereIn('wallet_entries.kind', ['topup', 'order_payment', 'refund'])
      .groupBy('wallet_entries.kind')
      .select('wallet_entries.kind', raw('SUM(??) as total', ['wallet_entries.amount'])),
  );
  const sum = (kind: WalletKind) => Math.abs(Number(rows.find((r) => r.kind === kind)?.total ?? 0));
  return { topups: sum('topup'), payments: sum('order_payment'), refunds: sum('refund') };
}

/** GET /company-money/balance (HQ): total credit and today's and this month's flows (Asia/Kuala_Lumpur). */
export async function companyMoney(ctx: Ctx): Promise<CompanyMoney> {
  // Sums without GROUP BY: always exactly one row, in the shape of the aliases.
  const totals = (await WalletBalance.of(ctx)
    .select(raw('SUM(??) as total', ['wallet_balances.balance']), raw('SUM(CASE WHEN ?? > 0 THEN 1 ELSE 0 END) as holders', ['wallet_balances.balance']))
    .first()) as unknown as { total: number | string | null; holders: number | string | null };
  const now = businessTime();
  return {
    currency: ctx.company.currency,
    totalBalance: Number(totals?.total ?? 0),
    agentsWithCredit: Number(totals?.holders ?? 0),
    today: await figuresSince(ctx, toDbTime(now.startOf('day').toDate())),
    month: await figuresSince(ctx, toDbTime(now.startOf('month').toDate())),
  };
}
