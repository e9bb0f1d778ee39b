import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApiData } from '../hooks/useApiData';
import { useT } from '../i18n';
import { SelectField } from './SelectField';
import type { Binder } from './useForm';

interface PhoneCode {
  country: string;
  name: string;
  code: string;
}

/** Country calling code (GET /api/phone-code) and number. */
export function PhoneFields({ form }: { form: Binder<'accCodePhone' | 'accPhone'> }) {
  const t = useT();
  const codes = useApiData<PhoneCode[]>('/phone-code', { cache: true });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        {...form.field('accCodePhone')}
        label={t('shop.fields.phoneCode')}
        options={codes.data?.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
        loading={codes.loading}
        sx={{ width: { sm: 200 }, flexShrink: 0 }}
      />
      <TextField {...form.field('accPhone')} label={t('shop.fields.phone')} type="tel" autoComplete="tel-national" fullWidth />
    </Stack>
  );
}
