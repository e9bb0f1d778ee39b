import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Password from '@mui/icons-material/Password';
import type { ComponentType } from 'react';
import { useSite } from '../../../common/web/site';

/** An entry of the user menu leading to a console page; it closes the menu as it goes. */
const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ComponentType }>(function UserMenuLink({ to, label, icon: Icon }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** react-admin's app bar with the company's logo and name before the page title, and the user's profile in its menu. */
export function AppBar() {
  const site = useSite();
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <UserMenuLink to="/profile" label="profile.menu" icon={AccountCircle} />
          <UserMenuLink to="/profile?tab=password" label="profile.password.menu" icon={Password} />
          <Logout />
        </UserMenu>
      }
    >
      {site.logo && <Box component="img" src={site.logo} alt="" sx={{ height: 32, mr: 1.5 }} />}
      <Typography variant="h6" component="span" noWrap sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
        {site.name}
      </Typography>
      <TitlePortal variant="body1" sx={{ opacity: 0.85 }} />
    </RaAppBar>
  );
}
