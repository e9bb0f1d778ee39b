import { Link } from 'react-router-dom';
import { AutocompleteInput, Datagrid, FunctionField, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { MoneyField } from '../shared/MoneyField';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import { formatTime } from '../shared/dates';
import type { UsageRow } from './shared';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="voucherId" source="voucherId" reference="vouchers" sort={{ field: 'voucherCode', order: 'ASC' }} alwaysOn>
      <AutocompleteInput
        optionText={(v: { voucherCode: string; voucherName: string }) => `${v.voucherCode} — ${v.voucherName}`}
        filterToQuery={(q: string) => ({ q })}
        label="resources.voucherUsages.fields.voucherId"
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>,
    <SelectInput
      key="released"
      source="released"
      choices={[
        { id: 'false', name: translate('vouchers.history.live') },
        { id: 'true', name: translate('vouchers.history.released') },
      ]}
    />,
  ];
}

/**
 * /voucher/history: every use of the company's vouchers, newest first (GET /voucher/history) —
 * voucher, agent, order number (opening the order), discount, date, and whether the use was given
 * back by a cancelled, deleted or expired order.
 */
export function HistoryList() {
  const translate = useTranslate();
  return (
    <List
      resource="voucherUsages"
      title={translate('vouchers.history.title')}
      storeKey="voucherUsages"
      filters={useFilters()}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={false}
      exporter={false}
      empty={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Alert severity="info" sx={{ m: 1 }} data-testid="voucher-history-empty">
            {translate('vouchers.history.empty')}
          </Alert>
        }
      >
        <FunctionField<UsageRow> source="createdAt" render={(u) => formatTime(u.usedAt)} />
        <FunctionField<UsageRow> source="voucherCode" render={(u) => `${u.voucherCode} — ${u.voucherName}`} />
        <FunctionField<UsageRow> source="agentName" sortable={false} render={(u) => u.agentName} />
        <FunctionField<UsageRow>
          source="orderNo"
          render={(u) =>
            u.orderNo ? (
              <MuiLink component={Link} to={`/manage-orders/order-details?id=${u.orderId}`}>
                {u.orderNo}
              </MuiLink>
            ) : (
              '—'
            )
          }
        />
        <MoneyField source="discount" />
        <FunctionField<UsageRow>
          source="released"
          sortable={false}
          render={(u) =>
            u.released ? (
              <Chip size="small" label={`${translate('vouchers.history.released')} ${formatTime(u.releasedAt)}`} />
            ) : (
              <Chip size="small" color="success" label={translate('vouchers.history.live')} />
            )
          }
        />
      </Datagrid>
    </List>
  );
}
