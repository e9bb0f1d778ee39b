import Chip from '@mui/material/Chip';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  Datagrid,
  DateInput,
  DeleteWithConfirmButton,
  Edit,
  FunctionField,
  NumberField,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  minValue,
  number,
  required,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { pick, upload } from './calls';
import { ImagePicker } from './ImagePicker';
import { coverThumb, SuspendButton } from './listParts';
import { MoneyInput, UnitsInput, useMoneyText } from '../shared/inputs';
import { FIELD, ROW } from './inputs';

/** Packages (fixed bundles, valid between dates) and combos (pick N among eligible products). */

interface BundleRow {
  id: number;
  name: string;
  price: number;
  suspended: boolean;
  validity?: 'ongoing' | 'upcoming' | 'expired';
  coverImageUrl?: string | null;
}

const VALIDITY_COLOR = { ongoing: 'success', upcoming: 'info', expired: 'default' } as const;

function StateChip() {
  const record = useRecordContext<BundleRow>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.suspended) return <Chip size="small" color="error" label={translate('products.status.suspended')} />;
  if (record.validity) return <Chip size="small" color={VALIDITY_COLOR[record.validity]} label={translate(`products.validity.${record.validity}`)} />;
  return <Chip size="small" color="success" label={translate('products.status.published')} />;
}

const packageFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="validity" source="validity" choices={['ongoing', 'upcoming', 'expired'].map((id) => ({ id, name: `products.validity.${id}` }))} />,
];

export function PackageList() {
  const money = useMoneyText();
  return (
    <List filters={packageFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="code" />
        <FunctionField<BundleRow> source="price" render={(p) => money(p.price)} />
        <TextField source="validFrom" />
        <TextField source="validUntil" />
        <NumberField source="soldCount" />
        <FunctionField source="validity" sortable={false} render={() => <StateChip />} />
        <SuspendButton<BundleRow> base="/products/package" suspended={(b) => b.suspended} />
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}

function PackageForm() {
  return (
    <SimpleForm sx={{ maxWidth: 900 }} defaultValues={{ firstOrder: false, items: [{ quantity: 1 }] }}>
      <div style={ROW}>
        <TextInput source="name" validate={required()} sx={{ width: 456 }} />
        <TextInput source="code" validate={required()} sx={FIELD} />
      </div>
      <div style={ROW}>
        <MoneyInput sx={FIELD} source="price" validate={required()} />
        <DateInput source="validFrom" sx={FIELD} />
        <DateInput source="validUntil" sx={FIELD} />
        <BooleanInput source="firstOrder" />
      </div>
      <ArrayInput source="items" validate={required()}>
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="productId" reference="products" perPage={25}>
            <AutocompleteInput optionText="name" label="products.package.product" validate={required()} sx={{ width: 360 }} filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>
          <UnitsInput sx={FIELD} source="quantity" label="products.package.quantity" validate={[required(), number(), minValue(1)]} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export const PackageCreate = () => (
  <Create redirect="list">
    <PackageForm />
  </Create>
);
export const PackageEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <PackageForm />
  </Edit>
);

export function packageBody(data: Record<string, unknown>) {
  const body = pick(data, ['name', 'code', 'price', 'validFrom', 'validUntil', 'firstOrder']);
  body.items = ((data.items ?? []) as { productId: number; variantId?: number | null; quantity: number }[]).map((i) => ({
    productId: i.productId,
    variantId: i.variantId ?? null,
    quantity: i.quantity,
  }));
  return body;
}

const comboFilters = [<SearchInput key="q" source="q" alwaysOn />];

export function ComboList() {
  const money = useMoneyText();
  return (
    <List filters={comboFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<BundleRow> source="coverImageUrl" sortable={false} render={coverThumb} />
        <TextField source="name" />
        <TextField source="code" />
        <FunctionField<BundleRow> source="price" render={(c) => money(c.price)} />
        <NumberField source="requiredQty" />
        <NumberField source="productCount" sortable={false} />
        <FunctionField source="suspended" sortable={false} render={() => <StateChip />} />
        <SuspendButton<BundleRow> base="/products/combo" suspended={(c) => c.suspended} />
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}

function ComboImage() {
  const record = useRecordContext<BundleRow>();
  const refresh = useRefresh();
  if (!record?.id) return null;
  return (
    <ImagePicker
      label="products.image.cover"
      url={record.coverImageUrl ?? null}
      onPick={async (file) => {
        await upload('/products/combo/image', file, { id: String(record.id) });
        refresh();
      }}
    />
  );
}

function ComboForm() {
  return (
    <SimpleForm sx={{ maxWidth: 900 }} defaultValues={{ firstOrder: false, productIds: [] }}>
      <div style={ROW}>
        <TextInput source="name" validate={required()} sx={{ width: 456 }} />
        <TextInput source="code" validate={required()} sx={FIELD} />
      </div>
      <div style={ROW}>
        <MoneyInput sx={FIELD} source="price" validate={required()} />
        <UnitsInput sx={FIELD} source="requiredQty" validate={[required(), number(), minValue(1)]} helperText="products.help.requiredQty" />
        <BooleanInput source="firstOrder" />
      </div>
      <ReferenceArrayInput source="productIds" reference="products" perPage={100}>
        <AutocompleteArrayInput optionText="name" validate={required()} sx={{ width: 692 }} filterToQuery={(q: string) => ({ q })} />
      </ReferenceArrayInput>
      <ComboImage />
    </SimpleForm>
  );
}

export const ComboCreate = () => (
  <Create redirect="edit">
    <ComboForm />
  </Create>
);
export const ComboEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ComboForm />
  </Edit>
);

export const comboBody = (data: Record<string, unknown>) => pick(data, ['name', 'code', 'price', 'requiredQty', 'firstOrder', 'productIds']);
