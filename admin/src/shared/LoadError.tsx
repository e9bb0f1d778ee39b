import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';

/**
 * What a list (or any loaded content) shows when its load failed, instead of an empty state:
 * the server's message (already in the user's language) or a general one, and a retry.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const translate = useTranslate();
  const message = error instanceof Error && error.message ? translate(error.message, { _: error.message }) : translate('list.error');
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="load-error"
      sx={{ m: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={() => void onRetry()}>
          {translate('list.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
