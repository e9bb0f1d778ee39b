import Store from '@mui/icons-material/Store';
import { Route } from 'react-router-dom';
import Storefront from '@mui/icons-material/Storefront';
import type { Catalog } from '../../../common/web/i18n';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const StoresPage = lazyPage(() => import('./StoresPage').then((m) => m.StoresPage));
const HqStorePage = lazyPage(() => import('./HqStorePage').then((m) => m.HqStorePage));

/** An area text module merged with HQ's store page's own (hq-*.ts: another top-level key). */
const merged = (a: Promise<{ default: Catalog }>, b: Promise<{ default: Catalog }>) => Promise.all([a, b]).then(([x, y]) => ({ default: { ...x.default, ...y.default } }));

/**
 * Stores (/stores, docs/stores.md): which agents run a storefront, with its link and totals. HQ
 * and staff with the add-user permission (access.ts key 'stores', the permission of GET
 * /api/stores), in the menu's Sales section only while the company's ejenstoreStatus switch is on.
 */
const area: ConsoleArea = {
  routes: [<Route key="stores" path="/stores" element={<StoresPage />} />, <Route key="hq-store" path="/hq-store" element={<HqStorePage />} />],
  menu: [
    { to: '/stores', label: 'stores.menu', group: 'sales', icon: Store, access: 'stores', feature: 'ejen_store_status' },
    // HQ's own store (the affiliate store's seller): HQ and staff who manage products, like /api/hq-store.
    { to: '/hq-store', label: 'hqStore.menu', group: 'sales', icon: Storefront, access: 'products', feature: 'go_affiliate_status' },
  ],
  messages: {
    en: () => merged(import('./messages/en'), import('./messages/hq-en')),
    id: () => merged(import('./messages/id'), import('./messages/hq-id')),
    ms: () => merged(import('./messages/ms'), import('./messages/hq-ms')),
  },
};

export default area;
