import { Type } from '@sinclair/typebox';
import { route, type RouteDef } from '../../platform/http/route';
import { IdParams, ListQueryProps } from '../../platform/http/schemas';
import * as subscription from './service';

/**
 * The company's subscription to the platform, for HQ only, and callable while the company is
 * locked (allowLocked) so that a locked HQ sees what to pay. Operators issue invoices and record
 * payments with `npm run subscription` (scripts/subscription.ts), not through the API.
 */
const access = { roles: ['hq'] } as const;
const tags = ['subscription'];

export const subscriptionRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/subscription',
    access,
    allowLocked: true,
    summary: "The company's subscription invoices (filter status, search number)",
    tags,
    query: Type.Object({ ...ListQueryProps }),
    handler: async ({ ctx, query }) => subscription.listInvoices(ctx, query),
  }),
  route({
    method: 'get',
    path: '/subscription/detail/:id',
    access,
    allowLocked: true,
    summary: 'One subscription invoice with its payments',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => subscription.invoiceDetail(ctx, params.id),
  }),
  route({
    method: 'get',
    path: '/plan-rewards',
    access,
    allowLocked: true,
    summary: 'The plans on offer and what each includes',
    tags,
    query: Type.Object({ ...ListQueryProps }),
    handler: async ({ ctx, query }) => subscription.listPlans(ctx, query),
  }),
  route({
    method: 'get',
    path: '/plan-rewards/plan-subscription',
    access,
    allowLocked: true,
    summary: "The company's current plan and subscription state (outstanding, overdue, locked)",
    tags,
    handler: async ({ ctx }) => subscription.planSubscription(ctx),
  }),
  route({
    method: 'get',
    path: '/plan-rewards/rewards-details/:id',
    access,
    allowLocked: true,
    summary: 'One plan and what it includes',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => subscription.planDetail(ctx, params.id),
  }),
];
