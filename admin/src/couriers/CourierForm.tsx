import { ArrayInput, AutocompleteArrayInput, BooleanInput, Create, Edit, SelectInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, minValue, required, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { COMPARISONS, RATE_BASES } from '../../../common/couriers';
import { MoneyInput } from '../shared/inputs';
import { UpToInput, useStateChoices } from './inputs';

const rateByChoices = RATE_BASES.map((id) => ({ id, name: `couriers.rateBy.${id}` }));
const comparisonChoices = COMPARISONS.map((id) => ({ id, name: `couriers.comparison.${id}` }));

const NEW_COURIER = {
  name: '',
  service: '',
  rateBy: 'weight',
  handlingFee: 0,
  freeShippingThreshold: null,
  isActive: true,
  regions: [{ name: '', states: [], rates: [{ comparison: 'lte', upTo: null, price: null }] }],
};

function Section({ title, help }: { title: string; help?: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      )}
    </>
  );
}

/**
 * One form for /courier/new and /courier/edit: the courier, then its regions, each with its
 * states and its rates in ascending order. The server checks the bands and states and answers
 * per field (`regions.0.rates.1.upTo`), which react-admin shows beside the input.
 */
function CourierForm() {
  const states = useStateChoices();
  return (
    <SimpleForm defaultValues={NEW_COURIER} sx={{ maxWidth: 960 }}>
      <Section title="couriers.section.courier" />
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="service" validate={maxLength(100)} helperText="couriers.help.service" fullWidth />
      <SelectInput source="rateBy" choices={rateByChoices} validate={required()} helperText="couriers.help.rateBy" />
      <MoneyInput symbol source="handlingFee" validate={minValue(0)} helperText="couriers.help.handlingFee" />
      <MoneyInput symbol source="freeShippingThreshold" helperText="couriers.help.freeShippingThreshold" />
      <BooleanInput source="isActive" helperText="couriers.help.isActive" />

      <Section title="couriers.section.regions" help="couriers.help.regions" />
      <ArrayInput source="regions" label={false}>
        <SimpleFormIterator fullWidth disableReordering getItemLabel={(index) => `#${index + 1}`}>
          <TextInput source="name" label="couriers.region.name" validate={[required(), maxLength(100)]} fullWidth />
          <AutocompleteArrayInput source="states" label="couriers.region.states" choices={states ?? []} isPending={states === null} validate={required()} fullWidth />
          <ArrayInput source="rates" label="couriers.region.rates" helperText="couriers.help.rates">
            <SimpleFormIterator inline disableReordering>
              <SelectInput source="comparison" label="couriers.rate.comparison" choices={comparisonChoices} defaultValue="lte" validate={required()} />
              <UpToInput source="upTo" label="couriers.rate.upTo" validate={required()} />
              <MoneyInput symbol source="price" label="couriers.rate.price" validate={[required(), minValue(0)]} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export function CourierCreate() {
  return (
    <Create redirect="list">
      <CourierForm />
    </Create>
  );
}

export function CourierEdit() {
  // Pessimistic: the server's per-field answers must reach the form still on screen.
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CourierForm />
    </Edit>
  );
}
