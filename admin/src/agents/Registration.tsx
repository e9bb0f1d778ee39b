import { useEffect, useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  email,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApiError, agentChoices, bankChoices, registerAgent, tierChoices, type Choice } from './api';

const COUNTRIES = [
  { id: 'MY', name: 'Malaysia' },
  { id: 'ID', name: 'Indonesia' },
];

function AgentPicker({ source, label }: { source: string; label: string }) {
  const [choices, setChoices] = useState<Choice[]>([]);
  const [search, setSearch] = useState('');
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      agentChoices(search).then(
        (found) => live && setChoices((old) => [...found, ...old.filter((o) => !found.some((f) => f.id === o.id))].slice(0, 200)),
        () => undefined,
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return <AutocompleteInput source={source} label={label} choices={choices} onInputChange={(_e, value) => setSearch(value)} filterToQuery={undefined} fullWidth />;
}

function AddressFields() {
  const translate = useTranslate();
  const country = (useWatch({ name: 'accAddressCountry' }) as string | undefined) ?? (useWatch({ name: 'companyCountry' }) as string | undefined);
  const bankCountry = (useWatch({ name: 'accBankCountry' }) as string | undefined) ?? 'MY';
  const [banks, setBanks] = useState<Choice[]>([]);
  useEffect(() => {
    bankChoices(bankCountry).then(setBanks, () => setBanks([]));
  }, [bankCountry]);
  const f = (name: string) => translate(`agents.registration.fields.${name}`);
  return (
    <>
      <Typography variant="h6">{translate('agents.registration.account')}</Typography>
      <SelectInput source="companyCountry" label={f('companyCountry')} choices={COUNTRIES} validate={required()} />
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <TextInput source="accFirstName" label={f('accFirstName')} validate={[required(), maxLength(100)]} />
        <TextInput source="accLastName" label={f('accLastName')} validate={maxLength(100)} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <TextInput source="accIdentity" label={f('accIdentity')} validate={[required(), maxLength(32)]} />
        <DateInput source="accBirthDate" label={f('accBirthDate')} />
        <SelectInput
          source="accGender"
          label={f('accGender')}
          choices={[
            { id: 'male', name: 'agents.registration.gender.male' },
            { id: 'female', name: 'agents.registration.gender.female' },
          ]}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <TextInput source="accCodePhone" label={f('accCodePhone')} />
        <TextInput source="accPhone" label={f('accPhone')} />
        <TextInput source="accTIN" label={f('accTIN')} />
      </Box>
      <TextInput source="accAddressLine1" label={f('accAddressLine1')} fullWidth />
      <TextInput source="accAddressLine2" label={f('accAddressLine2')} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <TextInput source="accAddressPostcode" label={f('accAddressPostcode')} />
        <TextInput source="accAddressCity" label={f('accAddressCity')} />
        <TextInput source="accAddressState" label={f('accAddressState')} />
        <SelectInput source="accAddressCountry" label={f('accAddressCountry')} choices={COUNTRIES} />
      </Box>
      {country === 'ID' && (
        <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
          <TextInput source="accAddressProvince" label={f('accAddressProvince')} />
          <TextInput source="accAddressRegency" label={f('accAddressRegency')} />
          <TextInput source="accAddressDistrict" label={f('accAddressDistrict')} />
          <TextInput source="accAddressVillage" label={f('accAddressVillage')} />
        </Box>
      )}
      <Typography variant="h6">{translate('agents.registration.bank')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <SelectInput source="accBankCountry" label={f('accBankCountry')} choices={COUNTRIES} />
        <SelectInput source="accBankCompany" label={f('accBankCompany')} choices={banks} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <TextInput source="accBankNumber" label={f('accBankNumber')} />
        <TextInput source="accBankName" label={f('accBankName')} />
        <TextInput source="accBankIdentity" label={f('accBankIdentity')} />
      </Box>
    </>
  );
}

/**
 * HQ registers an agent (/agent-registration, POST /api/agent-registration): account and bank
 * details, level, upline and helper. The server validates everything; its per-field messages
 * appear beside the fields, its success message in the notification.
 */
export function AgentRegistrationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [tiers, setTiers] = useState<Choice[]>([]);
  useEffect(() => {
    tierChoices().then(setTiers, () => setTiers([]));
  }, []);
  const f = (name: string) => translate(`agents.registration.fields.${name}`);

  const submit = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null));
    try {
      const result = await registerAgent(body);
      notify(result.message, { type: 'success' });
      redirect('/agents');
      return undefined;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) return err.fields;
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
      return undefined;
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('agents.registration.title')} />
      <Card>
        <SimpleForm onSubmit={submit} defaultValues={{ companyCountry: 'MY', accBankCountry: 'MY' }}>
          <Typography variant="h6">{translate('agents.registration.network')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
            <TextInput source="email" label={f('email')} validate={[required(), email()]} />
            <TextInput source="username" label={f('username')} validate={[required(), maxLength(50)]} />
          </Box>
          <SelectInput source="usrTierId" label={f('usrTierId')} choices={tiers} validate={required()} />
          <AgentPicker source="familyDirectId" label={f('familyDirectId')} />
          <AgentPicker source="familyHelperId" label={f('familyHelperId')} />
          <AddressFields />
        </SimpleForm>
      </Card>
    </Box>
  );
}
