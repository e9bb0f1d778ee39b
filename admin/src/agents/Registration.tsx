import { SelectInput, SimpleForm, TextInput, Title, email, maxLength, required, useNotify, useRedirect, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SaveOnlyToolbar } from '../shared/forms';
import { ApiError, registerAgent } from './api';
import { useTierChoices } from './choices';
import { AccountFields, AgentPicker, BankFields, useFieldLabel } from './sections';

/**
 * HQ registers an agent (/agent-registration, POST /api/agent-registration): account and bank
 * details, level, upline and helper. The server validates everything; its per-field messages
 * appear beside the fields, its success message in the notification. Served both at
 * /agent-registration (outside any resource) and as the agents' create view, so its toolbar
 * saves only (react-admin's default one has a DeleteButton that needs a resource).
 */
export function AgentRegistrationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const tiers = useTierChoices();
  const f = useFieldLabel();

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
        <SimpleForm onSubmit={submit} defaultValues={{ companyCountry: 'MY', accBankCountry: 'MY' }} toolbar={<SaveOnlyToolbar />}>
          <Typography variant="h6">{translate('agents.registration.network')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
            <TextInput source="email" label={f('email')} validate={[required(), email()]} />
            <TextInput source="username" label={f('username')} validate={[required(), maxLength(50)]} />
          </Box>
          <SelectInput source="usrTierId" label={f('usrTierId')} choices={tiers} validate={required()} />
          <AgentPicker source="familyDirectId" label={f('familyDirectId')} />
          <AgentPicker source="familyHelperId" label={f('familyHelperId')} />
          <AccountFields />
          <BankFields />
        </SimpleForm>
      </Card>
    </Box>
  );
}
