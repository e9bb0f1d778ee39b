import { Navigate, useNavigate } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { loadCoop, registerCoop } from './api';
import { CoopForm, CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

/** /coop/register: the agent opens its school's co-op store (one per agent), then picks its products on setup. */
export default function RegisterPage() {
  const t = useCoopT();
  const navigate = useNavigate();
  const setup = useLoad('coop-setup', loadCoop);
  return (
    <CoopScreen title={t('shop.coop.register.title')}>
      {setup.error ? (
        <LoadError message={setup.error.message} onRetry={setup.retry} />
      ) : setup.loading ? (
        <Skeleton variant="rounded" height={320} />
      ) : setup.data ? (
        <Navigate to={COOP_PATHS.account} replace />
      ) : (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('shop.coop.register.intro')}
            </Typography>
            <CoopForm
              setup={null}
              submitLabel={t('shop.coop.register.submit')}
              onSave={async (input) => {
                await registerCoop(input);
                void navigate(COOP_PATHS.setup);
              }}
            />
          </CardContent>
        </Card>
      )}
    </CoopScreen>
  );
}
