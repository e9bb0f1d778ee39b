import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { PERIOD_COMMISSION_TYPES } from '../../../../common/commissions';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { Amount, EmptyState, FigureRow, PageHeader, PeriodPicker, RowsSkeleton, Section, TypePicker } from './parts';
import { currentPeriod, formatPeriod, PAST_MONTHS, periodParam, recentPeriods, typeParam } from './period';
import { useCommissionT } from './texts';
import type { CheckCalculationView, CheckLineView } from './types';

/** One line: where it comes from (order number, buyer), its formula as the server spelled it, its amount. */
function LineRow({ line }: { line: CheckLineView }) {
  const t = useCommissionT();
  const lang = useLanguage();
  const source = line.orderNo
    ? t('shop.commission.order', { orderNo: line.orderNo })
    : line.sourceType === 'period'
      ? t('shop.commission.periodFigure')
      : t('shop.commission.salesOf', { name: line.buyerName ?? line.beneficiaryName });
  return (
    <ListItem divider data-testid="check-line" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5, alignItems: 'start', px: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{source}</Typography>
          {line.kind !== 'earn' && <Chip size="small" color={line.amount < 0 ? 'error' : 'info'} label={t(`shop.commission.kinds.${line.kind}`)} />}
        </Box>
        <Amount value={line.amount} strong />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="check-formula">
        {line.formula}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {[
          line.buyerName && line.orderNo ? t('shop.commission.buyer', { name: line.buyerName }) : null,
          formatDateTime(line.createdAt, lang),
          line.payable ? null : t('shop.commission.collectedFromBuyers'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </ListItem>
  );
}

/**
 * /commission/check-calculation?period=&type=: every line of one type in one month with the rule's
 * arithmetic (GET /commission/check-calculation), so the agent can check its commission.
 */
export default function CheckCalculationPage() {
  const t = useCommissionT();
  const lang = useLanguage();
  usePageTitle(t('shop.commission.checkCalculation'));
  const [params, setParams] = useSearchParams();
  const options = recentPeriods(currentPeriod(), PAST_MONTHS);
  const period = periodParam(params.get('period'), options[0], options);
  const type = typeParam(params.get('type')) ?? 'override';
  const check = useApiData<CheckCalculationView>('/commission/check-calculation', { query: { period, type } });
  const c = check.data;
  const month = formatPeriod(period, lang);
  const perOrder = !(PERIOD_COMMISSION_TYPES as readonly string[]).includes(type);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={t('shop.commission.checkCalculation')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <PeriodPicker value={period} options={options} onChange={(p) => setParams({ period: p, type }, { replace: true })} />
        <TypePicker value={type} onChange={(x) => setParams({ period, type: x }, { replace: true })} />
      </Box>
      <Section title={t('shop.commission.checkTitle', { type: t(`shop.commission.types.${type}`), month })} testId="check-calculation">
        {check.loading && <RowsSkeleton rows={5} />}
        {check.error && <LoadError message={check.error.message} onRetry={check.retry} />}
        {c && (
          <>
            <FigureRow label={t('shop.commission.lineCount', { count: c.count })} value={c.total} strong testId="check-total" />
            {c.lines.length === 0 ? (
              <EmptyState
                title={t('shop.commission.noLines', { type: t(`shop.commission.types.${type}`), month })}
                hint={t(perOrder ? 'shop.commission.noLinesOrderHint' : 'shop.commission.noLinesPeriodHint')}
              />
            ) : (
              <List disablePadding>
                {c.lines.map((line) => (
                  <LineRow key={line.id} line={line} />
                ))}
              </List>
            )}
            {c.lines.length > 0 && c.lines.length < c.count && (
              <Typography variant="body2" color="text.secondary">
                {t('shop.commission.showingFirst', { shown: c.lines.length, count: c.count })}
              </Typography>
            )}
          </>
        )}
      </Section>
    </Box>
  );
}
