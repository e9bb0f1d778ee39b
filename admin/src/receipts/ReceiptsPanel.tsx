import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { apiCall } from '../providers/httpClient';
import { LoadError } from '../shared/LoadError';
import { apiKey, useApiQuery, useInvalidate } from '../shared/query';
import { formatTime, messageOf } from '../orders/shared';
import type { OrderReceipts } from '../../../common/api/orders';

const COLORS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

/**
 * The payment receipts of an order (GET /manage-orders/:id/receipts): each image with its status
 * and the reason of a rejection; the seller approves (POST /manage-orders/receipt/approve, the
 * order is paid) or rejects with a reason (POST /manage-orders/receipt/reject). Hidden while the
 * order has none; a failed load shows its error and a retry.
 */
export function ReceiptsPanel({ orderId, total, onChanged }: { orderId: number; total: string; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const receiptsPath = `/manage-orders/${orderId}/receipts`;
  const { data, error, retry } = useApiQuery<OrderReceipts>(receiptsPath);
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (!data || !data.items.length) return null;
  const pending = data.items.find((r) => r.status === 'pending');
  const t = (key: string, args?: Record<string, unknown>) => translate(`orders.receipts.${key}`, args);

  const decide = async (path: string, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const { message } = await apiCall(path, { method: 'POST', body });
      notify(message, { type: 'success', messageArgs: { _: message } });
      setReason('');
      void invalidate(apiKey(receiptsPath));
      onChanged();
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mb: 2 }} data-testid="order-receipts">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6">{t('title')}</Typography>
          <Box sx={{ flex: 1 }} />
          {data.canDecide && pending && (
            <>
              <Button variant="contained" startIcon={<Check />} disabled={busy} onClick={() => setApproving(true)} data-testid="approve-receipt">
                {t('approve')}
              </Button>
              <Button variant="outlined" color="error" startIcon={<Close />} disabled={busy} onClick={() => setRejecting(true)} data-testid="reject-receipt">
                {t('reject')}
              </Button>
            </>
          )}
        </Box>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('image')}</TableCell>
              <TableCell>{t('uploadedAt')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('decidedAt')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((r) => (
              <TableRow key={r.id} data-receipt={r.status}>
                <TableCell>
                  {r.url && (
                    <Link href={r.url} target="_blank" rel="noopener" title={t('open')}>
                      <Box component="img" src={r.url} alt={t('image')} sx={{ maxWidth: 160, maxHeight: 160, display: 'block', border: 1, borderColor: 'divider' }} />
                    </Link>
                  )}
                </TableCell>
                <TableCell>{formatTime(r.createdAt)}</TableCell>
                <TableCell>
                  <Chip size="small" color={COLORS[r.status]} label={t(r.status)} />
                </TableCell>
                <TableCell>{formatTime(r.decidedAt)}</TableCell>
                <TableCell>{r.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {pending && (
          <>
            <Confirm
              isOpen={approving}
              title="orders.receipts.approveTitle"
              content={t('approveText', { total })}
              confirm="orders.receipts.approve"
              onConfirm={() => {
                setApproving(false);
                void decide('/manage-orders/receipt/approve', { receiptId: pending.id });
              }}
              onClose={() => setApproving(false)}
            />
            <Confirm
              isOpen={rejecting}
              title="orders.receipts.rejectTitle"
              content={
                <>
                  {t('rejectText')}
                  <TextField
                    label={t('rejectReason')}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    fullWidth
                    multiline
                    required
                    margin="normal"
                    name="reason"
                    slotProps={{ htmlInput: { maxLength: 1000 } }}
                  />
                </>
              }
              confirm="orders.receipts.reject"
              onConfirm={() => {
                if (!reason.trim()) return;
                setRejecting(false);
                void decide('/manage-orders/receipt/reject', { receiptId: pending.id, reason: reason.trim() });
              }}
              onClose={() => setRejecting(false)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
