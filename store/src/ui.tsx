import { Component, useState, type ReactNode } from 'react';
import type { StoreProductPage, StoreProductView, StoreView } from '../../common/api/store';
import type { Currency } from '../../common/constants';
import { formatMoney } from '../../common/money';
import type { ApiError } from '../../common/web/api';
import { reportError } from '../../common/web/errorReporting';
import { storeApi } from './api';
import { useT } from './i18n';
import { Link } from './router';
import { useLoad } from '../../common/web/useLoad';

/** Money of the store's company in its currency (common/money: integer minor units, no floating point). */
export const money = (store: Pick<StoreView, 'currency'>, minor: number) => formatMoney(minor, (store.currency === 'IDR' ? 'IDR' : 'MYR') satisfies Currency);

export function Loading() {
  const t = useT();
  return (
    <p className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t('state.loading')}
    </p>
  );
}

/** A failed load: the server's message when it sent one (already in the visitor's language), and a retry. */
export function LoadError({ error, retry }: { error?: ApiError; retry: () => void }) {
  const t = useT();
  const message = error && error.status > 0 && error.status !== 500 && error.message ? error.message : t('state.error');
  return (
    <div className="state" role="alert">
      <p>{message}</p>
      <button type="button" className="btn" onClick={retry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export const productPath = (p: Pick<StoreProductView, 'id' | 'urlName'>) => `/p/${p.id}${p.urlName ? `-${p.urlName}` : ''}`;

export function ProductCard({ store, product, eager }: { store: StoreView; product: StoreProductView; eager?: boolean }) {
  const t = useT();
  return (
    <li className="card">
      <Link to={productPath(product)} className="card-link">
        {product.coverImageUrl ? (
          <img src={product.coverImageUrl} alt="" width={320} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" className="card-img" />
        ) : (
          <span className="card-img placeholder" aria-hidden="true" />
        )}
        <span className="card-name">{product.name}</span>
        <span className="card-price">{money(store, product.price)}</span>
        {!product.inStock && <span className="badge">{t('product.outOfStock')}</span>}
      </Link>
    </li>
  );
}

/** A grid of the store's products for a query (search, category or all), paged with "show more". */
export function ProductGrid({ store, query, empty }: { store: StoreView; query: { q?: string; categoryId?: number }; empty: string }) {
  const t = useT();
  const key = JSON.stringify(query);
  const first = useLoad(key, () => storeApi.products({ ...query, page: 1 }));
  const [more, setMore] = useState<{ key: string; pages: StoreProductPage[]; loading: boolean; failed: boolean }>({ key, pages: [], loading: false, failed: false });
  const extra = more.key === key ? more : { key, pages: [], loading: false, failed: false };

  if (first.loading) return <Loading />;
  if (first.error || !first.data) return <LoadError error={first.error} retry={first.retry} />;
  const pages = [first.data, ...extra.pages];
  const products = pages.flatMap((p) => p.data);
  const last = pages[pages.length - 1]!;
  if (!products.length) return <p className="state">{empty}</p>;

  const loadMore = () => {
    setMore({ ...extra, loading: true, failed: false });
    storeApi.products({ ...query, page: last.page + 1 }).then(
      (page) => setMore({ key, pages: [...extra.pages, page], loading: false, failed: false }),
      () => setMore({ ...extra, loading: false, failed: true }),
    );
  };
  return (
    <>
      <ul className="grid">
        {products.map((p, i) => (
          <ProductCard key={p.id} store={store} product={p} eager={i < 2} />
        ))}
      </ul>
      {extra.failed && (
        <p className="state" role="alert">
          {t('state.error')}
        </p>
      )}
      {last.page * last.limit < last.total && (
        <button type="button" className="btn btn-wide" onClick={loadMore} disabled={extra.loading}>
          {extra.loading ? t('state.loading') : extra.failed ? t('state.retry') : t('home.more')}
        </button>
      )}
    </>
  );
}

/**
 * Shows a translated message with a reload instead of a blank page when rendering fails (a
 * checkout or order chunk that did not arrive after a new release, for instance).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error);
  }

  render() {
    return this.state.failed ? <Failed /> : this.props.children;
  }
}

function Failed() {
  const t = useT();
  return (
    <div className="state" role="alert">
      <p>{t('state.error')}</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        {t('state.retry')}
      </button>
    </div>
  );
}
