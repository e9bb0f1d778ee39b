import { Route } from 'react-router-dom';
import Summarize from '@mui/icons-material/Summarize';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const ReportingPage = lazyPage(() => import('./Reporting').then((m) => m.ReportingPage));

/**
 * Reports, in the Reports section: the master report /reporting (Reporting.tsx), with
 * the filter bar every report page shares (shared/ReportFilters.tsx). HQ and the staff access.ts lets in.
 */
const area: ConsoleArea = {
  routes: [<Route key="reporting" path="/reporting" element={<ReportingPage />} />],
  menu: [{ to: '/reporting', label: 'reports.menu', group: 'reports', icon: Summarize, access: 'reporting' }],
  // Only the menu label starts with the console; the page's texts load with it (texts.ts).
  messages: {
    en: async () => ({ default: { reports: { menu: 'Master report' } } }),
    id: async () => ({ default: { reports: { menu: 'Laporan induk' } } }),
    ms: async () => ({ default: { reports: { menu: 'Laporan induk' } } }),
  },
};

export default area;
