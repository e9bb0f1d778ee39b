import { NumberInput, useTranslate, type NumberInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import type { RateBasis } from '../../../common/couriers';
import { useCompanyFacts } from '../shared/inputs';
import { useLoad } from '../shared/query';
import { statesOfCountry } from './api';

/** Choices for the states of a region: Malaysian states, or Indonesian provinces by code; null while loading, none after a failure. */
export function useStateChoices(): { id: string; name: string }[] | null {
  const { country } = useCompanyFacts();
  const states = useLoad(['couriers', 'states', country], () => statesOfCountry(country));
  return states.data ?? (states.error ? [] : null);
}

/** A band's upper limit: kilograms (held as grams) for weight-rated couriers, units otherwise. */
export function UpToInput(props: NumberInputProps) {
  const translate = useTranslate();
  const rateBy = (useWatch({ name: 'rateBy' }) as RateBasis | undefined) ?? 'weight';
  const weight = rateBy === 'weight';
  return (
    <NumberInput
      min={weight ? 0.001 : 1}
      step={weight ? 0.001 : 1}
      format={(value: unknown) => (typeof value === 'number' ? (weight ? value / 1000 : value) : '')}
      parse={(value: string) => (value === '' || value === null || value === undefined ? null : weight ? Math.round(parseFloat(value) * 1000) : Math.round(parseFloat(value)))}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{translate(weight ? 'couriers.unit.kg' : 'couriers.unit.units')}</InputAdornment> } }}
      {...props}
    />
  );
}
