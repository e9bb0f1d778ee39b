import { Navigate } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { loadAccount } from './api';
import { AffiliateScreen } from './parts';
import { useAffiliateT } from './texts';

/** /affiliate, the drawer's entry: the agent's affiliate account, or its registration before there is one. */
export default function AffiliateEntry() {
  const t = useAffiliateT();
  return (
    <AffiliateScreen title={t('shop.affiliate.title')}>
      <Redirect />
    </AffiliateScreen>
  );
}

function Redirect() {
  const account = useLoad('affiliate-account', loadAccount);
  if (account.error) return <LoadError message={account.error.message} onRetry={account.retry} />;
  if (account.loading) return <Skeleton variant="rounded" height={120} />;
  return <Navigate to={account.data ? PATHS.affiliateAccount : PATHS.affiliateRegister} replace />;
}
