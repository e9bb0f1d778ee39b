import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../i18n';

/** A failed load with the server's (or the client's) message and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('shop.action.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
