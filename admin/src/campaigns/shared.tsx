import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CAMPAIGN_LIMITS, type CampaignStatus, type RedemptionStatus } from '../../../common/campaigns';

const STATUS_COLOUR = { ongoing: 'success', upcoming: 'info', expired: 'default' } as const;
const REDEMPTION_COLOUR = { pending: 'warning', shipped: 'info', handed_over: 'success', cancelled: 'default' } as const;

export function StatusChip({ status }: { status: CampaignStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`campaigns.status.${status}`)} data-status={status} />;
}

export function RedemptionChip({ status }: { status: RedemptionStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={REDEMPTION_COLOUR[status]} label={translate(`campaigns.redemption.${status}`)} data-status={status} />;
}

/** A banner at the recommended 2:1 shape (800 × 400), cropped to fill, or an empty frame saying there is none. */
export function Banner({ url, width }: { url: string | null; width: number | string }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'relative',
        width,
        flexShrink: 0,
        alignSelf: 'flex-start',
        aspectRatio: `${CAMPAIGN_LIMITS.bannerWidth} / ${CAMPAIGN_LIMITS.bannerHeight}`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
      data-testid="campaign-banner"
    >
      {url ? <img src={url} alt="" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} /> : <span>{translate('campaigns.overview.noBanner')}</span>}
    </Box>
  );
}

/** Tabs that set one filter of the list (all / each value). */
export function FilterTabs({ source, values, label }: { source: string; values: readonly string[]; label: (value: string) => string }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { [source]: _current, ...others } = filterValues ?? {};
  const current = (filterValues?.[source] as string | undefined) || 'all';
  return (
    <Tabs
      value={current}
      onChange={(_e, value: string) => setFilters({ ...others, ...(value === 'all' ? {} : { [source]: value }) }, displayedFilters)}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={translate('campaigns.status.all')} data-testid={`${source}-tab-all`} />
      {values.map((v) => (
        <Tab key={v} value={v} label={translate(label(v))} data-testid={`${source}-tab-${v}`} />
      ))}
    </Tabs>
  );
}
