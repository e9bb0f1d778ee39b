import LocalShipping from '@mui/icons-material/LocalShipping';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const BulkTrackingPage = lazyPage(() => import('./BulkTracking').then((m) => m.BulkTrackingPage));

/**
 * Bulk tracking (/bulk-tracking): upload a CSV or XLSX of order numbers and tracking
 * numbers, follow the background processing, see the rows that failed and why. HQ and staff with
 * manage_orders (access.ts key 'bulk-tracking'), listed in the menu's Sales section.
 */
const area: ConsoleArea = {
  routes: [<Route key="bulk-tracking" path="/bulk-tracking" element={<BulkTrackingPage />} />],
  menu: [{ to: '/bulk-tracking', label: 'tracking.menu', group: 'sales', icon: LocalShipping, access: 'bulk-tracking' }],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
