import { useUrlList } from '../../hooks/useUrlList';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CircularProgress from '@mui/material/CircularProgress';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import Inbox from '@mui/icons-material/Inbox';
import Search from '@mui/icons-material/Search';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useApiList } from '../../hooks/useApiList';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { ComboList, PackageList } from './BundleLists';
import { useMoney } from './format';
import { ProductBadges } from './ProductBadges';
import { hasStock, type ShopCategory, type ShopProduct } from './types';
import { CartNoticeBar, useAddToCart } from './useAddToCart';

export const PER_PAGE = 24;

/**
 * One unit straight from the list; a product with variants needs its choice on the details page,
 * and one out of stock (and not on preorder) cannot be added.
 */
function QuickAdd({ product }: { product: ShopProduct }) {
  const t = useT();
  const { add, busy, notice, setNotice } = useAddToCart();
  const details = `${PATHS.productDetails}?id=${product.id}`;
  const soldOut = hasStock(product.stock) && product.stock <= 0 && !product.preorder;
  return (
    <CardActions sx={{ display: 'grid', gap: 1, px: 2, pb: 2, pt: 0 }}>
      {product.variants?.combinations.length ? (
        <Button variant="outlined" component={Link} to={details} data-testid="choose-options">
          {t('shop.myShop.chooseOptions')}
        </Button>
      ) : (
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <AddShoppingCart />}
          disabled={busy || soldOut}
          onClick={() => add({ itemType: 'product', productId: product.id, quantity: 1 }, product.name)}
          data-testid="quick-add"
        >
          {soldOut ? t('shop.myShop.outOfStock') : t('shop.myShop.addToCart')}
        </Button>
      )}
      <CartNoticeBar notice={notice} onClose={() => setNotice(null)} />
    </CardActions>
  );
}

function ProductCard({ product }: { product: ShopProduct }) {
  const t = useT();
  const money = useMoney();
  return (
    <Card data-testid="shop-product" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={Link} to={`${PATHS.productDetails}?id=${product.id}`} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', flex: 1 }}>
        <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
          {product.coverImageUrl ? (
            <Box component="img" src={product.coverImageUrl} alt={product.name} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <ImageNotSupported color="disabled" sx={{ fontSize: 48 }} titleAccess={t('shop.myShop.noImage')} />
          )}
        </Box>
        <CardContent sx={{ display: 'grid', gap: 0.5, flex: 1, alignContent: 'start' }}>
          {product.categoryName && (
            <Typography variant="caption" color="text.secondary">
              {product.categoryName}
            </Typography>
          )}
          <Typography component="h2" sx={{ fontWeight: 500 }}>
            {product.name}
          </Typography>
          <Typography variant="h6" color="primary" data-testid="shop-price">
            {money(product.price)}
          </Typography>
          {product.retailPrice > product.price && (
            <Typography variant="caption" color="text.secondary">
              {t('shop.myShop.retail', { price: money(product.retailPrice) })}
            </Typography>
          )}
          <ProductBadges product={product} />
        </CardContent>
      </CardActionArea>
      <QuickAdd product={product} />
    </Card>
  );
}

/**
 * /my-shop: the company's published products at the agent's tier price (GET /api/shop/products),
 * with a category filter, a search on name and SKU and pages of PER_PAGE. The filter, search and
 * page live in the address, so coming back from a product keeps them. Tabs show the packages and
 * combos on offer (BundleLists.tsx).
 */
export default function MyShopPage() {
  const t = useT();
  usePageTitle(t('shop.nav.myShop'));
  const { params, search, page, typed, setTyped, update } = useUrlList();
  const category = params.get('category') ?? '';

  const categories = useApiData<ShopCategory[]>('/setup/product/category', { query: { perPage: 100, sort: '["name","ASC"]' }, cache: true });
  const list = useApiList<ShopProduct>('/shop/products', {
    page,
    perPage: PER_PAGE,
    search: search || undefined,
    filter: category ? JSON.stringify({ categoryId: Number(category) }) : undefined,
  });
  const pages = Math.ceil((list.total ?? 0) / PER_PAGE);
  const tab = params.get('tab') === 'packages' || params.get('tab') === 'combos' ? params.get('tab')! : 'products';

  const header = (
    <>
      <Typography variant="h5" component="h1">
        {t('shop.myShop.title')}
      </Typography>
      <Tabs value={tab} onChange={(_e, v: string) => update({ tab: v === 'products' ? '' : v })}>
        <Tab value="products" label={t('shop.bundles.products')} />
        <Tab value="packages" label={t('shop.bundles.packages')} data-testid="tab-packages" />
        <Tab value="combos" label={t('shop.bundles.combos')} data-testid="tab-combos" />
      </Tabs>
    </>
  );
  if (tab !== 'products') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {header}
        {tab === 'packages' ? <PackageList /> : <ComboList />}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {header}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label={t('shop.myShop.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: '1 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField select size="small" label={t('shop.myShop.category')} value={category} onChange={(e) => update({ category: e.target.value, page: '' })} sx={{ flex: '0 1 240px', minWidth: 180 }}>
          <MenuItem value="">{t('shop.myShop.allCategories')}</MenuItem>
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.loading && <PageLoader />}
      {list.error && <LoadError message={list.error.message} onRetry={list.retry} />}
      {list.items && list.items.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Inbox color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="h6">{t('common.error.noData')}</Typography>
          </CardContent>
        </Card>
      )}
      {list.items && list.items.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('shop.myShop.results', { count: list.total })}
          </Typography>
          <Box data-testid="shop-grid" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {list.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Box>
          {pages > 1 && <Pagination sx={{ justifySelf: 'center' }} count={pages} page={Math.min(page, pages)} onChange={(_e, p) => update({ page: p > 1 ? String(p) : '' })} />}
        </>
      )}
    </Box>
  );
}
