import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Remove from '@mui/icons-material/Remove';
import type { ApiError } from '../../../../common/web/api';
import { useApiData } from '../../hooks/useApiData';
import { useApiList } from '../../hooks/useApiList';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { useMoney } from './format';
import { CartNoticeBar, useAddToCart } from './useAddToCart';
import type { ShopCombo, ShopPackage } from './types';

function ListState({ loading, error, empty, retry }: { loading: boolean; error?: ApiError; empty: boolean; retry: () => void }) {
  const t = useT();
  if (loading) return <PageLoader />;
  if (error?.status === 404 || empty) return <Alert severity="info">{t('shop.bundles.none')}</Alert>;
  if (error) return <LoadError message={error.message} onRetry={retry} />;
  return null;
}

/** The packages the agent may buy, each added to the cart as one line (same package adds up). */
export function PackageList() {
  const t = useT();
  const money = useMoney();
  const list = useApiList<ShopPackage>('/shop/packages', { perPage: 100 });
  const { add, busy, notice, setNotice } = useAddToCart();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CartNoticeBar testId="bundle-notice" notice={notice} onClose={() => setNotice(null)} />
      <ListState loading={list.loading} error={list.error} empty={list.items?.length === 0} retry={list.retry} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {(list.items ?? []).map((p) => (
          <Card key={p.id} variant="outlined" data-testid="shop-package" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
              <Typography component="h2" sx={{ fontWeight: 500 }}>
                {p.name}
              </Typography>
              <Typography variant="h6" color="primary">
                {money(p.price)}
              </Typography>
              {p.firstOrder && <Chip size="small" label={t('shop.myShop.firstOrder')} sx={{ justifySelf: 'start' }} />}
              {(p.items ?? []).map((i) => (
                <Typography key={i.productId} variant="body2" color="text.secondary">
                  {i.quantity} × {i.productName}
                </Typography>
              ))}
            </CardContent>
            <CardActions>
              <Button startIcon={<AddShoppingCart />} disabled={busy} onClick={() => add({ itemType: 'package', packageId: p.id, quantity: 1 }, p.name)}>
                {t('shop.myShop.addToCart')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** Choosing the products of a combo: quantities must add up to the combo's required quantity. */
function ComboDialog({ combo, onClose, onAdd, busy }: { combo: ShopCombo; onClose: () => void; onAdd: (choices: { productId: number; variantId: null; quantity: number }[]) => void; busy: boolean }) {
  const t = useT();
  const detail = useApiData<ShopCombo>(`/shop/combos/${combo.id}`);
  const [qty, setQty] = useState<Record<number, number>>({});
  const total = Object.values(qty).reduce((s, n) => s + n, 0);
  const set = (id: number, n: number) => setQty((q) => ({ ...q, [id]: Math.max(0, n) }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="combo-title">
      <DialogTitle id="combo-title">{combo.name}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
        <Typography>{t('shop.bundles.choose', { count: combo.requiredQty })}</Typography>
        {detail.loading && <PageLoader />}
        {detail.error && <LoadError message={detail.error.message} onRetry={detail.retry} />}
        {(detail.data?.products ?? []).map((p) => (
          <Box key={p.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="combo-product">
            <Typography sx={{ flex: 1 }}>{p.name}</Typography>
            <IconButton size="small" aria-label={t('shop.cart.less')} disabled={!qty[p.id]} onClick={() => set(p.id, (qty[p.id] ?? 0) - 1)}>
              <Remove fontSize="small" />
            </IconButton>
            <Typography sx={{ minWidth: 24, textAlign: 'center' }}>{qty[p.id] ?? 0}</Typography>
            <IconButton size="small" aria-label={t('shop.cart.more')} disabled={total >= combo.requiredQty} onClick={() => set(p.id, (qty[p.id] ?? 0) + 1)}>
              <Add fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Typography variant="body2" color={total === combo.requiredQty ? 'success.main' : 'text.secondary'}>
          {t('shop.bundles.chosen', { count: total, required: combo.requiredQty })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shop.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || total !== combo.requiredQty}
          onClick={() =>
            onAdd(
              Object.entries(qty)
                .filter(([, n]) => n > 0)
                .map(([id, n]) => ({ productId: Number(id), variantId: null, quantity: n })),
            )
          }
        >
          {t('shop.myShop.addToCart')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The combos on offer; a combo line holds the products the agent chose. */
export function ComboList() {
  const t = useT();
  const money = useMoney();
  const list = useApiList<ShopCombo>('/shop/combos', { perPage: 100 });
  const { add, busy, notice, setNotice } = useAddToCart();
  const [choosing, setChoosing] = useState<ShopCombo | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CartNoticeBar testId="bundle-notice" notice={notice} onClose={() => setNotice(null)} />
      <ListState loading={list.loading} error={list.error} empty={list.items?.length === 0} retry={list.retry} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {(list.items ?? []).map((c) => (
          <Card key={c.id} variant="outlined" data-testid="shop-combo" sx={{ display: 'flex', flexDirection: 'column' }}>
            {c.coverImageUrl && <Box component="img" src={c.coverImageUrl} alt={c.name} sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' }} />}
            <CardContent sx={{ flex: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
              <Typography component="h2" sx={{ fontWeight: 500 }}>
                {c.name}
              </Typography>
              <Typography variant="h6" color="primary">
                {money(c.price)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('shop.bundles.choose', { count: c.requiredQty })}
              </Typography>
              {c.firstOrder && <Chip size="small" label={t('shop.myShop.firstOrder')} sx={{ justifySelf: 'start' }} />}
            </CardContent>
            <CardActions>
              <Button startIcon={<AddShoppingCart />} onClick={() => setChoosing(c)}>
                {t('shop.bundles.chooseProducts')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      {choosing && (
        <ComboDialog
          combo={choosing}
          busy={busy}
          onClose={() => setChoosing(null)}
          onAdd={async (choices) => {
            if (await add({ itemType: 'combo', comboId: choosing.id, choices, quantity: 1 }, choosing.name)) setChoosing(null);
          }}
        />
      )}
    </Box>
  );
}
