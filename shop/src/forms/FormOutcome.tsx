import Alert from '@mui/material/Alert';
import type { FormOutcome as Outcome } from './useForm';

/** The message a form's last submission produced: the server's success text or what went wrong. */
export function FormOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {outcome.message}
    </Alert>
  );
}
