import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import Remove from '@mui/icons-material/Remove';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { CART_MAX_QTY } from '../../../../common/orders';
import { isMessageKey, translate } from '../../../../common/messages';
import { ApiError, get } from '../../../../common/web/api';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiList } from '../../hooks/useApiList';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { useMoney } from '../shop/format';
import { AmountsSummary } from './AmountsSummary';
import { cartCall, cartChanged, setPurpose, storeQuery, usePurpose } from './cartStore';
import { OpenOrderBanner } from './OpenOrderBanner';
import type { Cart, CartLine } from './types';

type Notice = { kind: 'success' | 'error'; message: string } | null;

/** Loads the cart for a purpose; `reload` asks again. */
export function useCart(storeId: number | undefined) {
  const [state, setState] = useState<{ cart?: Cart; error?: ApiError; key: string }>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const key = `${storeId ?? ''}:${attempt}`;
  useEffect(() => {
    let current = true;
    get<Cart>('/sales/my-shop/get-cart', storeId ? { storeId } : undefined).then(
      (cart) => {
        if (!current) return;
        cartChanged(cart);
        setState({ cart, key });
      },
      (error: ApiError) => current && setState({ error, key }),
    );
    return () => {
      current = false;
    };
  }, [key, storeId]);
  const fresh = state.key === key;
  return {
    cart: fresh ? state.cart : undefined,
    error: fresh ? state.error : undefined,
    loading: !fresh,
    reload: () => setAttempt((n) => n + 1),
    set: (cart: Cart) => setState({ cart, key }),
  };
}

/** Why checkout cannot start now, or null when it can. */
export function checkoutBlock(cart: Cart, t: ReturnType<typeof useT>, money: (n: number) => string): string | null {
  if (!cart.items.length) return t('shop.cart.empty');
  if (cart.openOrder) return t('shop.cart.blockOpenOrder');
  if (cart.items.some((line) => line.problem)) return t('shop.cart.blockProblems');
  if (cart.minimum && !cart.minimum.met) return minimumText(cart.minimum, t, money);
  return null;
}

function minimumText(minimum: NonNullable<Cart['minimum']>, t: ReturnType<typeof useT>, money: (n: number) => string) {
  return minimum.basis === 'unit' ? t('shop.cart.minimumUnits', { count: minimum.unit }) : t('shop.cart.minimumAmount', { amount: money(minimum.amount) });
}

function LineRow({ line, busy, onQuantity, onRemove }: { line: CartLine; busy: boolean; onQuantity: (q: number) => void; onRemove: () => void }) {
  const t = useT();
  const money = useMoney();
  const [typed, setTyped] = useState(String(line.quantity));
  useEffect(() => setTyped(String(line.quantity)), [line.quantity]);
  const commit = () => {
    const n = Number(typed);
    if (Number.isInteger(n) && n >= 1 && n <= CART_MAX_QTY && n !== line.quantity) onQuantity(n);
    else setTyped(String(line.quantity));
  };
  return (
    <Box data-testid="cart-line" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '64px 1fr', alignItems: 'start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ width: 64, height: 64, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {line.image ? <Box component="img" src={line.image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <ImageNotSupported color="disabled" />}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 500 }}>{line.name}</Typography>
          {line.itemType !== 'product' && <Chip size="small" variant="outlined" label={t(`shop.cart.itemType.${line.itemType}`)} />}
          {line.problem && <Chip size="small" color="error" label={t(`shop.cart.problem.${line.problem}`)} data-testid="line-problem" />}
        </Box>
        {line.variantName && (
          <Typography variant="body2" color="text.secondary">
            {line.variantName}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('shop.cart.unitPrice', { price: money(line.unitPrice) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <IconButton size="small" aria-label={t('shop.cart.less')} disabled={busy || line.quantity <= 1} onClick={() => onQuantity(line.quantity - 1)}>
            <Remove fontSize="small" />
          </IconButton>
          <TextField
            size="small"
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            disabled={busy}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('shop.myShop.quantity'), 'data-testid': 'line-qty', style: { textAlign: 'center', width: 56 } } }}
          />
          <IconButton size="small" aria-label={t('shop.cart.more')} disabled={busy || line.quantity >= CART_MAX_QTY} onClick={() => onQuantity(line.quantity + 1)}>
            <Add fontSize="small" />
          </IconButton>
          <Typography sx={{ ml: 'auto', fontWeight: 500 }} data-testid="line-total">
            {money(line.lineTotal)}
          </Typography>
          <IconButton aria-label={t('shop.cart.remove', { name: line.name })} disabled={busy} onClick={onRemove}>
            <DeleteOutline />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}

function VoucherBox({ cart, busy, onApply, onRemove }: { cart: Cart; busy: boolean; onApply: (code: string) => void; onRemove: () => void }) {
  const t = useT();
  const money = useMoney();
  const lang = useLanguage();
  const [code, setCode] = useState('');
  if (cart.voucher) {
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="voucher-applied">
        <Chip color="success" label={`${cart.voucher.code} · ${cart.voucher.name}`} />
        <Typography variant="body2">{cart.voucher.freeShipping ? t('shop.cart.freeShipping') : t('shop.cart.voucherSaves', { amount: money(cart.voucher.discount) })}</Typography>
        <Button size="small" onClick={onRemove} disabled={busy}>
          {t('shop.cart.removeVoucher')}
        </Button>
        {cart.voucher.problem && (
          <Alert severity="warning" sx={{ width: '100%' }} data-testid="voucher-problem">
            {isMessageKey(cart.voucher.problem) ? translate(cart.voucher.problem, lang) : cart.voucher.problem}
          </Alert>
        )}
      </Box>
    );
  }
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onApply(code.trim());
      }}
    >
      <TextField size="small" label={t('shop.cart.voucher')} value={code} onChange={(e) => setCode(e.target.value)} name="voucher" />
      <Button type="submit" variant="outlined" disabled={busy || !code.trim()}>
        {t('shop.cart.apply')}
      </Button>
    </Box>
  );
}

/**
 * /my-shop/shopping-cart: the lines with quantity steppers and removal, each line's problem
 * (deleted, suspended, out of stock …), the voucher, the amounts and the minimum order, and the
 * unpaid order that blocks a new checkout — all from GET /api/sales/my-shop/get-cart. Every
 * change answers with the whole cart. "Sell to my customer" prices the cart as a personal sale
 * from the agent's own stock (storeId = own id).
 */
export default function ShoppingCartPage() {
  const t = useT();
  const money = useMoney();
  const navigate = useNavigate();
  usePageTitle(t('shop.cart.title'));
  const user = useCurrentUser();
  const purpose = usePurpose();
  const store = storeQuery(purpose, user.id);
  const { cart, error, loading, reload, set } = useCart(store.storeId);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // The switch to a personal sale is offered to agents holding stock of their own.
  const ownStock = useApiList<unknown>('/inventory', { storeId: user.id, stock: 'in', perPage: 1 });
  const holdsStock = (ownStock.total ?? 0) > 0 || purpose === 'personal';

  async function change(path: string, method: 'POST' | 'DELETE', body?: Record<string, unknown>, announce = false) {
    setBusy(true);
    try {
      const res = await cartCall(path, method, body, store);
      set(res.cart);
      setNotice(announce ? { kind: 'success', message: res.message } : null);
    } catch (err) {
      setNotice({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  if (loading && !cart) return <PageLoader />;
  if (error) return <LoadError message={error.message} onRetry={reload} />;
  if (!cart) return <PageLoader />;
  const blocked = checkoutBlock(cart, t, money);
  // The minimum as a hint; not again when it is the very reason checkout is blocked.
  const minimum = cart.minimum ? minimumText(cart.minimum, t, money) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('shop.cart.title')}
      </Typography>
      {holdsStock && (
        <ToggleButtonGroup exclusive size="small" value={purpose} onChange={(_e, v) => v && setPurpose(v)} aria-label={t('shop.cart.purpose')}>
          <ToggleButton value="stock" data-testid="purpose-stock">
            {t('shop.cart.orderStock')}
          </ToggleButton>
          <ToggleButton value="personal" data-testid="purpose-personal">
            {t('shop.cart.sellToCustomer')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="cart-seller">
        {t(`shop.cart.seller.${cart.seller.type}`, { name: cart.seller.name })}
      </Typography>
      {cart.openOrder && (
        <OpenOrderBanner
          order={cart.openOrder}
          onDeleted={(message) => {
            setNotice({ kind: 'success', message });
            reload();
          }}
        />
      )}
      {notice && (
        <Alert severity={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)} data-testid="cart-notice">
          {notice.message}
        </Alert>
      )}
      {cart.items.length === 0 ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 2, justifyItems: 'center' }}>
            <ShoppingCartOutlined color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="h6">{t('shop.cart.empty')}</Typography>
            <Button variant="contained" component={Link} to={PATHS.myShop}>
              {t('shop.cart.continue')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <Card>
            <CardContent>
              {cart.items.map((line) => (
                <LineRow
                  key={line.id}
                  line={line}
                  busy={busy}
                  onQuantity={(quantity) => change('/sales/my-shop/update-cart', 'POST', { id: line.id, quantity })}
                  onRemove={() => change(`/sales/my-shop/remove-cart/${line.id}`, 'DELETE')}
                />
              ))}
              <Button component={Link} to={PATHS.myShop} sx={{ mt: 1 }}>
                {t('shop.cart.continue')}
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <VoucherBox
                cart={cart}
                busy={busy}
                onApply={(code) => change('/sales/my-shop/apply-voucher', 'POST', { code }, true)}
                onRemove={() => change('/sales/my-shop/remove-voucher', 'DELETE', undefined, true)}
              />
              <AmountsSummary amounts={cart.amounts} showShipping={false} />
              <Typography variant="caption" color="text.secondary">
                {t('shop.cart.shippingLater')}
              </Typography>
              {minimum && minimum !== blocked && (
                <Alert severity={cart.minimum!.met ? 'success' : 'info'} data-testid="minimum-hint">
                  {minimum}
                </Alert>
              )}
              {blocked && (
                <Alert severity="warning" data-testid="checkout-blocked">
                  {blocked}
                </Alert>
              )}
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button variant="contained" size="large" disabled={Boolean(blocked) || busy} onClick={() => navigate(PATHS.checkout)} data-testid="go-checkout">
                  {t('shop.cart.checkout')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Box>
      )}
    </Box>
  );
}
