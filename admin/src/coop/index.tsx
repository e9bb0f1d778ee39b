import School from '@mui/icons-material/School';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const CoopStoresPage = lazyPage(() => import('./CoopPages').then((m) => m.CoopStoresPage));
const CoopOrdersPage = lazyPage(() => import('./CoopPages').then((m) => m.CoopOrdersPage));
const CoopPickingPage = lazyPage(() => import('./CoopPages').then((m) => m.CoopPickingPage));

/**
 * School co-op stores (/coop, docs/stores.md "Co-op store"): the co-op stores with their agent,
 * registering one for an agent, a store's orders (by class, collected or not) and its printable
 * class-by-class picking list. HQ and staff with the add-user permission (access key 'stores', as
 * the /api/stores/:id/coop calls), in the Sales section while the company's eKoopStatus is on.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="coop" path="/coop" element={<CoopStoresPage />} />,
    <Route key="coop-orders" path="/coop/:id" element={<CoopOrdersPage />} />,
    <Route key="coop-picking" path="/coop/:id/picking-list" element={<CoopPickingPage />} />,
  ],
  menu: [{ to: '/coop', label: 'coop.menu', group: 'sales', icon: School, access: 'stores', feature: 'e_koop_status' }],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
