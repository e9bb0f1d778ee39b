import { Type } from '@sinclair/typebox';
import { COMMISSION_KINDS, COMMISSION_TYPES } from '../../../common/commissions';
import { route, type RouteDef } from '../../platform/http/route';
import { Id, ListQueryProps } from '../../platform/http/schemas';
import { PeriodParam } from '../agents';
import * as reads from './reads';

// The module's other route tables, so that server/routes.ts reads every table of commissions here.
export { commissionMoneyRoutes } from './routes-money';
export { periodRoutes } from './routes-periods';

/**
 * The read side of commissions (docs/api.md: "Commission and money"); rules and access in ./reads.ts.
 * Agents read their own figures; HQ and staff with "manage payouts" any agent's (agentId).
 */
const tags = ['commissions'];
/** HQ and staff with "manage payouts". */
const HQ = { permission: 'manage_payouts' } as const;
/** Agents (their own), HQ and staff with "manage payouts" (checked by reads.subject). */
const READERS = { roles: ['hq', 'staff', 'agent'] } as const;
const TypeParam = Type.Union(COMMISSION_TYPES.map((t) => Type.Literal(t)));
const KindParam = Type.Union(COMMISSION_KINDS.map((k) => Type.Literal(k)));
const agentId = Type.Optional(Id);

export const commissionRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/commission',
    access: READERS,
    summary:
      "Commission lines (CommissionLineView[], list dialect; Content-Range). Agents: their own (another agentId 403); HQ: one agent's with agentId, else the company's. Filters period, type, kind, orderId, sourceType; sort id, createdAt, amount, period, type",
    tags,
    query: Type.Object({ ...ListQueryProps, agentId, period: Type.Optional(PeriodParam), type: Type.Optional(TypeParam), kind: Type.Optional(KindParam) }),
    handler: async ({ ctx, query }) => reads.lines(ctx, query),
  }),
  route({
    method: 'get',
    path: '/commission/company',
    access: HQ,
    summary:
      'HQ: totals (TypeTotal) per period and type for the months from..to (default the last 12), newest first; with period (and type): one page of agents with name, tier and their totals, sortable by net (default, descending), earned, agentId, agentName; search by name or e-mail',
    tags,
    query: Type.Object({ ...ListQueryProps, period: Type.Optional(PeriodParam), type: Type.Optional(TypeParam), from: Type.Optional(PeriodParam), to: Type.Optional(PeriodParam) }),
    handler: async ({ ctx, query }) => reads.companyTotals(ctx, query),
  }),
  route({
    method: 'get',
    path: '/commission/details',
    access: READERS,
    summary: "The lines of one type with order numbers and buyers' names (CommissionLineView[], list dialect). Agents: their own; HQ: agentId or the company's",
    tags,
    query: Type.Object({ ...ListQueryProps, type: TypeParam, period: Type.Optional(PeriodParam), agentId, kind: Type.Optional(KindParam) }),
    handler: async ({ ctx, query }) => reads.lines(ctx, query),
  }),
  route({
    method: 'get',
    path: '/commission/check-calculation',
    access: READERS,
    summary:
      "Why an agent got its amount of one type in one period (default this month): the total and count of its lines and one page of them (CheckLineView, with `formula` in the caller's language). Agents: their own; HQ: agentId required",
    tags,
    query: Type.Object({ ...ListQueryProps, type: TypeParam, period: Type.Optional(PeriodParam), agentId }),
    handler: async ({ ctx, query }) => reads.checkCalculation(ctx, query),
  }),
  route({
    method: 'get',
    path: '/commission/income-statement',
    access: READERS,
    summary:
      'IncomeStatementView of one month (default this one): per type earned, clawed back, adjusted, net; sale profit apart; withholding, payouts, transfers and adjustments dated in the month; opening and closing balance. Agents: their own, when company feature agent_income_statement is on (403 otherwise); HQ: agentId required',
    tags,
    query: Type.Object({ period: Type.Optional(PeriodParam), agentId }),
    handler: async ({ ctx, query }) => reads.incomeStatement(ctx, query),
  }),
  route({
    method: 'get',
    path: '/commission/qualification',
    access: READERS,
    summary: "QualificationView: this month's live PS, GS, TPGS, SGS, maintenance, the next tier and commission rank and what is still needed. Agents: their own; HQ: agentId required",
    tags,
    query: Type.Object({ agentId }),
    handler: async ({ ctx, query }) => reads.qualification(ctx, query),
  }),
  route({
    method: 'get',
    path: '/commission/estimate',
    access: READERS,
    summary:
      "EstimateView: this month's commission lines so far by type (per-order commissions; performance, personal-level and leadership come at the close and are not included). Agents: their own; HQ: agentId required",
    tags,
    query: Type.Object({ agentId }),
    handler: async ({ ctx, query }) => reads.estimate(ctx, query),
  }),
  route({
    method: 'get',
    path: '/zerorise/user-sales',
    access: HQ,
    summary:
      'HQ: paid first orders of the commissionable type with no override or product commission (ZeroriseOrderView[], list dialect): filters period (month paid), buyerId; sort paidAt (default, newest first), orderNo, grandTotal; search order number',
    tags,
    query: Type.Object({ ...ListQueryProps, period: Type.Optional(PeriodParam) }),
    handler: async ({ ctx, query }) => reads.zeroriseSales(ctx, query),
  }),
  route({
    method: 'get',
    path: '/zerorise/commission/history',
    access: HQ,
    summary: 'HQ: the zeroed first orders (one page, as /zerorise/user-sales) with their count, sales value, units and grand total over all pages (or the month paid)',
    tags,
    query: Type.Object({ ...ListQueryProps, period: Type.Optional(PeriodParam) }),
    handler: async ({ ctx, query }) => reads.zeroriseHistory(ctx, query),
  }),
];
