import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AffiliateSummary } from '../../../../common/api/store-affiliate';
import type { Lang } from '../../../../common/constants';
import { useLanguage } from '../../../../common/web/i18n';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { SectionCard } from '../../layout/SectionCard';
import { useCurrentUser } from '../../session/SessionContext';
import { useMoney } from '../shop/format';
import { currentMonth, longMonth, monthYear } from '../storefront/months';
import { Figure } from '../storefront/parts';
import { SalesChart } from '../storefront/SalesChart';
import { loadSummary } from './api';
import { AffiliateScreen } from './parts';
import { useAffiliateT } from './texts';

const YEARS = 3;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const percent = (basisPoints: number, lang: Lang) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(basisPoints / 10_000);

/**
 * /affiliate/summary?month=YYYY-MM: a month's clicks, orders, paid orders, conversion and
 * commission, the year's commission chart (the storefront's SVG chart) and month table (GET
 * /affiliate/summary?year=). Kuala Lumpur months; none after this one.
 */
export default function SummaryPage() {
  const t = useAffiliateT();
  return (
    <AffiliateScreen title={t('shop.affiliate.summary.title')} tab="summary">
      <Summary />
    </AffiliateScreen>
  );
}

function Summary() {
  const t = useAffiliateT();
  const lang = useLanguage();
  const money = useMoney();
  const { company } = useCurrentUser();
  const now = currentMonth();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) && asked <= now && Number(asked.slice(0, 4)) > Number(now.slice(0, 4)) - YEARS ? asked : now;
  const year = Number(month.slice(0, 4));
  const summary = useLoad<AffiliateSummary>(`affiliate-summary-${year}`, () => loadSummary(year));
  const choose = (next: string) => setParams({ month: next }, { replace: true });
  const years = Array.from({ length: YEARS }, (_, i) => Number(now.slice(0, 4)) - i);
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).filter((m) => m <= now);
  const picker = (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 1 }}>
      <TextField
        select
        size="small"
        label={t('shop.affiliate.summary.year')}
        value={year}
        onChange={(e) => choose(e.target.value === now.slice(0, 4) ? now : `${e.target.value}-12`)}
        slotProps={{ select: { inputProps: { 'data-testid': 'affiliate-summary-year' } } }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('shop.affiliate.summary.month')}
        value={month}
        onChange={(e) => choose(e.target.value)}
        slotProps={{ select: { inputProps: { 'data-testid': 'affiliate-summary-month' } } }}
      >
        {months.map((m) => (
          <MenuItem key={m} value={m}>
            {longMonth(m, lang)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
  if (summary.error)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {picker}
        <LoadError message={summary.error.message} onRetry={summary.retry} />
      </Box>
    );
  if (summary.loading || !summary.data)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {picker}
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  const data = summary.data;
  const shown = data.months.find((m) => m.month === month) ?? { month, clicks: 0, orders: 0, paidOrders: 0, conversion: 0, commission: 0 };
  const past = data.months.filter((m) => m.month <= now);
  // The storefront's chart draws `sales`: here the month's commission.
  const bars = past.map((m) => ({ month: m.month, visits: m.clicks, orders: m.orders, sales: m.commission, conversion: m.conversion }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="affiliate-summary">
      {picker}
      <SectionCard title={longMonth(month, lang)} testId="affiliate-summary-month-card">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <Figure label={t('shop.affiliate.summary.clicks')} value={String(shown.clicks)} testId="affiliate-summary-clicks" />
          <Figure label={t('shop.affiliate.summary.orders')} value={String(shown.orders)} testId="affiliate-summary-orders" />
          <Figure label={t('shop.affiliate.summary.conversion')} value={percent(shown.conversion, lang)} testId="affiliate-summary-conversion" />
          <Figure label={t('shop.affiliate.summary.commission')} value={money(shown.commission)} testId="affiliate-summary-commission" />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('shop.affiliate.summary.help')}
        </Typography>
      </SectionCard>
      {!data.totals.clicks && !data.totals.orders && (
        <Alert severity="info" data-testid="affiliate-summary-empty">
          {t('shop.affiliate.summary.empty')}
        </Alert>
      )}
      <SectionCard title={t('shop.affiliate.summary.chart')} testId="affiliate-summary-chart">
        <SalesChart months={bars} selected={month} currency={company.currency} lang={lang} label={t('shop.affiliate.summary.chart')} onSelect={choose} />
      </SectionCard>
      <SectionCard title={t('shop.affiliate.summary.byMonth')} testId="affiliate-summary-table">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('shop.affiliate.summary.month')}</TableCell>
                <TableCell align="right">{t('shop.affiliate.summary.clicks')}</TableCell>
                <TableCell align="right">{t('shop.affiliate.summary.orders')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('shop.affiliate.summary.paidOrders')}
                </TableCell>
                <TableCell align="right">{t('shop.affiliate.summary.commission')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...past].reverse().map((m) => (
                <TableRow key={m.month} hover selected={m.month === month} onClick={() => choose(m.month)} sx={{ cursor: 'pointer' }} data-testid={`affiliate-summary-row-${m.month}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthYear(m.month, lang)}</TableCell>
                  <TableCell align="right">{m.clicks}</TableCell>
                  <TableCell align="right">{m.orders}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {m.paidOrders}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(m.commission)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('shop.affiliate.summary.thisYear', { year: data.year })}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {data.totals.clicks}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {data.totals.orders}
                </TableCell>
                <TableCell align="right" sx={{ ...WIDE_ONLY, fontWeight: 600 }}>
                  {data.totals.paidOrders}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="affiliate-summary-year-commission">
                  {money(data.totals.commission)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      </SectionCard>
    </Box>
  );
}
