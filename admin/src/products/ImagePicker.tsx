import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';

/**
 * One image with a "choose" button: the file goes to the server at once (which checks JPEG/PNG
 * by content and answers with a translated message) and the page refreshes.
 */
export function ImagePicker({ label, url, onPick, onRemove, testId }: { label: string; url: string | null; onPick: (file: File) => Promise<void>; onRemove?: () => Promise<void>; testId?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const guard = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, marginRight: 16, marginBottom: 8 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      {url ? (
        <img src={url} alt="" style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 4, border: '1px solid #ddd' }} />
      ) : (
        <div style={{ width: 96, height: 96, borderRadius: 4, border: '1px dashed #bbb' }} />
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void guard(() => onPick(file));
        }}
      />
      <Button size="small" disabled={busy} onClick={() => input.current?.click()}>
        {translate('products.image.choose')}
      </Button>
      {onRemove && url ? (
        <Button size="small" color="error" disabled={busy} onClick={() => void guard(onRemove)}>
          {translate('products.image.remove')}
        </Button>
      ) : null}
    </div>
  );
}
