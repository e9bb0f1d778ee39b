import { Route } from 'react-router-dom';
import Extension from '@mui/icons-material/Extension';
import AccountBalance from '@mui/icons-material/AccountBalance';
import type { ConsoleArea } from '../areas';
import { settlementProvider } from './api';
import { IntegrationSetupPage } from './IntegrationSetup';
import { integrationsTexts } from './messages';
import { SettlementReportPage } from './SettlementReport';

/**
 * Issue 8 console area: the integration setups (/integration, SPEC.md §2 Setup) and the
 * settlement report of gateway payments (/settlement-report, SPEC.md §2 Reports). Both HQ only:
 * no staff permission of SPEC.md §6 names integrations or reports, so access.ts (which fails
 * closed) lets only HQ open them and the server refuses everyone else. The console's menu is one
 * flat list (no groups), so "Setup" and "Reports" are only the entries' places in the SPEC.
 * The report reads the read-only `settlements` resource on GET /settlement/reportdata.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="integration" path="/integration" element={<IntegrationSetupPage />} />,
    <Route key="settlement-report" path="/settlement-report" element={<SettlementReportPage />} />,
  ],
  menu: [
    { to: '/integration', label: 'integrations.menu.setup', icon: Extension, access: 'integrations' },
    { to: '/settlement-report', label: 'integrations.menu.settlement', icon: AccountBalance, access: 'settlement-report' },
  ],
  dataProvider: { settlements: settlementProvider },
  messages: integrationsTexts,
};

export default area;
