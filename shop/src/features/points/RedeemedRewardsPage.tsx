import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RedemptionView } from '../../../../common/campaigns';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { BackToRewards, PageTitle, Pager, usePaged } from './parts';
import { usePointsT } from './texts';

const COLOUR = { pending: 'warning', shipped: 'info', handed_over: 'success', cancelled: 'default' } as const;

/** /point-rewards/redeemed-rewards: the agent's redemptions, newest first (GET /game/history-redeem), with their hand-over state. */
export default function RedeemedRewardsPage() {
  const t = usePointsT();
  const lang = useLanguage();
  usePageTitle(t('shop.points.redeemed'));
  const list = usePaged<RedemptionView>('/game/history-redeem');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BackToRewards />
      <PageTitle>{t('shop.points.redeemed')}</PageTitle>
      {list.error && <LoadError message={list.error.message} onRetry={list.retry} />}
      {list.loading && <PageLoader />}
      {list.data?.rows.length === 0 && (
        <Typography color="text.secondary" data-testid="no-data">
          {t('shop.points.noRedemptions')}
        </Typography>
      )}
      {list.data?.rows.map((r) => (
        <Card key={r.id} data-testid="redemption">
          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle1">{r.gameTitle}</Typography>
              <Chip size="small" color={COLOUR[r.status]} label={t(`shop.points.statuses.${r.status}`)} data-status={r.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(r.createdAt, lang)} · {t(`shop.points.rewards.${r.rewardType}`)} · {t('shop.points.pointsRequired', { points: r.points })}
            </Typography>
            {r.trackingNo && <Typography variant="body2">{t('shop.points.tracking', { trackingNo: r.trackingNo })}</Typography>}
          </CardContent>
        </Card>
      ))}
      <Pager page={list.page} pages={list.pages} setPage={list.setPage} />
    </Box>
  );
}
