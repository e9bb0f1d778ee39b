import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import type { CoopOrderDetails } from '../../../../common/api/store-coop';
import type { Currency } from '../../../../common/constants';
import { formatMoney } from '../../../../common/money';
import { ApiError } from '../../../../common/web/api';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { loadOrder, updatePickup } from './api';
import { CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

/** While printing, only the invoice shows. */
export const PRINT_ONLY = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.printable, .printable *': { visibility: 'visible' },
    '.printable': { position: 'absolute', left: 0, top: 0, width: '100%' },
    '.no-print': { display: 'none !important' },
  },
};

/** `YYYY-MM-DDTHH:mm` in Kuala Lumpur (the pickup windows' time) of an ISO instant. */
const klLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : '');

/** /manage-orders/coop/:id: a co-op order's details and invoice (printable), and update-pickup (collected, or another time). */
export default function OrderPage() {
  const t = useCoopT();
  const lang = useLanguage();
  const id = Number(useParams().id);
  const loaded = useLoad(`coop-order-${id}`, () => loadOrder(id));
  const [changed, setChanged] = useState<CoopOrderDetails | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const order = changed ?? loaded.data;
  const act = async (body: { status?: 'waiting' | 'picked_up'; pickupAt?: string }) => {
    setError(null);
    try {
      setChanged((await updatePickup(id, body)).data);
      setTime(null);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(Object.values(err.fields)[0] ?? err.message);
    }
  };
  const money = (v: number) => formatMoney(v, (order?.currency ?? 'MYR') as Currency);
  return (
    <CoopScreen title={order ? t('shop.coop.order.title', { no: order.orderNo }) : t('shop.coop.orders.title')}>
      <GlobalStyles styles={PRINT_ONLY} />
      <Box className="no-print">
        <Button component={RouterLink} to={COOP_PATHS.orders}>
          {t('shop.coop.order.back')}
        </Button>
      </Box>
      {loaded.error ? (
        <LoadError message={loaded.error.message} onRetry={loaded.retry} />
      ) : !order ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          {error && <Alert severity="error">{error}</Alert>}
          <Card className="no-print">
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
              <Typography data-testid="coop-order-pickup">
                {t('shop.coop.order.pickupStatus')}: <strong>{t(`shop.coop.orders.${order.pickupStatus}`)}</strong>
              </Typography>
              {order.pickupStatus === 'waiting' ? (
                <Button variant="contained" disabled={order.paymentStatus !== 'paid'} onClick={() => void act({ status: 'picked_up' })}>
                  {t('shop.coop.order.markCollected')}
                </Button>
              ) : (
                <Button onClick={() => void act({ status: 'waiting' })}>{t('shop.coop.order.undo')}</Button>
              )}
              {order.pickupStatus === 'waiting' && (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    size="small"
                    type="datetime-local"
                    label={t('shop.coop.order.changeTime')}
                    value={time ?? klLocal(order.pickupAt)}
                    onChange={(e) => setTime(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <Button disabled={!time} onClick={() => void act({ pickupAt: new Date(`${time}:00+08:00`).toISOString() })}>
                    {t('shop.coop.order.saveTime')}
                  </Button>
                </Box>
              )}
            </CardContent>
          </Card>
          <Card className="printable" data-testid="coop-invoice">
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="h6" component="h2">
                  {t('shop.coop.order.invoice')} {order.orderNo}
                </Typography>
                <Button className="no-print" startIcon={<Print />} onClick={() => window.print()}>
                  {t('shop.coop.order.print')}
                </Button>
              </Box>
              <Typography>
                {order.store.name} — {order.companyName}
              </Typography>
              <Typography variant="body2">{formatDateTime(order.createdAt, lang)}</Typography>
              <Divider />
              {(
                [
                  ['student', order.studentName],
                  ['parent', order.parentName],
                  ['class', order.className],
                  ['contact', [order.email, order.phone].filter(Boolean).join(' · ')],
                  ['pickupAt', `${order.pickupAt ? formatDateTime(order.pickupAt, lang) : '—'} · ${order.store.pickupPoint}, ${order.store.schoolName}`],
                ] as const
              ).map(([key, value]) => (
                <Box key={key} sx={{ display: 'flex', gap: 1 }}>
                  <Typography sx={{ minWidth: 110 }} color="text.secondary">
                    {t(`shop.coop.order.${key}`)}
                  </Typography>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
                </Box>
              ))}
              <Divider />
              {order.lines.map((l, i) => (
                <Box key={i} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography>
                    {l.name}
                    {l.variantName ? ` (${l.variantName})` : ''} × {l.quantity}
                  </Typography>
                  <Typography>{money(l.lineTotal)}</Typography>
                </Box>
              ))}
              <Divider />
              {(
                [
                  ['subtotal', order.subtotal],
                  ['adminFee', order.adminFee],
                  ['tax', order.tax],
                  ['serviceCharge', order.serviceCharge],
                  ['total', order.grandTotal],
                ] as const
              )
                .filter(([key, v]) => v > 0 || key === 'total' || key === 'subtotal')
                .map(([key, v]) => (
                  <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: key === 'total' ? 700 : 400 }}>{t(`shop.coop.order.${key}`)}</Typography>
                    <Typography sx={{ fontWeight: key === 'total' ? 700 : 400 }}>{money(v)}</Typography>
                  </Box>
                ))}
            </CardContent>
          </Card>
        </>
      )}
    </CoopScreen>
  );
}
