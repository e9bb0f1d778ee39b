import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '../../../../common/messages';
import { post } from '../../../../common/web/api';
import { PasswordField } from '../../../../common/web/components/PasswordField';
import { PasswordRules } from '../../../../common/web/components/PasswordRules';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { required, strongPassword } from '../../../../common/web/validation';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { sameAs } from '../../forms/sameAs';

/** Sets a new password with the one-time token of the e-mailed link (`?token=`), also used by staff invitations. */
export default function ResetPasswordPage() {
  const t = useT();
  const lang = useLanguage();
  usePageTitle(t('shop.reset.title'));
  const token = useSearchParams()[0].get('token');
  const form = useForm({ password: '', confirm: '' }, (values) => ({
    password: [required, strongPassword],
    confirm: [required, sameAs(values.password)],
  }));
  const done = form.outcome?.kind === 'success';

  const submit = form.onSubmit(async (values) => (await post('/create-password', { token, password: values.password })).message);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('shop.reset.title')}
      </Typography>
      {!token ? (
        <Alert severity="error">{translate('password.tokenInvalid', lang)}</Alert>
      ) : (
        <>
          <FormOutcome outcome={form.outcome} />
          {!done && (
            <Stack spacing={2}>
              <PasswordField {...form.field('password')} label={t('shop.fields.newPassword')} autoComplete="new-password" autoFocus required />
              <PasswordRules password={form.values.password} />
              <PasswordField {...form.field('confirm')} label={t('shop.fields.confirmPassword')} autoComplete="new-password" required />
              <SubmitButton busy={form.submitting}>{t('shop.reset.submit')}</SubmitButton>
            </Stack>
          )}
        </>
      )}
      <Button component={RouterLink} to={PATHS.login} fullWidth sx={{ mt: 2 }} variant={done ? 'contained' : 'text'}>
        {t(done ? 'shop.reset.toLogin' : 'shop.action.backToLogin')}
      </Button>
      {!token && (
        <Button component={RouterLink} to={PATHS.forgotPassword} fullWidth>
          {t('shop.forgot.title')}
        </Button>
      )}
    </Box>
  );
}
