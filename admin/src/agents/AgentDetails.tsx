import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Title, usePermissions, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import type { CurrentUser } from '../../../common/api/users';
import { canAccess } from '../access';
import { useMoneyText } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { useLoad } from '../shared/query';
import { agentDetails, type AgentDetails } from './api';
import { COUNTRIES } from './sections';
import { NoData, StatusChip, formatCalendar, formatDay, formatTime } from './shared';
import { TinStatus } from './TinStatus';

const countryName = (code: string | null | undefined) => COUNTRIES.find((c) => c.id === code)?.name ?? code;

/** The query key of one agent's details (the edit page invalidates it after a save). */
export const agentDetailsKey = (id: number) => ['agents', 'details', id];

/** The agent `?id=` of the page's address and its details (GET /agent-details/:id); `valid` false for an address without a usable id. */
export function useAgentDetails() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: agent, error, retry } = useLoad<AgentDetails>(agentDetailsKey(id), valid ? () => agentDetails(id) : null);
  return { id, valid, agent, error, retry };
}

/** An agent page's address without a usable id (no data), or its load's error (with a retry). */
export function AgentLoadState({ title, valid, error, retry }: { title: string; valid: boolean; error: unknown; retry: () => void }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {valid ? <LoadError error={error} onRetry={retry} /> : <NoData />}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 0.5 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

function Item({ label, value, name }: { label: string; value: ReactNode; name?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" data-field={name}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Box>
  );
}

/**
 * One agent, read only (/agent-details?id=N): account, bank, social, tier, upline, helper, KPI,
 * group size and depth. HQ and staff with add_user get an "Edit" button to /agent-info?id=N.
 */
export function AgentDetailsPage() {
  const translate = useTranslate();
  const money = useMoneyText('—');
  const { permissions } = usePermissions<Pick<CurrentUser, 'role' | 'permissions'>>();
  const { id, valid, agent, error, retry } = useAgentDetails();
  const f = (name: string) => translate(`agents.registration.fields.${name}`);
  const d = (name: string) => translate(`agents.database.${name}`);
  const title = translate('agents.details.title');
  if (!valid || error) return <AgentLoadState title={title} valid={valid} error={error} retry={retry} />;
  if (!agent) return <Title title={title} />;
  const { account, bank, social } = agent;
  const gender = account.accGender ? translate(`agents.registration.gender.${account.accGender}`) : null;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${title}: ${agent.name}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" data-testid="agent-name">
          {agent.name}
        </Typography>
        <StatusChip status={agent.status} />
        <Box sx={{ flex: 1 }} />
        {permissions && canAccess(permissions, 'agent-info') && (
          <Button variant="contained" startIcon={<Edit />} component={Link} to={`/agent-info?id=${id}`}>
            {translate('agents.details.edit')}
          </Button>
        )}
      </Box>
      <Section title={translate('agents.details.network')}>
        <Item label={d('id')} value={agent.id} />
        <Item label={f('email')} value={agent.email} name="email" />
        <Item label={f('username')} value={agent.username} />
        <Item label={translate('agents.details.emailVerified')} value={translate(agent.emailVerified ? 'ra.boolean.true' : 'ra.boolean.false')} />
        <Item label={f('usrTierId')} value={agent.tier?.levelName ?? translate('agents.tree.noLevel')} name="level" />
        <Item label={f('familyDirectId')} value={agent.upline?.name} name="upline" />
        <Item label={f('familyHelperId')} value={agent.helper?.name} name="helper" />
        <Item label={d('joined')} value={formatDay(agent.joinedAt)} />
        <Item label={translate('agents.details.lastLogin')} value={formatTime(agent.lastLoginAt)} />
        <Item label={translate('agents.details.lastPurchase')} value={formatTime(agent.lastPurchaseAt)} />
        <Item label={translate('agents.details.groupSize')} value={agent.group.size} />
        <Item label={translate('agents.details.groupDepth')} value={agent.group.depth} />
      </Section>
      <Section title={translate('agents.details.kpi')}>
        <Item label={d('personalSales')} value={money(agent.personalSales)} />
        <Item label={d('groupSales')} value={money(agent.groupSales)} />
        <Item label={d('totalPersonalGroupSales')} value={money(agent.totalPersonalGroupSales)} />
        <Item label={d('sideGroupSales')} value={money(agent.sideGroupSales)} />
        <Item label={d('recruitCount')} value={agent.recruitCount} />
      </Section>
      <Section title={translate('agents.registration.account')}>
        <Item label={f('companyCountry')} value={countryName(account.companyCountry)} />
        <Item label={f('accFirstName')} value={account.accFirstName} name="accFirstName" />
        <Item label={f('accLastName')} value={account.accLastName} name="accLastName" />
        <Item label={f('accIdentity')} value={account.accIdentity} name="accIdentity" />
        <Item label={f('accCompany')} value={agent.accCompany} name="accCompany" />
        <Item label={f('accBirthDate')} value={account.accBirthDate ? formatCalendar(account.accBirthDate) : null} />
        <Item label={f('accGender')} value={gender} />
        <Item label={f('accPhone')} value={agent.phone} />
        <Item
          label={f('accTIN')}
          value={
            account.accTIN ? (
              <>
                {account.accTIN}
                <TinStatus userId={agent.id} tin={account.accTIN} />
              </>
            ) : null
          }
        />
        <Item label={f('accAddressLine1')} value={account.accAddressLine1} />
        <Item label={f('accAddressLine2')} value={account.accAddressLine2} />
        <Item label={f('accAddressPostcode')} value={account.accAddressPostcode} />
        <Item label={f('accAddressCity')} value={account.accAddressCity} name="accAddressCity" />
        <Item label={f('accAddressState')} value={account.accAddressState} />
        {account.accAddressCountry === 'ID' && (
          <>
            <Item label={f('accAddressProvince')} value={account.accAddressProvince} />
            <Item label={f('accAddressRegency')} value={account.accAddressRegency} />
            <Item label={f('accAddressDistrict')} value={account.accAddressDistrict} />
            <Item label={f('accAddressVillage')} value={account.accAddressVillage} />
          </>
        )}
        <Item label={f('accAddressCountry')} value={countryName(account.accAddressCountry)} />
      </Section>
      {/* Absent for readers not allowed the private fields (users/present.ts). */}
      {bank && (
        <Section title={translate('agents.registration.bank')}>
          <Item label={f('accBankCountry')} value={countryName(bank.accBankCountry)} />
          <Item label={f('accBankCompany')} value={bank.accBankCompany} />
          <Item label={f('accBankNumber')} value={bank.accBankNumber} />
          <Item label={f('accBankName')} value={bank.accBankName} />
          <Item label={f('accBankIdentity')} value={bank.accBankIdentity} />
        </Section>
      )}
      <Section title={translate('agents.registration.social')}>
        <Item label={f('socmedUrlFacebook')} value={social.socmedUrlFacebook} />
        <Item label={f('socmedUrlInstagram')} value={social.socmedUrlInstagram} />
        <Item label={f('socmedUrlTiktok')} value={social.socmedUrlTiktok} />
        <Item label={f('socmedUrlTwitter')} value={social.socmedUrlTwitter} />
      </Section>
    </Box>
  );
}
