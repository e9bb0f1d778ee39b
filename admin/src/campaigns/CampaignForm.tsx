import { Navigate, useSearchParams } from 'react-router-dom';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  DateInput,
  DeleteWithConfirmButton,
  Edit,
  ImageField,
  ImageInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_LIMITS, CAMPAIGN_PERIODS, REWARD_TYPES, type CampaignView } from '../../../common/campaigns';
import { FORM_FIELD as FIELD, FORM_ROW as ROW, MoneyInput, UnitsInput } from '../shared/inputs';
import { businessToday } from '../shared/dates';
import { Banner, StatusChip } from './shared';

const atLeastOne = (value: unknown) => (typeof value === 'number' && value < 1 ? 'campaigns.validation.atLeastOne' : undefined);
const endAfterStart = (value: unknown, values: Record<string, unknown>) =>
  typeof value === 'string' && typeof values.startDate === 'string' && value < values.startDate ? 'campaigns.validation.dates' : undefined;
const tenAtMost = (value: unknown) => (Array.isArray(value) && value.length > CAMPAIGN_LIMITS.maxProducts ? 'campaigns.validation.products' : undefined);

/** On edit: status, stock and the current banner at its 2:1 shape. */
function Current() {
  const translate = useTranslate();
  const c = useRecordContext<CampaignView>();
  if (!c?.id) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="campaign-current">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <StatusChip status={c.status} />
        <Typography variant="body2">{translate('campaigns.list.stock', { redeemed: c.redeemed, max: c.maxRedeem, remaining: c.remaining })}</Typography>
      </Stack>
      <Typography variant="caption">{translate('campaigns.form.currentBanner')}</Typography>
      <Banner url={c.image1} width={400} />
    </Stack>
  );
}

function FormToolbar() {
  const record = useRecordContext<CampaignView>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id && record.deletable && <DeleteWithConfirmButton mutationMode="pessimistic" redirect={() => '/campaign'} confirmContent="campaigns.delete.content" />}
    </Toolbar>
  );
}

/**
 * One form for /campaign/new and /campaign/edit?id=: every campaign field of docs/rules.md, the banner
 * (uploaded after the save, shown at 2:1) and up to 10 products of the product sales record.
 */
function CampaignForm() {
  const translate = useTranslate();
  return (
    <SimpleForm sx={{ maxWidth: 900 }} toolbar={<FormToolbar />} defaultValues={{ rewardType: 'gift', period: 'monthly', perAgentLimit: 1, startDate: businessToday(), products: [] }}>
      <Current />
      <TextInput source="gameTitle" validate={[required(), maxLength(191)]} fullWidth />
      <div style={ROW}>
        <SelectInput source="rewardType" choices={REWARD_TYPES.map((id) => ({ id, name: `campaigns.reward.${id}` }))} validate={required()} sx={FIELD} />
        <UnitsInput source="pointRequired" validate={[required(), atLeastOne]} helperText="campaigns.help.pointRequired" sx={FIELD} />
        <MoneyInput symbol source="rewardCost" helperText="campaigns.help.rewardCost" sx={FIELD} />
      </div>
      <div style={ROW}>
        <DateInput source="startDate" validate={required()} helperText="campaigns.help.dates" sx={FIELD} />
        <DateInput source="endDate" validate={[required(), endAfterStart]} sx={FIELD} />
      </div>
      <div style={ROW}>
        <UnitsInput source="maxRedeem" validate={[required(), atLeastOne]} helperText="campaigns.help.maxRedeem" sx={FIELD} />
        <UnitsInput source="perAgentLimit" validate={[required(), atLeastOne]} sx={FIELD} />
        <SelectInput source="period" choices={CAMPAIGN_PERIODS.map((id) => ({ id, name: `campaigns.period.${id}` }))} validate={required()} helperText="campaigns.help.period" sx={FIELD} />
      </div>
      <ReferenceInput source="previous" reference="campaigns">
        <AutocompleteInput optionText="gameTitle" filterToQuery={(q: string) => ({ q })} sx={{ width: 536 }} />
      </ReferenceInput>
      <TextInput source="gameDesc" multiline minRows={3} fullWidth />
      <TextInput source="gameTnc" multiline minRows={3} fullWidth />
      <ImageInput source="newBanner" accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }} maxSize={CAMPAIGN_LIMITS.bannerBytes} helperText="campaigns.form.bannerHelp">
        <ImageField source="src" title="title" sx={{ '& img': { width: 400, aspectRatio: '2 / 1', objectFit: 'cover' } }} />
      </ImageInput>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.campaigns.fields.products')}
      </Typography>
      <Typography variant="caption">{translate('campaigns.form.productsHelp')}</Typography>
      <ArrayInput source="products" label={false} validate={tenAtMost}>
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="productId" reference="products" perPage={25}>
            <AutocompleteInput optionText="name" label="resources.campaigns.fields.productId" validate={required()} sx={{ width: 360 }} filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>
          <UnitsInput source="points" label="resources.campaigns.fields.points" validate={[required(), atLeastOne]} sx={FIELD} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** /campaign/new */
export function CampaignCreatePage() {
  const translate = useTranslate();
  return (
    <Create resource="campaigns" title={translate('campaigns.form.createTitle')} redirect={() => '/campaign'}>
      <CampaignForm />
    </Create>
  );
}

/** /campaign/edit?id= */
export function CampaignEditPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/campaign" replace />;
  return (
    <Edit resource="campaigns" id={id} title={translate('campaigns.form.editTitle')} mutationMode="pessimistic" redirect={() => '/campaign'}>
      <CampaignForm />
    </Edit>
  );
}
