import { Type } from '@sinclair/typebox';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, ListQueryProps, Str } from '../../platform/http/schemas';
import * as tiers from './service';

/** Money in integer minor units; the columns are 32-bit integers. */
const Money = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 2_000_000_000 }));
const Units = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
/** A percentage in basis points: 1250 = 12.50 %. */
const Percent = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 }));

const TierFields = {
  levelName: Str(100, 1),
  rankNumber: Type.Integer({ minimum: 1, maximum: 999 }),
  momUnit: Units(),
  momAmount: Money(),
  momFirstOrderUnit: Units(),
  momFirstOrderAmount: Money(),
  psUnit: Units(),
  psAmount: Money(),
  gsUnit: Units(),
  gsAmount: Money(),
  tpgsUnit: Units(),
  tpgsAmount: Money(),
  helperPercen: Percent(),
  recruitComm: Money(),
  leadership: Percent(),
  inactiveDays: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()])),
  sideGroupSales: Money(),
  introducerBonus: Money(),
  overridingCommission: Type.Optional(Type.Boolean()),
};

const RankRow = Type.Object({
  id: Type.Optional(Id),
  commission_name: Str(100, 1),
  personal_sales: Money(),
  total_personal_group_sales: Money(),
  side_group_sales: Money(),
  commission: Percent(),
  personal_level_commission: Percent(),
  is_leadership: Type.Optional(Type.Boolean()),
  ...Object.fromEntries(tiers.BENEFITS.map((n) => [`benefit_${n}`, Type.Optional(Type.Union([Str(255), Type.Null()]))])),
});

export const tierRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/setup/tier',
    // Agents read it too: their level's name and thresholds, and the levels of registration links.
    access: { roles: ['hq', 'staff', 'agent'] },
    summary: 'The levels of the company with their compensation settings (list dialect; filter rankNumber, q)',
    tags: ['tiers'],
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => tiers.listTiers(ctx, query),
  }),
  route({
    method: 'post',
    path: '/setup/tier/store',
    access: { roles: ['hq'] },
    summary: 'Create a level; the rank number must be free in the company (409 tier.rankTaken)',
    tags: ['tiers'],
    body: Type.Object(TierFields),
    handler: async ({ ctx, body }) => new Reply(await tiers.createTier(ctx, body), 'tier.created', 201),
  }),
  route({
    method: 'post',
    path: '/setup/tier/update',
    access: { roles: ['hq'] },
    summary: 'Change a level: `id` and the fields to change',
    tags: ['tiers'],
    body: Type.Object({
      id: Id,
      ...TierFields,
      levelName: Type.Optional(TierFields.levelName),
      rankNumber: Type.Optional(TierFields.rankNumber),
    }),
    message: 'tier.saved',
    handler: async ({ ctx, body }) => {
      const { id, ...input } = body;
      return tiers.updateTier(ctx, id, input);
    },
  }),
  route({
    method: 'delete',
    path: '/setup/tier/delete',
    access: { roles: ['hq'] },
    summary: 'Delete a level that no agent holds (409 tier.inUse otherwise)',
    tags: ['tiers'],
    query: Type.Object({ id: Id }),
    message: 'tier.deleted',
    handler: async ({ ctx, query }) => {
      await tiers.deleteTier(ctx, query.id);
      return { id: query.id };
    },
  }),
  route({
    method: 'get',
    path: '/setup/company-commission-rank',
    access: { roles: ['hq', 'staff', 'agent'] },
    summary: 'The commission ranks (performance bonus), lowest thresholds first',
    tags: ['tiers'],
    handler: async ({ ctx }) => tiers.listRanks(ctx),
  }),
  route({
    method: 'post',
    path: '/setup/company-commission-rank/update',
    access: { roles: ['hq'] },
    summary: 'Save the whole list of commission ranks: rows with id are updated, rows without are created, missing ones deleted',
    tags: ['tiers'],
    body: Type.Object({ ranks: Type.Array(RankRow, { maxItems: 50 }) }),
    message: 'commissionRank.saved',
    handler: async ({ ctx, body }) => tiers.saveRanks(ctx, body.ranks as tiers.RankPayload[]),
  }),
];
