import { Navigate } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { loadCoop } from './api';
import { CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

/** /coop, the drawer's entry: the co-op store's account, or its registration before there is one. */
export default function CoopEntry() {
  const t = useCoopT();
  const setup = useLoad('coop-setup', loadCoop);
  return (
    <CoopScreen title={t('shop.coop.title')}>
      {setup.error ? (
        <LoadError message={setup.error.message} onRetry={setup.retry} />
      ) : setup.loading ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <Navigate to={setup.data ? COOP_PATHS.account : COOP_PATHS.register} replace />
      )}
    </CoopScreen>
  );
}
