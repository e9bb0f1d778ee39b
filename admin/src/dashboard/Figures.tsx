import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import dayjs from 'dayjs';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Currency, Lang } from '../../../common/constants';
import { DASHBOARD_CHART_DAYS, HQ_WAITING, type HqDashboardView, type SalesFigure } from '../../../common/dashboard';
import { formatMoney } from '../../../common/money';
import { useApiQuery } from '../shared/query';
import { LoadError } from '../shared/LoadError';

/**
 * The console home's figures (GET /dashboard/summary), in their own chunk with the chart code:
 * sales today / this month / last month, the 30-day sales chart, orders waiting for HQ, new
 * agents, commissions owed, low stock, top products and agents. Each card links to the list it
 * summarises; a section the caller's permissions do not open is null and not shown.
 */

const listLink = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const report = (tab: string, from: string, to: string, extra = '') => `/reporting?tab=${tab}&from=${from}&to=${to}${extra}`;

function FigureCard({ title, testId, to, children }: { title: string; testId: string; to?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}>
        <Typography variant="subtitle1" component="h2" color="text.secondary">
          {title}
        </Typography>
        {children}
      </CardContent>
      {to && (
        <CardActions>
          <Button size="small" component={Link} to={to} data-testid={`${testId}-link`}>
            {translate('dashboard.open')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function Big({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="h4" component="p" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid={testId}>
      {children}
    </Typography>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A card listing the best few (name, a detail, the amount), or what will appear there. */
function TopList({ title, testId, to, empty, rows }: { title: string; testId: string; to: string; empty: string; rows: { key: string; name: string; detail: string; amount: string }[] }) {
  const translate = useTranslate();
  return (
    <FigureCard title={translate(title)} testId={`${testId}s`} to={to}>
      {rows.length ? (
        rows.map((r) => (
          <Box key={r.key} sx={{ display: 'flex', gap: 1 }} data-testid={testId}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {r.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.detail}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {r.amount}
            </Typography>
          </Box>
        ))
      ) : (
        <Note>{translate(empty)}</Note>
      )}
    </FigureCard>
  );
}

function Loading() {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={translate('dashboard.loading')}
      data-testid="dashboard-loading"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={140} />
      ))}
    </Box>
  );
}

function Sales({ d }: { d: HqDashboardView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (v: number) => formatMoney(v, d.currency as Currency);
  const s = d.sales!;
  const monthStart = `${d.month}-01`;
  const last = dayjs(`${d.lastMonth}-01`);
  const spans: [keyof typeof s & ('today' | 'thisMonth' | 'lastMonth'), string, string][] = [
    ['today', d.today, d.today],
    ['thisMonth', monthStart, d.today],
    ['lastMonth', last.format('YYYY-MM-DD'), last.endOf('month').format('YYYY-MM-DD')],
  ];
  const chartFrom = s.chart[0]?.day ?? d.today;
  const anySales = s.chart.some((c) => c.amount !== 0);
  return (
    <>
      {spans.map(([key, from, to]) => {
        const f: SalesFigure = s[key];
        return (
          <FigureCard key={key} title={translate(`dashboard.sales.${key}`)} testId={`dash-sales-${key}`} to={report('transaction', from, to)}>
            <Big testId={`dash-sales-${key}-amount`}>{money(f.amount)}</Big>
            <Note>{translate('dashboard.ordersUnits', { orders: f.orders, units: f.units })}</Note>
            {key === 'today' && f.orders === 0 && s.thisMonth.orders === 0 && <Note>{translate('dashboard.noSales')}</Note>}
          </FigureCard>
        );
      })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FigureCard title={translate('dashboard.chart', { days: DASHBOARD_CHART_DAYS })} testId="dash-chart" to={report('transaction', chartFrom, d.today)}>
          {anySales ? (
            <BarChart
              height={260}
              xAxis={[
                {
                  scaleType: 'band',
                  data: s.chart.map((c) =>
                    dayjs(c.day)
                      .locale(locale as Lang)
                      .format('D MMM'),
                  ),
                },
              ]}
              yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : formatMoney(v, d.currency as Currency).replace(/\.00$/, '')), width: 90 }]}
              series={[{ data: s.chart.map((c) => c.amount), label: translate('dashboard.chartLabel'), valueFormatter: (v: number | null) => (v === null ? '' : money(v)) }]}
              hideLegend
            />
          ) : (
            <Note>{translate('dashboard.noChart', { days: DASHBOARD_CHART_DAYS })}</Note>
          )}
        </FigureCard>
      </Box>
    </>
  );
}

export default function Figures() {
  const translate = useTranslate();
  const load = useApiQuery<HqDashboardView>('/dashboard/summary');
  if (load.error) return <LoadError error={load.error} onRetry={load.retry} />;
  if (!load.data) return <Loading />;
  const d = load.data;
  const money = (v: number) => formatMoney(v, d.currency as Currency);
  const monthStart = `${d.month}-01`;
  const none = !d.sales && !d.orders && !d.agents && !d.commissions && !d.stock;
  if (none)
    return (
      <Card>
        <CardContent>
          <Note>{translate('dashboard.nothingToShow')}</Note>
        </CardContent>
      </Card>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }} data-testid="dashboard-figures">
      {d.sales && <Sales d={d} />}
      {d.orders && (
        <FigureCard title={translate('dashboard.waiting')} testId="dash-orders">
          {(
            [
              ['approval', d.orders.approval],
              ['to_ship', d.orders.toShip],
            ] as const
          ).map(([stage, count]) => (
            <Box key={stage} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flex: 1 }}>{translate(stage === 'approval' ? 'dashboard.approval' : 'dashboard.toShip')}</Typography>
              <Typography variant="h6" component="span" data-testid={`dash-orders-${stage}`}>
                {count}
              </Typography>
              <Button size="small" component={Link} to={listLink('/manage-orders', { ...HQ_WAITING, stage })} data-testid={`dash-orders-${stage}-link`}>
                {translate('dashboard.open')}
              </Button>
            </Box>
          ))}
          {d.orders.approval + d.orders.toShip === 0 && <Note>{translate('dashboard.noWaiting')}</Note>}
        </FigureCard>
      )}
      {d.agents && (
        <FigureCard title={translate('dashboard.agents')} testId="dash-agents" to={report('recruitment', monthStart, d.today)}>
          <Big testId="dash-agents-month">{d.agents.thisMonth}</Big>
          <Note>
            {translate('dashboard.agentsToday')}: {d.agents.today} · {translate('dashboard.agentsLastMonth')}: {d.agents.lastMonth}
          </Note>
          {d.agents.thisMonth === 0 && <Note>{translate('dashboard.noAgents')}</Note>}
        </FigureCard>
      )}
      {d.commissions && (
        <FigureCard title={translate('dashboard.commissions')} testId="dash-commissions" to="/commission-payout">
          <Big testId="dash-commissions-owed">{money(d.commissions.owed)}</Big>
          <Note>{translate('dashboard.available', { amount: money(d.commissions.available) })}</Note>
          <Note>{translate('dashboard.pending', { amount: money(d.commissions.pending) })}</Note>
          {d.commissions.openRequests > 0 && <Note>{translate('dashboard.requests', { count: d.commissions.openRequests, amount: money(d.commissions.requested) })}</Note>}
          {d.commissions.owed === 0 && d.commissions.openRequests === 0 && <Note>{translate('dashboard.noCommissions')}</Note>}
        </FigureCard>
      )}
      {d.stock && (
        <FigureCard title={translate('dashboard.lowStock')} testId="dash-stock" to={listLink('/inventory', { status: 'low' })}>
          <Big testId="dash-stock-low">{d.stock.low}</Big>
          {d.stock.low > 0 ? (
            <>
              <Note>{translate('dashboard.lowCount', { count: d.stock.low })}</Note>
              {d.stock.items.map((i) => (
                <Box key={`${i.productId}:${i.variantId}`} sx={{ display: 'flex', gap: 1 }}>
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {i.name}
                  </Typography>
                  <Typography variant="body2" color={i.qty <= 0 ? 'error' : 'warning.main'}>
                    {i.qty} / {i.refQty}
                  </Typography>
                </Box>
              ))}
            </>
          ) : (
            <Note>{translate('dashboard.noLowStock')}</Note>
          )}
        </FigureCard>
      )}
      {d.sales && (
        <TopList
          title="dashboard.topProducts"
          testId="dash-top-product"
          to={report(
            'products',
            monthStart,
            d.today,
            `&productIds=${d.sales.topProducts
              .filter((p) => p.itemType === 'product')
              .map((p) => p.itemId)
              .join(',')}`,
          )}
          empty="dashboard.noTopProducts"
          rows={d.sales.topProducts.map((p) => ({ key: `${p.itemType}:${p.itemId}`, name: p.name, detail: translate('dashboard.units', { smart_count: p.units }), amount: money(p.amount) }))}
        />
      )}
      {d.sales && (
        <TopList
          title="dashboard.topAgents"
          testId="dash-top-agent"
          to="/score-ranking"
          empty="dashboard.noTopAgents"
          rows={d.sales.topAgents.map((a) => ({ key: String(a.agentId), name: a.name, detail: a.tierName ?? '', amount: money(a.amount) }))}
        />
      )}
    </Box>
  );
}
