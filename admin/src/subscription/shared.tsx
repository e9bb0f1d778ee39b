import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../../common/web/format';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Currency } from '../../../common/constants';
import { formatMoney } from '../../../common/money';
import { useLanguage } from '../../../common/web/i18n';
import { LoadError } from '../shared/LoadError';
import { useApiQuery, type Loaded as Load } from '../shared/query';

/** Shapes of the subscription calls (server/modules/subscription/service.ts). */
export type InvoiceStatus = 'pending' | 'paid' | 'partially_paid' | 'overdue' | 'void';

export interface Invoice {
  id: number;
  number: string;
  currency: Currency;
  issueDate: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  total: number;
  paid: number;
  balance: number;
  status: InvoiceStatus;
  description: string | null;
  plan: { id: number; name: string; code: string } | null;
}

export interface InvoiceDetail extends Invoice {
  payments: { id: number; amount: number; paidOn: string; method: string; reference: string | null }[];
}

export interface Plan {
  id: number;
  code: string;
  name: string;
  currency: Currency;
  price: number;
  periodMonths: number;
  description: string | null;
  features: string[];
  isActive: boolean;
}

export interface PlanSubscription {
  plan: Plan | null;
  state: 'none' | 'active' | 'overdue' | 'locked';
  locked: boolean;
  currency: Currency;
  graceDays: number;
  currentPeriod: { start: string; end: string; invoiceId: number } | null;
  outstanding: number;
  nextDueDate: string | null;
  lockDate: string | null;
  today: string;
  unpaidInvoices: Invoice[];
}

const STATUS_COLOUR = { pending: 'info', paid: 'success', partially_paid: 'warning', overdue: 'error', void: 'default' } as const;

export function StatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`subscription.status.${status}`)} />;
}

export const money = (minor: number, currency: Currency) => formatMoney(minor, currency);

export function useDay() {
  const lang = useLanguage();
  return (day: string | null) => formatCalendarDay(day, lang);
}

/** GET an API path (shared/query.ts): the data, the error with its retry. */
export function useApi<T>(path: string, query?: Record<string, string | number>): Load<T> {
  return useApiQuery<T>(path, query);
}

/** Loading spinner, the error with a retry, or the content. */
export function Loaded<T>({ state, children }: { state: Load<T>; children: (data: T) => ReactNode }) {
  if (state.error) return <LoadError error={state.error} onRetry={state.retry} />;
  if (state.loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (state.data === null) return null;
  return <>{children(state.data)}</>;
}

/** A compact table of invoices linking to their detail pages. */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const translate = useTranslate();
  const day = useDay();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.subscription.fields.number')}</TableCell>
          <TableCell>{translate('resources.subscription.fields.dueDate')}</TableCell>
          <TableCell align="right">{translate('resources.subscription.fields.total')}</TableCell>
          <TableCell align="right">{translate('resources.subscription.fields.balance')}</TableCell>
          <TableCell>{translate('resources.subscription.fields.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((i) => (
          <TableRow key={i.id}>
            <TableCell>
              <Link component={RouterLink} to={`/subscription/detail/${i.id}`}>
                {i.number}
              </Link>
            </TableCell>
            <TableCell>{day(i.dueDate)}</TableCell>
            <TableCell align="right">{money(i.total, i.currency)}</TableCell>
            <TableCell align="right">{money(i.balance, i.currency)}</TableCell>
            <TableCell>
              <StatusChip status={i.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
