import { SectionCard } from '../../layout/SectionCard';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ShipmentType } from '../../../../common/orders';
import { issuesEinvoices } from '../../../../common/tax';
import { ApiError, get, post } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { SelectField } from '../../forms/SelectField';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { orderPath, paymentPath, PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { customerName, type Customer } from '../customers/types';
import type { Order } from '../orders/types';
import { BankPicker, newSessionId, useAdminFee } from '../payments/support';
import type { GatewayOptions } from '../payments/types';
import { useMoney } from '../shop/format';
import { AmountsSummary } from './AmountsSummary';
import { cartChanged, storeQuery, usePurpose } from './cartStore';
import { fromBusinessInput, toBusinessInput } from '../../../../common/web/format';
import { checkoutBlock, useCart } from './ShoppingCartPage';
import { EinvoiceSection, einvoiceBody, einvoiceFromProfile, einvoiceProblems } from './EinvoiceSection';
import type { Amounts, Cart, PaymentMethod, ShipMethods } from './types';

/** The value of a shipment radio: `courier:<courier id>` or `pickup:<branch id>`. */
function parseShipment(value: string): { shipmentType: ShipmentType; shipmentId: number } | null {
  const m = /^(courier|pickup):(\d+)$/.exec(value);
  return m ? { shipmentType: m[1] as ShipmentType, shipmentId: Number(m[2]) } : null;
}

/**
 * /my-shop/checkout: receiver (an address-book entry, or the agent's primary address), shipping
 * (couriers with their price, or self-pickup at a branch with a date and time), payment, notes
 * and the amounts, quoted by the server (POST /api/sales/my-shop/quote) whenever a choice
 * changes. "Place order" sends the shown grand total as totalPaid with a session id kept for the
 * page's life, so a repeated click cannot create a second order; a changed total (409) is quoted
 * again and said. Online banking (`gateway`, offered when the server lists it): a bank (optional),
 * the gateway's admin fee and the total to pay online (GET /api/payment-gateway/admin-fee); once
 * the order is placed the browser goes to /payment/order/<payment session>?orderId=…&bankCode=…,
 * the payment session also kept for the page's life (a repeated click: same order, same bill).
 * A courier needs the receiver's name, phone and full address (GET /api/sales/ship-method says
 * what is missing): the receiver card says so with a link to the profile or the address-book
 * entry that holds the address, and a courier order cannot be placed until it is fixed.
 * A Malaysian company's order HQ sells offers "I need an e-invoice" (EinvoiceSection): the buyer's
 * TIN, identification and name, prefilled from the profile, sent with the order.
 */
export default function CheckoutPage() {
  const t = useT();
  const money = useMoney();
  const navigate = useNavigate();
  usePageTitle(t('shop.checkout.title'));
  const user = useCurrentUser();
  const purpose = usePurpose();
  const store = useMemo(() => storeQuery(purpose, user.id), [purpose, user.id]);
  const [sessionId] = useState(() => crypto.randomUUID());
  const [paySession] = useState(newSessionId);
  const [bankCode, setBankCode] = useState('');
  const cartState = useCart(store.storeId);
  const cart = cartState.cart;

  const [customerId, setCustomerId] = useState('');
  const [shipment, setShipment] = useState('');
  const [pickupAt, setPickupAt] = useState('');
  const [paymentType, setPaymentType] = useState('manual');
  const [notes, setNotes] = useState('');
  const [quote, setQuote] = useState<{ key: string; amounts?: Amounts; error?: string } | null>(null);
  const [quoteAttempt, setQuoteAttempt] = useState(0);
  const [placing, setPlacing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [einvoice, setEinvoice] = useState(() => einvoiceFromProfile(user));
  const [einvoiceTried, setEinvoiceTried] = useState(false);
  const [einvoiceErrors, setEinvoiceErrors] = useState<Record<string, string>>({});

  const customers = useApiData<Customer[]>('/sales/customer', { query: { perPage: 100 } });
  const shipQuery = { ...store, ...(customerId ? { customerId: Number(customerId) } : {}) };
  const methods = useApiData<ShipMethods>('/sales/ship-method', { query: shipQuery });
  const payments = useApiData<PaymentMethod[]>('/sales/payment-method', { query: store });
  const chosen = useMemo(() => parseShipment(shipment), [shipment]);
  const gateway = paymentType === 'gateway';
  const gatewayOptions = useApiData<GatewayOptions>(gateway ? '/payment-gateway/options' : null);

  // A choice that the new shipping options no longer offer is cleared.
  useEffect(() => {
    if (!methods.data || !chosen) return;
    const offered =
      chosen.shipmentType === 'courier'
        ? methods.data.couriers.some((c) => c.courierId === chosen.shipmentId)
        : methods.data.pickup.enabled && methods.data.pickup.branches.some((b) => b.id === chosen.shipmentId);
    if (!offered) setShipment('');
  }, [methods.data, chosen]);

  // A courier needs the receiver's name, phone and full address: until they are there, no quote and no order.
  const receiverCheck = methods.data?.receiver;
  const receiverBlocked = chosen?.shipmentType === 'courier' && receiverCheck !== undefined && !receiverCheck.complete;
  const quoteBody = useMemo(
    () =>
      chosen && paymentType && !receiverBlocked
        ? { ...store, ...(customerId ? { customerId: Number(customerId) } : {}), shipmentType: chosen.shipmentType, shipmentId: chosen.shipmentId, paymentType }
        : null,
    [store, customerId, chosen, paymentType, receiverBlocked],
  );
  const quoteKey = quoteBody ? `${JSON.stringify(quoteBody)}#${quoteAttempt}` : '';

  useEffect(() => {
    if (!quoteBody) return;
    let current = true;
    post<Amounts>('/sales/my-shop/quote', quoteBody).then(
      ({ data }) => current && setQuote({ key: quoteKey, amounts: data }),
      (err: ApiError) => current && setQuote({ key: quoteKey, error: err.message }),
    );
    return () => {
      current = false;
    };
  }, [quoteBody, quoteKey]);
  const amounts = quote?.key === quoteKey ? quote.amounts : undefined;
  const quoteError = quote?.key === quoteKey ? quote.error : undefined;
  const gatewayFee = useAdminFee(gateway && amounts && gatewayOptions.data ? amounts.grandTotal : null, gatewayOptions.data?.gatewayType);

  if (cartState.loading && !cart) return <PageLoader />;
  if (cartState.error) return <LoadError message={cartState.error.message} onRetry={cartState.reload} />;
  if (!cart) return <PageLoader />;
  const blocked = checkoutBlock(cart, t, money);
  const pickup = chosen?.shipmentType === 'pickup';
  const earliest = new Date(Date.now() + (methods.data?.pickup.bookingMinutes ?? 0) * 60_000);
  const missing = !chosen ? t('shop.checkout.chooseShipping') : pickup && !pickupAt && (methods.data?.pickup.bookingMinutes ?? 0) > 0 ? t('shop.checkout.choosePickupTime') : null;

  // LHDN e-invoicing: Malaysian companies, orders HQ sells.
  const einvoiceOffered = issuesEinvoices(user.company.country) && cart.seller.type === 'hq';
  const einvoiceChoice = einvoiceOffered ? einvoice : { ...einvoice, need: false };

  async function place() {
    if (!chosen || !amounts) return;
    setEinvoiceTried(true);
    if (Object.keys(einvoiceProblems(einvoiceChoice)).length) return;
    setPlacing(true);
    setOutcome(null);
    setEinvoiceErrors({});
    try {
      const { data } = await post<Order>('/sales/my-shop/checkout', {
        ...store,
        ...(customerId ? { customerId: Number(customerId) } : {}),
        shipmentType: chosen.shipmentType,
        shipmentId: chosen.shipmentId,
        ...(pickup && pickupAt ? { pickupAt: fromBusinessInput(pickupAt) } : {}),
        paymentType,
        totalPaid: amounts.grandTotal,
        ...(notes.trim() ? { orderNotes: notes.trim() } : {}),
        ...einvoiceBody(einvoiceChoice),
        sessionId,
      });
      get<Cart>('/sales/my-shop/get-cart', store).then(cartChanged, () => undefined);
      // BrowserRouter's navigate has nothing to wait for.
      if (data.paymentType === 'gateway' && data.stage === 'unpaid') void navigate(paymentPath('order', paySession, { orderId: data.id, bankCode }), { replace: true });
      else void navigate(orderPath(data.id), { replace: true });
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(-1, String(err));
      setOutcome(error.message);
      setEinvoiceErrors(Object.fromEntries(Object.entries(error.fields).filter(([field]) => field.startsWith('einvoice'))));
      if (error.status === 409 || error.status === 422) {
        setQuoteAttempt((n) => n + 1);
        cartState.reload();
      }
    } finally {
      setPlacing(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={Link} to={PATHS.shoppingCart} startIcon={<ArrowBack />}>
          {t('shop.checkout.backToCart')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1">
        {t('shop.checkout.title')}
      </Typography>
      {blocked && (
        <Alert severity="warning" data-testid="checkout-blocked">
          {blocked}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title={t('shop.checkout.receiver')}>
            {customers.error && <LoadError message={customers.error.message} onRetry={customers.retry} />}
            <SelectField
              name="customerId"
              id="customerId"
              label={t('shop.checkout.receiver')}
              value={customerId}
              onChange={(e) => setCustomerId(e.target.value)}
              options={(customers.data ?? []).map((c) => ({
                value: String(c.id),
                label: `${customerName(c)}${c.addrTitle ? ` (${c.addrTitle})` : ''}${c.isPrimary ? ` — ${t('shop.customers.primary')}` : ''}`,
              }))}
              loading={customers.loading}
              helperText={customerId ? undefined : t('shop.checkout.defaultReceiver')}
            />
            {receiverCheck && !receiverCheck.complete && (
              <Alert
                severity={receiverBlocked ? 'error' : 'warning'}
                data-testid="receiver-incomplete"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    component={Link}
                    to={receiverCheck.source === 'profile' ? PATHS.profile : `${PATHS.customers}?edit=${receiverCheck.customerId}`}
                    data-testid="receiver-fix"
                  >
                    {t(receiverCheck.source === 'profile' ? 'shop.checkout.completeProfile' : 'shop.checkout.editAddress')}
                  </Button>
                }
              >
                {receiverCheck.message}
              </Alert>
            )}
            <Box>
              <Button size="small" component={Link} to={PATHS.customers}>
                {t('shop.checkout.manageCustomers')}
              </Button>
            </Box>
          </SectionCard>
          <SectionCard title={t('shop.checkout.shipping')}>
            {methods.loading && <PageLoader />}
            {methods.error && (
              <Alert severity="error" role="alert" data-testid="shipping-error">
                {methods.error.message}
              </Alert>
            )}
            {methods.data && (
              <RadioGroup name="shipment" value={shipment} onChange={(e) => setShipment(e.target.value)}>
                {methods.data.couriers.map((c) => (
                  <FormControlLabel
                    key={`courier:${c.courierId}`}
                    value={`courier:${c.courierId}`}
                    control={<Radio />}
                    data-testid="ship-courier"
                    label={`${c.name}${c.service ? ` · ${c.service}` : ''} — ${c.free ? t('shop.cart.freeShipping') : money(c.price)}`}
                  />
                ))}
                {methods.data.pickup.enabled &&
                  methods.data.pickup.branches.map((b) => (
                    <FormControlLabel
                      key={`pickup:${b.id}`}
                      value={`pickup:${b.id}`}
                      control={<Radio />}
                      data-testid="ship-pickup"
                      label={`${t('shop.checkout.pickupAt', { name: b.name })}${b.address ? ` — ${b.address}` : ''}`}
                    />
                  ))}
                {methods.data.couriers.length === 0 && !(methods.data.pickup.enabled && methods.data.pickup.branches.length) && (
                  <Typography color="text.secondary">{t('shop.checkout.noShipping')}</Typography>
                )}
              </RadioGroup>
            )}
            {pickup && (
              <TextField
                type="datetime-local"
                name="pickupAt"
                label={t('shop.checkout.pickupTime')}
                value={pickupAt}
                onChange={(e) => setPickupAt(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toBusinessInput(earliest), 'data-testid': 'pickup-time' } }}
                helperText={methods.data?.pickup.bookingMinutes ? t('shop.checkout.bookingHint', { count: methods.data.pickup.bookingMinutes }) : undefined}
                sx={{ maxWidth: 320 }}
              />
            )}
          </SectionCard>
          <SectionCard title={t('shop.checkout.payment')}>
            {payments.error && <LoadError message={payments.error.message} onRetry={payments.retry} />}
            {/* Why only manual payment is on offer (README Decisions: online banking and credit only when HQ sells). */}
            {cart.seller.type !== 'hq' && (
              <Alert severity="info" data-testid="not-hq-seller">
                {t(`shop.checkout.notHqSeller.${cart.seller.type}`, { name: cart.seller.name })}
              </Alert>
            )}
            <RadioGroup name="paymentType" value={paymentType} onChange={(e) => setPaymentType(e.target.value)}>
              {(payments.data ?? []).map((p) => (
                <FormControlLabel
                  key={p.type}
                  value={p.type}
                  control={<Radio />}
                  label={p.adminFee ? `${p.name} (${t('shop.amounts.adminFee')} ${money(p.adminFee)})` : p.name}
                  data-testid={`pay-${p.type}`}
                />
              ))}
            </RadioGroup>
            {gateway && (
              <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="gateway-details">
                <BankPicker value={bankCode} onChange={setBankCode} />
                {gatewayOptions.loading && <CircularProgress size={20} aria-label={t('shop.payments.checking')} />}
                {gatewayOptions.error && <LoadError message={gatewayOptions.error.message} onRetry={gatewayOptions.retry} />}
                {gatewayOptions.data && !gatewayOptions.data.available && (
                  <Alert severity="warning" data-testid="gateway-unavailable">
                    {t('shop.payments.unavailable')}
                  </Alert>
                )}
                {gatewayFee.error && <LoadError message={gatewayFee.error.message} onRetry={gatewayFee.retry} />}
                <Typography variant="body2" color="text.secondary">
                  {t('shop.payments.gatewayHint')}
                </Typography>
              </Box>
            )}
          </SectionCard>
          {einvoiceOffered && <EinvoiceSection value={einvoice} onChange={setEinvoice} shown={einvoiceTried} serverErrors={einvoiceErrors} />}
          <SectionCard title={t('shop.checkout.notes')}>
            <TextField
              name="orderNotes"
              multiline
              minRows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              label={t('shop.checkout.notesLabel')}
            />
          </SectionCard>
        </Box>
        <SectionCard title={t('shop.checkout.summary')}>
          <Typography variant="body2" color="text.secondary">
            {t(`shop.cart.seller.${cart.seller.type}`, { name: cart.seller.name })}
          </Typography>
          {cart.items.map((line) => (
            <Box key={line.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2">
                {line.name}
                {line.variantName ? ` (${line.variantName})` : ''} × {line.quantity}
              </Typography>
              <Typography variant="body2">{money(line.lineTotal)}</Typography>
            </Box>
          ))}
          {amounts ? <AmountsSummary amounts={amounts} /> : <AmountsSummary amounts={cart.amounts} showShipping={false} />}
          {gateway && amounts && gatewayFee.data && (
            <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="gateway-total">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2">{t('shop.payments.adminFee')}</Typography>
                <Typography variant="body2" data-testid="gateway-fee">
                  {money(gatewayFee.data.fee)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography sx={{ fontWeight: 600 }}>{t('shop.payments.totalOnline')}</Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="gateway-pay-total">
                  {money(gatewayFee.data.total)}
                </Typography>
              </Box>
            </Box>
          )}
          {quoteBody && !amounts && !quoteError && <CircularProgress size={20} />}
          {quoteError && (
            <Alert severity="error" role="alert">
              {quoteError}
            </Alert>
          )}
          {outcome && (
            <Alert severity="error" role="alert" data-testid="checkout-error">
              {outcome}
            </Alert>
          )}
          {missing && !blocked && (
            <Typography variant="body2" color="text.secondary">
              {missing}
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={place}
            disabled={Boolean(blocked) || Boolean(missing) || receiverBlocked || !amounts || placing || (gateway && !gatewayFee.data)}
            startIcon={placing ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="place-order"
          >
            {gateway && amounts && gatewayFee.data
              ? t('shop.payments.placeAndPay', { total: money(gatewayFee.data.total) })
              : amounts
                ? t('shop.checkout.placeFor', { total: money(amounts.grandTotal) })
                : t('shop.checkout.place')}
          </Button>
        </SectionCard>
      </Box>
    </Box>
  );
}
