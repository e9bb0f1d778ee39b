import { Route } from 'react-router-dom';
import PersonAdd from '@mui/icons-material/PersonAdd';
import AccountTree from '@mui/icons-material/AccountTree';
import type { ConsoleArea } from '../areas';
import { AgentRegistrationPage } from './Registration';
import { FamilyTreePage } from './FamilyTree';
import { en, id, ms } from './messages';

/**
 * Agents area pages beyond the agents resource: HQ registers an agent (/agent-registration) and
 * the family tree (/agent-family-tree). Listed in admin/src/areas.ts by the lead.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="agent-registration" path="/agent-registration" element={<AgentRegistrationPage />} />,
    <Route key="agent-family-tree" path="/agent-family-tree" element={<FamilyTreePage />} />,
  ],
  menu: [
    { to: '/agent-registration', label: 'agents.menu.registration', icon: PersonAdd, access: 'agents' },
    { to: '/agent-family-tree', label: 'agents.menu.tree', icon: AccountTree, access: 'agents' },
  ],
  messages: { en, id, ms },
};

export default area;
