import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Send from '@mui/icons-material/Send';
import { CP58_FIRST_YEAR, type Cp58GenerateResult, type Cp58Settings, type Cp58Status, type Cp58View } from '../../../common/cp58';
import type { Currency } from '../../../common/constants';
import { formatMoney, majorText, parseMajor } from '../../../common/money';
import { downloadFile } from '../../../common/web/download';
import { apiCall } from '../providers/httpClient';
import { DownloadButton } from '../shared/DownloadButton';
import { LoadError } from '../shared/LoadError';
import { PeriodPicker, businessMonth } from '../shared/PeriodPicker';
import { TablePager } from '../shared/TablePager';
import { useInvalidate, useLoad } from '../shared/query';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

interface Page {
  rows: Cp58View[];
  total: number;
}

function StatusChip({ status }: { status: Cp58Status }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'issued' ? 'success' : 'warning'} label={translate(`cp58.status.${status}`)} data-status={status} />;
}

/** The threshold card: the company's amount, saved by HQ. */
function ThresholdCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const invalidate = useInvalidate();
  const settings = useLoad<Cp58Settings>(['cp58', 'settings'], async (signal) => (await apiCall<Cp58Settings>('/report/cp58/settings', { signal })).data);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (settings.error) return <LoadError error={settings.error} onRetry={settings.retry} />;
  if (!settings.data) return <CircularProgress size={24} />;
  const currency = settings.data.currency as Currency;
  const value = text ?? majorText(settings.data.threshold, currency);
  const save = async () => {
    const minor = parseMajor(value, currency);
    if (minor === null || minor < 0) return setError(translate('ra.validation.number'));
    setError(null);
    try {
      const result = await apiCall<Cp58Settings>('/report/cp58/settings', { method: 'PUT', body: { threshold: minor } });
      notify(result.message, { type: 'success', messageArgs: { _: result.message } });
      setText(null);
      await invalidate(['cp58']);
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        label={translate('cp58.threshold')}
        value={value}
        onChange={(e) => setText(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? translate('cp58.thresholdHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'cp58-threshold' } }}
        sx={{ maxWidth: 360 }}
      />
      <Button size="small" variant="outlined" onClick={() => void save()} data-testid="cp58-save-threshold" sx={{ mt: { sm: 0.5 } }}>
        {translate('cp58.saveThreshold')}
      </Button>
    </Stack>
  );
}

function ConfirmDialog({ title, text, action, onClose, onConfirm }: { title: string; text: string; action: string; onClose: () => void; onConfirm: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="cp58-confirm-title">
      <DialogTitle id="cp58-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('cp58.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} data-testid="cp58-confirm">
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /hqCP58: the year's statements (search, status, pages), the threshold, generate and
 * regenerate, issue the selected drafts or all of them, the ZIP of the year and each PDF.
 */
export function Cp58Page() {
  const translate = useTranslate();
  const notify = useNotify();
  const invalidate = useInvalidate();
  const last = businessMonth().year;
  const [year, setYear] = useState(last - 1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | Cp58Status>('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<null | { kind: 'issue'; ids?: number[] } | { kind: 'reopen'; row: Cp58View }>(null);

  const list = useLoad<Page>(
    ['cp58', 'list', year, search, status, page, perPage],
    async (signal) => {
      const result = await apiCall<Cp58View[]>('/report/searchcp58', { query: { year, status: status || undefined, search: search || undefined, page: page + 1, perPage }, signal });
      const total = Number(/\/(\d+)$/.exec(result.headers.get('content-range') ?? '')?.[1] ?? result.data.length);
      return { rows: result.data, total };
    },
    { keepPrevious: true },
  );

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      const message = await work();
      notify(message, { type: 'success', messageArgs: { _: message } });
      setSelected([]);
      await invalidate(['cp58']);
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  const generate = (body: { year: number; agentId?: number; reopen?: boolean }) =>
    run(async () => {
      const result = await apiCall<Cp58GenerateResult>('/report/cp58', { method: 'POST', body });
      if (body.agentId) return result.message;
      return translate('cp58.generated', { generated: result.data.generated, removed: result.data.removed, kept: result.data.keptIssued });
    });
  const issue = (ids?: number[]) => run(async () => (await apiCall('/report/cp58/issue', { method: 'POST', body: ids ? { year, ids } : { year } })).message);

  const rows = list.data?.rows ?? [];
  const drafts = rows.filter((r) => r.status === 'draft').map((r) => r.id);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const money = (row: Cp58View, minor: number) => formatMoney(minor, (row.documentData.currency as Currency) ?? 'MYR');

  return (
    <Box sx={{ py: 2 }} data-testid="cp58-page">
      <Title title={translate('cp58.title')} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('cp58.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('cp58.intro')}
          </Typography>
          <ThresholdCard />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <PeriodPicker
            value={{ year }}
            onChange={(period) => {
              setYear(period.year);
              setPage(0);
              setSelected([]);
            }}
            years={{ first: CP58_FIRST_YEAR, last, most: 10 }}
            testId="cp58"
          >
            <Button variant="contained" size="small" startIcon={<PlayArrow />} disabled={busy} onClick={() => void generate({ year })} data-testid="cp58-generate">
              {translate('cp58.generate')}
            </Button>
            <Button size="small" startIcon={<Send />} disabled={busy || !selected.length} onClick={() => setConfirm({ kind: 'issue', ids: selected })} data-testid="cp58-issue-selected">
              {translate('cp58.issueSelected', { count: selected.length })}
            </Button>
            <Button size="small" startIcon={<Send />} disabled={busy} onClick={() => setConfirm({ kind: 'issue' })} data-testid="cp58-issue-all">
              {translate('cp58.issueAll')}
            </Button>
            <DownloadButton label="cp58.zip" download={() => downloadFile('/report/cp58/zip', { year: String(year) }, `CP58-${year}.zip`)} />
          </PeriodPicker>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
            <TextField
              size="small"
              label={translate('cp58.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(0);
              }}
              slotProps={{ htmlInput: { 'data-testid': 'cp58-search' } }}
              sx={{ width: { sm: 320 } }}
            />
            <TextField
              select
              size="small"
              label={translate('cp58.statusFilter')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as '' | Cp58Status);
                setPage(0);
              }}
              sx={{ width: { sm: 180 } }}
            >
              <MenuItem value="">{translate('cp58.all')}</MenuItem>
              <MenuItem value="draft">{translate('cp58.status.draft')}</MenuItem>
              <MenuItem value="issued">{translate('cp58.status.issued')}</MenuItem>
            </TextField>
          </Stack>
          {list.error ? (
            <LoadError error={list.error} onRetry={list.retry} />
          ) : list.loading ? (
            <Box sx={{ p: 3, textAlign: 'center' }}>
              <CircularProgress size={28} />
            </Box>
          ) : !rows.length ? (
            <Alert severity="info" data-testid="cp58-empty">
              {translate('cp58.empty', { year })}
            </Alert>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="cp58-table">
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={drafts.length > 0 && drafts.every((id) => selected.includes(id))}
                        disabled={!drafts.length}
                        onChange={(e) => setSelected(e.target.checked ? drafts : [])}
                        slotProps={{ input: { 'aria-label': translate('cp58.issueAll') } }}
                      />
                    </TableCell>
                    <TableCell>{translate('cp58.column.agent')}</TableCell>
                    <TableCell>{translate('cp58.column.agentId')}</TableCell>
                    <TableCell align="right">{translate('cp58.column.commissions')}</TableCell>
                    <TableCell align="right">{translate('cp58.column.bonuses')}</TableCell>
                    <TableCell align="right">{translate('cp58.column.nonMonetary')}</TableCell>
                    <TableCell align="right">{translate('cp58.column.total')}</TableCell>
                    <TableCell>{translate('cp58.column.status')}</TableCell>
                    <TableCell>{translate('cp58.column.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id} data-testid={`cp58-row-${row.agentId}`}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          size="small"
                          checked={selected.includes(row.id)}
                          disabled={row.status !== 'draft'}
                          onChange={() => toggle(row.id)}
                          slotProps={{ input: { 'aria-label': row.agentName } }}
                        />
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2">{row.agentName}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {row.agentEmail}
                        </Typography>
                        {row.documentData.detail.rewardsWithoutCost > 0 && (
                          <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                            {translate('cp58.noCost', { count: row.documentData.detail.rewardsWithoutCost })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{row.documentData.agent.code}</TableCell>
                      <TableCell align="right">{money(row, row.commissions)}</TableCell>
                      <TableCell align="right">{money(row, row.bonuses)}</TableCell>
                      <TableCell align="right">{money(row, row.nonMonetary)}</TableCell>
                      <TableCell align="right" data-testid="cp58-total">
                        {money(row, row.total)}
                      </TableCell>
                      <TableCell>
                        <StatusChip status={row.status} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {row.pdfUrl && (
                          <Button size="small" href={row.pdfUrl} target="_blank" rel="noopener" data-testid="cp58-pdf">
                            {translate('cp58.pdf')}
                          </Button>
                        )}
                        {row.status === 'draft' ? (
                          <Button size="small" disabled={busy} onClick={() => void generate({ year, agentId: row.agentId })} data-testid="cp58-regenerate">
                            {translate('cp58.regenerate')}
                          </Button>
                        ) : (
                          <Button size="small" disabled={busy} onClick={() => setConfirm({ kind: 'reopen', row })} data-testid="cp58-reopen">
                            {translate('cp58.reopen')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePager count={list.data?.total ?? 0} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} labelRowsPerPage={translate('cp58.rowsPerPage')} />
            </Box>
          )}
        </CardContent>
      </Card>
      {confirm?.kind === 'issue' && (
        <ConfirmDialog
          title={translate('cp58.issueTitle', { year })}
          text={translate('cp58.issueText')}
          action={translate('cp58.issue')}
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            void issue(confirm.ids);
          }}
        />
      )}
      {confirm?.kind === 'reopen' && (
        <ConfirmDialog
          title={translate('cp58.reopenTitle', { name: confirm.row.agentName })}
          text={translate('cp58.reopenText')}
          action={translate('cp58.reopen')}
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            void generate({ year, agentId: confirm.row.agentId, reopen: true });
          }}
        />
      )}
    </Box>
  );
}
