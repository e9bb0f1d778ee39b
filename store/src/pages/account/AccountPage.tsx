import { useEffect, useState, type FormEvent } from 'react';
import type { StoreAccountView, StoreView } from '../../../../common/api/store';
import { ApiError, request } from '../../../../common/web/api';
import { useT } from '../../i18n';
import { navigate, useLocation } from '../../router';
import { Loading, LoadError, money } from '../../ui';

/**
 * /s/<slug>/account — "My orders" by e-mail link (docs/stores.md): without a session the visitor
 * types its e-mail and gets a link by mail (the same answer whether or not it has orders); the
 * link (?t=…) is traded for the HttpOnly session cookie, then the page lists the e-mail's orders
 * at the company's stores, each to its status page.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type State = { kind: 'loading' } | { kind: 'signedOut'; notice?: string } | { kind: 'error'; error: ApiError | undefined } | { kind: 'list'; view: StoreAccountView };

export default function AccountPage({ store }: { store: StoreView }) {
  const t = useT();
  const { search } = useLocation();
  const token = search.get('t');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = `${t('account.title')} | ${store.name}`;
  }, [t, store.name]);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void (async () => {
      if (token) {
        try {
          await request('/public/account/session', { method: 'POST', body: { token } });
        } catch (err) {
          if (live) setState({ kind: 'signedOut', notice: err instanceof ApiError && err.status === 404 ? err.message : t('state.error') });
          return;
        }
        // The token has served: keep it out of the address bar and the history.
        navigate('/account', { replace: true });
        return;
      }
      try {
        const view = (await request<StoreAccountView>('/public/account/orders')).data;
        if (live) setState({ kind: 'list', view });
      } catch (err) {
        if (!live) return;
        if (err instanceof ApiError && err.status === 401) setState({ kind: 'signedOut' });
        else setState({ kind: 'error', error: err instanceof ApiError ? err : undefined });
      }
    })();
    return () => {
      live = false;
    };
  }, [token, attempt, t]);

  const signOut = async () => {
    await request('/public/account/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    setState({ kind: 'signedOut' });
  };

  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title" className="title">
        {t('account.title')}
      </h1>
      {state.kind === 'loading' ? (
        <Loading />
      ) : state.kind === 'error' ? (
        <LoadError error={state.error} retry={() => setAttempt((n) => n + 1)} />
      ) : state.kind === 'signedOut' ? (
        <LinkForm notice={state.notice} />
      ) : (
        <>
          <p className="muted" data-testid="account-email">
            {t('account.signedInAs', { email: state.view.email })}{' '}
            <button type="button" className="btn btn-link" onClick={() => void signOut()}>
              {t('account.signOut')}
            </button>
          </p>
          {state.view.orders.length === 0 ? (
            <p className="state" data-testid="account-empty">
              {t('account.empty')}
            </p>
          ) : (
            <ul className="orders" data-testid="account-orders">
              {state.view.orders.map((o) => (
                <li key={o.orderNo}>
                  <a href={o.statusPath} data-testid="account-order">
                    <strong>{o.orderNo}</strong> · {o.store.name}
                  </a>
                  <div className="muted">
                    {new Date(o.createdAt).toLocaleDateString(undefined, { timeZone: 'Asia/Kuala_Lumpur' })} · {money(store, o.grandTotal)} · {t(`status.stages.${o.stage}`)}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function LinkForm({ notice }: { notice?: string }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!EMAIL.test(email.trim())) {
      setError(t('checkout.invalidEmail'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const slug = window.location.pathname.split('/')[2] ?? '';
      const res = await request(`/public/stores/${encodeURIComponent(decodeURIComponent(slug))}/account/link`, {
        method: 'POST',
        body: { email: email.trim(), lang: document.documentElement.lang || undefined },
      });
      setSent(res.message);
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('state.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="about">
      {notice && (
        <p className="field-error" role="alert">
          {notice}
        </p>
      )}
      <p>{t('account.intro')}</p>
      <label htmlFor="account-email-input">{t('checkout.email')}</label>
      <input
        id="account-email-input"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'account-email-error' : undefined}
      />
      {error && (
        <span className="field-error" id="account-email-error">
          {error}
        </span>
      )}
      <button type="submit" className="btn btn-primary btn-wide" disabled={busy} data-testid="account-send">
        {busy ? t('account.sending') : t('account.send')}
      </button>
      {sent && (
        <p role="status" data-testid="account-sent">
          {sent}
        </p>
      )}
    </form>
  );
}
