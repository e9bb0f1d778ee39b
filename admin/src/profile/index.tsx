import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const ProfilePage = lazyPage(() => import('./ProfilePage').then((m) => m.ProfilePage));

/**
 * HQ's and staff's own profile (/profile: name, phone, picture; /profile?tab=password: change
 * password), opened from the user menu (layout/AppBar.tsx) rather than the side menu.
 */
const area: ConsoleArea = {
  routes: <Route key="profile" path="/profile" element={<ProfilePage />} />,
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
