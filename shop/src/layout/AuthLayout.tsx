import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSite } from '../../../common/web/site';
import { LanguageMenu } from './LanguageMenu';
import { ScreenOutlet } from './ScreenOutlet';
import { SiteBrand } from './SiteBrand';

/** Public pages (sign-in, registration, status pages): one card under the company's brand. */
export function AuthLayout() {
  const site = useSite();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguageMenu color="primary" />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', pb: 6 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <SiteBrand size="large" />
          {site.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {site.description}
            </Typography>
          )}
        </Box>
        <Paper sx={{ p: { xs: 3, sm: 4 } }}>
          <ScreenOutlet />
        </Paper>
      </Container>
    </Box>
  );
}
