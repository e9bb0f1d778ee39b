import { route, type RouteDef } from '../../platform/http/route';
import { agentDashboard } from './agent';
import { hqDashboard } from './hq';

/** The two homes' figures in one call each (common/dashboard.ts). */
export const dashboardRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/dashboard/summary',
    access: { roles: ['hq', 'staff'] },
    summary:
      "HqDashboardView: the console's home. Sales today, this month and last month, a 30-day chart, top products and agents; orders waiting for approval and shipping; new agents; commissions owed; low stock. Each section is null unless the caller may open the list it summarises (HQ: all)",
    tags: ['dashboard'],
    handler: async ({ ctx }) => hqDashboard(ctx),
  }),
  route({
    method: 'get',
    path: '/dashboard/agent',
    access: { roles: ['agent'] },
    summary:
      "AgentDashboardView: the agent app's home. The agent's own sales (PS) this month and last, its group's sales (GS), this month's commission estimate, tier, rank and what the next rank still needs, orders placed with it waiting for approval or shipping",
    tags: ['dashboard'],
    handler: async ({ ctx }) => agentDashboard(ctx),
  }),
];
