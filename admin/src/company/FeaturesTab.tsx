import { BooleanInput, Loading, NumberInput, SelectInput, maxValue, minValue, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  BOOKING_MAX_HOURS,
  BOOKING_MAX_MINUTES,
  COMMISSION_CLOSE_DAY,
  COMMISSION_CLOSE_HOUR,
  COMMISSION_SWITCHES,
  FEATURE_SWITCHES,
  INACTIVE_LIMIT_MAX_DAYS,
  INACTIVE_LIMIT_MIN_DAYS,
  type CommissionSettings,
  type FeatureSwitch,
} from '../../../common/company';
import { AFFILIATE_WINDOW_DAYS } from '../../../common/api/store-affiliate';
import { MoneyInput, PercentInput } from '../shared/inputs';
import { SettingsForm } from './SettingsForm';
import { pick, useChoices, useSettings } from './settings';
import { LoadError } from '../shared/LoadError';

type Features = Record<FeatureSwitch, boolean> & {
  bookingTime: { hours: number; minutes: number };
  inactiveLimit: number;
  level: number | null;
  /** Orders: minutes an unpaid order is kept, admin fee per order (minor units), service charge (basis points). */
  orderExpiryMinutes?: number;
  orderAdminFee?: number;
  serviceChargeBp?: number;
  /** The affiliate store: days a click of an agent's link is remembered (1–365). */
  affiliateWindowDays?: number;
} & Partial<CommissionSettings>;

const CLOSING = [
  ['commissionCloseDay', COMMISSION_CLOSE_DAY],
  ['commissionCloseHour', COMMISSION_CLOSE_HOUR],
] as const;
const FIELDS = [
  ...FEATURE_SWITCHES,
  'bookingTime',
  'inactiveLimit',
  'level',
  'orderExpiryMinutes',
  'orderAdminFee',
  'serviceChargeBp',
  ...COMMISSION_SWITCHES,
  'commissionCloseDay',
  'commissionCloseHour',
  'minPayout',
  'affiliateWindowDays',
];

/** Control features: the company's switches, booking time (at most 12 h 59 min), inactivity period, ordering level, order charges and commission settings. */
export function FeaturesTab() {
  const translate = useTranslate();
  const { record, error, retry, save } = useSettings<Features>('/company-features');
  const tiers = useChoices<{ id: number; levelName: string }>('/setup/tier', { perPage: '100' });
  if (!record) return error ? <LoadError error={error} onRetry={retry} /> : <Loading />;
  return (
    <Card>
      <SettingsForm record={record} onSubmit={(values: FieldValues) => save('/company-features/store', pick(values, FIELDS))}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          {FEATURE_SWITCHES.map((name) => (
            <BooleanInput key={name} source={name} helperText={`company.features.help.${name}`} />
          ))}
        </Box>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {translate('company.features.bookingTime')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput source="bookingTime.hours" min={0} step={1} validate={[minValue(0), maxValue(BOOKING_MAX_HOURS)]} />
          <NumberInput source="bookingTime.minutes" min={0} step={1} validate={[minValue(0), maxValue(BOOKING_MAX_MINUTES)]} />
          <NumberInput source="inactiveLimit" min={INACTIVE_LIMIT_MIN_DAYS} step={1} validate={[minValue(INACTIVE_LIMIT_MIN_DAYS), maxValue(INACTIVE_LIMIT_MAX_DAYS)]} />
          <SelectInput
            source="level"
            choices={tiers}
            optionText="levelName"
            emptyText="—"
            parse={(v: unknown) => (v === '' || v === null ? null : Number(v))}
            helperText="company.features.help.level"
          />
        </Box>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {translate('company.features.orders')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput source="orderExpiryMinutes" min={1} step={1} validate={minValue(1)} helperText="company.features.help.orderExpiryMinutes" />
          <MoneyInput symbol source="orderAdminFee" validate={minValue(0)} helperText="company.features.help.orderAdminFee" />
          <PercentInput source="serviceChargeBp" validate={[minValue(0), maxValue(10000)]} helperText="company.features.help.serviceChargeBp" />
          <NumberInput
            source="affiliateWindowDays"
            min={AFFILIATE_WINDOW_DAYS.min}
            max={AFFILIATE_WINDOW_DAYS.max}
            step={1}
            validate={[minValue(AFFILIATE_WINDOW_DAYS.min), maxValue(AFFILIATE_WINDOW_DAYS.max)]}
            helperText="company.features.help.affiliateWindowDays"
          />
        </Box>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {translate('company.features.commissions')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          {COMMISSION_SWITCHES.map((name) => (
            <BooleanInput key={name} source={name} helperText={`company.features.help.${name}`} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {CLOSING.map(([source, range]) => (
            <NumberInput key={source} source={source} min={range.min} max={range.max} step={1} validate={[minValue(range.min), maxValue(range.max)]} helperText={`company.features.help.${source}`} />
          ))}
          <MoneyInput symbol source="minPayout" validate={minValue(0)} helperText="company.features.help.minPayout" />
        </Box>
      </SettingsForm>
    </Card>
  );
}
