import { Link, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Insights from '@mui/icons-material/Insights';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Send from '@mui/icons-material/Send';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { commissionPath, PATHS } from '../../paths';
import { Amount, EmptyState, FigureRow, PageHeader, PeriodPicker, RowsSkeleton, Section, TypeList } from './parts';
import { currentPeriod, formatPeriod, PAST_MONTHS, periodParam, previousPeriod, recentPeriods } from './period';
import { useCommissionT } from './texts';
import { useMonthTotals } from './totals';
import type { EstimateView, MoneyBalanceView } from './types';

/** This month so far (GET /commission/estimate): provisional until the month closes. */
function EstimateCard() {
  const t = useCommissionT();
  const lang = useLanguage();
  const estimate = useApiData<EstimateView>('/commission/estimate');
  const e = estimate.data;
  return (
    <Section title={t('shop.commission.thisMonth', { month: formatPeriod(e?.period ?? currentPeriod(), lang) })} testId="estimate">
      {estimate.loading && <RowsSkeleton />}
      {estimate.error && <LoadError message={estimate.error.message} onRetry={estimate.retry} />}
      {e && (
        <>
          <Box>
            <Typography variant="overline">{t('shop.commission.estimateTotal')}</Typography>
            <Amount value={e.commissionPayable} big testId="estimate-total" />
          </Box>
          {(e.commissionPayable !== 0 || e.types.length > 0) && (
            <Alert severity="info" variant="outlined">
              {t('shop.commission.estimateNote')}
            </Alert>
          )}
          <TypeList types={e.types} period={e.period} testId="estimate-types" empty={<EmptyState title={t('shop.commission.noneYet')} hint={t('shop.commission.noneYetHint')} />} />
        </>
      )}
    </Section>
  );
}

/** Available, pending, paid and withheld (GET /company-money/balance); a negative balance is explained. */
function BalanceCard() {
  const t = useCommissionT();
  const balance = useApiData<MoneyBalanceView>('/company-money/balance');
  const b = balance.data;
  return (
    <Section title={t('shop.commission.balanceTitle')} testId="balance">
      {balance.loading && <RowsSkeleton rows={4} />}
      {balance.error && <LoadError message={balance.error.message} onRetry={balance.retry} />}
      {b && (
        <>
          <Box>
            <Typography variant="overline">{t('shop.commission.available')}</Typography>
            <Amount value={b.available} big testId="balance-available" />
            <Typography variant="body2" color="text.secondary">
              {t('shop.commission.availableHint')}
            </Typography>
          </Box>
          {(b.balance < 0 || b.available < 0) && (
            <Alert severity="warning" data-testid="negative-balance">
              {t('shop.commission.negativeBalance')}
            </Alert>
          )}
          <Divider />
          <FigureRow label={t('shop.commission.pending')} hint={t('shop.commission.pendingHint')} value={b.pending} testId="balance-pending" />
          {b.requested !== 0 && <FigureRow label={t('shop.commission.requested')} value={b.requested} testId="balance-requested" />}
          <FigureRow label={t('shop.commission.paid')} value={Math.abs(b.paid)} testId="balance-paid" />
          <FigureRow label={t('shop.commission.withheld')} value={Math.abs(b.withheld)} testId="balance-withheld" />
          {b.transferred !== 0 && <FigureRow label={t('shop.commission.transferred')} value={Math.abs(b.transferred)} testId="balance-transferred" />}
          <FigureRow label={t('shop.commission.balance')} value={b.balance} strong testId="balance-total" />
          {b.withholding107d && (
            <Typography variant="body2" color="text.secondary" data-testid="withholding-note">
              {t('shop.commission.withholdingNote')}
            </Typography>
          )}
        </>
      )}
    </Section>
  );
}

/** A past month per type (`?period=`), summed from its lines. */
function PastMonthsCard() {
  const t = useCommissionT();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const options = recentPeriods(previousPeriod(currentPeriod()), PAST_MONTHS);
  const period = periodParam(params.get('period'), options[0], options);
  const totals = useMonthTotals(period);
  return (
    <Section title={t('shop.commission.pastMonths')} testId="past-months">
      <PeriodPicker value={period} options={options} onChange={(p) => setParams({ period: p }, { replace: true })} />
      {!totals.types && !totals.error && <RowsSkeleton />}
      {totals.error && <LoadError message={totals.error.message} onRetry={totals.retry} />}
      {totals.partial && <Alert severity="info">{t('shop.commission.partial')}</Alert>}
      {totals.types && (
        <TypeList
          types={totals.types}
          period={period}
          testId="past-types"
          empty={<EmptyState title={t('shop.commission.noneInMonth', { month: formatPeriod(period, lang) })} hint={t('shop.commission.noneYetHint')} />}
        />
      )}
      <Box>
        <Button component={Link} to={commissionPath(PATHS.incomeStatement, { period })} size="small" startIcon={<ReceiptLong />}>
          {t('shop.commission.openStatement', { month: formatPeriod(period, lang) })}
        </Button>
      </Box>
    </Section>
  );
}

/**
 * /commission: the agent's commission — this month so far (an estimate until the month closes),
 * its balance, past months per type, and the ways on: payout, move to the wallet, income
 * statement, qualification.
 */
export default function CommissionPage() {
  const t = useCommissionT();
  usePageTitle(t('shop.nav.commission'));
  const actions = [
    { to: PATHS.commissionPayout, label: t('shop.commission.requestPayout'), icon: <Send />, testId: 'go-payout' },
    { to: PATHS.commissionTransfer, label: t('shop.commission.moveToWallet'), icon: <AccountBalanceWallet />, testId: 'go-transfer' },
    { to: commissionPath(PATHS.incomeStatement, { period: currentPeriod() }), label: t('shop.commission.incomeStatement'), icon: <ReceiptLong />, testId: 'go-statement' },
    { to: PATHS.qualification, label: t('shop.commission.qualification'), icon: <Insights />, testId: 'go-qualification' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={t('shop.nav.commission')} back={false} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, max-content)' } }}>
        {actions.map((a) => (
          <Button key={a.testId} component={Link} to={a.to} variant="outlined" startIcon={a.icon} data-testid={a.testId} sx={{ justifyContent: 'flex-start', textAlign: 'left' }}>
            {a.label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <EstimateCard />
        <BalanceCard />
      </Box>
      <PastMonthsCard />
    </Box>
  );
}
