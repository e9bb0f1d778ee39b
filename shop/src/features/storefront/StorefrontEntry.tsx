import { Navigate } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { loadSetup } from './api';
import { StorefrontScreen } from './parts';
import { useStorefrontT } from './texts';

/** /storefront, the drawer's entry: the account of the agent's store, or its registration before there is one. */
export default function StorefrontEntry() {
  const t = useStorefrontT();
  return (
    <StorefrontScreen title={t('shop.storefront.title')}>
      <Redirect />
    </StorefrontScreen>
  );
}

function Redirect() {
  const setup = useLoad('storefront-setup', loadSetup);
  if (setup.error) return <LoadError message={setup.error.message} onRetry={setup.retry} />;
  if (setup.loading) return <Skeleton variant="rounded" height={120} />;
  return <Navigate to={setup.data ? PATHS.storefrontAccount : PATHS.storefrontRegister} replace />;
}
