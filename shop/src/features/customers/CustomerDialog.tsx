import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Country } from '../../../../common/constants';
import { ApiError, post } from '../../../../common/web/api';
import { email, matches, maxLength, required, type Rules } from '../../../../common/web/validation';
import { FormOutcome } from '../../forms/FormOutcome';
import { PhoneFields } from '../../forms/PhoneFields';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { useCurrentUser } from '../../session/SessionContext';
import { IndonesianAddress } from '../profile/IndonesianAddress';
import { MalaysianAddress } from '../profile/MalaysianAddress';
import type { Customer } from './types';

/**
 * The form binds the address and phone parts under the profile form's names, so the profile's
 * MalaysianAddress, IndonesianAddress and PhoneFields serve it unchanged; `toApi` and `FROM_API`
 * translate to and from the address-book fields of POST /api/sales/customer/store.
 */
interface CustomerValues extends Record<string, string> {
  addrTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  accCodePhone: string;
  accPhone: string;
  accAddressLine1: string;
  accAddressLine2: string;
  accAddressCountry: Country;
  accAddressPostcode: string;
  accAddressCity: string;
  accAddressState: string;
  accAddressProvince: string;
  accAddressRegency: string;
  accAddressDistrict: string;
  accAddressVillage: string;
}

const FROM_API: Record<string, keyof CustomerValues> = {
  phoneCode: 'accCodePhone',
  phoneNumber: 'accPhone',
  address1: 'accAddressLine1',
  address2: 'accAddressLine2',
  country: 'accAddressCountry',
  postCode: 'accAddressPostcode',
  city: 'accAddressCity',
  state: 'accAddressState',
  provinceId: 'accAddressProvince',
  regencyId: 'accAddressRegency',
  districtId: 'accAddressDistrict',
  villageId: 'accAddressVillage',
};

function valuesOf(c: Customer | null, country: Country): CustomerValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    addrTitle: text(c?.addrTitle),
    firstName: text(c?.firstName),
    lastName: text(c?.lastName),
    email: text(c?.email),
    accCodePhone: c?.phoneCode ?? (country === 'ID' ? '+62' : '+60'),
    accPhone: text(c?.phoneNumber),
    accAddressLine1: text(c?.address1),
    accAddressLine2: text(c?.address2),
    accAddressCountry: c?.country ?? country,
    accAddressPostcode: text(c?.postCode),
    accAddressCity: text(c?.city),
    accAddressState: text(c?.state),
    accAddressProvince: text(c?.provinceId),
    accAddressRegency: text(c?.regencyId),
    accAddressDistrict: text(c?.districtId),
    accAddressVillage: text(c?.villageId),
  };
}

function toApi(v: CustomerValues, id: number | undefined) {
  const malaysian = v.accAddressCountry === 'MY';
  return {
    ...(id ? { id } : {}),
    addrTitle: v.addrTitle,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email.trim(),
    phoneCode: v.accCodePhone,
    phoneNumber: v.accPhone,
    address1: v.accAddressLine1,
    address2: v.accAddressLine2,
    country: v.accAddressCountry,
    postCode: v.accAddressPostcode,
    city: malaysian ? v.accAddressCity : '',
    state: malaysian ? v.accAddressState : '',
    provinceId: malaysian ? '' : v.accAddressProvince,
    regencyId: malaysian ? '' : v.accAddressRegency,
    districtId: malaysian ? '' : v.accAddressDistrict,
    villageId: malaysian ? '' : v.accAddressVillage,
  };
}

function rules(v: CustomerValues): Rules<CustomerValues> {
  const malaysian = v.accAddressCountry === 'MY';
  const when = (yes: boolean) => (yes ? [required] : []);
  return {
    addrTitle: [maxLength(100)],
    firstName: [required, maxLength(100)],
    lastName: [maxLength(100)],
    email: [email, maxLength(191)],
    accCodePhone: [matches(/^\+?[0-9]{1,4}$/)],
    accPhone: [required, matches(/^[0-9 -]{6,20}$/)],
    accAddressLine1: [required, maxLength(255)],
    accAddressLine2: [maxLength(255)],
    accAddressPostcode: [...when(malaysian), malaysian ? matches(/^[0-9]{5}$/) : maxLength(10)],
    accAddressState: when(malaysian),
    accAddressProvince: when(!malaysian),
    accAddressRegency: when(!malaysian),
    accAddressDistrict: when(!malaysian),
    accAddressVillage: when(!malaysian),
  };
}

/** Add or edit an address-book entry (`customer` null = a new one). Give it a new `key` per opening: the form starts afresh. */
export function CustomerDialog({ customer, open, onClose, onSaved }: { customer: Customer | null; open: boolean; onClose: () => void; onSaved: (saved: Customer, message: string) => void }) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="customer-title">
      <DialogTitle id="customer-title">{customer ? t('shop.customers.edit') : t('shop.customers.add')}</DialogTitle>
      <CustomerForm customer={customer} country={user.company.country} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function CustomerForm({ customer, country, onClose, onSaved }: { customer: Customer | null; country: Country; onClose: () => void; onSaved: (saved: Customer, message: string) => void }) {
  const t = useT();
  const form = useForm<CustomerValues>(valuesOf(customer, country), rules);
  const malaysian = form.values.accAddressCountry === 'MY';

  const submit = form.onSubmit(async (values) => {
    try {
      const { data, message } = await post<Customer>('/sales/customer/store', toApi(values, customer?.id));
      onSaved(data, message);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [FROM_API[k] ?? k, v]));
      throw new ApiError(err.status, err.message, fields);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="customer-form" sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <FormOutcome outcome={form.outcome} />
        <Stack spacing={2}>
          <TextField {...form.field('addrTitle')} label={t('shop.customers.title')} helperText={form.field('addrTitle').helperText ?? t('shop.customers.titleHelp')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...form.field('firstName')} label={t('shop.fields.firstName')} required fullWidth />
            <TextField {...form.field('lastName')} label={t('shop.fields.lastName')} fullWidth />
          </Stack>
          <TextField {...form.field('email')} type="email" label={t('shop.fields.email')} />
          <PhoneFields form={form} />
          <SelectField
            {...form.field('accAddressCountry')}
            label={t('shop.fields.country')}
            options={[
              { value: 'MY', label: t('shop.country.MY') },
              { value: 'ID', label: t('shop.country.ID') },
            ]}
            sx={{ maxWidth: 320 }}
          />
          <TextField {...form.field('accAddressLine1')} label={t('shop.fields.addressLine1')} required />
          <TextField {...form.field('accAddressLine2')} label={t('shop.fields.addressLine2')} />
          {malaysian ? <MalaysianAddress form={form} /> : <IndonesianAddress form={form} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shop.action.cancel')}</Button>
        <SubmitButton busy={form.submitting}>{t('shop.action.save')}</SubmitButton>
      </DialogActions>
    </Box>
  );
}
