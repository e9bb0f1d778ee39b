import { ForeignKeyViolationError } from 'objection';
import type { Ctx } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { invalidateTenants } from '../../platform/tenancy';
import { inTransaction } from '../../platform/tx';
import { definePort } from '../../platform/events';
import { CommissionRank, Tier } from './models';

/**
 * Tiers (levels) and commission ranks: the compensation settings of docs/compensation.md. Amounts are
 * integer minor units, percentages basis points; the route schemas hold the bounds.
 */

export type TierInput = Partial<Omit<Tier, 'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'overridingCommission'>> & {
  overridingCommission?: boolean;
};

const TIER_LIST: ListSpec<Tier> = {
  sort: { id: 'id', rankNumber: 'rank_number', levelName: 'level_name' },
  defaultSort: ['rankNumber', 'ASC'],
  filters: { rankNumber: 'rank_number' },
  search: ['level_name'],
};

export function listTiers(ctx: Ctx, params: ListParams) {
  return runList(Tier.of(ctx), TIER_LIST, params);
}

async function assertRankFree(ctx: Ctx, rankNumber: number, exceptId?: number) {
  const taken = Tier.of(ctx).findOne({ rankNumber });
  if (exceptId) taken.whereNot('id', exceptId);
  if (await taken) {
    const fields: FieldErrors = { rankNumber: { key: 'tier.rankTaken', params: { rankNumber } } };
    const error = new ConflictError('tier.rankTaken', fields);
    Object.assign(error.params, { rankNumber });
    throw error;
  }
}

function cleanName(input: TierInput) {
  if (input.levelName === undefined) return;
  input.levelName = input.levelName.trim();
  if (!input.levelName) throw ValidationError.field('levelName', 'validation.required');
}

export async function createTier(ctx: Ctx, input: TierInput & { levelName: string; rankNumber: number }) {
  cleanName(input);
  return inTransaction(ctx, async (tx) => {
    await assertRankFree(tx, input.rankNumber);
    return Tier.of(tx).insertAndFetch(input);
  });
}

export async function updateTier(ctx: Ctx, id: number, input: TierInput) {
  cleanName(input);
  return inTransaction(ctx, async (tx) => {
    const tier = await Tier.of(tx).findById(id);
    if (!tier) throw new NotFoundError();
    if (input.rankNumber !== undefined && input.rankNumber !== tier.rankNumber) await assertRankFree(tx, input.rankNumber, id);
    if (Object.keys(input).length) await Tier.of(tx).findById(id).patch(input);
    return (await Tier.of(tx).findById(id))!;
  });
}

/** Whether an agent holds the tier: the users module provides it at start-up (server/wiring.ts). */
export const tierHeld = definePort<(ctx: Ctx, tierId: number) => Promise<boolean>>('tiers.tierHeld');

/**
 * A tier that agents still hold cannot be deleted; its content visibility rows go with it.
 * Anything else that still refers to it (a later module's table) refuses through its foreign key.
 * The company's "lowest level that may order" (company_features.order_level_tier_id) is set to null
 * by its foreign key; that row is cached with the tenant, so the cache is dropped.
 */
export async function deleteTier(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const tier = await Tier.of(tx).findById(id);
    if (!tier) throw new NotFoundError();
    if (await tierHeld.get()(tx, id)) throw new ConflictError('tier.inUse');
    try {
      await Tier.of(tx).deleteById(id);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (err instanceof ForeignKeyViolationError || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw new ConflictError('conflict.general');
      throw err;
    }
  });
  invalidateTenants();
}

/** The commission ranks in the payload names of docs/rules.md. */
export interface RankPayload {
  id?: number;
  commission_name: string;
  personal_sales?: number;
  total_personal_group_sales?: number;
  side_group_sales?: number;
  commission?: number;
  personal_level_commission?: number;
  is_leadership?: boolean;
  benefit_1?: string | null;
  benefit_2?: string | null;
  benefit_3?: string | null;
  benefit_4?: string | null;
  benefit_5?: string | null;
  benefit_6?: string | null;
  benefit_7?: string | null;
  benefit_8?: string | null;
}

export const BENEFITS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

function rankPayload(rank: CommissionRank) {
  const out: Record<string, unknown> = {
    id: rank.id,
    commission_name: rank.commissionName,
    personal_sales: rank.personalSales,
    total_personal_group_sales: rank.totalPersonalGroupSales,
    side_group_sales: rank.sideGroupSales,
    commission: rank.commission,
    personal_level_commission: rank.personalLevelCommission,
    is_leadership: Boolean(rank.isLeadership),
  };
  for (const n of BENEFITS) out[`benefit_${n}`] = rank[`benefit${n}` as const];
  return out;
}

function rankColumns(input: RankPayload) {
  const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  const row: Partial<CommissionRank> = {
    commissionName: input.commission_name.trim(),
    personalSales: input.personal_sales ?? 0,
    totalPersonalGroupSales: input.total_personal_group_sales ?? 0,
    sideGroupSales: input.side_group_sales ?? 0,
    commission: input.commission ?? 0,
    personalLevelCommission: input.personal_level_commission ?? 0,
    isLeadership: input.is_leadership ?? false,
  };
  for (const n of BENEFITS) row[`benefit${n}` as const] = blank(input[`benefit_${n}` as const]);
  return row;
}

/** Lowest thresholds first: the order in which an agent climbs them. */
export async function listRanks(ctx: Ctx) {
  const ranks = await CommissionRank.of(ctx).orderBy([{ column: 'total_personal_group_sales' }, { column: 'personal_sales' }, { column: 'side_group_sales' }, { column: 'id' }]);
  return ranks.map(rankPayload);
}

/**
 * Saves the whole table of ranks at once, as the screen edits it: a row with an `id` updates that
 * rank, a row without one creates a rank, and a saved rank missing from the list is deleted.
 * Names must be unique; an `id` of another company (or unknown), or one already given by an earlier
 * row, is a 422 on that row.
 */
export async function saveRanks(ctx: Ctx, rows: RankPayload[]) {
  const errors: FieldErrors = {};
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const name = row.commission_name.trim().toLowerCase();
    if (!name) errors[`ranks.${i}.commission_name`] = { key: 'validation.required' };
    else if (seen.has(name)) errors[`ranks.${i}.commission_name`] = { key: 'commissionRank.nameTaken' };
    seen.set(name, i);
  });
  await inTransaction(ctx, async (tx) => {
    const existing = new Map((await CommissionRank.of(tx)).map((r) => [r.id, r]));
    const ids = new Set<number>();
    rows.forEach((row, i) => {
      if (row.id === undefined) return;
      if (!existing.has(row.id)) errors[`ranks.${i}.id`] = { key: 'validation.reference' };
      // The same rank twice: the later row would silently overwrite the earlier one.
      else if (ids.has(row.id)) errors[`ranks.${i}.id`] = { key: 'commissionRank.idRepeated' };
      ids.add(row.id);
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const kept = new Set(rows.map((r) => r.id).filter((id): id is number => id !== undefined));
    const gone = [...existing.keys()].filter((id) => !kept.has(id));
    if (gone.length) await CommissionRank.of(tx).whereIn('id', gone).delete();
    // Renames first go through a placeholder so that swapping two names does not trip the unique index.
    for (const row of rows)
      if (row.id !== undefined)
        await CommissionRank.of(tx)
          .findById(row.id)
          .patch({ commissionName: `\u0000${row.id}` });
    for (const row of rows) {
      if (row.id !== undefined) await CommissionRank.of(tx).findById(row.id).patch(rankColumns(row));
      else await CommissionRank.of(tx).insert(rankColumns(row));
    }
  });
  return listRanks(ctx);
}
