import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { post } from '../../../../common/web/api';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { useCurrentUser } from '../../session/SessionContext';
import { socialRules, type SocialValues } from './rules';
import { useReloadUser } from './useReloadUser';

const NETWORKS: { field: keyof SocialValues; label: string }[] = [
  { field: 'socmedUrlFacebook', label: 'Facebook' },
  { field: 'socmedUrlInstagram', label: 'Instagram' },
  { field: 'socmedUrlTiktok', label: 'TikTok' },
  { field: 'socmedUrlTwitter', label: 'X (Twitter)' },
];

/** Social media links: a full link or a username each (POST /api/user/social-network). */
export function SocialForm() {
  const t = useT();
  const user = useCurrentUser();
  const reloadUser = useReloadUser();
  const form = useForm<SocialValues>(
    {
      socmedUrlFacebook: user.social.socmedUrlFacebook ?? '',
      socmedUrlInstagram: user.social.socmedUrlInstagram ?? '',
      socmedUrlTiktok: user.social.socmedUrlTiktok ?? '',
      socmedUrlTwitter: user.social.socmedUrlTwitter ?? '',
    },
    socialRules,
  );

  const submit = form.onSubmit(async (values) => {
    const { message, data } = await post<Record<keyof SocialValues, string | null>>('/user/social-network', values);
    // The server stores full links; show them as stored.
    form.update(Object.fromEntries(Object.entries(data).map(([field, link]) => [field, link ?? ''])) as SocialValues);
    await reloadUser();
    return message;
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="social-form">
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        {NETWORKS.map(({ field, label }) => (
          <TextField key={field} {...form.field(field)} label={label} placeholder={t('shop.profile.socialHint')} />
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={form.submitting}>{t('shop.action.save')}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
