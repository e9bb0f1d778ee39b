import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Paid from '@mui/icons-material/Paid';
import { approvePayout, markPayoutPaid, rejectPayout, type PayoutView } from './api';
import { Amount, klToday, messageOf } from './shared';

type Dialogs = 'approve' | 'reject' | 'paid' | null;

/** A dialog's form: fields, an error per field, and the submit running once. */
function FormDialog({
  title,
  intro,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payout-dialog-title" onClick={(e) => e.stopPropagation()}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id="payout-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ mb: 1 }}>{intro}</Box>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The payout's agent and amounts, at the top of each dialog. */
function Summary({ payout }: { payout: PayoutView }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="div">
      {payout.agentName} · {translate('commissions.payouts.amountIs')} <Amount value={payout.amount} /> · {translate('commissions.payouts.netIs')} <Amount value={payout.net} />
    </Typography>
  );
}

function RejectDialog({ payout, onDone, onClose }: { payout: PayoutView; onDone: (message: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setError(translate('ra.validation.required'));
    setBusy(true);
    try {
      onDone((await rejectPayout(payout.id, reason.trim())).message);
    } catch (err) {
      const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields?.reason) setError(fields.reason);
      else notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={translate('commissions.payouts.rejectTitle')}
      intro={<Summary payout={payout} />}
      submitLabel="commissions.payouts.reject"
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={translate('commissions.payouts.reason')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        error={!!error}
        helperText={error ?? translate('commissions.payouts.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: 500, name: 'reason' } }}
        autoFocus
      />
    </FormDialog>
  );
}

function PaidDialog({ payout, onDone, onClose }: { payout: PayoutView; onDone: (message: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const today = klToday();
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!reference.trim()) found.reference = translate('ra.validation.required');
    if (!paidOn) found.paidOn = translate('ra.validation.required');
    else if (paidOn > today) found.paidOn = translate('commissions.payouts.notFuture');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onDone((await markPayoutPaid(payout.id, reference.trim(), paidOn)).message);
    } catch (err) {
      const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields && (fields.reference || fields.paidOn)) setErrors(fields);
      else notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={translate('commissions.payouts.paidTitle')}
      intro={<Summary payout={payout} />}
      submitLabel="commissions.payouts.markPaid"
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={translate('commissions.payouts.reference')}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        required
        fullWidth
        margin="normal"
        error={!!errors.reference}
        helperText={errors.reference ?? translate('commissions.payouts.referenceHelp')}
        slotProps={{ htmlInput: { maxLength: 100, name: 'reference' } }}
        autoFocus
      />
      <TextField
        label={translate('commissions.payouts.paidOn')}
        type="date"
        value={paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
        required
        fullWidth
        margin="normal"
        error={!!errors.paidOn}
        helperText={errors.paidOn ?? ' '}
        slotProps={{ htmlInput: { max: today, name: 'paidOn' }, inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

/**
 * Approve, Reject (with a reason) and Mark paid (reference and a paid date not in the future) of
 * one payout request, as its status allows; `onChanged` reloads what shows it.
 */
export function PayoutActions({ payout, onChanged }: { payout: PayoutView; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState<Dialogs>(null);
  const [busy, setBusy] = useState(false);
  const done = (message: string) => {
    setOpen(null);
    notify(message || 'commissions.payouts.saved', { type: 'success', messageArgs: { _: message } });
    onChanged();
  };
  const approve = async () => {
    setBusy(true);
    try {
      done((await approvePayout(payout.id)).message);
    } catch (err) {
      setOpen(null);
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  const requested = payout.status === 'requested';
  const approved = payout.status === 'approved';
  if (!requested && !approved) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
      {requested && (
        <Button size="small" color="success" startIcon={<Check />} disabled={busy} onClick={() => setOpen('approve')}>
          {translate('commissions.payouts.approve')}
        </Button>
      )}
      <Button size="small" color="error" startIcon={<Close />} disabled={busy} onClick={() => setOpen('reject')}>
        {translate('commissions.payouts.reject')}
      </Button>
      {approved && (
        <Button size="small" color="primary" startIcon={<Paid />} disabled={busy} onClick={() => setOpen('paid')}>
          {translate('commissions.payouts.markPaid')}
        </Button>
      )}
      <Confirm
        isOpen={open === 'approve'}
        loading={busy}
        title="commissions.payouts.approveTitle"
        content="commissions.payouts.approveContent"
        translateOptions={{ name: payout.agentName }}
        confirm="commissions.payouts.approve"
        onConfirm={() => void approve()}
        onClose={() => setOpen(null)}
      />
      {open === 'reject' && <RejectDialog payout={payout} onDone={done} onClose={() => setOpen(null)} />}
      {open === 'paid' && <PaidDialog payout={payout} onDone={done} onClose={() => setOpen(null)} />}
    </Box>
  );
}
