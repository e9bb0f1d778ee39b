import { Link, useSearchParams } from 'react-router-dom';
import { Datagrid, FunctionField, SelectInput, TextField, useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Calculate from '@mui/icons-material/Calculate';
import Description from '@mui/icons-material/Description';
import { COMMISSION_KINDS, COMMISSION_TYPES, type CommissionLineView, type CommissionType } from '../../../common/commissions';
import { List } from '../shared/List';
import { DateField } from '../shared/dates';
import { Amount, Empty, KindChip, OrderLink, PageHeader, PeriodPicker, TypeName, isCommissionType, isPeriod, usePeriodLabel, type Base } from './shared';

/** The link of check calculation for an agent, period and type under `base`. */
export const checkPath = (base: Base, agentId: number, period: string, type: CommissionType) => `${base}/check-calculation?agentId=${agentId}&period=${period}&type=${type}`;
export const statementPath = (base: Base, agentId: number, period: string) => `${base}/income-statement?agentId=${agentId}&period=${period}`;

export function CheckButton({ base, agentId, period, type, label = 'commissions.check.open' }: { base: Base; agentId: number; period: string; type: CommissionType; label?: string }) {
  const translate = useTranslate();
  return (
    <Button size="small" component={Link} to={checkPath(base, agentId, period, type)} startIcon={<Calculate />} onClick={(e) => e.stopPropagation()}>
      {translate(label)}
    </Button>
  );
}

/** The agent's name, from the lines on screen. */
function AgentName() {
  const { data } = useListContext<CommissionLineView>();
  const name = data?.[0]?.beneficiaryName;
  return name ? (
    <Typography variant="h6" sx={{ px: 2, pt: 1 }} data-testid="agent-name">
      {name}
    </Typography>
  ) : null;
}

/**
 * /commission/details?agentId=&period=[&type=]: one agent's commission lines of a month (GET
 * /commission), by type (tabs) and kind, with the order each came from; every line and type leads
 * to its check calculation.
 */
export function CommissionDetailsPage() {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  const [params, setParams] = useSearchParams();
  const agentId = Number(params.get('agentId'));
  const period = params.get('period');
  const typeParam = params.get('type');
  const type = isCommissionType(typeParam) ? typeParam : null;
  if (!Number.isInteger(agentId) || agentId < 1 || !isPeriod(period)) return <Empty text="commissions.badLink" />;
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return (
    <Box sx={{ pb: 2 }}>
      <PageHeader title={translate('commissions.details.heading', { period: periodLabel(period) })}>
        <PeriodPicker value={period} onChange={(p) => set({ period: p })} />
        <Button size="small" component={Link} to={statementPath('/commission', agentId, period)} startIcon={<Description />}>
          {translate('commissions.statement.open')}
        </Button>
        {type && <CheckButton base="/commission" agentId={agentId} period={period} type={type} label="commissions.check.openType" />}
      </PageHeader>
      <Tabs
        value={type ?? 'all'}
        onChange={(_e, value: string) => set({ type: value === 'all' ? null : value })}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={translate('commissions.allTypes')} data-testid="type-tab-all" />
        {COMMISSION_TYPES.map((t) => (
          <Tab key={t} value={t} label={<TypeName type={t} />} data-testid={`type-tab-${t}`} />
        ))}
      </Tabs>
      <List
        resource="commission-lines"
        title={translate('commissions.details.title')}
        filter={{ agentId, period, ...(type ? { type } : {}) }}
        filters={[<SelectInput key="kind" source="kind" label="commissions.kind" choices={COMMISSION_KINDS.map((k) => ({ id: k, name: `commissions.kinds.${k}` }))} alwaysOn />]}
        storeKey={false}
        disableSyncWithLocation
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        empty={false}
        perPage={50}
        actions={false}
      >
        <AgentName />
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<Empty text="commissions.details.empty" />}>
          <DateField source="createdAt" showTime />
          <FunctionField<CommissionLineView> source="type" render={(l) => <TypeName type={l.type} />} />
          <FunctionField<CommissionLineView> source="kind" render={(l) => <KindChip kind={l.kind} />} />
          <FunctionField<CommissionLineView> source="orderNo" sortable={false} render={(l) => <OrderLink orderId={l.orderId} orderNo={l.orderNo} />} />
          <TextField source="buyerName" sortable={false} emptyText="—" />
          <TextField source="rule" sortable={false} />
          <FunctionField<CommissionLineView> source="amount" textAlign="right" render={(l) => <Amount value={l.amount} />} />
          <FunctionField<CommissionLineView> label="commissions.check.column" render={(l) => <CheckButton base="/commission" agentId={agentId} period={period} type={l.type} />} />
        </Datagrid>
      </List>
    </Box>
  );
}
