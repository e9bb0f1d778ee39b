import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PromoteRow } from '../agents/api';
import { apiCall } from '../providers/httpClient';
import { LoadError } from '../shared/LoadError';
import { dismissEligible, eligibleAgents, type EligibleRow } from './api';
import { LoadingRows, messageOf, usePeriodLabel } from './shared';
import { useInvalidate, useLoad } from '../shared/query';

/** The agent as the promote list shows it (GET /promote-demote filtered by id), for the promote dialog. */
async function promoteRowOf(agentId: number): Promise<PromoteRow> {
  const { data } = await apiCall<PromoteRow[]>('/promote-demote', { query: { filter: JSON.stringify({ id: agentId }), range: JSON.stringify([0, 0]) } });
  if (!data[0]) throw new Error('commissions.eligible.gone');
  return data[0];
}

const ELIGIBLE_KEY = ['commissions', 'eligible'];

/**
 * "Eligible for promotion" on /promote-demote: agents who met a higher tier's figures in a closed
 * commission period (GET /promote-demote/eligible). Promote opens the page's own promote dialog
 * for the agent (`onPromote`); Dismiss drops the suggestion. A change on the page (useRefresh) reloads it.
 */
export function EligiblePanel({ onPromote }: { onPromote: (agent: PromoteRow) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const periodLabel = usePeriodLabel();
  const [dismissing, setDismissing] = useState<EligibleRow | null>(null);
  const rows = useLoad(ELIGIBLE_KEY, eligibleAgents);
  const invalidate = useInvalidate();
  const fail = (err: unknown) => notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
  const promote = (row: EligibleRow) => promoteRowOf(row.agentId).then(onPromote, fail);
  const dismiss = async (row: EligibleRow) => {
    setDismissing(null);
    try {
      notify((await dismissEligible(row.id)) || 'commissions.eligible.dismissed', { type: 'success' });
      void invalidate(ELIGIBLE_KEY);
    } catch (err) {
      fail(err);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="eligible-panel">
      <CardContent>
        <Typography variant="subtitle1">{translate('commissions.eligible.title')}</Typography>
        {rows.loading && <LoadingRows rows={2} />}
        {!!rows.error && <LoadError error={rows.error} onRetry={rows.retry} />}
        {rows.data && rows.data.length === 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="eligible-empty">
            {translate('commissions.eligible.empty')}
          </Typography>
        )}
        {rows.data && rows.data.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('commissions.agent')}</TableCell>
                  <TableCell>{translate('commissions.period')}</TableCell>
                  <TableCell>{translate('commissions.eligible.from')}</TableCell>
                  <TableCell>{translate('commissions.eligible.to')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.data.map((r) => (
                  <TableRow key={r.id} data-testid="eligible-row">
                    <TableCell>{r.agentName}</TableCell>
                    <TableCell>{periodLabel(r.period)}</TableCell>
                    <TableCell>{r.fromTier?.levelName ?? translate('agents.tree.noLevel')}</TableCell>
                    <TableCell>{r.toTier?.levelName ?? '—'}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => void promote(r)}>
                        {translate('agents.promote.promote')}
                      </Button>
                      <Button size="small" color="inherit" onClick={() => setDismissing(r)}>
                        {translate('commissions.eligible.dismiss')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
      <Confirm
        isOpen={!!dismissing}
        title="commissions.eligible.dismissTitle"
        content="commissions.eligible.dismissContent"
        translateOptions={{ name: dismissing?.agentName ?? '' }}
        confirm="commissions.eligible.dismiss"
        onConfirm={() => dismissing && void dismiss(dismissing)}
        onClose={() => setDismissing(null)}
      />
    </Card>
  );
}
