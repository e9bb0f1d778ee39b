import Description from '@mui/icons-material/Description';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const Cp58Page = lazyPage(() => import('./Cp58Page').then((m) => m.Cp58Page));

/**
 * CP58 statements (/hqCP58, docs/tax.md): a year's statements, the threshold, generate,
 * regenerate, issue and download. HQ and staff with manage_payouts (access.ts key 'cp58'), in the
 * menu's Money section only while the company's cp58Feature switch is on and its country's tax
 * regime has CP58 (common/tax.ts: Malaysia).
 */
const area: ConsoleArea = {
  routes: [<Route key="hqCP58" path="/hqCP58" element={<Cp58Page />} />],
  menu: [{ to: '/hqCP58', label: 'cp58.menu', group: 'money', icon: Description, access: 'cp58', feature: 'cp58_feature', tax: 'cp58' }],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
