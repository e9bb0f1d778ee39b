import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { EmptyState, FigureRow, PageHeader, PeriodPicker, RowsSkeleton, Section, TypeList } from './parts';
import { currentPeriod, formatPeriod, PAST_MONTHS, periodParam, recentPeriods } from './period';
import { useCommissionT } from './texts';
import type { IncomeStatementView } from './types';

/**
 * One month's statement: the opening balance, the commission per type (sale profit apart: the
 * agent collected it from its buyers), withholding, payouts, transfers and adjustments, and the
 * closing balance (a negative one carries forward and says so).
 */
export function IncomeStatement({ s }: { s: IncomeStatementView }) {
  const t = useCommissionT();
  const lang = useLanguage();
  const payable = s.types.filter((x) => x.type !== 'sale-profit');
  return (
    <>
      <Section
        title={t('shop.commission.statementOf', { name: s.agentName, month: formatPeriod(s.period, lang) })}
        testId="income-statement"
        action={<Chip size="small" color={s.status === 'closed' ? 'success' : 'warning'} label={t(`shop.commission.status.${s.status}`)} data-testid="statement-status" />}
      >
        {s.status === 'open' && (
          <Typography variant="body2" color="text.secondary">
            {t('shop.commission.openNote')}
          </Typography>
        )}
        <FigureRow label={t('shop.commission.openingBalance')} value={s.openingBalance} strong testId="opening-balance" />
        <Divider />
        <Typography variant="subtitle2">{t('shop.commission.commissionByType')}</Typography>
        <TypeList types={payable} period={s.period} testId="statement-types" empty={<Typography color="text.secondary">{t('shop.commission.noPayable')}</Typography>} />
        <FigureRow label={t('shop.commission.commissionPayable')} value={s.commissionPayable} strong testId="commission-payable" />
        <Divider />
        <FigureRow label={t('shop.commission.withholding')} hint={t('shop.commission.withholdingHint')} value={s.withholding} testId="withholding" />
        <FigureRow label={t('shop.commission.payouts')} value={s.payouts} testId="payouts" />
        <FigureRow label={t('shop.commission.transfers')} value={s.transfers} testId="transfers" />
        <FigureRow label={t('shop.commission.adjustments')} value={s.adjustments} testId="adjustments" />
        <Divider />
        <FigureRow label={t('shop.commission.closingBalance')} value={s.closingBalance} strong testId="closing-balance" />
        {s.closingBalance < 0 && (
          <Alert severity="warning" data-testid="negative-balance">
            {t('shop.commission.negativeBalance')}
          </Alert>
        )}
      </Section>
      <Section title={t('shop.commission.types.sale-profit')} testId="sale-profit">
        <FigureRow label={t('shop.commission.collectedFromBuyers')} hint={t('shop.commission.saleProfitHint')} value={s.saleProfit} testId="sale-profit-total" />
      </Section>
    </>
  );
}

/**
 * /commission/income-statement?period=: the agent's statement of a month (GET
 * /commission/income-statement). A company may keep statements from its agents (control
 * features): the server's 403 then becomes a friendly note, not an error.
 */
export default function IncomeStatementPage() {
  const t = useCommissionT();
  usePageTitle(t('shop.commission.incomeStatement'));
  const [params, setParams] = useSearchParams();
  const options = recentPeriods(currentPeriod(), PAST_MONTHS);
  const period = periodParam(params.get('period'), options[0], options);
  const statement = useApiData<IncomeStatementView>('/commission/income-statement', { query: { period } });
  const off = statement.error?.status === 403;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={t('shop.commission.incomeStatement')} />
      {!off && <PeriodPicker value={period} options={options} onChange={(p) => setParams({ period: p }, { replace: true })} />}
      {statement.loading && (
        <Section title={t('shop.commission.incomeStatement')}>
          <RowsSkeleton rows={8} />
        </Section>
      )}
      {off && (
        <Section title={t('shop.commission.incomeStatement')} testId="statement-off">
          <EmptyState title={t('shop.commission.statementOff')} hint={t('shop.commission.statementOffHint')} testId="statement-off-note" />
        </Section>
      )}
      {statement.error && !off && <LoadError message={statement.error.message} onRetry={statement.retry} />}
      {statement.data && <IncomeStatement s={statement.data} />}
    </Box>
  );
}
