import Store from '@mui/icons-material/Store';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const StoresPage = lazyPage(() => import('./StoresPage').then((m) => m.StoresPage));

/**
 * Stores (/stores, docs/stores.md): which agents run a storefront, with its link and totals. HQ
 * and staff with the add-user permission (access.ts key 'stores', the permission of GET
 * /api/stores), in the menu's Sales section only while the company's ejenstoreStatus switch is on.
 */
const area: ConsoleArea = {
  routes: [<Route key="stores" path="/stores" element={<StoresPage />} />],
  menu: [{ to: '/stores', label: 'stores.menu', group: 'sales', icon: Store, access: 'stores', feature: 'ejen_store_status' }],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
