import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n';
import { hasStock, type ShopProduct } from './types';
import { CartNoticeBar, useAddToCart } from './useAddToCart';

/** Variant choice and "Add to cart" of a product (POST /api/sales/my-shop/add-cart). */
export function AddToCart({ product, quantity }: { product: ShopProduct; quantity: number }) {
  const t = useT();
  const combinations = product.variants?.combinations ?? [];
  const [variant, setVariant] = useState('');
  const { add: addLine, busy, notice, setNotice } = useAddToCart();
  const validQty = Number.isInteger(quantity) && quantity >= 1;
  const needsVariant = combinations.length > 0 && !variant;
  const add = () => addLine({ itemType: 'product', productId: product.id, ...(variant ? { variantId: Number(variant) } : {}), quantity }, product.name);

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
      <CartNoticeBar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
