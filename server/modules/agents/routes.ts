import type { RouteDef } from '../../platform/http/route';

export const agentRoutes: RouteDef[] = [];
