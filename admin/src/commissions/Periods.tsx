import { useState, type ReactNode } from 'react';
import { Confirm, Datagrid, FunctionField, NumberField, TopToolbar, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LockClock from '@mui/icons-material/LockClock';
import Preview from '@mui/icons-material/Preview';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { COMMISSION_TYPES, type CommissionType, type PeriodView } from '../../../common/commissions';
import { List } from '../shared/List';
import { LoadError } from '../shared/LoadError';
import { formatTime } from '../shared/dates';
import { closePeriod, previewPeriod, verifyPeriod, type ClosedPeriod, type PeriodRow } from './api';
import { Amount, Empty, LoadingRows, PeriodPicker, PeriodStatusChip, TypeName, hasEnded, klMonth, messageOf, usePeriodLabel } from './shared';
import { useLoad } from '../shared/query';

type Totals = Partial<Record<CommissionType, number>>;
const sum = (totals: Totals | null | undefined) => Object.values(totals ?? {}).reduce((a, b) => a + (b ?? 0), 0);

/** Totals per type (COMMISSION_TYPES order, those present), their sum and the number of lines. */
function TotalsTable({ totals, lineCount }: { totals: Totals; lineCount: number }) {
  const translate = useTranslate();
  const types = COMMISSION_TYPES.filter((t) => totals[t] !== undefined);
  return (
    <Table size="small" data-testid="period-totals">
      <TableBody>
        {types.map((t) => (
          <TableRow key={t} data-testid={`period-total-${t}`}>
            <TableCell>
              <TypeName type={t} />
            </TableCell>
            <TableCell align="right">
              <Amount value={totals[t]!} />
            </TableCell>
          </TableRow>
        ))}
        <TableRow data-testid="period-total-all">
          <TableCell sx={{ fontWeight: 600 }}>{translate('commissions.periods.total')}</TableCell>
          <TableCell align="right">
            <Amount value={sum(totals)} strong />
          </TableCell>
        </TableRow>
        <TableRow data-testid="period-line-count">
          <TableCell>{translate('commissions.periods.lineCount')}</TableCell>
          <TableCell align="right">{lineCount}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** A dialog that only shows something, closed with its Close button. */
function InfoDialog({ name, title, onClose, children }: { name: string; title: string; onClose: () => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${name}-title`}>
      <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewDialog({ period, onClose }: { period: string; onClose: () => void }) {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  const preview = useLoad(['commissions', 'preview', period], () => previewPeriod(period), { fresh: true });
  return (
    <InfoDialog name="preview" title={translate('commissions.periods.previewTitle', { period: periodLabel(period) })} onClose={onClose}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('commissions.periods.previewNote')}
      </Typography>
      {preview.loading && <LoadingRows rows={3} />}
      {!!preview.error && <LoadError error={preview.error} onRetry={preview.retry} />}
      {preview.data && <TotalsTable totals={preview.data.totals} lineCount={preview.data.lineCount} />}
    </InfoDialog>
  );
}

/** The close's confirmation, then its result (the stored totals, line count and hash). */
function CloseDialog({ period, onClose }: { period: string; onClose: () => void }) {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState<ClosedPeriod | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      setClosed(await closePeriod(period));
      refresh();
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  if (!closed)
    return (
      <Confirm
        isOpen
        loading={busy}
        title="commissions.periods.closeTitle"
        content="commissions.periods.closeContent"
        translateOptions={{ period: periodLabel(period) }}
        confirm="commissions.periods.close"
        confirmColor="warning"
        onConfirm={() => void run()}
        onClose={onClose}
      />
    );
  return (
    <InfoDialog name="closed" title={translate('commissions.periods.closedTitle', { period: periodLabel(period) })} onClose={onClose}>
      <Alert severity="success" sx={{ mb: 1 }} data-testid="close-result">
        {translate('commissions.periods.closedDone')}
      </Alert>
      <TotalsTable totals={closed.totals} lineCount={closed.lineCount} />
      <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', display: 'block', mt: 1 }}>
        {translate('commissions.periods.hash')}: {closed.hash ?? '—'}
      </Typography>
    </InfoDialog>
  );
}

function VerifyDialog({ period, onClose }: { period: string; onClose: () => void }) {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  const verify = useLoad(['commissions', 'verify', period], () => verifyPeriod(period), { fresh: true });
  return (
    <InfoDialog name="verify" title={translate('commissions.periods.verifyTitle', { period: periodLabel(period) })} onClose={onClose}>
      {verify.loading && <LoadingRows rows={2} />}
      {!!verify.error && <LoadError error={verify.error} onRetry={verify.retry} />}
      {verify.data && (
        <>
          <Alert severity={verify.data.same ? 'success' : 'error'} data-testid="verify-result" data-same={verify.data.same ? 'yes' : 'no'}>
            {translate(verify.data.same ? 'commissions.periods.same' : 'commissions.periods.different')}
          </Alert>
          <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mt: 1 }}>
            {translate('commissions.periods.storedHash')}: {verify.data.stored ?? '—'}
          </Typography>
          <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {translate('commissions.periods.recomputedHash')}: {verify.data.hash}
          </Typography>
        </>
      )}
    </InfoDialog>
  );
}

type Action = { kind: 'preview' | 'close' | 'verify'; period: string } | null;

function ActionDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  if (!action) return null;
  if (action.kind === 'preview') return <PreviewDialog period={action.period} onClose={onClose} />;
  if (action.kind === 'close') return <CloseDialog period={action.period} onClose={onClose} />;
  return <VerifyDialog period={action.period} onClose={onClose} />;
}

/** Preview, Close (ended open months) and Verify (closed ones) of one period. */
function PeriodButtons({ period, status, onAction }: { period: string; status: PeriodView['status'] | null; onAction: (a: Action) => void }) {
  const translate = useTranslate();
  const closed = status === 'closed';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }}>
      {!closed && (
        <Button size="small" startIcon={<Preview />} onClick={() => onAction({ kind: 'preview', period })}>
          {translate('commissions.periods.preview')}
        </Button>
      )}
      {!closed && hasEnded(period) && (
        <Button size="small" color="warning" startIcon={<LockClock />} onClick={() => onAction({ kind: 'close', period })}>
          {translate('commissions.periods.close')}
        </Button>
      )}
      {closed && (
        <Button size="small" startIcon={<VerifiedUser />} onClick={() => onAction({ kind: 'verify', period })}>
          {translate('commissions.periods.verify')}
        </Button>
      )}
    </Box>
  );
}

/** Any month (also one with no row yet): preview it, or close it once it has ended; a listed month's status is known. */
function MonthActions({ onAction }: { onAction: (a: Action) => void }) {
  const [month, setMonth] = useState(klMonth(-1));
  const { data } = useListContext<PeriodRow>();
  const status = data?.find((p) => p.period === month)?.status ?? null;
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }} data-testid="month-actions">
      <PeriodPicker value={month} onChange={setMonth} />
      <PeriodButtons period={month} status={status} onAction={onAction} />
    </TopToolbar>
  );
}

/**
 * /commission/periods: the company's commission months (GET /commission/periods) with status,
 * who ran and closed them and when, line count, totals and the stored hash; Preview (nothing
 * written), Close (an ended open month; the result shown) and Verify (the hash recomputed).
 */
export function PeriodsPage() {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  const [action, setAction] = useState<Action>(null);
  return (
    <>
      <List
        resource="commission-periods"
        title={translate('commissions.periods.title')}
        storeKey="commission-periods"
        sort={{ field: 'period', order: 'DESC' }}
        actions={<MonthActions onAction={setAction} />}
        exporter={false}
        empty={false}
        perPage={25}
      >
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<Empty text="commissions.periods.empty" />}>
          <FunctionField<PeriodRow> source="period" render={(p) => <span data-period={p.period}>{periodLabel(p.period)}</span>} />
          <FunctionField<PeriodRow> source="status" render={(p) => <PeriodStatusChip status={p.status} />} />
          <FunctionField<PeriodRow> source="runAt" sortable={false} render={(p) => (p.runAt ? `${formatTime(p.runAt)} · ${p.runBy ?? '—'}` : '—')} />
          <FunctionField<PeriodRow> source="closedAt" sortable={false} render={(p) => (p.closedAt ? `${formatTime(p.closedAt)} · ${p.closedBy ?? '—'}` : '—')} />
          <NumberField source="lineCount" sortable={false} />
          <FunctionField<PeriodRow> source="totals" sortable={false} textAlign="right" render={(p) => (p.status === 'closed' ? <Amount value={sum(p.totals)} /> : '—')} />
          <FunctionField<PeriodRow>
            source="hash"
            sortable={false}
            render={(p) =>
              p.hash ? (
                <Tooltip title={p.hash}>
                  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {p.hash.slice(0, 12)}…
                  </Typography>
                </Tooltip>
              ) : (
                '—'
              )
            }
          />
          <FunctionField<PeriodRow> label="commissions.periods.actions" render={(p) => <PeriodButtons period={p.period} status={p.status} onAction={setAction} />} />
        </Datagrid>
      </List>
      <ActionDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
