import Typography from '@mui/material/Typography';
import { BooleanInput, NumberInput, SimpleForm, TextInput, maxValue, minValue, number, required, useTranslate } from 'react-admin';
import { MoneyInput, PercentInput, UnitsInput } from '../shared/inputs';
import { FIELD } from './inputs';

const Section = ({ title, help }: { title: string; help: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(help)}
      </Typography>
    </>
  );
};

const pair = { display: 'flex', gap: '0 16px', flexWrap: 'wrap' } as const;

/** Create and edit share this form; the meaning of each field is in docs/compensation.md. */
export function TierForm() {
  return (
    <SimpleForm sx={{ maxWidth: 720 }}>
      <div style={pair}>
        <TextInput source="levelName" validate={required()} sx={FIELD} />
        <NumberInput source="rankNumber" validate={[required(), number(), minValue(1), maxValue(999)]} step={1} helperText="tiers.help.rankNumber" sx={FIELD} />
      </div>
      <Section title="tiers.section.maintenance" help="tiers.help.maintenance" />
      <div style={pair}>
        <UnitsInput sx={FIELD} source="momUnit" />
        <MoneyInput sx={FIELD} source="momAmount" />
      </div>
      <div style={pair}>
        <UnitsInput sx={FIELD} source="momFirstOrderUnit" />
        <MoneyInput sx={FIELD} source="momFirstOrderAmount" />
      </div>
      <Section title="tiers.section.qualification" help="tiers.help.qualification" />
      <div style={pair}>
        <UnitsInput sx={FIELD} source="psUnit" />
        <MoneyInput sx={FIELD} source="psAmount" />
      </div>
      <div style={pair}>
        <UnitsInput sx={FIELD} source="gsUnit" />
        <MoneyInput sx={FIELD} source="gsAmount" />
      </div>
      <div style={pair}>
        <UnitsInput sx={FIELD} source="tpgsUnit" />
        <MoneyInput sx={FIELD} source="tpgsAmount" />
      </div>
      <MoneyInput sx={FIELD} source="sideGroupSales" />
      <Section title="tiers.section.commission" help="tiers.help.commission" />
      <div style={pair}>
        <PercentInput sx={FIELD} source="helperPercen" />
        <MoneyInput sx={FIELD} source="recruitComm" />
      </div>
      <div style={pair}>
        <PercentInput sx={FIELD} source="leadership" />
        <MoneyInput sx={FIELD} source="introducerBonus" />
      </div>
      <BooleanInput source="overridingCommission" defaultValue helperText="tiers.help.overridingCommission" />
      <NumberInput source="inactiveDays" min={1} max={3650} step={1} helperText="tiers.help.inactiveDays" sx={FIELD} />
    </SimpleForm>
  );
}
