import { SectionCard } from '../../layout/SectionCard';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ApiError, post, request } from '../../../../common/web/api';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { paymentPath, PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { AmountsSummary } from '../cart/AmountsSummary';
import { ConfirmDialog } from '../customers/ConfirmDialog';
import { useMoney } from '../shop/format';
import { formatDateTime, fromBusinessInput, toBusinessInput } from '../../../../common/web/format';
import { StageChip } from './StageChip';
import { ReceiptSection } from '../receipts/ReceiptSection';
import { newSessionId } from '../payments/support';
import type { Order } from './types';

type Pending = 'delete' | 'cancel' | 'approve' | 'complete' | 'markPaid' | null;

/**
 * /orders/:id (or /orders?id=…): one order (GET /api/manage-orders/:id) with its lines, amounts,
 * receiver, shipping, tracking number and history. The buttons follow the order's `can` (what the
 * caller may do now): the buyer deletes its unpaid order; the seller marks it paid, approves,
 * ships with a tracking number and completes, through the manage-orders calls. The buyer's own
 * unpaid online-banking order has "Pay now": a new payment session, /payment/order/<session>?orderId=.
 */
export default function OrderDetailsPage() {
  const t = useT();
  const money = useMoney();
  const lang = useLanguage();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
  const order = useApiData<Order>(id && `/manage-orders/${id}`);
  // The buyer's unpaid online-banking order: the bill will be the grand total plus the gateway's fee.
  const payOnline = Boolean(order.data && order.data.stage === 'unpaid' && order.data.paymentType === 'gateway' && order.data.buyer.id === user.id);
  const gateway = useApiData<{ available: boolean; adminFee: number }>(payOnline ? '/payment-gateway/options' : null);
  usePageTitle(order.data ? t('shop.orders.orderTitle', { orderNo: order.data.orderNo }) : t('shop.nav.orders'));
  const [pending, setPending] = useState<Pending>(null);
  const [shipping, setShipping] = useState(false);
  const [trackingNo, setTrackingNo] = useState('');
  const [rebooking, setRebooking] = useState(false);
  const [pickupAt, setPickupAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const back = (
    <Box>
      <Button component={Link} to={PATHS.orders} startIcon={<ArrowBack />}>
        {t('shop.orders.back')}
      </Button>
    </Box>
  );
  if (!id || order.error?.status === 404) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Alert severity="info">{t('shop.orders.notFound')}</Alert>
      </Box>
    );
  }
  if (order.loading) return <PageLoader />;
  if (order.error) return <LoadError message={order.error.message} onRetry={order.retry} />;
  const o = order.data!;
  const can = o.can;
  const date = (v: string | null) => (v ? formatDateTime(v, lang) : null);

  async function run(action: () => Promise<{ message: string }>, after?: () => void) {
    setBusy(true);
    try {
      const { message } = await action();
      setNotice({ kind: 'success', message });
      if (after) after();
      else order.retry();
    } catch (err) {
      setNotice({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const confirmations: Record<Exclude<Pending, null>, { title: string; text: string; label: string; action: () => Promise<void> }> = {
    delete: {
      title: t('shop.orders.deleteTitle', { orderNo: o.orderNo }),
      text: t('shop.orders.deleteText'),
      label: t('shop.orders.deleteOrder'),
      action: () =>
        run(
          () => request(`/sales/my-shop/order/${o.id}`, { method: 'DELETE' }),
          () => void navigate(PATHS.orders, { replace: true }),
        ),
    },
    cancel: {
      title: t('shop.orders.cancelTitle', { orderNo: o.orderNo }),
      text: t('shop.orders.cancelText'),
      label: t('shop.orders.cancel'),
      action: () => run(() => post('/manage-orders/cancel', { ids: [o.id] })),
    },
    approve: {
      title: t('shop.orders.approveTitle', { orderNo: o.orderNo }),
      text: t('shop.orders.approveText'),
      label: t('shop.orders.approve'),
      action: () => run(() => post('/manage-orders/approve', { ids: [o.id] })),
    },
    complete: {
      title: t('shop.orders.completeTitle', { orderNo: o.orderNo }),
      text: t('shop.orders.completeText'),
      label: t('shop.orders.complete'),
      action: () => run(() => post('/manage-orders/complete', { id: o.id })),
    },
    markPaid: {
      title: t('shop.orders.markPaidTitle', { orderNo: o.orderNo }),
      text: t('shop.orders.markPaidText', { total: money(o.grandTotal) }),
      label: t('shop.orders.markPaid'),
      action: () => run(() => post('/manage-orders/mark-paid', { id: o.id })),
    },
  };
  const confirm = pending ? confirmations[pending] : null;
  const r = o.receiver;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" data-testid="order-title">
          {t('shop.orders.orderTitle', { orderNo: o.orderNo })}
        </Typography>
        <StageChip stage={o.stage} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`shop.orders.types.${o.type}`)} · {t('shop.orders.placedOn', { date: date(o.createdAt) ?? '' })} · {t('shop.orders.reference', { ref: o.referenceNo })}
      </Typography>
      {notice && (
        <Alert severity={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)} data-testid="order-notice">
          {notice.message}
        </Alert>
      )}
      {o.stage === 'unpaid' && o.buyer.id === user.id && (
        <Alert
          severity="info"
          data-testid="pay-hint"
          action={
            o.paymentType === 'gateway' ? (
              <Button variant="contained" size="small" onClick={() => navigate(paymentPath('order', newSessionId(), { orderId: o.id }))} data-testid="pay-now">
                {t('shop.payments.payNow')}
              </Button>
            ) : undefined
          }
        >
          {o.paymentType === 'gateway'
            ? `${t('shop.payments.payOnlineHint', { total: money(o.grandTotal + (gateway.data?.adminFee ?? 0)) })}${gateway.data?.adminFee ? ` ${t('shop.payments.feeIncluded', { fee: money(gateway.data.adminFee) })}` : ''}`
            : t('shop.orders.payHint', { total: money(o.grandTotal), seller: o.seller?.name ?? t('shop.orders.hq') })}
          {o.expiresAt && ` ${t('shop.orders.expires', { date: date(o.expiresAt) ?? '' })}`}
        </Alert>
      )}
      {can && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="order-actions">
          {can.pay && (
            <Button variant="contained" disabled={busy} onClick={() => setPending('markPaid')}>
              {t('shop.orders.markPaid')}
            </Button>
          )}
          {can.approve && (
            <Button variant="contained" disabled={busy} onClick={() => setPending('approve')}>
              {t('shop.orders.approve')}
            </Button>
          )}
          {can.ship && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => {
                setTrackingNo(o.trackingNo ?? '');
                setShipping(true);
              }}
            >
              {o.stage === 'delivery' ? t('shop.orders.updateTracking') : t('shop.orders.ship')}
            </Button>
          )}
          {can.updatePickup && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => {
                setPickupAt(toBusinessInput(o.pickupAt));
                setRebooking(true);
              }}
            >
              {t('shop.orders.changePickup')}
            </Button>
          )}
          {can.complete && (
            <Button variant="contained" color="success" disabled={busy} onClick={() => setPending('complete')}>
              {t('shop.orders.complete')}
            </Button>
          )}
          {can.cancel && (
            <Button color="error" disabled={busy} onClick={() => setPending('cancel')}>
              {t('shop.orders.cancel')}
            </Button>
          )}
          {can.delete && (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setPending('delete')} data-testid="delete-order">
              {t('shop.orders.deleteOrder')}
            </Button>
          )}
        </Stack>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard gap={1} title={t('shop.orders.items')}>
            <Table size="small" data-testid="order-items">
              <TableHead>
                <TableRow>
                  <TableCell>{t('shop.orders.item')}</TableCell>
                  <TableCell align="right">{t('shop.myShop.quantity')}</TableCell>
                  <TableCell align="right">{t('shop.myShop.bandPrice')}</TableCell>
                  <TableCell align="right">{t('shop.orders.lineTotal')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(o.items ?? []).map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>
                      {item.name}
                      {item.variantName ? ` (${item.variantName})` : ''}
                      {item.sku && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {item.sku}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{item.quantity}</TableCell>
                    <TableCell align="right">{money(item.unitPrice)}</TableCell>
                    <TableCell align="right">{money(item.lineTotal)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </SectionCard>
          <SectionCard gap={1} title={t('shop.orders.history')} testId="order-events">
            {(o.events ?? []).map((e) => (
              <Box key={e.id}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t(`shop.orders.events.${e.action}`)}
                  {e.toStage && e.toStage !== e.fromStage ? ` → ${t(`shop.orders.stages.${e.toStage}`)}` : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {date(e.createdAt)}
                  {e.by ? ` · ${e.by.name}` : ''}
                  {e.note ? ` · ${e.note}` : ''}
                </Typography>
              </Box>
            ))}
          </SectionCard>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ReceiptSection
            orderId={o.id}
            onDecided={(message) => {
              setNotice({ kind: 'success', message });
              order.retry();
            }}
          />
          <SectionCard gap={1} title={t('shop.orders.amounts')}>
            <AmountsSummary amounts={o} />
            {o.voucherCode && (
              <Typography variant="body2" color="text.secondary">
                {t('shop.orders.voucher', { code: o.voucherCode })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t(`shop.orders.payment.${o.paymentStatus}`)}
            </Typography>
          </SectionCard>
          <SectionCard gap={1} title={t('shop.orders.parties')}>
            <Typography variant="body2">{t('shop.orders.buyer', { name: o.buyer.name })}</Typography>
            <Typography variant="body2">{t('shop.orders.seller', { name: o.seller?.name ?? t('shop.orders.hq') })}</Typography>
          </SectionCard>
          <SectionCard gap={1} title={t('shop.orders.receiver')} testId="order-receiver">
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {[r.firstName, r.lastName].filter(Boolean).join(' ')}
            </Typography>
            {[[r.phoneCode, r.phoneNumber].filter(Boolean).join(' '), r.email, r.address1, r.address2, [r.postcode, r.city].filter(Boolean).join(' '), r.state].filter(Boolean).map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </SectionCard>
          <SectionCard gap={1} title={t('shop.orders.shipping')} testId="order-shipping">
            {o.shipmentType === 'pickup' ? (
              <>
                <Typography variant="body2">{t('shop.checkout.pickupAt', { name: o.branch?.name ?? '' })}</Typography>
                {o.pickupAt && <Typography variant="body2">{date(o.pickupAt)}</Typography>}
              </>
            ) : (
              <Typography variant="body2">{o.courierName ?? '—'}</Typography>
            )}
            <Typography variant="body2" data-testid="tracking-no">
              {t('shop.orders.tracking', { no: o.trackingNo ?? '—' })}
            </Typography>
            {o.notes && (
              <Typography variant="body2" color="text.secondary">
                {t('shop.orders.notes', { notes: o.notes })}
              </Typography>
            )}
          </SectionCard>
        </Box>
      </Box>
      {confirm && (
        <ConfirmDialog open title={confirm.title} confirmLabel={confirm.label} busy={busy} onClose={() => setPending(null)} onConfirm={confirm.action}>
          {confirm.text}
        </ConfirmDialog>
      )}
      <Dialog open={rebooking} onClose={() => setRebooking(false)} aria-labelledby="pickup-title">
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!pickupAt) return;
            setRebooking(false);
            void run(() => post('/manage-orders/update-pickup', { id: o.id, pickupAt: fromBusinessInput(pickupAt) }));
          }}
        >
          <DialogTitle id="pickup-title">{t('shop.orders.changePickup')}</DialogTitle>
          <DialogContent>
            <TextField
              fullWidth
              margin="dense"
              type="datetime-local"
              name="pickupAt"
              label={t('shop.checkout.pickupTime')}
              value={pickupAt}
              onChange={(e) => setPickupAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRebooking(false)}>{t('shop.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!pickupAt}>
              {t('shop.action.save')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <Dialog open={shipping} onClose={() => setShipping(false)} aria-labelledby="ship-title">
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!trackingNo.trim()) return;
            setShipping(false);
            void run(() => post('/manage-orders/tracking', { id: o.id, trackingNo: trackingNo.trim() }));
          }}
        >
          <DialogTitle id="ship-title">{t('shop.orders.ship')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              name="trackingNo"
              label={t('shop.orders.trackingNo')}
              value={trackingNo}
              onChange={(e) => setTrackingNo(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShipping(false)}>{t('shop.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!trackingNo.trim()}>
              {t('shop.action.save')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
