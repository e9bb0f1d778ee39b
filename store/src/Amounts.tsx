import type { StoreQuote, StoreView } from '../../common/api/store';
import { useT } from './i18n';
import { money } from './ui';

/** What a quote and a placed order both show: the lines, the charges and the total. */
type Priced = Pick<StoreQuote, 'lines' | 'subtotal' | 'shippingFee' | 'adminFee' | 'tax' | 'serviceCharge' | 'grandTotal' | 'courierName'> & Partial<Pick<StoreQuote, 'paymentFee' | 'totalToPay'>>;

/** The lines and amounts of a quote or an order, as a description list. */
export function Amounts({ store, quote }: { store: StoreView; quote: Priced }) {
  const t = useT();
  const extra = [
    ['checkout.adminFee', quote.adminFee],
    ['checkout.tax', quote.tax],
    ['checkout.serviceCharge', quote.serviceCharge],
  ] as const;
  return (
    <dl className="amounts">
      {quote.lines.map((l) => (
        <div key={`${l.productId}:${l.variantId ?? ''}`}>
          <dt>
            {l.name}
            {l.variantName ? ` (${l.variantName})` : ''} × {l.quantity}
          </dt>
          <dd>{money(store, l.lineTotal)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{money(store, quote.subtotal)}</dd>
      </div>
      <div>
        <dt>{quote.courierName ? t('checkout.shippingBy', { courier: quote.courierName }) : t('checkout.shipping')}</dt>
        <dd>{money(store, quote.shippingFee)}</dd>
      </div>
      {extra.map(([key, amount]) =>
        amount > 0 ? (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{money(store, amount)}</dd>
          </div>
        ) : null,
      )}
      <div className="grand">
        <dt>{t('checkout.total')}</dt>
        <dd data-testid="checkout-total">{money(store, quote.grandTotal)}</dd>
      </div>
      {quote.paymentFee ? (
        <>
          <div>
            <dt>{t('checkout.paymentFee')}</dt>
            <dd data-testid="checkout-payment-fee">{money(store, quote.paymentFee)}</dd>
          </div>
          <div className="grand">
            <dt>{t('checkout.toPay')}</dt>
            <dd data-testid="checkout-to-pay">{money(store, quote.totalToPay ?? quote.grandTotal + quote.paymentFee)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
