import { rowOf } from '../../platform/rows';
import { raw } from 'objection';
import type { PointKind } from '../../../common/campaigns';
import type { Ctx } from '../../platform/context';
import { ConflictError } from '../../platform/errors';
import { businessTime, clock, dbTimeToDate, nowDb, toDbTime } from '../../platform/time';
import { byPrimaryKey, forUpdate, inTransaction } from '../../platform/tx';
import type { Order } from '../orders';
import { OrderStock } from '../orders';
import { User } from '../users';
import { CampaignProduct, PointBalance, PointEntry } from './models';

/**
 * The agents' reward points: an append-only ledger (`point_entries`) and one balance row per
 * agent (`point_balances`), equal to the sum of its entries.
 *
 * - Earning. A paid order credits its buyer the order's points (`orders.points`, computed at
 *   checkout from the products' points; personal sales carry none), kind `order`, inside the
 *   payment's transaction (orders' recordPayment). The same order also earns each ongoing
 *   campaign's bonus (kind `campaign`): Σ over the campaign's listed products of the units of that
 *   product the order holds (packages and combos count their contents: `order_stock`) × the
 *   product's campaign points, when the payment falls on one of the campaign's days
 *   (Asia/Kuala_Lumpur). Personal sales (an agent's sale to its own customer) earn no bonus either.
 * - Reversal. Cancelling a paid order (a refund) posts, once, the exact negative of each of its
 *   credits (`order_reversal`, `campaign_reversal`). A reversal may take the balance below zero
 *   when the points were spent already: the agent then earns its way back before redeeming again.
 *   Nothing else can: a redemption is refused when the balance is short (conditional update).
 * - Idempotency: `reference` is unique per company and kind (the order id, `order:campaign`, the
 *   redemption id, `agent:year` for expiry); posting a reference again changes nothing.
 * - Expiry: points earned in a calendar year (Asia/Kuala_Lumpur) expire at the end of the
 *   following year. Spending uses the oldest points first: every debit (redemptions, reversals,
 *   earlier expiries) counts against the oldest credits. The `campaigns.expiry` job (daily 00:30)
 *   posts, once per agent and year, what is left of the points earned two or more years ago.
 * - Locks: the agent's balance row (created on first use), then the entry; a redemption takes the
 *   campaign row before it (stock, then balance, then ledger).
 */

export interface PointPosting {
  userId: number;
  /** Signed points: + credit, − debit. */
  points: number;
  kind: PointKind;
  reference: string;
  orderId?: number | null;
  campaignId?: number | null;
  redemptionId?: number | null;
  by: number | null;
  note?: string | null;
}

/** Creates the agent's balance row when missing and locks it (an upsert that changes nothing takes the row lock at once on MariaDB). */
export async function lockPoints(tx: Ctx, userId: number): Promise<PointBalance> {
  await PointBalance.of(tx)
    .insert({ userId, balance: 0 })
    .onConflict(['company_id', 'user_id'])
    .merge({ balance: raw('??', ['point_balances.balance']) });
  return (await forUpdate(PointBalance.of(tx).where('userId', userId)).first())!;
}

/**
 * Posts one movement under the agent's balance lock. A debit that would take the balance below
 * zero is refused (409 'points.insufficient') unless `overdraw` (reversals). Returns the entry, or
 * null when the reference had been posted already.
 */
export async function postPoints(ctx: Ctx, p: PointPosting, overdraw = false): Promise<PointEntry | null> {
  if (!p.points) return null;
  return inTransaction(ctx, async (tx) => {
    const locked = await lockPoints(tx, p.userId);
    if (await forUpdate(PointEntry.of(tx).where({ kind: p.kind, reference: p.reference })).first()) return null;
    if (!overdraw && p.points < 0 && locked.balance + p.points < 0) throw new ConflictError('points.insufficient');
    const entry = await PointEntry.of(tx).insertAndFetch({
      userId: p.userId,
      points: p.points,
      kind: p.kind,
      reference: p.reference,
      orderId: p.orderId ?? null,
      campaignId: p.campaignId ?? null,
      redemptionId: p.redemptionId ?? null,
      balanceAfter: locked.balance + p.points,
      note: p.note ?? null,
      createdBy: p.by,
      createdAt: nowDb(),
    });
    await byPrimaryKey(PointBalance.of(tx))
      .findById(locked.id)
      .patch({ balance: raw('?? + ?', ['balance', p.points]) });
    return entry;
  });
}

/** The campaign bonus of an order: per campaign running on its payment day (now, while it is being paid) and listing its products, Σ units × points. */
async function campaignBonuses(tx: Ctx, order: Order): Promise<{ campaignId: number; points: number }[]> {
  const units = new Map<number, number>();
  for (const part of await OrderStock.of(tx).where('orderId', order.id)) units.set(part.productId, (units.get(part.productId) ?? 0) + part.quantity);
  if (!units.size) return [];
  const day = businessTime(order.paidAt ? dbTimeToDate(order.paidAt) : clock.now()).format('YYYY-MM-DD');
  const listed = await CampaignProduct.of(tx)
    .join('campaigns', 'campaigns.id', 'campaign_products.campaign_id')
    .whereIn('campaign_products.product_id', [...units.keys()])
    .where('campaigns.start_date', '<=', day)
    .where('campaigns.end_date', '>=', day)
    .orderBy('campaign_products.campaign_id')
    .select('campaign_products.campaign_id', 'campaign_products.product_id', 'campaign_products.points');
  const bonus = new Map<number, number>();
  for (const row of listed) bonus.set(row.campaignId, (bonus.get(row.campaignId) ?? 0) + row.points * (units.get(row.productId) ?? 0));
  return [...bonus].filter(([, points]) => points > 0).map(([campaignId, points]) => ({ campaignId, points }));
}

/** Credits the buyer of a paid order (or one being paid) its points and campaign bonuses, inside the payment's transaction; once per order. */
export async function creditOrderPoints(tx: Ctx, order: Order): Promise<void> {
  if (order.type === 'personal') return;
  const buyer = await User.of(tx).findById(order.buyerId).where('role', 'agent').select('users.id');
  if (!buyer) return;
  const base = { userId: order.buyerId, orderId: order.id, by: null };
  await postPoints(tx, { ...base, points: Number(order.points), kind: 'order', reference: String(order.id) });
  for (const { campaignId, points } of await campaignBonuses(tx, order)) {
    await postPoints(tx, { ...base, points, kind: 'campaign', reference: `${order.id}:${campaignId}`, campaignId });
  }
}

const REVERSAL: Partial<Record<PointKind, PointKind>> = { order: 'order_reversal', campaign: 'campaign_reversal' };

/** Takes back, once, every point a cancelled paid order earned (inside the cancellation's transaction). */
export async function reverseOrderPoints(tx: Ctx, order: Order, by: number | null): Promise<void> {
  const credits = await PointEntry.of(tx).where('orderId', order.id).whereIn('kind', ['order', 'campaign']).orderBy('id');
  for (const c of credits) {
    await postPoints(tx, { userId: c.userId, points: -c.points, kind: REVERSAL[c.kind]!, reference: c.reference, orderId: order.id, campaignId: c.campaignId, by }, true);
  }
}

/** The first instant (DB time) of business year `year`. */
const yearStart = (year: number) => toDbTime(businessTime().year(year).startOf('year').toDate());

/** Points earned before `before` and all debits so far: FIFO says what of the old points is left. */
async function oldPointsLeft(ctx: Ctx, userId: number, before: string): Promise<number> {
  const row = await rowOf<{ old: string | number | null; spent: string | number | null }>(
    PointEntry.of(ctx)
      .where('point_entries.user_id', userId)
      .select(
        raw('SUM(CASE WHEN ?? > 0 AND ?? < ? THEN ?? ELSE 0 END) as old', ['points', 'created_at', before, 'points']),
        raw('SUM(CASE WHEN ?? < 0 THEN -?? ELSE 0 END) as spent', ['points', 'points']),
      )
      .first(),
  );
  return Math.max(0, Number(row?.old ?? 0) - Number(row?.spent ?? 0));
}

/** The agent's points: balance, totals, and what expires at the end of this year. */
export async function pointsSummary(ctx: Ctx, userId: number) {
  const now = businessTime();
  const balance = (await PointBalance.of(ctx).where('userId', userId).first())?.balance ?? 0;
  const totals = await rowOf<{ earned: string | number | null; redeemed: string | number | null }>(
    PointEntry.of(ctx)
      .where('point_entries.user_id', userId)
      .select(
        raw("SUM(CASE WHEN ?? IN ('order', 'campaign', 'order_reversal', 'campaign_reversal') THEN ?? ELSE 0 END) as earned", ['kind', 'points']),
        raw("SUM(CASE WHEN ?? IN ('redeem', 'redeem_return') THEN -?? ELSE 0 END) as redeemed", ['kind', 'points']),
      )
      .first(),
  );
  const left = await oldPointsLeft(ctx, userId, yearStart(now.year()));
  return {
    balance,
    earned: Number(totals?.earned ?? 0),
    redeemed: Number(totals?.redeemed ?? 0),
    expiring: Math.max(0, Math.min(balance, left)),
    expiresOn: now.endOf('year').format('YYYY-MM-DD'),
  };
}

/** Expires, once per agent and year, what is left of the points earned two or more years ago; returns how many agents lost points. */
export async function expirePoints(ctx: Ctx, now: Date = clock.now()): Promise<number> {
  const year = businessTime(now).year();
  const before = yearStart(year - 1);
  let expired = 0;
  for (const holder of await PointBalance.of(ctx).where('balance', '>', 0).select('userId').orderBy('userId')) {
    await inTransaction(ctx, async (tx) => {
      const locked = await lockPoints(tx, holder.userId);
      const due = Math.min(locked.balance, await oldPointsLeft(tx, holder.userId, before));
      if (due <= 0) return;
      const entry = await postPoints(tx, { userId: holder.userId, points: -due, kind: 'expiry', reference: `${holder.userId}:${year - 2}`, by: null });
      if (entry) expired += 1;
    });
  }
  return expired;
}
