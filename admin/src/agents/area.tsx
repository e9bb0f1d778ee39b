import { Route } from 'react-router-dom';
import PersonAdd from '@mui/icons-material/PersonAdd';
import AccountTree from '@mui/icons-material/AccountTree';
import SwapVert from '@mui/icons-material/SwapVert';
import Storage from '@mui/icons-material/Storage';
import type { ConsoleArea } from '../areas';
import { AgentRegistrationPage } from './Registration';
import { FamilyTreePage } from './FamilyTree';
import { PromoteDemotePage } from './PromoteDemote';
import { AgentDatabasePage } from './AgentDatabase';
import { AgentDetailsPage } from './AgentDetails';
import { AgentInfoPage } from './AgentInfo';
import { en, id, ms } from './messages';

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
    { to: '/agent-registration', label: 'agents.menu.registration', icon: PersonAdd, access: 'agents' },
    { to: '/agent-family-tree', label: 'agents.menu.tree', icon: AccountTree, access: 'agents' },
    { to: '/promote-demote', label: 'agents.menu.promote', icon: SwapVert, access: 'promote-demote' },
    { to: '/agent-database', label: 'agents.menu.database', icon: Storage, access: 'agent-database' },
  ],
  messages: { en, id, ms },
};

export default area;
