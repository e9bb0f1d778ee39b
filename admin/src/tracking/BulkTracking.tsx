import { useCallback, useRef, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Refresh from '@mui/icons-material/Refresh';
import UploadFile from '@mui/icons-material/UploadFile';
import { downloadFile } from '../agents/api';
import { formatTime, messageOf } from '../orders/shared';
import { LoadError } from '../shared/LoadError';
import { useInvalidate, useLoad } from '../shared/query';
import { isRunning, jobOf, listJobs, uploadFile, type TrackingRowView, type TrackingJobStatus, type TrackingJobView } from './api';

const PER_PAGE = 10;
/** How often the page reads again while a job is queued or processing. */
const POLL_MS = 2000;
const STATUS_COLOUR: Record<TrackingJobStatus, 'default' | 'info' | 'success' | 'error'> = { queued: 'default', processing: 'info', done: 'success', failed: 'error' };

function StatusChip({ status }: { status: TrackingJobStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`tracking.status.${status}`)} data-status={status} />;
}

/** The upload card: the file picker (.csv, .xlsx), the upload button and the sample files. */
function UploadCard({ onUploaded }: { onUploaded: (job: TrackingJobView) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return setError(translate('tracking.upload.choose'));
    setBusy(true);
    setError(null);
    try {
      const { job, message } = await uploadFile(file);
      notify(message, { type: 'success', messageArgs: { _: message } });
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(job);
    } catch (err) {
      const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors;
      setError(fields?.file ?? messageOf(err));
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  const sample = async (format: 'csv' | 'xlsx') => {
    try {
      await downloadFile('/bulk-tracking/template', { format }, `bulk-tracking-sample.${format}`);
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    }
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('tracking.upload.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('tracking.upload.help')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" component="label" startIcon={<UploadFile />}>
            {translate('tracking.upload.chooseButton')}
            <input
              ref={input}
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="tracking-file-input"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          </Button>
          <Typography variant="body2" data-testid="tracking-file-name">
            {file ? file.name : translate('tracking.upload.noFile')}
          </Typography>
          <Button variant="contained" disabled={busy || !file} onClick={() => void upload()} data-testid="tracking-upload">
            {translate('tracking.upload.submit')}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="tracking-upload-error">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Typography variant="body2">{translate('tracking.sample.label')}</Typography>
          <Button size="small" startIcon={<Download />} onClick={() => void sample('csv')} data-testid="sample-csv">
            {translate('tracking.sample.csv')}
          </Button>
          <Button size="small" startIcon={<Download />} onClick={() => void sample('xlsx')} data-testid="sample-xlsx">
            {translate('tracking.sample.xlsx')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One job: its counts, the error when the file could not be read, and its failed rows with reasons. */
function JobDetail({ job, failures }: { job: TrackingJobView; failures: TrackingRowView[] }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }} data-testid="tracking-job-detail" data-job-id={job.id}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="h6">{translate('tracking.detail.title', { name: job.fileName })}</Typography>
          <StatusChip status={job.status} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="tracking-job-counts">
          {translate('tracking.detail.counts', { total: job.totalRows, ok: job.okRows, failed: job.failedRows, pending: job.pendingRows })}
        </Typography>
        {job.error && <Alert severity="error">{job.error}</Alert>}
        {isRunning(job) && <Alert severity="info">{translate('tracking.detail.running')}</Alert>}
        {job.status === 'done' && !failures.length && <Alert severity="success">{translate('tracking.detail.allOk')}</Alert>}
        {failures.length > 0 && (
          <>
            <Typography variant="subtitle1" sx={{ mt: 2 }}>
              {translate('tracking.detail.failedRows')}
            </Typography>
            <Table size="small" data-testid="tracking-failures">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('tracking.fields.rowNo')}</TableCell>
                  <TableCell>{translate('tracking.fields.orderNo')}</TableCell>
                  <TableCell>{translate('tracking.fields.trackingNo')}</TableCell>
                  <TableCell>{translate('tracking.fields.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {failures.map((f) => (
                  <TableRow key={f.rowNo} data-row-no={f.rowNo}>
                    <TableCell>{f.rowNo}</TableCell>
                    <TableCell>{f.orderNo ?? '—'}</TableCell>
                    <TableCell>{f.trackingNo ?? '—'}</TableCell>
                    <TableCell>{f.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /bulk-tracking: upload a CSV or XLSX of order numbers and tracking numbers, follow the
 * jobs' status (the page reads again every 2 seconds while a job is queued or processing, and on
 * Refresh), and see a job's failed rows with their reasons. HQ and staff with manage_orders.
 */
export function BulkTrackingPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  // Each read again every POLL_MS while what it shows is still queued or processing.
  const list = useLoad(['tracking', 'jobs', page], () => listJobs(page, PER_PAGE), { keepPrevious: true, pollMs: POLL_MS, pollWhile: (l) => l.jobs.some(isRunning) });
  const one = useLoad(['tracking', 'job', selected], selected ? () => jobOf(selected) : null, { pollMs: POLL_MS, pollWhile: isRunning });
  const jobs = list.data?.jobs ?? null;
  const total = list.data?.total ?? 0;
  const detail: (TrackingJobView & { failures: TrackingRowView[] }) | null = selected ? one.data : null;
  const error = list.error ?? one.error;
  const loading = list.loading || list.fetching || one.loading || one.fetching;
  const invalidate = useInvalidate();
  const refresh = useCallback(() => void invalidate(['tracking']), [invalidate]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('tracking.title')} />
      <UploadCard
        onUploaded={(job) => {
          setPage(0);
          setSelected(job.id);
          refresh();
        }}
      />
      {detail && <JobDetail job={detail} failures={detail.failures} />}
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6">{translate('tracking.jobs.title')}</Typography>
            <Button startIcon={<Refresh />} onClick={refresh} disabled={loading} data-testid="tracking-refresh">
              {translate('tracking.jobs.refresh')}
            </Button>
          </Stack>
          {!!error && <LoadError error={error} onRetry={refresh} />}
          {jobs === null && !error && <CircularProgress size={28} sx={{ my: 2 }} aria-label={translate('ra.page.loading')} data-testid="loading" />}
          {jobs === null ? null : !jobs.length ? (
            <Typography sx={{ py: 2 }} color="text.secondary" data-testid="no-data">
              {translate('tracking.jobs.empty')}
            </Typography>
          ) : (
            <Table size="small" data-testid="tracking-jobs">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('tracking.fields.createdAt')}</TableCell>
                  <TableCell>{translate('tracking.fields.fileName')}</TableCell>
                  <TableCell>{translate('tracking.fields.status')}</TableCell>
                  <TableCell align="right">{translate('tracking.fields.totalRows')}</TableCell>
                  <TableCell align="right">{translate('tracking.fields.okRows')}</TableCell>
                  <TableCell align="right">{translate('tracking.fields.failedRows')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.map((job) => (
                  <TableRow key={job.id} hover selected={job.id === selected} data-job-id={job.id} data-job-status={job.status}>
                    <TableCell>{formatTime(job.createdAt)}</TableCell>
                    <TableCell>{job.fileName}</TableCell>
                    <TableCell>
                      <StatusChip status={job.status} />
                    </TableCell>
                    <TableCell align="right">{job.totalRows}</TableCell>
                    <TableCell align="right" data-field="okRows">
                      {job.okRows}
                    </TableCell>
                    <TableCell align="right" data-field="failedRows">
                      {job.failedRows}
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => setSelected(job.id)}>
                        {translate('tracking.jobs.show')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {total > PER_PAGE && <TablePagination component="div" count={total} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_e, p) => setPage(p)} />}
        </CardContent>
      </Card>
    </Box>
  );
}
