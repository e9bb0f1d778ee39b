import { Route } from 'react-router-dom';
import PersonAdd from '@mui/icons-material/PersonAdd';
import AccountTree from '@mui/icons-material/AccountTree';
import SwapVert from '@mui/icons-material/SwapVert';
import Storage from '@mui/icons-material/Storage';
import Groups from '@mui/icons-material/Groups';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';
import { AgentRegistrationPage, FamilyTreePage } from './index';

const PromoteDemotePage = lazyPage(() => import('./PromoteDemote').then((m) => m.PromoteDemotePage));
const AgentDatabasePage = lazyPage(() => import('./AgentDatabase').then((m) => m.AgentDatabasePage));
const AgentDetailsPage = lazyPage(() => import('./AgentDetails').then((m) => m.AgentDetailsPage));
const AgentInfoPage = lazyPage(() => import('./AgentInfo').then((m) => m.AgentInfoPage));

/**
 * Agents area pages beyond the agents resource: HQ registers an agent (/agent-registration),
 * the family tree (/agent-family-tree), promote / demote / suspend (/promote-demote), the agent
 * database (/agent-database) with one agent's details (/agent-details?id=) and HQ's edit of
 * them (/agent-info?id=). Listed in admin/src/areas.ts by the lead; access keys in access.ts.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="agent-registration" path="/agent-registration" element={<AgentRegistrationPage />} />,
    <Route key="agent-family-tree" path="/agent-family-tree" element={<FamilyTreePage />} />,
    <Route key="promote-demote" path="/promote-demote" element={<PromoteDemotePage />} />,
    <Route key="agent-database" path="/agent-database" element={<AgentDatabasePage />} />,
    <Route key="agent-details" path="/agent-details" element={<AgentDetailsPage />} />,
    <Route key="agent-info" path="/agent-info" element={<AgentInfoPage />} />,
  ],
  menu: [
    { to: '/agents', label: 'resources.agents.name', group: 'network', icon: Groups, access: 'agents' },
    { to: '/agent-registration', label: 'agents.menu.registration', group: 'network', icon: PersonAdd, access: 'agents' },
    { to: '/agent-family-tree', label: 'agents.menu.tree', group: 'network', icon: AccountTree, access: 'agents' },
    { to: '/promote-demote', label: 'agents.menu.promote', group: 'network', icon: SwapVert, access: 'promote-demote' },
    { to: '/agent-database', label: 'agents.menu.database', group: 'network', icon: Storage, access: 'agent-database' },
  ],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
