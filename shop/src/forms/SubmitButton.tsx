import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button, disabled with a spinner while the request runs. */
export function SubmitButton({ busy, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} {...props}>
      {children}
    </Button>
  );
}
