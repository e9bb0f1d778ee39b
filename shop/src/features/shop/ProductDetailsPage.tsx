import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { AddToCart } from './AddToCart';
import { useMoney } from './format';
import { ProductBadges } from './ProductBadges';
import { hasStock, type ShopProduct } from './types';

const MAX_QTY = 1_000_000;
const QTY_DELAY_MS = 300;

function Gallery({ product }: { product: ShopProduct }) {
  const t = useT();
  const images = [product.coverImageUrl, ...product.images].filter((u): u is string => Boolean(u));
  const [shown, setShown] = useState(0);
  if (!images.length) {
    return (
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 1 }}>
        <ImageNotSupported color="disabled" sx={{ fontSize: 64 }} titleAccess={t('shop.myShop.noImage')} />
      </Box>
    );
  }
  const current = images[Math.min(shown, images.length - 1)];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="img"
        src={current}
        alt={t('shop.myShop.imageAlt', { name: product.name, n: shown + 1 })}
        sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
      />
      {images.length > 1 && (
        <Stack direction="row" spacing={1}>
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              onClick={() => setShown(i)}
              aria-label={t('shop.myShop.imageAlt', { name: product.name, n: i + 1 })}
              aria-pressed={i === shown}
              sx={{ width: 64, height: 64, borderRadius: 1, overflow: 'hidden', outline: i === shown ? 2 : 0, outlineColor: 'primary.main' }}
            >
              <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The quantity bands that apply to the agent, and the tier price for any quantity outside them. */
function PriceBands({ product, quantity }: { product: ShopProduct; quantity: number }) {
  const t = useT();
  const money = useMoney();
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('shop.myShop.bands')}
        </Typography>
        {product.priceRanges.length === 0 ? (
          <Typography color="text.secondary">{t('shop.myShop.noBands')}</Typography>
        ) : (
          <Table size="small" data-testid="price-bands" aria-label={t('shop.myShop.bands')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('shop.myShop.bandQty')}</TableCell>
                <TableCell align="right">{t('shop.myShop.bandPrice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {product.priceRanges.map((band) => (
                <TableRow key={`${band.minQty}-${band.maxQty}-${band.price}`} selected={band.minQty <= quantity && quantity <= band.maxQty}>
                  <TableCell>{t('shop.myShop.bandRange', { min: band.minQty, max: band.maxQty })}</TableCell>
                  <TableCell align="right">{money(band.price)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell>{t('shop.myShop.otherQty')}</TableCell>
                <TableCell align="right">{money(product.tierPrice)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function Variants({ product }: { product: ShopProduct }) {
  const t = useT();
  const v = product.variants;
  if (!v) return null;
  const withStock = v.combinations.some((c) => hasStock(c.stock));
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('shop.myShop.variants')}
        </Typography>
        {v.groups.map((group) => (
          <Box key={group.id} sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle2">{group.name}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {group.options.map((o) => (
                <Chip key={o.id} label={o.value} variant="outlined" avatar={o.imageUrl ? <Avatar alt="" src={o.imageUrl} /> : undefined} />
              ))}
            </Stack>
          </Box>
        ))}
        {withStock && (
          <Table size="small" data-testid="variant-stock">
            <TableHead>
              <TableRow>
                <TableCell>{t('shop.myShop.variant')}</TableCell>
                <TableCell align="right">{t('shop.myShop.stock')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {v.combinations.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.options.join(' / ')}</TableCell>
                  <TableCell align="right">{c.stock ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /my-shop/product-details?id=…: one catalogue product (GET /api/shop/products/:id) with its
 * images, description, variants, stock when shown, and the price bands. Typing a quantity asks the
 * server for that quantity's unit price (`?quantity=`), so the band rules stay in one place.
 * "Add to cart" takes the typed quantity and, for a product with variants, the chosen variant.
 */
export default function ProductDetailsPage() {
  const t = useT();
  const money = useMoney();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
  const { data, error, loading, retry } = useApiData<ShopProduct>(id && `/shop/products/${id}`);
  usePageTitle(data?.name ?? t('shop.nav.myShop'));

  const [typed, setTyped] = useState('1');
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    const n = Number(typed);
    if (!Number.isInteger(n) || n < 1 || n > MAX_QTY) return;
    const timer = setTimeout(() => setQuantity(n), QTY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const priced = useApiData<ShopProduct>(id && data && quantity > 1 ? `/shop/products/${id}` : null, { query: { quantity } });
  const unitPrice = quantity === 1 ? data?.price : priced.data?.price;

  const back = (
    <Box>
      <Button component={Link} to={PATHS.myShop} startIcon={<ArrowBack />}>
        {t('shop.myShop.back')}
      </Button>
    </Box>
  );
  if (!id || error?.status === 404) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Alert severity="info">{t('shop.myShop.notAvailable')}</Alert>
      </Box>
    );
  }
  if (loading) return <PageLoader />;
  if (error) return <LoadError message={error.message} onRetry={retry} />;
  const product = data!;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <Gallery product={product} />
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {product.categoryName && (
            <Typography variant="overline" color="text.secondary">
              {product.categoryName}
            </Typography>
          )}
          <Typography variant="h5" component="h1">
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            SKU {product.sku}
          </Typography>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {user.tier ? t('shop.myShop.levelPrice', { level: user.tier.levelName }) : t('shop.myShop.yourPrice')}
            </Typography>
            <Typography variant="h4" color="primary" data-testid="product-price">
              {money(product.price)}
            </Typography>
            {product.retailPrice > product.price && (
              <Typography variant="body2" color="text.secondary">
                {t('shop.myShop.retail', { price: money(product.retailPrice) })}
              </Typography>
            )}
          </Box>
          <ProductBadges product={product} detailed />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              type="number"
              label={t('shop.myShop.quantity')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              sx={{ width: 120 }}
              slotProps={{ htmlInput: { min: 1, max: MAX_QTY, step: 1, inputMode: 'numeric' } }}
            />
            {unitPrice !== undefined && (
              <Box data-testid="quantity-price">
                <Typography variant="body2">{t('shop.myShop.priceFor', { count: quantity, price: money(unitPrice) })}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t('shop.myShop.total', { price: money(unitPrice * quantity) })}
                </Typography>
              </Box>
            )}
          </Box>
          <AddToCart product={product} quantity={Number(typed)} />
          {product.description && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
                {t('shop.myShop.description')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{product.description}</Typography>
            </Box>
          )}
        </Box>
      </Box>
      <PriceBands product={product} quantity={quantity} />
      <Variants product={product} />
    </Box>
  );
}
