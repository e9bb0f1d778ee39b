import { Route } from 'react-router-dom';
import Extension from '@mui/icons-material/Extension';
import AccountBalance from '@mui/icons-material/AccountBalance';
import type { ConsoleArea } from '../areas';
import { settlementProvider } from './api';
import { lazyPage } from '../shared/lazyPage';

const IntegrationSetupPage = lazyPage(() => import('./IntegrationSetup').then((m) => m.IntegrationSetupPage));
const SettlementReportPage = lazyPage(() => import('./SettlementReport').then((m) => m.SettlementReportPage));

/**
 * The console area of the integration setups (/integration, docs/product.md: Setup) and the
 * settlement report of gateway payments (/settlement-report, docs/product.md: Reports). Both HQ only:
 * no staff permission of docs/rules.md names integrations or reports, so access.ts (which fails
 * closed) lets only HQ open them and the server refuses everyone else. Their menu sections are
 * those of docs/product.md: Setup and Reports.
 * The report reads the read-only `settlements` resource on GET /settlement/reportdata.
 */
const area: ConsoleArea = {
  routes: [<Route key="integration" path="/integration" element={<IntegrationSetupPage />} />, <Route key="settlement-report" path="/settlement-report" element={<SettlementReportPage />} />],
  menu: [
    { to: '/integration', label: 'integrations.menu.setup', group: 'setup', icon: Extension, access: 'integrations' },
    { to: '/settlement-report', label: 'integrations.menu.settlement', group: 'reports', icon: AccountBalance, access: 'settlement-report' },
  ],
  dataProvider: { settlements: settlementProvider },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
