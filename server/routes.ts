import type { RouteDef } from './platform/http/route';
import { authRoutes } from './modules/auth/routes';
import { accountRoutes } from './modules/account/routes';
import { companyRoutes } from './modules/companies/routes';
import { userRoutes } from './modules/users/routes';
import { referenceRoutes } from './modules/reference/routes';
import { tierRoutes } from './modules/tiers/routes';
import { contentRoutes } from './modules/content/routes';
import { staffRoutes } from './modules/staff/routes';
import { subscriptionRoutes } from './modules/subscription/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { courierRoutes } from './modules/couriers/routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { agentRoutes } from './modules/agents/routes';
import { customerRoutes } from './modules/customers/routes';
import { voucherRoutes } from './modules/vouchers/routes';
import { orderRoutes } from './modules/orders/routes';
import { walletRoutes } from './modules/wallet/routes';
import { commissionMoneyRoutes, commissionRoutes, periodRoutes } from './modules/commissions/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { integrationRoutes } from './modules/integrations/routes';
import { paymentRoutes } from './modules/payments/routes';
import { fulfilmentRoutes } from './modules/fulfilment/routes';
import { bulkTrackingRoutes } from './modules/tracking/routes';
import { marketingFileRoutes } from './modules/marketing-files/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { reportRoutes } from './modules/reports/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { newsRoutes } from './modules/news/routes';
import { rankingRoutes } from './modules/ranking/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { cp58Routes } from './modules/cp58/routes';
import { einvoicePdfRoutes, einvoiceRoutes } from './modules/einvoice/routes';
import { storeRoutes } from './modules/stores/routes';

/** Every module's route table, in one list: the registrar, the OpenAPI document and the
 * route-table tests all read this. */
export const apiRoutes: RouteDef[] = [
  ...authRoutes,
  ...accountRoutes,
  ...companyRoutes,
  ...userRoutes,
  ...referenceRoutes,
  ...tierRoutes,
  ...contentRoutes,
  ...staffRoutes,
  ...subscriptionRoutes,
  ...catalogRoutes,
  ...courierRoutes,
  ...inventoryRoutes,
  ...agentRoutes,
  ...customerRoutes,
  ...voucherRoutes,
  ...orderRoutes,
  ...commissionRoutes,
  ...receiptRoutes,
  ...walletRoutes,
  ...integrationRoutes,
  ...paymentRoutes,
  ...fulfilmentRoutes,
  ...bulkTrackingRoutes,
  ...commissionMoneyRoutes,
  ...periodRoutes,
  ...marketingFileRoutes,
  ...campaignRoutes,
  ...reportRoutes,
  ...dashboardRoutes,
  ...newsRoutes,
  ...rankingRoutes,
  ...analyticsRoutes,
  ...cp58Routes,
  ...einvoiceRoutes,
  ...einvoicePdfRoutes,
  ...storeRoutes,
];
