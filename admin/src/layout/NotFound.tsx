import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { usePageTitle } from '../../../common/web/site';

/** The console's catch-all page (docs/rules.md: "404 Page Not Found"), with the way back to the dashboard. */
export function NotFound() {
  const translate = useTranslate();
  const title = translate('common.error.notFound');
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }} data-testid="not-found">
      <Title title={title} />
      <SearchOff sx={{ fontSize: 72, color: 'text.secondary' }} />
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate('notFound.text')}</Typography>
      <Button variant="contained" component={Link} to="/">
        {translate('notFound.back')}
      </Button>
    </Box>
  );
}
