import { Route } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const StaffTab = lazyPage(() => import('./StaffTab').then((m) => m.StaffTab));

/**
 * Staff and permissions. HQ finds them in the users and permissions tab of /company; staff
 * holding add_user (who cannot open /company) on the /staff page, which shows the same tab.
 */
function StaffPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('staff.title')} />
      <StaffTab />
    </Box>
  );
}

const area: ConsoleArea = {
  routes: <Route key="staff" path="/staff" element={<StaffPage />} />,
  menu: [{ to: '/staff', label: 'staff.menu', group: 'setup', icon: ManageAccounts, access: 'staff' }],
  paths: { staff: 'setup/staff' },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
