import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Country } from '../../../../common/constants';
import { post } from '../../../../common/web/api';
import { FormOutcome } from '../../forms/FormOutcome';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { useCurrentUser } from '../../session/SessionContext';
import { bankRules, type BankValues } from './rules';
import { useReloadUser } from './useReloadUser';

interface Bank {
  code: string;
  name: string;
}

/** Where commissions are paid: bank (GET /api/list-bank), account number and holder (POST /api/user/bank-detail). */
export function BankForm({ submitLabel, onSaved, extraActions }: { submitLabel?: string; onSaved?: () => void; extraActions?: ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const reloadUser = useReloadUser();
  const [country, setCountry] = useState<Country>(user.bank.accBankCountry ?? user.company.country);
  const banks = useApiData<Bank[]>('/list-bank', { query: { country }, cache: true });
  const form = useForm<BankValues>(
    {
      accBankCompany: user.bank.accBankCompany ?? '',
      accBankNumber: user.bank.accBankNumber ?? '',
      accBankName: user.bank.accBankName ?? user.name,
      accBankIdentity: user.bank.accBankIdentity ?? '',
    },
    bankRules,
  );

  const submit = form.onSubmit(async (values) => {
    const { message } = await post('/user/bank-detail', { ...values, accBankCountry: country });
    await reloadUser();
    onSaved?.();
    return message;
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="bank-form">
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectField
            name="accBankCountry"
            value={country}
            onChange={(e) => {
              setCountry(e.target.value as Country);
              form.set('accBankCompany', '');
            }}
            label={t('shop.fields.bankCountry')}
            options={[
              { value: 'MY', label: t('shop.country.MY') },
              { value: 'ID', label: t('shop.country.ID') },
            ]}
            sx={{ minWidth: 200 }}
          />
          {banks.error ? (
            <LoadError message={banks.error.message} onRetry={banks.retry} />
          ) : (
            <SelectField
              {...form.field('accBankCompany')}
              label={t('shop.fields.bank')}
              options={banks.data?.map((b) => ({ value: b.code, label: b.name }))}
              loading={banks.loading}
              required
              fullWidth
            />
          )}
        </Stack>
        <TextField {...form.field('accBankNumber')} label={t('shop.fields.bankNumber')} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <TextField {...form.field('accBankName')} label={t('shop.fields.bankHolder')} required />
        <TextField {...form.field('accBankIdentity')} label={t('shop.fields.bankIdentity')} />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {extraActions}
          <SubmitButton busy={form.submitting}>{submitLabel ?? t('shop.action.save')}</SubmitButton>
        </Stack>
      </Stack>
    </Box>
  );
}
