import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Inbox from '@mui/icons-material/Inbox';
import { COMMISSION_TYPES, type CommissionType, type TypeTotal } from '../../../../common/commissions';
import { useLanguage } from '../../../../common/web/i18n';
import { commissionPath, PATHS } from '../../paths';
import { useMoney } from '../shop/format';
import { formatPeriod } from './period';
import { useCommissionT } from './texts';

/** A page's title with the way back to My commission. */
export function PageHeader({ title, back = true }: { title: string; back?: boolean }) {
  const t = useCommissionT();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {back && (
        <Button component={Link} to={PATHS.commission} size="small" startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          {t('shop.commission.back')}
        </Button>
      )}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
    </Box>
  );
}

/** Grey placeholders in the shape of a card's rows while its data is on its way. */
export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useCommissionT();
  return (
    <Box role="progressbar" aria-busy="true" aria-label={t('shop.action.loading')} sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="text" width="45%" sx={{ fontSize: '2rem' }} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="text" />
      ))}
    </Box>
  );
}

/** What will appear here, and how, while there is nothing yet. */
export function EmptyState({ title, hint, testId = 'empty' }: { title: string; hint?: string; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center', py: 3, display: 'grid', gap: 0.5, justifyItems: 'center' }}>
      <Inbox color="disabled" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** Signed minor units in the company's currency, red when negative; `big` for a card's headline figure. */
export function Amount({ value, strong, big, testId }: { value: number; strong?: boolean; big?: boolean; testId?: string }) {
  const money = useMoney();
  return (
    <Typography
      component={big ? 'p' : 'span'}
      variant={big ? 'h4' : 'body1'}
      data-testid={testId}
      sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined, color: value < 0 ? 'error.main' : undefined }}
    >
      {money(value)}
    </Typography>
  );
}

/** A label and its amount on one line (the label wraps on a narrow phone, the amount does not). */
export function FigureRow({ label, value, strong, hint, testId }: { label: ReactNode; value: number; strong?: boolean; hint?: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: strong ? 600 : undefined }}>{label}</Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
      <Amount value={value} strong={strong} testId={testId && `${testId}-amount`} />
    </Box>
  );
}

/** A card with a heading. */
export function Section({ title, children, testId, action }: { title: ReactNode; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** A month to look at, from the offered ones (newest first). */
export function PeriodPicker({ value, options, onChange }: { value: string; options: string[]; onChange: (period: string) => void }) {
  const t = useCommissionT();
  const lang = useLanguage();
  return (
    <TextField
      select
      size="small"
      id="period"
      label={t('shop.commission.month')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: '1 1 180px', maxWidth: 260 }}
      slotProps={{ htmlInput: { 'data-testid': 'period' } }}
    >
      {options.map((p) => (
        <MenuItem key={p} value={p}>
          {formatPeriod(p, lang)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A commission type to look at. */
export function TypePicker({ value, onChange }: { value: CommissionType; onChange: (type: CommissionType) => void }) {
  const t = useCommissionT();
  return (
    <TextField select size="small" id="type" label={t('shop.commission.type')} value={value} onChange={(e) => onChange(e.target.value as CommissionType)} sx={{ flex: '1 1 180px', maxWidth: 260 }}>
      {COMMISSION_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`shop.commission.types.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A month's commission per type, each opening its check calculation; what a type earned, lost to
 * refunds and to maintenance is spelled out under it. Sale profit is marked as collected from the
 * agent's buyers (HQ does not pay it).
 */
export function TypeList({ types, period, testId, empty }: { types: TypeTotal[]; period: string; testId?: string; empty: ReactNode }) {
  const t = useCommissionT();
  const money = useMoney();
  const shown = types.filter((x) => x.earned || x.clawedBack || x.adjusted || x.net);
  if (!shown.length) return <>{empty}</>;
  return (
    <Box data-testid={testId}>
      {shown.map((x) => {
        const details = [
          x.clawedBack || x.adjusted ? t('shop.commission.earned', { amount: money(x.earned) }) : null,
          x.clawedBack ? t('shop.commission.clawedBack', { amount: money(x.clawedBack) }) : null,
          x.adjusted ? t('shop.commission.adjusted', { amount: money(x.adjusted) }) : null,
          x.type === 'sale-profit' ? t('shop.commission.collectedFromBuyers') : null,
        ].filter(Boolean);
        return (
          <FigureRow
            key={x.type}
            testId={`type-${x.type}`}
            label={
              <Link to={commissionPath(PATHS.checkCalculation, { period, type: x.type })} style={{ color: 'inherit' }}>
                {t(`shop.commission.types.${x.type}`)}
              </Link>
            }
            value={x.net}
            hint={details.length ? details.join(' · ') : undefined}
          />
        );
      })}
    </Box>
  );
}
