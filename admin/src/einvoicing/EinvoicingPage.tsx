import { Fragment, useState } from 'react';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import type { Currency } from '../../../common/constants';
import { EINVOICE_FIRST_YEAR, type EinvoiceDocumentStatus, type EinvoiceDocumentView, type EinvoiceSettingsView, type EinvoiceSubmitReport } from '../../../common/einvoice';
import { formatMoney } from '../../../common/money';
import { downloadFile } from '../../../common/web/download';
import { ApiError } from '../../../common/web/api';
import { apiCall } from '../providers/httpClient';
import { formatTime } from '../shared/dates';
import { DownloadButton } from '../shared/DownloadButton';
import { LoadError } from '../shared/LoadError';
import { PeriodPicker, businessMonth } from '../shared/PeriodPicker';
import { TablePager } from '../shared/TablePager';
import { useInvalidate, useLoad, useSetData } from '../shared/query';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

const STATUS_COLORS: Record<EinvoiceDocumentStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  submitted: 'info',
  valid: 'success',
  invalid: 'error',
  cancelled: 'default',
};

function StatusChip({ status }: { status: EinvoiceDocumentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`einvoicing.status.${status}`)} data-testid="einvoicing-status" data-status={status} />;
}

interface Page {
  rows: EinvoiceDocumentView[];
  total: number;
}

/** The documents tab: the month's e-invoices, submit the pending ones, export, cancel, retry, issue a credit note. */
function Documents() {
  const translate = useTranslate();
  const notify = useNotify();
  const invalidate = useInvalidate();
  const now = businessMonth();
  const [year, setYear] = useState(now.year);
  const [month, setMonth] = useState(now.month);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState<EinvoiceDocumentView | null>(null);
  const [crediting, setCrediting] = useState<EinvoiceDocumentView | null>(null);

  const list = useLoad<Page>(
    ['einvoicing', 'list', year, month, page, perPage],
    async (signal) => {
      const result = await apiCall<EinvoiceDocumentView[]>('/e-invoice/data', { query: { year, month, page: page + 1, perPage }, signal });
      const total = Number(/\/(\d+)$/.exec(result.headers.get('content-range') ?? '')?.[1] ?? result.data.length);
      return { rows: result.data, total };
    },
    { keepPrevious: true },
  );

  const submit = async () => {
    setBusy(true);
    try {
      const result = await apiCall<EinvoiceSubmitReport>('/e-invoice/submit', { method: 'POST' });
      const text = translate('einvoicing.submitted', { ...result.data });
      notify(text, { type: 'success', messageArgs: { _: text } });
      await invalidate(['einvoicing', 'list']);
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };

  const rows = list.data?.rows ?? [];
  const mm = String(month).padStart(2, '0');

  return (
    <>
      <PeriodPicker
        value={{ year, month }}
        onChange={(period) => {
          setYear(period.year);
          setMonth(period.month ?? month);
          setPage(0);
        }}
        years={{ first: EINVOICE_FIRST_YEAR, last: now.year }}
        testId="einvoicing"
      >
        <Button variant="contained" size="small" startIcon={<Send />} disabled={busy} onClick={() => void submit()} data-testid="einvoicing-submit">
          {translate('einvoicing.submit')}
        </Button>
        {busy && <CircularProgress size={20} />}
        <DownloadButton label="einvoicing.export" download={() => downloadFile('/e-invoice/export', { year: String(year), month: String(month) }, `e-invoices-${year}-${mm}.xlsx`)} />
      </PeriodPicker>
      {list.error ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : list.loading ? (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      ) : !rows.length ? (
        <Alert severity="info" data-testid="einvoicing-empty">
          {translate('einvoicing.empty')}
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="einvoicing-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('einvoicing.column.type')}</TableCell>
                <TableCell>{translate('einvoicing.column.code')}</TableCell>
                <TableCell>{translate('einvoicing.column.source')}</TableCell>
                <TableCell align="right">{translate('einvoicing.column.amount')}</TableCell>
                <TableCell>{translate('einvoicing.column.status')}</TableCell>
                <TableCell>{translate('einvoicing.column.link')}</TableCell>
                <TableCell>{translate('einvoicing.column.dates')}</TableCell>
                <TableCell>{translate('einvoicing.column.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <Fragment key={row.id}>
                  <TableRow data-testid={`einvoicing-row-${row.codeNumber}`} sx={row.errors.length ? { '& > td': { borderBottom: 'none' } } : undefined}>
                    <TableCell>{translate(`einvoicing.type.${row.type}`, { _: row.type })}</TableCell>
                    <TableCell>
                      {row.codeNumber}
                      {row.originalCode && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="einvoicing-original">
                          {translate('einvoicing.noteOf', { code: row.originalCode })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{translate(`einvoicing.source.${row.sourceType}`, { id: row.sourceId, _: `${row.sourceType} ${row.sourceId}` })}</TableCell>
                    <TableCell align="right">{formatMoney(row.totalPayable, row.currency as Currency)}</TableCell>
                    <TableCell>
                      <StatusChip status={row.status} />
                      {row.withdrawn && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="einvoicing-withdrawn">
                          {translate('einvoicing.withdrawn')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 220, wordBreak: 'break-all' }}>
                      {row.validationLink ? (
                        <Link href={row.validationLink} target="_blank" rel="noopener" data-testid="einvoicing-link">
                          {row.uuid}
                        </Link>
                      ) : (
                        (row.uuid ?? '—')
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Typography variant="body2">{formatTime(row.issuedAt ?? row.createdAt)}</Typography>
                      {row.validatedAt && (
                        <Typography variant="caption" color="text.secondary">
                          {formatTime(row.validatedAt)}
                        </Typography>
                      )}
                      {row.status === 'pending' && row.nextAttemptAt && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {translate('einvoicing.retryAt', { time: formatTime(row.nextAttemptAt) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <DownloadButton label="einvoicing.pdf" download={() => downloadFile(`/e-invoice/${row.id}/pdf`, {}, `${row.codeNumber}.pdf`)} />
                      {row.cancellable && (
                        <Button size="small" color="error" onClick={() => setCancelling(row)} data-testid="einvoicing-cancel">
                          {translate('einvoicing.cancel')}
                        </Button>
                      )}
                      {row.status === 'invalid' && <RetryButton doc={row} onDone={() => void invalidate(['einvoicing', 'list'])} />}
                      {row.creditable && (
                        <Button size="small" onClick={() => setCrediting(row)} data-testid="einvoicing-credit">
                          {translate('einvoicing.creditNote')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                  {row.errors.length > 0 && (
                    <TableRow>
                      <TableCell colSpan={8} sx={{ pt: 0 }}>
                        <Alert severity={row.status === 'invalid' ? 'error' : 'warning'} data-testid="einvoicing-errors">
                          {row.errors.map((e, i) => (
                            <Typography key={i} variant="body2">
                              {e.path ? `${e.path}: ` : ''}
                              {e.message} ({e.code})
                            </Typography>
                          ))}
                        </Alert>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))}
            </TableBody>
          </Table>
          <TablePager count={list.data?.total ?? 0} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} labelRowsPerPage={translate('einvoicing.rowsPerPage')} />
        </Box>
      )}
      {cancelling && <CancelDialog doc={cancelling} onClose={() => setCancelling(null)} onDone={() => void invalidate(['einvoicing', 'list'])} />}
      {crediting && <CreditNoteDialog doc={crediting} onClose={() => setCrediting(null)} onDone={() => void invalidate(['einvoicing', 'list'])} />}
    </>
  );
}

/** RM text with at most two decimals → sen, or null. */
function toSen(text: string): number | null {
  const m = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/**
 * A POST on one document (cancel, credit note, retry): busy while it runs, the server's message as
 * a notification and `onDone` once it went through; a refusal goes to `onError`.
 */
function useDocumentAction(onDone: () => void, onError: (err: unknown) => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body?: Record<string, unknown>) => {
    setBusy(true);
    try {
      const result = await apiCall<EinvoiceDocumentView>(path, { method: 'POST', ...(body ? { body } : {}) });
      notify(result.message, { type: 'success', messageArgs: { _: result.message } });
      onDone();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The reason of a cancellation or a credit note (sent to LHDN, at most 300 characters). */
function ReasonField({ value, onChange, error, testId }: { value: string; onChange: (value: string) => void; error?: string | null; testId: string }) {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth
      multiline
      minRows={2}
      label={translate('einvoicing.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { maxLength: 300, 'data-testid': testId } }}
    />
  );
}

/**
 * "Issue credit note" on a valid e-invoice past its 72-hour cancellation window (POST
 * /e-invoice/:id/credit-note): a reason and an amount in RM, at most what earlier notes leave of it
 * (empty: all of it); the note is pending, sent with the next submission.
 */
function CreditNoteDialog({ doc, onClose, onDone }: { doc: EinvoiceDocumentView; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; amount?: string; other?: string }>({});
  const { busy, run } = useDocumentAction(
    () => {
      onClose();
      onDone();
    },
    (err) => {
      if (err instanceof ApiError && (err.fields.reason || err.fields.amount)) setErrors({ reason: err.fields.reason, amount: err.fields.amount });
      else setErrors({ other: messageOf(err) });
    },
  );
  const remaining = formatMoney(doc.creditRemaining ?? 0, doc.currency as Currency);
  const sen = amount.trim() ? toSen(amount) : undefined;
  const confirm = async () => {
    if (sen === null || (sen !== undefined && (sen <= 0 || sen > (doc.creditRemaining ?? 0)))) {
      setErrors({ amount: translate('einvoicing.creditAmountInvalid', { remaining }) });
      return;
    }
    await run(`/e-invoice/${doc.id}/credit-note`, { reason, ...(sen !== undefined ? { amount: sen } : {}) });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="einvoicing-credit-title" fullWidth maxWidth="sm">
      <DialogTitle id="einvoicing-credit-title">{translate('einvoicing.creditTitle', { code: doc.codeNumber })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('einvoicing.creditText')}
        </Typography>
        {errors.other && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.other}
          </Alert>
        )}
        <ReasonField value={reason} onChange={setReason} error={errors.reason} testId="einvoicing-credit-reason" />
        <TextField
          fullWidth
          label={translate('einvoicing.creditAmount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? translate('einvoicing.creditAmountHelp', { remaining })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'einvoicing-credit-amount' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('einvoicing.close')}</Button>
        <Button variant="contained" disabled={busy || !reason.trim()} onClick={() => void confirm()} data-testid="einvoicing-confirm-credit">
          {translate('einvoicing.confirmCredit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Retry" on an invalid e-invoice: rebuilt from the current details and pending again (POST /e-invoice/:id/retry). */
function RetryButton({ doc, onDone }: { doc: EinvoiceDocumentView; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, run } = useDocumentAction(onDone, (err) => notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } }));
  return (
    <Button size="small" disabled={busy} onClick={() => void run(`/e-invoice/${doc.id}/retry`)} title={translate('einvoicing.retryHelp')} data-testid="einvoicing-retry">
      {translate('einvoicing.retry')}
    </Button>
  );
}

/** "Cancel e-invoice" within LHDN's 72 hours of validation (POST /e-invoice/:id/cancel): a reason, sent to LHDN. */
function CancelDialog({ doc, onClose, onDone }: { doc: EinvoiceDocumentView; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useDocumentAction(
    () => {
      onClose();
      onDone();
    },
    (err) => setError(err instanceof ApiError && err.fields.reason ? err.fields.reason : messageOf(err)),
  );
  const confirm = () => run(`/e-invoice/${doc.id}/cancel`, { reason });
  return (
    <Dialog open onClose={onClose} aria-labelledby="einvoicing-cancel-title" fullWidth maxWidth="sm">
      <DialogTitle id="einvoicing-cancel-title">{translate('einvoicing.cancelTitle', { code: doc.codeNumber })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('einvoicing.cancelText')}
        </Typography>
        <ReasonField value={reason} onChange={setReason} error={error} testId="einvoicing-reason" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('einvoicing.close')}</Button>
        <Button variant="contained" color="error" disabled={busy || !reason.trim()} onClick={() => void confirm()} data-testid="einvoicing-confirm-cancel">
          {translate('einvoicing.confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const TEXT_FIELDS = ['tin', 'brn', 'sstNumber', 'msicCode', 'msicDescription', 'legalName', 'address1', 'address2', 'postcode', 'city', 'phone', 'email', 'clientId'] as const;
type TextField_ = (typeof TEXT_FIELDS)[number];

/** LHDN's state codes (the code list of the e-invoice guideline). */
const STATES: Array<[string, string]> = [
  ['01', 'Johor'],
  ['02', 'Kedah'],
  ['03', 'Kelantan'],
  ['04', 'Melaka'],
  ['05', 'Negeri Sembilan'],
  ['06', 'Pahang'],
  ['07', 'Pulau Pinang'],
  ['08', 'Perak'],
  ['09', 'Perlis'],
  ['10', 'Selangor'],
  ['11', 'Terengganu'],
  ['12', 'Sabah'],
  ['13', 'Sarawak'],
  ['14', 'Wilayah Persekutuan Kuala Lumpur'],
  ['15', 'Wilayah Persekutuan Labuan'],
  ['16', 'Wilayah Persekutuan Putrajaya'],
  ['17', 'Not Applicable'],
];

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

/** The setup tab: the company's particulars, the MyInvois client (secret write-only) and the signing certificate. */
function Setup({ canEdit }: { canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const setData = useSetData();
  const settings = useLoad<EinvoiceSettingsView>(['einvoicing', 'settings'], async (signal) => (await apiCall<EinvoiceSettingsView>('/e-invoice/settings', { signal })).data);
  const [edits, setEdits] = useState<Partial<EinvoiceSettingsView>>({});
  const [secret, setSecret] = useState('');
  const [p12, setP12] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (settings.error) return <LoadError error={settings.error} onRetry={settings.retry} />;
  if (!settings.data) return <CircularProgress size={24} />;
  const values = { ...settings.data, ...edits };
  const set = (patch: Partial<EinvoiceSettingsView>) => setEdits((e) => ({ ...e, ...patch }));

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const body: Record<string, unknown> = {
        enabled: values.enabled,
        fromDate: values.fromDate || null,
        mode: values.mode,
        stateCode: values.stateCode || null,
        documentVersion: values.documentVersion,
        ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f] ?? null])),
      };
      if (secret.trim()) body.clientSecret = secret.trim();
      else if (!values.clientId) body.clientSecret = null;
      if (p12) {
        body.pkcs12 = await readBase64(p12);
        body.pkcs12Passphrase = passphrase;
      }
      const result = await apiCall<EinvoiceSettingsView>('/e-invoice/settings', { method: 'PUT', body });
      setData(['einvoicing', 'settings'], result.data);
      setEdits({});
      setSecret('');
      setP12(null);
      setPassphrase('');
      notify(result.message, { type: 'success', messageArgs: { _: result.message } });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };

  const text = (name: TextField_, extra: { help?: string; width?: number } = {}) => (
    <TextField
      size="small"
      label={translate(`einvoicing.setup.${name}`)}
      value={values[name] ?? ''}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.help ?? ' '}
      disabled={!canEdit}
      slotProps={{ htmlInput: { 'data-testid': `einvoicing-${name}` } }}
      sx={{ width: { xs: '100%', sm: extra.width ?? 280 } }}
    />
  );
  const cert = settings.data.certificate;

  return (
    <Stack spacing={2} data-testid="einvoicing-setup">
      <FormControlLabel
        control={<Switch checked={values.enabled} onChange={(e) => set({ enabled: e.target.checked })} disabled={!canEdit} slotProps={{ input: { 'data-testid': 'einvoicing-enabled' } as object }} />}
        label={translate('einvoicing.setup.enabled')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="date"
          label={translate('einvoicing.setup.fromDate')}
          value={values.fromDate ?? ''}
          onChange={(e) => set({ fromDate: e.target.value })}
          error={Boolean(errors.fromDate)}
          helperText={errors.fromDate ?? translate('einvoicing.setup.fromDateHelp')}
          disabled={!canEdit}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'einvoicing-fromDate' } }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <TextField
          select
          size="small"
          label={translate('einvoicing.setup.mode')}
          value={values.mode}
          onChange={(e) => set({ mode: e.target.value as EinvoiceSettingsView['mode'] })}
          disabled={!canEdit}
          helperText=" "
          sx={{ width: { xs: '100%', sm: 360 } }}
        >
          <MenuItem value="taxpayer">{translate('einvoicing.setup.modes.taxpayer')}</MenuItem>
          <MenuItem value="intermediary">{translate('einvoicing.setup.modes.intermediary')}</MenuItem>
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {text('legalName', { width: 360 })}
        {text('tin')}
        {text('brn')}
        {text('sstNumber', { help: translate('einvoicing.setup.sstHelp') })}
        {text('msicCode', { width: 140 })}
        {text('msicDescription', { width: 420 })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {text('address1', { width: 360 })}
        {text('address2', { width: 360 })}
        {text('postcode', { width: 140 })}
        {text('city')}
        <TextField
          select
          size="small"
          label={translate('einvoicing.setup.stateCode')}
          value={values.stateCode ?? ''}
          onChange={(e) => set({ stateCode: e.target.value })}
          error={Boolean(errors.stateCode)}
          helperText={errors.stateCode ?? ' '}
          disabled={!canEdit}
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          {STATES.map(([code, name]) => (
            <MenuItem key={code} value={code}>
              {code} {name}
            </MenuItem>
          ))}
        </TextField>
        {text('phone')}
        {text('email')}
      </Stack>
      <Typography variant="subtitle2">{translate('einvoicing.setup.credentials')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {text('clientId', { width: 360 })}
        <TextField
          size="small"
          type="password"
          autoComplete="new-password"
          label={translate('einvoicing.setup.clientSecret')}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          error={Boolean(errors.clientSecret)}
          helperText={
            errors.clientSecret ??
            (settings.data.clientSecret ? translate('einvoicing.setup.clientSecretHelp', { masked: settings.data.clientSecret }) : translate('einvoicing.setup.clientSecretNone'))
          }
          disabled={!canEdit}
          slotProps={{ htmlInput: { 'data-testid': 'einvoicing-clientSecret' } }}
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
      </Stack>
      <Typography variant="subtitle2">{translate('einvoicing.setup.certificate')}</Typography>
      {cert ? (
        <Alert severity={cert.expired ? 'error' : cert.expiresInDays !== null && cert.expiresInDays < 30 ? 'warning' : 'info'} data-testid="einvoicing-certificate">
          {translate('einvoicing.setup.certificateInfo', { subject: cert.subject ?? '', date: formatTime(cert.expiresAt) })}
          {cert.expired && <Box>{translate('einvoicing.setup.certificateExpired', { date: formatTime(cert.expiresAt) })}</Box>}
          {!cert.expired && cert.expiresInDays !== null && cert.expiresInDays < 30 && <Box>{translate('einvoicing.setup.certificateSoon', { days: cert.expiresInDays })}</Box>}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('einvoicing.setup.certificateNone')}
        </Typography>
      )}
      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
          <Button component="label" variant="outlined" size="small">
            {translate('einvoicing.setup.certificateFile')}
            <input hidden type="file" accept=".p12,.pfx,application/x-pkcs12" onChange={(e) => setP12(e.target.files?.[0] ?? null)} data-testid="einvoicing-p12" />
          </Button>
          {p12 && <Typography variant="body2">{translate('einvoicing.setup.certificateChosen', { name: p12.name })}</Typography>}
          <TextField
            size="small"
            type="password"
            autoComplete="off"
            label={translate('einvoicing.setup.passphrase')}
            value={passphrase}
            onChange={(e) => setPassphrase(e.target.value)}
            error={Boolean(errors.pkcs12)}
            helperText={errors.pkcs12 ?? ' '}
            sx={{ width: { xs: '100%', sm: 280 } }}
          />
        </Stack>
      )}
      <TextField
        select
        size="small"
        label={translate('einvoicing.setup.documentVersion')}
        value={values.documentVersion}
        onChange={(e) => set({ documentVersion: e.target.value as EinvoiceSettingsView['documentVersion'] })}
        error={Boolean(errors.documentVersion)}
        helperText={errors.documentVersion ?? ' '}
        disabled={!canEdit}
        sx={{ width: { xs: '100%', sm: 280 } }}
      >
        <MenuItem value="1.0">{translate('einvoicing.setup.versions.v10')}</MenuItem>
        <MenuItem value="1.1">{translate('einvoicing.setup.versions.v11')}</MenuItem>
      </TextField>
      {canEdit && (
        <Box>
          <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="einvoicing-save">
            {translate('einvoicing.setup.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * /e-invoicing: the month's e-invoices (status, validation link, LHDN's errors under the row),
 * submit the pending ones now, cancel within 72 hours, export the month; the setup tab (HQ edits).
 */
export function EinvoicingPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ role: string }>();
  const canEdit = permissions?.role === 'hq';
  const [tab, setTab] = useState<'documents' | 'setup'>('documents');
  return (
    <Box sx={{ py: 2 }} data-testid="einvoicing-page">
      <Title title={translate('einvoicing.title')} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('einvoicing.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('einvoicing.intro')}
          </Typography>
          <Tabs value={tab} onChange={(_, value: 'documents' | 'setup') => setTab(value)} sx={{ mb: 2 }}>
            <Tab value="documents" label={translate('einvoicing.tabs.documents')} data-testid="einvoicing-tab-documents" />
            <Tab value="setup" label={translate('einvoicing.tabs.setup')} data-testid="einvoicing-tab-setup" />
          </Tabs>
          {tab === 'documents' ? <Documents /> : <Setup canEdit={canEdit} />}
        </CardContent>
      </Card>
    </Box>
  );
}
