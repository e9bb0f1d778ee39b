import { useState } from 'react';
import { Link } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { useT } from '../i18n';
import { PATHS } from '../paths';
import { useCurrentUser } from '../session/SessionContext';

/** The avatar in the app bar, opening the profile and sign-out. */
export function UserMenu() {
  const t = useT();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('shop.nav.account')} aria-haspopup="menu" data-testid="user-menu">
        <Avatar src={user.avatarUrl ?? undefined} alt={user.name} sx={{ width: 34, height: 34 }}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
          {user.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {user.email}
        </Typography>
        <Divider />
        <MenuItem component={Link} to={PATHS.profile} onClick={close}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {t('shop.nav.profile')}
        </MenuItem>
        <MenuItem component={Link} to={PATHS.logout} onClick={close}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('shop.nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
