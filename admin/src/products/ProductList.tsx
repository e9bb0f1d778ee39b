import Chip from '@mui/material/Chip';
import { Create, Datagrid, DeleteWithConfirmButton, Edit, FunctionField, ReferenceInput, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { useMoneyText } from '../shared/inputs';
import { coverThumb, SuspendButton } from './listParts';
import { ProductForm } from './ProductForm';

interface ProductRow {
  id: number;
  name: string;
  coverImageUrl: string | null;
  retailPrice: number;
  storePrice: number;
  status: 'default' | 'published' | 'scheduled' | 'suspended';
  publishAt: string | null;
}

const STATUS_COLOR = { default: 'default', published: 'success', scheduled: 'info', suspended: 'error' } as const;

const STATUS_CHOICES = ['default', 'published', 'scheduled', 'suspended'].map((id) => ({ id, name: `products.status.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

/** The catalogue for HQ: filters by category, status and search; suspend, unsuspend and delete per row. */
export function ProductList() {
  const money = useMoneyText();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<ProductRow> source="coverImageUrl" sortable={false} render={coverThumb} />
        <TextField source="name" />
        <TextField source="sku" />
        <TextField source="categoryName" sortable={false} />
        <FunctionField<ProductRow> source="retailPrice" render={(p) => money(p.retailPrice)} />
        <FunctionField<ProductRow> source="storePrice" render={(p) => money(p.storePrice)} />
        <FunctionField<ProductRow> source="status" render={(p) => <Chip size="small" color={STATUS_COLOR[p.status]} label={translate(`products.status.${p.status}`)} />} />
        <SuspendButton<ProductRow> base="/products" suspended={(p) => p.status === 'suspended'} />
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="edit">
      <ProductForm />
    </Create>
  );
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <ProductForm />
    </Edit>
  );
}
