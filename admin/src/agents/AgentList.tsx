import { Button, CreateButton, Datagrid, EmailField, FunctionField, SearchInput, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { Link } from 'react-router-dom';
import AccountTree from '@mui/icons-material/AccountTree';
import Chip from '@mui/material/Chip';
import { USER_STATUSES } from '../../../common/constants';
import type { CurrentUser } from '../../../common/api/users';

type AgentRow = Pick<CurrentUser, 'id' | 'name' | 'email' | 'username' | 'status' | 'tier'>;

const STATUS_COLOUR = { new: 'info', active: 'success', inactive: 'default', suspended: 'error' } as const;

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={USER_STATUSES.map((id) => ({ id, name: `common.status.${id}` }))} />];

/** Register an agent (the create view) and open the family tree. */
function ListActions() {
  return (
    <TopToolbar>
      <Button component={Link} to="/agents/family-tree" label="agents.menu.tree">
        <AccountTree />
      </Button>
      <CreateButton label="agents.menu.registration" />
    </TopToolbar>
  );
}

/** The company's agents (GET /api/list-agent): search by name, e-mail or username; filter by status. */
export function AgentList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<ListActions />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="username" sortable={false} emptyText="—" />
        <FunctionField<AgentRow> source="tier" sortable={false} render={(agent) => agent.tier?.levelName ?? '—'} />
        <FunctionField<AgentRow> source="status" sortable={false} render={(agent) => <Chip size="small" color={STATUS_COLOUR[agent.status]} label={translate(`common.status.${agent.status}`)} />} />
      </Datagrid>
    </List>
  );
}
