import { useUrlList } from '../../hooks/useUrlList';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';
import { ORDER_STAGES } from '../../../../common/orders';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiList } from '../../hooks/useApiList';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { orderPath } from '../../paths';
import { useMoney } from '../shop/format';
import { StageChip } from './StageChip';
import type { Order } from './types';

const PER_PAGE = 20;

/**
 * /orders: the agent's orders (GET /api/manage-orders with the agent's token). "Placed": the orders
 * it bought (its personal sales included); "Received": the orders it sells (its downlines' orders
 * and its personal sales). A stage filter; each row opens the order.
 */
export default function OrdersPage() {
  const t = useT();
  const money = useMoney();
  const lang = useLanguage();
  usePageTitle(t('shop.nav.orders'));
  const { params, page, update } = useUrlList();
  const tab = params.get('tab') === 'received' ? 'received' : 'placed';
  const stage = params.get('stage') ?? '';

  const list = useApiList<Order>('/manage-orders', {
    page,
    perPage: PER_PAGE,
    ...(tab === 'received' ? { received: 'true' } : { placed: 'true' }),
    ...(stage ? { stage } : {}),
  });
  const pages = Math.ceil((list.total ?? 0) / PER_PAGE);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('shop.orders.title')}
      </Typography>
      <Tabs value={tab} onChange={(_e, v) => update({ tab: v === 'received' ? 'received' : '', page: '' })}>
        <Tab value="placed" label={t('shop.orders.placed')} data-testid="tab-placed" />
        <Tab value="received" label={t('shop.orders.received')} data-testid="tab-received" />
      </Tabs>
      <TextField select size="small" label={t('shop.orders.stage')} value={stage} onChange={(e) => update({ stage: e.target.value, page: '' })} sx={{ maxWidth: 260 }}>
        <MenuItem value="">{t('shop.orders.allStages')}</MenuItem>
        {ORDER_STAGES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`shop.orders.stages.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {list.loading && <PageLoader />}
      {list.error && <LoadError message={list.error.message} onRetry={list.retry} />}
      {list.items?.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Inbox color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="h6">{t('common.error.noData')}</Typography>
          </CardContent>
        </Card>
      )}
      {list.items && list.items.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1 }} data-testid="order-list">
          {list.items.map((o) => (
            <Card key={o.id} variant="outlined" data-testid="order-row">
              <CardActionArea component={Link} to={orderPath(o.id)}>
                <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500 }} data-testid="order-no">
                      {o.orderNo}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(o.createdAt, lang)} · {t(`shop.orders.types.${o.type}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {tab === 'received' ? t('shop.orders.from', { name: o.buyer.name }) : t('shop.orders.to', { name: o.seller?.name ?? t('shop.orders.hq') })}
                    </Typography>
                  </Box>
                  <StageChip stage={o.stage} />
                  <Typography sx={{ fontWeight: 600, minWidth: 100, textAlign: 'right' }}>{money(o.grandTotal)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
      {pages > 1 && <Pagination sx={{ justifySelf: 'center' }} count={pages} page={Math.min(page, pages)} onChange={(_e, p) => update({ page: p > 1 ? String(p) : '' })} />}
    </Box>
  );
}
