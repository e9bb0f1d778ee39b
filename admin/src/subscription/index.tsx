import { Route } from 'react-router-dom';
import CardMembership from '@mui/icons-material/CardMembership';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const InvoiceListPage = lazyPage(() => import('./pages').then((m) => m.InvoiceListPage));
const InvoiceDetailPage = lazyPage(() => import('./pages').then((m) => m.InvoiceDetailPage));
const ExpiredPage = lazyPage(() => import('./pages').then((m) => m.ExpiredPage));
const PlansPage = lazyPage(() => import('./pages').then((m) => m.PlansPage));
const PlanDetailPage = lazyPage(() => import('./pages').then((m) => m.PlanDetailPage));
const PlanSubscriptionPage = lazyPage(() => import('./pages').then((m) => m.PlanSubscriptionPage));

/**
 * The company's subscription to the platform (HQ only, access key 'subscription'): invoices and
 * their payments, the plans and what each includes, the current plan, and the page a locked HQ
 * sees. Every call it makes is allowed while the company is locked.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="subscription" path="/subscription" element={<InvoiceListPage />} />,
    <Route key="subscription-detail" path="/subscription/detail/:id" element={<InvoiceDetailPage />} />,
    <Route key="subscription-expired" path="/subscription/expired" element={<ExpiredPage />} />,
    <Route key="plan-rewards" path="/plan-rewards" element={<PlansPage />} />,
    <Route key="plan-rewards-detail" path="/plan-rewards/rewards-details/:id" element={<PlanDetailPage />} />,
    <Route key="plan-subscription" path="/plan-rewards/plan-subscription" element={<PlanSubscriptionPage />} />,
  ],
  menu: [
    { to: '/subscription', label: 'subscription.menu.invoices', group: 'money', icon: ReceiptLong, access: 'subscription' },
    { to: '/plan-rewards', label: 'subscription.menu.plans', group: 'money', icon: CardMembership, access: 'subscription' },
  ],
  paths: { subscription: 'subscription' },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
