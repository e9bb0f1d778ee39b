import type { ComponentType, ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import type { Lang } from '../../common/constants';
import type { TaxDuty } from '../../common/tax';
import type { Catalog } from '../../common/web/i18n';
import type { CurrentUser } from '../../common/api/users';
import company from './company';
import staff from './staff';
import subscription from './subscription';
import tiers from './tiers';
import content from './content';
import products from './products';
import couriers from './couriers';
import inventory from './inventory';
import agents from './agents/area';
import orders from './orders';
import vouchers from './vouchers';
import integrations from './integrations';
import fulfilment from './fulfilment';
import tracking from './tracking';
import profile from './profile';
import layout from './layout/area';
import commissions from './commissions';
import marketingFiles from './marketing-files';
import campaigns from './campaigns';
import reports from './reports';
import dashboard from './dashboard';
import news from './news';
import ranking from './ranking';
import analytics from './analytics';
import cp58 from './cp58';
import einvoicing from './einvoicing';
import stores from './stores';
import coop from './coop';

/**
 * The console's areas beyond plain resources: each folder exports its custom pages (react-admin
 * <CustomRoutes> children), its menu entries and its texts. App.tsx, the menu and the i18n
 * provider read this list; a new area is added here only. Only metadata is loaded with the
 * console: each area declares its pages with shared/lazyPage, so their code loads when first
 * opened, and its texts per language (TextLoaders), so only the language in use is loaded.
 */
/** The menu's sections, in their order (layout/Menu.tsx gives each its icon and label menu.groups.<name>). */
export const MENU_GROUPS = ['sales', 'catalogue', 'network', 'marketing', 'money', 'reports', 'setup'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface MenuEntry {
  to: string;
  /** the menu section it is listed in */
  group: MenuGroup;
  /** i18n key of the label */
  label: string;
  icon: ComponentType;
  /** access key checked by access.ts canAccess (a resource or area name) */
  access: string;
  /** a company feature switch (of the current user's detail) the entry needs; listed only while it is on */
  feature?: FeatureFlag;
  /** a duty of the company's tax regime (common/tax.ts) the entry belongs to: listed only where the company's country has it */
  tax?: TaxDuty;
}

/** The company switches the console learns with the current user (GET /user/detail). */
export type FeatureFlag = keyof Pick<CurrentUser, 'cp58_feature' | 'first_order_package' | 'go_affiliate_status' | 'ejen_store_status' | 'e_koop_status'>;

/**
 * An area's texts, one module per language (<area>/messages/en.ts, id.ts, ms.ts, each a default
 * export; en.ts defines the keys and id.ts and ms.ts are typed Translation<typeof en>). The i18n
 * provider loads those of the language in use; vite.config.mts bundles each language in one chunk.
 */
export type TextLoaders = Record<Lang, () => Promise<{ default: Catalog }>>;

export interface ConsoleArea {
  /** <Resource> elements (react-admin CRUD resources) */
  resources?: ReactNode;
  routes?: ReactNode;
  menu?: MenuEntry[];
  /** resource name → API path, where they differ (docs/api.md names) */
  paths?: Record<string, string>;
  /** resource name → methods that call the documented endpoints instead of the simple-rest ones */
  dataProvider?: Record<string, Partial<DataProvider>>;
  messages?: TextLoaders;
}

export const AREAS: ConsoleArea[] = [
  company,
  tiers,
  content,
  staff,
  subscription,
  products,
  couriers,
  inventory,
  agents,
  orders,
  vouchers,
  integrations,
  fulfilment,
  tracking,
  profile,
  commissions,
  marketingFiles,
  campaigns,
  reports,
  dashboard,
  news,
  ranking,
  analytics,
  cp58,
  einvoicing,
  stores,
  coop,
  layout,
];
