import { Link } from 'react-router-dom';
import { Button, Datagrid, DeleteWithConfirmButton, FunctionField, SearchInput, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import { CAMPAIGN_STATUSES, REWARD_TYPES, type CampaignView } from '../../../common/campaigns';
import { List } from '../shared/List';
import { DateField } from '../shared/dates';
import { Banner, FilterTabs, StatusChip } from './shared';

function Actions() {
  return (
    <TopToolbar>
      <Button component={Link} to="/campaign/new" label="campaigns.actions.new">
        <Add />
      </Button>
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="rewardType" source="rewardType" choices={REWARD_TYPES.map((t) => ({ id: t, name: `campaigns.reward.${t}` }))} />];

/** /campaign: the campaigns (GET /game/campaign) in ongoing / upcoming / expired tabs; a row opens /campaign/edit?id=. */
export function CampaignList() {
  const translate = useTranslate();
  return (
    <List
      resource="campaigns"
      title={translate('campaigns.list.title')}
      storeKey="campaigns"
      filters={filters}
      sort={{ field: 'startDate', order: 'DESC' }}
      actions={<Actions />}
      exporter={false}
      empty={false}
    >
      <FilterTabs source="status" values={CAMPAIGN_STATUSES} label={(s) => `campaigns.status.${s}`} />
      <Datagrid
        rowClick={(id) => `/campaign/edit?id=${id}`}
        bulkActionButtons={false}
        empty={
          <Alert severity="info" sx={{ m: 1 }}>
            {translate('campaigns.list.empty')}
          </Alert>
        }
      >
        <FunctionField<CampaignView> source="image1" sortable={false} render={(c) => <Banner url={c.image1} width={120} />} />
        <TextField source="gameTitle" />
        <FunctionField<CampaignView> source="rewardType" render={(c) => translate(`campaigns.reward.${c.rewardType}`)} />
        <FunctionField<CampaignView> source="pointRequired" render={(c) => translate('campaigns.list.points', { points: c.pointRequired })} />
        <DateField source="startDate" calendar />
        <DateField source="endDate" calendar />
        <FunctionField<CampaignView> source="redeemed" render={(c) => translate('campaigns.list.stock', { redeemed: c.redeemed, max: c.maxRedeem, remaining: c.remaining })} />
        <FunctionField<CampaignView> source="status" sortable={false} render={(c) => <StatusChip status={c.status} />} />
        <FunctionField<CampaignView>
          source="deletable"
          sortable={false}
          label=""
          render={(c) => (c.deletable ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmContent="campaigns.delete.content" /> : null)}
        />
      </Datagrid>
    </List>
  );
}
