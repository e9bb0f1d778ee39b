import { Route } from 'react-router-dom';
import Insights from '@mui/icons-material/Insights';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const AnalyticsPage = lazyPage(() => import('./AnalyticsPage').then((m) => m.AnalyticsPage));

/**
 * Analytics (docs/product.md: /analytics), in the Reports section: sales over time against
 * the previous period, categories, products, states or provinces, and age bands of buyers and
 * recruits, with charts (@mui/x-charts, in the page's own chunk) and tables. HQ and staff with
 * manage orders (access.ts).
 */
const area: ConsoleArea = {
  routes: [<Route key="analytics" path="/analytics" element={<AnalyticsPage />} />],
  menu: [{ to: '/analytics', label: 'analytics.menu', group: 'reports', icon: Insights, access: 'analytics' }],
  // Only the menu label starts with the console; the page's texts load with it (texts.ts).
  messages: {
    en: async () => ({ default: { analytics: { menu: 'Analytics' } } }),
    id: async () => ({ default: { analytics: { menu: 'Analitik' } } }),
    ms: async () => ({ default: { analytics: { menu: 'Analitik' } } }),
  },
};

export default area;
