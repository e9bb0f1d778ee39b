import { useSearchParams } from 'react-router-dom';
import { Datagrid, FunctionField, SearchInput, SelectInput, TextField, Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COMMISSION_TYPES } from '../../../common/commissions';
import { List } from '../shared/List';
import { LoadError } from '../shared/LoadError';
import { companyTotals, lastClosedPeriod, type AgentCommissionRow, type CompanyTotals } from './api';
import { Amount, Empty, LoadingRows, PageHeader, PeriodPicker, isPeriod, klMonth, usePeriodLabel } from './shared';
import { useLoad, type Loaded } from '../shared/query';

/** The period's totals per type, one card each, and the period's total. */
function TotalCards({ totals }: { totals: Loaded<CompanyTotals> }) {
  const translate = useTranslate();
  if (totals.loading)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" width={160} height={64} />
        ))}
      </Box>
    );
  if (totals.error) return <LoadError error={totals.error} onRetry={totals.retry} />;
  const types = (totals.data?.types ?? []).filter((t) => t.net !== 0 || t.earned !== 0);
  if (!types.length) return <Empty text="commissions.overview.empty" />;
  const card = (key: string, label: string, value: number) => (
    <Card key={key} variant="outlined" sx={{ minWidth: 160 }} data-testid={`total-${key}`}>
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Amount value={value} large />
      </CardContent>
    </Card>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="type-totals">
      {types.map((t) => card(t.type, translate(`commissions.types.${t.type}`), t.net))}
      {card('all', translate('commissions.overview.total'), totals.data?.total ?? 0)}
    </Box>
  );
}

function AgentTable({ period }: { period: string }) {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('commissions.overview.searchAgent')} />,
    <SelectInput key="type" source="type" label="commissions.type" emptyText="commissions.allTypes" choices={COMMISSION_TYPES.map((t) => ({ id: t, name: `commissions.types.${t}` }))} alwaysOn />,
  ];
  return (
    <List
      resource="commission-agents"
      title={false}
      filter={{ period }}
      filters={filters}
      storeKey="commission-agents"
      disableSyncWithLocation
      sort={{ field: 'net', order: 'DESC' }}
      exporter={false}
      actions={false}
      empty={false}
      perPage={25}
    >
      <Datagrid rowClick={(id) => `/commission/details?agentId=${id}&period=${period}`} bulkActionButtons={false} empty={<Empty text="commissions.overview.noAgents" />}>
        <TextField source="agentName" />
        <TextField source="tierName" emptyText="—" sortable={false} />
        {(['earned', 'clawedBack', 'adjusted'] as const).map((key) => (
          <FunctionField<AgentCommissionRow> key={key} source={key} textAlign="right" sortable={key === 'earned'} render={(r) => <Amount value={r[key]} />} />
        ))}
        <FunctionField<AgentCommissionRow> source="net" textAlign="right" render={(r) => <Amount value={r.net} strong />} />
      </Datagrid>
    </List>
  );
}

/**
 * /commission: a period's commissions (HQ, staff with manage_payouts). The month picker (default
 * the last closed period, else the current month), the totals per type, and each agent's earned,
 * clawed back, adjusted and net amounts — of all types, or of the type chosen in the filter (GET
 * /commission/company gives one type's or all types' totals per agent) — sortable by net, earned
 * and name; an agent's row opens its lines of the period (/commission/details).
 */
export function CommissionOverviewPage() {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  // Without a month in the address: the last closed one, else the current one (the address stays as it is).
  const fallback = useLoad(['commissions', 'lastClosed'], isPeriod(asked) ? null : async () => (await lastClosedPeriod().catch(() => null)) ?? klMonth()).data;
  const period = isPeriod(asked) ? asked : fallback;
  const totals = useLoad(['commissions', 'totals', period], period ? () => companyTotals(period) : null);
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('commissions.overview.title')} />
      <PageHeader title={period ? translate('commissions.overview.heading', { period: periodLabel(period) }) : translate('commissions.overview.title')}>
        {period && <PeriodPicker value={period} onChange={(p) => setParams({ period: p })} />}
      </PageHeader>
      {!period ? (
        <LoadingRows />
      ) : (
        <>
          <TotalCards totals={totals} />
          <Box sx={{ mt: 2 }}>
            <AgentTable period={period} />
          </Box>
        </>
      )}
    </Box>
  );
}
