import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Search from '@mui/icons-material/Search';
import type { StoreListPage, StoreListRow } from '../../../common/api/store';
import { formatMoney } from '../../../common/money';
import { apiCall } from '../providers/httpClient';
import { formatDay } from '../shared/dates';
import { useCompanyFacts } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { businessMonth, PeriodPicker, type Period } from '../shared/PeriodPicker';
import { TablePager } from '../shared/TablePager';
import { useLoad } from '../shared/query';

const SEARCH_DELAY_MS = 300;

/** The first year the month picker offers. */
const FIRST_YEAR = 2024;
const monthKey = (p: Period) => `${p.year}-${String(p.month ?? 1).padStart(2, '0')}`;

/**
 * /stores: the agents' storefronts (GET /api/stores?kind=agent), searchable by store or link, each
 * with its public link, status, fulfilment, products on sale and one month's figures (this month
 * in Kuala Lumpur unless another is picked): visits, orders placed, paid orders and paid sales,
 * with the month's totals over every matching store under the table.
 */
export function StoresPage() {
  const translate = useTranslate();
  const { currency } = useCompanyFacts();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [period, setPeriod] = useState<Period>(businessMonth);
  const month = monthKey(period);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useLoad<StoreListPage>(
    ['stores', 'list', search, month, page, perPage],
    async (signal) => (await apiCall<StoreListPage>('/stores', { query: { kind: 'agent', search: search || undefined, month, page: page + 1, limit: perPage }, signal })).data,
    { keepPrevious: true },
  );
  const money = (minor: number) => formatMoney(minor, currency);
  const rows = list.data?.data ?? [];

  return (
    <Box sx={{ py: 2 }} data-testid="stores-page">
      <Title title={translate('stores.title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h1" gutterBottom>
              {translate('stores.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('stores.intro')}
            </Typography>
          </Box>
          <TextField
            size="small"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={translate('stores.search')}
            slotProps={{
              htmlInput: { 'aria-label': translate('stores.search'), 'data-testid': 'stores-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ maxWidth: 360 }}
          />
          <PeriodPicker
            value={period}
            onChange={(p) => {
              setPeriod(p);
              setPage(0);
            }}
            years={{ first: FIRST_YEAR, last: Math.max(FIRST_YEAR, businessMonth().year) }}
            testId="stores-period"
          />
        </CardContent>
        {list.fetching && <LinearProgress />}
        {list.error ? (
          <LoadError error={list.error} onRetry={list.retry} />
        ) : list.loading ? (
          <Box sx={{ p: 2 }}>
            <Skeleton variant="rounded" height={160} />
          </Box>
        ) : !rows.length ? (
          <Alert severity="info" sx={{ m: 2 }} data-testid="stores-empty">
            {translate(search ? 'stores.noMatch' : 'stores.empty')}
          </Alert>
        ) : (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('stores.column.store')}</TableCell>
                    <TableCell>{translate('stores.column.agent')}</TableCell>
                    <TableCell>{translate('stores.column.status')}</TableCell>
                    <TableCell>{translate('stores.column.fulfilment')}</TableCell>
                    <TableCell align="right">{translate('stores.column.products')}</TableCell>
                    <TableCell align="right">{translate('stores.column.visits')}</TableCell>
                    <TableCell align="right">{translate('stores.column.orders')}</TableCell>
                    <TableCell align="right">{translate('stores.column.paidOrders')}</TableCell>
                    <TableCell align="right">{translate('stores.column.sales')}</TableCell>
                    <TableCell>{translate('stores.column.opened')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <StoreRow key={row.id} row={row} money={money} />
                  ))}
                  {list.data && (
                    <TableRow data-testid="stores-totals" sx={{ '& td': { fontWeight: 600, borderTop: 2, borderColor: 'divider' } }}>
                      <TableCell colSpan={5}>{translate('stores.totals', { count: list.data.total })}</TableCell>
                      <TableCell align="right" data-testid="stores-total-visits">
                        {list.data.totals.visits}
                      </TableCell>
                      <TableCell align="right" data-testid="stores-total-orders">
                        {list.data.totals.orders}
                      </TableCell>
                      <TableCell align="right" data-testid="stores-total-paid">
                        {list.data.totals.paidOrders}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="stores-total-sales">
                        {money(list.data.totals.sales)}
                      </TableCell>
                      <TableCell />
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
            <TablePager count={list.data?.total ?? rows.length} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} labelRowsPerPage={translate('stores.rowsPerPage')} />
          </>
        )}
      </Card>
    </Box>
  );
}

function StoreRow({ row, money }: { row: StoreListRow; money: (minor: number) => string }) {
  const translate = useTranslate();
  return (
    <TableRow hover data-testid={`stores-row-${row.slug}`}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Link href={row.url} target="_blank" rel="noopener" variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="stores-link">
          /s/{row.slug}
          <IconButton component="span" size="small" aria-label={translate('stores.open')} sx={{ p: 0 }}>
            <OpenInNew sx={{ fontSize: 14 }} />
          </IconButton>
        </Link>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{row.owner?.name ?? '—'}</Typography>
        {row.owner?.email && (
          <Typography variant="caption" color="text.secondary">
            {row.owner.email}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip size="small" color={row.status === 'active' ? 'success' : 'default'} label={translate(`stores.status.${row.status}`)} data-status={row.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`stores.fulfilment.${row.fulfilment}`)}</TableCell>
      <TableCell align="right">{row.productCount}</TableCell>
      <TableCell align="right" data-testid="stores-visits">
        {row.visits}
      </TableCell>
      <TableCell align="right" data-testid="stores-orders">
        {row.orders}
      </TableCell>
      <TableCell align="right" data-testid="stores-paid">
        {row.paidOrders}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="stores-sales">
        {money(row.sales)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.createdAt)}</TableCell>
    </TableRow>
  );
}
