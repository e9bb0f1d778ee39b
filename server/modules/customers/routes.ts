import { Type } from '@sinclair/typebox';
import { route, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps } from '../../platform/http/schemas';
import { CustomerBody } from './schemas';
import * as customers from './service';

/**
 * The agents' address book (docs/api.md: Shop: GET /sales/customer, POST /sales/customer/store and
 * /set-primary, DELETE /sales/customer/delete). Agents only; each agent reaches its own entries.
 */
const tags = ['customers'];
const AGENT = { roles: ['agent'] } as const;

export const customerRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/sales/customer',
    access: AGENT,
    summary: "The agent's address book, primary first (search name, title, e-mail, phone; filter country, isPrimary)",
    tags,
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => customers.listCustomers(ctx, ctx.user.id, query),
  }),
  route({
    method: 'get',
    path: '/sales/customer/:id',
    access: AGENT,
    summary: 'One entry of the agent’s address book',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => customers.getCustomer(ctx, ctx.user.id, params.id),
  }),
  route({
    method: 'post',
    path: '/sales/customer/store',
    access: AGENT,
    summary:
      'Add an entry (the first one becomes primary) or, with `id`, change one: addrTitle, firstName, lastName, email, phoneCode, phoneNumber, address1, address2, postCode, city, state, country MY|ID, provinceId, regencyId, districtId, villageId',
    tags,
    body: CustomerBody,
    message: 'customer.saved',
    handler: async ({ ctx, body }) => customers.storeCustomer(ctx, ctx.user.id, body),
  }),
  route({
    method: 'post',
    path: '/sales/customer/set-primary',
    access: AGENT,
    summary: 'Make an entry the primary one (exactly one per agent)',
    tags,
    body: Type.Object({ id: Id }),
    message: 'customer.primarySet',
    handler: async ({ ctx, body }) => customers.setPrimary(ctx, ctx.user.id, body.id),
  }),
  route({
    method: 'delete',
    path: '/sales/customer/delete/:id',
    access: AGENT,
    summary: 'Remove an entry; when it was primary, the newest remaining entry becomes primary',
    tags,
    params: IdParams,
    message: 'customer.deleted',
    handler: async ({ ctx, params }) => customers.deleteCustomer(ctx, ctx.user.id, params.id),
  }),
];
