import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Title,
  Toolbar,
  HttpError,
  maxLength,
  required,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CART_MAX_QTY, PAYMENT_TYPES, SHIPMENT_TYPES } from '../../../common/orders';
import { useMoneyText } from '../shared/inputs';
import { AgentPicker } from '../agents/sections';
import { agentChoices, branchChoices, courierChoices, packageChoices, productChoices, quoteOrder, storeOrder, type Choice, type NewOrderBody, type NewOrderItem, type ProductChoice } from './api';
import { messageOf } from './shared';
import { useLoad, useSettled } from '../shared/query';
import { fromBusinessInput } from '../../../common/web/format';

const chosen =
  (message: string): Validator =>
  (value) =>
    value === undefined || value === null || value === '' ? message : undefined;

const quantityValid: Validator = (value) => (value === undefined || value === null || value === '' || !Number.isInteger(Number(value)) || Number(value) < 1 ? 'orders.validation.quantity' : undefined);

/** A list of choices (loaded once, shared under `key`); empty while loading or after a failure. */
function useChoiceList<T>(key: string, load: () => Promise<T[]>): T[] {
  return useLoad(['orders', key], load).data ?? [];
}

interface FormItem {
  itemType?: 'product' | 'package';
  productId?: number | null;
  variantId?: number | null;
  packageId?: number | null;
  quantity?: number | null;
}

/** The form's values as the API body; null while something the server needs is missing. */
function bodyOf(values: FieldValues, products: ProductChoice[]): NewOrderBody | null {
  const items: NewOrderItem[] = [];
  for (const item of (values.items ?? []) as FormItem[]) {
    const quantity = Number(item?.quantity);
    if (!item || !Number.isInteger(quantity) || quantity < 1) return null;
    if (item.itemType === 'package') {
      if (!item.packageId) return null;
      items.push({ itemType: 'package', packageId: item.packageId, quantity });
    } else {
      if (!item.productId) return null;
      const product = products.find((p) => p.id === item.productId);
      if (product?.variants.length && !item.variantId) return null;
      items.push({ itemType: 'product', productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}), quantity });
    }
  }
  if (!values.buyerId || !items.length || !values.shipmentType || !values.shipmentId) return null;
  const body: NewOrderBody = {
    buyerId: Number(values.buyerId),
    items,
    shipmentType: values.shipmentType,
    shipmentId: Number(values.shipmentId),
    paymentType: values.paymentType ?? 'manual',
    markPaid: Boolean(values.markPaid),
  };
  if (values.shipmentType === 'pickup' && values.pickupAt) body.pickupAt = fromBusinessInput(values.pickupAt as string);
  if ((values.voucherCode as string | undefined)?.trim()) body.voucherCode = (values.voucherCode as string).trim();
  if ((values.orderNotes as string | undefined)?.trim()) body.orderNotes = (values.orderNotes as string).trim();
  return body;
}

const QUOTE_ROWS = ['subtotal', 'discount', 'voucherDiscount', 'shippingFee', 'adminFee', 'tax', 'serviceCharge', 'grandTotal'] as const;

/** The live quote (POST /manage-orders/quote) of what the form holds, refreshed as it changes. */
function Quote({ products }: { products: ProductChoice[] }) {
  const translate = useTranslate();
  const money = useMoneyText('—');
  const values = useWatch();
  const body = bodyOf(values, products);
  const key = body ? JSON.stringify({ ...body, markPaid: undefined, orderNotes: undefined }) : '';
  const settled = useSettled(key, 400);
  // The last amounts stay while a changed form is quoted again.
  const quote = useLoad(['orders', 'quote', settled], key && settled ? async () => (await quoteOrder(JSON.parse(settled) as NewOrderBody)).data : null, { keepPrevious: true });
  const state = {
    amounts: key ? quote.data : null,
    error: key && quote.error ? messageOf(quote.error) : null,
    busy: !!key && (key !== settled || quote.loading || quote.fetching),
  };
  return (
    <Card variant="outlined" sx={{ minWidth: 300 }} data-testid="order-quote">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6">{translate('orders.new.quote')}</Typography>
          {state.busy && <CircularProgress size={16} />}
        </Box>
        {!key && <Typography color="text.secondary">{translate('orders.new.quoteHint')}</Typography>}
        {state.error && <Alert severity="error">{state.error}</Alert>}
        {state.amounts && (
          <Table size="small">
            <TableBody>
              {QUOTE_ROWS.map((row) => (
                <TableRow key={row} data-amount={row}>
                  <TableCell sx={row === 'grandTotal' ? { fontWeight: 'bold' } : undefined}>{translate(`orders.amounts.${row}`)}</TableCell>
                  <TableCell align="right" sx={row === 'grandTotal' ? { fontWeight: 'bold' } : undefined}>
                    {money(state.amounts![row])}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell>{translate('orders.amounts.points')}</TableCell>
                <TableCell align="right">{state.amounts.points}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function ShippingInputs({ couriers, branches }: { couriers: Choice[]; branches: Choice[] }) {
  const shipmentType = useWatch({ name: 'shipmentType' }) as string | undefined;
  return (
    <>
      <RadioButtonGroupInput
        source="shipmentType"
        label="orders.new.shipmentType"
        choices={SHIPMENT_TYPES.map((s) => ({ id: s, name: `orders.shipmentType.${s}` }))}
        validate={chosen('orders.validation.shipmentType')}
      />
      {shipmentType === 'pickup' ? (
        <>
          <SelectInput key="branch" source="shipmentId" label="orders.new.branch" choices={branches} validate={chosen('orders.validation.branch')} />
          <TextInput source="pickupAt" label="orders.new.pickupAt" type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
        </>
      ) : (
        <SelectInput key="courier" source="shipmentId" label="orders.new.courier" choices={couriers} validate={chosen('orders.validation.courier')} />
      )}
    </>
  );
}

/**
 * /manage-orders/new: HQ places an order on an agent's behalf (POST /manage-orders/store) — the
 * agent, items (products or packages), courier or pickup to the agent's own address, manual
 * payment, optionally already paid — with a live quote; the new order's details open after.
 */
export function OrderCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const products = useChoiceList('productChoices', () => productChoices(''));
  const packages = useChoiceList('packageChoices', packageChoices);
  const couriers = useChoiceList('courierChoices', courierChoices);
  const branches = useChoiceList('pickupBranches', () => branchChoices(true));
  const defaults = useMemo(() => ({ items: [{ itemType: 'product', quantity: 1 }], shipmentType: 'courier', paymentType: 'manual', markPaid: false }), []);
  const submit = async (values: FieldValues) => {
    const body = bodyOf(values, products);
    if (!body) return undefined;
    try {
      const { data, message } = await storeOrder(body);
      notify(message, { type: 'success', messageArgs: { _: message } });
      void navigate(`/manage-orders/order-details?id=${data.id}`);
      return undefined;
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
      if (err instanceof HttpError && err.body?.errors) return err.body.errors as Record<string, string>;
      return undefined;
    }
  };
  return (
    <ResourceContextProvider value="manage-orders">
      <Box sx={{ mt: 2 }}>
        <Title title={translate('orders.new.title')} />
        <Card>
          <SimpleForm
            defaultValues={defaults}
            onSubmit={submit}
            toolbar={
              <Toolbar>
                <SaveButton label="orders.new.create" alwaysEnable />
              </Toolbar>
            }
          >
            <Box sx={{ display: 'flex', gap: 3, width: '100%', flexWrap: { xs: 'wrap', lg: 'nowrap' }, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <AgentPicker source="buyerId" label={translate('orders.new.agent')} load={agentChoices} validate={chosen('orders.validation.agent')} helperText="orders.new.agentHelp" />
                <ArrayInput source="items" label="orders.new.items">
                  <SimpleFormIterator inline disableReordering>
                    <SelectInput
                      source="itemType"
                      label="orders.new.itemType"
                      choices={[
                        { id: 'product', name: 'orders.itemType.product' },
                        { id: 'package', name: 'orders.itemType.package' },
                      ]}
                      validate={required()}
                    />
                    <FormDataConsumer>
                      {({ scopedFormData }) => {
                        const item = (scopedFormData ?? {}) as FormItem;
                        if (item.itemType === 'package') {
                          return <SelectInput source="packageId" label="orders.new.package" choices={packages} validate={chosen('orders.validation.package')} />;
                        }
                        const product = products.find((p) => p.id === item.productId);
                        return (
                          <>
                            <AutocompleteInput
                              source="productId"
                              label="orders.new.product"
                              choices={products}
                              optionText={(p: ProductChoice) => `${p.name} (${p.sku}) · ${translate('orders.new.stock', { qty: p.qty })}`}
                              inputText={(p: ProductChoice) => `${p.name} (${p.sku})`}
                              validate={chosen('orders.validation.product')}
                              sx={{ minWidth: 320 }}
                            />
                            {product && product.variants.length > 0 && (
                              <SelectInput
                                source="variantId"
                                label="orders.new.variant"
                                choices={product.variants.map((v) => ({ id: v.id, name: `${v.label} (${v.qty})` }))}
                                validate={chosen('orders.validation.variant')}
                              />
                            )}
                          </>
                        );
                      }}
                    </FormDataConsumer>
                    <NumberInput source="quantity" label="orders.new.quantity" min={1} max={CART_MAX_QTY} step={1} validate={quantityValid} sx={{ minWidth: 120 }} />
                  </SimpleFormIterator>
                </ArrayInput>
                <ShippingInputs couriers={couriers} branches={branches} />
                <SelectInput source="paymentType" label="orders.new.paymentType" choices={PAYMENT_TYPES.map((p) => ({ id: p, name: `common.paymentType.${p}` }))} validate={required()} />
                <BooleanInput source="markPaid" label="orders.new.markPaid" helperText="orders.new.markPaidHelp" />
                <TextInput source="voucherCode" label="orders.new.voucherCode" validate={maxLength(40)} />
                <TextInput source="orderNotes" label="orders.new.orderNotes" multiline minRows={2} validate={maxLength(1000)} fullWidth />
              </Box>
              <Quote products={products} />
            </Box>
          </SimpleForm>
        </Card>
      </Box>
    </ResourceContextProvider>
  );
}
