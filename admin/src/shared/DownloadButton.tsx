import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';

/** A toolbar button that runs a download (a file fetched with the bearer token); busy while it runs, errors as a notification. */
export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<Download />} disabled={busy} onClick={() => void run()}>
      {translate(label)}
    </Button>
  );
}
