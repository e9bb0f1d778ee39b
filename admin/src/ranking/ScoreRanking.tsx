import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, useLocaleState } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../common/constants';
import { MONEY_METRICS, RANKING_METRICS, RANKING_PERIOD, periodKind, periodOfKind, recentPeriods, type RankingEntry, type RankingMetric, type RankingPeriodKind } from '../../../common/ranking';
import { klMonthNow, periodText } from '../../../common/web/ranking';
import { LoadError } from '../shared/LoadError';
import { Amount, LoadingRows, PageHeader } from '../commissions/shared';
import { useLoad } from '../shared/query';
import { useRankingText } from './texts';
import { useTiers } from '../agents/choices';
import { leaderboard, topPerformers, type BoardFilter } from './api';

const KINDS: RankingPeriodKind[] = ['month', 'quarter', 'year'];
const isMetric = (value: string | null): value is RankingMetric => !!value && (RANKING_METRICS as readonly string[]).includes(value);

/** A figure of a metric: money in the company's currency, or a count of agents. */
function Figure({ metric, value, large = false }: { metric: RankingMetric; value: number; large?: boolean }) {
  if (MONEY_METRICS.includes(metric)) return <Amount value={value} large={large} />;
  return (
    <Typography component="span" variant={large ? 'h6' : 'body2'} data-amount={value}>
      {value.toLocaleString()}
    </Typography>
  );
}

function Picker({ label, value, onChange, testId, children }: { label: string; value: string; onChange: (v: string) => void; testId: string; children: ReactNode }) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 180, flexShrink: 0 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {children}
    </TextField>
  );
}

/** The first three of every metric, one card each. */
function TopPerformers({ filter }: { filter: BoardFilter }) {
  const translate = useRankingText();
  const top = useLoad(['ranking', 'top', filter], () => topPerformers(filter));
  if (top.loading) return <LoadingRows rows={2} />;
  if (top.error) return <LoadError error={top.error} onRetry={top.retry} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1 }} data-testid="top-performers">
      {RANKING_METRICS.map((metric) => {
        const leaders = top.data?.leaders[metric] ?? [];
        return (
          <Card key={metric} variant="outlined" data-testid={`top-${metric}`}>
            <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
              <Typography variant="subtitle2" gutterBottom>
                {translate(`ranking.metrics.${metric}`)}
              </Typography>
              {leaders.length ? (
                leaders.map((e) => (
                  <Box key={e.position} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" noWrap>
                      {e.position}. {e.name}
                    </Typography>
                    <Figure metric={metric} value={e.value} />
                  </Box>
                ))
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate('ranking.nobodyYet')}
                </Typography>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

function Board({ metric, filter }: { metric: RankingMetric; filter: BoardFilter }) {
  const translate = useRankingText();
  const board = useLoad(['ranking', 'board', metric, filter], () => leaderboard(metric, filter));
  if (board.loading) return <LoadingRows />;
  if (board.error) return <LoadError error={board.error} onRetry={board.retry} />;
  const rows: RankingEntry[] = board.data?.top ?? [];
  if (!rows.length)
    return (
      <Alert severity="info" sx={{ m: 1 }} data-testid="empty">
        {translate(`ranking.empty.${metric}`)}
      </Alert>
    );
  return (
    <Table size="small" data-testid="leaderboard">
      <TableHead>
        <TableRow>
          <TableCell>{translate('ranking.position')}</TableCell>
          <TableCell>{translate('ranking.agent')}</TableCell>
          <TableCell>{translate('ranking.level')}</TableCell>
          <TableCell align="right">{translate(`ranking.metrics.${metric}`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((e) => (
          <TableRow key={e.position} data-testid="leaderboard-row" data-agent={e.agentId}>
            <TableCell>{e.position}</TableCell>
            <TableCell>
              {e.name}
              {e.username ? (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  @{e.username}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{e.tierName ?? '—'}</TableCell>
            <TableCell align="right">
              <Figure metric={metric} value={e.value} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /score-ranking (HQ and staff): the period (a month, quarter or year in Kuala Lumpur time, the
 * current month by default), the top performers of every metric, and one tab per metric with its
 * top 10; narrowed to a level or to agents of a state. Everything lives in the address
 * (?metric=&period=&tierId=&state=), so a board can be shared and reloaded.
 */
export function ScoreRankingPage() {
  const translate = useRankingText();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = asked && RANKING_PERIOD.test(asked) ? asked : klMonthNow();
  const metric = isMetric(params.get('metric')) ? (params.get('metric') as RankingMetric) : 'ps';
  const tierId = Number(params.get('tierId')) || undefined;
  const state = params.get('state') ?? '';
  const [stateText, setStateText] = useState(state);
  const tiers = useTiers();
  useEffect(() => setStateText(state), [state]);

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const kind = periodKind(period);
  const label = (p: string) => periodText(p, locale as Lang, translate('ranking.quarterWord'));
  const filter: BoardFilter = { period, tierId, state: state || undefined };

  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('ranking.title')} />
      <PageHeader title={translate('ranking.heading', { period: label(period) })}>
        <Picker label={translate('ranking.periodKind')} value={kind} onChange={(k) => set({ period: periodOfKind(k as RankingPeriodKind, klMonthNow()) })} testId="period-kind">
          {KINDS.map((k) => (
            <MenuItem key={k} value={k} data-kind={k}>
              {translate(`ranking.kinds.${k}`)}
            </MenuItem>
          ))}
        </Picker>
        <Picker label={translate('ranking.period')} value={period} onChange={(p) => set({ period: p })} testId="period-picker">
          {[...new Set([period, ...recentPeriods(kind, klMonthNow(), kind === 'year' ? 5 : kind === 'quarter' ? 8 : 24)])].map((p) => (
            <MenuItem key={p} value={p} data-period={p}>
              {label(p)}
            </MenuItem>
          ))}
        </Picker>
        <Picker label={translate('ranking.level')} value={tierId ? String(tierId) : ''} onChange={(t) => set({ tierId: t })} testId="tier-filter">
          <MenuItem value="">{translate('ranking.allLevels')}</MenuItem>
          {tiers.map((t) => (
            <MenuItem key={t.id} value={String(t.id)} data-tier={t.id}>
              {t.levelName}
            </MenuItem>
          ))}
        </Picker>
        <TextField
          size="small"
          fullWidth={false}
          sx={{ width: 180, flexShrink: 0 }}
          label={translate('ranking.state')}
          value={stateText}
          onChange={(e) => setStateText(e.target.value.slice(0, 100))}
          onBlur={() => set({ state: stateText.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && set({ state: stateText.trim() })}
          placeholder={translate('ranking.allStates')}
          slotProps={{ htmlInput: { 'data-testid': 'state-filter' } }}
        />
      </PageHeader>
      <Typography variant="subtitle1" sx={{ mt: 1, mb: 1 }}>
        {translate('ranking.topPerformers')}
      </Typography>
      <TopPerformers filter={filter} />
      <Card variant="outlined" sx={{ mt: 2 }}>
        <Tabs value={metric} onChange={(_, m: RankingMetric) => set({ metric: m })} variant="scrollable" scrollButtons="auto">
          {RANKING_METRICS.map((m) => (
            <Tab key={m} value={m} label={translate(`ranking.metrics.${m}`)} data-testid={`tab-${m}`} />
          ))}
        </Tabs>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {translate(`ranking.explain.${metric}`)}
        </Typography>
        <Board metric={metric} filter={filter} />
      </Card>
    </Box>
  );
}
