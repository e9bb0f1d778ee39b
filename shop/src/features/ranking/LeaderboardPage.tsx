import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import {
  MONEY_METRICS,
  RANKING_METRICS,
  RANKING_PATHS,
  RANKING_PERIOD,
  periodKind,
  periodOfKind,
  recentPeriods,
  type LeaderboardView,
  type RankingMetric,
  type RankingPeriodKind,
} from '../../../../common/ranking';
import { useLanguage } from '../../../../common/web/i18n';
import { klMonthNow, periodText } from '../../../../common/web/ranking';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { useMoney } from '../shop/format';
import { useRankingT } from './texts';

const KINDS: RankingPeriodKind[] = ['month', 'quarter', 'year'];
const MEDALS = ['#d4af37', '#a8a9ad', '#cd7f32'];
const isMetric = (value: string | null): value is RankingMetric => !!value && (RANKING_METRICS as readonly string[]).includes(value);

/**
 * /score-ranking: the company's top 10 of a metric for a month, quarter or year (Kuala Lumpur
 * time; the current month by default), names only, with the agent's own row highlighted and its
 * place shown even outside the top 10. The choices live in the address (?metric=&period=).
 */
export default function LeaderboardPage() {
  const t = useRankingT();
  const lang = useLanguage();
  const money = useMoney();
  usePageTitle(t('shop.ranking.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = asked && RANKING_PERIOD.test(asked) ? asked : klMonthNow();
  const metric: RankingMetric = isMetric(params.get('metric')) ? (params.get('metric') as RankingMetric) : 'ps';
  const kind = periodKind(period);
  const set = (patch: Record<string, string>) => setParams({ metric, period, ...patch }, { replace: true });
  const label = (p: string) => periodText(p, lang, t('shop.ranking.quarterWord'));
  const board = useApiData<LeaderboardView>(RANKING_PATHS[metric], { query: { period } });
  const figure = (value: number) => (MONEY_METRICS.includes(metric) ? money(value) : value.toLocaleString());
  const me = board.data?.me;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('shop.ranking.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shop.ranking.intro')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('shop.ranking.periodKind')}
          value={kind}
          onChange={(e) => set({ period: periodOfKind(e.target.value as RankingPeriodKind, klMonthNow()) })}
          sx={{ minWidth: 130 }}
          slotProps={{ htmlInput: { 'data-testid': 'period-kind' } }}
        >
          {KINDS.map((k) => (
            <MenuItem key={k} value={k} data-kind={k}>
              {t(`shop.ranking.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('shop.ranking.period')}
          value={period}
          onChange={(e) => set({ period: e.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'period-picker' } }}
        >
          {[...new Set([period, ...recentPeriods(kind, klMonthNow(), kind === 'year' ? 5 : kind === 'quarter' ? 8 : 24)])].map((p) => (
            <MenuItem key={p} value={p} data-period={p}>
              {label(p)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Card>
        <Tabs value={metric} onChange={(_, m: RankingMetric) => set({ metric: m })} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {RANKING_METRICS.map((m) => (
            <Tab key={m} value={m} label={t(`shop.ranking.metrics.${m}`)} data-testid={`tab-${m}`} />
          ))}
        </Tabs>
        <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
          {board.loading && (
            <Box role="progressbar" aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={40} />
              ))}
            </Box>
          )}
          {board.error && <LoadError message={board.error.message} onRetry={board.retry} />}
          {board.data && (
            <>
              {me && me.position !== null ? (
                <Alert severity="success" icon={<EmojiEvents />} data-testid="my-place">
                  {t('shop.ranking.yourPlace', { position: me.position })} · {figure(me.value)}
                </Alert>
              ) : (
                <Alert severity="info" data-testid="my-place">
                  {t('shop.ranking.notRanked')} {t(`shop.ranking.notRankedHint.${metric}`)}
                </Alert>
              )}
              {board.data.top.length === 0 ? (
                <Box data-testid="empty" sx={{ textAlign: 'center', py: 3 }}>
                  <Typography sx={{ fontWeight: 500 }}>{t('shop.ranking.empty')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('shop.ranking.emptyHint')}
                  </Typography>
                </Box>
              ) : (
                <List dense data-testid="leaderboard" aria-label={t(`shop.ranking.metrics.${metric}`)}>
                  {board.data.top.map((e) => (
                    <ListItem
                      key={e.position}
                      data-testid="leaderboard-row"
                      data-me={e.isMe ? 'true' : undefined}
                      aria-current={e.isMe ? 'true' : undefined}
                      sx={{ borderRadius: 1, mb: 0.5, bgcolor: e.isMe ? 'primary.main' : 'action.hover', color: e.isMe ? 'primary.contrastText' : undefined }}
                      secondaryAction={<Typography sx={{ fontWeight: 600, color: e.isMe ? 'primary.contrastText' : undefined }}>{figure(e.value)}</Typography>}
                    >
                      <Box sx={{ width: 36, flexShrink: 0, display: 'flex', alignItems: 'center' }}>
                        {e.position <= 3 ? <EmojiEvents sx={{ color: MEDALS[e.position - 1] }} aria-label={`#${e.position}`} /> : <Typography>#{e.position}</Typography>}
                      </Box>
                      <ListItemText
                        primary={
                          <>
                            {e.name}
                            {e.isMe && <Chip size="small" label={t('shop.ranking.you')} sx={{ ml: 1, bgcolor: 'background.paper' }} />}
                          </>
                        }
                        sx={{ pr: 12 }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </>
          )}
        </Box>
      </Card>
    </Box>
  );
}
