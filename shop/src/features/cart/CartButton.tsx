import { Link } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { useCartCount } from './cartStore';

/** The app bar's cart icon with the number of units in the agent's cart. Agents only. */
export function CartButton() {
  const user = useCurrentUser();
  if (user.role !== 'agent') return null;
  return <AgentCartButton userId={user.id} />;
}

function AgentCartButton({ userId }: { userId: number }) {
  const t = useT();
  const count = useCartCount(userId);
  return (
    <IconButton color="inherit" component={Link} to={PATHS.shoppingCart} aria-label={t('shop.cart.open', { count: count ?? 0 })} data-testid="cart-button">
      <Badge badgeContent={count ?? 0} color="secondary" max={999} data-testid="cart-badge">
        <ShoppingCart />
      </Badge>
    </IconButton>
  );
}
