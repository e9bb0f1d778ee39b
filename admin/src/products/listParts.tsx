import Button from '@mui/material/Button';
import { useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { apiCall } from '../providers/httpClient';

/** A row's button that suspends or unsuspends its record (`POST <base>/suspend`, `<base>/unsuspend`). */
export function SuspendButton<T extends RaRecord>({ base, suspended }: { base: string; suspended: (record: T) => boolean }) {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const isSuspended = suspended(record);
  return (
    <Button
      size="small"
      onClick={async (e) => {
        e.stopPropagation();
        try {
          const res = await apiCall(`${base}/${isSuspended ? 'unsuspend' : 'suspend'}`, { method: 'POST', body: { id: record.id } });
          notify(res.message, { type: 'success' });
          refresh();
        } catch (err) {
          notify((err as Error).message, { type: 'error' });
        }
      }}
    >
      {translate(isSuspended ? 'products.action.unsuspend' : 'products.action.suspend')}
    </Button>
  );
}

/** The cover image of a list row, as a small thumbnail. */
export const coverThumb = (row: { coverImageUrl?: string | null }) =>
  row.coverImageUrl ? <img src={row.coverImageUrl} alt="" style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }} /> : null;
