import { BooleanField, BooleanInput, Datagrid, FunctionField, SearchInput, TextField, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { MoneyField } from '../shared/MoneyField';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CourierView } from '../../../common/couriers';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="isActive" source="isActive" />];

/** The company's couriers (GET /api/courier): regions with their number of states and rates, fees, free shipping. */
export function CourierList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="service" emptyText="—" />
        <FunctionField<CourierView> source="rateBy" render={(c) => translate(`couriers.rateBy.${c.rateBy}`)} />
        <FunctionField<CourierView>
          source="regions"
          sortable={false}
          render={(c) => (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {c.regions.map((region) => (
                <Chip key={region.id} size="small" label={translate('couriers.list.region', { name: region.name, states: region.states.length, rates: region.rates.length })} />
              ))}
            </Stack>
          )}
        />
        <MoneyField source="handlingFee" />
        <MoneyField source="freeShippingThreshold" emptyText={translate('couriers.list.noFreeShipping')} />
        <BooleanField source="isActive" />
      </Datagrid>
    </List>
  );
}
