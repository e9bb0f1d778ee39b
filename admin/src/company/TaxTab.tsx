import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AutocompleteInput, Loading, NumberInput, TextInput, maxValue, minValue, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { TAX_MAX_PERCENT } from '../../../common/company';
import type { Profile } from './ProfileTab';
import { SettingsForm } from './SettingsForm';
import { pick, useChoices, useSettings } from './settings';
import { LoadError } from '../shared/LoadError';

const TAX_FIELDS = ['companyName', 'comTIN', 'comMsicCode', 'comMsicDescription', 'comTaxPercentage'] as const;

/** The e-invoicing facts of the profile: TIN, MSIC code (from /list-msic) and the tax percentage. */
export function TaxTab() {
  const translate = useTranslate();
  const { record, error, retry, save } = useSettings<Profile>('/setup/company');
  const msic = useChoices<{ code: string; description: string }>('/list-msic');
  const choices = useMemo(() => msic.map((m) => ({ id: m.code, name: `${m.code} — ${m.description}` })), [msic]);
  if (!record) return error ? <LoadError error={error} onRetry={retry} /> : <Loading />;
  return (
    <Card>
      <SettingsForm
        record={record}
        onSubmit={(values: FieldValues) => {
          const body = pick(values, TAX_FIELDS);
          // A new code takes the official description unless one is typed in.
          if (values.comMsicCode !== record.comMsicCode && values.comMsicDescription === record.comMsicDescription) body.comMsicDescription = null;
          return save('/setup/company/store', body);
        }}
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('company.tax.intro')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          <NumberInput source="comTaxPercentage" step={0.01} min={0} max={TAX_MAX_PERCENT} validate={[minValue(0), maxValue(TAX_MAX_PERCENT)]} helperText="company.tax.percentHelp" />
          <TextInput source="comTIN" />
          <AutocompleteInput source="comMsicCode" choices={choices} />
          <TextInput source="comMsicDescription" helperText="company.tax.msicHelp" />
        </Box>
      </SettingsForm>
    </Card>
  );
}
