import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, get, post } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { useT } from '../../i18n';
import { orderPath, PATHS } from '../../paths';
import type { Order } from '../orders/types';
import { resultPath, TOPUP_LIMITS } from './support';
import type { CheckoutResult } from './types';

type State = { kind: 'working' } | { kind: 'left'; billUrl: string } | { kind: 'error'; message: string };

/** True when the page was reached with the browser's back/forward buttons (e.g. back from the bill). */
function cameBack(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'back_forward';
}

/**
 * /payment/:payType/:sessionId — creates the gateway bill (POST /payment-gateway/checkout) and sends
 * the browser to it. Order: `?orderId=` (totalPaid is the order's grand total, read first); top-up:
 * `?amount=` (minor units); both take `&bankCode=`. The session id comes from the URL, so a reload
 * gets the same payment and bill from the server. A payment already settled goes to its result page;
 * an error is shown with a way back (the order, or the wallet) and a retry. Coming back from the
 * bill with the browser's back button does not bounce to the bill again: a "continue" button does.
 * (A repeated request — React's development double effect, a retry — is harmless: same session, same bill.)
 */
export default function PayRedirectPage() {
  const t = useT();
  const navigate = useNavigate();
  const { payType, sessionId = '' } = useParams();
  const [search] = useSearchParams();
  usePageTitle(t('shop.payments.redirectTitle'));
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const orderId = Number(search.get('orderId'));
  const amount = Number(search.get('amount'));
  const bankCode = search.get('bankCode') || undefined;
  const isOrder = payType === 'order';
  const validOrder = isOrder && Number.isInteger(orderId) && orderId > 0;
  const validTopup = payType === 'topup' && Number.isInteger(amount) && amount >= TOPUP_LIMITS.min && amount <= TOPUP_LIMITS.max;
  const validSession = /^[A-Za-z0-9-]{8,64}$/.test(sessionId);

  // Starts the payment once per session and attempt (not again when the language or the router's
  // navigate changes): the values of the render that ran the effect are read here.
  const start = useEffectEvent((isCurrent: () => boolean) => {
    if (!validSession || !(validOrder || validTopup)) {
      setState({ kind: 'error', message: t('shop.payments.badLink') });
      return;
    }
    (async () => {
      let body: Record<string, unknown>;
      if (validOrder) {
        const order = await get<Order>(`/manage-orders/${orderId}`);
        body = { payType: 'order', orderId, sessionId, totalPaid: order.grandTotal, ...(bankCode ? { bankCode } : {}) };
      } else {
        body = { payType: 'topup', amount, sessionId, ...(bankCode ? { bankCode } : {}) };
      }
      const { data } = await post<CheckoutResult>('/payment-gateway/checkout', body);
      if (!isCurrent()) return;
      if (data.status !== 'pending') {
        void navigate(resultPath(validOrder ? 'order' : 'topup', data.status, data.paymentId), { replace: true });
      } else if (attempt === 0 && cameBack()) {
        setState({ kind: 'left', billUrl: data.billUrl });
      } else {
        setState({ kind: 'left', billUrl: data.billUrl });
        window.location.assign(data.billUrl);
      }
    })().catch((err: unknown) => {
      if (isCurrent()) setState({ kind: 'error', message: err instanceof ApiError ? err.message : t('common.error.general') });
    });
  });
  useEffect(() => {
    let current = true;
    start(() => current);
    return () => {
      current = false;
    };
  }, [sessionId, attempt]);

  const back = validOrder ? (
    <Button component={Link} to={orderPath(orderId)} data-testid="pay-back">
      {t('shop.payments.backToOrder')}
    </Button>
  ) : (
    <Button component={Link} to={isOrder ? PATHS.orders : PATHS.wallet} data-testid="pay-back">
      {isOrder ? t('shop.orders.back') : t('shop.payments.backToWallet')}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {t('shop.payments.redirectTitle')}
      </Typography>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          {state.kind === 'working' && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="pay-working">
              <CircularProgress size={24} />
              <Typography>{t('shop.payments.redirecting')}</Typography>
            </Stack>
          )}
          {state.kind === 'left' && (
            <>
              <Typography>{t('shop.payments.continueText')}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" href={state.billUrl} data-testid="pay-continue">
                  {t('shop.payments.continue')}
                </Button>
                {back}
              </Stack>
            </>
          )}
          {state.kind === 'error' && (
            <>
              <Alert severity="error" role="alert" data-testid="pay-error">
                {state.message}
              </Alert>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {validSession && (validOrder || validTopup) && (
                  <Button
                    variant="contained"
                    onClick={() => {
                      setState({ kind: 'working' });
                      setAttempt((n) => n + 1);
                    }}
                  >
                    {t('shop.action.retry')}
                  </Button>
                )}
                {back}
              </Stack>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
