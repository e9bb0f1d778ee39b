import type { Ctx } from '../../platform/context';
import type { ParsedList } from '../../platform/http/list';
import { route, type RouteDef } from '../../platform/http/route';
import { FilterQuery, GraphQuery, ListFilterQuery, listOf, periodsOf, type Periods } from './filter';
import * as analytics from './service';

/**
 * The analytics calls of docs/api.md, read by the console's /analytics screen. HQ, and
 * staff with "manage orders" — the rule of the master report's sales tabs and the dashboard's
 * sales cards (the recruit breakdowns are counts, no agent's data). Every call takes the
 * period `from`–`to` (Kuala Lumpur days, inclusive) and the filters tierId, branchId, state, agentId
 * (server/modules/analytics/filter.ts); the list calls page and sort as docs/api.md.
 */
const access = { permission: 'manage_orders' } as const;
const tags = ['analytics'];
const filters = 'from, to (YYYY-MM-DD, inclusive), tierId, branchId, state, agentId';

/** A call answering one view of the period (no paging). */
const viewRoute = (path: string, summary: string, view: (ctx: Ctx, periods: Periods) => Promise<unknown>) =>
  route({ method: 'get', path, access, tags, summary, query: FilterQuery, handler: async ({ ctx, query }) => view(ctx, periodsOf(query)) });

/** A paged list call: the filters (also in `filter` JSON), page, sort and search. */
const listRoute = (path: string, summary: string, list: (ctx: Ctx, periods: Periods, page: ParsedList) => Promise<unknown>) =>
  route({
    method: 'get',
    path,
    access,
    tags,
    summary,
    query: ListFilterQuery,
    handler: async ({ ctx, query }) => {
      const { periods, list: page } = listOf(query);
      return list(ctx, periods, page);
    },
  });

export const analyticsRoutes: RouteDef[] = [
  viewRoute('/analytic/sales/summary', `Sales of the period and of the period before (${filters}): orders, amount, sales value, units, refunds, average order`, analytics.salesSummary),
  viewRoute('/analytic/sales/graph', `Sales per day (periods up to 62 days) or month, with the previous period's beside each point (${filters})`, analytics.salesGraph),
  listRoute('/analytic/sales/list', `The sales graph's days or months as a list (${filters}); sort period, orders, amount, salesValue, units, refundAmount, previousAmount`, analytics.salesList),
  route({
    method: 'get',
    path: '/analytic/category/graph-category',
    access,
    tags,
    summary: `The top categories by sales value (limit, default 10) and the rest summed; packages and combos are groups of their own (${filters})`,
    query: GraphQuery,
    handler: async ({ ctx, query }) => analytics.categoryGraph(ctx, periodsOf(query), query.limit),
  }),
  listRoute('/analytic/category/list', `Sales per category (${filters}); search by name; sort salesValue, quantity, units, share, name`, analytics.categoryList),
  route({
    method: 'get',
    path: '/analytic/product/graph-product',
    access,
    tags,
    summary: `The top products, packages and combos by sales value (limit, default 10) and the rest summed (${filters})`,
    query: GraphQuery,
    handler: async ({ ctx, query }) => analytics.productGraph(ctx, periodsOf(query), query.limit),
  }),
  listRoute('/analytic/product/list', `Sales per product, package and combo (${filters}); search by name or SKU; sort salesValue, quantity, units, orders, share, name`, analytics.productList),
  listRoute(
    '/analytic/state/sales-list',
    `Sales per state (Malaysia) or province (Indonesia) of the buyer when it paid (${filters}); sort amount, orders, units, salesValue, refundAmount, share, name`,
    analytics.stateSalesList,
  ),
  listRoute(
    '/analytic/state/age-recruit-list',
    `Recruits per state and age band when they joined (${filters}; agentId is the recruiter, branchId does not apply); sort recruits, name`,
    analytics.stateRecruitList,
  ),
  viewRoute('/analytic/age/graph-sale', `Sales per age band of the buyer on the day it paid, every band in order (${filters})`, analytics.ageSales),
  listRoute('/analytic/age/sale-list', `The age bands' sales as a list (${filters}); sort band, amount, orders, units, salesValue, refundAmount, share`, analytics.ageSalesList),
  viewRoute('/analytic/age/graph-recruit', `Recruits per age band on the day they joined, every band in order (${filters}; agentId is the recruiter, branchId does not apply)`, analytics.ageRecruits),
  listRoute('/analytic/age/recruit-list', `The age bands' recruits as a list (${filters}); sort band, recruits, share`, analytics.ageRecruitList),
];
