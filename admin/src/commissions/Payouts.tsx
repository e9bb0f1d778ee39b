import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Datagrid, FunctionField, SelectInput, TextField, Title, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Timeline from '@mui/icons-material/Timeline';
import Typography from '@mui/material/Typography';
import Calculate from '@mui/icons-material/Calculate';
import Description from '@mui/icons-material/Description';
import { COMMISSION_TYPES, PAYOUT_STATUSES, type CommissionType } from '../../../common/commissions';
import { AgentPicker } from '../agents/sections';
import { DownloadButton } from '../shared/DownloadButton';
import { List } from '../shared/List';
import { LoadError } from '../shared/LoadError';
import { DateField, formatCalendar, formatTime } from '../shared/dates';
import { downloadApprovedPayouts, payoutOf, type PayoutView } from './api';
import { checkPath, statementPath } from './CommissionDetails';
import { PayoutActions } from './PayoutActions';
import { Amount, Empty, LoadingRows, PageHeader, PayoutStatusChip, klMonthOf } from './shared';
import { useLoad } from '../shared/query';

/** The bank account the request was made to (copied at request time). */
const bankOf = (p: PayoutView) => [p.bankCompany, p.bankNumber, p.bankName].filter(Boolean).join(' · ') || '—';

function Actions() {
  return (
    <TopToolbar>
      <DownloadButton label="commissions.payouts.export" download={downloadApprovedPayouts} />
    </TopToolbar>
  );
}

function RowActions({ payout }: { payout: PayoutView }) {
  const refresh = useRefresh();
  return <PayoutActions payout={payout} onChanged={refresh} />;
}

/**
 * /commission-payout: agents' payout requests (GET /commission/payouts; HQ and staff with
 * manage_payouts), requested ones first by default, filtered by status and agent; each row can be
 * approved, rejected with a reason or marked paid, and opens its details; the approved ones
 * download as the bank-transfer CSV.
 */
export function PayoutListPage() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="status" source="status" label="commissions.payouts.status" choices={PAYOUT_STATUSES.map((s) => ({ id: s, name: `commissions.payoutStatus.${s}` }))} alwaysOn />,
    <AgentPicker key="agentId" source="agentId" label={translate('commissions.agent')} />,
  ];
  return (
    <List
      resource="commission-payouts"
      title={translate('commissions.payouts.title')}
      storeKey="commission-payouts"
      filters={filters}
      filterDefaultValues={{ status: 'requested' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      actions={<Actions />}
      exporter={false}
      empty={false}
      perPage={25}
    >
      <Datagrid rowClick={(id) => `/commission-payout/details?id=${id}`} bulkActionButtons={false} empty={<Empty text="commissions.payouts.empty" />}>
        <TextField source="agentName" sortable={false} />
        <FunctionField<PayoutView> source="amount" textAlign="right" render={(p) => <Amount value={p.amount} />} />
        <FunctionField<PayoutView> source="withholding" textAlign="right" sortable={false} render={(p) => <Amount value={p.withholding} />} />
        <FunctionField<PayoutView> source="net" textAlign="right" sortable={false} render={(p) => <Amount value={p.net} strong />} />
        <FunctionField<PayoutView> source="status" render={(p) => <PayoutStatusChip status={p.status} />} />
        <FunctionField<PayoutView> source="bank" sortable={false} render={bankOf} />
        <DateField source="createdAt" showTime />
        <FunctionField<PayoutView> label="commissions.payouts.actions" render={(p) => <RowActions payout={p} />} />
      </Datagrid>
    </List>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 0.5 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The agent's statement of the payout's month and check calculation of a chosen type. */
function AgentLinks({ payout }: { payout: PayoutView }) {
  const translate = useTranslate();
  const period = klMonthOf(payout.paidAt ?? payout.createdAt);
  const [type, setType] = useState<CommissionType>('override');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
      <Button size="small" component={Link} to={statementPath('/commission-payout', payout.agentId, period)} startIcon={<Description />}>
        {translate('commissions.statement.open')}
      </Button>
      <MuiTextField select size="small" fullWidth={false} label={translate('commissions.type')} value={type} onChange={(e) => setType(e.target.value as CommissionType)} sx={{ minWidth: 200 }}>
        {COMMISSION_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`commissions.types.${t}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button size="small" component={Link} to={checkPath('/commission-payout', payout.agentId, period, type)} startIcon={<Calculate />}>
        {translate('commissions.check.open')}
      </Button>
    </Box>
  );
}

function Events({ payout }: { payout: PayoutView }) {
  const translate = useTranslate();
  if (!payout.events.length) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Timeline fontSize="small" /> {translate('commissions.payouts.history')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2 }} data-testid="payout-events">
          {payout.events.map((e, i) => (
            <Box component="li" key={i} sx={{ mb: 1 }} data-status={e.toStatus}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <PayoutStatusChip status={e.toStatus} />
                <Typography variant="body2">{formatTime(e.createdAt)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {e.by ?? '—'}
                </Typography>
              </Box>
              {e.note && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {e.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /commission-payout/details?id=: one payout request (GET /commission/payouts/:id) — agent,
 * amounts, bank, status, reason or reference — with its actions, the timeline of its status
 * changes and links to the agent's income statement and check calculation.
 */
export function PayoutDetailsPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const payout = useLoad(['commissions', 'payout', id], valid ? () => payoutOf(id) : null);
  // A change reloads this payout and every list that shows it.
  const refresh = useRefresh();
  if (!valid) return <Empty text="commissions.badLink" />;
  const p = payout.data;
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('commissions.payouts.detailsTitle')} />
      <PageHeader title={translate('commissions.payouts.detailsTitle')}>{p && <PayoutActions payout={p} onChanged={refresh} />}</PageHeader>
      {payout.loading && <LoadingRows rows={6} />}
      {!!payout.error && <LoadError error={payout.error} onRetry={payout.retry} />}
      {p && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Fact label={translate('commissions.agent')}>{p.agentName}</Fact>
              <Fact label={translate('commissions.payouts.status')} testId="payout-status">
                <PayoutStatusChip status={p.status} />
              </Fact>
              <Fact label={translate('resources.commission-payouts.fields.amount')}>
                <Amount value={p.amount} />
              </Fact>
              <Fact label={translate('resources.commission-payouts.fields.withholding')}>
                <Amount value={p.withholding} />
              </Fact>
              <Fact label={translate('resources.commission-payouts.fields.net')}>
                <Amount value={p.net} strong />
              </Fact>
              <Fact label={translate('resources.commission-payouts.fields.bank')}>{bankOf(p)}</Fact>
              <Fact label={translate('resources.commission-payouts.fields.createdAt')}>{formatTime(p.createdAt)}</Fact>
              {p.decidedAt && <Fact label={translate('commissions.payouts.decidedAt')}>{formatTime(p.decidedAt)}</Fact>}
              {p.reason && <Fact label={translate('commissions.payouts.reason')}>{p.reason}</Fact>}
              {p.reference && (
                <Fact label={translate('commissions.payouts.reference')} testId="payout-reference">
                  {p.reference}
                </Fact>
              )}
              {p.paidOn && <Fact label={translate('commissions.payouts.paidOn')}>{formatCalendar(p.paidOn)}</Fact>}
              <AgentLinks payout={p} />
            </CardContent>
          </Card>
          <Events payout={p} />
        </>
      )}
    </Box>
  );
}
