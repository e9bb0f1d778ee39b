/**
 * Names shared by the server, the HQ console and the agent app. One source of truth: import,
 * never copy.
 */
export const LANGUAGES = ['en', 'id', 'ms'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const ROLES = ['hq', 'staff', 'agent', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** The staff permissions: the ten of docs/rules.md (Roles and permissions). HQ holds them all implicitly. */
export const PERMISSIONS = [
  'create_product',
  'manage_inventory',
  'create_courier',
  'promote_demote_suspend',
  'manage_orders',
  'post_content',
  'approve_manual_payment',
  'setup_hall_of_fame',
  'add_user',
  'manage_payouts',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The staff permissions that work on agents: their holders open the agent database and read agents' private details. */
export const AGENT_PERMISSIONS = ['add_user', 'promote_demote_suspend'] as const satisfies readonly Permission[];

export const USER_STATUSES = ['new', 'active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CURRENCIES = ['MYR', 'IDR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const COUNTRIES = ['MY', 'ID'] as const;
export type Country = (typeof COUNTRIES)[number];

export const TIME_ZONE = 'Asia/Kuala_Lumpur';
export const DEFAULT_COLOR = '#019aff';
export const PRODUCT_NAME = 'AgentHub';
export const VERIFICATION_CODE_LENGTH = 6;
/**
 * The shortest life of a signed link to a private file (server/platform/file-urls.ts); the agent
 * app loads the signed-in user again as often, so its avatar link never lapses on screen.
 */
export const FILE_URL_TTL_SECONDS = 10 * 60;
