import { useState } from 'react';
import { AutocompleteInput, DateInput, SelectInput, TextInput, maxLength, required, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { agentChoices, type Choice } from './api';
import { useBankChoices } from './choices';
import { useLoad, useSettled } from '../shared/query';

/**
 * Form sections shared by HQ's agent registration (Registration.tsx) and HQ's edit of an agent's
 * details (AgentInfo.tsx): the same inputs, labels and field rules (docs/rules.md: Account detail,
 * Bank detail, Social). The server validates everything again; its per-field messages appear
 * beside these inputs.
 */
export const COUNTRIES = [
  { id: 'MY', name: 'Malaysia' },
  { id: 'ID', name: 'Indonesia' },
];

const row = { display: 'flex', gap: 2, width: '100%' } as const;

/** A label of agents.registration.fields. */
export function useFieldLabel(): (name: string) => string {
  const translate = useTranslate();
  return (name) => translate(`agents.registration.fields.${name}`);
}

/**
 * An autocomplete of agents, searched on the server as one types (`load`, by default the
 * company's agents of GET /list-agent; `lookup` names another call, for its cached answers).
 * Choices already seen stay, so a picked one keeps its name.
 */
export function AgentPicker({
  source,
  label,
  load = agentChoices,
  lookup = 'agents',
  validate,
  helperText,
}: {
  source: string;
  label: string;
  load?: (search: string) => Promise<Choice[]>;
  lookup?: string;
  validate?: Validator | Validator[];
  helperText?: string;
}) {
  const [search, setSearch] = useState('');
  const text = useSettled(search, 250);
  const found = useLoad(['lookup', lookup, text], () => load(text)).data;
  // Each new answer goes in front of the choices seen so far (React's "adjust state on a change" while rendering).
  const [merged, setMerged] = useState<{ from: Choice[] | null; choices: Choice[] }>({ from: null, choices: [] });
  if (found && found !== merged.from) setMerged({ from: found, choices: [...found, ...merged.choices.filter((o) => !found.some((f) => f.id === o.id))].slice(0, 200) });
  const choices = merged.choices;
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      onInputChange={(_e, value) => setSearch(value)}
      filterToQuery={undefined}
      validate={validate}
      helperText={helperText}
      fullWidth
    />
  );
}

/** Account details: country, name, identity, birth date, gender, phone, TIN and address (Indonesian parts for ID). */
export function AccountFields() {
  const translate = useTranslate();
  const f = useFieldLabel();
  const addressCountry = useWatch({ name: 'accAddressCountry' }) as string | undefined;
  const companyCountry = useWatch({ name: 'companyCountry' }) as string | undefined;
  const country = addressCountry || companyCountry;
  return (
    <>
      <Typography variant="h6">{translate('agents.registration.account')}</Typography>
      <SelectInput source="companyCountry" label={f('companyCountry')} choices={COUNTRIES} validate={required()} />
      <Box sx={row}>
        <TextInput source="accFirstName" label={f('accFirstName')} validate={[required(), maxLength(100)]} />
        <TextInput source="accLastName" label={f('accLastName')} validate={maxLength(100)} />
      </Box>
      <Box sx={row}>
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
      <Box sx={row}>
        <TextInput source="accCodePhone" label={f('accCodePhone')} />
        <TextInput source="accPhone" label={f('accPhone')} />
        <TextInput source="accTIN" label={f('accTIN')} />
      </Box>
      <TextInput source="accAddressLine1" label={f('accAddressLine1')} fullWidth />
      <TextInput source="accAddressLine2" label={f('accAddressLine2')} fullWidth />
      <Box sx={row}>
        <TextInput source="accAddressPostcode" label={f('accAddressPostcode')} />
        <TextInput source="accAddressCity" label={f('accAddressCity')} />
        <TextInput source="accAddressState" label={f('accAddressState')} />
        <SelectInput source="accAddressCountry" label={f('accAddressCountry')} choices={COUNTRIES} />
      </Box>
      {country === 'ID' && (
        <Box sx={row}>
          <TextInput source="accAddressProvince" label={f('accAddressProvince')} />
          <TextInput source="accAddressRegency" label={f('accAddressRegency')} />
          <TextInput source="accAddressDistrict" label={f('accAddressDistrict')} />
          <TextInput source="accAddressVillage" label={f('accAddressVillage')} />
        </Box>
      )}
    </>
  );
}

/** Bank details: the bank list follows the bank country. */
export function BankFields() {
  const translate = useTranslate();
  const f = useFieldLabel();
  const bankCountry = (useWatch({ name: 'accBankCountry' }) as string | undefined) || 'MY';
  const banks = useBankChoices(bankCountry);
  return (
    <>
      <Typography variant="h6">{translate('agents.registration.bank')}</Typography>
      <Box sx={row}>
        <SelectInput source="accBankCountry" label={f('accBankCountry')} choices={COUNTRIES} />
        <SelectInput source="accBankCompany" label={f('accBankCompany')} choices={banks} />
      </Box>
      <Box sx={row}>
        <TextInput source="accBankNumber" label={f('accBankNumber')} />
        <TextInput source="accBankName" label={f('accBankName')} />
        <TextInput source="accBankIdentity" label={f('accBankIdentity')} />
      </Box>
    </>
  );
}

/** Social media links. */
export function SocialFields() {
  const translate = useTranslate();
  const f = useFieldLabel();
  return (
    <>
      <Typography variant="h6">{translate('agents.registration.social')}</Typography>
      <Box sx={row}>
        <TextInput source="socmedUrlFacebook" label={f('socmedUrlFacebook')} validate={maxLength(255)} />
        <TextInput source="socmedUrlInstagram" label={f('socmedUrlInstagram')} validate={maxLength(255)} />
      </Box>
      <Box sx={row}>
        <TextInput source="socmedUrlTiktok" label={f('socmedUrlTiktok')} validate={maxLength(255)} />
        <TextInput source="socmedUrlTwitter" label={f('socmedUrlTwitter')} validate={maxLength(255)} />
      </Box>
    </>
  );
}
