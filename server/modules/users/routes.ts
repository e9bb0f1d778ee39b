import { Type } from '@sinclair/typebox';
import { route, type RouteDef } from '../../platform/http/route';
import { ListQueryProps } from '../../platform/http/schemas';
import { listAgents } from './service';

export const userRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/list-agent',
    access: 'user',
    summary: 'Agents for pickers (search, tier, status); agents see only their own',
    tags: ['users'],
    query: Type.Object({ ...ListQueryProps }),
    handler: async ({ ctx, query }) => listAgents(ctx, query),
  }),
];
