import { NavLink, useLocation } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useT } from '../i18n';
import { PATHS } from '../paths';
import { hasTaxDuty } from '../../../common/tax';
import { NAVIGATION } from './navigation';
import { useSession } from '../session/SessionContext';

export const DRAWER_WIDTH = 240;

const isActive = (path: string, current: string) => (path === PATHS.home ? current === PATHS.home || current === PATHS.homeAlias : current === path || current.startsWith(`${path}/`));

/** The navigation drawer: permanent on wide screens, a slide-in panel on phones. */
export function NavDrawer({ mobileOpen, onClose }: { mobileOpen: boolean; onClose: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const { user } = useSession();
  const items = (
    <nav aria-label={t('shop.nav.label')}>
      <Toolbar />
      <List>
        {NAVIGATION.filter((item) => (!item.feature || user?.[item.feature] === true) && (!item.tax || hasTaxDuty(user?.company.country, item.tax))).map(({ path, label, icon: Icon }) => (
          <ListItemButton key={path} component={NavLink} to={path} selected={isActive(path, pathname)} onClick={onClose}>
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(label)} />
          </ListItemButton>
        ))}
      </List>
    </nav>
  );
  return (
    <>
      <Drawer variant="temporary" open={mobileOpen} onClose={onClose} sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}>
        {items}
      </Drawer>
      <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}>
        {items}
      </Drawer>
    </>
  );
}
