import type { Ctx } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { runList, type ListParams, type ListSpec } from '../../platform/http/list';
import type { TenantScope } from '../../platform/model';
import { dbTimeToIso, nowDb } from '../../platform/time';
import { forUpdate, inTransaction } from '../../platform/tx';
import { Tier } from '../tiers';
import { User } from '../users';
import { CommissionAgentPeriod, PromotionEligibility } from './models';
import type { EligibilityView } from '../../../common/commissions';

/**
 * Promotion eligibility of closed periods (written by closePeriod, period.ts): HQ lists the
 * eligible agents with the figures the close saw, confirms through the existing promotion
 * (POST /promote-demote/store, which calls `markPromoted`) or dismisses a row. A row is decided
 * once (eligible → promoted | dismissed).
 */

export const ELIGIBILITY_STATUSES = ['eligible', 'promoted', 'dismissed'] as const;

const list: ListSpec<PromotionEligibility> = {
  sort: { id: 'promotion_eligibility.id', period: 'promotion_eligibility.period', agentId: 'promotion_eligibility.agentId' },
  defaultSort: ['id', 'DESC'],
  filters: { period: 'promotion_eligibility.period', status: 'promotion_eligibility.status', agentId: 'promotion_eligibility.agentId' },
};

export interface EligibleQuery extends ListParams {
  period?: string;
  status?: (typeof ELIGIBILITY_STATUSES)[number];
}

/** Eligible agents (by default the undecided ones) with their names, tiers and the close's figures. */
export async function listEligible(ctx: TenantScope, params: EligibleQuery) {
  const { period, status, ...rest } = params;
  const query = PromotionEligibility.of(ctx).where('promotion_eligibility.status', status ?? 'eligible');
  if (period) query.where('promotion_eligibility.period', period);
  const page = await runList(query, list, rest);
  const ids = page.items.map((e) => e.agentId);
  const [people, tiers, figures] = await Promise.all([
    ids.length ? User.of(ctx).whereIn('id', ids) : Promise.resolve([] as User[]),
    Tier.of(ctx),
    ids.length
      ? CommissionAgentPeriod.of(ctx)
          .whereIn('agentId', ids)
          .whereIn('period', [...new Set(page.items.map((e) => e.period))])
      : Promise.resolve([] as CommissionAgentPeriod[]),
  ]);
  const name = new Map(people.map((u) => [u.id, u.fullName]));
  const tier = new Map(tiers.map((t) => [t.id, { id: t.id, levelName: t.levelName, rankNumber: t.rankNumber }]));
  const seen = new Map(figures.map((f) => [`${f.agentId}|${f.period}`, f]));
  const items = page.items.map((e): EligibilityView => {
    const f = seen.get(`${e.agentId}|${e.period}`);
    return {
      id: e.id,
      period: e.period,
      agentId: e.agentId,
      agentName: name.get(e.agentId) ?? '',
      fromTier: e.fromTierId === null ? null : (tier.get(e.fromTierId) ?? null),
      toTier: tier.get(e.toTierId) ?? null,
      status: e.status,
      basis: JSON.parse(e.figures) as Record<string, unknown>,
      figures: f
        ? {
            ps: { amount: f.psAmount, units: f.psUnits },
            gs: { amount: f.gsAmount, units: f.gsUnits },
            tpgs: { amount: f.tpgsAmount, units: f.tpgsUnits },
            sgs: { amount: f.sgsAmount, units: f.sgsUnits },
            rankId: f.rankId,
            maintenanceMet: Boolean(f.maintenanceMet),
          }
        : null,
      decidedAt: dbTimeToIso(e.decidedAt),
    };
  });
  return Object.assign(page, { items });
}

/** HQ dismisses an eligibility row (409 when already decided). */
export async function dismissEligible(ctx: Ctx, id: number) {
  return inTransaction(ctx, async (tctx) => {
    const row = await forUpdate(PromotionEligibility.of(tctx).findById(id));
    if (!row) throw new NotFoundError();
    if (row.status !== 'eligible') throw new ConflictError('commissions.eligibilityDecided');
    await PromotionEligibility.of(tctx)
      .findById(id)
      .patch({ status: 'dismissed', decidedBy: ctx.user?.id ?? null, decidedAt: nowDb() });
    return { id, status: 'dismissed' as const };
  });
}

/**
 * Called by the promotion (promote-demote store) in its transaction: the agent's undecided rows
 * whose target tier the new tier reaches (ranks as high or higher) become promoted.
 */
export async function markPromoted(ctx: TenantScope & { user?: { id: number } | null }, agentId: number, tierId: number) {
  const tier = await Tier.of(ctx).findById(tierId);
  if (!tier) return;
  await PromotionEligibility.of(ctx)
    .where({ agentId, status: 'eligible' })
    .whereIn('toTierId', Tier.of(ctx).where('rankNumber', '>=', tier.rankNumber).select('id'))
    .patch({ status: 'promoted', decidedBy: ctx.user?.id ?? null, decidedAt: nowDb() });
}
