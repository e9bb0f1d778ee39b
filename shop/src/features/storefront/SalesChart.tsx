import { BarChart } from '@mui/x-charts/BarChart';
import type { StoreSummaryMonth } from '../../../../common/api/store';
import type { Currency, Lang } from '../../../../common/constants';
import { formatMoney } from '../../../../common/money';
import { shortMonth } from './months';

/**
 * The store's sales month by month (MUI X Charts, the console's chart library). This file is its
 * own lazy chunk: the chart code loads with the summary, never with the app's first screen.
 */
export default function SalesChart({ months, currency, lang, label }: { months: StoreSummaryMonth[]; currency: Currency; lang: Lang; label: string }) {
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, currency));
  return (
    <BarChart
      height={220}
      margin={{ left: 0, right: 8 }}
      xAxis={[{ scaleType: 'band', data: months.map((m) => shortMonth(m.month, lang)) }]}
      yAxis={[{ valueFormatter: (v: number | null) => money(v).replace(/[.,]00$/, ''), width: 72 }]}
      series={[{ data: months.map((m) => m.sales), label, valueFormatter: money }]}
      hideLegend
    />
  );
}
