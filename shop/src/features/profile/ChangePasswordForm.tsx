import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { post } from '../../../../common/web/api';
import { PasswordField } from '../../../../common/web/components/PasswordField';
import { PasswordRules } from '../../../../common/web/components/PasswordRules';
import { saveToken } from '../../../../common/web/storage';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { passwordRules, type PasswordValues } from './rules';

/**
 * Changes the password (POST /api/user/change-password). The server ends every other session
 * and returns a new token for this one, which replaces the stored token.
 */
export function ChangePasswordForm() {
  const t = useT();
  const form = useForm<PasswordValues>({ old_password: '', password: '', confirm: '' }, passwordRules);

  const submit = form.onSubmit(async ({ old_password, password }) => {
    const { message, data } = await post<{ token: string }>('/user/change-password', { old_password, password });
    await saveToken(data.token);
    form.reset({ old_password: '', password: '', confirm: '' });
    return message;
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="password-form" sx={{ maxWidth: 480 }}>
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        <PasswordField {...form.field('old_password')} label={t('shop.fields.currentPassword')} autoComplete="current-password" required />
        <PasswordField {...form.field('password')} label={t('shop.fields.newPassword')} autoComplete="new-password" required />
        <PasswordRules password={form.values.password} />
        <PasswordField {...form.field('confirm')} label={t('shop.fields.confirmPassword')} autoComplete="new-password" required />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={form.submitting}>{t('shop.profile.changePassword')}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
