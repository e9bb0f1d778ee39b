import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useT } from '../i18n';

/** What the error boundary shows: "Something went wrong", the reason, and a reload button. */
export function ErrorScreen({ message }: { message: string }) {
  const t = useT();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <ErrorOutline color="error" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('common.error.somethingWrong')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message || t('common.error.general')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('shop.action.reload')}
      </Button>
    </Box>
  );
}
