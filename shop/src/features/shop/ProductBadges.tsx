import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useT } from '../../i18n';
import { hasStock, type ShopProduct } from './types';

/** Preorder, first-order-only and (when the company shows stock in My Shop) the stock of a product. */
export function ProductBadges({ product, detailed = false }: { product: ShopProduct; detailed?: boolean }) {
  const t = useT();
  const { stock } = product;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {hasStock(stock) &&
        (stock > 0 ? (
          <Chip size="small" color="success" variant="outlined" label={t('shop.myShop.inStock', { count: stock })} data-testid="stock-badge" />
        ) : (
          <Chip size="small" color="error" variant="outlined" label={t('shop.myShop.outOfStock')} data-testid="stock-badge" />
        ))}
      {product.preorder && <Chip size="small" color="info" label={detailed && product.preorderLimit ? t('shop.myShop.preorderLimit', { count: product.preorderLimit }) : t('shop.myShop.preorder')} />}
      {product.firstOrderOnly && <Chip size="small" color="warning" label={t('shop.myShop.firstOrder')} />}
    </Stack>
  );
}
