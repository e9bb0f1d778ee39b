import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CURRENCY_DECIMALS } from '../../../common/money';
import { Empty, LoadingRows } from '../commissions/shared';
import { LoadError } from '../shared/LoadError';
import { useLoad } from '../shared/query';
import { TablePager } from '../shared/TablePager';
import { useCompanyFacts, useMoneyText } from '../shared/inputs';
import type { ReportFilterValues } from '../shared/ReportFilters';
import type { ListLoader } from './api';
import { useAnalyticsTranslate } from './texts';

/** A filter's identity, for reloading when it changes. */
export const filterKey = (filter: ReportFilterValues) => JSON.stringify(filter);

/** A section of the screen: its heading, its chart and the table below it. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const translate = useAnalyticsTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Money in the chart's axis: whole ringgit or rupiah, shortened (12.5k, 3.4M). */
export function useAxisMoney(): (minor: number | null) => string {
  const { currency } = useCompanyFacts();
  const factor = 10 ** CURRENCY_DECIMALS[currency];
  const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  return (minor) => (minor === null ? '' : compact.format(minor / factor));
}

/** Money of a tooltip or a cell: the company's format. */
export function useMoney(): (minor: number | null | undefined) => string {
  return useMoneyText('—');
}

/** Basis points as a percentage (1234 → 12.3 %). */
export const shareText = (bp: number) => `${(bp / 100).toFixed(1)} %`;

export interface Column<R> {
  key: string;
  label: string;
  render: (row: R) => ReactNode;
  numeric?: boolean;
}

/** A loaded chart's frame: skeleton, error with retry, the empty state, or the chart. */
export function ChartFrame({ loading, error, retry, empty, emptyText, children }: { loading: boolean; error: unknown; retry: () => void; empty: boolean; emptyText: string; children: ReactNode }) {
  const translate = useAnalyticsTranslate();
  if (loading) return <LoadingRows rows={6} />;
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (empty) return <Empty message={translate(emptyText)} />;
  return <Box data-testid="chart">{children}</Box>;
}

/** The table below a chart: one page of a list call at a time. */
export function DataTable<R extends { id: string }>({
  load,
  filter,
  columns,
  emptyText,
  testId,
}: {
  load: ListLoader<R>;
  filter: ReportFilterValues;
  columns: Column<R>[];
  emptyText: string;
  testId: string;
}) {
  const translate = useAnalyticsTranslate();
  const [pageNo, setPageNo] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const key = filterKey(filter);
  useEffect(() => setPageNo(0), [key]);
  // The table's test id names its list call (one table per call).
  const state = useLoad(['analytics', 'table', testId, filter, pageNo, perPage], () => load(filter, pageNo + 1, perPage), { keepPrevious: true });
  if (state.error) return <LoadError error={state.error} onRetry={state.retry} />;
  if (!state.data) return <LoadingRows />;
  if (!state.data.total) return <Empty message={translate(emptyText)} />;
  return (
    <Box data-testid={testId} sx={{ overflowX: 'auto', opacity: state.fetching ? 0.6 : 1 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                {translate(c.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state.data.rows.map((row) => (
            <TableRow key={row.id} data-row={row.id}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} data-col={c.key} sx={{ whiteSpace: 'nowrap' }}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager
        count={state.data.total}
        page={pageNo}
        perPage={perPage}
        onPage={setPageNo}
        onPerPage={setPerPage}
        labelRowsPerPage={translate('analytics.table.perPage')}
        labelDisplayedRows={({ from, to, count }) => translate('analytics.table.rows', { from, to, count })}
      />
    </Box>
  );
}
