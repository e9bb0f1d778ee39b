import type { Ctx } from '../../platform/context';
import { gatewayAvailability } from '../orders';
import type { Store } from './models';

/**
 * How a store's guest pays (docs/stores.md, "Payment"): the money goes to whoever sells.
 * - A dropship store's order is sold by HQ: paid online through the company's gateway account
 *   (Billplz; the simulator in development), like every order HQ sells.
 * - An own-stock store's order is the agent's own sale: paid by bank transfer into the agent's
 *   account with a receipt upload (the company's manualReceipt switch), which the agent approves
 *   as the seller. The company never holds the agent's money, so no gateway there.
 */
export async function gatewayOffered(ctx: Ctx, store?: Store): Promise<boolean> {
  if (store && store.fulfilment !== 'dropship') return false;
  return (await gatewayAvailability.get()(ctx)).available;
}

/**
 * The online payment fee a guest paying through the gateway pays on top of the order's grand total:
 * the fee of the account the bill would go through (storeBill's own), 0 when it is not offered.
 */
export async function gatewayFee(ctx: Ctx, store: Store): Promise<number> {
  if (store.fulfilment !== 'dropship') return 0;
  const gateway = await gatewayAvailability.get()(ctx);
  return gateway.available ? gateway.adminFee : 0;
}

export const transferOffered = (ctx: Ctx, store: Store) => store.fulfilment === 'own' && Boolean(ctx.company.features.manualReceipt);
