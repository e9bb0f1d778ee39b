import { useEffect, useMemo, useState } from 'react';
import type { StoreProductView, StoreVariantCombination, StoreView } from '../../../common/api/store';
import { STORE_CART_MAX_QTY } from '../../../common/api/store';
import { storeApi } from '../api';
import { bootstrap } from '../bootstrap';
import { cart } from '../cart';
import { useT } from '../i18n';
import { Link } from '../router';
import { Loading, LoadError, money } from '../ui';
import { useLoad } from '../../../common/web/useLoad';
import { NotFound } from './NotFound';

/** The combination of the chosen options (one per group), or null while a group has no choice. */
function chosenCombination(product: StoreProductView, chosen: Record<number, number>): StoreVariantCombination | null {
  const variants = product.variants;
  if (!variants?.groups.length) return null;
  const ids = variants.groups.map((g) => chosen[g.id]);
  if (ids.some((id) => id === undefined)) return null;
  return variants.combinations.find((c) => ids.every((id) => c.optionIds.includes(id!))) ?? null;
}

function Stock({ stock, inStock }: { stock: number | null; inStock: boolean }) {
  const t = useT();
  if (!inStock) return <p className="stock out">{t('product.outOfStock')}</p>;
  return <p className="stock">{stock === null ? t('product.inStock') : t('product.stockLeft', { count: stock })}</p>;
}

function ProductView({ store, product }: { store: StoreView; product: StoreProductView }) {
  const t = useT();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [image, setImage] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const images = useMemo(() => (product.images.length ? product.images : product.coverImageUrl ? [product.coverImageUrl] : []), [product]);
  const hasVariants = !!product.variants?.groups.length;
  const combination = chosenCombination(product, chosen);
  const stock = hasVariants ? (combination ? { stock: combination.stock, inStock: combination.inStock } : null) : { stock: product.stock, inStock: product.inStock };
  const maxQty = Math.min(STORE_CART_MAX_QTY, stock?.stock ?? STORE_CART_MAX_QTY);

  useEffect(() => {
    document.title = `${product.name} | ${store.name}`;
  }, [product.name, store.name]);

  const add = () => {
    setAdded(false);
    if (hasVariants && !combination) return setProblem(t('product.chooseVariant'));
    setProblem(null);
    cart.add({
      productId: product.id,
      variantId: combination?.id ?? null,
      name: product.name,
      variantName: combination ? combination.options.join(' / ') : null,
      price: product.price,
      image: product.coverImageUrl,
      quantity,
    });
    setAdded(true);
  };

  return (
    <article className="product">
      <div className="gallery">
        {images.length ? (
          <img src={images[image]} alt={t('product.image', { n: image + 1, name: product.name })} width={600} height={600} className="gallery-main" fetchPriority="high" />
        ) : (
          <span className="gallery-main placeholder" aria-hidden="true" />
        )}
        {images.length > 1 && (
          <div className="thumbs">
            {images.map((src, i) => (
              <button key={src} type="button" className="thumb" aria-pressed={i === image} onClick={() => setImage(i)}>
                <img src={src} alt={t('product.image', { n: i + 1, name: product.name })} width={64} height={64} loading="lazy" />
              </button>
            ))}
          </div>
        )}
      </div>
      <h1 className="title">{product.name}</h1>
      <p className="price" aria-label={t('product.price')}>
        {money(store, product.price)}
      </p>
      {product.variants?.groups.map((group) => (
        <fieldset key={group.id} className="variants">
          <legend>{group.name}</legend>
          {group.options.map((option) => (
            <label key={option.id} className="option">
              <input
                type="radio"
                name={`group-${group.id}`}
                value={option.id}
                checked={chosen[group.id] === option.id}
                onChange={() => {
                  setChosen({ ...chosen, [group.id]: option.id });
                  setProblem(null);
                }}
              />
              <span>{option.value}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {stock && <Stock {...stock} />}
      <div className="qty" role="group" aria-label={t('product.quantity')}>
        <button type="button" className="btn-icon" onClick={() => setQuantity(Math.max(1, quantity - 1))} disabled={quantity <= 1} aria-label={t('product.decrease')}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={maxQty}
          value={quantity}
          aria-label={t('product.quantity')}
          onChange={(e) => setQuantity(Math.max(1, Math.min(maxQty, Number.parseInt(e.target.value, 10) || 1)))}
        />
        <button type="button" className="btn-icon" onClick={() => setQuantity(Math.min(maxQty, quantity + 1))} disabled={quantity >= maxQty} aria-label={t('product.increase')}>
          +
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="btn btn-primary btn-wide" onClick={add} disabled={stock ? !stock.inStock : false}>
        {t('product.add')}
      </button>
      {added && (
        <p className="notice" role="status">
          {t('product.added')}{' '}
          <Link to="/cart" className="link">
            {t('product.viewCart')}
          </Link>
        </p>
      )}
      {product.description && (
        <section aria-labelledby="desc">
          <h2 id="desc" className="subtitle">
            {t('product.description')}
          </h2>
          <p className="description">{product.description}</p>
        </section>
      )}
    </article>
  );
}

export function ProductPage({ store, productId }: { store: StoreView; productId: number }) {
  const valid = Number.isInteger(productId) && productId > 0;
  const initial = bootstrap.product?.id === productId ? bootstrap.product : undefined;
  const { data, error, loading, retry } = useLoad(valid ? `product:${productId}` : null, () => storeApi.product(productId), initial);
  if (!valid || error?.status === 404) return <NotFound />;
  if (loading) return <Loading />;
  if (error || !data) return <LoadError error={error} retry={retry} />;
  return <ProductView key={data.id} store={store} product={data} />;
}
