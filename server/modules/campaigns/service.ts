import { rowsOf } from '../../platform/rows';
import { CAMPAIGN_STATUSES, type CampaignFiguresView, type CampaignPeriod, type CampaignStatus, type CampaignView, type RewardType } from '../../../common/campaigns';
import { raw } from 'objection';
import { platform } from '../../platform';
import type { Ctx } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { ListPage, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import type { UploadedFile } from '../../platform/http/route';
import { businessDayStart, businessTime, dbTimeToIso } from '../../platform/time';
import { forUpdate, inTransaction } from '../../platform/tx';
import { Product } from '../catalog';
import { Order, OrderStock } from '../orders';
import { Campaign, CampaignProduct, PointEntry, Redemption } from './models';

/**
 * Campaigns (screens /campaign-list, /campaign, /campaign/new, /campaign/edit; fields, the ongoing /
 * upcoming / expired lists, up to 10 products and the 800 × 400 banner: docs/rules.md).
 *
 * - Days: `startDate`..`endDate`, whole business days in Asia/Kuala_Lumpur, both inclusive; the
 *   status is upcoming before the first, expired after the last, ongoing between.
 * - `maxRedeem` is the number of rewards in stock for the whole campaign; `redeemed` counts the
 *   live (not cancelled) redemptions. `perAgentLimit` redemptions per agent per `period`.
 * - Products: up to 10 (unique) products of the company, each with the bonus points a unit sold
 *   in the campaign's days earns (points.ts).
 * - Editing: every field; `maxRedeem` never below what was redeemed. Deleting: only a campaign
 *   with no redemption and no points awarded (409 'campaign.inUse': end it by its end date).
 */

export interface CampaignInput {
  gameTitle: string;
  gameDesc?: string | null;
  gameTnc?: string | null;
  rewardType: RewardType;
  pointRequired: number;
  startDate: string;
  endDate: string;
  period: CampaignPeriod;
  previous?: number | null;
  maxRedeem: number;
  perAgentLimit?: number;
  /** Minor units; absent keeps the campaign's, null clears it. */
  rewardCost?: number | null;
  products?: { productId: number; points: number }[];
}

export const today = () => businessTime().format('YYYY-MM-DD');

export function campaignStatus(c: Pick<Campaign, 'startDate' | 'endDate'>, day = today()): CampaignStatus {
  if (day < c.startDate) return 'upcoming';
  if (day > c.endDate) return 'expired';
  return 'ongoing';
}

/** The key of the business period `date` falls in, for the campaign's cycle (Asia/Kuala_Lumpur). */
export function periodKey(period: CampaignPeriod, date = businessTime()): string {
  const y = date.year();
  switch (period) {
    case 'daily':
      return date.format('YYYY-MM-DD');
    case 'weekly':
      return `W${date.subtract((date.day() + 6) % 7, 'day').format('YYYY-MM-DD')}`;
    case 'monthly':
      return date.format('YYYY-MM');
    case 'quarterly':
      return `${y}-Q${Math.floor(date.month() / 3) + 1}`;
    case 'half-yearly':
      return `${y}-H${date.month() < 6 ? 1 : 2}`;
    case 'yearly':
      return String(y);
  }
}

async function loadProducts(ctx: Ctx, ids: number[]): Promise<Map<number, CampaignView['products']>> {
  const out = new Map<number, CampaignView['products']>();
  if (!ids.length) return out;
  const rows = await rowsOf<
    CampaignProduct & {
      name: string;
      sku: string | null;
    }
  >(
    CampaignProduct.of(ctx)
      .join('products', 'products.id', 'campaign_products.product_id')
      .whereIn('campaign_products.campaign_id', ids)
      .orderBy('campaign_products.id')
      .select('campaign_products.campaign_id', 'campaign_products.product_id', 'campaign_products.points', 'products.name', 'products.sku'),
  );
  for (const r of rows) {
    const list = out.get(r.campaignId) ?? [];
    list.push({ productId: r.productId, name: r.name, sku: r.sku, points: r.points });
    out.set(r.campaignId, list);
  }
  return out;
}

/** Campaigns among `ids` with a redemption or awarded points: they cannot be deleted. */
async function usedCampaigns(ctx: Ctx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const redeemed = await Redemption.of(ctx).whereIn('campaignId', ids).distinct('campaignId');
  const awarded = await PointEntry.of(ctx).whereIn('campaignId', ids).distinct('campaignId');
  return new Set([...redeemed, ...awarded].map((r) => r.campaignId!));
}

/** The campaigns as the API shows them (products, previous title, deletable), in the given order. */
export async function presentAll(ctx: Ctx, campaigns: Campaign[]): Promise<CampaignView[]> {
  const ids = campaigns.map((c) => c.id);
  const products = await loadProducts(ctx, ids);
  const used = await usedCampaigns(ctx, ids);
  const previousIds = [...new Set(campaigns.map((c) => c.previousId).filter((id): id is number => Boolean(id)))];
  const titles = new Map((previousIds.length ? await Campaign.of(ctx).whereIn('id', previousIds).select('id', 'title') : []).map((c) => [c.id, c.title]));
  const day = today();
  const { storage } = platform();
  return campaigns.map((c) => ({
    id: c.id,
    comId: c.companyId,
    gameTitle: c.title,
    gameDesc: c.description,
    gameTnc: c.terms,
    rewardType: c.rewardType,
    pointRequired: c.pointsRequired,
    startDate: c.startDate,
    endDate: c.endDate,
    period: c.period,
    previous: c.previousId,
    previousTitle: c.previousId ? (titles.get(c.previousId) ?? null) : null,
    image1: storage.url(c.banner),
    maxRedeem: c.maxRedeem,
    perAgentLimit: c.perAgentLimit,
    rewardCost: c.rewardCost === null || c.rewardCost === undefined ? null : Number(c.rewardCost),
    redeemed: c.redeemed,
    remaining: Math.max(c.maxRedeem - c.redeemed, 0),
    status: campaignStatus(c, day),
    products: products.get(c.id) ?? [],
    deletable: !used.has(c.id),
    createdAt: dbTimeToIso(c.createdAt)!,
    updatedAt: dbTimeToIso(c.updatedAt)!,
  }));
}

export function statusFilter(column: (name: 'start_date' | 'end_date') => string) {
  return (qb: { where: (fn: (w: never) => void) => unknown }, value: unknown) => {
    const day = today();
    const list = Array.isArray(value) ? value : [value];
    if (!list.length || !list.every((s) => (CAMPAIGN_STATUSES as readonly unknown[]).includes(s))) throw ValidationError.field('filter.status', 'validation.invalid');
    qb.where((w: { orWhere: (...args: unknown[]) => void }) => {
      if (list.includes('upcoming')) w.orWhere(column('start_date'), '>', day);
      if (list.includes('expired')) w.orWhere(column('end_date'), '<', day);
      if (list.includes('ongoing')) w.orWhere((o: { where: (...args: unknown[]) => typeof o }) => o.where(column('start_date'), '<=', day).where(column('end_date'), '>=', day));
    });
  };
}

const listSpec: ListSpec<Campaign> = {
  sort: {
    id: 'campaigns.id',
    gameTitle: 'campaigns.title',
    pointRequired: 'campaigns.points_required',
    startDate: 'campaigns.start_date',
    endDate: 'campaigns.end_date',
    maxRedeem: 'campaigns.max_redeem',
    redeemed: 'campaigns.redeemed',
    createdAt: 'campaigns.created_at',
  },
  defaultSort: ['startDate', 'DESC'],
  filters: {
    status: statusFilter((name) => `campaigns.${name}`),
    rewardType: 'reward_type',
    period: 'period',
  },
  search: ['campaigns.title'],
};

/** GET /game/campaign: the company's campaigns (list dialect; filter status, rewardType, period; search title). */
export async function listCampaigns(ctx: Ctx, params: ListParams & { status?: CampaignStatus }): Promise<ListPage<CampaignView>> {
  const { status, ...rest } = params;
  const page = await runList(Campaign.of(ctx), listSpec, withPlainFilters(rest, { status }));
  return new ListPage(await presentAll(ctx, page.items), page.total, page.offset);
}

export async function findCampaign(ctx: Ctx, id: number): Promise<Campaign> {
  const campaign = await Campaign.of(ctx).findById(id);
  if (!campaign) throw new NotFoundError('campaign.notFound');
  return campaign;
}

export async function getCampaign(ctx: Ctx, id: number): Promise<CampaignView> {
  return (await presentAll(ctx, [await findCampaign(ctx, id)]))[0];
}

function fail(fields: FieldErrors): void {
  const keys = Object.keys(fields);
  if (keys.length === 1) throw ValidationError.field(keys[0], fields[keys[0]].key, fields[keys[0]].params);
  if (keys.length) throw new ValidationError(fields);
}

const trimmed = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** Creates a campaign, or changes the one named by `id`. */
export async function storeCampaign(ctx: Ctx, input: CampaignInput & { id?: number }): Promise<{ campaign: CampaignView; created: boolean }> {
  const { id } = input;
  const campaignId = await inTransaction(ctx, async (tx) => {
    // Locked so that a redemption cannot take a reward between the stock check and the write.
    const current = id ? await forUpdate(Campaign.of(tx).findById(id)) : null;
    if (id && !current) throw new NotFoundError('campaign.notFound');
    const fields: FieldErrors = {};
    const row = {
      title: input.gameTitle.trim(),
      description: trimmed(input.gameDesc),
      terms: trimmed(input.gameTnc),
      rewardType: input.rewardType,
      pointsRequired: input.pointRequired,
      startDate: input.startDate,
      endDate: input.endDate,
      period: input.period,
      previousId: input.previous ?? null,
      maxRedeem: input.maxRedeem,
      perAgentLimit: input.perAgentLimit ?? current?.perAgentLimit ?? 1,
      rewardCost: input.rewardCost !== undefined ? input.rewardCost : (current?.rewardCost ?? null),
    };
    if (!row.title) fields.gameTitle = { key: 'validation.required' };
    for (const key of ['startDate', 'endDate'] as const) {
      try {
        businessDayStart(row[key], key);
      } catch {
        fields[key] = { key: 'validation.invalid' };
      }
    }
    if (!fields.startDate && !fields.endDate && row.endDate < row.startDate) fields.endDate = { key: 'campaign.datesInverted' };
    if (current && row.maxRedeem < current.redeemed) fields.maxRedeem = { key: 'campaign.stockBelowRedeemed', params: { redeemed: current.redeemed } };
    if (row.previousId !== null && (row.previousId === id || !(await Campaign.of(tx).findById(row.previousId)))) fields.previous = { key: 'validation.invalid' };
    const products = input.products ?? null;
    if (products) {
      const ids = products.map((p) => p.productId);
      if (new Set(ids).size !== ids.length) fields.products = { key: 'campaign.productTwice' };
      else if (ids.length && (await Product.of(tx).whereIn('id', ids).resultSize()) !== ids.length) fields.products = { key: 'campaign.productUnknown' };
    }
    fail(fields);
    let savedId: number;
    if (current) {
      await Campaign.of(tx).findById(current.id).patch(row);
      savedId = current.id;
    } else savedId = (await Campaign.of(tx).insert({ ...row, redeemed: 0, banner: null })).id;
    if (products) {
      await CampaignProduct.of(tx).where('campaignId', savedId).delete();
      for (const p of products) await CampaignProduct.of(tx).insert({ campaignId: savedId, productId: p.productId, points: p.points });
    }
    return savedId;
  });
  return { campaign: await getCampaign(ctx, campaignId), created: !id };
}

/** POST /game/banner: the campaign's banner (JPEG or PNG; 800 × 400 recommended, shown at 2:1). */
export async function saveBanner(ctx: Ctx, id: number, file: UploadedFile): Promise<CampaignView> {
  const campaign = await findCampaign(ctx, id);
  const { storage } = platform();
  const key = await storage.save(ctx.companyId, 'campaigns', file.kind, file.buffer);
  await Campaign.of(ctx).findById(id).patch({ banner: key });
  if (campaign.banner) await storage.remove(campaign.banner);
  return getCampaign(ctx, id);
}

/** DELETE /game/delete: a campaign nobody redeemed and that awarded no points (409 'campaign.inUse' otherwise). */
export async function deleteCampaign(ctx: Ctx, id: number): Promise<{ id: number }> {
  const banner = await inTransaction(ctx, async (tx) => {
    const campaign = await forUpdate(Campaign.of(tx).findById(id));
    if (!campaign) throw new NotFoundError('campaign.notFound');
    if ((await usedCampaigns(tx, [id])).size) throw new ConflictError('campaign.inUse');
    await Campaign.of(tx).where('previousId', id).patch({ previousId: null });
    await Campaign.of(tx).deleteById(id);
    return campaign.banner;
  });
  if (banner) await platform().storage.remove(banner);
  return { id };
}

/** HQ: GET /game/summary — the figures of one campaign, or of every campaign (newest first, at most 100). */
export async function campaignFigures(ctx: Ctx, id?: number): Promise<CampaignFiguresView[]> {
  const campaigns = id ? [await findCampaign(ctx, id)] : await Campaign.of(ctx).orderBy('startDate', 'desc').orderBy('id', 'desc').limit(100);
  const ids = campaigns.map((c) => c.id);
  if (!ids.length) return [];
  const byStatus = await rowsOf<{ campaignId: number; status: string; n: number | string; points: number | string }>(
    Redemption.of(ctx)
      .whereIn('campaignId', ids)
      .groupBy('campaignId', 'status')
      .select('campaignId', 'status', raw('COUNT(*) as n'), raw('SUM(??) as points', ['points'])),
  );
  const agents = await rowsOf<{
    campaignId: number;
    n: number | string;
  }>(
    Redemption.of(ctx)
      .whereIn('campaignId', ids)
      .whereNot('status', 'cancelled')
      .groupBy('campaignId')
      .select('campaignId', raw('COUNT(DISTINCT ??) as n', ['user_id'])),
  );
  const awarded = await rowsOf<{
    campaignId: number;
    points: number | string;
  }>(
    PointEntry.of(ctx)
      .whereIn('campaignId', ids)
      .whereIn('kind', ['campaign', 'campaign_reversal'])
      .groupBy('campaignId')
      .select('campaignId', raw('SUM(??) as points', ['points'])),
  );
  const products = await loadProducts(ctx, ids);
  const out: CampaignFiguresView[] = [];
  for (const c of campaigns) {
    const count = (status: string) => Number(byStatus.find((r) => r.campaignId === c.id && r.status === status)?.n ?? 0);
    out.push({
      id: c.id,
      gameTitle: c.title,
      status: campaignStatus(c),
      maxRedeem: c.maxRedeem,
      redeemed: c.redeemed,
      remaining: Math.max(c.maxRedeem - c.redeemed, 0),
      pending: count('pending'),
      shipped: count('shipped'),
      handedOver: count('handed_over'),
      cancelled: count('cancelled'),
      pointsRedeemed: byStatus.filter((r) => r.campaignId === c.id && r.status !== 'cancelled').reduce((s, r) => s + Number(r.points), 0),
      pointsAwarded: Number(awarded.find((r) => r.campaignId === c.id)?.points ?? 0),
      agents: Number(agents.find((r) => r.campaignId === c.id)?.n ?? 0),
      products: await productSales(ctx, c, products.get(c.id) ?? []),
    });
  }
  return out;
}

/** Units of the listed products in orders paid (and not refunded) within the campaign's days. */
async function productSales(ctx: Ctx, c: Campaign, products: CampaignView['products']): Promise<CampaignFiguresView['products']> {
  if (!products.length) return [];
  const rows = await rowsOf<{ productId: number; units: number | string }>(
    OrderStock.of(ctx)
      .join('orders', 'orders.id', 'order_stock.order_id')
      .where('orders.payment_status', 'paid')
      .where('orders.paid_at', '>=', businessDayStart(c.startDate, 'startDate'))
      .where('orders.paid_at', '<', businessDayStart(c.endDate, 'endDate', 1))
      .whereNot('orders.type', 'personal')
      .whereIn(
        'order_stock.product_id',
        products.map((p) => p.productId),
      )
      .groupBy('order_stock.product_id')
      .select('order_stock.product_id', raw('SUM(??) as units', ['order_stock.quantity'])),
  );
  return products.map((p) => ({ productId: p.productId, name: p.name, units: Number(rows.find((r) => r.productId === p.productId)?.units ?? 0) }));
}

/** The order numbers of `ids`, for history views. */
export async function orderNumbers(ctx: Ctx, ids: (number | null)[]): Promise<Map<number, string>> {
  const list = [...new Set(ids.filter((id): id is number => Boolean(id)))];
  const orders = list.length ? await Order.of(ctx).whereIn('id', list).select('id', 'orderNo') : [];
  return new Map(orders.map((o) => [o.id, o.orderNo]));
}
