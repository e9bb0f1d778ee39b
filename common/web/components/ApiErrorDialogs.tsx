import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { apiEvents, type ApiEvent } from '../api';
import { ERROR_DIALOG_MS } from '../constants';
import { commonCatalogs, useTranslator } from '../i18n';
import { signOut } from '../session';

const TEXTS: Record<ApiEvent, { title: string; text: string }> = {
  tooManyRequests: { title: 'common.dialog.tooManyTitle', text: 'common.dialog.tooManyText' },
  sessionExpired: { title: 'common.dialog.expiredTitle', text: 'common.dialog.expiredText' },
};

/**
 * The two dialogs of docs/rules.md, raised by the API client: "too many requests" (429) and
 * "session expired" (401). Each closes itself after ERROR_DIALOG_MS; closing it ends the session
 * (storage cleared) and goes to the root. The first one raised stays until it closes.
 */
export function ApiErrorDialogs() {
  const t = useTranslator(commonCatalogs);
  const [open, setOpen] = useState<ApiEvent | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(ERROR_DIALOG_MS / 1000);

  useEffect(() => {
    const show = (event: Event) => setOpen((current) => current ?? (event.type as ApiEvent));
    const events: ApiEvent[] = ['tooManyRequests', 'sessionExpired'];
    for (const name of events) apiEvents.addEventListener(name, show);
    return () => events.forEach((name) => apiEvents.removeEventListener(name, show));
  }, []);

  useEffect(() => {
    if (!open) return;
    const started = Date.now();
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((ERROR_DIALOG_MS - (Date.now() - started)) / 1000));
      setSecondsLeft(left);
      if (left === 0) close();
    }, 250);
    return () => clearInterval(tick);
  }, [open]);

  function close() {
    signOut();
    window.location.assign('/');
  }

  if (!open) return null;
  return (
    <Dialog open onClose={close} aria-labelledby="api-error-title" data-testid={`dialog-${open}`}>
      <DialogTitle id="api-error-title">{t(TEXTS[open].title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(TEXTS[open].text)}</DialogContentText>
        <DialogContentText variant="caption">{t('common.dialog.closing', { seconds: secondsLeft })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {t('common.dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
