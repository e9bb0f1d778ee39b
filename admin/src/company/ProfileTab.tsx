import { useEffect, useRef } from 'react';
import { Loading, SelectInput, TextInput, email, maxLength, required, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { SettingsForm } from './SettingsForm';
import { pick, useChoices, useSettings } from './settings';
import { LoadError } from '../shared/LoadError';

/** The fields of the company profile form; the tax tab saves the e-invoicing ones. */
export const PROFILE_FIELDS = [
  'companyName',
  'orgId',
  'companyRoc',
  'comAddr1',
  'comAddr2',
  'comPostcode',
  'comCity',
  'comState',
  'comCodePhone',
  'comPhone',
  'comEmail',
  'comBankCompany',
  'comBankNumber',
  'comBankName',
  'comBankIdentity',
  'comPrefixName',
  'province',
  'regency',
  'district',
  'village',
] as const;

export interface Profile extends Record<(typeof PROFILE_FIELDS)[number], string | null> {
  id: number;
  comCountry: 'MY' | 'ID';
  comCurrency: string;
  comTIN: string | null;
  comMsicCode: string | null;
  comMsicDescription: string | null;
  comTaxPercentage: number;
}

interface Area {
  id: string;
  name: string;
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 };

/** Province → regency → district → village, each list depending on the choice above; a changed parent clears its children. */
export function IndonesianAddress() {
  const { setValue } = useFormContext();
  const [province, regency, district] = useWatch({ name: ['province', 'regency', 'district'] }) as (string | null)[];
  const provinces = useChoices<Area>('/province');
  const regencies = useChoices<Area>(province ? '/city' : null, { provinceId: province ?? undefined });
  const districts = useChoices<Area>(regency ? '/districts' : null, { cityId: regency ?? undefined });
  const villages = useChoices<Area>(district ? '/village' : null, { districtId: district ?? undefined });
  const previous = useRef({ province, regency, district });
  useEffect(() => {
    const before = previous.current;
    if (before.province !== province) setValue('regency', null, { shouldDirty: true });
    if (before.regency !== regency) setValue('district', null, { shouldDirty: true });
    if (before.district !== district) setValue('village', null, { shouldDirty: true });
    previous.current = { province, regency, district };
  }, [province, regency, district, setValue]);
  return (
    <Box sx={grid}>
      <SelectInput source="province" choices={provinces} emptyText="—" />
      <SelectInput source="regency" choices={regencies} emptyText="—" />
      <SelectInput source="district" choices={districts} emptyText="—" />
      <SelectInput source="village" choices={villages} emptyText="—" />
    </Box>
  );
}

function MalaysianAddress() {
  const states = useChoices<Area>('/state', { country: 'MY' });
  return (
    <Box sx={grid}>
      <TextInput source="comPostcode" validate={maxLength(10)} />
      <TextInput source="comCity" validate={maxLength(100)} />
      <SelectInput source="comState" choices={states} emptyText="—" />
    </Box>
  );
}

/** Company profile: identity, contact, address (Malaysian or Indonesian) and bank. */
export function ProfileTab() {
  const translate = useTranslate();
  const { record, error, retry, save } = useSettings<Profile>('/setup/company');
  const banks = useChoices<{ code: string; name: string }>(record ? '/list-bank' : null, { country: record?.comCountry });
  if (!record) return error ? <LoadError error={error} onRetry={retry} /> : <Loading />;
  const section = (key: string) => (
    <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
      {translate(`company.profile.${key}`)}
    </Typography>
  );
  return (
    <Card>
      <SettingsForm record={record} onSubmit={(values: FieldValues) => save('/setup/company/store', pick(values, PROFILE_FIELDS))}>
        {section('identity')}
        <Box sx={grid}>
          <TextInput source="companyName" validate={[required(), maxLength(191)]} />
          <TextInput source="comPrefixName" validate={maxLength(10)} helperText="company.profile.prefixHelp" />
          <TextInput source="companyRoc" validate={maxLength(64)} />
          <TextInput source="orgId" validate={maxLength(64)} />
          <TextInput source="comEmail" type="email" validate={email()} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', columnGap: 1 }}>
            <TextInput source="comCodePhone" />
            <TextInput source="comPhone" />
          </Box>
          <TextInput source="comCountry" disabled helperText="company.profile.fixedHelp" />
          <TextInput source="comCurrency" disabled helperText="company.profile.fixedHelp" />
        </Box>
        {section('address')}
        <TextInput source="comAddr1" fullWidth validate={maxLength(255)} />
        <TextInput source="comAddr2" fullWidth validate={maxLength(255)} />
        {record.comCountry === 'ID' ? (
          <>
            <TextInput source="comPostcode" validate={maxLength(10)} />
            <IndonesianAddress />
          </>
        ) : (
          <MalaysianAddress />
        )}
        {section('bank')}
        <Box sx={grid}>
          <SelectInput source="comBankCompany" choices={banks} optionValue="code" emptyText="—" />
          <TextInput source="comBankNumber" />
          <TextInput source="comBankName" />
          <TextInput source="comBankIdentity" />
        </Box>
      </SettingsForm>
    </Card>
  );
}
