import { useEffect, type ReactNode } from 'react';
import type { StoreView } from '../../../common/api/store';
import { storeApi, type Area } from '../api';
import { useT } from '../i18n';
import { LoadError } from '../ui';
import { useLoad } from '../../../common/web/useLoad';

/**
 * The delivery address of checkout, by the company's country as the agent app's forms do:
 * Malaysia — street, postcode (which fills city and state from the reference data), city and
 * the state list; Indonesia — street, province → regency → district → village (each list loaded
 * for the level above, a change clearing the levels below) and the postcode.
 */
export interface AddressValues {
  address1: string;
  address2: string;
  postcode: string;
  city: string;
  state: string;
  provinceId: string;
  regencyId: string;
  districtId: string;
  villageId: string;
}

export const EMPTY_ADDRESS: AddressValues = { address1: '', address2: '', postcode: '', city: '', state: '', provinceId: '', regencyId: '', districtId: '', villageId: '' };

/** The server's error keys of an address (`address.x`, and the receiver check's `receiver.x`) → the field showing them. */
export const ADDRESS_ERROR_FIELDS: Record<string, keyof AddressValues> = {
  address: 'address1',
  'address.address1': 'address1',
  'receiver.address1': 'address1',
  'address.address2': 'address2',
  'address.postcode': 'postcode',
  'receiver.postcode': 'postcode',
  'address.city': 'city',
  'receiver.city': 'city',
  'address.state': 'state',
  'receiver.state': 'state',
  'address.provinceId': 'provinceId',
  'address.regencyId': 'regencyId',
  'receiver.district': 'districtId',
  'address.districtId': 'districtId',
  'receiver.village': 'villageId',
  'address.villageId': 'villageId',
};

export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Whether the address has what a courier price needs (the street and city do not change it, but the server checks them). */
export function addressComplete(country: string, a: AddressValues): boolean {
  const base = !!a.address1.trim() && /^\d{5}$/.test(a.postcode.trim()) && !!a.city.trim() && !!a.state;
  return country === 'ID' ? base && !!a.provinceId && !!a.regencyId && !!a.districtId && !!a.villageId : base;
}

interface Props {
  store: StoreView;
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  /** Errors by field of AddressValues. */
  errors: Partial<Record<keyof AddressValues, string>>;
}

function AreaSelect({
  id,
  label,
  areas,
  value,
  error,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  areas: ReturnType<typeof useLoad<Area[]>>;
  value: string;
  error?: string;
  placeholder: string;
  onChange: (area: Area | null) => void;
}) {
  const t = useT();
  return (
    <Field id={id} label={label} error={error}>
      {areas.error ? (
        <LoadError error={areas.error} retry={areas.retry} />
      ) : (
        <select
          id={id}
          name={id}
          value={value}
          required
          disabled={!areas.data}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(areas.data?.find((a) => a.id === e.target.value) ?? null)}
        >
          <option value="">{areas.loading ? t('state.loading') : placeholder}</option>
          {areas.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function AddressFields({ store, value, onChange, errors }: Props) {
  const t = useT();
  const indonesia = store.country === 'ID';
  const states = useLoad(`states:${store.country}`, () => storeApi.states(store.country));
  const regencies = useLoad(indonesia && value.provinceId ? `regencies:${value.provinceId}` : null, () => storeApi.regencies(value.provinceId));
  const districts = useLoad(indonesia && value.regencyId ? `districts:${value.regencyId}` : null, () => storeApi.districts(value.regencyId));
  const villages = useLoad(indonesia && value.districtId ? `villages:${value.districtId}` : null, () => storeApi.villages(value.districtId));
  const postcode = value.postcode.trim();
  const place = useLoad(!indonesia && /^\d{5}$/.test(postcode) ? `postcode:${postcode}` : null, () => storeApi.postcode(postcode));

  // A known Malaysian postcode fills its city and state (the visitor can still change the city).
  const found = place.data;
  useEffect(() => {
    if (found && found.postcode === value.postcode.trim() && (found.state !== value.state || !value.city.trim()))
      onChange({ ...value, state: found.state, city: value.city.trim() ? value.city : found.city });
    // Only a new answer fills the fields; typing afterwards is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);

  const input = (name: 'address1' | 'address2' | 'postcode' | 'city', extra: Record<string, unknown>) => ({
    id: name,
    name,
    value: value[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [name]: e.target.value }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...extra,
  });

  return (
    <fieldset>
      <legend>{t('checkout.address')}</legend>
      <Field id="address1" label={t('checkout.address1')} error={errors.address1}>
        <input {...input('address1', { autoComplete: 'address-line1', maxLength: 191, required: true })} />
      </Field>
      <Field id="address2" label={t('checkout.address2')} error={errors.address2}>
        <input {...input('address2', { autoComplete: 'address-line2', maxLength: 191 })} />
      </Field>
      {indonesia ? (
        <>
          <AreaSelect
            id="provinceId"
            label={t('checkout.province')}
            areas={states}
            value={value.provinceId}
            error={errors.provinceId ?? errors.state}
            placeholder={t('checkout.choose')}
            onChange={(a) => onChange({ ...value, provinceId: a?.id ?? '', state: a?.name ?? '', regencyId: '', city: '', districtId: '', villageId: '' })}
          />
          <AreaSelect
            id="regencyId"
            label={t('checkout.regency')}
            areas={regencies}
            value={value.regencyId}
            error={errors.regencyId ?? errors.city}
            placeholder={t('checkout.choose')}
            onChange={(a) => onChange({ ...value, regencyId: a?.id ?? '', city: a?.name ?? '', districtId: '', villageId: '' })}
          />
          <AreaSelect
            id="districtId"
            label={t('checkout.district')}
            areas={districts}
            value={value.districtId}
            error={errors.districtId}
            placeholder={t('checkout.choose')}
            onChange={(a) => onChange({ ...value, districtId: a?.id ?? '', villageId: '' })}
          />
          <AreaSelect
            id="villageId"
            label={t('checkout.village')}
            areas={villages}
            value={value.villageId}
            error={errors.villageId}
            placeholder={t('checkout.choose')}
            onChange={(a) => onChange({ ...value, villageId: a?.id ?? '' })}
          />
          <Field id="postcode" label={t('checkout.postcode')} error={errors.postcode}>
            <input {...input('postcode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5, required: true })} />
          </Field>
        </>
      ) : (
        <>
          <Field id="postcode" label={t('checkout.postcode')} error={errors.postcode}>
            <input {...input('postcode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5, required: true })} />
          </Field>
          <Field id="city" label={t('checkout.city')} error={errors.city}>
            <input {...input('city', { autoComplete: 'address-level2', maxLength: 100, required: true })} />
          </Field>
          <AreaSelect
            id="state"
            label={t('checkout.state')}
            areas={states}
            value={value.state}
            error={errors.state}
            placeholder={t('checkout.chooseState')}
            onChange={(a) => onChange({ ...value, state: a?.name ?? '' })}
          />
        </>
      )}
    </fieldset>
  );
}
