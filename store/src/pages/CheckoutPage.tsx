import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { GuestAddress, GuestCheckoutInput, StoreQuote, StoreQuoteInput, StoreView } from '../../../common/api/store';
import type { ShipmentType } from '../../../common/orders';
import { ApiError } from '../../../common/web/api';
import { getLanguage } from '../../../common/web/i18n';
import { Amounts } from '../Amounts';
import { storeApi } from '../api';
import { cart, useCart, type CartLine } from '../cart';
import { useT } from '../i18n';
import { Link, navigate } from '../router';
import { Loading, LoadError, money } from '../ui';
import { useLoad } from '../../../common/web/useLoad';
import { ADDRESS_ERROR_FIELDS, AddressFields, addressComplete, EMPTY_ADDRESS, Field, type AddressValues } from './AddressFields';
import { COOP_ERROR_FIELDS, CoopFields, EMPTY_COOP, coopInput, coopMissing, type CoopValues } from './coop/CoopFields';

/**
 * Guest checkout: the buyer's details, courier (with the address) or self-pickup as the company
 * offers, payment online or by bank transfer (the receipt chosen here is uploaded right after the
 * order is placed; it can also be uploaded later on the order page). The server prices the order
 * (POST …/quote) whenever what the price depends on settles; placing it sends the total the buyer
 * saw, so a price that moved in between is refused (409) and priced again instead of charged.
 * Field errors of the server's 422 (in the visitor's language) show under the field they name.
 */
const SESSION_KEY = 'checkout-session';
const PHONE_CODES: Record<string, string> = { MY: '60', ID: '62' };
const RECEIPT_TYPES = 'image/jpeg,image/png';
/** Typing in the address asks for a new price once it has paused this long. */
const QUOTE_DELAY_MS = 400;

/** The idempotency key of this checkout: kept for the tab, so a retry after a lost answer finds the order already placed. */
function checkoutSession(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

interface Contact {
  name: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
}

/** The server's error keys of the contact fields (`receiver.x` from the courier receiver check). */
const CONTACT_ERROR_FIELDS: Record<string, keyof Contact | 'branchId' | 'paymentMethod' | 'shipmentType'> = {
  name: 'name',
  'receiver.name': 'name',
  email: 'email',
  phoneCode: 'phoneCode',
  phoneNumber: 'phoneNumber',
  'receiver.phone': 'phoneNumber',
  branchId: 'branchId',
  paymentMethod: 'paymentMethod',
  shipmentType: 'shipmentType',
};

function toAddress(a: AddressValues, country: string): GuestAddress {
  const id = country === 'ID';
  return {
    address1: a.address1.trim(),
    address2: a.address2.trim() || null,
    postcode: a.postcode.trim(),
    city: a.city.trim(),
    state: a.state,
    ...(id ? { provinceId: a.provinceId || null, regencyId: a.regencyId || null, districtId: a.districtId || null, villageId: a.villageId || null } : {}),
  };
}

/** `value`, once it has not changed for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const items = (lines: CartLine[]) => lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));

export default function CheckoutPage({ store }: { store: StoreView }) {
  const t = useT();
  const lines = useCart();
  const courierOffered = store.shipping.courier;
  const branches = store.shipping.branches;
  // A co-op store: collected at the school (CoopFields), no branch.
  const pickupOffered = store.shipping.pickup && (branches.length > 0 || Boolean(store.coop));
  const [contact, setContact] = useState<Contact>({ name: '', email: '', phoneCode: PHONE_CODES[store.country] ?? '60', phoneNumber: '' });
  const [shipmentType, setShipmentType] = useState<ShipmentType>(courierOffered ? 'courier' : 'pickup');
  const [branchId, setBranchId] = useState(branches.length === 1 ? String(branches[0]!.id) : '');
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const [coopValues, setCoopValues] = useState<CoopValues>(EMPTY_COOP);
  const [paymentMethod, setPaymentMethod] = useState<'gateway' | 'transfer'>(store.payment.gateway ? 'gateway' : 'transfer');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<{ message: string; others: string[] } | null>(null);
  const [placing, setPlacing] = useState(false);
  const courier = shipmentType === 'courier';

  useEffect(() => {
    document.title = `${t('checkout.title')} | ${store.name}`;
  }, [t, store.name]);

  // Priced once the way of delivery is known and, for a courier, the address is complete: until
  // then the summary shows the cart's own prices without shipping.
  const ready = courier ? addressComplete(store.country, address) : true;
  const quoteInput: StoreQuoteInput | null = useMemo(
    () =>
      !lines.length || !ready
        ? null
        : courier
          ? { items: items(lines), shipmentType: 'courier', address: toAddress(address, store.country), paymentMethod }
          : { items: items(lines), shipmentType: 'pickup', paymentMethod },
    [lines, ready, courier, address, store.country, paymentMethod],
  );
  const quoteKey = useSettled(quoteInput ? JSON.stringify(quoteInput) : null, QUOTE_DELAY_MS);
  const quote = useLoad(quoteKey, () => storeApi.quote(JSON.parse(quoteKey!) as StoreQuoteInput));
  const quoted = quoteKey !== null && quoteKey === (quoteInput ? JSON.stringify(quoteInput) : null) ? quote.data : undefined;

  if (!lines.length)
    return (
      <div className="state">
        <p>{t('cart.empty')}</p>
        <Link to="/" className="btn">
          {t('cart.shop')}
        </Link>
      </div>
    );
  if ((!courierOffered && !pickupOffered) || (!store.payment.gateway && !store.payment.transfer)) return <p className="state">{t('checkout.noOptions')}</p>;

  /** What the visitor must fill before the server is asked (the server checks it all again). */
  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const required = (key: string, value: string) => {
      if (!value.trim()) found[key] = t('checkout.required');
    };
    required('name', contact.name);
    required('email', contact.email);
    if (contact.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())) found.email = t('checkout.invalidEmail');
    required('phoneNumber', contact.phoneNumber);
    if (courier) {
      required('address1', address.address1);
      required('postcode', address.postcode);
      required('city', address.city);
      if (store.country === 'ID') for (const key of ['provinceId', 'regencyId', 'districtId', 'villageId'] as const) required(key, address[key]);
      else required('state', address.state);
    } else if (!store.coop) required('branchId', branchId);
    if (store.coop) Object.assign(found, coopMissing(coopValues, t('checkout.required')));
    return found;
  };

  /** The server's field errors by the field showing them; the rest listed at the top. */
  const showServerErrors = (err: ApiError) => {
    const mine: Record<string, string> = {};
    const others: string[] = [];
    for (const [key, message] of Object.entries(err.fields)) {
      const field = ADDRESS_ERROR_FIELDS[key] ?? CONTACT_ERROR_FIELDS[key] ?? (store.coop ? COOP_ERROR_FIELDS[key] : undefined);
      if (field && (courier || !ADDRESS_ERROR_FIELDS[key])) mine[field] ??= message;
      else others.push(message);
    }
    setErrors(mine);
    // The server's sentence speaks of the agent's address book when the receiver is incomplete: a guest is told to correct the fields.
    setFormError({ message: others.length || !Object.keys(mine).length ? err.message || t('checkout.fixErrors') : t('checkout.fixErrors'), others });
  };

  const place = async (priced: StoreQuote) => {
    const input: GuestCheckoutInput = {
      items: items(lines),
      name: contact.name.trim(),
      email: contact.email.trim(),
      phoneCode: contact.phoneCode,
      phoneNumber: contact.phoneNumber.trim(),
      shipmentType,
      address: courier ? toAddress(address, store.country) : null,
      branchId: courier || store.coop ? null : Number(branchId),
      ...(store.coop ? coopInput(coopValues) : {}),
      paymentMethod,
      totalPaid: priced.grandTotal,
      sessionId: checkoutSession(),
      lang: getLanguage(),
    };
    const result = await storeApi.checkout(input);
    if (paymentMethod === 'transfer' && receipt) {
      // The order exists now: a failed upload is done again from the order page, which says the receipt is missing.
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
    setFormError(Object.keys(found).length ? { message: t('checkout.fixErrors'), others: [] } : null);
    if (Object.keys(found).length || !quoted) return;
    setPlacing(true);
    try {
      await place(quoted);
    } catch (err) {
      setPlacing(false);
      if (!(err instanceof ApiError)) throw err;
      if (err.status === 422) showServerErrors(err);
      else if (err.status === 409) {
        // The price, the stock or the store's offer changed since the quote: price it again.
        setFormError({ message: t('checkout.cartChanged'), others: [] });
        quote.retry();
      } else setFormError({ message: err.status > 0 && err.status < 500 && err.message ? err.message : t('state.error'), others: [] });
    }
  };

  /** A field the visitor changes loses its error: what is left marked is what still needs a look. */
  const clearErrors = (fields: string[]) => {
    if (fields.some((f) => errors[f])) setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => !fields.includes(key))));
  };
  const changeAddress = (next: AddressValues) => {
    clearErrors((Object.keys(next) as (keyof AddressValues)[]).filter((key) => next[key] !== address[key]));
    setAddress(next);
  };

  const changeCoop = (next: CoopValues) => {
    clearErrors((Object.keys(next) as (keyof CoopValues)[]).filter((key) => next[key] !== coopValues[key]));
    setCoopValues(next);
  };

  const bindContact = (name: keyof Contact) => ({
    id: name,
    name,
    value: contact[name],
    onChange: (e: { target: { value: string } }) => {
      setContact({ ...contact, [name]: e.target.value });
      clearErrors([name]);
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <form className="checkout" onSubmit={submit} noValidate>
      <h1 className="title">{t('checkout.title')}</h1>
      {formError && (
        <div className="alert" role="alert" data-testid="checkout-error">
          <p>{formError.message}</p>
          {formError.others.length > 0 && (
            <ul>
              {formError.others.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <fieldset>
        <legend>{t('checkout.contact')}</legend>
        <Field id="name" label={t('checkout.name')} error={errors.name}>
          <input {...bindContact('name')} autoComplete="name" maxLength={100} required />
        </Field>
        <Field id="email" label={t('checkout.email')} error={errors.email}>
          <input {...bindContact('email')} type="email" autoComplete="email" maxLength={191} required />
        </Field>
        <Field id="phoneNumber" label={t('checkout.phone')} error={errors.phoneNumber ?? errors.phoneCode}>
          <div className="phone">
            <select {...bindContact('phoneCode')} aria-label={t('checkout.phoneCode')}>
              {Object.values(PHONE_CODES).map((code) => (
                <option key={code} value={code}>
                  +{code}
                </option>
              ))}
            </select>
            <input {...bindContact('phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} required />
          </div>
        </Field>
      </fieldset>

      <fieldset>
        <legend>{t('checkout.delivery')}</legend>
        {courierOffered && (
          <label className="option">
            <input type="radio" name="shipmentType" value="courier" checked={courier} onChange={() => setShipmentType('courier')} />
            <span>{t('checkout.courier')}</span>
          </label>
        )}
        {pickupOffered && (
          <label className="option">
            <input type="radio" name="shipmentType" value="pickup" checked={!courier} onChange={() => setShipmentType('pickup')} />
            <span>{t('checkout.pickup')}</span>
          </label>
        )}
        {errors.shipmentType && <span className="field-error">{errors.shipmentType}</span>}
        {!courier &&
          !store.coop &&
          (branches.length > 1 ? (
            <Field id="branchId" label={t('checkout.branch')} error={errors.branchId}>
              <select
                id="branchId"
                name="branchId"
                value={branchId}
                onChange={(e) => {
                  setBranchId(e.target.value);
                  clearErrors(['branchId']);
                }}
                aria-invalid={errors.branchId ? true : undefined}
                aria-describedby={errors.branchId ? 'branchId-error' : undefined}
              >
                <option value="">{t('checkout.chooseBranch')}</option>
                {branches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.address ? `${b.name} — ${b.address}` : b.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <p className="muted">{t('checkout.pickupAt', { place: [branches[0]?.name, branches[0]?.address].filter(Boolean).join(', ') })}</p>
          ))}
      </fieldset>

      {store.coop && <CoopFields store={store} value={coopValues} onChange={changeCoop} errors={errors} />}
      {courier && <AddressFields store={store} value={address} onChange={changeAddress} errors={errors} />}

      <fieldset>
        <legend>{t('checkout.payment')}</legend>
        {store.payment.gateway && (
          <label className="option">
            <input type="radio" name="paymentMethod" value="gateway" checked={paymentMethod === 'gateway'} onChange={() => setPaymentMethod('gateway')} />
            <span>{t('checkout.gateway')}</span>
          </label>
        )}
        {paymentMethod === 'gateway' && !quoted && <span className="muted">{t('checkout.gatewayFee')}</span>}
        {store.payment.transfer && (
          <label className="option">
            <input type="radio" name="paymentMethod" value="transfer" checked={paymentMethod === 'transfer'} onChange={() => setPaymentMethod('transfer')} />
            <span>{t('checkout.bank')}</span>
          </label>
        )}
        {errors.paymentMethod && <span className="field-error">{errors.paymentMethod}</span>}
        {paymentMethod === 'transfer' && (
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
        ) : quote.error?.status === 404 ? (
          <div className="state" role="alert">
            <p>{t('checkout.cartChanged')}</p>
            <Link to="/cart" className="btn">
              {t('product.viewCart')}
            </Link>
          </div>
        ) : quote.error ? (
          <LoadError error={quote.error} retry={quote.retry} />
        ) : !quoted ? (
          <Loading />
        ) : (
          <Amounts store={store} quote={quoted} />
        )}
      </section>

      <button type="submit" className="btn btn-primary btn-wide" disabled={placing || (!!quoteInput && !quoted)} data-testid="place-order">
        {placing ? t('checkout.placing') : t('checkout.place')}
      </button>
    </form>
  );
}
