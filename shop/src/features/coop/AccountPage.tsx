import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { loadCoop } from './api';
import { CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

// The storefront's QR code (its own lazy chunk with the qrcode package), reused as it is.
const StoreQr = lazy(() => import('../storefront/StoreQr'));

/** /coop/account: the co-op store's link (copy, open) and its QR code for the school's notices. */
export default function AccountPage() {
  const t = useCoopT();
  const setup = useLoad('coop-setup', loadCoop);
  const store = setup.data;
  return (
    <CoopScreen title={t('shop.coop.tabs.account')} tab="account">
      {setup.error ? (
        <LoadError message={setup.error.message} onRetry={setup.retry} />
      ) : setup.loading ? (
        <Skeleton variant="rounded" height={320} />
      ) : !store ? (
        <Navigate to={COOP_PATHS.register} replace />
      ) : (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {store.name}
            </Typography>
            <Typography color="text.secondary">{t('shop.coop.account.school', { school: store.coop.schoolName, point: store.coop.pickupPoint })}</Typography>
            <TextField label={t('shop.coop.account.link')} value={store.url} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'coop-link' } }} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button startIcon={<ContentCopy />} onClick={() => void navigator.clipboard?.writeText(store.url)}>
                {t('shop.coop.account.copy')}
              </Button>
              <Button startIcon={<OpenInNew />} href={store.url} target="_blank" rel="noopener noreferrer">
                {t('shop.coop.account.open')}
              </Button>
            </Box>
            <Typography variant="subtitle2">{t('shop.coop.account.qr')}</Typography>
            <Suspense fallback={<Skeleton variant="rounded" width={240} height={240} />}>
              <StoreQr url={store.url} slug={store.slug} />
            </Suspense>
          </CardContent>
        </Card>
      )}
    </CoopScreen>
  );
}
