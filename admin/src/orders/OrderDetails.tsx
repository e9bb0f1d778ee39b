import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Block from '@mui/icons-material/Block';
import DoneAll from '@mui/icons-material/DoneAll';
import EventAvailable from '@mui/icons-material/EventAvailable';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Paid from '@mui/icons-material/Paid';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Inventory2 from '@mui/icons-material/Inventory2';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useMoneyText } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { useInvalidate, useLoad, useSetData } from '../shared/query';
import { approveOrders, cancelOrders, completeOrder, enterTracking, markPaid, orderOf, type Order } from './api';
import { CancelOrdersDialog, PaymentChip, ReceiverFlagAlert, StageChip, formatTime, messageOf } from './shared';
import { ReceiptsPanel } from '../receipts/ReceiptsPanel';
import { PrintedChips } from './OrderList';
import { CoopOrderFields } from '../coop/CoopOrderFields';

/** The query key of one order's details. */
export const orderKey = (id: number) => ['orders', 'order', id];

/**
 * The order `?id=` of the page's address (GET /manage-orders/:id): `valid` false for an address
 * without a usable id; `reload` after a change that does not answer with the order, `setOrder`
 * after one that does.
 */
export function useOrder() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: order, error, retry } = useLoad(orderKey(id), valid ? () => orderOf(id) : null);
  const invalidate = useInvalidate();
  const setData = useSetData();
  const reload = useCallback(() => void invalidate(orderKey(id)), [invalidate, id]);
  const setOrder = useCallback((o: Order) => setData(orderKey(id), o), [setData, id]);
  return { id, valid, order, error, retry, reload, setOrder };
}

/** An order page's address without a usable id (info), or its load's error (with a retry). */
export function OrderLoadState({ title, valid, error, retry }: { title: string; valid: boolean; error: unknown; retry: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {valid ? <LoadError error={error} onRetry={retry} /> : <Alert severity="info">{translate('orders.details.notFound')}</Alert>}
    </Box>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card sx={{ mb: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 0.5 }}>{children}</Box>;
}

function Item({ label, value, name }: { label: string; value: ReactNode; name?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 180 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" data-field={name}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Box>
  );
}

/** Enter (or change) the tracking number: to ship → delivery; in delivery only the number changes. */
function TrackingDialog({ open, initial, onClose, onSave }: { open: boolean; initial: string; onClose: () => void; onSave: (no: string) => Promise<boolean> }) {
  const translate = useTranslate();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setValue(initial);
  }, [open, initial]);
  const blank = !value.trim();
  const save = async () => {
    setBusy(true);
    const done = await onSave(value.trim());
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('orders.tracking.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={translate('orders.tracking.trackingNo')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 60 } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !blank && !busy) void save();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={blank || busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Mark paid, approve, cancel (with a reason), tracking number, complete, update pickup — as `can` allows. */
function ActionButtons({ order, onChanged }: { order: Order; onChanged: (o?: Order) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [tracking, setTracking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const run = async (action: () => Promise<{ message: string; data: unknown }>, returnsOrder: boolean): Promise<boolean> => {
    setBusy(true);
    try {
      const { message, data } = await action();
      notify(message, { type: 'success', messageArgs: { _: message } });
      onChanged(returnsOrder ? (data as Order) : undefined);
      return true;
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const { can } = order;
  const shipping = can.ship && order.shipmentType === 'courier';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="order-actions">
      {can.pay && (
        <Button variant="contained" startIcon={<Paid />} disabled={busy} onClick={() => void run(() => markPaid(order.id), true)}>
          {translate('orders.actions.markPaid')}
        </Button>
      )}
      {can.approve && (
        <Button variant="contained" startIcon={<DoneAll />} disabled={busy} onClick={() => void run(() => approveOrders([order.id]), false)}>
          {translate('orders.actions.approve')}
        </Button>
      )}
      {shipping && (
        <Button variant="contained" startIcon={<LocalShipping />} disabled={busy} onClick={() => setTracking(true)}>
          {translate(order.stage === 'delivery' ? 'orders.actions.changeTracking' : 'orders.actions.tracking')}
        </Button>
      )}
      {can.complete && (
        <Button variant="contained" color="success" startIcon={<TaskAlt />} disabled={busy} onClick={() => void run(() => completeOrder(order.id), true)}>
          {translate('orders.actions.complete')}
        </Button>
      )}
      {can.updatePickup && (
        <Button variant="outlined" startIcon={<EventAvailable />} component={Link} to={`/manage-orders/update-pickup?id=${order.id}`}>
          {translate('orders.actions.updatePickup')}
        </Button>
      )}
      {can.cancel && (
        <Button variant="outlined" color="error" startIcon={<Block />} disabled={busy} onClick={() => setCancelling(true)}>
          {translate('orders.actions.cancel')}
        </Button>
      )}
      <TrackingDialog open={tracking} initial={order.trackingNo ?? ''} onClose={() => setTracking(false)} onSave={(no) => run(() => enterTracking(order.id, no), true)} />
      <CancelOrdersDialog
        open={cancelling}
        message={translate('orders.cancel.content', { orderNo: order.orderNo })}
        onClose={() => setCancelling(false)}
        onCancel={(reason) => {
          setCancelling(false);
          void run(() => cancelOrders([order.id], reason), false);
        }}
      />
    </Box>
  );
}

/**
 * The order's fulfilment documents (admin/src/fulfilment): the invoice once paid, the packing list
 * and (courier orders) the shipping label while paid and to ship or in delivery, with what was printed when.
 */
function DocumentsPanel({ order }: { order: Order }) {
  const translate = useTranslate();
  const shipping = order.paymentStatus === 'paid' && ['to_ship', 'delivery'].includes(order.stage);
  const when = (at: string | null) => (at ? translate('fulfilment.printed.at', { time: formatTime(at) }) : translate('fulfilment.printed.notYet'));
  return (
    <Section title={translate('fulfilment.printed.title')} testId="order-documents">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Button variant="outlined" startIcon={<ReceiptLong />} component={Link} to={`/manage-orders/order-details/invoice?id=${order.id}`} disabled={!order.invoiceNo} data-testid="open-invoice">
          {translate('fulfilment.actions.invoice')}
        </Button>
        <Button variant="outlined" startIcon={<Inventory2 />} component={Link} to={`/packing-list?ids=${order.id}`} disabled={!shipping}>
          {translate('fulfilment.actions.packingList')}
        </Button>
        <Button variant="outlined" startIcon={<LocalShipping />} component={Link} to={`/shipping-doc?ids=${order.id}`} disabled={!shipping || order.shipmentType !== 'courier'}>
          {translate('fulfilment.actions.shippingLabel')}
        </Button>
        <PrintedChips order={order} />
      </Box>
      <Grid>
        <Item label={translate('fulfilment.invoice.invoiceNo')} value={order.invoiceNo} name="invoiceNo" />
        <Item label={translate('fulfilment.printed.invoice')} value={when(order.printed.invoice)} name="printedInvoice" />
        <Item label={translate('fulfilment.printed.packingList')} value={when(order.printed.packingList)} name="printedPackingList" />
        <Item label={translate('fulfilment.printed.shippingLabel')} value={when(order.printed.shippingLabel)} name="printedShippingLabel" />
      </Grid>
    </Section>
  );
}

/** The parts add up to the grand total; total paid = grand total + the online payment fee (shown when there is one). */
const AMOUNTS = ['subtotal', 'discount', 'voucherDiscount', 'shippingFee', 'adminFee', 'tax', 'serviceCharge', 'grandTotal', 'paymentFee', 'totalPaid'] as const;
const DEDUCTIONS: readonly string[] = ['discount', 'voucherDiscount'];

/**
 * One order (/manage-orders/order-details?id=N), every field of docs/rules.md in groups: summary,
 * buyer, receiver, shipping, payment, amounts, items and history, with the actions `can` allows.
 */
export function OrderDetailsPage() {
  const translate = useTranslate();
  const money = useMoneyText('—');
  const { valid, order, error, retry, reload, setOrder } = useOrder();
  const t = (key: string) => translate(`orders.details.${key}`);
  const title = translate('orders.details.title');
  if (!valid || error) return <OrderLoadState title={title} valid={valid} error={error} retry={retry} />;
  if (!order) return <Title title={title} />;
  const r = order.receiver;
  const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${title}: ${order.orderNo}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/manage-orders" startIcon={<ArrowBack />}>
          {translate('orders.details.back')}
        </Button>
        <Typography variant="h5" data-testid="order-no">
          {order.orderNo}
        </Typography>
        <StageChip stage={order.stage} />
        <PaymentChip status={order.paymentStatus} />
        <Box sx={{ flex: 1 }} />
        <ActionButtons order={order} onChanged={(o) => (o ? setOrder(o) : reload())} />
      </Box>

      <Section title={t('summary')} testId="order-summary">
        <Grid>
          <Item label={t('orderNo')} value={order.orderNo} name="orderNo" />
          <Item label={t('referenceNo')} value={order.referenceNo} name="referenceNo" />
          <Item label={t('type')} value={translate(`orders.type.${order.type}`)} name="type" />
          <Item label={t('stage')} value={translate(`orders.stage.${order.stage}`)} name="stage" />
          <Item label={t('seller')} value={order.seller?.name ?? translate('orders.details.hq')} name="seller" />
          <Item label={t('isFirstOrder')} value={yesNo(Boolean(order.isFirstOrder))} />
          <Item label={t('createdAt')} value={formatTime(order.createdAt)} />
          <Item label={t('paidAt')} value={formatTime(order.paidAt)} />
          <Item label={t('approvedAt')} value={formatTime(order.approvedAt)} />
          <Item label={t('shippedAt')} value={formatTime(order.shippedAt)} />
          <Item label={t('completedAt')} value={formatTime(order.completedAt)} />
          <Item label={t('cancelledAt')} value={formatTime(order.cancelledAt)} />
          {order.stage === 'unpaid' && <Item label={t('expiresAt')} value={formatTime(order.expiresAt)} />}
          <Item label={t('points')} value={order.points} />
          <Item label={t('notes')} value={order.notes} name="notes" />
          <Item label={t('remark')} value={order.remark} name="remark" />
        </Grid>
      </Section>

      <CoopOrderFields orderId={order.id} />

      <Section title={t('buyer')} testId="order-buyer">
        <Grid>
          <Item label={t('buyerName')} value={order.buyer.name} name="buyer" />
          <Item label={t('email')} value={order.buyer.email} />
          <Item label={t('tier')} value={order.buyer.tier?.levelName} />
        </Grid>
      </Section>

      <Section title={t('receiver')} testId="order-receiver">
        <ReceiverFlagAlert problems={order.receiverProblems} />
        <Grid>
          <Item label={t('receiverName')} value={name(r.firstName, r.lastName)} name="receiver" />
          <Item label={t('email')} value={r.email} />
          <Item label={t('phone')} value={r.phoneNumber ? `${r.phoneCode ?? ''} ${r.phoneNumber}`.trim() : null} />
          <Item label={t('address1')} value={r.address1} />
          <Item label={t('address2')} value={r.address2} />
          <Item label={t('postcode')} value={r.postcode} />
          <Item label={t('city')} value={r.city} />
          <Item label={t('state')} value={r.state} />
          {r.country === 'ID' && (
            <>
              <Item label={t('province')} value={r.provinceId} />
              <Item label={t('regency')} value={r.regencyId} />
              <Item label={t('district')} value={r.districtId} />
              <Item label={t('village')} value={r.villageId} />
            </>
          )}
          <Item label={t('country')} value={r.country} />
          <Item label={t('customer')} value={order.customerId ? `#${order.customerId}` : translate('orders.details.ownAddress')} />
        </Grid>
      </Section>

      <Section title={t('shipping')} testId="order-shipping">
        <Grid>
          <Item label={t('shipmentType')} value={translate(`orders.shipmentType.${order.shipmentType}`)} name="shipmentType" />
          {order.shipmentType === 'courier' ? (
            <>
              <Item label={t('courier')} value={order.courierName} name="courier" />
              <Item label={t('trackingNo')} value={order.trackingNo} name="trackingNo" />
            </>
          ) : (
            <>
              <Item label={t('branch')} value={order.branch?.name} name="branch" />
              <Item label={t('pickupAt')} value={formatTime(order.pickupAt)} name="pickupAt" />
            </>
          )}
          {order.shipmentType === 'courier' && order.branch && <Item label={t('branch')} value={order.branch.name} name="branch" />}
          <Item label={t('weight')} value={`${(order.weightGrams / 1000).toFixed(3).replace(/\.?0+$/, '')} kg`} />
          <Item label={t('units')} value={order.units} />
        </Grid>
      </Section>

      <Section title={t('payment')} testId="order-payment">
        <Grid>
          <Item label={t('paymentType')} value={translate(`common.paymentType.${order.paymentType}`)} />
          <Item label={t('paymentStatus')} value={translate(`orders.paymentStatus.${order.paymentStatus}`)} name="paymentStatus" />
          <Item label={t('voucherCode')} value={order.voucherCode} />
          <Item label={t('totalPaid')} value={money(order.totalPaid)} />
        </Grid>
      </Section>

      <DocumentsPanel order={order} />

      <ReceiptsPanel orderId={order.id} total={money(order.grandTotal)} onChanged={reload} />

      <Section title={t('amounts')} testId="order-amounts">
        <Table size="small" sx={{ maxWidth: 480 }}>
          <TableBody>
            {AMOUNTS.filter((key) => key !== 'paymentFee' || order.paymentFee).map((key) => (
              <TableRow key={key} data-amount={key}>
                <TableCell sx={key === 'grandTotal' ? { fontWeight: 'bold' } : undefined}>{translate(`orders.amounts.${key}`)}</TableCell>
                <TableCell align="right" sx={key === 'grandTotal' ? { fontWeight: 'bold' } : undefined}>
                  {DEDUCTIONS.includes(key) && order[key] ? `− ${money(order[key])}` : money(order[key])}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section title={t('items')} testId="order-items">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('item')}</TableCell>
              <TableCell>{t('sku')}</TableCell>
              <TableCell>{t('itemType')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell align="right">{t('unitPrice')}</TableCell>
              <TableCell align="right">{t('discount')}</TableCell>
              <TableCell align="right">{t('lineTotal')}</TableCell>
              <TableCell align="right">{t('points')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(order.items ?? []).map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  {item.name}
                  {item.variantName && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {item.variantName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{item.sku ?? '—'}</TableCell>
                <TableCell>{translate(`orders.itemType.${item.itemType}`)}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{money(item.unitPrice)}</TableCell>
                <TableCell align="right">{item.discount + item.voucherDiscount ? `− ${money(item.discount + item.voucherDiscount)}` : '—'}</TableCell>
                <TableCell align="right">{money(item.lineTotal)}</TableCell>
                <TableCell align="right">{item.points}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section title={t('history')} testId="order-history">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('when')}</TableCell>
              <TableCell>{t('action')}</TableCell>
              <TableCell>{t('stageChange')}</TableCell>
              <TableCell>{t('by')}</TableCell>
              <TableCell>{t('note')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(order.events ?? []).map((event) => (
              <TableRow key={event.id}>
                <TableCell>{formatTime(event.createdAt)}</TableCell>
                <TableCell>{translate(`orders.event.${event.action}`)}</TableCell>
                <TableCell>
                  {event.toStage && event.fromStage !== event.toStage ? `${event.fromStage ? translate(`orders.stage.${event.fromStage}`) : '—'} → ${translate(`orders.stage.${event.toStage}`)}` : '—'}
                </TableCell>
                <TableCell>{event.by?.name ?? t('system')}</TableCell>
                <TableCell>{event.note ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </Box>
  );
}
