import {
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  NumberField,
  ResourceContextProvider,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { DateField } from '../shared/dates';
import { INV_TYPES } from '../../../common/inventory';
import { ALL_AGENTS, useStoreChoices } from './api';

interface MovementRow {
  id: number;
  storeName: string | null;
  invType: string;
  variation: string | null;
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

/** Stock movements, newest first (GET /api/inventory/update-history); each can be removed, which restores the stock. */
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
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="createdAt" showTime sortBy="id" />
          <FunctionField<MovementRow> source="storeName" sortable={false} render={(m) => m.storeName ?? translate('inventory.store.hq')} />
          <TextField source="productName" sortable={false} />
          <TextField source="variation" emptyText="—" sortable={false} />
          <NumberField source="qtyIn" />
          <NumberField source="qtyOut" />
          <NumberField source="qtyAfter" sortable={false} />
          <FunctionField<MovementRow> source="invType" render={(m) => translate(`inventory.reasons.${m.invType}`)} />
          <TextField source="returnReason" emptyText="—" sortable={false} />
          <TextField source="remarks" emptyText="—" sortable={false} />
          <TextField source="userName" emptyText="—" sortable={false} />
          <DeleteWithConfirmButton
            confirmTitle="inventory.history.deleteTitle"
            confirmContent="inventory.history.deleteContent"
            mutationMode="pessimistic"
            redirect={false}
          />
        </Datagrid>
      </List>
    </ResourceContextProvider>
  );
}
