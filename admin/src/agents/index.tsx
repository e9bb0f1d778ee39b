import { Route } from 'react-router-dom';
import Groups from '@mui/icons-material/Groups';
import { lazyPage } from '../shared/lazyPage';

export const AgentList = lazyPage(() => import('./AgentList').then((m) => m.AgentList));
export const AgentRegistrationPage = lazyPage(() => import('./Registration').then((m) => m.AgentRegistrationPage));
export const FamilyTreePage = lazyPage(() => import('./FamilyTree').then((m) => m.FamilyTreePage));

/**
 * The agents resource: the list, HQ's registration form as its create view (/agents/create) and
 * the family tree (/agents/family-tree). The area (area.tsx) serves the same pages at the documented
 * paths /agent-registration and /agent-family-tree.
 */
export default {
  list: AgentList,
  create: AgentRegistrationPage,
  icon: Groups,
  recordRepresentation: 'name',
  children: <Route path="family-tree" element={<FamilyTreePage />} />,
};
