import { useCallback, useMemo, useState } from 'react';
import { Confirm, Datagrid, Form, FunctionField, SaveButton, SearchInput, SelectInput, TextField, useNotify, useRefresh, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { USER_STATUSES } from '../../../common/constants';
import { ApiError, promoteSummary, promotionHistory, storePromotion, suspendAgent, uplineChoices, type PromoteRow, type TierRef } from './api';
import { AgentPicker } from './sections';
import { EligiblePanel } from '../commissions/Eligible';
import { useTiers } from './choices';
import { LoadError } from '../shared/LoadError';
import { useLoad } from '../shared/query';
import { NoData, StatusChip, formatDay, formatTime } from './shared';

type Kind = 'promote' | 'demote';

/** The tier a promotion or demotion gives (the server's rule: the next rank up or down; none → lowest on promote). */
export function nextTier(all: TierRef[], current: TierRef | null, type: Kind): TierRef | null {
  if (type === 'promote') {
    const higher = all.filter((t) => !current || t.rankNumber < current.rankNumber);
    return higher.length ? higher[higher.length - 1] : null;
  }
  if (!current) return null;
  return all.find((t) => t.rankNumber > current.rankNumber) ?? null;
}

/** The counts above the list; a change on the page (useRefresh) reloads them with it. */
function Summary() {
  const translate = useTranslate();
  const { data, error, retry } = useLoad(['agents', 'promoteSummary'], promoteSummary);
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (!data) return null;
  const tile = (key: string, label: string, count: number) => (
    <Card key={key} variant="outlined" sx={{ minWidth: 120 }} data-testid={`summary-${key}`}>
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6">{count}</Typography>
      </CardContent>
    </Card>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {tile('total', translate('agents.promote.total'), data.total)}
      {USER_STATUSES.map((s) => tile(`status-${s}`, translate(`common.status.${s}`), data.statuses[s] ?? 0))}
      {data.levels.map((l) => tile(`level-${l.tierId ?? 'none'}`, l.levelName ?? translate('agents.tree.noLevel'), l.count))}
    </Box>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Promote or demote one agent: current level and upline, the level it will get, upline and helper pickers. */
function ChangeDialog({ agent, type, onClose }: { agent: PromoteRow; type: Kind; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const all = useTiers();
  const target = nextTier(all, agent.tier, type);
  // The server decides; this only warns ahead: the new level equals or passes the upline's (an upline without a level ranks lowest).
  const uplineRank = agent.upline ? (agent.upline.tier?.rankNumber ?? Infinity) : null;
  const mustMove = uplineRank !== null && target !== null && uplineRank >= target.rankNumber;
  const loadUplines = useCallback((search: string) => uplineChoices(agent.id, type, search), [agent.id, type]);
  const submit = async (values: Record<string, unknown>) => {
    const body: Parameters<typeof storePromotion>[0] = { id: agent.id, type };
    if (values.uplineId) body.uplineId = Number(values.uplineId);
    if (values.helperId) body.helperId = Number(values.helperId);
    try {
      const result = await storePromotion(body);
      notify(result.message, { type: 'success' });
      refresh();
      onClose();
      return undefined;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) return err.fields;
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
      return undefined;
    }
  };
  const none = translate('agents.promote.none');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="promote-title">
      <Form onSubmit={submit} defaultValues={{ uplineId: null, helperId: null }}>
        <DialogTitle id="promote-title">{translate(`agents.promote.${type}Title`, { name: agent.name })}</DialogTitle>
        <DialogContent>
          <Fact label={translate('agents.promote.currentLevel')} value={agent.tier?.levelName ?? translate('agents.tree.noLevel')} />
          <Fact label={translate('agents.promote.currentUpline')} value={agent.upline ? `${agent.upline.name} (${agent.upline.tier?.levelName ?? translate('agents.tree.noLevel')})` : none} />
          <Fact label={translate('agents.promote.newLevel')} value={target?.levelName ?? '—'} testId="promote-new-level" />
          {mustMove && (
            <Typography variant="body2" color="warning.main" sx={{ my: 1 }} data-testid="upline-hint">
              {translate('agents.promote.uplineHint')}
            </Typography>
          )}
          <AgentPicker source="uplineId" label={translate('agents.promote.newUpline')} load={loadUplines} lookup={`uplines-${agent.id}-${type}`} />
          <AgentPicker source="helperId" label={translate('agents.promote.helper')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={`agents.promote.${type}`} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function HistoryDialog({ agent, onClose }: { agent: PromoteRow; onClose: () => void }) {
  const translate = useTranslate();
  const { data: rows, error, retry } = useLoad(['agents', 'promotionHistory', agent.id], () => promotionHistory(agent.id));
  const name = (p: { name: string } | null) => p?.name || '—';
  const level = (t: TierRef | null) => t?.levelName ?? translate('agents.tree.noLevel');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="history-title">
      <DialogTitle id="history-title">{translate('agents.promote.historyTitle', { name: agent.name })}</DialogTitle>
      <DialogContent>
        {!!error && <LoadError error={error} onRetry={retry} />}
        {rows && rows.length === 0 && <NoData />}
        {rows && rows.length > 0 && (
          <Table size="small" data-testid="promote-history">
            <TableHead>
              <TableRow>
                <TableCell>{translate('agents.promote.when')}</TableCell>
                <TableCell>{translate('agents.promote.type')}</TableCell>
                <TableCell>{translate('agents.promote.level')}</TableCell>
                <TableCell>{translate('agents.promote.upline')}</TableCell>
                <TableCell>{translate('agents.promote.helper')}</TableCell>
                <TableCell>{translate('agents.promote.by')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{formatTime(r.createdAt)}</TableCell>
                  <TableCell>{translate(`agents.promote.${r.type}`)}</TableCell>
                  <TableCell>{`${level(r.fromTier)} → ${level(r.toTier)}`}</TableCell>
                  <TableCell>{r.fromUpline?.id === r.toUpline?.id ? name(r.toUpline) : `${name(r.fromUpline)} → ${name(r.toUpline)}`}</TableCell>
                  <TableCell>{r.fromHelper?.id === r.toHelper?.id ? name(r.toHelper) : `${name(r.fromHelper)} → ${name(r.toHelper)}`}</TableCell>
                  <TableCell>{name(r.by)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function RowActions({ agent }: { agent: PromoteRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [change, setChange] = useState<Kind | null>(null);
  const [history, setHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const suspended = agent.status === 'suspended';
  const toggleSuspend = async () => {
    setConfirming(false);
    try {
      notify((await suspendAgent(agent.id, !suspended)).message, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" onClick={() => setChange('promote')}>
        {translate('agents.promote.promote')}
      </Button>
      <Button size="small" disabled={!agent.tier} onClick={() => setChange('demote')}>
        {translate('agents.promote.demote')}
      </Button>
      <Button size="small" onClick={() => setHistory(true)}>
        {translate('agents.promote.history')}
      </Button>
      <Button size="small" color={suspended ? 'primary' : 'warning'} onClick={() => setConfirming(true)}>
        {translate(suspended ? 'agents.promote.unsuspend' : 'agents.promote.suspend')}
      </Button>
      {change && <ChangeDialog agent={agent} type={change} onClose={() => setChange(null)} />}
      {history && <HistoryDialog agent={agent} onClose={() => setHistory(false)} />}
      <Confirm
        isOpen={confirming}
        title={suspended ? 'agents.promote.unsuspendTitle' : 'agents.promote.suspendTitle'}
        content={suspended ? 'agents.promote.unsuspendContent' : 'agents.promote.suspendContent'}
        translateOptions={{ name: agent.name }}
        confirm={suspended ? 'agents.promote.unsuspend' : 'agents.promote.suspend'}
        confirmColor="warning"
        onConfirm={() => void toggleSuspend()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

/**
 * Promote / demote / suspend (/promote-demote, docs/api.md): the summary counts, the agents with
 * level, upline, helper and status (filters level, status, upline; search; paging; sort) and
 * per-row actions. HQ and staff with promote_demote_suspend (access.ts 'promote-demote').
 */
export function PromoteDemotePage() {
  const translate = useTranslate();
  const all = useTiers();
  // An agent of the eligibility panel being promoted through the page's own dialog.
  const [promoting, setPromoting] = useState<PromoteRow | null>(null);
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key="level" source="level" label="agents.promote.level" choices={all.map((t) => ({ id: t.id, name: t.levelName }))} alwaysOn />,
      <SelectInput key="status" source="status" label="agents.promote.status" choices={USER_STATUSES.map((id) => ({ id, name: `common.status.${id}` }))} alwaysOn />,
      <AgentPicker key="uplineId" source="uplineId" label={translate('agents.promote.upline')} />,
    ],
    [all, translate],
  );
  return (
    <>
      <Summary />
      <EligiblePanel onPromote={setPromoting} />
      {promoting && <ChangeDialog agent={promoting} type="promote" onClose={() => setPromoting(null)} />}
      <List resource="promote-demote" title={translate('agents.promote.title')} filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={false} storeKey="promote-demote">
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<NoData />}>
          <TextField source="id" label="agents.promote.id" />
          <FunctionField<PromoteRow>
            source="name"
            label="agents.promote.name"
            render={(a) => (
              <Box>
                <Typography variant="body2">{a.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {a.email}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<PromoteRow> label="agents.promote.level" sortable={false} render={(a) => <span data-testid="row-level">{a.tier?.levelName ?? translate('agents.tree.noLevel')}</span>} />
          <FunctionField<PromoteRow> label="agents.promote.upline" sortable={false} render={(a) => <span data-testid="row-upline">{a.upline?.name ?? '—'}</span>} />
          <FunctionField<PromoteRow> label="agents.promote.helper" sortable={false} render={(a) => a.helper?.name ?? '—'} />
          <FunctionField<PromoteRow> source="status" label="agents.promote.status" render={(a) => <StatusChip status={a.status} />} />
          <FunctionField<PromoteRow> source="joinedAt" sortBy="createdAt" label="agents.database.joined" render={(a) => formatDay(a.joinedAt)} />
          <FunctionField<PromoteRow> label="agents.promote.actions" render={(a) => <RowActions agent={a} />} />
        </Datagrid>
      </List>
    </>
  );
}
