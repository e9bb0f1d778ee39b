import { Link } from 'react-router-dom';
import { Button, Datagrid, DeleteWithConfirmButton, FunctionField, SearchInput, SelectInput, TextField, TopToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import Add from '@mui/icons-material/Add';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { VOUCHER_TYPES, VOUCHER_VALIDITY } from '../../../common/orders';
import { percentText, useMoneyText } from '../shared/inputs';
import { DateField } from '../shared/dates';
import { historyPath, type VoucherRow } from './shared';

const TABS = ['all', ...VOUCHER_VALIDITY] as const;
const STATUS_COLOUR = { ongoing: 'success', upcoming: 'info', expired: 'default' } as const;

/** Ongoing / upcoming / expired tabs (docs/rules.md): a tab sets the status filter. */
function StatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { status: _status, ...others } = filterValues ?? {};
  const current = (filterValues?.status as string | undefined) || 'all';
  return (
    <Tabs value={current} onChange={(_e, value: string) => setFilters({ ...others, ...(value === 'all' ? {} : { status: value }) }, displayedFilters)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map((status) => (
        <Tab key={status} value={status} data-testid={`voucher-tab-${status}`} label={translate(`vouchers.status.${status}`)} />
      ))}
    </Tabs>
  );
}

export function StatusChip({ status }: { status: VoucherRow['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`vouchers.status.${status}`)} data-status={status} />;
}

function Conditions() {
  const translate = useTranslate();
  const money = useMoneyText();
  const v = useRecordContext<VoucherRow>();
  if (!v) return null;
  const chips = [
    v.voucherMinPurchase > 0 && translate('vouchers.list.minPurchase', { amount: money(v.voucherMinPurchase) }),
    v.freeShipping && translate('resources.vouchers.fields.freeShipping'),
    v.firstOrder && translate('resources.vouchers.fields.firstOrder'),
    v.package && translate('resources.vouchers.fields.package'),
  ].filter((c): c is string => Boolean(c));
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.map((label) => (
        <Chip key={label} size="small" variant="outlined" label={label} />
      ))}
    </Stack>
  );
}

function HistoryButton() {
  const v = useRecordContext<VoucherRow>();
  if (!v) return null;
  return (
    <Button component={Link} to={historyPath(v.id)} label="vouchers.actions.history" onClick={(e) => e.stopPropagation()}>
      <History />
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <Button component={Link} to="/voucher/new" label="vouchers.actions.new">
        <Add />
      </Button>
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="voucherType" source="voucherType" choices={VOUCHER_TYPES.map((t) => ({ id: t, name: `vouchers.type.${t}` }))} />];

/**
 * /voucher: the company's vouchers (GET /voucher) in ongoing / upcoming / expired tabs, with
 * search; a row opens /voucher/edit?id=. A voucher that was used cannot be deleted (the
 * server's message says so).
 */
export function VoucherList() {
  const translate = useTranslate();
  const money = useMoneyText();
  return (
    <List
      resource="vouchers"
      title={translate('vouchers.list.title')}
      storeKey="vouchers"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<Actions />}
      exporter={false}
      empty={false}
    >
      <StatusTabs />
      <Datagrid
        rowClick={(id) => `/voucher/edit?id=${id}`}
        bulkActionButtons={false}
        empty={
          <Alert severity="info" sx={{ m: 1 }}>
            {translate('vouchers.list.empty')}
          </Alert>
        }
      >
        <TextField source="voucherName" />
        <TextField source="voucherCode" />
        <FunctionField<VoucherRow> source="voucherDisc" render={(v) => (v.voucherType === 'percentage' ? percentText(v.voucherDisc) : money(v.voucherDisc))} />
        <FunctionField<VoucherRow> source="voucherQuota" render={(v) => translate('vouchers.list.quota', { used: v.used, quota: v.voucherQuota, remaining: v.remaining })} />
        <DateField source="voucherStartDate" calendar />
        <DateField source="voucherStopDate" calendar />
        <FunctionField<VoucherRow> source="status" sortable={false} render={(v) => <StatusChip status={v.status} />} />
        <FunctionField source="conditions" sortable={false} render={() => <Conditions />} />
        <HistoryButton />
        <FunctionField<VoucherRow>
          source="deletable"
          sortable={false}
          label=""
          render={(v) => (v.deletable ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmContent="vouchers.delete.content" /> : null)}
        />
      </Datagrid>
    </List>
  );
}
