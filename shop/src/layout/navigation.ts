import type { SvgIconComponent } from '@mui/icons-material';
import Dashboard from '@mui/icons-material/Dashboard';
import Person from '@mui/icons-material/Person';
import Quiz from '@mui/icons-material/Quiz';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { PATHS } from '../paths';

/** The drawer's entries; each later module adds its screens here. */
export interface NavItem {
  path: string;
  label: string;
  icon: SvgIconComponent;
}

export const NAVIGATION: NavItem[] = [
  { path: PATHS.home, label: 'shop.nav.dashboard', icon: Dashboard },
  { path: PATHS.myShop, label: 'shop.nav.myShop', icon: Storefront },
  { path: PATHS.profile, label: 'shop.nav.profile', icon: Person },
  { path: PATHS.faqs, label: 'shop.nav.faqs', icon: Quiz },
  { path: PATHS.helpline, label: 'shop.nav.helpline', icon: SupportAgent },
];
