import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { Currency } from '../../../../common/constants';
import { formatMoney } from '../../../../common/money';
import { useLanguage } from '../../../../common/web/i18n';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { useCurrentUser } from '../../session/SessionContext';
import { Figure } from '../storefront/parts';
import { SalesChart } from '../storefront/SalesChart';
import { loadCoopSummary } from './api';
import { CoopScreen } from './parts';
import { useCoopT } from './texts';

/** /coop/store-summary: the co-op store's visits, orders and sales by month (the storefront's chart and figures). */
export default function SummaryPage() {
  const t = useCoopT();
  const lang = useLanguage();
  const user = useCurrentUser();
  const year = new Date().getFullYear();
  const summary = useLoad(`coop-summary-${year}`, () => loadCoopSummary(year));
  const [month, setMonth] = useState(`${year}-${String(new Date().getMonth() + 1).padStart(2, '0')}`);
  const currency: Currency = user.company.currency;
  const m = summary.data?.months.find((x) => x.month === month);
  return (
    <CoopScreen title={t('shop.coop.summary.title')} tab="summary">
      {summary.error ? (
        <LoadError message={summary.error.message} onRetry={summary.retry} />
      ) : !summary.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <SalesChart months={summary.data.months} selected={month} currency={currency} lang={lang} label={t('shop.coop.summary.chart')} onSelect={setMonth} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
              <Figure label={t('shop.coop.summary.visits')} value={String(m?.visits ?? 0)} />
              <Figure label={t('shop.coop.summary.orders')} value={String(m?.orders ?? 0)} />
              <Figure label={t('shop.coop.summary.sales')} value={formatMoney(m?.sales ?? 0, currency)} />
            </Box>
          </CardContent>
        </Card>
      )}
    </CoopScreen>
  );
}
