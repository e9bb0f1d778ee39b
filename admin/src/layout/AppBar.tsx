import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSite } from '../../../common/web/site';

/** react-admin's app bar with the company's logo and name before the page title. */
export function AppBar() {
  const site = useSite();
  return (
    <RaAppBar>
      {site.logo && <Box component="img" src={site.logo} alt="" sx={{ height: 32, mr: 1.5 }} />}
      <Typography variant="h6" component="span" noWrap sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
        {site.name}
      </Typography>
      <TitlePortal variant="body1" sx={{ opacity: 0.85 }} />
    </RaAppBar>
  );
}
