import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignFiguresView, CampaignView } from '../../../common/campaigns';
import { apiCall } from '../providers/httpClient';
import { LoadError } from '../shared/LoadError';
import { formatCalendar } from '../shared/dates';
import { LoadingRows, PageHeader } from '../commissions/shared';
import { useLoad } from '../shared/query';
import { Banner, StatusChip } from './shared';

async function loadOverview() {
  const [list, figures] = await Promise.all([apiCall<CampaignView[]>('/game/campaign', { query: { range: '[0,99]', sort: '["startDate","DESC"]' } }), apiCall<CampaignFiguresView[]>('/game/summary')]);
  const byId = new Map(figures.data.map((f) => [f.id, f]));
  return list.data.map((c) => ({ campaign: c, figures: byId.get(c.id) ?? null }));
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{value.toLocaleString()}</Typography>
    </Box>
  );
}

/** /campaign-list: every campaign with its banner (2:1) and its figures (GET /game/summary): redemptions, points, the product sales record. */
export function CampaignOverview() {
  const translate = useTranslate();
  const { data, error, loading, retry } = useLoad(['campaigns', 'overview'], loadOverview);
  return (
    <Box sx={{ p: 1 }}>
      <Title title={translate('campaigns.overview.title')} />
      <PageHeader title={translate('campaigns.overview.title')}>
        <Button component={Link} to="/campaign/new" variant="contained">
          {translate('campaigns.actions.new')}
        </Button>
      </PageHeader>
      {loading && <LoadingRows />}
      {error ? <LoadError error={error} onRetry={retry} /> : null}
      {data && !data.length && <Alert severity="info">{translate('campaigns.overview.empty')}</Alert>}
      <Stack spacing={2}>
        {data?.map(({ campaign: c, figures: f }) => (
          <Card key={c.id} variant="outlined" data-testid="campaign-card">
            <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Banner url={c.image1} width={320} />
              <Box sx={{ flex: 1, minWidth: 280 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h6" component={Link} to={`/campaign/edit?id=${c.id}`} sx={{ color: 'inherit' }}>
                    {c.gameTitle}
                  </Typography>
                  <StatusChip status={c.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {translate('campaigns.overview.dates', { start: formatCalendar(c.startDate), end: formatCalendar(c.endDate) })} · {translate(`campaigns.reward.${c.rewardType}`)} ·{' '}
                  {translate('campaigns.list.points', { points: c.pointRequired })}
                </Typography>
                {f && (
                  <>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 1 }}>
                      <Figure label={translate('campaigns.overview.redeemed')} value={f.redeemed} />
                      <Figure label={translate('campaigns.overview.remaining')} value={f.remaining} />
                      <Figure label={translate('campaigns.overview.waiting')} value={f.pending + f.shipped} />
                      <Figure label={translate('campaigns.overview.given')} value={f.handedOver} />
                      <Figure label={translate('campaigns.overview.agents')} value={f.agents} />
                      <Figure label={translate('campaigns.overview.pointsRedeemed')} value={f.pointsRedeemed} />
                      <Figure label={translate('campaigns.overview.pointsAwarded')} value={f.pointsAwarded} />
                    </Stack>
                    {f.products.length > 0 && (
                      <Typography variant="body2" sx={{ mt: 1 }}>
                        {translate('campaigns.overview.sales')}: {f.products.map((p) => `${p.name} — ${translate('campaigns.overview.units', { units: p.units })}`).join(' · ')}
                      </Typography>
                    )}
                  </>
                )}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
