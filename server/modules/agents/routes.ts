import { Type } from '@sinclair/typebox';
import { route, type RouteDef } from '../../platform/http/route';
import { Id, Str } from '../../platform/http/schemas';
import { familyTree } from './tree';
import { AgentRegistrationBody, registerAgent } from './registration';
import { selfRegisterRoutes } from './selfRegister';
import { promotionRoutes } from './promotion';
import { agentDatabaseRoutes } from './database';

export const agentRoutes: RouteDef[] = [
  // selfreg: self-registration through a recruit link (server/modules/agents/selfRegister.ts)
  ...selfRegisterRoutes,
  // genealogy: family tree (server/modules/agents/tree.ts)
  route({
    method: 'get',
    path: '/user/family-tree',
    access: 'user',
    summary:
      "Family tree, one level at a time: the node `id` (default: HQ the roots, an agent itself) with its children, level, status and group size; `agentName` searches and returns the paths from the viewer's root to the matches",
    tags: ['agents'],
    query: Type.Object({ id: Type.Optional(Id), agentName: Type.Optional(Str(100)) }),
    handler: async ({ ctx, query }) => familyTree(ctx, query),
  }),
  // promote: promote, demote, suspend (server/modules/agents/promotion.ts)
  ...promotionRoutes,
  // genealogy: HQ registers an agent (server/modules/agents/registration.ts)
  route({
    method: 'post',
    path: '/agent-registration',
    access: { permission: 'add_user' },
    summary: 'HQ registers an agent: account and bank details, tier, upline (familyDirectId), helper (familyHelperId); mails a password link and the welcoming e-mail',
    tags: ['agents'],
    body: AgentRegistrationBody,
    message: 'agents.registered',
    handler: async ({ ctx, body }) => registerAgent(ctx, body),
  }),
  // agentdb: agent database, CSV export, details (server/modules/agents/database.ts)
  ...agentDatabaseRoutes,
];
