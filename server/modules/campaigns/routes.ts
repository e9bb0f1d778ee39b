import { Type } from '@sinclair/typebox';
import { CAMPAIGN_LIMITS, CAMPAIGN_PERIODS, CAMPAIGN_STATUSES, REDEMPTION_STATUSES, REWARD_TYPES } from '../../../common/campaigns';
import { ForbiddenError, ValidationError } from '../../platform/errors';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, ListQueryProps, Nullable, Str } from '../../platform/http/schemas';
import type { UserCtx } from '../../platform/context';
import * as campaigns from './service';
import * as redemptions from './redeem';
import { pointsSummary } from './points';

/**
 * Campaigns and reward points (docs/api.md: "Games (campaigns)"): `GET /game/campaign` (list
 * dialect), `/game/get-active`, `/game/summary`, `/game/campaign-detail`, `/game/history-point`,
 * `/game/history-redeem`, `/game/redeem-list`; `POST /game/store`, `/game/edit`,
 * `/game/redeem-point`; `DELETE /game/delete`; and two calls the screens need beyond those:
 * `POST /game/banner` (the banner upload) and `POST /game/win-prize` (HQ marks a redemption shipped,
 * handed over or cancelled). Managers: HQ and staff with "post content" (campaigns are marketing).
 * Rules: service.ts, points.ts, redeem.ts.
 */

const tags = ['campaigns'];
const MANAGERS = { permission: 'post_content' } as const;
const READERS = { roles: ['hq', 'staff', 'agent'] } as const;
const AGENTS = { roles: ['agent'] } as const;

const manages = (ctx: UserCtx) => ctx.user.role === 'hq' || (ctx.user.role === 'staff' && ctx.user.permissions.has('post_content'));
/** Agents read their own; HQ and staff with "post content" anyone's; other staff nothing. */
const requireReader = (ctx: UserCtx) => {
  if (ctx.user.role !== 'agent' && !manages(ctx)) throw new ForbiddenError();
};

const Points = (min = 0) => Type.Integer({ minimum: min, maximum: CAMPAIGN_LIMITS.maxPoints });
const Day = Type.String({ format: 'date' });
const Text = Nullable(Str(CAMPAIGN_LIMITS.maxText));
const CampaignBody = {
  gameTitle: Str(191, 1),
  gameDesc: Type.Optional(Text),
  gameTnc: Type.Optional(Text),
  rewardType: Type.Union(REWARD_TYPES.map((t) => Type.Literal(t))),
  pointRequired: Points(1),
  startDate: Day,
  endDate: Day,
  period: Type.Union(CAMPAIGN_PERIODS.map((p) => Type.Literal(p))),
  previous: Type.Optional(Nullable(Id)),
  maxRedeem: Type.Integer({ minimum: 1, maximum: CAMPAIGN_LIMITS.maxRedeem }),
  perAgentLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: CAMPAIGN_LIMITS.maxRedeem })),
  rewardCost: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }))),
  products: Type.Optional(Type.Array(Type.Object({ productId: Id, points: Points(1) }), { maxItems: CAMPAIGN_LIMITS.maxProducts })),
};
const CampaignStatusQ = Type.Optional(Type.Union(CAMPAIGN_STATUSES.map((v) => Type.Literal(v))));
const RedemptionStatusQ = Type.Optional(Type.Union(REDEMPTION_STATUSES.map((v) => Type.Literal(v))));
const idOf = (query: { id?: number }, body: { id?: number }) => {
  const id = query.id ?? body.id;
  if (!id) throw ValidationError.field('id', 'validation.required');
  return id;
};

export const campaignRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/game/campaign',
    access: MANAGERS,
    summary:
      'Campaigns with redeemed, remaining and status (list dialect; filter status ongoing|upcoming|expired (or a list), rewardType, period; search title; sort gameTitle, pointRequired, startDate, endDate, maxRedeem, redeemed, createdAt)',
    tags,
    query: Type.Object({ ...ListQueryProps, status: CampaignStatusQ }),
    handler: async ({ ctx, query }) => campaigns.listCampaigns(ctx, query),
  }),
  route({
    method: 'get',
    path: '/game/get-active',
    access: READERS,
    summary: 'Ongoing campaigns, soonest ending first, each with myRedemptions (this period), canRedeem and blockedBy (points|stock|limit) for the calling agent',
    tags,
    handler: async ({ ctx }) => {
      requireReader(ctx);
      return redemptions.activeCampaigns(ctx);
    },
  }),
  route({
    method: 'get',
    path: '/game/summary',
    access: READERS,
    summary:
      "An agent: its points { balance, earned, redeemed, expiring, expiresOn } (points earned in a year expire at the end of the following year). HQ and staff with post_content: each campaign's figures (id: one campaign) — redemptions by state, points redeemed and awarded, agents, units sold of its products",
    tags,
    query: Type.Object({ id: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => {
      requireReader(ctx);
      return ctx.user.role === 'agent' ? pointsSummary(ctx, ctx.user.id) : campaigns.campaignFigures(ctx, query.id);
    },
  }),
  route({
    method: 'get',
    path: '/game/campaign-detail',
    access: READERS,
    summary: 'One campaign (id) with its products and banner',
    tags,
    query: Type.Object({ id: Id }),
    handler: async ({ ctx, query }) => {
      requireReader(ctx);
      return campaigns.getCampaign(ctx, query.id);
    },
  }),
  route({
    method: 'get',
    path: '/game/history-point',
    access: READERS,
    summary:
      'Points ledger entries, newest first: an agent its own; HQ and staff with post_content every agent (userId, campaignId). List dialect: filter kind, userId, campaignId, orderId; sort id, createdAt, points, kind',
    tags,
    query: Type.Object({ ...ListQueryProps, userId: Type.Optional(Id), campaignId: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => {
      requireReader(ctx);
      return redemptions.listPointEntries(ctx, query);
    },
  }),
  route({
    method: 'get',
    path: '/game/history-redeem',
    access: READERS,
    summary: 'Redemptions, newest first: an agent its own; HQ and staff with post_content all. List dialect: filter status, campaignId, userId',
    tags,
    query: Type.Object({ ...ListQueryProps, userId: Type.Optional(Id), campaignId: Type.Optional(Id), status: RedemptionStatusQ }),
    handler: async ({ ctx, query }) => {
      requireReader(ctx);
      return redemptions.listRedemptions(ctx, query);
    },
  }),
  route({
    method: 'get',
    path: '/game/redeem-list',
    access: MANAGERS,
    summary: 'The win-prize desk: redemptions waiting for HQ (pending and shipped unless filter status says otherwise), oldest first',
    tags,
    query: Type.Object({ ...ListQueryProps, campaignId: Type.Optional(Id), status: RedemptionStatusQ }),
    handler: async ({ ctx, query }) => {
      const { status, ...rest } = query;
      return redemptions.listRedemptions(ctx, { sort: '["id","ASC"]', ...rest, status: status ?? ['pending', 'shipped'] });
    },
  }),
  route({
    method: 'post',
    path: '/game/store',
    access: MANAGERS,
    summary:
      'Create a campaign: gameTitle, gameDesc, gameTnc, rewardType gift|cash|voucher|trip, pointRequired, startDate/endDate (YYYY-MM-DD business days, inclusive), period daily..yearly (cycle of perAgentLimit), previous (campaign id), maxRedeem (rewards in stock), perAgentLimit, products (up to 10 { productId, points per unit sold })',
    tags,
    body: Type.Object(CampaignBody),
    handler: async ({ ctx, body }) => new Reply((await campaigns.storeCampaign(ctx, body)).campaign, 'campaign.created', 201),
  }),
  route({
    method: 'post',
    path: '/game/edit',
    access: MANAGERS,
    summary: 'Change the campaign `id` (the fields of /game/store; products replaced when given); maxRedeem never below the rewards redeemed',
    tags,
    body: Type.Object({ id: Id, ...CampaignBody }),
    message: 'campaign.saved',
    handler: async ({ ctx, body }) => (await campaigns.storeCampaign(ctx, body)).campaign,
  }),
  route({
    method: 'post',
    path: '/game/banner',
    access: MANAGERS,
    summary: 'Upload the banner of campaign `id` (multipart image1, JPEG or PNG by content, 2 MB; 800 × 400 recommended, shown at 2:1)',
    tags,
    upload: { field: 'image1', maxBytes: CAMPAIGN_LIMITS.bannerBytes, types: ['jpeg', 'png'] },
    body: Type.Object({ id: Id }),
    message: 'campaign.bannerSaved',
    handler: async ({ ctx, body, file }) => campaigns.saveBanner(ctx, body.id, file!),
  }),
  route({
    method: 'delete',
    path: '/game/delete',
    access: MANAGERS,
    summary: 'Delete a campaign (`id` in the query or body) that has no redemption and awarded no points (409 campaign.inUse otherwise)',
    tags,
    query: Type.Object({ id: Type.Optional(Id) }),
    body: Type.Object({ id: Type.Optional(Id) }),
    message: 'campaign.deleted',
    handler: async ({ ctx, query, body }) => campaigns.deleteCampaign(ctx, idOf(query, body)),
  }),
  route({
    method: 'post',
    path: '/game/redeem-point',
    access: AGENTS,
    summary:
      'The agent redeems one reward of ongoing campaign gameId (remark: e.g. a delivery note). 409 campaign.outOfStock, campaign.limitReached (per agent per period), points.insufficient, campaign.notStarted, campaign.ended',
    tags,
    body: Type.Object({ gameId: Id, remark: Type.Optional(Nullable(Str(255))) }),
    handler: async ({ ctx, body }) => new Reply(await redemptions.redeem(ctx, body), 'campaign.redeemed', 201),
  }),
  route({
    method: 'post',
    path: '/game/win-prize',
    access: MANAGERS,
    summary:
      'HQ records a redemption (id) as shipped (trackingNo) or handed_over, or cancels it (points and stock returned); pending → shipped → handed_over, pending/shipped → cancelled (409 campaign.redemptionState otherwise)',
    tags,
    body: Type.Object({
      id: Id,
      status: Type.Union((['shipped', 'handed_over', 'cancelled'] as const).map((s) => Type.Literal(s))),
      trackingNo: Type.Optional(Nullable(Str(100))),
      note: Type.Optional(Nullable(Str(255))),
    }),
    message: 'campaign.redemptionSaved',
    handler: async ({ ctx, body }) => redemptions.updateRedemption(ctx, body),
  }),
];
