import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Share from '@mui/icons-material/Share';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { StoreSetup } from '../../../../common/api/store';
import type { ApiError } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { SectionCard } from '../../layout/SectionCard';
import { PATHS } from '../../paths';
import { loadSetup, setupInput, updateStore } from './api';
import { DetailsForm } from './DetailsForm';
import { Figure, StorefrontScreen } from './parts';
import { useStorefrontT } from './texts';

const StoreQr = lazy(() => import('./StoreQr'));

type Notice = { kind: 'success' | 'error' | 'info'; message: string } | null;

/**
 * /storefront/account: the store's state and link (copy, share, WhatsApp, open), its QR code to
 * print, what it sells and who ships it, closing and reopening it, and its details to edit.
 */
export default function AccountPage() {
  const t = useStorefrontT();
  return (
    <StorefrontScreen title={t('shop.storefront.account.title')} tab="account">
      <Account />
    </StorefrontScreen>
  );
}

function Account() {
  const t = useStorefrontT();
  const location = useLocation();
  const setup = useLoad('storefront-setup', loadSetup);
  const [saved, setSaved] = useState<StoreSetup | null>(null);
  const [notice, setNotice] = useState<Notice>((location.state as { notice?: string } | null)?.notice ? { kind: 'success', message: (location.state as { notice: string }).notice } : null);
  const [busy, setBusy] = useState(false);

  if (setup.error) return <LoadError message={setup.error.message} onRetry={setup.retry} />;
  if (setup.loading) return <Skeleton variant="rounded" height={320} />;
  const store = saved ?? setup.data;
  if (!store) return <Navigate to={PATHS.storefrontRegister} replace />;

  async function toggleStatus(current: StoreSetup) {
    setBusy(true);
    try {
      const result = await updateStore({ ...setupInput(current), status: current.status === 'active' ? 'inactive' : 'active' });
      setSaved(result.data);
      setNotice({ kind: 'success', message: result.message });
    } catch (err) {
      setNotice({ kind: 'error', message: (err as ApiError).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="storefront-account">
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      <SectionCard title={store.name} testId="storefront-link-card">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body2" color="text.secondary">
            {t('shop.storefront.account.status')}
          </Typography>
          <Chip
            size="small"
            color={store.status === 'active' ? 'success' : 'default'}
            label={t(`shop.storefront.account.statusValue.${store.status}`)}
            data-testid="storefront-status"
            data-status={store.status}
          />
        </Stack>
        {store.status === 'inactive' && <Alert severity="warning">{t('shop.storefront.account.closedHelp')}</Alert>}
        <StoreLink store={store} />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
          <Figure label={t('shop.storefront.account.fulfilment')} value={t(`shop.storefront.account.fulfilmentValue.${store.fulfilment}`)} testId="storefront-fulfilment" />
          <Figure label={t('shop.storefront.account.products')} value={String(store.productCount)} testId="storefront-product-count" />
        </Box>
        {store.productCount === 0 && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={PATHS.storefrontSetup}>
                {t('shop.storefront.account.chooseProducts')}
              </Button>
            }
          >
            {t('shop.storefront.account.noProducts')}
          </Alert>
        )}
        <Box>
          <Button variant="outlined" color={store.status === 'active' ? 'warning' : 'success'} disabled={busy} onClick={() => void toggleStatus(store)} data-testid="storefront-toggle-status">
            {t(store.status === 'active' ? 'shop.storefront.account.close' : 'shop.storefront.account.reopen')}
          </Button>
        </Box>
      </SectionCard>
      <SectionCard title={t('shop.storefront.account.qr')} testId="storefront-qr-card">
        <Typography variant="body2" color="text.secondary">
          {t('shop.storefront.account.qrHelp')}
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" width={200} height={200} />}>
          <StoreQr url={store.url} slug={store.slug} />
        </Suspense>
      </SectionCard>
      <SectionCard title={t('shop.storefront.account.details')}>
        <DetailsForm
          key={store.updatedAt}
          setup={store}
          onSaved={(next, message, kind) => {
            setSaved(next);
            setNotice({ kind, message });
          }}
        />
      </SectionCard>
    </Box>
  );
}

/** The store's link with copy, share (the phone's share sheet where there is one), WhatsApp and open. */
function StoreLink({ store }: { store: StoreSetup }) {
  const t = useStorefrontT();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const text = t('shop.storefront.account.shareText', { name: store.name });
  const canShare = typeof navigator.share === 'function';
  async function copy() {
    try {
      await navigator.clipboard.writeText(store.url);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={t('shop.storefront.account.link')}
        value={store.url}
        fullWidth
        onFocus={(e) => e.target.select()}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'storefront-url' } }}
      />
      {copied && <Alert severity={copied === 'done' ? 'success' : 'warning'}>{t(copied === 'done' ? 'shop.storefront.account.copied' : 'shop.storefront.account.copyFailed')}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" startIcon={<ContentCopy />} onClick={() => void copy()} data-testid="storefront-copy">
          {t('shop.storefront.account.copy')}
        </Button>
        {canShare && (
          <Button variant="outlined" size="small" startIcon={<Share />} onClick={() => void navigator.share({ title: store.name, text, url: store.url }).catch(() => undefined)}>
            {t('shop.storefront.account.share')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          color="success"
          startIcon={<WhatsApp />}
          component="a"
          href={`https://wa.me/?text=${encodeURIComponent(`${text} ${store.url}`)}`}
          target="_blank"
          rel="noopener"
        >
          {t('shop.storefront.account.whatsapp')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<OpenInNew />} component="a" href={store.url} target="_blank" rel="noopener" data-testid="storefront-open">
          {t('shop.storefront.account.open')}
        </Button>
      </Stack>
    </Box>
  );
}
