import History from '@mui/icons-material/History';
import Tune from '@mui/icons-material/Tune';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { BooleanInput, Button, Datagrid, FunctionField, NumberField, SearchInput, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { DateField } from '../shared/dates';
import { Link } from 'react-router-dom';
import { STOCK_BANDS, type StockBand, type StockRow } from '../../../common/inventory';
import { ALL_AGENTS, useStoreChoices } from './api';

const BAND_COLOUR: Record<StockBand, 'success' | 'warning' | 'error'> = { high: 'success', medium: 'warning', low: 'error' };

/** The stock indicator band as a coloured chip (docs/rules.md). */
export function BandChip({ band, percent }: { band: StockBand; percent: number }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('inventory.bandHelp')}>
      <Chip size="small" color={BAND_COLOUR[band]} label={`${translate(`inventory.band.${band}`)} · ${percent}%`} data-band={band} />
    </Tooltip>
  );
}

function useFilters() {
  const translate = useTranslate();
  const stores = useStoreChoices(translate('inventory.store.hq'));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="storeId"
      source="storeId"
      choices={[...stores.filter((s) => s.id !== 0), { id: ALL_AGENTS, name: translate('inventory.store.allAgents') }]}
      emptyText={translate('inventory.store.hq')}
      alwaysOn
    />,
    <SelectInput key="status" source="status" choices={STOCK_BANDS.map((b) => ({ id: b, name: translate(`inventory.band.${b}`) }))} alwaysOn />,
    <SelectInput
      key="stock"
      source="stock"
      choices={[
        { id: 'in', name: translate('inventory.availability.in') },
        { id: 'out', name: translate('inventory.availability.out') },
      ]}
    />,
    <SelectInput key="productStatus" source="productStatus" choices={['default', 'published', 'scheduled', 'suspended'].map((s) => ({ id: s, name: translate(`inventory.productStatus.${s}`) }))} />,
    <BooleanInput key="variation" source="variation" label="resources.inventory.fields.variation" />,
    <BooleanInput key="preorder" source="preorder" />,
  ];
}

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to="/inventory/update" label={translate('inventory.menu.update')}>
        <Tune />
      </Button>
      <Button component={Link} to="/inventory/history" label={translate('inventory.menu.history')}>
        <History />
      </Button>
    </TopToolbar>
  );
}

/** HQ's stock per product and variant (GET /api/inventory) with the band of each row. */
export function InventoryList() {
  const translate = useTranslate();
  return (
    <List filters={useFilters()} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<StockRow & { storeName: string | null }> source="storeName" sortBy="storeId" render={(r) => r.storeName ?? translate('inventory.store.hq')} />
        <TextField source="name" />
        <TextField source="sku" />
        <TextField source="variation" emptyText="—" sortable={false} />
        <TextField source="categoryName" emptyText="—" sortable={false} />
        <NumberField source="qty" />
        <FunctionField<StockRow> source="band" sortBy="qty" render={(r) => <BandChip band={r.band} percent={r.percent} />} />
        <DateField source="updatedAt" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}
