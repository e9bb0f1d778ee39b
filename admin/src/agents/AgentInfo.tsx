import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { SimpleForm, TextInput, Title, maxLength, useNotify, usePermissions, useRedirect, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '../../../common/api/users';
import { canAccess } from '../access';
import { SaveOnlyToolbar } from '../shared/forms';
import { ApiError, updateAgentDetails, type AgentDetails } from './api';
import { AgentLoadState, agentDetailsKey, useAgentDetails } from './AgentDetails';
import { useInvalidate } from '../shared/query';
import { AccountFields, BankFields, SocialFields, useFieldLabel } from './sections';

/** Fields the API takes only as a country code or absent (never null or empty). */
const CODE_ONLY = ['companyCountry', 'accAddressCountry', 'accBankCountry'];

/**
 * The form's values as POST /agent-details/update takes them (AgentDetailsBody): an emptied
 * field is sent as null (the server clears it), the country codes only when set.
 */
export function detailsBody(id: number, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { id };
  for (const [key, raw] of Object.entries(values)) {
    if (raw === undefined) continue;
    const value = typeof raw === 'string' && raw.trim() === '' ? null : raw;
    if (value === null && CODE_ONLY.includes(key)) continue;
    body[key] = value;
  }
  return body;
}

function formValues(agent: AgentDetails): Record<string, unknown> {
  const values: Record<string, unknown> = { ...agent.account, ...agent.bank, ...agent.social, accCompany: agent.accCompany };
  values.companyCountry ??= 'MY';
  return values;
}

/**
 * HQ edits an agent's details (/agent-info?id=N, POST /agent-details/update): the account, bank
 * and social sections of the registration form, plus the company registration number. The
 * server's per-field messages appear beside the fields; on success it returns to the details.
 */
export function AgentInfoPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const f = useFieldLabel();
  const { permissions } = usePermissions<Pick<CurrentUser, 'role' | 'permissions'>>();
  const { id, valid, agent, error, retry } = useAgentDetails();
  const invalidate = useInvalidate();
  const defaults = useMemo(() => (agent ? formValues(agent) : undefined), [agent]);
  const title = translate('agents.info.title');

  const submit = async (values: Record<string, unknown>) => {
    try {
      const result = await updateAgentDetails(detailsBody(id, values));
      notify(result.message, { type: 'success' });
      await invalidate(agentDetailsKey(id));
      redirect(`/agent-details?id=${id}`);
      return undefined;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) return err.fields;
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
      return undefined;
    }
  };

  // Staff without add_user see the details only (the server refuses their edits anyway).
  if (permissions && !canAccess(permissions, 'agent-info')) return <Navigate to={`/agent-details?id=${id}`} replace />;
  if (!valid || error) return <AgentLoadState title={title} valid={valid} error={error} retry={retry} />;
  if (!agent || !defaults) return <Title title={title} />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${title}: ${agent.name}`} />
      <Card>
        <SimpleForm onSubmit={submit} defaultValues={defaults} toolbar={<SaveOnlyToolbar />}>
          <Typography variant="body2" color="text.secondary">
            {translate('agents.info.intro', { email: agent.email, level: agent.tier?.levelName ?? translate('agents.tree.noLevel') })}
          </Typography>
          <AccountFields />
          <TextInput source="accCompany" label={f('accCompany')} validate={maxLength(191)} />
          <BankFields />
          <SocialFields />
        </SimpleForm>
      </Card>
    </Box>
  );
}
