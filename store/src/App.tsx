import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { StoreView } from '../../common/api/store';
import { LANGUAGES, type Lang } from '../../common/constants';
import { setLanguage, useLanguage } from '../../common/web/i18n';
import { storeApi } from './api';
import { bootstrap } from './bootstrap';
import { cartCount, useCart } from './cart';
import { useT } from './i18n';
import { CartPage } from './pages/CartPage';
import { CategoryPage } from './pages/CategoryPage';
import { HomePage } from './pages/HomePage';
import { NotFound } from './pages/NotFound';
import { ProductPage } from './pages/ProductPage';
import { SearchPage } from './pages/SearchPage';
import { Link, navigate, storeSlug, useLocation } from './router';
import { Loading, LoadError } from './ui';
import { useLoad } from '../../common/web/useLoad';

// Checkout and the order page are a visitor's last steps: they load when opened, not with the first screen.
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
const OrderPage = lazy(() => import('./pages/OrderPage'));
const AccountPage = lazy(() => import('./pages/account/AccountPage'));

const VISIT_KEY = 'visited:';

/** Counts one visit of the store per browser session (POST …/visit; the store summary's visits). */
function useVisit(store: StoreView | undefined): void {
  useEffect(() => {
    if (!store || sessionStorage.getItem(VISIT_KEY + store.slug)) return;
    sessionStorage.setItem(VISIT_KEY + store.slug, '1');
    storeApi.visit().catch(() => sessionStorage.removeItem(VISIT_KEY + store.slug));
  }, [store]);
}

function Header({ store }: { store: StoreView }) {
  const t = useT();
  const lang = useLanguage();
  const count = cartCount(useCart());
  const { path, search } = useLocation();
  const [q, setQ] = useState(path === '/search' ? (search.get('q') ?? '') : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim()) navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <header className="top">
      <div className="top-row">
        <Link to="/" className="brand">
          {store.logoUrl && <img src={store.logoUrl} alt="" width={32} height={32} className="brand-logo" />}
          <span>{store.name}</span>
        </Link>
        <label className="lang">
          <span className="sr-only">{t('nav.language')}</span>
          <select value={lang} onChange={(e) => setLanguage(e.target.value as Lang)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l} title={t(`lang.${l}`)}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <Link to="/cart" className="cart-link" aria-label={t('nav.cartWithCount', { count })} data-testid="cart-link">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2 8H7.4l.4 2H19v2H6.2L3.4 4H1V2h3.6Z" />
          </svg>
          {count > 0 && <span className="count">{count}</span>}
        </Link>
      </div>
      <form role="search" className="search" onSubmit={submit}>
        <label htmlFor="q" className="sr-only">
          {t('search.label')}
        </label>
        <input id="q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('search.placeholder')} maxLength={100} />
        <button type="submit" className="btn">
          {t('search.submit')}
        </button>
      </form>
    </header>
  );
}

/** After a navigation inside the store, focus moves to the new page's content, so a screen reader starts there. */
function FocusOnNavigate() {
  const { path } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);
  return null;
}

function Page({ store }: { store: StoreView }) {
  const { path } = useLocation();
  const [, section, arg] = path.split('/');
  if (path === '/') return <HomePage store={store} />;
  if (section === 'c' && arg) return <CategoryPage store={store} categoryId={Number.parseInt(arg, 10)} />;
  if (section === 'search') return <SearchPage store={store} />;
  if (section === 'p' && arg) return <ProductPage store={store} productId={Number.parseInt(arg, 10)} />;
  if (section === 'cart') return <CartPage store={store} />;
  if (section === 'checkout') return <CheckoutPage store={store} />;
  if (section === 'order' && arg) return <OrderPage store={store} token={arg} />;
  if (section === 'account') return <AccountPage store={store} />;
  return <NotFound />;
}

export function App() {
  const t = useT();
  const slug = storeSlug();
  const { data: store, error, loading, retry } = useLoad(slug || null, storeApi.store, bootstrap.store ?? undefined);
  useVisit(store);
  useEffect(() => {
    if (store) document.title = store.name;
  }, [store]);

  if (!slug || error?.status === 404)
    return (
      <main id="main" className="page">
        <p className="state">{t('state.storeNotFound')}</p>
      </main>
    );
  if (loading) return <Loading />;
  if (error || !store) return <LoadError error={error} retry={retry} />;
  return (
    <>
      <a href="#main" className="skip">
        {t('nav.skip')}
      </a>
      <Header store={store} />
      <FocusOnNavigate />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Page store={store} />
        </Suspense>
      </main>
      <footer className="foot">
        <span>
          {store.name} · {store.companyName}
        </span>{' '}
        <Link to="/account" data-testid="account-link">
          {t('account.link')}
        </Link>
      </footer>
    </>
  );
}
