import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { get } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { orderPath, paymentPath, PATHS, topupPath } from '../../paths';
import type { Order } from '../orders/types';
import { useMoney } from '../shop/format';
import { newSessionId, resultPath } from './support';
import type { GatewayPaymentStatus, PaymentPurpose, PaymentView, WalletView } from './types';

export type ResultKind = 'pending' | 'completed' | 'failed';

const STATUS_OF: Record<ResultKind, GatewayPaymentStatus> = { pending: 'pending', completed: 'paid', failed: 'failed' };
export const POLL_MS = 3000;

/**
 * The result pages of a gateway payment, `?paymentId=` (GET /payment-gateway/payments/:id):
 * /checkout/pending-payment|completed|failed for orders, /topup/pending-payment|completed|failed for
 * top-ups. Each page shows the payment's real state: a page reached for another state (the gateway's
 * redirect raced the callback, a bookmark) moves to the right one. Pending polls every 3 s (the server
 * re-checks the bill at the gateway) and moves on when paid or failed. Completed: the order number,
 * the amount and links to the order and My orders (or, when the order was no longer unpaid and the
 * money went to the wallet, says so); top-up completed: the amount and the new balance. Failed:
 * "checkout again" starts a new payment of the same order (a new session, so a new bill); a failed
 * top-up offers the same amount again.
 */
export function PaymentResultPage({ purpose, kind }: { purpose: PaymentPurpose; kind: ResultKind }) {
  const t = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const raw = search.get('paymentId') ?? '';
  const id = /^[1-9]\d{0,12}$/.test(raw) ? raw : null;
  const [poll, setPoll] = useState(0);
  const payment = useApiData<PaymentView>(id && `/payment-gateway/payments/${id}`);
  const p = payment.data;
  const order = useApiData<Order>(p?.orderId && p.status === 'paid' ? `/manage-orders/${p.orderId}` : null);
  const wallet = useApiData<WalletView>(p?.purpose === 'topup' && p.status === 'paid' ? '/wallet' : null, { query: { perPage: 1 } });
  const title = {
    pending: t('shop.payments.pendingTitle'),
    completed: purpose === 'order' ? t('shop.payments.completedTitle') : t('shop.payments.topupCompletedTitle'),
    failed: t('shop.payments.failedTitle'),
  }[kind];
  usePageTitle(title);

  // A payment in another state than this page's (or of the other purpose): its own page. Checked
  // when the payment's id, status or purpose changes (BrowserRouter's navigate: nothing to wait for).
  const goToOwnPage = useEffectEvent(() => {
    if (!p) return;
    const right = resultPath(p.purpose, p.status, p.id);
    if (right !== `${location.pathname}${location.search}` && (p.purpose !== purpose || p.status !== STATUS_OF[kind])) void navigate(right, { replace: true });
  });
  useEffect(() => goToOwnPage(), [p?.id, p?.status, p?.purpose]);

  // Pending: asks again every 3 s until the payment is settled.
  const status = p?.status;
  const pollOnce = useEffectEvent(async (paymentId: string) => {
    try {
      const next = await get<PaymentView>(`/payment-gateway/payments/${paymentId}`);
      if (next.status !== 'pending') void navigate(resultPath(next.purpose, next.status, next.id), { replace: true });
    } catch {
      // A failed poll (offline for a moment) is retried at the next tick.
    }
    setPoll((n) => n + 1);
  });
  useEffect(() => {
    if (!id || kind !== 'pending' || (status && status !== 'pending')) return;
    // pollOnce catches its own failures.
    const timer = window.setTimeout(() => void pollOnce(id), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [id, kind, poll, status]);

  const home = purpose === 'order' ? PATHS.orders : PATHS.wallet;
  const homeLabel = purpose === 'order' ? t('shop.nav.orders') : t('shop.payments.backToWallet');
  if (!id || payment.error?.status === 404 || payment.error?.status === 403) {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <Alert severity="info" data-testid="payment-not-found">
          {t('shop.payments.notFound')}
        </Alert>
        <Box>
          <Button component={Link} to={home}>
            {homeLabel}
          </Button>
        </Box>
      </Box>
    );
  }
  if (payment.error) return <LoadError message={payment.error.message} onRetry={payment.retry} />;
  if (!p || p.status !== STATUS_OF[kind] || p.purpose !== purpose) return <PageLoader />;
  const paidTotal = p.amount + p.fee;

  const icon = {
    pending: <HourglassTop color="warning" sx={{ fontSize: 56 }} />,
    completed: <CheckCircle color="success" sx={{ fontSize: 56 }} />,
    failed: <ErrorIcon color="error" sx={{ fontSize: 56 }} />,
  }[kind];

  let body: React.ReactNode;
  let actions: React.ReactNode;
  if (kind === 'pending') {
    body = (
      <>
        <Typography data-testid="payment-message">{t('shop.payments.pendingText')}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography variant="body2" color="text.secondary">
            {t('shop.payments.checking')}
          </Typography>
        </Stack>
      </>
    );
    actions = p.orderId ? (
      <Button component={Link} to={orderPath(p.orderId)}>
        {t('shop.payments.viewOrder')}
      </Button>
    ) : null;
  } else if (kind === 'completed' && purpose === 'order') {
    const o = order.data;
    body = (
      <>
        {p.outcome === 'credited' ? (
          <Alert severity="info" data-testid="payment-credited">
            {t('shop.payments.creditedText', { amount: money(p.amount) })}
          </Alert>
        ) : (
          <Typography data-testid="payment-message">{t('shop.payments.completedText')}</Typography>
        )}
        {order.loading && <CircularProgress size={20} />}
        {o && <Typography data-testid="paid-order-no">{t('shop.payments.orderNo', { orderNo: o.orderNo })}</Typography>}
        <Typography data-testid="paid-amount">{t('shop.payments.amountPaid', { amount: money(paidTotal) })}</Typography>
        {p.fee > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('shop.payments.feeIncluded', { fee: money(p.fee) })}
          </Typography>
        )}
      </>
    );
    actions = (
      <>
        {p.orderId && (
          <Button variant="contained" component={Link} to={orderPath(p.orderId)} data-testid="view-order">
            {t('shop.payments.viewOrder')}
          </Button>
        )}
        <Button component={Link} to={PATHS.orders}>
          {t('shop.nav.orders')}
        </Button>
        {p.outcome === 'credited' && (
          <Button component={Link} to={PATHS.wallet}>
            {t('shop.nav.wallet')}
          </Button>
        )}
      </>
    );
  } else if (kind === 'completed') {
    body = (
      <>
        <Typography data-testid="payment-message">{t('shop.payments.topupCompletedText', { amount: money(p.amount) })}</Typography>
        {wallet.loading && <CircularProgress size={20} />}
        {wallet.data && (
          <Typography variant="h6" component="p" data-testid="new-balance">
            {t('shop.wallet.newBalance', { balance: money(wallet.data.balance) })}
          </Typography>
        )}
        {wallet.error && <LoadError message={wallet.error.message} onRetry={wallet.retry} />}
      </>
    );
    actions = (
      <Button variant="contained" component={Link} to={PATHS.wallet} data-testid="to-wallet">
        {t('shop.payments.backToWallet')}
      </Button>
    );
  } else {
    body = <Typography data-testid="payment-message">{purpose === 'order' ? t('shop.payments.failedText') : t('shop.payments.topupFailedText')}</Typography>;
    actions =
      purpose === 'order' && p.orderId ? (
        <>
          <Button variant="contained" onClick={() => navigate(paymentPath('order', newSessionId(), { orderId: p.orderId }))} data-testid="checkout-again">
            {t('shop.payments.checkoutAgain')}
          </Button>
          <Button component={Link} to={orderPath(p.orderId)} data-testid="view-order">
            {t('shop.payments.viewOrder')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="contained" component={Link} to={topupPath(p.amount)} data-testid="topup-again">
            {t('shop.payments.tryAgain')}
          </Button>
          <Button component={Link} to={PATHS.wallet}>
            {t('shop.payments.backToWallet')}
          </Button>
        </>
      );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Card data-testid={`payment-${kind}`}>
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          {icon}
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {body}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export const CheckoutPendingPage = () => <PaymentResultPage purpose="order" kind="pending" />;
export const CheckoutCompletedPage = () => <PaymentResultPage purpose="order" kind="completed" />;
export const CheckoutFailedPage = () => <PaymentResultPage purpose="order" kind="failed" />;
export const TopupPendingPage = () => <PaymentResultPage purpose="topup" kind="pending" />;
export const TopupCompletedPage = () => <PaymentResultPage purpose="topup" kind="completed" />;
export const TopupFailedPage = () => <PaymentResultPage purpose="topup" kind="failed" />;
