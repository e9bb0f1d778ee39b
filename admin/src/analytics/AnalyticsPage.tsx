import { useState } from 'react';
import { Title } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ANALYTICS_GROUPS,
  type AgeRecruitRow,
  type AgeSalesRow,
  type AnalyticsGroup,
  type CategoryRow,
  type GraphView,
  type ProductRow,
  type SalesRow,
  type StateRecruitRow,
  type StateSalesRow,
} from '../../../common/analytics';
import { AGE_BANDS } from '../../../common/reports';
import { formatCalendarDay, formatDate } from '../../../common/web/format';
import { getLanguage } from '../../../common/web/i18n';
import { PageHeader } from '../commissions/shared';
import { useLoad } from '../shared/query';
import { LoadError } from '../shared/LoadError';
import { PeriodAlert, ReportFilters, periodProblem, useReportFilters, type ReportFilterValues } from '../shared/ReportFilters';
import * as api from './api';
import { ChartFrame, DataTable, Section, shareText, useAxisMoney, useMoney, type Column } from './parts';
import { useAnalyticsTranslate } from './texts';

const CHART_HEIGHT = 320;

/** A day (YYYY-MM-DD) or month (YYYY-MM) of the sales line, in the console's language. */
function periodLabel(period: string): string {
  return period.length === 7 ? formatDate(`${period}-01T00:00:00`, getLanguage(), 'MMM YYYY') : formatCalendarDay(period, getLanguage());
}

/** The period's totals beside the previous period's, one card each. */
function SummaryCards({ filter }: { filter: ReportFilterValues }) {
  const translate = useAnalyticsTranslate();
  const money = useMoney();
  const summary = useLoad(['analytics', 'salesSummary', filter], () => api.salesSummary(filter));
  if (summary.loading)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="loading">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" width={180} height={84} />
        ))}
      </Box>
    );
  if (summary.error || !summary.data) return <LoadError error={summary.error} onRetry={summary.retry} />;
  const { current, previous } = summary.data;
  const cards: { key: string; value: string; now: number; before: number; shown: string }[] = [
    { key: 'sales', now: current.amount, before: previous.amount, value: money(current.amount), shown: money(previous.amount) },
    { key: 'orders', now: current.orders, before: previous.orders, value: String(current.orders), shown: String(previous.orders) },
    { key: 'units', now: current.units, before: previous.units, value: String(current.units), shown: String(previous.units) },
    { key: 'averageOrder', now: current.averageOrder, before: previous.averageOrder, value: money(current.averageOrder), shown: money(previous.averageOrder) },
    { key: 'refunds', now: current.refundAmount, before: previous.refundAmount, value: money(current.refundAmount), shown: money(previous.refundAmount) },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="summary-cards">
      {cards.map((c) => {
        const change = c.before ? Math.round(((c.now - c.before) * 1000) / Math.abs(c.before)) / 10 : null;
        return (
          <Card key={c.key} variant="outlined" sx={{ minWidth: 180 }} data-testid={`card-${c.key}`}>
            <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate(`analytics.cards.${c.key}`)}
              </Typography>
              <Typography variant="h6" component="div" data-testid="card-value">
                {c.value}
              </Typography>
              <Typography variant="caption" color={change === null ? 'text.secondary' : change >= 0 ? 'success.main' : 'error.main'} component="div">
                {change === null ? translate('analytics.cards.noPrevious') : `${change >= 0 ? '+' : ''}${change} %`} · {translate('analytics.cards.previous', { value: c.shown })}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

function SalesTab({ filter }: { filter: ReportFilterValues }) {
  const translate = useAnalyticsTranslate();
  const money = useMoney();
  const axis = useAxisMoney();
  const graph = useLoad(['analytics', 'salesGraph', filter], () => api.salesGraph(filter));
  const points = graph.data?.points ?? [];
  const columns: Column<SalesRow>[] = [
    { key: 'period', label: 'analytics.columns.period', render: (r) => periodLabel(r.period) },
    { key: 'orders', label: 'analytics.columns.orders', render: (r) => r.orders, numeric: true },
    { key: 'units', label: 'analytics.columns.units', render: (r) => r.units, numeric: true },
    { key: 'amount', label: 'analytics.columns.sales', render: (r) => money(r.amount), numeric: true },
    { key: 'salesValue', label: 'analytics.columns.salesValue', render: (r) => money(r.salesValue), numeric: true },
    { key: 'refundAmount', label: 'analytics.columns.refunds', render: (r) => money(r.refundAmount), numeric: true },
    { key: 'previousAmount', label: 'analytics.columns.previous', render: (r) => `${money(r.previousAmount)} (${periodLabel(r.previousPeriod)})`, numeric: true },
  ];
  return (
    <Section title="analytics.sales.title" testId="section-sales">
      <ChartFrame {...graph} empty={!points.some((p) => p.amount || p.previousAmount)} emptyText="analytics.sales.empty">
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: points.map((p) => periodLabel(p.period)) }]}
          yAxis={[{ valueFormatter: axis, width: 60 }]}
          series={[
            { data: points.map((p) => p.amount), label: translate('analytics.sales.current'), valueFormatter: (v) => money(v), showMark: points.length <= 31, curve: 'linear' },
            { data: points.map((p) => p.previousAmount), label: translate('analytics.sales.previous'), valueFormatter: (v) => money(v), showMark: false, curve: 'linear' },
          ]}
        />
      </ChartFrame>
      <DataTable load={api.salesList} filter={filter} columns={columns} emptyText="analytics.sales.empty" testId="table-sales" />
    </Section>
  );
}

/** Horizontal bars of the top rows by sales value, the rest summed as "Others". */
function TopBars<R extends { salesValue: number }>({ view, label }: { view: GraphView<R>; label: (row: R) => string }) {
  const translate = useAnalyticsTranslate();
  const money = useMoney();
  const axis = useAxisMoney();
  const names = [...view.items.map(label), ...(view.others ? [translate('analytics.others')] : [])];
  const values = [...view.items.map((r) => r.salesValue), ...(view.others ? [view.others.salesValue] : [])];
  return (
    <BarChart
      height={Math.max(160, names.length * 32 + 60)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: names, width: 160 }]}
      xAxis={[{ valueFormatter: axis }]}
      series={[{ data: values, label: translate('analytics.columns.salesValue'), valueFormatter: (v) => money(v) }]}
      hideLegend
    />
  );
}

function useCategoryName() {
  const translate = useAnalyticsTranslate();
  return (r: CategoryRow) => (r.kind === 'category' ? r.name : translate(`analytics.category.${r.kind}`));
}

function CategoryTab({ filter }: { filter: ReportFilterValues }) {
  const money = useMoney();
  const name = useCategoryName();
  const graph = useLoad(['analytics', 'categoryGraph', filter], () => api.categoryGraph(filter));
  const columns: Column<CategoryRow>[] = [
    { key: 'name', label: 'analytics.columns.category', render: name },
    { key: 'quantity', label: 'analytics.columns.quantity', render: (r) => r.quantity, numeric: true },
    { key: 'units', label: 'analytics.columns.units', render: (r) => r.units, numeric: true },
    { key: 'salesValue', label: 'analytics.columns.salesValue', render: (r) => money(r.salesValue), numeric: true },
    { key: 'share', label: 'analytics.columns.share', render: (r) => shareText(r.share), numeric: true },
  ];
  return (
    <Section title="analytics.category.title" testId="section-category">
      <ChartFrame {...graph} empty={!graph.data?.items.length} emptyText="analytics.category.empty">
        {graph.data && <TopBars view={graph.data} label={name} />}
      </ChartFrame>
      <DataTable load={api.categoryList} filter={filter} columns={columns} emptyText="analytics.category.empty" testId="table-category" />
    </Section>
  );
}

function ProductTab({ filter }: { filter: ReportFilterValues }) {
  const translate = useAnalyticsTranslate();
  const money = useMoney();
  const graph = useLoad(['analytics', 'productGraph', filter], () => api.productGraph(filter));
  const columns: Column<ProductRow>[] = [
    { key: 'name', label: 'analytics.columns.product', render: (r) => r.name },
    { key: 'itemType', label: 'analytics.columns.itemType', render: (r) => translate(`analytics.itemTypes.${r.itemType}`) },
    { key: 'sku', label: 'analytics.columns.sku', render: (r) => r.sku ?? '—' },
    { key: 'orders', label: 'analytics.columns.orders', render: (r) => r.orders, numeric: true },
    { key: 'quantity', label: 'analytics.columns.quantity', render: (r) => r.quantity, numeric: true },
    { key: 'salesValue', label: 'analytics.columns.salesValue', render: (r) => money(r.salesValue), numeric: true },
    { key: 'share', label: 'analytics.columns.share', render: (r) => shareText(r.share), numeric: true },
  ];
  return (
    <Section title="analytics.product.title" testId="section-product">
      <ChartFrame {...graph} empty={!graph.data?.items.length} emptyText="analytics.product.empty">
        {graph.data && <TopBars view={graph.data} label={(r) => r.name} />}
      </ChartFrame>
      <DataTable load={api.productList} filter={filter} columns={columns} emptyText="analytics.product.empty" testId="table-product" />
    </Section>
  );
}

function useBandName() {
  const translate = useAnalyticsTranslate();
  return (band: string) => translate(`analytics.bands.${band}`, { _: band });
}

/** Every state's sales (a bar each, the table below) and its recruits per age band. */
function StateTab({ filter }: { filter: ReportFilterValues }) {
  const translate = useAnalyticsTranslate();
  const money = useMoney();
  const axis = useAxisMoney();
  const band = useBandName();
  const all = useLoad(['analytics', 'stateSalesMap', filter], () => api.stateSalesList(filter, 1, 100, ['amount', 'DESC']));
  const recruits = useLoad(['analytics', 'stateRecruitMap', filter], () => api.stateRecruitList(filter, 1, 100, ['recruits', 'DESC']));
  const stateName = (r: { name: string; state: string }) => r.name || translate('analytics.state.none');
  const rows = all.data?.rows ?? [];
  const recruitRows = recruits.data?.rows ?? [];
  const salesColumns: Column<StateSalesRow>[] = [
    { key: 'name', label: 'analytics.columns.state', render: stateName },
    { key: 'orders', label: 'analytics.columns.orders', render: (r) => r.orders, numeric: true },
    { key: 'units', label: 'analytics.columns.units', render: (r) => r.units, numeric: true },
    { key: 'amount', label: 'analytics.columns.sales', render: (r) => money(r.amount), numeric: true },
    { key: 'refundAmount', label: 'analytics.columns.refunds', render: (r) => money(r.refundAmount), numeric: true },
    { key: 'share', label: 'analytics.columns.share', render: (r) => shareText(r.share), numeric: true },
  ];
  const recruitColumns: Column<StateRecruitRow>[] = [
    { key: 'name', label: 'analytics.columns.state', render: stateName },
    ...AGE_BANDS.map((b) => ({ key: b, label: `analytics.bands.${b}`, render: (r: StateRecruitRow) => r.bands[b] ?? 0, numeric: true })),
    { key: 'recruits', label: 'analytics.columns.recruits', render: (r) => r.recruits, numeric: true },
  ];
  return (
    <>
      <Section title="analytics.state.salesTitle" testId="section-state-sales">
        <ChartFrame {...all} empty={!rows.length} emptyText="analytics.state.empty">
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: rows.map(stateName) }]}
            yAxis={[{ valueFormatter: axis, width: 60 }]}
            series={[{ data: rows.map((r) => r.amount), label: translate('analytics.columns.sales'), valueFormatter: (v) => money(v) }]}
            hideLegend
          />
        </ChartFrame>
        <DataTable load={api.stateSalesList} filter={filter} columns={salesColumns} emptyText="analytics.state.empty" testId="table-state-sales" />
      </Section>
      <Section title="analytics.state.recruitTitle" testId="section-state-recruits">
        <ChartFrame {...recruits} empty={!recruitRows.length} emptyText="analytics.recruits.empty">
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: recruitRows.map(stateName) }]}
            series={AGE_BANDS.map((b) => ({ data: recruitRows.map((r) => r.bands[b] ?? 0), label: band(b), stack: 'bands' }))}
          />
        </ChartFrame>
        <DataTable load={api.stateRecruitList} filter={filter} columns={recruitColumns} emptyText="analytics.recruits.empty" testId="table-state-recruits" />
      </Section>
    </>
  );
}

function AgeTab({ filter }: { filter: ReportFilterValues }) {
  const translate = useAnalyticsTranslate();
  const money = useMoney();
  const axis = useAxisMoney();
  const band = useBandName();
  const sales = useLoad(['analytics', 'ageSalesGraph', filter], () => api.ageSalesGraph(filter));
  const recruits = useLoad(['analytics', 'ageRecruitGraph', filter], () => api.ageRecruitGraph(filter));
  const salesRows = sales.data ?? [];
  const recruitRows = recruits.data ?? [];
  const salesColumns: Column<AgeSalesRow>[] = [
    { key: 'band', label: 'analytics.columns.band', render: (r) => band(r.band) },
    { key: 'orders', label: 'analytics.columns.orders', render: (r) => r.orders, numeric: true },
    { key: 'units', label: 'analytics.columns.units', render: (r) => r.units, numeric: true },
    { key: 'amount', label: 'analytics.columns.sales', render: (r) => money(r.amount), numeric: true },
    { key: 'share', label: 'analytics.columns.share', render: (r) => shareText(r.share), numeric: true },
  ];
  const recruitColumns: Column<AgeRecruitRow>[] = [
    { key: 'band', label: 'analytics.columns.band', render: (r) => band(r.band) },
    { key: 'recruits', label: 'analytics.columns.recruits', render: (r) => r.recruits, numeric: true },
    { key: 'share', label: 'analytics.columns.share', render: (r) => shareText(r.share), numeric: true },
  ];
  return (
    <>
      <Section title="analytics.age.salesTitle" testId="section-age-sales">
        <ChartFrame {...sales} empty={!salesRows.some((r) => r.amount || r.orders)} emptyText="analytics.age.salesEmpty">
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: salesRows.map((r) => band(r.band)) }]}
            yAxis={[{ valueFormatter: axis, width: 60 }]}
            series={[{ data: salesRows.map((r) => r.amount), label: translate('analytics.columns.sales'), valueFormatter: (v) => money(v) }]}
            hideLegend
          />
        </ChartFrame>
        <DataTable load={api.ageSalesList} filter={filter} columns={salesColumns} emptyText="analytics.age.salesEmpty" testId="table-age-sales" />
      </Section>
      <Section title="analytics.age.recruitTitle" testId="section-age-recruits">
        <ChartFrame {...recruits} empty={!recruitRows.some((r) => r.recruits)} emptyText="analytics.recruits.empty">
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: recruitRows.map((r) => band(r.band)) }]}
            series={[{ data: recruitRows.map((r) => r.recruits), label: translate('analytics.columns.recruits') }]}
            hideLegend
          />
        </ChartFrame>
        <DataTable load={api.ageRecruitList} filter={filter} columns={recruitColumns} emptyText="analytics.recruits.empty" testId="table-age-recruits" />
      </Section>
    </>
  );
}

const TABS: Record<AnalyticsGroup, (props: { filter: ReportFilterValues }) => React.JSX.Element> = {
  sales: SalesTab,
  category: CategoryTab,
  product: ProductTab,
  state: StateTab,
  age: AgeTab,
};

/**
 * /analytics (HQ): the period's sales cards against the previous period, then one tab per view —
 * sales over time (line, previous period beside it), categories and products (bars of the top ten
 * and the rest), states or provinces (sales, recruits per age band), and age bands of buyers and
 * recruits — each chart with its table below, all under the same filters (period, tier, branch,
 * state, agent) kept in the address.
 */
export function AnalyticsPage() {
  const translate = useAnalyticsTranslate();
  const [filter, change] = useReportFilters();
  const [tab, setTab] = useState<AnalyticsGroup>('sales');
  const Current = TABS[tab];
  // An invalid period asks nothing (the calls would refuse it): its message shows instead.
  const problem = periodProblem(filter);
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('analytics.title')} />
      <PageHeader title={translate('analytics.title')} />
      <Box sx={{ my: 1 }}>
        <ReportFilters values={filter} onChange={change} />
      </Box>
      {problem ? (
        <PeriodAlert problem={problem} />
      ) : (
        <>
          <SummaryCards filter={filter} />
          <Tabs value={tab} onChange={(_e, value: AnalyticsGroup) => setTab(value)} variant="scrollable" sx={{ mb: 2 }}>
            {ANALYTICS_GROUPS.map((g) => (
              <Tab key={g} value={g} label={translate(`analytics.tabs.${g}`)} data-testid={`tab-${g}`} />
            ))}
          </Tabs>
          <Current filter={filter} />
        </>
      )}
    </Box>
  );
}
