import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { GuestAddress, GuestCheckoutInput, StoreQuote, StoreQuoteInput, StoreView } from '../../../common/api/store';
import type { ShipmentType } from '../../../common/orders';
import { ApiError } from '../../../common/web/api';
import { getLanguage } from '../../../common/web/i18n';
import { storeApi } from '../api';
import { cart, useCart } from '../cart';
import { useT } from '../i18n';
import { Link, navigate } from '../router';
import { Loading, LoadError, money } from '../ui';
import { useLoad } from '../useLoad';
import { Amounts } from '../Amounts';

/**
 * Guest checkout: the buyer's details, courier (with the address) or self-pickup as the company
 * offers, payment online or by bank transfer (receipt chosen here, uploaded right after the order
 * is placed, or later on the order page). The order is priced by the server (POST …/quote) every
 * time what it depends on changes; placing it sends the total the buyer saw, so a price that moved
 * in between is refused (409) instead of charged. Field errors come from the server's 422 in the
 * visitor's language, under the field they name (`address.postcode`, …).
 */
const SESSION_KEY = 'checkout-session';
const PHONE_CODES: Record<string, string> = { MY: '60', ID: '62' };
const RECEIPT_TYPES = 'image/jpeg,image/png,application/pdf';

/** The idempotency key of this checkout: kept for the tab, so a retry after a lost answer finds the order already placed. */
function checkoutSession(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

type Values = {
  name: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  shipmentType: ShipmentType;
  branchId: string;
  address1: string;
  address2: string;
  postcode: string;
  city: string;
  state: string;
  paymentMethod: 'gateway' | 'transfer';
};

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Props of an input bound to `values[name]`, with its server error (key `errorKey`) wired for screen readers. */
function useBind(values: Values, setValues: (v: Values) => void, errors: Record<string, string>) {
  return (name: keyof Values, errorKey: string = name) => ({
    id: name,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    'aria-invalid': errors[errorKey] ? true : undefined,
    'aria-describedby': errors[errorKey] ? `${name}-error` : undefined,
  });
}

export default function CheckoutPage({ store }: { store: StoreView }) {
  const t = useT();
  const lines = useCart();
  const courierOffered = store.shipping.courier;
  const pickupOffered = store.shipping.pickup && store.shipping.branches.length > 0;
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    phoneCode: PHONE_CODES[store.country] ?? '60',
    phoneNumber: '',
    shipmentType: courierOffered ? 'courier' : 'pickup',
    branchId: store.shipping.branches.length === 1 ? String(store.shipping.branches[0]!.id) : '',
    address1: '',
    address2: '',
    postcode: '',
    city: '',
    state: '',
    paymentMethod: store.payment.gateway ? 'gateway' : 'transfer',
  });
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const bind = useBind(values, setValues, errors);
  const states = useLoad(values.shipmentType === 'courier' ? `states:${store.country}` : null, () => storeApi.states(store.country));

  useEffect(() => {
    document.title = `${t('checkout.title')} | ${store.name}`;
  }, [t, store.name]);

  const courier = values.shipmentType === 'courier';
  const address: GuestAddress | null = courier
    ? { address1: values.address1.trim(), address2: values.address2.trim() || null, postcode: values.postcode.trim(), city: values.city.trim(), state: values.state }
    : null;
  // The quote depends on the lines, the way of delivery and, for a courier, where it goes: until
  // the state and postcode are known the summary shows the cart's own prices, without shipping.
  const quoteInput: StoreQuoteInput | null = useMemo(() => {
    if (!lines.length) return null;
    const items = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));
    if (!courier) return { items, shipmentType: 'pickup' };
    if (!values.state || !/^\d{5}$/.test(values.postcode.trim())) return null;
    return { items, shipmentType: 'courier', address: { address1: values.address1.trim() || '-', postcode: values.postcode.trim(), city: values.city.trim() || '-', state: values.state } };
    // The street and city do not change a price: only the state and postcode ask for a new quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, courier, values.state, values.postcode]);
  const quote = useLoad(quoteInput ? JSON.stringify(quoteInput) : null, () => storeApi.quote(quoteInput!));

  if (!lines.length)
    return (
      <div className="state">
        <p>{t('cart.empty')}</p>
        <Link to="/" className="btn">
          {t('cart.shop')}
        </Link>
      </div>
    );
  if (!courierOffered && !pickupOffered) return <p className="state">{t('checkout.noOptions')}</p>;
  if (!store.payment.gateway && !store.payment.transfer) return <p className="state">{t('checkout.noOptions')}</p>;

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const required = (key: string, value: string) => !value.trim() && (found[key] = t('checkout.required'));
    required('name', values.name);
    required('email', values.email);
    if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = t('checkout.invalidEmail');
    required('phoneNumber', values.phoneNumber);
    if (courier) {
      required('address.address1', values.address1);
      required('address.postcode', values.postcode);
      required('address.city', values.city);
      required('address.state', values.state);
    } else required('branchId', values.branchId);
    return found;
  };

  const place = async (quoted: StoreQuote) => {
    const input: GuestCheckoutInput = {
      items: quoted.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
      name: values.name.trim(),
      email: values.email.trim(),
      phoneCode: values.phoneCode,
      phoneNumber: values.phoneNumber.trim(),
      shipmentType: values.shipmentType,
      address,
      branchId: courier ? null : Number(values.branchId),
      paymentMethod: values.paymentMethod,
      totalPaid: quoted.grandTotal,
      sessionId: checkoutSession(),
      lang: getLanguage(),
    };
    const result = await storeApi.checkout(input);
    if (values.paymentMethod === 'transfer' && receipt) {
      // The order exists now: a failed upload is retried from the order page, which says the receipt is missing.
      await storeApi.uploadReceipt(result.statusToken, receipt).catch(() => undefined);
    }
    sessionStorage.removeItem(SESSION_KEY);
    cart.clear();
    if (result.paymentUrl) window.location.assign(result.paymentUrl);
    else navigate(`/order/${encodeURIComponent(result.statusToken)}?placed=1`, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(Object.keys(found).length ? t('checkout.fixErrors') : null);
    if (Object.keys(found).length || !quote.data) return;
    setPlacing(true);
    try {
      await place(quote.data);
    } catch (err) {
      setPlacing(false);
      if (!(err instanceof ApiError)) throw err;
      if (err.status === 422) {
        setErrors(err.fields);
        setFormError(err.message || t('checkout.fixErrors'));
      } else if (err.status === 409) {
        // The price, the stock or the store's offer changed since the quote: price it again.
        setFormError(err.message || t('checkout.cartChanged'));
        quote.retry();
      } else setFormError(err.status > 0 && err.status < 500 && err.message ? err.message : t('state.error'));
    }
  };

  const shown = new Set(['name', 'email', 'phoneNumber', 'phoneCode', 'branchId', 'address.address1', 'address.address2', 'address.postcode', 'address.city', 'address.state']);
  const otherErrors = Object.entries(errors).filter(([key]) => !shown.has(key));

  return (
    <form className="checkout" onSubmit={submit} noValidate>
      <h1 className="title">{t('checkout.title')}</h1>
      {formError && (
        <div className="alert" role="alert">
          <p>{formError}</p>
          {otherErrors.length > 0 && (
            <ul>
              {otherErrors.map(([key, message]) => (
                <li key={key}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <fieldset>
        <legend>{t('checkout.contact')}</legend>
        <Field id="name" label={t('checkout.name')} error={errors.name}>
          <input {...bind('name')} autoComplete="name" maxLength={100} required />
        </Field>
        <Field id="email" label={t('checkout.email')} error={errors.email}>
          <input {...bind('email')} type="email" autoComplete="email" maxLength={191} required />
        </Field>
        <Field id="phoneNumber" label={t('checkout.phone')} error={errors.phoneNumber ?? errors.phoneCode}>
          <div className="phone">
            <select {...bind('phoneCode')} aria-label={t('checkout.phoneCode')}>
              {Object.values(PHONE_CODES).map((code) => (
                <option key={code} value={code}>
                  +{code}
                </option>
              ))}
            </select>
            <input {...bind('phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} required />
          </div>
        </Field>
      </fieldset>

      <fieldset>
        <legend>{t('checkout.delivery')}</legend>
        {courierOffered && (
          <label className="option">
            <input type="radio" name="shipmentType" value="courier" checked={courier} onChange={() => setValues({ ...values, shipmentType: 'courier' })} />
            <span>{t('checkout.courier')}</span>
          </label>
        )}
        {pickupOffered && (
          <label className="option">
            <input type="radio" name="shipmentType" value="pickup" checked={!courier} onChange={() => setValues({ ...values, shipmentType: 'pickup' })} />
            <span>{t('checkout.pickup')}</span>
          </label>
        )}
        {!courier &&
          (store.shipping.branches.length > 1 ? (
            <Field id="branchId" label={t('checkout.branch')} error={errors.branchId}>
              <select {...bind('branchId')}>
                <option value="">{t('checkout.chooseBranch')}</option>
                {store.shipping.branches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.address ? `${b.name} — ${b.address}` : b.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <p className="muted">{t('checkout.pickupAt', { place: [store.shipping.branches[0]?.name, store.shipping.branches[0]?.address].filter(Boolean).join(', ') })}</p>
          ))}
      </fieldset>

      {courier && (
        <fieldset>
          <legend>{t('checkout.address')}</legend>
          <Field id="address1" label={t('checkout.address1')} error={errors['address.address1']}>
            <input {...bind('address1', 'address.address1')} autoComplete="address-line1" maxLength={191} required />
          </Field>
          <Field id="address2" label={t('checkout.address2')} error={errors['address.address2']}>
            <input {...bind('address2', 'address.address2')} autoComplete="address-line2" maxLength={191} />
          </Field>
          <Field id="postcode" label={t('checkout.postcode')} error={errors['address.postcode']}>
            <input {...bind('postcode', 'address.postcode')} inputMode="numeric" autoComplete="postal-code" maxLength={5} required />
          </Field>
          <Field id="city" label={t('checkout.city')} error={errors['address.city']}>
            <input {...bind('city', 'address.city')} autoComplete="address-level2" maxLength={100} required />
          </Field>
          <Field id="state" label={t('checkout.state')} error={errors['address.state']}>
            {states.error ? (
              <LoadError error={states.error} retry={states.retry} />
            ) : (
              <select {...bind('state', 'address.state')} autoComplete="address-level1" required disabled={states.loading}>
                <option value="">{states.loading ? t('state.loading') : t('checkout.chooseState')}</option>
                {states.data?.map((s) => (
                  <option key={s.id} value={s.name}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
      )}

      <fieldset>
        <legend>{t('checkout.payment')}</legend>
        {store.payment.gateway && (
          <label className="option">
            <input type="radio" name="paymentMethod" value="gateway" checked={values.paymentMethod === 'gateway'} onChange={() => setValues({ ...values, paymentMethod: 'gateway' })} />
            <span>{t('checkout.gateway')}</span>
          </label>
        )}
        {store.payment.transfer && (
          <label className="option">
            <input type="radio" name="paymentMethod" value="transfer" checked={values.paymentMethod === 'transfer'} onChange={() => setValues({ ...values, paymentMethod: 'transfer' })} />
            <span>{t('checkout.bank')}</span>
          </label>
        )}
        {values.paymentMethod === 'transfer' && (
          <Field id="receipt" label={t('checkout.receipt')}>
            <input id="receipt" type="file" accept={RECEIPT_TYPES} onChange={(e) => setReceipt(e.target.files?.[0] ?? null)} aria-describedby="receipt-help" />
            <span className="muted" id="receipt-help">
              {t('checkout.receiptHelp')}
            </span>
          </Field>
        )}
      </fieldset>

      <section className="summary" aria-labelledby="summary" aria-live="polite">
        <h2 id="summary" className="subtitle">
          {t('checkout.summary')}
        </h2>
        {!quoteInput ? (
          <dl className="amounts">
            {lines.map((l) => (
              <div key={`${l.productId}:${l.variantId ?? ''}`}>
                <dt>
                  {l.name}
                  {l.variantName ? ` (${l.variantName})` : ''} × {l.quantity}
                </dt>
                <dd>{money(store, l.price * l.quantity)}</dd>
              </div>
            ))}
            <div>
              <dt>{t('checkout.shipping')}</dt>
              <dd>{t('checkout.shippingLater')}</dd>
            </div>
          </dl>
        ) : quote.loading ? (
          <Loading />
        ) : quote.error || !quote.data ? (
          <LoadError error={quote.error} retry={quote.retry} />
        ) : (
          <Amounts store={store} quote={quote.data} />
        )}
      </section>

      <button type="submit" className="btn btn-primary btn-wide" disabled={placing || !quote.data}>
        {placing ? t('checkout.placing') : t('checkout.place')}
      </button>
    </form>
  );
}
