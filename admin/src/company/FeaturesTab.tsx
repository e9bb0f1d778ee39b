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
  FEATURE_SWITCHES,
  INACTIVE_LIMIT_MAX_DAYS,
  INACTIVE_LIMIT_MIN_DAYS,
  type FeatureSwitch,
} from '../../../common/company';
import { MoneyInput, PercentInput } from '../shared/inputs';
import { SettingsForm } from './SettingsForm';
import { pick, useChoices, useSettings } from './settings';

type Features = Record<FeatureSwitch, boolean> & {
  bookingTime: { hours: number; minutes: number };
  inactiveLimit: number;
  level: number | null;
  /** Orders: minutes an unpaid order is kept, admin fee per order (minor units), service charge (basis points). */
  orderExpiryMinutes?: number;
  orderAdminFee?: number;
  serviceChargeBp?: number;
  /** Commissions: switches, the closing day (1–28) and hour (0–23, Kuala Lumpur), the minimum payout (minor units). */
  commissionCompression?: boolean;
  autoPromotion?: boolean;
  withholding107d?: boolean;
  commissionCloseDay?: number;
  commissionCloseHour?: number;
  minPayout?: number;
};

const COMMISSION_SWITCHES = ['commissionCompression', 'autoPromotion', 'withholding107d'] as const;
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
];

/** Control features: the company's switches, booking time (at most 12 h 59 min), inactivity period, ordering level, order charges and commission settings. */
export function FeaturesTab() {
  const translate = useTranslate();
  const { record, save } = useSettings<Features>('/company-features');
  const tiers = useChoices<{ id: number; levelName: string }>('/setup/tier', { perPage: '100' });
  if (!record) return <Loading />;
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
          <NumberInput
            source="inactiveLimit"
            min={INACTIVE_LIMIT_MIN_DAYS}
            step={1}
            validate={[minValue(INACTIVE_LIMIT_MIN_DAYS), maxValue(INACTIVE_LIMIT_MAX_DAYS)]}
          />
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
          <NumberInput
            source="commissionCloseDay"
            min={COMMISSION_CLOSE_DAY.min}
            max={COMMISSION_CLOSE_DAY.max}
            step={1}
            validate={[minValue(COMMISSION_CLOSE_DAY.min), maxValue(COMMISSION_CLOSE_DAY.max)]}
            helperText="company.features.help.commissionCloseDay"
          />
          <NumberInput
            source="commissionCloseHour"
            min={COMMISSION_CLOSE_HOUR.min}
            max={COMMISSION_CLOSE_HOUR.max}
            step={1}
            validate={[minValue(COMMISSION_CLOSE_HOUR.min), maxValue(COMMISSION_CLOSE_HOUR.max)]}
            helperText="company.features.help.commissionCloseHour"
          />
          <MoneyInput symbol source="minPayout" validate={minValue(0)} helperText="company.features.help.minPayout" />
        </Box>
      </SettingsForm>
    </Card>
  );
}
