import { Datagrid, DateInput, FunctionField, SearchInput, SelectInput, TextField, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { MoneyField } from '../shared/MoneyField';
import { useLoad } from '../shared/query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import { formatTime } from '../agents/shared';
import { useMoneyText } from '../shared/inputs';
import { DownloadButton } from '../shared/DownloadButton';
import { SETTLEMENT_PURPOSES, SETTLEMENT_STATUSES, downloadSettlements, settlementSummary, type SettlementRow, type SettlementStatus, type SettlementSummary } from './api';

const STATUS_COLOUR: Record<SettlementStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', paid: 'success', failed: 'error' };

export function SettlementChip({ status }: { status: SettlementStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOUR[status] ?? 'default'} label={translate(`integrations.settlement.status.${status}`, { _: status })} data-status={status} />;
}

/** The figures of GET /settlement/getpayment under the list's filters; a refresh reloads them with the list. */
function SummaryCards() {
  const translate = useTranslate();
  const money = useMoneyText('—');
  const { filterValues } = useListContext();
  const filter = (filterValues ?? {}) as Record<string, unknown>;
  const { data: summary, error } = useLoad(['integrations', 'settlementSummary', filter], () => settlementSummary(filter));
  const failed = !!error;
  const figures: [keyof SettlementSummary, string][] = summary
    ? [
        ['count', String(summary.count)],
        ['paid', String(summary.paid)],
        ['pending', String(summary.pending)],
        ['failed', String(summary.failed)],
        ...(['gross', 'amount', 'fee', 'platformFee', 'net'] as const).map((k): [keyof SettlementSummary, string] => [
          k,
          summary.currency ? formatMoney(summary[k], summary.currency) : money(summary[k]),
        ]),
      ]
    : [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1 }} data-testid="settlement-summary">
      {failed && (
        <Typography variant="body2" color="error">
          {translate('integrations.settlement.noSummary')}
        </Typography>
      )}
      {figures.map(([name, value]) => (
        <Card key={name} variant="outlined" sx={{ minWidth: 120 }} data-testid={`settlement-summary-${name}`}>
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <Typography variant="caption" color="text.secondary">
              {translate(`integrations.settlement.summary.${name}`)}
            </Typography>
            <Typography variant="h6" data-testid="value">
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** GET /settlement/downloaddata with the list's filters (all rows), with the bearer token. */
function SettlementDownload() {
  const { filterValues } = useListContext();
  return <DownloadButton label="integrations.settlement.download" download={() => downloadSettlements(filterValues ?? {})} />;
}

function Actions() {
  return (
    <TopToolbar>
      <SettlementDownload />
    </TopToolbar>
  );
}

function NoData() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="no-data">
      {translate('integrations.settlement.empty')}
    </Typography>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={SETTLEMENT_STATUSES.map((s) => ({ id: s, name: `integrations.settlement.status.${s}` }))} alwaysOn />,
  <SelectInput key="purpose" source="purpose" choices={SETTLEMENT_PURPOSES.map((p) => ({ id: p, name: `integrations.settlement.purpose.${p}` }))} alwaysOn />,
  <DateInput key="dateFrom" source="dateFrom" alwaysOn />,
  <DateInput key="dateTo" source="dateTo" alwaysOn />,
];

/**
 * /settlement-report (docs/product.md: Reports; payment), HQ only: the gateway payments of
 * GET /settlement/reportdata — ID, date (Kuala Lumpur), order, agent, status, fee, amount,
 * currency, payment method — with status, purpose, date range (Kuala Lumpur business days) and
 * search filters, paging, the summary figures of GET /settlement/getpayment and the CSV of
 * GET /settlement/downloaddata under the same filters. Read only; newest first, sortable by ID, date, amount
 * and status. The summary's figures are those of the paid payments (the server's definition). Per bill: gross =
 * what the payer paid, the online payment fee (and who keeps it), the amount the order or wallet
 * received, and net = what the company receives (gross less the fee the platform keeps).
 */
export function SettlementReportPage() {
  const translate = useTranslate();
  return (
    <List
      resource="settlements"
      title={translate('integrations.settlement.title')}
      storeKey="settlements"
      filters={filters}
      actions={<Actions />}
      exporter={false}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
    >
      <SummaryCards />
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoData />}>
        <TextField source="id" />
        <FunctionField<SettlementRow> source="date" render={(r) => formatTime(r.date)} />
        <FunctionField<SettlementRow>
          source="orderNo"
          sortable={false}
          render={(r) =>
            r.purpose === 'topup' ? (
              translate('integrations.settlement.topupRow')
            ) : r.orderId ? (
              <MuiLink component={Link} to={`/manage-orders/order-details?id=${r.orderId}`}>
                {r.orderNo ?? `#${r.orderId}`}
              </MuiLink>
            ) : (
              '—'
            )
          }
        />
        <FunctionField<SettlementRow> source="agent" sortable={false} render={(r) => r.agent?.name ?? '—'} />
        <FunctionField<SettlementRow> source="status" render={(r) => <SettlementChip status={r.status} />} />
        <MoneyField source="gross" currencySource="currency" sortable={false} />
        <FunctionField<SettlementRow>
          source="fee"
          sortable={false}
          render={(r) => (
            <Box data-testid="settlement-fee">
              {formatMoney(r.fee, r.currency)}
              {r.fee > 0 && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate(`integrations.settlement.keptBy.${r.feeKeptBy}`)}
                </Typography>
              )}
            </Box>
          )}
        />
        <MoneyField source="amount" currencySource="currency" />
        <MoneyField source="net" currencySource="currency" sortable={false} />
        <TextField source="currency" sortable={false} />
        <TextField source="paymentMethod" sortable={false} />
      </Datagrid>
    </List>
  );
}
