import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import type { Currency } from '../../../../common/constants';
import { formatMoney } from '../../../../common/money';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { useCurrentUser } from '../../session/SessionContext';
import { loadOrders } from './api';
import { CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

/** /manage-orders/coop: the co-op store's orders, by class, pickup and payment, searchable by student, parent or number. */
export default function OrdersPage() {
  const t = useCoopT();
  const lang = useLanguage();
  const currency: Currency = useCurrentUser().company.currency;
  const [filter, setFilter] = useState({ className: '', pickupStatus: '', paymentStatus: '', search: '' });
  const [page, setPage] = useState(1);
  const key = JSON.stringify({ ...filter, page });
  const orders = useLoad(`coop-orders-${key}`, () => loadOrders({ ...filter, page }));
  const set = (name: keyof typeof filter) => (e: { target: { value: string } }) => (setFilter({ ...filter, [name]: e.target.value }), setPage(1));
  return (
    <CoopScreen title={t('shop.coop.orders.title')} tab="orders">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
        <TextField select size="small" label={t('shop.coop.orders.class')} value={filter.className} onChange={set('className')} data-testid="coop-filter-class">
          <MenuItem value="">{t('shop.coop.orders.all')}</MenuItem>
          {(orders.data?.classes ?? []).map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('shop.coop.orders.pickup')} value={filter.pickupStatus} onChange={set('pickupStatus')}>
          <MenuItem value="">{t('shop.coop.orders.all')}</MenuItem>
          <MenuItem value="waiting">{t('shop.coop.orders.waiting')}</MenuItem>
          <MenuItem value="picked_up">{t('shop.coop.orders.picked_up')}</MenuItem>
        </TextField>
        <TextField select size="small" label={t('shop.coop.orders.payment')} value={filter.paymentStatus} onChange={set('paymentStatus')}>
          <MenuItem value="">{t('shop.coop.orders.all')}</MenuItem>
          <MenuItem value="paid">{t('shop.coop.orders.paid')}</MenuItem>
          <MenuItem value="unpaid">{t('shop.coop.orders.unpaid')}</MenuItem>
        </TextField>
      </Box>
      <TextField size="small" label={t('shop.coop.orders.search')} value={filter.search} onChange={set('search')} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <Box>
        <Button startIcon={<Print />} component={RouterLink} to={COOP_PATHS.pickingList}>
          {t('shop.coop.orders.pickingList')}
        </Button>
      </Box>
      {orders.error ? (
        <LoadError message={orders.error.message} onRetry={orders.retry} />
      ) : !orders.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : !orders.data.data.length ? (
        <Alert severity="info">{t('shop.coop.orders.empty')}</Alert>
      ) : (
        <>
          {orders.data.data.map((o) => (
            <Card key={o.orderId} data-testid="coop-order-row">
              <CardActionArea component={RouterLink} to={COOP_PATHS.order.replace(':id', String(o.orderId))}>
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="subtitle1">{o.studentName}</Typography>
                    <Typography>{formatMoney(o.grandTotal, currency)}</Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {o.className} · {o.parentName} · {o.orderNo}
                  </Typography>
                  <Typography variant="body2">
                    {t(`shop.coop.orders.${o.paymentStatus}`)} · {t(`shop.coop.orders.${o.pickupStatus}`)}
                    {o.pickupAt ? ` · ${formatDateTime(o.pickupAt, lang)}` : ''}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
          {orders.data.total > orders.data.limit && <Pagination count={Math.ceil(orders.data.total / orders.data.limit)} page={page} onChange={(_e, p) => setPage(p)} />}
        </>
      )}
    </CoopScreen>
  );
}
