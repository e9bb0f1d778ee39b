import LocalShipping from '@mui/icons-material/LocalShipping';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { BulkTrackingPage } from './BulkTracking';
import { trackingTexts } from './messages';

/**
 * Bulk tracking (issue 8, /bulk-tracking): upload a CSV or XLSX of order numbers and tracking
 * numbers, follow the background processing, see the rows that failed and why. HQ and staff with
 * manage_orders (access.ts key 'bulk-tracking'). The console menu is one flat list; the entry
 * follows the orders-related entries.
 */
const area: ConsoleArea = {
  routes: [<Route key="bulk-tracking" path="/bulk-tracking" element={<BulkTrackingPage />} />],
  menu: [{ to: '/bulk-tracking', label: 'tracking.menu', icon: LocalShipping, access: 'bulk-tracking' }],
  messages: trackingTexts,
};

export default area;
