import type { SvgIconComponent } from '@mui/icons-material';
import Dashboard from '@mui/icons-material/Dashboard';
import Person from '@mui/icons-material/Person';
import { PATHS } from '../paths';

/** The drawer's entries; each later module adds its screens here. */
export interface NavItem {
  path: string;
  label: string;
  icon: SvgIconComponent;
}

export const NAVIGATION: NavItem[] = [
  { path: PATHS.home, label: 'shop.nav.dashboard', icon: Dashboard },
  { path: PATHS.profile, label: 'shop.nav.profile', icon: Person },
];
