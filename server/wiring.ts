import { inGroup } from './modules/account';
import { isInGroup } from './modules/agents';
import { subscribeCampaigns } from './modules/campaigns';
import { catalogStock, firstOrder } from './modules/catalog';
import { subscribeCommissions } from './modules/commissions';
import { orderEinvoices, subscribeEinvoice } from './modules/einvoice';
import { checkGateway } from './modules/integrations';
import { hqStock, hqStockSubquery, setLevel, zeroVanishedKeys } from './modules/inventory';
import { gatewayAvailability, isFirstOrder, orderEinvoice, orderNumbersOf } from './modules/orders';
import { checkGatewayAccount, gatewayAvailability as paymentsGatewayAvailability } from './modules/payments';
import { subscribeReports } from './modules/reports';
import { subscribeStores } from './modules/stores';
import { tierHeld } from './modules/tiers';
import { isTierHeld } from './modules/users';
import { orderNumbers } from './modules/wallet';

let wired = false;

/**
 * Connects the modules at start-up (docs/architecture.md, "Module boundaries"): the ports lower
 * modules declare get the functions of the modules above them, and the modules that react to
 * other modules' events subscribe. Subscribers of one event run in the order they subscribe here,
 * which is the lock order (orders/checkout.ts): commission lines, then reward points, then the
 * report summaries (the ranking scores, a lower module, follow in orders itself). createPlatform
 * calls it; it runs once per process.
 */
export function wireModules(): void {
  if (wired) return;
  wired = true;
  tierHeld.provide(isTierHeld);
  inGroup.provide(isInGroup);
  catalogStock.provide({ hqStock, hqStockSubquery, setLevel, zeroVanishedKeys });
  firstOrder.provide(isFirstOrder);
  orderNumbers.provide(orderNumbersOf);
  gatewayAvailability.provide(paymentsGatewayAvailability);
  checkGateway.provide(checkGatewayAccount);
  orderEinvoice.provide(orderEinvoices);

  subscribeCommissions();
  subscribeCampaigns();
  subscribeReports();
  // Last: e-invoicing only writes its own pending rows (einvoice/subscriptions.ts).
  subscribeEinvoice();
  // The store summaries (stores/stats.ts): their own counter rows only.
  subscribeStores();
}
