import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PasswordField } from '../../../../common/web/components/PasswordField';
import { isBackOffice, login } from '../../../../common/web/session';
import { usePageTitle } from '../../../../common/web/site';
import { hasToken } from '../../../../common/web/storage';
import { email, required } from '../../../../common/web/validation';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { destinationAfterLogin, goTo, safeRedirect } from '../../session/redirect';
import { useSession } from '../../session/SessionContext';

/**
 * The one sign-in page: HQ and staff continue to the console, agents to their dashboard (or back
 * to the page the guard sent them from). A visitor who is already signed in is sent on at once.
 */
export default function LoginPage() {
  const t = useT();
  usePageTitle(t('shop.login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectFrom = params.get('redirectFrom');
  const type = params.get('type') === 'hq' ? 'hq' : params.get('type') === 'member' ? 'member' : undefined;
  const { setUser } = useSession();
  const [alreadySignedIn] = useState(hasToken);
  const [remember, setRemember] = useState(false);
  const form = useForm({ email: '', password: '' }, () => ({ email: [required, email], password: [required] }));

  useEffect(() => {
    if (alreadySignedIn) goTo(navigate, safeRedirect(redirectFrom) ?? PATHS.home);
  }, [alreadySignedIn, navigate, redirectFrom]);
  if (alreadySignedIn) return <PageLoader />;

  const submit = form.onSubmit(async (values) => {
    const user = await login({ email: values.email.trim(), password: values.password, remember, type });
    if (!isBackOffice(user)) setUser(user);
    goTo(navigate, destinationAfterLogin(user, redirectFrom));
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(type === 'hq' ? 'shop.login.hqHeading' : 'shop.login.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('shop.login.intro')}
      </Typography>
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        <TextField {...form.field('email')} type="email" label={t('shop.fields.email')} autoComplete="username" autoFocus required />
        <PasswordField {...form.field('password')} label={t('shop.fields.password')} autoComplete="current-password" required />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t('shop.login.remember')} />
          <Link component={RouterLink} to={PATHS.forgotPassword}>
            {t('shop.login.forgot')}
          </Link>
        </Box>
        <SubmitButton busy={form.submitting} size="large">
          {t('shop.login.submit')}
        </SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('shop.login.notVerified')}{' '}
          <Link component={RouterLink} to={PATHS.verify}>
            {t('shop.login.verifyLink')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
