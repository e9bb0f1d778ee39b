import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/Share';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { AffiliateAccount } from '../../../../common/api/store-affiliate';
import type { ApiError } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { SectionCard } from '../../layout/SectionCard';
import { PATHS } from '../../paths';
import { Figure } from '../storefront/parts';
import { loadAccount, updateAffiliate } from './api';
import { AffiliateScreen, useCopy } from './parts';
import { useAffiliateT } from './texts';

const StoreQr = lazy(() => import('../storefront/StoreQr'));

/** /affiliate/account: the agent's link to HQ's store (copy, share, WhatsApp), its QR code, the window, pausing and resuming. */
export default function AccountPage() {
  const t = useAffiliateT();
  return (
    <AffiliateScreen title={t('shop.affiliate.account.title')} tab="account">
      <Account />
    </AffiliateScreen>
  );
}

function Account() {
  const t = useAffiliateT();
  const account = useLoad('affiliate-account', loadAccount);
  const [saved, setSaved] = useState<AffiliateAccount | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, copy] = useCopy();
  if (account.error) return <LoadError message={account.error.message} onRetry={account.retry} />;
  if (account.loading) return <Skeleton variant="rounded" height={320} />;
  const a = saved ?? account.data;
  if (!a) return <Navigate to={PATHS.affiliateRegister} replace />;
  const text = t('shop.affiliate.account.shareText', { store: a.store?.name ?? '' });

  async function toggle(current: AffiliateAccount) {
    setBusy(true);
    try {
      const result = await updateAffiliate({ code: current.code, status: current.status === 'active' ? 'inactive' : 'active' });
      setSaved(result.data);
      setNotice({ kind: 'success', message: result.message });
    } catch (err) {
      setNotice({ kind: 'error', message: (err as ApiError).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="affiliate-account">
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      {!a.store && <Alert severity="info">{t('shop.affiliate.noStore')}</Alert>}
      <SectionCard title={t('shop.affiliate.account.link')} testId="affiliate-link-card">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('shop.affiliate.account.status')}
          </Typography>
          <Chip size="small" color={a.status === 'active' ? 'success' : 'default'} label={t(`shop.affiliate.account.statusValue.${a.status}`)} data-testid="affiliate-status" data-status={a.status} />
        </Stack>
        {a.status === 'inactive' && <Alert severity="warning">{t('shop.affiliate.account.pausedHelp')}</Alert>}
        <TextField value={a.link} fullWidth onFocus={(e) => e.target.select()} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'affiliate-link' } }} />
        {copied && <Alert severity={copied === 'done' ? 'success' : 'warning'}>{t(copied === 'done' ? 'shop.affiliate.account.copied' : 'shop.affiliate.account.copyFailed')}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" startIcon={<ContentCopy />} onClick={() => void copy(a.link)} data-testid="affiliate-copy">
            {t('shop.affiliate.account.copy')}
          </Button>
          {typeof navigator.share === 'function' && (
            <Button variant="outlined" size="small" startIcon={<Share />} onClick={() => void navigator.share({ text, url: a.link }).catch(() => undefined)}>
              {t('shop.affiliate.account.share')}
            </Button>
          )}
          <Button
            variant="outlined"
            size="small"
            color="success"
            startIcon={<WhatsApp />}
            component="a"
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${a.link}`)}`}
            target="_blank"
            rel="noopener"
          >
            {t('shop.affiliate.account.whatsapp')}
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
          <Figure label={t('shop.affiliate.account.store')} value={a.store?.name ?? '—'} testId="affiliate-store" />
          <Figure label={t('shop.affiliate.account.window')} value={t('shop.affiliate.account.windowValue', { days: a.windowDays })} testId="affiliate-window" />
        </Box>
        <Box>
          <Button variant="outlined" color={a.status === 'active' ? 'warning' : 'success'} disabled={busy} onClick={() => void toggle(a)} data-testid="affiliate-toggle-status">
            {t(a.status === 'active' ? 'shop.affiliate.account.pause' : 'shop.affiliate.account.resume')}
          </Button>
        </Box>
      </SectionCard>
      <SectionCard title={t('shop.affiliate.account.qr')} testId="affiliate-qr-card">
        <Typography variant="body2" color="text.secondary">
          {t('shop.affiliate.account.qrHelp')}
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" width={200} height={200} />}>
          <StoreQr url={a.link} slug={a.code} />
        </Suspense>
      </SectionCard>
    </Box>
  );
}
