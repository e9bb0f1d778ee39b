import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { CartButton } from '../features/cart/CartButton';
import { useT } from '../i18n';
import { LanguageMenu } from './LanguageMenu';
import { DRAWER_WIDTH, NavDrawer } from './NavDrawer';
import { ScreenOutlet } from './ScreenOutlet';
import { SiteBrand } from './SiteBrand';
import { UserMenu } from './UserMenu';

/** The signed-in frame: app bar with language and account menus, the navigation drawer, the page. */
export function AppShell() {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" onClick={() => setDrawerOpen(true)} aria-label={t('shop.nav.open')} sx={{ mr: 1, display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SiteBrand />
          </Box>
          <CartButton />
          <LanguageMenu />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <NavDrawer mobileOpen={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}>
        <Toolbar />
        <ScreenOutlet />
      </Box>
    </Box>
  );
}
