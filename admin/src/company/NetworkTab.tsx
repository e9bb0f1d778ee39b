import { Loading, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { NETWORK_FIELDS, type NetworkField } from '../../../common/company';
import { SettingsForm } from './SettingsForm';
import { pick, useSettings } from './settings';
import { LoadError } from '../shared/LoadError';

/** Social media and marketplace shop links of the company (a username is enough for social media). */
export function NetworkTab() {
  const { record, error, retry, save } = useSettings<Record<NetworkField, string | null>>('/company-network');
  if (!record) return error ? <LoadError error={error} onRetry={retry} /> : <Loading />;
  return (
    <Card>
      <SettingsForm record={record} onSubmit={(values: FieldValues) => save('/company-network/store', pick(values, NETWORK_FIELDS))}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          {NETWORK_FIELDS.map((field) => (
            <TextInput key={field} source={field} helperText={`company.network.help.${field.startsWith('socmed') ? 'social' : 'shop'}`} />
          ))}
        </Box>
      </SettingsForm>
    </Card>
  );
}
