import { useEffect, useEffectEvent, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  Create,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { INV_TYPES_IN, INV_TYPES_OUT, INVENTORY_LIMITS } from '../../../common/inventory';
import { pickerItems, useStoreChoices, type PickerItem } from './api';
import { useLoad } from '../shared/query';

/** docs/rules.md: stock in or out chosen, amount required and > 0, a reason (and a return reason for a return). */
const amountValid: Validator = (value) =>
  value === undefined || value === null || value === '' || !(Number(value) > 0) || !Number.isInteger(Number(value)) ? 'inventory.validation.amount' : undefined;
const chosen =
  (message: string): Validator =>
  (value) =>
    value === undefined || value === null || value === '' ? message : undefined;

function Fields() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const stores = useStoreChoices(translate('inventory.store.hq'));
  const storeId = (useWatch({ name: 'storeId' }) as number | undefined) ?? 0;
  const items: PickerItem[] = useLoad(['inventory', 'picker', storeId], () => pickerItems('', storeId)).data ?? [];
  const productId = useWatch({ name: 'productId' }) as number | undefined;
  const variantId = useWatch({ name: 'variantId' }) as number | undefined;
  const direction = useWatch({ name: 'direction' }) as 'in' | 'out' | undefined;
  const invType = useWatch({ name: 'invType' }) as string | undefined;
  const product = items.find((p) => p.id === productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  const reasons = direction === 'out' ? INV_TYPES_OUT : direction === 'in' ? INV_TYPES_IN : [];

  // A new direction drops a reason it does not offer; a new product drops the variant.
  const dropReason = useEffectEvent(() => {
    if (invType && !reasons.some((reason) => reason === invType)) setValue('invType', null);
  });
  useEffect(() => dropReason(), [direction]);
  useEffect(() => {
    setValue('variantId', null);
  }, [productId, setValue]);

  const current = product ? (product.variants.length ? variant?.qty : product.qty) : undefined;
  return (
    <>
      <SelectInput source="storeId" label="inventory.update.store" choices={stores} validate={chosen('inventory.validation.store')} />
      <AutocompleteInput
        source="productId"
        label="inventory.update.product"
        choices={items}
        optionText={(p: PickerItem) => `${p.name} (${p.sku})`}
        validate={chosen('inventory.validation.product')}
        sx={{ minWidth: 360 }}
      />
      {product && product.variants.length > 0 && (
        <SelectInput
          source="variantId"
          label="inventory.update.variant"
          choices={product.variants.map((v) => ({ id: v.id, name: `${v.label} (${v.qty})` }))}
          validate={chosen('inventory.validation.variant')}
        />
      )}
      {current !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="current-stock" sx={{ mb: 2 }}>
          {translate('inventory.update.current', { qty: current })}
        </Typography>
      )}
      <RadioButtonGroupInput
        source="direction"
        label="inventory.update.direction"
        choices={[
          { id: 'in', name: 'inventory.update.in' },
          { id: 'out', name: 'inventory.update.out' },
        ]}
        validate={chosen('inventory.validation.direction')}
      />
      <NumberInput source="amount" label="inventory.update.amount" min={1} step={1} validate={amountValid} />
      <SelectInput
        source="invType"
        label="inventory.update.reason"
        choices={reasons.map((t) => ({ id: t, name: translate(`inventory.reasons.${t}`) }))}
        validate={chosen('inventory.validation.reason')}
        disabled={!direction}
      />
      {invType === 'return' && <TextInput source="returnReason" label="inventory.update.returnReason" validate={[required('inventory.validation.returnReason'), maxLength(INVENTORY_LIMITS.reason)]} />}
      <TextInput source="remarks" label="inventory.update.remarks" multiline minRows={2} validate={maxLength(INVENTORY_LIMITS.remarks)} fullWidth />
    </>
  );
}

/** /inventory/update: record a stock movement (POST /api/inventory/store); server messages appear beside the fields. */
export function StockUpdate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const defaults = useMemo(() => ({ direction: 'in', storeId: 0 }), []);
  return (
    <Create
      resource="inventory"
      title={translate('inventory.update.title')}
      mutationOptions={{
        onSuccess: () => {
          notify('inventory.update.done', { type: 'success' });
          redirect('list', 'inventory');
        },
      }}
    >
      <SimpleForm
        defaultValues={defaults}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <Fields />
      </SimpleForm>
    </Create>
  );
}
