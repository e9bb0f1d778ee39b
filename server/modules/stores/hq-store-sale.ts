import type { Ctx } from '../../platform/context';
import type { StoreSaleFulfilment } from '../orders';
import { User } from '../users';
import type { Store } from './models';

/**
 * Who sells through a store (docs/stores.md, "HQ sells"): a store owned by one of the company's HQ
 * accounts (HQ's own store, kind 'hq'; an HQ-owned co-op store) is HQ's sale to the guest
 * (orders/store-sale.ts `hq`: type 'hq', seller HQ, buyer that HQ account, paid through the company's
 * gateway only, shipped from HQ's stock or picked up at HQ's pickup branches); an agent's store
 * sells from the agent's stock (`own`) or HQ ships for the agent (`dropship`).
 *
 * An HQ-owned store is saved with fulfilment 'dropship' (HQ's stock), so its catalogue, pickup
 * branches and payment choices (payment.ts: gateway only) follow from that column; this function is
 * what the checkout asks.
 */
export async function saleFulfilment(ctx: Ctx, store: Store): Promise<StoreSaleFulfilment> {
  if (await isHqOwned(ctx, store)) return 'hq';
  return store.fulfilment;
}

/** Whether the store's owner is one of the company's HQ accounts. */
export async function isHqOwned(ctx: Ctx, store: Pick<Store, 'kind' | 'ownerId'>): Promise<boolean> {
  if (store.kind === 'agent') return false;
  return Boolean(await User.of(ctx).findById(store.ownerId).where('role', 'hq').select('users.id'));
}

/** The HQ account an HQ-owned store is set up under: the company's first HQ account (by id). */
export async function hqAccountId(ctx: Ctx): Promise<number | null> {
  return (await User.of(ctx).where('role', 'hq').orderBy('id').select('users.id').first())?.id ?? null;
}
