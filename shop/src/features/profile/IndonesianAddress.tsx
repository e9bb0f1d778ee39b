import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SelectField } from '../../forms/SelectField';
import type { Binder } from '../../forms/useForm';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';

interface Area {
  id: string;
  name: string;
}

type Fields = 'accAddressProvince' | 'accAddressRegency' | 'accAddressDistrict' | 'accAddressVillage' | 'accAddressPostcode';

const options = (areas: Area[] | undefined) => areas?.map((a) => ({ value: a.id, label: a.name }));

/**
 * Province → regency (city) → district → village of an Indonesian address, each list loaded
 * for the level above (GET /api/province, /city, /districts, /village). Changing a level
 * clears the levels below it.
 */
export function IndonesianAddress({ form }: { form: Binder<Fields> }) {
  const t = useT();
  const v = form.values;
  const provinces = useApiData<Area[]>('/province', { cache: true });
  const regencies = useApiData<Area[]>(v.accAddressProvince ? '/city' : null, { query: { provinceId: v.accAddressProvince }, cache: true });
  const districts = useApiData<Area[]>(v.accAddressRegency ? '/districts' : null, { query: { cityId: v.accAddressRegency }, cache: true });
  const villages = useApiData<Area[]>(v.accAddressDistrict ? '/village' : null, { query: { districtId: v.accAddressDistrict }, cache: true });

  const failed = [provinces, regencies, districts, villages].find((list) => list.error);
  if (failed?.error) return <LoadError message={failed.error.message} onRetry={failed.retry} />;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          {...form.field('accAddressProvince')}
          onChange={(e) => form.update({ accAddressProvince: e.target.value, accAddressRegency: '', accAddressDistrict: '', accAddressVillage: '' })}
          label={t('shop.fields.province')}
          options={options(provinces.data)}
          loading={provinces.loading}
          fullWidth
        />
        <SelectField
          {...form.field('accAddressRegency')}
          onChange={(e) => form.update({ accAddressRegency: e.target.value, accAddressDistrict: '', accAddressVillage: '' })}
          label={t('shop.fields.regency')}
          options={options(regencies.data)}
          loading={regencies.loading}
          disabled={!v.accAddressProvince}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          {...form.field('accAddressDistrict')}
          onChange={(e) => form.update({ accAddressDistrict: e.target.value, accAddressVillage: '' })}
          label={t('shop.fields.district')}
          options={options(districts.data)}
          loading={districts.loading}
          disabled={!v.accAddressRegency}
          fullWidth
        />
        <SelectField {...form.field('accAddressVillage')} label={t('shop.fields.village')} options={options(villages.data)} loading={villages.loading} disabled={!v.accAddressDistrict} fullWidth />
      </Stack>
      <TextField {...form.field('accAddressPostcode')} label={t('shop.fields.postcode')} autoComplete="postal-code" sx={{ maxWidth: 200 }} />
    </Stack>
  );
}
