import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { AgentDashboardView } from '../../../../common/dashboard';
import { formatToday } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/dashboard/en';
import { id } from '../../i18n/dashboard/id';
import { ms } from '../../i18n/dashboard/ms';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { formatPeriod } from '../commissions/period';
import { EmptyState } from '../commissions/parts';
import { RecruitLinkCard } from '../registration/RecruitLinkCard';
import { useMoney } from '../shop/format';
import { NewsHeadlines } from '../news/NewsHeadlines';

const useHomeT = withAreaTexts({ en, id, ms });

/** A figure card: title, the month, its content, and the link to the list it summarises. */
function FigureCard({ title, subtitle, testId, action, children }: { title: string; subtitle?: string; testId: string; action?: { label: string; to: string }; children: ReactNode }) {
  return (
    <Card data-testid={testId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'grid', gap: 1, flex: 1 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
      {action && (
        <CardActions>
          <Button size="small" component={Link} to={action.to}>
            {action.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** This month against last month: up, down or level, in percent of last month. */
function Change({ now, before }: { now: number; before: number }) {
  const t = useHomeT();
  if (now === before) return <Chip size="small" icon={<TrendingFlat />} label={t('shop.home.change.same')} data-testid="change" />;
  // Nothing (or a month of refunds) before: a percentage would mean nothing.
  if (before <= 0) return now > 0 ? <Chip size="small" color="success" icon={<TrendingUp />} label={t('shop.home.change.first')} data-testid="change" /> : null;
  const percent = Math.round((Math.abs(now - before) * 100) / before);
  return now > before ? (
    <Chip size="small" color="success" icon={<TrendingUp />} label={t('shop.home.change.up', { percent })} data-testid="change" />
  ) : (
    <Chip size="small" color="warning" icon={<TrendingDown />} label={t('shop.home.change.down', { percent })} data-testid="change" />
  );
}

function Big({ value, testId }: { value: string; testId: string }) {
  return (
    <Typography variant="h4" component="p" data-testid={testId} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {value}
    </Typography>
  );
}

/** Grey cards in the shape of the figures while they load. */
function FiguresSkeleton() {
  const t = useHomeT();
  return (
    <Box role="progressbar" aria-busy="true" aria-label={t('shop.home.loadingFigures')} data-testid="home-loading" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i}>
          <CardContent>
            <Skeleton variant="text" width="50%" sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" width="70%" sx={{ fontSize: '2.5rem' }} />
            <Skeleton variant="text" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Figures({ d }: { d: AgentDashboardView }) {
  const t = useHomeT();
  const lang = useLanguage();
  const money = useMoney();
  const month = formatPeriod(d.month, lang);
  const { thisMonth, lastMonth } = d.mySales;
  const waiting = d.sellerOrders.approval + d.sellerOrders.toShip;
  const needs = d.nextRank?.needs;
  const needList = needs
    ? (
        [
          ['ps', 'shop.home.needPs'],
          ['tpgs', 'shop.home.needTpgs'],
          ['sgs', 'shop.home.needSgs'],
        ] as const
      ).filter(([key]) => needs[key] > 0)
    : [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FigureCard title={t('shop.home.mySales')} subtitle={month} testId="home-my-sales" action={{ label: t('shop.home.goShop'), to: PATHS.myShop }}>
        <Big value={money(thisMonth.amount)} testId="my-sales-amount" />
        <Typography variant="body2" color="text.secondary">
          {t('shop.home.unitsOrders', { units: thisMonth.units, orders: thisMonth.orders })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" data-testid="my-sales-last">
            {t('shop.home.lastMonth', { amount: money(lastMonth.amount) })}
          </Typography>
          <Change now={thisMonth.amount} before={lastMonth.amount} />
        </Box>
        {thisMonth.amount === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('shop.home.noSales')}
          </Typography>
        )}
      </FigureCard>

      <FigureCard title={t('shop.home.groupSales')} subtitle={month} testId="home-group-sales" action={{ label: t('shop.home.seeNetwork'), to: PATHS.myNetwork }}>
        <Big value={money(d.groupSales.thisMonth)} testId="group-sales-amount" />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{t('shop.home.lastMonth', { amount: money(d.groupSales.lastMonth) })}</Typography>
          <Change now={d.groupSales.thisMonth} before={d.groupSales.lastMonth} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {d.groupSales.thisMonth === 0 ? t('shop.home.noGroupSales') : t('shop.home.groupHint')}
        </Typography>
      </FigureCard>

      <FigureCard title={t('shop.home.commission')} subtitle={month} testId="home-commission" action={{ label: t('shop.home.seeCommission'), to: PATHS.commission }}>
        <Big value={money(d.commission.estimate)} testId="commission-estimate" />
        {d.commission.saleProfit !== 0 && <Typography variant="body2">{t('shop.home.saleProfit', { amount: money(d.commission.saleProfit) })}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {d.commission.estimate === 0 && d.commission.saleProfit === 0 ? t('shop.home.noCommission') : t('shop.home.commissionHint')}
        </Typography>
      </FigureCard>

      <FigureCard title={t('shop.home.rank')} subtitle={month} testId="home-rank" action={{ label: t('shop.home.seeQualification'), to: PATHS.qualification }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={t('shop.home.level', { name: d.tier?.name ?? t('shop.home.none') })} />
          <Chip color="primary" label={t('shop.home.rankHeld', { name: d.rank?.name ?? t('shop.home.none') })} data-testid="rank-held" />
        </Box>
        {d.nextRank ? (
          <Box data-testid="next-rank">
            <Typography variant="body2">{t('shop.home.nextRank', { name: d.nextRank.name })}</Typography>
            {needList.length ? (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {needList.map(([key, label]) => (
                  <li key={key} data-testid={`need-${key}`}>
                    <Typography variant="body2">{t(label, { amount: money(needs![key]) })}</Typography>
                  </li>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="success.main">
                {t('shop.home.allMet')}
              </Typography>
            )}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('shop.home.topRank')}
          </Typography>
        )}
      </FigureCard>

      <FigureCard title={t('shop.home.waiting')} subtitle={t('shop.home.waitingHint')} testId="home-waiting">
        {waiting ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {(
              [
                ['approval', 'shop.home.toApprove', d.sellerOrders.approval],
                ['to_ship', 'shop.home.toShip', d.sellerOrders.toShip],
              ] as const
            ).map(([stage, label, count]) => (
              <Box key={stage} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={`waiting-${stage}`}>
                <Typography sx={{ flex: 1 }}>{t(label)}</Typography>
                <Typography variant="h6" component="span" data-testid={`waiting-${stage}-count`}>
                  {count}
                </Typography>
                <Button size="small" variant="outlined" component={Link} to={`${PATHS.orders}?tab=received&stage=${stage}`} disabled={!count}>
                  {t('shop.home.open')}
                </Button>
              </Box>
            ))}
          </Box>
        ) : (
          <EmptyState title={t('shop.home.waiting')} hint={t('shop.home.noWaiting')} testId="waiting-empty" />
        )}
      </FigureCard>
    </Box>
  );
}

/**
 * The agent's home, phone first: who they are, then this month's figures (GET /dashboard/agent) —
 * own and group sales against last month, the commission so far, rank and what the next one
 * needs, orders waiting for the agent as seller — each card opening the page it summarises.
 */
export default function HomePage() {
  const t = useHomeT();
  const lang = useLanguage();
  const user = useCurrentUser();
  usePageTitle(t('shop.nav.dashboard'));
  const incomplete = !user.account.accPhone || !user.account.accAddressLine1;
  const figures = useApiData<AgentDashboardView>(user.role === 'agent' ? '/dashboard/agent' : null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar src={user.avatarUrl ?? undefined} alt={user.name} sx={{ width: 64, height: 64 }}>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h5" component="h1">
              {t('shop.home.welcome', { name: user.name })}
            </Typography>
            <Typography color="text.secondary">{t('common.today', { date: formatToday(lang) })}</Typography>
          </Box>
          {user.tier && <Chip color="primary" label={user.tier.levelName} data-testid="tier" />}
        </CardContent>
      </Card>
      {incomplete && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={Link} to={PATHS.setupProfile}>
              {t('shop.home.completeAction')}
            </Button>
          }
        >
          {t('shop.home.completeProfile')}
        </Alert>
      )}
      {figures.loading && <FiguresSkeleton />}
      {figures.error && <LoadError message={figures.error.message} onRetry={figures.retry} />}
      {figures.data && <Figures d={figures.data} />}
      <NewsHeadlines />
      <RecruitLinkCard />
    </Box>
  );
}
