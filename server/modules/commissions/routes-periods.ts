import { Type } from '@sinclair/typebox';
import type { PeriodView } from '../../../common/commissions';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { IdParams, ListQueryProps } from '../../platform/http/schemas';
import type { TenantScope } from '../../platform/model';
import { dbTimeToIso } from '../../platform/time';
import { PERIOD } from '../agents';
import { User } from '../users';
import { dismissEligible, ELIGIBILITY_STATUSES, listEligible } from './eligibility';
import { CommissionPeriod } from './models';
import { closePeriod, previewPeriod, verifyPeriod } from './period';

/**
 * The period run's routes (HQ only: the 'manage_payouts' permission is not in this branch's
 * common/constants.ts; the lead may open the reads to it at merge) and promotion eligibility
 * (the promote-demote permission, like the rest of /promote-demote).
 */

/** HQ and staff with "manage payouts" (HQ holds every permission). */
const HQ = { permission: 'manage_payouts' } as const;
const PeriodParams = Type.Object({ period: Type.String({ pattern: PERIOD.source, description: 'YYYY-MM (Asia/Kuala_Lumpur)' }) });

/** Every period row of the company, newest first (bounded: a company has one row per month). */
export async function listPeriods(ctx: TenantScope): Promise<PeriodView[]> {
  const rows = await CommissionPeriod.of(ctx).orderBy('period', 'desc').limit(600);
  const ids = [...new Set(rows.flatMap((r) => [r.runBy, r.closedBy]).filter((id): id is number => id !== null))];
  const names = new Map((ids.length ? await User.of(ctx).whereIn('id', ids) : []).map((u) => [u.id, u.fullName]));
  const who = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((r) => ({
    period: r.period,
    status: r.status,
    runAt: dbTimeToIso(r.runAt),
    runBy: who(r.runBy),
    closedAt: dbTimeToIso(r.closedAt),
    closedBy: who(r.closedBy),
    lineCount: Number(r.lineCount),
    totals: r.totals ? (JSON.parse(r.totals) as PeriodView['totals']) : {},
    hash: r.hash,
  }));
}

export const periodRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/commission/periods',
    access: HQ,
    summary: 'Commission periods (months, newest first): status, totals per type, line count, hash, who ran and closed them and when',
    tags: ['commissions'],
    handler: async ({ ctx }) => listPeriods(ctx),
  }),
  route({
    method: 'get',
    path: '/commission/periods/:period/preview',
    access: HQ,
    summary: 'What closing an open period (the current month included) would give now: totals per type and line counts; writes nothing',
    tags: ['commissions'],
    params: PeriodParams,
    handler: async ({ ctx, params }) => previewPeriod(ctx, params.period),
  }),
  route({
    method: 'post',
    path: '/commission/periods/:period/close',
    access: HQ,
    summary:
      "Closes an ended month: performance, personal-level and leadership bonuses, maintenance forfeits (or compression), agents' figures, promotion eligibility, totals and hash (409 when already closed)",
    tags: ['commissions'],
    params: PeriodParams,
    handler: async ({ ctx, params }) => new Reply(await closePeriod(ctx, params.period, ctx.user?.id ?? null), 'commissions.periodClosedDone'),
  }),
  route({
    method: 'get',
    path: '/commission/periods/:period/verify',
    access: HQ,
    summary: 'Recomputes a closed period from its facts without writing and compares the hash with the stored one',
    tags: ['commissions'],
    params: PeriodParams,
    handler: async ({ ctx, params }) => verifyPeriod(ctx, params.period),
  }),
  route({
    method: 'get',
    path: '/promote-demote/eligible',
    access: { permission: 'promote_demote_suspend' },
    summary: "Agents who met a higher tier's PS/GS/TPGS in a closed period, with the figures the close saw; `status` eligible (default) | promoted | dismissed, `period`",
    tags: ['agents'],
    query: Type.Object({
      ...ListQueryProps,
      period: Type.Optional(Type.String({ pattern: PERIOD.source })),
      status: Type.Optional(Type.Union(ELIGIBILITY_STATUSES.map((s) => Type.Literal(s)))),
    }),
    handler: async ({ ctx, query }) => listEligible(ctx, query),
  }),
  route({
    method: 'post',
    path: '/promote-demote/eligible/:id/dismiss',
    access: { permission: 'promote_demote_suspend' },
    summary: 'Dismisses an eligibility row (409 when already decided); promoting goes through /promote-demote/store, which marks the row promoted',
    tags: ['agents'],
    params: IdParams,
    handler: async ({ ctx, params }) => new Reply(await dismissEligible(ctx, params.id), 'commissions.eligibilityDismissed'),
  }),
];
