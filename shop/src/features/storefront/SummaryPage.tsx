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
import type { StoreSummary } from '../../../../common/api/store';
import type { Lang } from '../../../../common/constants';
import { useLanguage } from '../../../../common/web/i18n';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { SectionCard } from '../../layout/SectionCard';
import { useCurrentUser } from '../../session/SessionContext';
import { useMoney } from '../shop/format';
import { loadSummary } from './api';
import { currentMonth, longMonth, monthYear } from './months';
import { Figure, StorefrontScreen } from './parts';
import { SalesChart } from './SalesChart';
import { useStorefrontT } from './texts';

/** Years the summary offers, back from this one. */
const YEARS = 3;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** A column a phone leaves out of the month table (the month's card above shows its conversion). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Conversion in basis points as a percentage in the user's language: 250 → "2.5%". */
const percent = (basisPoints: number, lang: Lang) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(basisPoints / 10_000);

/**
 * /storefront/store-summary?month=YYYY-MM: one month's visits, orders, sales and conversion, the
 * year's sales chart and month-by-month table, and the year's top products (GET
 * /store/summary?year=). Months are Kuala Lumpur months; a month after this one is never offered.
 */
export default function SummaryPage() {
  const t = useStorefrontT();
  return (
    <StorefrontScreen title={t('shop.storefront.summary.title')} tab="summary">
      <Summary />
    </StorefrontScreen>
  );
}

function Summary() {
  const t = useStorefrontT();
  const lang = useLanguage();
  const money = useMoney();
  const { company } = useCurrentUser();
  const now = currentMonth();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) && asked <= now && Number(asked.slice(0, 4)) > Number(now.slice(0, 4)) - YEARS ? asked : now;
  const year = Number(month.slice(0, 4));
  const summary = useLoad<StoreSummary>(`storefront-summary-${year}`, () => loadSummary(year));
  const choose = (next: string) => setParams({ month: next }, { replace: true });

  const years = Array.from({ length: YEARS }, (_, i) => Number(now.slice(0, 4)) - i);
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).filter((m) => m <= now);
  const picker = (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 1 }}>
      <TextField
        select
        size="small"
        label={t('shop.storefront.summary.year')}
        value={year}
        onChange={(e) => choose(e.target.value === now.slice(0, 4) ? now : `${e.target.value}-12`)}
        slotProps={{ select: { inputProps: { 'data-testid': 'storefront-summary-year' } } }}
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
        label={t('shop.storefront.summary.month')}
        value={month}
        onChange={(e) => choose(e.target.value)}
        slotProps={{ select: { inputProps: { 'data-testid': 'storefront-summary-month' } } }}
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
  const shown = data.months.find((m) => m.month === month) ?? { month, visits: 0, orders: 0, sales: 0, conversion: 0 };
  const past = data.months.filter((m) => m.month <= now);
  const nothing = !data.totals.visits && !data.totals.orders;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="storefront-summary">
      {picker}
      <SectionCard title={longMonth(month, lang)} testId="storefront-summary-month-card">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <Figure label={t('shop.storefront.summary.visits')} value={String(shown.visits)} testId="storefront-summary-visits" />
          <Figure label={t('shop.storefront.summary.orders')} value={String(shown.orders)} testId="storefront-summary-orders" />
          <Figure label={t('shop.storefront.summary.sales')} value={money(shown.sales)} testId="storefront-summary-sales" />
          <Figure label={t('shop.storefront.summary.conversion')} value={percent(shown.conversion, lang)} testId="storefront-summary-conversion" />
        </Box>
      </SectionCard>
      {nothing && (
        <Alert severity="info" data-testid="storefront-summary-empty">
          {t('shop.storefront.summary.empty')}
        </Alert>
      )}
      <SectionCard title={t('shop.storefront.summary.chart')} testId="storefront-summary-chart">
        <SalesChart months={past} selected={month} currency={company.currency} lang={lang} label={t('shop.storefront.summary.chart')} onSelect={choose} />
      </SectionCard>
      <SectionCard title={t('shop.storefront.summary.byMonth')} testId="storefront-summary-table">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('shop.storefront.summary.month')}</TableCell>
                <TableCell align="right">{t('shop.storefront.summary.visits')}</TableCell>
                <TableCell align="right">{t('shop.storefront.summary.orders')}</TableCell>
                <TableCell align="right">{t('shop.storefront.summary.sales')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('shop.storefront.summary.conversion')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...past].reverse().map((m) => (
                <TableRow key={m.month} hover selected={m.month === month} onClick={() => choose(m.month)} sx={{ cursor: 'pointer' }} data-testid={`storefront-summary-row-${m.month}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthYear(m.month, lang)}</TableCell>
                  <TableCell align="right">{m.visits}</TableCell>
                  <TableCell align="right">{m.orders}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(m.sales)}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {percent(m.conversion, lang)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('shop.storefront.summary.thisYear', { year: data.year })}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {data.totals.visits}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {data.totals.orders}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="storefront-summary-year-sales">
                  {money(data.totals.sales)}
                </TableCell>
                <TableCell align="right" sx={{ ...WIDE_ONLY, fontWeight: 600 }}>
                  {percent(data.totals.conversion, lang)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      </SectionCard>
      <SectionCard title={`${t('shop.storefront.summary.topProducts')} · ${data.year}`} testId="storefront-summary-top">
        {!data.topProducts.length ? (
          <Typography variant="body2" color="text.secondary">
            {t('shop.storefront.summary.noTop')}
          </Typography>
        ) : (
          data.topProducts.map((p, i) => (
            <Box key={p.productId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {i + 1}. {p.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('shop.storefront.summary.units', { count: p.units })} · {money(p.sales)}
              </Typography>
            </Box>
          ))
        )}
      </SectionCard>
    </Box>
  );
}
