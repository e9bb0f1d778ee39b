import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import Business from '@mui/icons-material/Business';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';
import { lazyProvider } from '../shared/lazyProvider';

const CompanyPage = lazyPage(() => import('./CompanyPage').then((m) => m.CompanyPage));

/**
 * The company setup area: /company with its tabs (deep links /company/<tab>). Branches are a
 * react-admin resource without pages of its own (listed and edited inside the branch tab).
 */
const area: ConsoleArea = {
  resources: <Resource key="branches" name="branches" />,
  routes: [<Route key="company" path="/company" element={<CompanyPage />} />, <Route key="company-tab" path="/company/:tab" element={<CompanyPage />} />],
  menu: [{ to: '/company', label: 'company.menu', group: 'setup', icon: Business, access: 'company' }],
  paths: { branches: 'setup/branch' },
  dataProvider: { branches: lazyProvider(['create', 'update', 'delete'], () => import('./BranchTab').then((m) => m.branchDataProvider)) },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
