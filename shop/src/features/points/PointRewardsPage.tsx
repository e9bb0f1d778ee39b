import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActiveCampaignView, PointsSummaryView } from '../../../../common/campaigns';
import { formatCalendarDay } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { Banner, PageTitle, RedeemButton } from './parts';
import { usePointsT } from './texts';

/** The balance card: points, and what expires when (GET /game/summary). */
function BalanceCard({ summary }: { summary: ReturnType<typeof useApiData<PointsSummaryView>> }) {
  const t = usePointsT();
  const lang = useLanguage();
  const s = summary.data;
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="overline">{t('shop.points.balance')}</Typography>
        {summary.error && <LoadError message={summary.error.message} onRetry={summary.retry} />}
        {summary.loading && <PageLoader />}
        {s && (
          <>
            <Typography variant="h4" component="p" data-testid="points-balance">
              {s.balance.toLocaleString()}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('shop.points.balanceHint')}
            </Typography>
            <Alert severity={s.expiring > 0 ? 'warning' : 'info'} data-testid="points-expiry">
              {s.expiring > 0 ? t('shop.points.expiring', { points: s.expiring, date: formatCalendarDay(s.expiresOn, lang) }) : t('shop.points.noneExpiring')}
            </Alert>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /point-rewards: the agent's points and their expiry, the running campaigns with their banners
 * (GET /game/get-active) and a Redeem button with a confirmation (POST /game/redeem-point); links
 * to the point history and the redeemed rewards.
 */
export default function PointRewardsPage() {
  const t = usePointsT();
  const lang = useLanguage();
  usePageTitle(t('shop.points.title'));
  const summary = useApiData<PointsSummaryView>('/game/summary');
  const active = useApiData<ActiveCampaignView[]>('/game/get-active');
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    summary.retry();
    active.retry();
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageTitle>{t('shop.points.title')}</PageTitle>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} data-testid="redeem-done">
          {notice}
        </Alert>
      )}
      <BalanceCard summary={summary} />
      <Stack direction="row" spacing={1}>
        <Button component={Link} to={PATHS.pointHistory} variant="outlined">
          {t('shop.points.history')}
        </Button>
        <Button component={Link} to={PATHS.redeemedRewards} variant="outlined">
          {t('shop.points.redeemed')}
        </Button>
      </Stack>
      <Typography variant="h6" component="h2">
        {t('shop.points.active')}
      </Typography>
      {active.error && <LoadError message={active.error.message} onRetry={active.retry} />}
      {active.loading && <PageLoader />}
      {active.data?.length === 0 && (
        <Typography color="text.secondary" data-testid="no-campaigns">
          {t('shop.points.noCampaigns')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {active.data?.map((c) => (
          <Card key={c.id} data-testid="reward-card">
            <Banner url={c.image1} />
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="h6" component="h3">
                {c.gameTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`shop.points.rewards.${c.rewardType}`)} · {t('shop.points.pointsRequired', { points: c.pointRequired })} · {t('shop.points.left', { remaining: c.remaining, max: c.maxRedeem })} ·{' '}
                {t('shop.points.ends', { date: formatCalendarDay(c.endDate, lang) })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <RedeemButton campaign={c} balance={summary.data?.balance ?? 0} onDone={done} />
                <Button component={Link} to={`${PATHS.rewardDetails}?id=${c.id}`}>
                  {t('shop.points.details')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
