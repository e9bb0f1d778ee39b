import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SelectField } from '../../forms/SelectField';
import type { Binder } from '../../forms/useForm';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';

interface StateCities {
  state: string;
  cities: { city: string; postcodes: string[] }[];
}

type Fields = 'accAddressPostcode' | 'accAddressState' | 'accAddressCity';

/**
 * Postcode, state and city of a Malaysian address (GET /api/attribute/locations). A known
 * postcode fills in its state and city; a state offers only its own cities.
 */
export function MalaysianAddress({ form }: { form: Binder<Fields> }) {
  const t = useT();
  const tree = useApiData<StateCities[]>('/attribute/locations', { query: { country: 'MY' }, cache: true });
  const places = useMemo(() => {
    const byPostcode = new Map<string, { state: string; city: string }>();
    for (const { state, cities } of tree.data ?? []) {
      for (const { city, postcodes } of cities) for (const code of postcodes) if (!byPostcode.has(code)) byPostcode.set(code, { state, city });
    }
    return byPostcode;
  }, [tree.data]);
  const citiesOf = (state: string) => tree.data?.find((s) => s.state === state)?.cities.map((c) => c.city) ?? [];

  if (tree.error) return <LoadError message={tree.error.message} onRetry={tree.retry} />;

  function choosePostcode(value: string) {
    const code = value.replace(/\D/g, '').slice(0, 5);
    const place = places.get(code);
    form.update(place ? { accAddressPostcode: code, accAddressState: place.state, accAddressCity: place.city } : { accAddressPostcode: code });
  }

  function chooseState(state: string) {
    const city = form.values.accAddressCity;
    form.update({ accAddressState: state, accAddressCity: citiesOf(state).includes(city) ? city : '' });
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        {...form.field('accAddressPostcode')}
        onChange={(e) => choosePostcode(e.target.value)}
        label={t('shop.fields.postcode')}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        sx={{ minWidth: 140 }}
      />
      <SelectField
        {...form.field('accAddressState')}
        onChange={(e) => chooseState(e.target.value)}
        label={t('shop.fields.state')}
        options={tree.data?.map((s) => ({ value: s.state, label: s.state }))}
        loading={tree.loading}
        fullWidth
      />
      <SelectField
        {...form.field('accAddressCity')}
        label={t('shop.fields.city')}
        options={citiesOf(form.values.accAddressState).map((city) => ({ value: city, label: city }))}
        loading={tree.loading}
        disabled={!form.values.accAddressState}
        fullWidth
      />
    </Stack>
  );
}
