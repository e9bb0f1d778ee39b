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
      {/* White on the app bar, whatever the company's colours (its secondary may equal the bar's primary). */}
      <Badge
        badgeContent={count ?? 0}
        max={999}
        data-testid="cart-badge"
        slotProps={{ badge: { 'data-testid': 'cart-count' } as object }}
        sx={{ '& .MuiBadge-badge': { bgcolor: 'common.white', color: 'primary.main', fontWeight: 700, boxShadow: 1 } }}
      >
        <ShoppingCart />
      </Badge>
    </IconButton>
  );
}
