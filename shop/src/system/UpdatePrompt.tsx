import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Workbox } from 'workbox-window';
import { useT } from '../i18n';

/**
 * Registers the service worker (built by scripts/build-web.ts) and, when a new version is
 * waiting, offers to switch to it.
 */
export function UpdatePrompt() {
  const t = useT();
  const [apply, setApply] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () =>
      setApply(() => () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      }),
    );
    wb.register().catch((err: unknown) => console.warn('The service worker could not be registered', err));
  }, []);

  return (
    <Snackbar
      open={Boolean(apply)}
      message={t('shop.update.available')}
      action={
        <Button color="secondary" size="small" onClick={() => apply?.()}>
          {t('shop.action.reload')}
        </Button>
      }
    />
  );
}
