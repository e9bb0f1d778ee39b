import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VERIFICATION_CODE_LENGTH } from '../../../../common/constants';
import type { ApiError } from '../../../../common/web/api';
import { post } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { email, matches, required } from '../../../../common/web/validation';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';

const RESEND_WAIT_SECONDS = 30;
const CODE = new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`);

/** Confirms the e-mail address with the 6-digit code that was mailed, and can send a new code. */
export default function VerifyPage() {
  const t = useT();
  usePageTitle(t('shop.verify.title'));
  const navigate = useNavigate();
  const form = useForm({ email: useSearchParams()[0].get('email') ?? '', code: '' }, () => ({
    email: [required, email],
    code: [required, matches(CODE)],
  }));
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = form.onSubmit(async (values) => {
    await post('/verification', { email: values.email.trim(), code: values.code });
    void navigate(PATHS.verified, { replace: true });
  });

  async function resend() {
    if (email(form.values.email) || !form.values.email.trim()) {
      form.setOutcome({ kind: 'error', message: t('shop.verify.emailFirst') });
      return;
    }
    try {
      const { message } = await post('/resend-verification', { email: form.values.email.trim() });
      form.setOutcome({ kind: 'success', message });
      setWait(RESEND_WAIT_SECONDS);
    } catch (err) {
      form.setOutcome({ kind: 'error', message: (err as ApiError).message });
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('shop.verify.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('shop.verify.intro', { digits: VERIFICATION_CODE_LENGTH })}
      </Typography>
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        <TextField {...form.field('email')} type="email" label={t('shop.fields.email')} autoComplete="email" required />
        <TextField
          {...form.field('code')}
          onChange={(e) => form.set('code', e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          label={t('shop.verify.code')}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH } }}
        />
        <SubmitButton busy={form.submitting}>{t('shop.verify.submit')}</SubmitButton>
        <Button onClick={resend} disabled={wait > 0}>
          {wait ? t('shop.verify.resendIn', { seconds: wait }) : t('shop.verify.resend')}
        </Button>
        <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
          {t('shop.action.backToLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
