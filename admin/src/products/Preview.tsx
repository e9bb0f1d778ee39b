import { useEffect, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { HttpError } from 'react-admin';
import { useMoneyText } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { useApiQuery } from '../shared/query';
import { useTiers } from '../agents/choices';
import type { ShopProduct } from '../../../common/api/catalog';

/**
 * The store as an agent of a chosen level sees it (GET /products/preview-store and
 * /products/preview-product/:id): published products priced for the level, the price for a
 * quantity taken from the price ranges — the agent catalogue's own answer (ShopProduct).
 */

function Controls({ tierId, setTierId, quantity, setQuantity }: { tierId: string; setTierId: (v: string) => void; quantity: number; setQuantity: (v: number) => void }) {
  const translate = useTranslate();
  const tiers = useTiers();
  useEffect(() => {
    if (!tierId && tiers[0]) setTierId(String(tiers[0].id));
  }, [tiers, tierId, setTierId]);
  return (
    <div style={{ display: 'flex', gap: 16, margin: '16px 0' }}>
      <TextField select label={translate('products.preview.tier')} value={tierId} onChange={(e) => setTierId(e.target.value)} sx={{ width: 240 }}>
        {tiers.map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.levelName}
          </MenuItem>
        ))}
      </TextField>
      <TextField type="number" label={translate('products.preview.quantity')} value={quantity} onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))} sx={{ width: 140 }} />
    </div>
  );
}

function ItemCard({ item }: { item: ShopProduct }) {
  const translate = useTranslate();
  const money = useMoneyText();
  return (
    <Card sx={{ width: 240 }} data-testid="preview-item">
      {item.coverImageUrl ? <img src={item.coverImageUrl} alt="" style={{ width: '100%', height: 160, objectFit: 'cover' }} /> : <div style={{ height: 160, background: '#eee' }} />}
      <CardContent>
        <Typography variant="subtitle1">{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.categoryName}
        </Typography>
        <Typography variant="h6">{money(item.price)}</Typography>
        {item.priceRanges.map((r) => (
          <Typography key={`${r.minQty}-${r.maxQty}`} variant="caption" component="div">
            {translate('products.preview.band', { min: r.minQty, max: r.maxQty, price: money(r.price) })}
          </Typography>
        ))}
        {item.stock !== null ? (
          <Typography variant="caption" component="div">
            {translate('products.preview.stock', { stock: item.stock })}
          </Typography>
        ) : null}
        {item.preorder ? <Typography variant="caption">{translate('resources.products.fields.preorder')} </Typography> : null}
        {item.firstOrderOnly ? <Typography variant="caption">{translate('resources.products.fields.firstOrderOnly')}</Typography> : null}
      </CardContent>
    </Card>
  );
}

export function PreviewStore() {
  const translate = useTranslate();
  const [tierId, setTierId] = useState('');
  const [quantity, setQuantity] = useState(1);
  // The cards shown stay while another level or quantity is priced.
  const { data: items, error, retry } = useApiQuery<ShopProduct[]>(tierId ? '/products/preview-store' : null, { tierId, quantity, perPage: 100 }, { keepPrevious: true });
  return (
    <div>
      <Title title={translate('products.preview.title')} />
      <Controls tierId={tierId} setTierId={setTierId} quantity={quantity} setQuantity={setQuantity} />
      {error ? <LoadError error={error} onRetry={retry} /> : null}
      {items && !items.length ? <Typography>{translate('products.preview.empty')}</Typography> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {(items ?? []).map((item) => (
          <ItemCard key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}

export function PreviewProduct() {
  const translate = useTranslate();
  const { productId } = useParams();
  const [tierId, setTierId] = useState('');
  const [quantity, setQuantity] = useState(1);
  const {
    data: item,
    error,
    retry,
  } = useApiQuery<ShopProduct>(tierId && productId ? `/products/preview-product/${encodeURIComponent(productId)}` : null, { tierId, quantity }, { keepPrevious: true });
  // 404: an agent of that level would not see the product.
  const hidden = error instanceof HttpError && error.status === 404;
  return (
    <div>
      <Title title={translate('products.preview.title')} />
      <Controls tierId={tierId} setTierId={setTierId} quantity={quantity} setQuantity={setQuantity} />
      {hidden ? <Typography>{translate('products.preview.hidden')}</Typography> : null}
      {error && !hidden ? <LoadError error={error} onRetry={retry} /> : null}
      {item && !error ? <ItemCard item={item} /> : null}
    </div>
  );
}
