import { AutocompleteInput, Datagrid, FunctionField, ReferenceInput, SelectInput, TextField, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import { POINT_KINDS, type PointEntryView } from '../../../common/campaigns';
import { List } from '../shared/List';
import { formatTime } from '../shared/dates';

const filters = [
  <ReferenceInput key="campaignId" source="campaignId" reference="campaigns" alwaysOn>
    <AutocompleteInput optionText="gameTitle" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={POINT_KINDS.map((k) => ({ id: k, name: `campaigns.kind.${k}` }))} alwaysOn />,
];

/** /campaign/point-history: every agent's points ledger entries, newest first (GET /game/history-point). */
export function PointHistory() {
  const translate = useTranslate();
  return (
    <List
      resource="campaignPoints"
      title={translate('campaigns.points.title')}
      storeKey="campaignPoints"
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={false}
      exporter={false}
      empty={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Alert severity="info" sx={{ m: 1 }}>
            {translate('campaigns.points.empty')}
          </Alert>
        }
      >
        <FunctionField<PointEntryView> source="createdAt" render={(e) => formatTime(e.createdAt)} />
        <TextField source="agentName" sortable={false} />
        <FunctionField<PointEntryView> source="kind" render={(e) => translate(`campaigns.kind.${e.kind}`)} />
        <FunctionField<PointEntryView> source="detail" sortable={false} render={(e) => [e.orderNo, e.campaignTitle].filter(Boolean).join(' · ') || '—'} />
        <FunctionField<PointEntryView> source="points" render={(e) => (e.points > 0 ? `+${e.points}` : String(e.points))} />
        <TextField source="balanceAfter" sortable={false} />
      </Datagrid>
    </List>
  );
}
