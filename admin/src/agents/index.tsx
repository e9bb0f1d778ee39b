import { Route } from 'react-router-dom';
import Groups from '@mui/icons-material/Groups';
import { AgentList } from './AgentList';
import { AgentRegistrationPage } from './Registration';
import { FamilyTreePage } from './FamilyTree';

/**
 * The agents resource: the list, HQ's registration form as its create view (/agents/create) and
 * the family tree (/agents/family-tree). The area (area.tsx) serves the same pages at the spec's
 * paths /agent-registration and /agent-family-tree.
 */
export default {
  list: AgentList,
  create: AgentRegistrationPage,
  icon: Groups,
  recordRepresentation: 'name',
  children: <Route path="family-tree" element={<FamilyTreePage />} />,
};
