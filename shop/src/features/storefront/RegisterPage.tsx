import { Navigate, useNavigate } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { loadSetup } from './api';
import { DetailsForm } from './DetailsForm';
import { StorefrontScreen } from './parts';
import { useStorefrontT } from './texts';

/**
 * /storefront/register: the agent opens its store (name, link, WhatsApp, about, logo, banner,
 * fulfilment), then goes on to choose its products. An agent that has a store lands on its account.
 */
export default function RegisterPage() {
  const t = useStorefrontT();
  return (
    <StorefrontScreen title={t('shop.storefront.register.title')}>
      <Register />
    </StorefrontScreen>
  );
}

function Register() {
  const t = useStorefrontT();
  const navigate = useNavigate();
  const setup = useLoad('storefront-setup', loadSetup);
  if (setup.error) return <LoadError message={setup.error.message} onRetry={setup.retry} />;
  if (setup.loading) return <Skeleton variant="rounded" height={320} />;
  if (setup.data) return <Navigate to={PATHS.storefrontAccount} replace />;
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('shop.storefront.register.intro')}
        </Typography>
        <DetailsForm setup={null} onSaved={(_, message, kind) => navigate(PATHS.storefrontSetup, { state: { notice: message, kind } })} />
      </CardContent>
    </Card>
  );
}
