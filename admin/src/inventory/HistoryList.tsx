import { Datagrid, DeleteWithConfirmButton, FunctionField, NumberField, ResourceContextProvider, SearchInput, SelectInput, TextField, useTranslate, WithRecord } from 'react-admin';
import Typography from '@mui/material/Typography';
import { List } from '../shared/List';
import { DateField, formatTime } from '../shared/dates';
import { INV_TYPES, isStockUpdate } from '../../../common/inventory';
import { ALL_AGENTS, useStoreChoices } from './api';

interface MovementRow {
  id: number;
  storeName: string | null;
  invType: string;
  variation: string | null;
  /** A reversal: the stock update it undoes. */
  reverses: { id: number; invType: string; createdAt: string } | null;
  /** A removed stock update: its reversal, who and when. */
  reversedBy: { id: number; createdAt: string; userName: string | null } | null;
}

/** The reason, and under it what a reversal undoes or when and by whom an update was removed. */
function Reason({ m }: { m: MovementRow }) {
  const translate = useTranslate();
  const note = (testId: string, text: string) => (
    <Typography variant="caption" component="div" color="text.secondary" data-testid={testId}>
      {text}
    </Typography>
  );
  return (
    <>
      {translate(`inventory.reasons.${m.invType}`)}
      {m.reverses && note('reverses', translate('inventory.history.reverses', { reason: translate(`inventory.reasons.${m.reverses.invType}`), date: formatTime(m.reverses.createdAt) }))}
      {m.reversedBy && note('reversed-by', translate('inventory.history.reversedBy', { date: formatTime(m.reversedBy.createdAt), name: m.reversedBy.userName ?? '—' }))}
    </>
  );
}

function useFilters() {
  const translate = useTranslate();
  const stores = useStoreChoices(translate('inventory.store.hq'));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="storeId" source="storeId" choices={stores.filter((s) => s.id !== ALL_AGENTS)} />,
    <SelectInput key="invType" source="invType" choices={INV_TYPES.map((t) => ({ id: t, name: translate(`inventory.reasons.${t}`) }))} alwaysOn />,
    <SelectInput
      key="direction"
      source="direction"
      choices={[
        { id: 'in', name: translate('inventory.update.in') },
        { id: 'out', name: translate('inventory.update.out') },
      ]}
    />,
  ];
}

/**
 * Stock movements, newest first (GET /api/inventory/update-history). A stock update can be removed:
 * the stock is restored by a reversal, listed with it; the removed update stays, dimmed, saying
 * when and by whom. Movements of orders and reversals have no remove button.
 */
export function HistoryList() {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="inventory">
      <List
        title={translate('inventory.history.title')}
        storeKey="inventory.history"
        queryOptions={{ meta: { history: true } }}
        filters={useFilters()}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        actions={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} rowSx={(m: MovementRow) => ({ '& td': { color: m.reversedBy ? 'text.secondary' : undefined } })}>
          <DateField source="createdAt" showTime sortBy="id" />
          <FunctionField<MovementRow> source="storeName" sortable={false} render={(m) => m.storeName ?? translate('inventory.store.hq')} />
          <TextField source="productName" sortable={false} />
          <TextField source="variation" emptyText="—" sortable={false} />
          <NumberField source="qtyIn" />
          <NumberField source="qtyOut" />
          <NumberField source="qtyAfter" sortable={false} />
          <FunctionField<MovementRow> source="invType" render={(m) => <Reason m={m} />} />
          <TextField source="returnReason" emptyText="—" sortable={false} />
          <TextField source="remarks" emptyText="—" sortable={false} />
          <TextField source="userName" emptyText="—" sortable={false} />
          <WithRecord<MovementRow>
            render={(m) =>
              isStockUpdate(m.invType) && !m.reversedBy ? (
                <DeleteWithConfirmButton
                  confirmTitle="inventory.history.deleteTitle"
                  confirmContent="inventory.history.deleteContent"
                  mutationMode="pessimistic"
                  successMessage="inventory.history.removed"
                  redirect={false}
                />
              ) : null
            }
          />
        </Datagrid>
      </List>
    </ResourceContextProvider>
  );
}
