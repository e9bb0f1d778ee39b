import { useEffect, useState } from 'react';
import type { PublicOrderView, StoreView } from '../../../common/api/store';
import { ApiError } from '../../../common/web/api';
import { formatDateTime } from '../../../common/web/format';
import { useLanguage } from '../../../common/web/i18n';
import { Amounts } from '../Amounts';
import { storeApi } from '../api';
import { useT } from '../i18n';
import { Link, useLocation } from '../router';
import { Loading, LoadError, money } from '../ui';
import { useLoad } from '../../../common/web/useLoad';
import { whatsappHref } from './HomePage';
import { CoopOrderInfo } from './coop/CoopOrderInfo';

/**
 * The order-status page, reached by the signed link of the confirmation e-mail and of checkout
 * (/order/<token>): no sign-in, the token is the key, and a wrong one is "not valid" (404). An
 * unpaid gateway order back from the gateway is read again a few times, because the gateway's
 * callback may land a moment after the buyer does.
 */
const RECEIPT_TYPES = 'image/jpeg,image/png';
const POLL_MS = 3_000;
const POLLS = 10;

function Receipt({ token, onUploaded }: { token: string; onUploaded: (order: PublicOrderView) => void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async () => {
    if (!file) return setError(t('checkout.required'));
    setBusy(true);
    setError(null);
    try {
      onUploaded(await storeApi.uploadReceipt(token, file));
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('state.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field">
      <label htmlFor="receipt">{t('checkout.receipt')}</label>
      <input id="receipt" type="file" accept={RECEIPT_TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-describedby={error ? 'receipt-error' : undefined} />
      {error && (
        <span className="field-error" id="receipt-error" role="alert">
          {error}
        </span>
      )}
      <button type="button" className="btn" onClick={upload} disabled={busy}>
        {busy ? t('state.loading') : t('status.upload')}
      </button>
    </div>
  );
}

function PayButton({ token }: { token: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign((await storeApi.pay(token)).paymentUrl);
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('state.error'));
    }
  };
  return (
    <>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-primary btn-wide" onClick={pay} disabled={busy}>
        {t('status.pay')}
      </button>
    </>
  );
}

/** What the gateway said on the way back (`?payment=` of the return address), as the order now stands. */
function GatewayReturn({ order, outcome }: { order: PublicOrderView; outcome: string | null }) {
  const t = useT();
  if (order.paymentStatus === 'paid')
    return outcome ? (
      <p className="notice" role="status">
        {t('status.paymentCompleted')}
      </p>
    ) : null;
  if (outcome === 'failed')
    return (
      <p className="alert" role="alert">
        {t('status.paymentFailed')}
      </p>
    );
  if (outcome)
    return (
      <p className="notice" role="status">
        {t('status.paymentPending')}
      </p>
    );
  return null;
}

function OrderView({
  store,
  token,
  order,
  placed,
  outcome,
  onChange,
}: {
  store: StoreView;
  token: string;
  order: PublicOrderView;
  placed: boolean;
  outcome: string | null;
  onChange: (o: PublicOrderView) => void;
}) {
  const t = useT();
  const lang = useLanguage();
  const transfer = order.transfer;
  return (
    <article className="order" data-testid="order-status">
      {placed && (
        <p className="notice" role="status">
          {t('status.placed')} {t('status.emailed')}
        </p>
      )}
      <GatewayReturn order={order} outcome={outcome} />
      <h1 className="title">{t('status.title', { no: order.orderNo })}</h1>
      <dl className="facts">
        <div>
          <dt>{t('status.stage')}</dt>
          <dd data-testid="order-stage">{t(`status.stages.${order.stage}`)}</dd>
        </div>
        <div>
          <dt>{t('status.payment')}</dt>
          <dd data-testid="order-payment">{t(`status.paymentStatuses.${order.paymentStatus}`)}</dd>
        </div>
        <div>
          <dt>{t('status.placedAt')}</dt>
          <dd>{formatDateTime(order.createdAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('checkout.delivery')}</dt>
          <dd>
            {order.shipmentType === 'pickup'
              ? t('checkout.pickupAt', { place: [order.branch?.name, order.branch?.address].filter(Boolean).join(', ') })
              : [order.receiverName, order.address].filter(Boolean).join(', ')}
          </dd>
        </div>
        {order.trackingNo && (
          <div>
            <dt>{order.courierName ?? t('checkout.courier')}</dt>
            <dd>{t('status.tracking', { no: order.trackingNo })}</dd>
          </div>
        )}
      </dl>
      <CoopOrderInfo order={order} />
      {order.canPay && <PayButton token={token} />}
      {transfer && order.paymentStatus === 'unpaid' && order.stage !== 'cancelled' && (
        <section className="about" aria-labelledby="transfer">
          <h2 id="transfer" className="subtitle">
            {t('checkout.bank')}
          </h2>
          <p data-testid="bank-account">
            {t('status.bankTo', { amount: money(store, order.grandTotal), bank: transfer.bankName ?? '—', account: transfer.accountNumber ?? '—', holder: transfer.accountName ?? '—' })}
          </p>
          {transfer.receiptUploaded ? (
            <p className="notice">{t('status.receiptReceived')}</p>
          ) : (
            <>
              <p>{t('status.uploadPrompt')}</p>
              <Receipt token={token} onUploaded={onChange} />
            </>
          )}
        </section>
      )}
      <h2 className="subtitle">{t('status.items')}</h2>
      <Amounts store={store} quote={order} />
      {store.whatsapp && (
        <a className="btn btn-wa" href={whatsappHref(store.whatsapp, t('status.whatsappText', { no: order.orderNo }))} target="_blank" rel="noopener noreferrer">
          {t('home.whatsapp')}
        </a>
      )}
      <Link to="/" className="btn btn-wide">
        {t('state.backHome')}
      </Link>
    </article>
  );
}

export default function OrderPage({ store, token }: { store: StoreView; token: string }) {
  const t = useT();
  const { search } = useLocation();
  const placed = search.has('placed');
  const outcome = search.get('payment');
  const { data, error, loading, retry } = useLoad(`order:${token}`, () => storeApi.order(token));
  const [changed, setChanged] = useState<PublicOrderView | null>(null);
  const [polls, setPolls] = useState(0);
  const order = changed ?? data;
  // Back from the gateway unpaid: its callback may still be on the way.
  const waiting = !!order && !!outcome && outcome !== 'failed' && order.paymentMethod === 'gateway' && order.paymentStatus === 'unpaid' && order.stage === 'unpaid';

  useEffect(() => {
    document.title = `${t('status.title', { no: order?.orderNo ?? '' })} | ${store.name}`;
  }, [t, order?.orderNo, store.name]);

  useEffect(() => {
    if (!waiting || polls >= POLLS) return;
    const timer = window.setTimeout(() => {
      storeApi.order(token).then(
        (fresh) => {
          setChanged(fresh);
          setPolls((n) => n + 1);
        },
        () => setPolls((n) => n + 1),
      );
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, polls, token]);

  if (error?.status === 404)
    return (
      <div className="state">
        <p>{t('status.invalidLink')}</p>
        <Link to="/" className="btn">
          {t('state.backHome')}
        </Link>
      </div>
    );
  if (loading) return <Loading />;
  if (error || !order) return <LoadError error={error} retry={retry} />;
  return <OrderView store={store} token={token} order={order} placed={placed} outcome={outcome} onChange={setChanged} />;
}
