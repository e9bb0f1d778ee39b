import { useSyncExternalStore } from 'react';
import { STORE_CART_MAX_QTY } from '../../common/api/store';
import { storeSlug } from './router';

/**
 * The visitor's cart, kept in localStorage per store (key `cart:<slug>`), so it survives a reload
 * and a cart of one agent's store never shows in another's. It holds what the visitor chose and
 * what the page showed (name, price, image) for drawing the cart; the server prices the order
 * again at checkout, so a stale price can never be charged.
 */
export interface CartLine {
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string | null;
  /** Unit price in minor units as shown when added. */
  price: number;
  image: string | null;
  quantity: number;
}

const key = () => `cart:${storeSlug()}`;
const listeners = new Set<() => void>();

function read(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key()) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartLine[]).filter((l) => Number.isInteger(l?.productId) && Number.isInteger(l?.quantity) && l.quantity > 0) : [];
  } catch {
    return [];
  }
}

let lines: CartLine[] = read();

function write(next: CartLine[]): void {
  lines = next;
  if (next.length) localStorage.setItem(key(), JSON.stringify(next));
  else localStorage.removeItem(key());
  listeners.forEach((l) => l());
}

// Another tab of the same store changed the cart.
window.addEventListener('storage', (event) => {
  if (event.key === key() || event.key === null) {
    lines = read();
    listeners.forEach((l) => l());
  }
});

const same = (a: Pick<CartLine, 'productId' | 'variantId'>, b: Pick<CartLine, 'productId' | 'variantId'>) => a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);
const clamp = (qty: number) => Math.max(1, Math.min(STORE_CART_MAX_QTY, Math.floor(qty)));

export const cart = {
  lines: () => lines,
  add(line: CartLine): void {
    const existing = lines.find((l) => same(l, line));
    write(existing ? lines.map((l) => (l === existing ? { ...line, quantity: clamp(l.quantity + line.quantity) } : l)) : [...lines, { ...line, quantity: clamp(line.quantity) }]);
  },
  setQuantity(line: CartLine, quantity: number): void {
    write(lines.map((l) => (same(l, line) ? { ...l, quantity: clamp(quantity) } : l)));
  },
  remove(line: CartLine): void {
    write(lines.filter((l) => !same(l, line)));
  },
  clear(): void {
    write([]);
  },
};

export function useCart(): CartLine[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lines,
  );
}

export const cartCount = (items: CartLine[]) => items.reduce((sum, l) => sum + l.quantity, 0);
export const cartTotal = (items: CartLine[]) => items.reduce((sum, l) => sum + l.price * l.quantity, 0);
