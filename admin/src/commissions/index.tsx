import { Route } from 'react-router-dom';
import Savings from '@mui/icons-material/Savings';
import EventAvailable from '@mui/icons-material/EventAvailable';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';
import { lazyProvider } from '../shared/lazyProvider';

const CommissionOverviewPage = lazyPage(() => import('./CommissionOverview').then((m) => m.CommissionOverviewPage));
const CommissionDetailsPage = lazyPage(() => import('./CommissionDetails').then((m) => m.CommissionDetailsPage));
const CheckCalculationPage = lazyPage(() => import('./CheckCalculation').then((m) => m.CheckCalculationPage));
const IncomeStatementPage = lazyPage(() => import('./IncomeStatement').then((m) => m.IncomeStatementPage));
const PeriodsPage = lazyPage(() => import('./Periods').then((m) => m.PeriodsPage));
const PayoutListPage = lazyPage(() => import('./Payouts').then((m) => m.PayoutListPage));
const PayoutDetailsPage = lazyPage(() => import('./Payouts').then((m) => m.PayoutDetailsPage));

/** The lists' data-provider methods, in the pages' chunk (api.ts). */
const provider = (name: 'agentRowsProvider' | 'linesProvider' | 'periodsProvider' | 'payoutsProvider', methods: ('getList' | 'getOne')[] = ['getList']) =>
  lazyProvider(methods, () => import('./api').then((m) => m[name]));

/**
 * Commissions and payouts (docs/compensation.md), in the Money section: a period's commissions per
 * type and agent (/commission), an agent's lines (/commission/details), check calculation and the
 * income statement (also under /commission-payout, reached from a payout), the commission months
 * with preview, close and verify (/commission/periods), and the payout requests
 * (/commission-payout, /commission-payout/details). HQ and staff with manage_payouts (access.ts).
 * The lists read the resources commission-agents, commission-lines, commission-periods and
 * commission-payouts (api.ts).
 */
const area: ConsoleArea = {
  routes: [
    <Route key="commission" path="/commission" element={<CommissionOverviewPage />} />,
    <Route key="commission-details" path="/commission/details" element={<CommissionDetailsPage />} />,
    <Route key="commission-check" path="/commission/check-calculation" element={<CheckCalculationPage base="/commission" />} />,
    <Route key="commission-statement" path="/commission/income-statement" element={<IncomeStatementPage base="/commission" />} />,
    <Route key="commission-periods" path="/commission/periods" element={<PeriodsPage />} />,
    <Route key="commission-payout" path="/commission-payout" element={<PayoutListPage />} />,
    <Route key="commission-payout-details" path="/commission-payout/details" element={<PayoutDetailsPage />} />,
    <Route key="commission-payout-statement" path="/commission-payout/income-statement" element={<IncomeStatementPage base="/commission-payout" />} />,
    <Route key="commission-payout-check" path="/commission-payout/check-calculation" element={<CheckCalculationPage base="/commission-payout" />} />,
  ],
  menu: [
    { to: '/commission', label: 'commissions.menu.commissions', group: 'money', icon: Savings, access: 'commission' },
    { to: '/commission/periods', label: 'commissions.menu.periods', group: 'money', icon: EventAvailable, access: 'commission-periods' },
    { to: '/commission-payout', label: 'commissions.menu.payouts', group: 'money', icon: AccountBalanceWallet, access: 'commission-payout' },
  ],
  dataProvider: {
    'commission-agents': provider('agentRowsProvider'),
    'commission-lines': provider('linesProvider'),
    'commission-periods': provider('periodsProvider'),
    'commission-payouts': provider('payoutsProvider', ['getList', 'getOne']),
  },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
