import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  Button,
  Create,
  DateInput,
  DeleteWithConfirmButton,
  Edit,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import History from '@mui/icons-material/History';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VOUCHER_TYPES } from '../../../common/orders';
import { FORM_FIELD as FIELD, FORM_ROW as ROW, MoneyInput, PercentInput, UnitsInput } from '../shared/inputs';
import { businessToday } from '../shared/dates';
import { StatusChip } from './VoucherList';
import { historyPath, type VoucherRow } from './shared';

const typeChoices = VOUCHER_TYPES.map((id) => ({ id, name: `vouchers.type.${id}` }));

const percentRange = (value: unknown) => (typeof value === 'number' && (value < 1 || value > 10_000) ? 'vouchers.validation.percent' : undefined);
const positive = (value: unknown) => (typeof value === 'number' && value < 1 ? 'vouchers.validation.positive' : undefined);
const atLeastOne = (value: unknown) => (typeof value === 'number' && value < 1 ? 'vouchers.validation.atLeastOne' : undefined);
const stopAfterStart = (value: unknown, values: Record<string, unknown>) =>
  typeof value === 'string' && typeof values.voucherStartDate === 'string' && value < values.voucherStartDate ? 'vouchers.validation.dates' : undefined;

/** The discount: ringgit/rupiah for an amount voucher, a percentage (held in basis points) otherwise. */
function DiscountInput() {
  const type = useWatch({ name: 'voucherType' }) as string | undefined;
  return type === 'percentage' ? (
    <PercentInput
      key="percent"
      source="voucherDisc"
      validate={[required(), percentRange]}
      helperText="vouchers.help.percent"
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
      sx={FIELD}
    />
  ) : (
    <MoneyInput key="amount" symbol source="voucherDisc" validate={[required(), positive]} helperText="vouchers.help.amount" sx={FIELD} />
  );
}

/** On edit: what has been used so far, and the way to the history. */
function Usage() {
  const translate = useTranslate();
  const v = useRecordContext<VoucherRow>();
  if (!v?.id) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }} data-testid="voucher-usage">
      <StatusChip status={v.status} />
      <Typography variant="body2">{translate('vouchers.list.quota', { used: v.used, quota: v.voucherQuota, remaining: v.remaining })}</Typography>
      <Button component={Link} to={historyPath(v.id)} label="vouchers.actions.history">
        <History />
      </Button>
    </Stack>
  );
}

const toList = () => '/voucher';

/** Save, and on edit Delete (back to /voucher, the list of these screens). */
function FormToolbar() {
  const record = useRecordContext<VoucherRow>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id && <DeleteWithConfirmButton mutationMode="pessimistic" redirect={toList} confirmContent="vouchers.delete.content" />}
    </Toolbar>
  );
}

/**
 * One form for /voucher/new and /voucher/edit?id=: every voucher field of docs/rules.md. The server
 * checks the code (unique in the company), the dates, the discount and a quota below the uses
 * already made, and answers per field, shown beside the input.
 */
function VoucherForm() {
  return (
    <SimpleForm
      sx={{ maxWidth: 900 }}
      toolbar={<FormToolbar />}
      defaultValues={{ voucherType: 'amount', voucherMinPurchase: 0, voucherUsgLimit: 1, voucherStartDate: businessToday(), freeShipping: false, firstOrder: false, package: false }}
    >
      <Usage />
      <div style={ROW}>
        <TextInput source="voucherName" validate={[required(), maxLength(150)]} sx={{ width: 536 }} />
        <TextInput source="voucherCode" validate={[required(), maxLength(40), regex(/^\s*[A-Za-z0-9_-]+\s*$/, 'vouchers.validation.code')]} helperText="vouchers.help.code" sx={FIELD} />
      </div>
      <RadioButtonGroupInput source="voucherType" choices={typeChoices} validate={required()} />
      <div style={ROW}>
        <DiscountInput />
        <MoneyInput symbol source="voucherMinPurchase" helperText="vouchers.help.minPurchase" sx={FIELD} />
      </div>
      <div style={ROW}>
        <UnitsInput source="voucherQuota" validate={[required(), atLeastOne]} helperText="vouchers.help.quota" sx={FIELD} />
        <UnitsInput source="voucherUsgLimit" validate={[required(), atLeastOne]} helperText="vouchers.help.usageLimit" sx={FIELD} />
      </div>
      <div style={ROW}>
        <DateInput source="voucherStartDate" validate={required()} helperText="vouchers.help.dates" sx={FIELD} />
        <DateInput source="voucherStopDate" validate={[required(), stopAfterStart]} sx={FIELD} />
      </div>
      <BooleanInput source="freeShipping" helperText="vouchers.help.freeShipping" />
      <BooleanInput source="firstOrder" helperText="vouchers.help.firstOrder" />
      <BooleanInput source="package" helperText="vouchers.help.package" />
    </SimpleForm>
  );
}

/** /voucher/new */
export function VoucherCreatePage() {
  const translate = useTranslate();
  return (
    <Create resource="vouchers" title={translate('vouchers.form.createTitle')} redirect={toList}>
      <VoucherForm />
    </Create>
  );
}

/** /voucher/edit?id= (and /voucher/edit/:id). */
export function VoucherEditPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const params = useParams();
  const id = Number(search.get('id') ?? params.id);
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/voucher" replace />;
  // Pessimistic: the server's per-field answers must reach the form still on screen.
  return (
    <Edit resource="vouchers" id={id} title={translate('vouchers.form.editTitle')} mutationMode="pessimistic" redirect={toList}>
      <VoucherForm />
    </Edit>
  );
}
