import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AFFILIATE_CODE, AFFILIATE_WINDOW_DAYS } from '../../../../common/api/store-affiliate';
import type { ApiError } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { loadAccount, registerAffiliate } from './api';
import { AffiliateScreen } from './parts';
import { useAffiliateT } from './texts';

/** A code suggested from the agent's name: "Siti Aminah" → "siti-aminah". */
export const suggestCode = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AFFILIATE_CODE.max)
    .replace(/-+$/, '');

/** /affiliate/register: the agent picks its code (suggested from its name) and gets its link. */
export default function RegisterPage() {
  const t = useAffiliateT();
  return (
    <AffiliateScreen title={t('shop.affiliate.register.title')}>
      <Register />
    </AffiliateScreen>
  );
}

function Register() {
  const t = useAffiliateT();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const account = useLoad('affiliate-account', loadAccount);
  const [code, setCode] = useState(() => suggestCode(user.name ?? ''));
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  if (account.error) return <LoadError message={account.error.message} onRetry={account.retry} />;
  if (account.loading) return <Skeleton variant="rounded" height={240} />;
  if (account.data) return <Navigate to={PATHS.affiliateAccount} replace />;
  const url = `${window.location.origin}/s/a/${code || '…'}`;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const result = await registerAffiliate({ code: code.trim() });
      void navigate(PATHS.affiliateSetup, { state: { notice: result.message } });
    } catch (err) {
      const e = err as ApiError;
      setError({ message: e.fields.code ?? e.message, field: e.fields.code ? 'code' : null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardContent
        component="form"
        sx={{ display: 'grid', gap: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('shop.affiliate.register.intro', { days: AFFILIATE_WINDOW_DAYS.default })}
        </Typography>
        {error && !error.field && <Alert severity="error">{error.message}</Alert>}
        <TextField
          label={t('shop.affiliate.register.code')}
          value={code}
          required
          onChange={(e) => setCode(e.target.value.toLowerCase())}
          error={Boolean(error?.field)}
          helperText={error?.field ? error.message : t('shop.affiliate.register.codeHelp', { url })}
          slotProps={{ htmlInput: { maxLength: AFFILIATE_CODE.max, autoCapitalize: 'none', 'data-testid': 'affiliate-code' } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !code.trim()} data-testid="affiliate-register-submit">
          {t('shop.affiliate.register.submit')}
        </Button>
      </CardContent>
    </Card>
  );
}
