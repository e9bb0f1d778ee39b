import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Currency } from '../../../common/constants';
import { formatMoney } from '../../../common/money';
import type { ReportCard, ReportSummary } from '../../../common/reports';
import { downloadFile } from '../agents/api';
import { useApiQuery, useLoad } from '../shared/query';
import { apiCall } from '../providers/httpClient';
import { DownloadButton } from '../shared/DownloadButton';
import { LoadError } from '../shared/LoadError';
import { TablePager } from '../shared/TablePager';
import { formatCalendar, formatTime } from '../shared/dates';
import { useCompanyFacts } from '../shared/inputs';
import { useReportsTranslate } from './texts';

/** Pieces of the report pages: loading a call, the summary cards, and a paged, sortable table with its exports. */

/** A figure as its kind says: money in the company's currency, counts and units as whole numbers. */
export function useFigure(): (value: number, kind: ReportCard['kind'] | 'money' | 'count') => string {
  const { currency } = useCompanyFacts();
  return (value, kind) => (kind === 'money' ? formatMoney(value, currency as Currency) : value.toLocaleString('en-US'));
}

function CardsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }} data-testid="cards-loading">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={84} />
      ))}
    </Box>
  );
}

/** The `/summary` call's cards. */
export function SummaryCards({ path, query }: { path: string; query: Record<string, string> }) {
  const translate = useReportsTranslate();
  const figure = useFigure();
  const summary = useApiQuery<ReportSummary>(path, query);
  if (summary.error) return <LoadError error={summary.error} onRetry={summary.retry} />;
  if (!summary.data) return <CardsSkeleton />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }} data-testid="summary-cards">
      {summary.data.cards.map((c) => (
        <Card key={c.key} variant="outlined" data-testid={`card-${c.key}`}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`reports.cards.${c.key}`, { _: c.key })}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-value={c.value}>
              {figure(c.value, c.kind)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export type ColumnKind = 'text' | 'money' | 'count' | 'day' | 'time' | 'yesno';

export interface Column {
  field: string;
  kind?: ColumnKind;
  sortable?: boolean;
  /** A message prefix naming the values (e.g. 'orders.stage': `orders.stage.<value>`). */
  values?: string;
  /** The name the call sorts this column by, when it differs from `field`. */
  sortAs?: string;
  /** A link for the cell (e.g. the order or the agent). */
  link?: (row: Record<string, unknown>) => string | null;
}

type Row = Record<string, unknown>;

function Cell({ row, column }: { row: Row; column: Column }) {
  const translate = useReportsTranslate();
  const figure = useFigure();
  const value = row[column.field];
  const kind = column.kind ?? 'text';
  let text: ReactNode;
  if (value === null || value === undefined || value === '') text = '—';
  else if (kind === 'money' || kind === 'count') text = figure(Number(value), kind);
  else if (kind === 'day') text = formatCalendar(String(value));
  else if (kind === 'time') text = formatTime(String(value));
  else if (kind === 'yesno') text = translate(value ? 'reports.yes' : 'reports.no');
  else if (column.values) text = translate(`${column.values}.${String(value)}`, { _: String(value) });
  else text = String(value);
  const to = column.link?.(row);
  return (
    <TableCell align={kind === 'money' || kind === 'count' ? 'right' : 'left'} sx={{ whiteSpace: kind === 'text' ? undefined : 'nowrap' }}>
      {to ? (
        <MuiLink component={Link} to={to}>
          {text}
        </MuiLink>
      ) : (
        text
      )}
    </TableCell>
  );
}

const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('content-range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
};

/**
 * One list call as a titled table: a page at a time (`range`, Content-Range), sortable columns,
 * and exports of every filtered row (the same call with `format=csv|xlsx`).
 */
export function ReportTable({
  title,
  path,
  query,
  columns,
  testId,
  exportName,
}: {
  title: string;
  path: string;
  query: Record<string, string>;
  columns: Column[];
  testId: string;
  exportName: string;
}) {
  const translate = useReportsTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [sort, setSort] = useState<[string, 'ASC' | 'DESC'] | null>(null);
  const filterKey = `${path}?${new URLSearchParams(query)}`;
  useEffect(() => setPage(0), [filterKey]);
  const range = JSON.stringify([page * perPage, page * perPage + perPage - 1]);
  const pageQuery = { ...query, range, ...(sort ? { sort: JSON.stringify(sort) } : {}) };
  const list = useLoad(['reports', 'table', path, pageQuery], async (signal) => {
    const res = await apiCall<Row[]>(path, { query: pageQuery, signal });
    return { rows: res.data, total: totalOf(res.headers, res.data.length) };
  });
  const exportAs = (format: 'csv' | 'xlsx') => () => downloadFile(path, { ...query, format }, `${exportName}.${format}`);
  const sortBy = (field: string) => setSort((s) => [field, s && s[0] === field && s[1] === 'DESC' ? 'ASC' : 'DESC']);

  return (
    <Card variant="outlined" data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <DownloadButton label={translate('reports.exportCsv')} download={exportAs('csv')} />
        <DownloadButton label={translate('reports.exportXlsx')} download={exportAs('xlsx')} />
      </Box>
      {!!list.error && <LoadError error={list.error} onRetry={list.retry} />}
      {!list.error && !list.data && (
        <Box sx={{ p: 2 }} data-testid="table-loading" aria-label={translate('reports.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={28} sx={{ mb: 1 }} />
          ))}
        </Box>
      )}
      {list.data && !list.data.rows.length && (
        <Alert severity="info" sx={{ m: 2 }} data-testid="report-empty">
          {translate('reports.empty')}
        </Alert>
      )}
      {list.data && list.data.rows.length > 0 && (
        <>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.field} align={c.kind === 'money' || c.kind === 'count' ? 'right' : 'left'}>
                      {c.sortable ? (
                        <TableSortLabel
                          active={sort?.[0] === (c.sortAs ?? c.field)}
                          direction={sort?.[0] === (c.sortAs ?? c.field) && sort[1] === 'ASC' ? 'asc' : 'desc'}
                          onClick={() => sortBy(c.sortAs ?? c.field)}
                        >
                          {translate(`reports.columns.${c.field}`, { _: c.field })}
                        </TableSortLabel>
                      ) : (
                        translate(`reports.columns.${c.field}`, { _: c.field })
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.rows.map((row, i) => (
                  <TableRow key={String(row.id ?? i)} data-testid="report-row">
                    {columns.map((c) => (
                      <Cell key={c.field} row={row} column={c} />
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager count={list.data.total} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} labelRowsPerPage={translate('ra.navigation.page_rows_per_page')} />
        </>
      )}
    </Card>
  );
}
