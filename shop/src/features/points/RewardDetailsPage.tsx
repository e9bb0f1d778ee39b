import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ActiveCampaignView, CampaignView, PointsSummaryView } from '../../../../common/campaigns';
import { formatCalendarDay } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { BackToRewards, Banner, PageTitle, RedeemButton } from './parts';
import { usePointsT } from './texts';

/**
 * /point-rewards/reward-details?id=: one campaign (GET /game/campaign-detail) — banner, reward,
 * dates, stock, limit, description, terms, the products that earn bonus points — and Redeem while
 * it runs (its eligibility comes from GET /game/get-active).
 */
export default function RewardDetailsPage() {
  const t = usePointsT();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useApiData<CampaignView>(valid ? '/game/campaign-detail' : null, { query: { id } });
  const active = useApiData<ActiveCampaignView[]>('/game/get-active');
  const summary = useApiData<PointsSummaryView>('/game/summary');
  const [notice, setNotice] = useState<string | null>(null);
  const c = detail.data;
  usePageTitle(c?.gameTitle ?? t('shop.points.title'));
  const running = active.data?.find((a) => a.id === id);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 800 }}>
      <BackToRewards />
      {!valid && <Alert severity="warning">{t('shop.points.notFound')}</Alert>}
      {detail.error && <LoadError message={detail.error.message} onRetry={detail.retry} />}
      {detail.loading && <PageLoader />}
      {c && (
        <Card>
          <Banner url={c.image1} />
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <PageTitle>{c.gameTitle}</PageTitle>
            <Typography variant="body2" color="text.secondary">
              {t(`shop.points.rewards.${c.rewardType}`)} · {t('shop.points.pointsRequired', { points: c.pointRequired })} · {t('shop.points.left', { remaining: c.remaining, max: c.maxRedeem })}
            </Typography>
            <Typography variant="body2">
              {t('shop.points.dates', { start: formatCalendarDay(c.startDate, lang), end: formatCalendarDay(c.endDate, lang) })} ·{' '}
              {t('shop.points.period', { limit: c.perAgentLimit, period: t(`shop.points.periods.${c.period}`) })}
            </Typography>
            {c.gameDesc && <Typography sx={{ whiteSpace: 'pre-line' }}>{c.gameDesc}</Typography>}
            {c.products.length > 0 && (
              <Box>
                <Typography variant="subtitle2">{t('shop.points.products')}</Typography>
                {c.products.map((p) => (
                  <Typography key={p.productId} variant="body2">
                    {p.name} — {t('shop.points.productPoints', { points: p.points })}
                  </Typography>
                ))}
              </Box>
            )}
            {c.gameTnc && (
              <Box>
                <Typography variant="subtitle2">{t('shop.points.terms')}</Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {c.gameTnc}
                </Typography>
              </Box>
            )}
            {notice && (
              <Alert severity="success" data-testid="redeem-done">
                {notice}
              </Alert>
            )}
            {running && (
              <RedeemButton
                campaign={running}
                balance={summary.data?.balance ?? 0}
                onDone={(message) => {
                  setNotice(message);
                  active.retry();
                  summary.retry();
                  detail.retry();
                }}
              />
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
