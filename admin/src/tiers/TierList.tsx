import { BooleanField, Create, Datagrid, DeleteWithConfirmButton, Edit, FunctionField, NumberField, SearchInput, TextField } from 'react-admin';
import { List } from '../shared/List';
import { TierForm } from './TierForm';
import { percentText, useMoneyText } from '../shared/inputs';

interface TierRow {
  id: number;
  levelName: string;
  momAmount: number;
  helperPercen: number;
  leadership: number;
  recruitComm: number;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The levels of the company, highest rank first (GET /api/setup/tier). */
export function TierList() {
  const money = useMoneyText();
  return (
    <List filters={filters} sort={{ field: 'rankNumber', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="rankNumber" />
        <TextField source="levelName" />
        <FunctionField<TierRow> source="momAmount" sortable={false} render={(t) => money(t.momAmount)} />
        <FunctionField<TierRow> source="helperPercen" sortable={false} render={(t) => percentText(t.helperPercen)} />
        <FunctionField<TierRow> source="leadership" sortable={false} render={(t) => percentText(t.leadership)} />
        <FunctionField<TierRow> source="recruitComm" sortable={false} render={(t) => money(t.recruitComm)} />
        <BooleanField source="overridingCommission" sortable={false} />
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}

export function TierCreate() {
  return (
    <Create redirect="list">
      <TierForm />
    </Create>
  );
}

export function TierEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TierForm />
    </Edit>
  );
}
