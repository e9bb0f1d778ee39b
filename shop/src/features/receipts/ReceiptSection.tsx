import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { translate } from '../../../../common/messages';
import { ApiError, post } from '../../../../common/web/api';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import type { OrderReceipts } from '../../../../common/api/orders';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { ConfirmDialog } from '../customers/ConfirmDialog';

/** The server's limit for receipts (server/modules/receipts/routes.ts, docs/rules.md). */
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png'];

/**
 * The payment receipt of an order (GET /api/manage-orders/:id/receipts): its latest receipt's
 * status (a rejection with its reason), and for the buyer of an unpaid manual-payment order an
 * upload button (multipart field `receipt` to POST /api/sales/my-shop/upload-receipt); for the
 * selling agent, Approve (the order is paid) and Reject with a reason.
 * Hidden while the order has no receipt and the caller cannot upload one.
 */
export function ReceiptSection({ orderId, onDecided }: { orderId: number; onDecided: (message: string) => void }) {
  const t = useT();
  const lang = useLanguage();
  const receipts = useApiData<OrderReceipts>(`/manage-orders/${orderId}/receipts`);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const data = receipts.data;
  if (!data || (!data.canUpload && !data.items.length)) return null;
  const latest = data.items[0];
  const date = (v: string | null) => formatDateTime(v, lang, '');

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setOutcome({ kind: 'error', message: translate('upload.badType', lang, { types: 'JPEG/JPG, PNG' }) });
    if (file.size > MAX_BYTES) return setOutcome({ kind: 'error', message: translate('upload.tooLarge', lang, { max: '10 MB' }) });
    const body = new FormData();
    body.append('orderId', String(orderId));
    body.append('receipt', file);
    setBusy(true);
    setOutcome(null);
    try {
      const { message } = await post('/sales/my-shop/upload-receipt', body);
      setOutcome({ kind: 'success', message });
      receipts.retry();
    } catch (err) {
      setOutcome({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function decide(path: string, body: Record<string, unknown>) {
    setBusy(true);
    try {
      const { message } = await post(path, body);
      setDeciding(null);
      setReason('');
      onDecided(message);
    } catch (err) {
      setDeciding(null);
      setOutcome({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="order-receipt">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('shop.receipts.title')}
        </Typography>
        {latest && (
          <Alert severity={latest.status === 'approved' ? 'success' : latest.status === 'rejected' ? 'warning' : 'info'} data-testid="receipt-status">
            {latest.status === 'pending' && t('shop.receipts.pending', { date: date(latest.createdAt) })}
            {latest.status === 'approved' && t('shop.receipts.approved', { date: date(latest.decidedAt) })}
            {latest.status === 'rejected' && t('shop.receipts.rejected', { date: date(latest.decidedAt), reason: latest.reason ?? '' })}
            {latest.url && (
              <Box component="span" sx={{ ml: 1 }}>
                <Link href={latest.url} target="_blank" rel="noopener">
                  {t('shop.receipts.view')}
                </Link>
              </Box>
            )}
          </Alert>
        )}
        {data.canUpload && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('shop.receipts.hint')}
            </Typography>
            <Box>
              <Button variant="contained" startIcon={<UploadFile />} disabled={busy} onClick={() => input.current?.click()} data-testid="upload-receipt">
                {latest ? t('shop.receipts.uploadAgain') : t('shop.receipts.upload')}
              </Button>
            </Box>
            <input ref={input} type="file" accept={TYPES.join(',')} hidden onChange={(e) => upload(e.target.files?.[0])} data-testid="receipt-input" />
          </>
        )}
        {data.canDecide && latest?.status === 'pending' && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy} onClick={() => setDeciding('approve')} data-testid="approve-receipt">
              {t('shop.receipts.approve')}
            </Button>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setDeciding('reject')} data-testid="reject-receipt">
              {t('shop.receipts.reject')}
            </Button>
          </Stack>
        )}
        {latest && (
          <>
            <ConfirmDialog
              open={deciding === 'approve'}
              title={t('shop.receipts.approveTitle')}
              confirmLabel={t('shop.receipts.approve')}
              busy={busy}
              onClose={() => setDeciding(null)}
              onConfirm={() => void decide('/manage-orders/receipt/approve', { receiptId: latest.id })}
            >
              {t('shop.receipts.approveText')}
            </ConfirmDialog>
            <Dialog open={deciding === 'reject'} onClose={() => setDeciding(null)} aria-labelledby="reject-receipt-title">
              <Box
                component="form"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (reason.trim()) void decide('/manage-orders/receipt/reject', { receiptId: latest.id, reason: reason.trim() });
                }}
              >
                <DialogTitle id="reject-receipt-title">{t('shop.receipts.reject')}</DialogTitle>
                <DialogContent>
                  <TextField
                    autoFocus
                    fullWidth
                    multiline
                    margin="dense"
                    name="reason"
                    label={t('shop.receipts.rejectReason')}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    slotProps={{ htmlInput: { maxLength: 1000 } }}
                  />
                </DialogContent>
                <DialogActions>
                  <Button onClick={() => setDeciding(null)}>{t('shop.action.cancel')}</Button>
                  <Button type="submit" variant="contained" color="error" disabled={busy || !reason.trim()}>
                    {t('shop.receipts.reject')}
                  </Button>
                </DialogActions>
              </Box>
            </Dialog>
          </>
        )}
        {outcome && (
          <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'} onClose={() => setOutcome(null)}>
            {outcome.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
