import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError, request } from '../../../../common/web/api';
import { useT } from '../../i18n';
import { orderPath } from '../../paths';
import { ConfirmDialog } from '../customers/ConfirmDialog';
import { useMoney } from '../shop/format';
import type { Cart } from './types';

/** docs/rules.md: "Cart": an unpaid order blocks a new checkout until it is paid or deleted. */
export function OpenOrderBanner({ order, onDeleted }: { order: NonNullable<Cart['openOrder']>; onDeleted: (message: string) => void }) {
  const t = useT();
  const money = useMoney();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    try {
      const { message } = await request(`/sales/my-shop/order/${order.id}`, { method: 'DELETE' });
      setConfirming(false);
      onDeleted(message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert severity="warning" data-testid="open-order">
      <AlertTitle>{t('shop.cart.openOrderTitle', { orderNo: order.orderNo })}</AlertTitle>
      {t('shop.cart.openOrderText', { total: money(order.grandTotal) })}
      {error && <div role="alert">{error}</div>}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" component={Link} to={orderPath(order.id)}>
          {t('shop.cart.openOrderView')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          {t('shop.orders.deleteOrder')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('shop.orders.deleteTitle', { orderNo: order.orderNo })}
        confirmLabel={t('shop.orders.deleteOrder')}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      >
        {t('shop.orders.deleteText')}
      </ConfirmDialog>
    </Alert>
  );
}
