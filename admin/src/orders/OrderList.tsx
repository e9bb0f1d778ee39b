import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Datagrid, DateInput, FilterButton, FunctionField, SearchInput, SelectInput, TextField, TopToolbar, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { MoneyField } from '../shared/MoneyField';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import DoneAll from '@mui/icons-material/DoneAll';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ORDER_SEARCH_NOTICE, ORDER_STAGES, ORDER_TYPE_FILTERS, PAYMENT_STATUSES } from '../../../common/orders';
import { AgentPicker } from '../agents/sections';
import { agentChoices, approveOrders, branchChoices, cancelOrders, stageCounts, type Order } from './api';
import { useLoad } from '../shared/query';
import { CancelOrdersDialog, PaymentChip, ReceiverFlagChip, StageChip, formatTime, messageOf } from './shared';

const TABS = ['all', ...ORDER_STAGES] as const;

/**
 * Stage tabs with their counts (GET /manage-orders/summary under the other filters); a tab sets
 * the stage filter. A refresh (bulk actions) reloads the counts with the list.
 */
function StageTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { stage: _stage, ...others } = filterValues ?? {};
  const counts = useLoad(['orders', 'stageCounts', others], () => stageCounts(others)).data;
  const current = (filterValues?.stage as string | undefined) || 'all';
  return (
    <Tabs
      value={current}
      onChange={(_e, value: string) => setFilters({ ...others, ...(value === 'all' ? {} : { stage: value }) }, displayedFilters)}
      variant="scrollable"
      scrollButtons="auto"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map((stage) => (
        <Tab key={stage} value={stage} data-testid={`stage-tab-${stage}`} label={`${translate(`orders.stage.${stage}`)}${counts ? ` (${counts[stage] ?? 0})` : ''}`} />
      ))}
    </Tabs>
  );
}

/** docs/rules.md: a search matching more than 150 orders asks for a narrower one. */
function SearchNotice() {
  const translate = useTranslate();
  const { filterValues, total } = useListContext();
  if (!filterValues?.q || !total || total <= ORDER_SEARCH_NOTICE) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }} data-testid="search-notice">
      {translate('orders.list.searchNotice', { max: ORDER_SEARCH_NOTICE })}
    </Alert>
  );
}

/**
 * Approve and Cancel on the ticked orders. They are always on screen: in the list's toolbar while
 * nothing is ticked — pressed then, the server answers "Please select at least one checkbox"
 * (docs/rules.md), shown as a notification — and in the bulk bar (`bulk`) once something is.
 */
function BulkButtons({ bulk = false }: { bulk?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const ids = (selectedIds ?? []).map(Number);
  // The bulk bar stays mounted (collapsed) while nothing is ticked: one set of buttons at a time.
  if (bulk !== ids.length > 0 && !busy && !confirmCancel) return null;
  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await action();
      notify(message, { type: 'success', messageArgs: { _: message } });
      onUnselectItems();
      refresh();
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="orders.actions.approve" disabled={busy} onClick={() => void run(() => approveOrders(ids))}>
        <DoneAll />
      </Button>
      <Button label="orders.actions.cancel" disabled={busy} onClick={() => (ids.length ? setConfirmCancel(true) : void run(() => cancelOrders(ids)))}>
        <Block />
      </Button>
      <CancelOrdersDialog
        open={confirmCancel}
        message={translate('orders.cancel.bulkContent', { smart_count: ids.length })}
        onClose={() => setConfirmCancel(false)}
        onCancel={(reason) => {
          setConfirmCancel(false);
          void run(() => cancelOrders(ids, reason));
        }}
      />
    </>
  );
}

/**
 * Bulk printing: the ticked orders' invoices, packing lists or shipping labels open on
 * their printable page (admin/src/fulfilment), where they are printed or downloaded as one PDF.
 */
function PrintButtons() {
  const navigate = useNavigate();
  const { selectedIds } = useListContext();
  const ids = (selectedIds ?? []).map(Number).join(',');
  if (!ids) return null;
  return (
    <>
      <Button label="fulfilment.actions.printInvoices" onClick={() => navigate(`/manage-orders/order-details/invoice?ids=${ids}`)}>
        <ReceiptLong />
      </Button>
      <Button label="fulfilment.actions.printPackingLists" onClick={() => navigate(`/packing-list?ids=${ids}`)}>
        <Inventory2 />
      </Button>
      <Button label="fulfilment.actions.printLabels" onClick={() => navigate(`/shipping-doc?ids=${ids}`)}>
        <LocalShipping />
      </Button>
    </>
  );
}

/** Which documents of the order were printed: invoice, packing list, label (filled once printed). */
export function PrintedChips({ order }: { order: Order }) {
  const translate = useTranslate();
  const docs = [
    ['invoice', order.printed?.invoice],
    ['packingList', order.printed?.packingList],
    ['shippingLabel', order.printed?.shippingLabel],
  ] as const;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {docs.map(([doc, at]) => {
        const text = `${translate(`fulfilment.printed.${doc}`)}: ${at ? translate('fulfilment.printed.at', { time: formatTime(at) }) : translate('fulfilment.printed.notYet')}`;
        return (
          <Tooltip key={doc} title={text}>
            <Chip
              size="small"
              aria-label={text}
              label={translate(`fulfilment.printed.${doc}`).charAt(0)}
              color={at ? 'success' : 'default'}
              variant={at ? 'filled' : 'outlined'}
              sx={{ mr: 0.25, minWidth: 24 }}
              data-printed={doc}
              data-done={at ? 'yes' : 'no'}
            />
          </Tooltip>
        );
      })}
    </span>
  );
}

/** The toolbar's buttons: bulk actions when nothing is ticked (the bulk bar takes over otherwise), and New order. */
function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <BulkButtons />
      <Button component={Link} to="/manage-orders/new" label="orders.actions.new">
        <Add />
      </Button>
    </TopToolbar>
  );
}

function useFilters() {
  const translate = useTranslate();
  const branches = useLoad(['orders', 'branches'], () => branchChoices()).data;
  return useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key="type" source="type" choices={ORDER_TYPE_FILTERS.map((t) => ({ id: t, name: `orders.type.${t}` }))} alwaysOn />,
      <SelectInput key="paymentStatus" source="paymentStatus" choices={PAYMENT_STATUSES.map((s) => ({ id: s, name: `orders.paymentStatus.${s}` }))} alwaysOn />,
      <DateInput key="dateFrom" source="dateFrom" alwaysOn />,
      <DateInput key="dateTo" source="dateTo" alwaysOn />,
      <SelectInput key="branchId" source="branchId" choices={branches ?? []} />,
      <AgentPicker key="agentId" source="agentId" label={translate('resources.manage-orders.fields.agentId')} load={agentChoices} />,
    ],
    [branches, translate],
  );
}

/**
 * /manage-orders: HQ's orders (GET /manage-orders) with stage tabs and their counts, filters,
 * the search notice, bulk approve and cancel; a row opens the order's details.
 */
export function OrderList() {
  const translate = useTranslate();
  return (
    <List
      resource="manage-orders"
      title={translate('orders.list.title')}
      storeKey="manage-orders"
      filters={useFilters()}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<Actions />}
      exporter={false}
      empty={false}
      perPage={25}
    >
      <StageTabs />
      <SearchNotice />
      <Datagrid
        rowClick={(id) => `/manage-orders/order-details?id=${id}`}
        bulkActionButtons={
          <>
            <BulkButtons bulk />
            <PrintButtons />
          </>
        }
        // Only orders the caller sells and may still act on (approve, cancel, ship, complete) — also what it prints.
        isRowSelectable={(o) => o.can.approve || o.can.cancel || o.can.ship || o.can.complete}
        empty={
          <Alert severity="info" sx={{ m: 1 }}>
            {translate('orders.list.empty')}
          </Alert>
        }
      >
        <TextField source="orderNo" />
        <FunctionField<Order> source="createdAt" render={(o) => formatTime(o.createdAt)} />
        <FunctionField<Order>
          source="buyer"
          sortable={false}
          render={(o) => (
            <>
              {o.buyer?.name ?? '—'} <ReceiverFlagChip problems={o.receiverProblems} />
            </>
          )}
        />
        <FunctionField<Order> source="type" sortable={false} render={(o) => translate(`orders.type.${o.type}`)} />
        <FunctionField<Order> source="stage" render={(o) => <StageChip stage={o.stage} />} />
        <FunctionField<Order> source="paymentStatus" sortable={false} render={(o) => <PaymentChip status={o.paymentStatus} />} />
        <MoneyField source="grandTotal" />
        <FunctionField<Order> label="fulfilment.printed.column" sortable={false} render={(o) => <PrintedChips order={o} />} />
      </Datagrid>
    </List>
  );
}
