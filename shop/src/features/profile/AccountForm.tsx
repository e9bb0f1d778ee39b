import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { post } from '../../../../common/web/api';
import { FormOutcome } from '../../forms/FormOutcome';
import { PhoneFields } from '../../forms/PhoneFields';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { useCurrentUser } from '../../session/SessionContext';
import { IndonesianAddress } from './IndonesianAddress';
import { MalaysianAddress } from './MalaysianAddress';
import { accountRules, accountValues, type AccountValues } from './rules';
import { TinStatus } from './TinStatus';
import { useReloadUser } from './useReloadUser';

/** Personal details and the Malaysian or Indonesian address (POST /api/user/account-detail). */
export function AccountForm({ submitLabel, onSaved, extraActions }: { submitLabel?: string; onSaved?: () => void; extraActions?: ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const reloadUser = useReloadUser();
  const form = useForm<AccountValues>(accountValues(user), accountRules);
  const malaysian = form.values.accAddressCountry === 'MY';

  const submit = form.onSubmit(async (values) => {
    const { message } = await post('/user/account-detail', {
      ...values,
      companyCountry: user.company.country,
      accAddressState: malaysian ? values.accAddressState : '',
      accAddressCity: malaysian ? values.accAddressCity : '',
    });
    await reloadUser();
    onSaved?.();
    return message;
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="account-form">
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...form.field('accFirstName')} label={t('shop.fields.firstName')} autoComplete="given-name" required fullWidth />
          <TextField {...form.field('accLastName')} label={t('shop.fields.lastName')} autoComplete="family-name" fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...form.field('accIdentity')} label={t('shop.fields.identity')} fullWidth />
          <TextField {...form.field('accBirthDate')} type="date" label={t('shop.fields.birthDate')} fullWidth slotProps={{ inputLabel: { shrink: true } }} />
          <SelectField
            {...form.field('accGender')}
            label={t('shop.fields.gender')}
            options={[
              { value: 'male', label: t('shop.gender.male') },
              { value: 'female', label: t('shop.gender.female') },
            ]}
            fullWidth
          />
        </Stack>
        <PhoneFields form={form} />
        <TextField {...form.field('accTIN')} label={t('shop.fields.tin')} helperText={form.field('accTIN').helperText ?? t('shop.profile.tinHelp')} />
        <TinStatus />

        <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
          {t('shop.profile.address')}
        </Typography>
        <SelectField
          {...form.field('accAddressCountry')}
          label={t('shop.fields.country')}
          options={[
            { value: 'MY', label: t('shop.country.MY') },
            { value: 'ID', label: t('shop.country.ID') },
          ]}
          sx={{ maxWidth: 320 }}
        />
        <TextField {...form.field('accAddressLine1')} label={t('shop.fields.addressLine1')} autoComplete="address-line1" />
        <TextField {...form.field('accAddressLine2')} label={t('shop.fields.addressLine2')} autoComplete="address-line2" />
        {malaysian ? <MalaysianAddress form={form} /> : <IndonesianAddress form={form} />}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {extraActions}
          <SubmitButton busy={form.submitting}>{submitLabel ?? t('shop.action.save')}</SubmitButton>
        </Stack>
      </Stack>
    </Box>
  );
}
