import { useEffect, useState } from 'react';
import { get, request } from '../../../../common/web/api';
import type { Cart, CartPurpose } from './types';

/**
 * The cart the app bar's badge counts, shared by the screens that change it: every answer of the
 * cart calls (they all return the cart) goes through `cartChanged`. The purpose chosen on the cart
 * page (stock from the seller, or a personal sale from the agent's own stock) is kept for the visit.
 */
const events = new EventTarget();
let lastCount: number | null = null;
let purpose: CartPurpose = 'stock';

export function cartChanged(cart: Cart | null): void {
  lastCount = cart ? cart.items.reduce((sum, line) => sum + line.quantity, 0) : null;
  events.dispatchEvent(new Event('change'));
}

export function getPurpose(): CartPurpose {
  return purpose;
}

export function setPurpose(next: CartPurpose): void {
  purpose = next;
  events.dispatchEvent(new Event('change'));
}

/** `storeId` of the cart calls: the agent's own id for a personal sale, nothing for the seller. */
export const storeQuery = (purposeNow: CartPurpose, userId: number): { storeId?: number } => (purposeNow === 'personal' ? { storeId: userId } : {});

/** Units in the cart (null until known or when the cart cannot be read). */
export function useCartCount(userId: number): number | null {
  const [count, setCount] = useState(lastCount);
  useEffect(() => {
    const update = () => setCount(lastCount);
    events.addEventListener('change', update);
    get<Cart>('/sales/my-shop/get-cart', storeQuery(purpose, userId)).then(cartChanged, () => undefined);
    return () => events.removeEventListener('change', update);
  }, [userId]);
  return count;
}

/** The current purpose, re-rendering when it changes. */
export function usePurpose(): CartPurpose {
  const [value, setValue] = useState(purpose);
  useEffect(() => {
    const update = () => setValue(purpose);
    events.addEventListener('change', update);
    return () => events.removeEventListener('change', update);
  }, []);
  return value;
}

/**
 * Sends a cart call and publishes the cart it answers with, priced for the purpose `storeId`
 * (in the body of a POST, in the query of a DELETE).
 */
export async function cartCall(path: string, method: 'POST' | 'DELETE', body: Record<string, unknown> = {}, store: { storeId?: number } = {}): Promise<{ cart: Cart; message: string }> {
  const res = await request<Cart>(path, method === 'POST' ? { method, body: { ...body, ...store } } : { method, query: store });
  cartChanged(res.data);
  return { cart: res.data, message: res.message };
}
