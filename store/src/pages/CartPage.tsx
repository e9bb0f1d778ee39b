import { useEffect } from 'react';
import type { StoreView } from '../../../common/api/store';
import { STORE_CART_MAX_QTY } from '../../../common/api/store';
import { cart, cartTotal, useCart } from '../cart';
import { useT } from '../i18n';
import { Link } from '../router';
import { money } from '../ui';

export function CartPage({ store }: { store: StoreView }) {
  const t = useT();
  const lines = useCart();
  useEffect(() => {
    document.title = `${t('cart.title')} | ${store.name}`;
  }, [t, store.name]);
  if (!lines.length)
    return (
      <div className="state">
        <h1 className="title">{t('cart.title')}</h1>
        <p>{t('cart.empty')}</p>
        <Link to="/" className="btn">
          {t('cart.shop')}
        </Link>
      </div>
    );
  return (
    <>
      <h1 className="title">{t('cart.title')}</h1>
      <ul className="lines">
        {lines.map((line) => {
          const label = line.variantName ? `${line.name} (${line.variantName})` : line.name;
          return (
            <li key={`${line.productId}:${line.variantId ?? ''}`} className="line">
              {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" className="line-img" /> : <span className="line-img placeholder" aria-hidden="true" />}
              <div className="line-body">
                <span className="line-name">{line.name}</span>
                {line.variantName && <span className="muted">{line.variantName}</span>}
                <span>{money(store, line.price)}</span>
                <div className="line-actions">
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={STORE_CART_MAX_QTY}
                    value={line.quantity}
                    aria-label={t('cart.quantityOf', { name: label })}
                    onChange={(e) => cart.setQuantity(line, Math.min(STORE_CART_MAX_QTY, Number.parseInt(e.target.value, 10) || 1))}
                  />
                  <button type="button" className="btn-text" onClick={() => cart.remove(line)} aria-label={t('cart.remove', { name: label })}>
                    ✕
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="total">
        <span>{t('cart.subtotal')}</span>
        <strong data-testid="cart-subtotal">{money(store, cartTotal(lines))}</strong>
      </p>
      <p className="muted">{t('cart.note')}</p>
      <Link to="/checkout" className="btn btn-primary btn-wide">
        {t('cart.checkout')}
      </Link>
    </>
  );
}
