import { AGENT_PERMISSIONS, PERMISSIONS, type Permission } from '../../common/constants';
import type { CurrentUser } from '../../common/api/users';

/**
 * Which console resources staff may open, by the permissions of docs/rules.md. HQ opens everything;
 * a resource missing here is HQ only (fail closed). The menu and each resource's pages follow
 * this through the auth provider's canAccess; the server checks every call on its own.
 */
const STAFF_ACCESS: Record<string, readonly Permission[]> = {
  agents: AGENT_PERMISSIONS,
  'promote-demote': ['promote_demote_suspend'],
  'agent-database': AGENT_PERMISSIONS,
  /** HQ's edit of an agent's details (the Edit button of /agent-details). */
  'agent-info': ['add_user'],
  staff: ['add_user'],
  content: ['post_content'],
  files: ['post_content'],
  newsfeed: ['post_content'],
  'hall-of-fame': ['setup_hall_of_fame'],
  products: ['create_product'],
  categories: ['create_product'],
  packages: ['create_product'],
  combos: ['create_product'],
  couriers: ['create_courier'],
  inventory: ['manage_inventory'],
  // Staff approving manual payments open orders to see their receipts.
  'manage-orders': ['manage_orders', 'approve_manual_payment'],
  // Fulfilment documents and label templates (admin/src/fulfilment).
  'shipping-template': ['manage_orders'],
  'packing-list': ['manage_orders'],
  'shipping-doc': ['manage_orders'],
  invoice: ['manage_orders'],
  'bulk-tracking': ['manage_orders'],
  // Commissions and payouts (admin/src/commissions): the menu entries and the lists' resources.
  commission: ['manage_payouts'],
  'commission-periods': ['manage_payouts'],
  'commission-payout': ['manage_payouts'],
  'commission-agents': ['manage_payouts'],
  'commission-lines': ['manage_payouts'],
  'commission-payouts': ['manage_payouts'],
  // Campaigns and reward points (admin/src/campaigns): the menu entries and the lists' resources.
  campaigns: ['post_content'],
  campaignRedemptions: ['post_content'],
  campaignDesk: ['post_content'],
  campaignPoints: ['post_content'],
  // The master report (admin/src/reports): each tab for the permission of its calls.
  reporting: ['manage_orders', ...AGENT_PERMISSIONS, 'manage_inventory'],
  // Analytics: the sales figures' rule (server/modules/analytics/routes.ts).
  analytics: ['manage_orders'],
  // Score ranking (admin/src/ranking): every staff member reads the leaderboards.
  'score-ranking': PERMISSIONS,
  // CP58 statements (admin/src/cp58): the payouts' permission.
  cp58: ['manage_payouts'],
  // E-invoicing (admin/src/einvoicing): the payouts' permission, like its calls.
  einvoicing: ['manage_payouts'],
  // Agents' storefronts (admin/src/stores): those who add agents, like GET /api/stores.
  stores: ['add_user'],
};

export function canAccess(user: Pick<CurrentUser, 'role' | 'permissions'>, resource: string): boolean {
  if (user.role === 'hq') return true;
  if (user.role !== 'staff') return false;
  return (STAFF_ACCESS[resource] ?? []).some((permission) => user.permissions.includes(permission));
}
