import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '../../../../common/web/api';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { cartCall, getPurpose, storeQuery } from '../cart/cartStore';

export type CartNotice = { kind: 'success' | 'error'; message: string } | null;

/**
 * Adds a line to the agent's cart (POST /api/sales/my-shop/add-cart, for the purpose chosen on
 * the cart page) and keeps the outcome to show: "<name> added" or the server's refusal.
 */
export function useAddToCart() {
  const t = useT();
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<CartNotice>(null);
  async function add(body: Record<string, unknown>, name: string): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    try {
      await cartCall('/sales/my-shop/add-cart', 'POST', body, storeQuery(getPurpose(), user.id));
      setNotice({ kind: 'success', message: t('shop.cart.added', { name }) });
      return true;
    } catch (err) {
      setNotice({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { add, busy, notice, setNotice };
}

/** The outcome of an add, with a way to the cart after a success. */
export function CartNoticeBar({ notice, onClose, testId = 'add-notice' }: { notice: CartNotice; onClose?: () => void; testId?: string }) {
  const t = useT();
  if (!notice) return null;
  return (
    <Alert
      severity={notice.kind}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      data-testid={testId}
      action={
        notice.kind === 'success' ? (
          <Button color="inherit" size="small" component={Link} to={PATHS.shoppingCart}>
            {t('shop.cart.view')}
          </Button>
        ) : undefined
      }
    >
      {notice.message}
    </Alert>
  );
}
