import { useMemo } from 'react';
import { Datagrid, DateInput, FunctionField, NumberField, SearchInput, SelectInput, TextField, TextInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { MoneyField } from '../shared/MoneyField';
import { USER_STATUSES } from '../../../common/constants';
import { DownloadButton } from '../shared/DownloadButton';
import { downloadFile, type AgentRow } from './api';
import { useTiers } from './choices';
import { AgentPicker } from './sections';
import { NoData, StatusChip, formatDay } from './shared';

/** Downloads GET /agent-database/export with the list's current filters, search and sort. */
function ExportCsvButton() {
  const { filterValues, sort } = useListContext();
  const download = () => downloadFile('/agent-database/export', { filter: JSON.stringify(filterValues ?? {}), sort: sort?.field ? JSON.stringify([sort.field, sort.order]) : undefined }, 'agents.csv');
  return <DownloadButton label="agents.database.export" download={download} />;
}

function Actions() {
  return (
    <TopToolbar>
      <ExportCsvButton />
    </TopToolbar>
  );
}

/**
 * The agent database (/agent-database, docs/rules.md: Agent): ID, name, level, upline, helper,
 * status, date joined, the KPI columns, identity and company registration numbers; search,
 * filters (level, status, upline, joined from/to), sort and the CSV export of the same view.
 * The KPI columns are the sales of one month: the period picker (`filter.period`, YYYY-MM;
 * empty: the current month) chooses it, for the list and the export alike.
 * A row opens the agent's details.
 */
export function AgentDatabasePage() {
  const translate = useTranslate();
  const all = useTiers();
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput
        key="tierId"
        source="tierId"
        label="agents.promote.level"
        choices={[...all.map((t) => ({ id: t.id, name: t.levelName })), { id: 'none', name: translate('agents.tree.noLevel') }]}
        alwaysOn
      />,
      <SelectInput key="status" source="status" label="agents.promote.status" choices={USER_STATUSES.map((id) => ({ id, name: `common.status.${id}` }))} alwaysOn />,
      <AgentPicker key="uplineId" source="uplineId" label={translate('agents.promote.upline')} />,
      <DateInput key="joinedFrom" source="joinedFrom" label="agents.database.joinedFrom" />,
      <DateInput key="joinedTo" source="joinedTo" label="agents.database.joinedTo" />,
      <TextInput key="period" source="period" type="month" label={translate('agents.database.period')} slotProps={{ inputLabel: { shrink: true } }} alwaysOn />,
    ],
    [all, translate],
  );
  const kpi = (source: keyof AgentRow, label: string) => <MoneyField key={source} source={source} label={label} sortable={false} />;
  return (
    <>
      <List
        resource="agent-database"
        title={translate('agents.database.title')}
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        actions={<Actions />}
        exporter={false}
        empty={false}
        storeKey="agent-database"
      >
        <Datagrid rowClick={(id) => `/agent-details?id=${id}`} bulkActionButtons={false} empty={<NoData />}>
          <TextField source="id" label="agents.promote.id" />
          <TextField source="name" label="agents.promote.name" />
          <FunctionField<AgentRow> source="tier" sortBy="level" label="agents.promote.level" render={(a) => a.tier?.levelName ?? translate('agents.tree.noLevel')} />
          <FunctionField<AgentRow> label="agents.promote.upline" sortable={false} render={(a) => a.upline?.name ?? '—'} />
          <FunctionField<AgentRow> label="agents.promote.helper" sortable={false} render={(a) => a.helper?.name ?? '—'} />
          <FunctionField<AgentRow> source="status" label="agents.promote.status" render={(a) => <StatusChip status={a.status} />} />
          <FunctionField<AgentRow> source="joinedAt" sortBy="joined" label="agents.database.joined" render={(a) => formatDay(a.joinedAt)} />
          {kpi('personalSales', 'agents.database.personalSales')}
          {kpi('groupSales', 'agents.database.groupSales')}
          {kpi('totalPersonalGroupSales', 'agents.database.totalPersonalGroupSales')}
          {kpi('sideGroupSales', 'agents.database.sideGroupSales')}
          <NumberField source="recruitCount" label="agents.database.recruitCount" sortable={false} />
          <TextField source="identityNo" label="agents.database.identityNo" sortable={false} emptyText="—" />
          <TextField source="companyRegistrationNo" label="agents.database.companyRegistrationNo" sortable={false} emptyText="—" />
        </Datagrid>
      </List>
    </>
  );
}
