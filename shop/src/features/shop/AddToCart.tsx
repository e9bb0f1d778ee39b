import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { ApiError } from '../../../../common/web/api';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { cartCall, getPurpose, storeQuery } from '../cart/cartStore';
import { useCurrentUser } from '../../session/SessionContext';
import { hasStock, type ShopProduct } from './types';

/** Variant choice and "Add to cart" of a product (POST /api/sales/my-shop/add-cart). */
export function AddToCart({ product, quantity }: { product: ShopProduct; quantity: number }) {
  const t = useT();
  const user = useCurrentUser();
  const combinations = product.variants?.combinations ?? [];
  const [variant, setVariant] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const validQty = Number.isInteger(quantity) && quantity >= 1;
  const needsVariant = combinations.length > 0 && !variant;

  async function add() {
    setBusy(true);
    setOutcome(null);
    try {
      await cartCall(
        '/sales/my-shop/add-cart',
        'POST',
        { itemType: 'product', productId: product.id, ...(variant ? { variantId: Number(variant) } : {}), quantity },
        storeQuery(getPurpose(), user.id),
      );
      setOutcome({ kind: 'success', message: t('shop.cart.added', { name: product.name }) });
    } catch (err) {
      setOutcome({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      {combinations.length > 0 && (
        <SelectField
          size="small"
          name="variant"
          id="variant"
          label={t('shop.myShop.variant')}
          value={variant}
          onChange={(e) => setVariant(e.target.value)}
          options={combinations.map((c) => ({
            value: String(c.id),
            label: hasStock(c.stock) ? `${c.options.join(' / ')} (${t('shop.myShop.inStock', { count: c.stock })})` : c.options.join(' / '),
          }))}
          sx={{ minWidth: 240 }}
        />
      )}
      <Button
        variant="contained"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <AddShoppingCart />}
        disabled={busy || !validQty || needsVariant}
        onClick={add}
        data-testid="add-to-cart"
      >
        {t('shop.myShop.addToCart')}
      </Button>
      {needsVariant && <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{t('shop.cart.chooseVariant')}</Box>}
      {outcome && (
        <Alert
          severity={outcome.kind}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          action={
            outcome.kind === 'success' ? (
              <Button color="inherit" size="small" component={Link} to={PATHS.shoppingCart}>
                {t('shop.cart.view')}
              </Button>
            ) : undefined
          }
        >
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
