import { raw } from 'objection';
import { POINT_KINDS, REDEMPTION_STATUSES, type ActiveCampaignView, type PointEntryView, type RedemptionStatus, type RedemptionView } from '../../../common/campaigns';
import type { Ctx, UserCtx } from '../../platform/context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { ListPage, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import { dbTimeToIso, nowDb } from '../../platform/time';
import { byPrimaryKey, forUpdate, inTransaction, retryOnDeadlock } from '../../platform/tx';
import { User } from '../users';
import { campaignEvents } from './events';
import { Campaign, PointBalance, PointEntry, Redemption } from './models';
import { lockPoints, postPoints } from './points';
import { campaignStatus, findCampaign, orderNumbers, periodKey, presentAll, today } from './service';

/**
 * Redemptions (POST /game/redeem-point) and the win-prize desk (POST /game/win-prize), with the
 * histories of points and redemptions.
 *
 * Redeeming, in one transaction, locks in the order stock → balance → ledger:
 * 1. the campaign's stock: `UPDATE campaigns SET redeemed = redeemed + 1 WHERE id = ? AND
 *    redeemed < max_redeem` on an ongoing campaign (0 rows: 409 'campaign.outOfStock'); the row
 *    lock makes parallel redemptions of one campaign run one after the other from here;
 * 2. the agent's balance row (locked): the agent's live redemptions in the current period below
 *    the campaign's per-agent limit (409 'campaign.limitReached'), balance ≥ points required
 *    (409 'points.insufficient');
 * 3. the redemption row and the ledger entry (kind redeem, reference the redemption id).
 * Any refusal rolls the whole transaction back.
 *
 * Win-prize: HQ moves a pending redemption to shipped (optional tracking number) or handed_over,
 * a shipped one to handed_over; or cancels a pending or shipped one, which returns the points
 * (redeem_return) and the reward to the stock. Each change is a conditional update on the state it
 * starts from, stamped with who and when. Handed over, the reward is given: `campaignEvents.rewardGiven`
 * in the same transaction (the self-billed e-invoice of the reward, docs/einvoice.md).
 */

const TRANSITIONS: Record<RedemptionStatus, RedemptionStatus[]> = {
  pending: ['shipped', 'handed_over', 'cancelled'],
  shipped: ['handed_over', 'cancelled'],
  handed_over: [],
  cancelled: [],
};

/** The caller's live redemptions of each campaign in its current period. */
async function myPeriodRedemptions(ctx: Ctx, userId: number, campaigns: Campaign[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const c of campaigns) {
    const n = await Redemption.of(ctx)
      .where({ campaignId: c.id, userId, periodKey: periodKey(c.period) })
      .whereNot('status', 'cancelled')
      .resultSize();
    out.set(c.id, n);
  }
  return out;
}

/** GET /game/get-active: ongoing campaigns (soonest ending first), with what the caller may do. */
export async function activeCampaigns(ctx: UserCtx): Promise<ActiveCampaignView[]> {
  const day = today();
  const campaigns = await Campaign.of(ctx).where('startDate', '<=', day).where('endDate', '>=', day).orderBy('endDate').orderBy('id').limit(100);
  const views = await presentAll(ctx, campaigns);
  const isAgent = ctx.user.role === 'agent';
  const mine = isAgent ? await myPeriodRedemptions(ctx, ctx.user.id, campaigns) : new Map<number, number>();
  const balance = isAgent ? ((await PointBalance.of(ctx).where('userId', ctx.user.id).first())?.balance ?? 0) : 0;
  return views.map((v) => {
    const myRedemptions = mine.get(v.id) ?? 0;
    let blockedBy: ActiveCampaignView['blockedBy'] = null;
    if (v.remaining <= 0) blockedBy = 'stock';
    else if (myRedemptions >= v.perAgentLimit) blockedBy = 'limit';
    else if (balance < v.pointRequired) blockedBy = 'points';
    return { ...v, myRedemptions, canRedeem: isAgent && blockedBy === null, blockedBy };
  });
}

/** POST /game/redeem-point: the agent redeems one reward of an ongoing campaign. */
export async function redeem(ctx: UserCtx, input: { gameId: number; remark?: string | null }): Promise<RedemptionView> {
  if (ctx.user.role !== 'agent') throw new ForbiddenError();
  const userId = ctx.user.id;
  const id = await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const campaign = await findCampaign(tx, input.gameId);
      const status = campaignStatus(campaign);
      if (status === 'upcoming') throw new ConflictError('campaign.notStarted');
      if (status === 'expired') throw new ConflictError('campaign.ended');
      const taken = await byPrimaryKey(Campaign.of(tx))
        .findById(campaign.id)
        .whereRaw('?? < ??', ['redeemed', 'max_redeem'])
        .patch({ redeemed: raw('?? + 1', ['redeemed']) });
      if (!taken) throw new ConflictError('campaign.outOfStock');
      const balance = await lockPoints(tx, userId);
      const key = periodKey(campaign.period);
      // A locking read: it sees redemptions committed after this transaction's first read (MariaDB).
      const used = await forUpdate(Redemption.of(tx).where({ campaignId: campaign.id, userId, periodKey: key }).whereNot('status', 'cancelled').select('campaign_redemptions.id'));
      if (used.length >= campaign.perAgentLimit) throw new ConflictError('campaign.limitReached');
      if (balance.balance < campaign.pointsRequired) throw new ConflictError('points.insufficient');
      const redemption = await Redemption.of(tx).insert({
        campaignId: campaign.id,
        userId,
        points: campaign.pointsRequired,
        periodKey: key,
        status: 'pending',
        remark: input.remark?.trim() || null,
        trackingNo: null,
        note: null,
        shippedAt: null,
        handedOverAt: null,
        cancelledAt: null,
        updatedBy: null,
      });
      await postPoints(tx, { userId, points: -campaign.pointsRequired, kind: 'redeem', reference: String(redemption.id), campaignId: campaign.id, redemptionId: redemption.id, by: userId });
      return redemption.id;
    }),
  );
  return (await presentRedemptions(ctx, [(await Redemption.of(ctx).findById(id))!]))[0];
}

/** POST /game/win-prize: HQ records that a reward was shipped or handed over, or cancels the redemption. */
export async function updateRedemption(ctx: UserCtx, input: { id: number; status: Exclude<RedemptionStatus, 'pending'>; trackingNo?: string | null; note?: string | null }): Promise<RedemptionView> {
  await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const redemption = await Redemption.of(tx).findById(input.id);
      if (!redemption) throw new NotFoundError('campaign.redemptionNotFound');
      if (!TRANSITIONS[redemption.status].includes(input.status)) throw new ConflictError('campaign.redemptionState');
      const now = nowDb();
      const stamp = { shipped: { shippedAt: now }, handed_over: { handedOverAt: now }, cancelled: { cancelledAt: now } }[input.status];
      // The stock first (the lock order of redeem), then the redemption's own conditional change.
      if (input.status === 'cancelled') {
        await byPrimaryKey(Campaign.of(tx))
          .findById(redemption.campaignId)
          .where('redeemed', '>', 0)
          .patch({ redeemed: raw('?? - 1', ['redeemed']) });
      }
      const changed = await byPrimaryKey(Redemption.of(tx))
        .findById(redemption.id)
        .where('status', redemption.status)
        .patch({
          ...stamp,
          status: input.status,
          updatedBy: tx.user.id,
          ...(input.trackingNo !== undefined ? { trackingNo: input.trackingNo?.trim() || null } : {}),
          ...(input.note !== undefined ? { note: input.note?.trim() || null } : {}),
        });
      if (!changed) throw new ConflictError('campaign.redemptionState');
      // The reward is given: modules above react in this transaction (einvoice: the self-billed e-invoice of the reward).
      if (input.status === 'handed_over') {
        const campaign = (await Campaign.of(tx).findById(redemption.campaignId))!;
        await campaignEvents.rewardGiven.publish(tx, { redemption: (await Redemption.of(tx).findById(redemption.id))!, campaign });
      }
      if (input.status === 'cancelled') {
        await postPoints(tx, {
          userId: redemption.userId,
          points: redemption.points,
          kind: 'redeem_return',
          reference: String(redemption.id),
          campaignId: redemption.campaignId,
          redemptionId: redemption.id,
          by: tx.user.id,
        });
      }
    }),
  );
  return (await presentRedemptions(ctx, [(await Redemption.of(ctx).findById(input.id))!]))[0];
}

async function agentNames(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  const list = [...new Set(ids)];
  const users = list.length ? await User.of(ctx).whereIn('id', list).select('id', 'firstName', 'lastName', 'email') : [];
  return new Map(users.map((u) => [u.id, u.fullName]));
}

async function presentRedemptions(ctx: Ctx, rows: Redemption[]): Promise<RedemptionView[]> {
  const names = await agentNames(
    ctx,
    rows.map((r) => r.userId),
  );
  const campaignIds = [...new Set(rows.map((r) => r.campaignId))];
  const campaigns = new Map((campaignIds.length ? await Campaign.of(ctx).whereIn('id', campaignIds).select('id', 'title', 'rewardType') : []).map((c) => [c.id, c]));
  return rows.map((r) => ({
    id: r.id,
    campaignId: r.campaignId,
    gameTitle: campaigns.get(r.campaignId)?.title ?? '',
    rewardType: campaigns.get(r.campaignId)!.rewardType,
    userId: r.userId,
    agentName: names.get(r.userId) ?? '',
    points: r.points,
    period: r.periodKey,
    status: r.status,
    remark: r.remark,
    trackingNo: r.trackingNo,
    note: r.note,
    createdAt: dbTimeToIso(r.createdAt)!,
    shippedAt: dbTimeToIso(r.shippedAt),
    handedOverAt: dbTimeToIso(r.handedOverAt),
    cancelledAt: dbTimeToIso(r.cancelledAt),
  }));
}

/** An agent reads its own rows; HQ and permitted staff anyone's (optionally one agent's, `userId`). */
function ownerOf(ctx: UserCtx, asked: number | undefined): number | undefined {
  if (ctx.user.role !== 'agent') return asked;
  if (asked !== undefined && asked !== ctx.user.id) throw new ForbiddenError();
  return ctx.user.id;
}

const oneOf = (values: readonly string[], field: string) => (qb: { whereIn: (c: string, v: string[]) => unknown }, value: unknown, column: string) => {
  const list = Array.isArray(value) ? value : [value];
  if (!list.length || !list.every((v) => values.includes(v as string))) throw ValidationError.field(`filter.${field}`, 'validation.invalid');
  qb.whereIn(column, list as string[]);
};

const redemptionSpec: ListSpec<Redemption> = {
  sort: { id: 'campaign_redemptions.id', createdAt: 'campaign_redemptions.id', points: 'campaign_redemptions.points', status: 'campaign_redemptions.status' },
  defaultSort: ['id', 'DESC'],
  filters: {
    status: (qb, value) => oneOf(REDEMPTION_STATUSES, 'status')(qb, value, 'campaign_redemptions.status'),
    campaignId: 'campaign_redemptions.campaign_id',
    userId: 'campaign_redemptions.user_id',
  },
};

/** GET /game/history-redeem (and /game/redeem-list): redemptions, newest first; an agent its own. */
export async function listRedemptions(ctx: UserCtx, params: ListParams & { userId?: number; campaignId?: number; status?: RedemptionStatus | RedemptionStatus[] }): Promise<ListPage<RedemptionView>> {
  const { userId, campaignId, status, ...rest } = params;
  const owner = ownerOf(ctx, userId);
  const query = Redemption.of(ctx);
  if (owner !== undefined) query.where('campaign_redemptions.user_id', owner);
  const page = await runList(query, redemptionSpec, withPlainFilters(rest, { campaignId, status }));
  return new ListPage(await presentRedemptions(ctx, page.items), page.total, page.offset);
}

const entrySpec: ListSpec<PointEntry> = {
  sort: { id: 'point_entries.id', createdAt: 'point_entries.id', points: 'point_entries.points', kind: 'point_entries.kind' },
  defaultSort: ['id', 'DESC'],
  filters: {
    kind: (qb, value) => oneOf(POINT_KINDS, 'kind')(qb, value, 'point_entries.kind'),
    userId: 'point_entries.user_id',
    campaignId: 'point_entries.campaign_id',
    orderId: 'point_entries.order_id',
  },
};

/** GET /game/history-point: points ledger entries, newest first; an agent its own. */
export async function listPointEntries(ctx: UserCtx, params: ListParams & { userId?: number; campaignId?: number }): Promise<ListPage<PointEntryView>> {
  const { userId, campaignId, ...rest } = params;
  const owner = ownerOf(ctx, userId);
  const query = PointEntry.of(ctx);
  if (owner !== undefined) query.where('point_entries.user_id', owner);
  const page = await runList(query, entrySpec, withPlainFilters(rest, { campaignId }));
  const names = await agentNames(
    ctx,
    page.items.map((e) => e.userId),
  );
  const orderNos = await orderNumbers(
    ctx,
    page.items.map((e) => e.orderId),
  );
  const campaignIds = [...new Set(page.items.map((e) => e.campaignId).filter((id): id is number => Boolean(id)))];
  const titles = new Map((campaignIds.length ? await Campaign.of(ctx).whereIn('id', campaignIds).select('id', 'title') : []).map((c) => [c.id, c.title]));
  return new ListPage(
    page.items.map((e) => ({
      id: e.id,
      userId: e.userId,
      agentName: names.get(e.userId) ?? '',
      points: e.points,
      kind: e.kind,
      orderId: e.orderId,
      orderNo: e.orderId ? (orderNos.get(e.orderId) ?? null) : null,
      campaignId: e.campaignId,
      campaignTitle: e.campaignId ? (titles.get(e.campaignId) ?? null) : null,
      balanceAfter: e.balanceAfter,
      note: e.note,
      createdAt: dbTimeToIso(e.createdAt)!,
    })),
    page.total,
    page.offset,
  );
}
