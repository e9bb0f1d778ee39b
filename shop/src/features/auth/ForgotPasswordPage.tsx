import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { post } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { email, required } from '../../../../common/web/validation';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';

/** Asks for a one-time link to set a new password; the link opens /reset-password on the company's site. */
export default function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('shop.forgot.title'));
  const form = useForm({ email: '' }, () => ({ email: [required, email] }));

  const submit = form.onSubmit(async (values) => {
    // The server builds the link on the company's own domain; no address is sent.
    const { message } = await post('/forgot-password', { email: values.email.trim() });
    return message;
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('shop.forgot.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('shop.forgot.intro')}
      </Typography>
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        <TextField {...form.field('email')} type="email" label={t('shop.fields.email')} autoComplete="email" autoFocus required />
        <SubmitButton busy={form.submitting}>{t('shop.forgot.submit')}</SubmitButton>
        <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
          {t('shop.action.backToLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
