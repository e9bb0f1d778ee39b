import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { useMoney } from '../shop/format';
import { progressOf } from './calc';
import { PageHeader, RowsSkeleton, Section } from './parts';
import { formatPeriod } from './period';
import { useCommissionT } from './texts';
import type { QualificationView } from './types';

/** A figure against a threshold: a bar, "X of Y", and what is still needed (or that it is reached). */
function Progress({ label, current, target, format, testId, optional }: { label: string; current: number; target: number; format: (n: number) => string; testId: string; optional?: boolean }) {
  const t = useCommissionT();
  const reached = current >= target;
  // A level or rank that sets no threshold for a figure asks nothing of it.
  if (optional && target <= 0) return null;
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
        <Typography variant="body2">{t('shop.commission.ofTarget', { current: format(current), target: format(target) })}</Typography>
      </Box>
      <LinearProgress variant="determinate" value={progressOf(current, target)} color={reached ? 'success' : 'primary'} aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
      <Typography variant="body2" color={reached ? 'success.main' : 'text.secondary'} data-testid={`${testId}-still`}>
        {reached ? t('shop.commission.reached') : t('shop.commission.stillNeed', { amount: format(target - current) })}
      </Typography>
    </Box>
  );
}

/** A figure of the month: its name, then its value. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
    </Box>
  );
}

/**
 * /commission/qualification: this month's PS, GS, TPGS and SGS (GET /commission/qualification)
 * against maintenance (what keeps overrides and bonuses), the next level's thresholds and the next
 * commission rank's: what the agent still needs. Thresholds count units when the company counts
 * units (MOQ), amounts otherwise; ranks always count amounts.
 */
export default function QualificationPage() {
  const t = useCommissionT();
  const money = useMoney();
  const lang = useLanguage();
  usePageTitle(t('shop.commission.qualification'));
  const q = useApiData<QualificationView>('/commission/qualification');
  const d = q.data;
  const units = (n: number) => t('shop.commission.units', { count: n });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={t('shop.commission.qualification')} />
      {q.loading && (
        <Section title={t('shop.commission.qualification')}>
          <RowsSkeleton rows={6} />
        </Section>
      )}
      {q.error && <LoadError message={q.error.message} onRetry={q.retry} />}
      {d && (
        <>
          <Section title={t('shop.commission.thisMonth', { month: formatPeriod(d.period, lang) })} testId="qualification-figures">
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Chip label={t('shop.commission.levelHeld', { name: d.tier?.name ?? t('shop.commission.none') })} />
              <Chip label={t('shop.commission.rankHeld', { name: d.rank?.name ?? t('shop.commission.none') })} />
            </Box>
            {(
              [
                ['ps', d.ps],
                ['gs', d.gs],
                ['tpgs', d.tpgs],
              ] as const
            ).map(([key, figure]) => (
              <Figure key={key} label={t(`shop.commission.figures.${key}`)} value={`${money(figure.amount)} · ${units(figure.units)}`} testId={`figure-${key}`} />
            ))}
            <Figure label={t('shop.commission.figures.sgs')} value={money(d.sgs)} testId="figure-sgs" />
          </Section>

          <Section title={t('shop.commission.maintenance')} testId="maintenance">
            <Typography variant="body2" color="text.secondary">
              {t('shop.commission.maintenanceHint')}
            </Typography>
            {d.maintenance.byUnits ? (
              <Progress label={t('shop.commission.figures.ps')} current={d.ps.units} target={d.maintenance.required.units} format={units} testId="maintenance-ps" />
            ) : (
              <Progress label={t('shop.commission.figures.ps')} current={d.ps.amount} target={d.maintenance.required.amount} format={money} testId="maintenance-ps" />
            )}
            <Alert severity={d.maintenance.met ? 'success' : 'warning'} data-testid="maintenance-status">
              {t(d.maintenance.met ? 'shop.commission.maintenanceMet' : 'shop.commission.maintenanceNotMet')}
            </Alert>
          </Section>

          <Section title={d.nextTier ? t('shop.commission.nextLevel', { name: d.nextTier.name }) : t('shop.commission.nextLevelNone')} testId="next-tier">
            {d.nextTier ? (
              (['ps', 'gs', 'tpgs'] as const).map((key) =>
                d.nextTier!.needs.byUnits ? (
                  <Progress key={key} label={t(`shop.commission.figures.${key}`)} current={d[key].units} target={d.nextTier!.required[key]} format={units} testId={`tier-${key}`} optional />
                ) : (
                  <Progress key={key} label={t(`shop.commission.figures.${key}`)} current={d[key].amount} target={d.nextTier!.required[key]} format={money} testId={`tier-${key}`} optional />
                ),
              )
            ) : (
              <Typography color="text.secondary">{t('shop.commission.topLevel')}</Typography>
            )}
          </Section>

          <Section title={d.nextRank ? t('shop.commission.nextRank', { name: d.nextRank.name }) : t('shop.commission.nextRankNone')} testId="next-rank">
            {d.nextRank ? (
              <>
                <Progress label={t('shop.commission.figures.ps')} current={d.ps.amount} target={d.nextRank.required.ps} format={money} testId="rank-ps" optional />
                <Progress label={t('shop.commission.figures.tpgs')} current={d.tpgs.amount} target={d.nextRank.required.tpgs} format={money} testId="rank-tpgs" optional />
                <Progress label={t('shop.commission.figures.sgs')} current={d.sgs} target={d.nextRank.required.sgs} format={money} testId="rank-sgs" optional />
              </>
            ) : (
              <Typography color="text.secondary">{t('shop.commission.topRank')}</Typography>
            )}
          </Section>
        </>
      )}
    </Box>
  );
}
