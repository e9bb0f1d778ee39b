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

export const transferOffered = (ctx: Ctx, store: Store) => store.fulfilment === 'own' && Boolean(ctx.company.features.manualReceipt);
