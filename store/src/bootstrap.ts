import type { StoreProductView, StoreView } from '../../common/api/store';
import { storeSlug } from './router';

/**
 * What the server put in the page (docs/stores.md, head injection): the store, and on a product
 * page the product, in `<script id="store-data" type="application/json">`. Read once at start;
 * used only when it belongs to the store and product the page opened on.
 */
interface Bootstrap {
  store: StoreView | null;
  product: StoreProductView | null;
}

function read(): Bootstrap {
  try {
    const text = document.getElementById('store-data')?.textContent;
    if (!text) return { store: null, product: null };
    const raw = JSON.parse(text) as StoreView | { store: StoreView; product: StoreProductView };
    const [store, product] = 'store' in raw ? [raw.store, raw.product] : [raw, null];
    return store?.slug === storeSlug() ? { store, product: product ?? null } : { store: null, product: null };
  } catch {
    return { store: null, product: null };
  }
}

export const bootstrap: Bootstrap = read();
