import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIME_ZONE, type Currency, type Lang } from '../../../common/constants';
import { COMMISSION_TYPES, PAYOUT_STATUS_COLOUR, PERIOD_PATTERN, type CommissionKind, type CommissionType, type PayoutStatus, type PeriodStatus } from '../../../common/commissions';
import { formatMoney } from '../../../common/money';
// Extends dayjs with the zone plugins the month helpers use.
import '../../../common/web/format';
import { useCompanyFacts } from '../shared/inputs';

/** Pieces shared by the commission and payout pages. */

/** Where the pages of a section live: under /commission or /commission-payout (the same pages, reached from either). */
export type Base = '/commission' | '/commission-payout';

const PERIOD_RE = new RegExp(PERIOD_PATTERN);
export const isPeriod = (value: string | null | undefined): value is string => !!value && PERIOD_RE.test(value);
export const isCommissionType = (value: string | null | undefined): value is CommissionType => !!value && (COMMISSION_TYPES as readonly string[]).includes(value);

/** The month (Asia/Kuala_Lumpur) `offset` months from now, 'YYYY-MM'. */
export const klMonth = (offset = 0) => dayjs().tz(TIME_ZONE).startOf('month').add(offset, 'month').format('YYYY-MM');
/** Today in Kuala Lumpur, 'YYYY-MM-DD'. */
export const klToday = () => dayjs().tz(TIME_ZONE).format('YYYY-MM-DD');
/** The Kuala Lumpur month of a stored moment. */
export const klMonthOf = (moment: string) => dayjs(moment).tz(TIME_ZONE).format('YYYY-MM');
/** An open month that has ended: the only kind a close accepts. */
export const hasEnded = (period: string) => period < klMonth();

/** 'YYYY-MM' as "March 2026" in the console's language. */
export function usePeriodLabel(): (period: string) => string {
  const [locale] = useLocaleState();
  return (period) =>
    isPeriod(period)
      ? dayjs(`${period}-01`)
          .locale(locale as Lang)
          .format('MMMM YYYY')
      : period;
}

/** The months a picker offers: the last two years up to the current month, newest first, plus `extra` if older. */
function recentMonths(extra?: string): string[] {
  const months = Array.from({ length: 24 }, (_, i) => klMonth(-i));
  if (extra && isPeriod(extra) && !months.includes(extra)) months.push(extra);
  return months.sort().reverse();
}

export function PeriodPicker({ value, onChange, label }: { value: string; onChange: (period: string) => void; label?: string }) {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label ?? translate('commissions.period')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 220, flexShrink: 0 }}
      slotProps={{ htmlInput: { 'data-testid': 'period-picker' } }}
    >
      {recentMonths(value).map((m) => (
        <MenuItem key={m} value={m} data-period={m}>
          {periodLabel(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function TypeName({ type }: { type: CommissionType }) {
  const translate = useTranslate();
  return <>{translate(`commissions.types.${type}`)}</>;
}

const KIND_COLOUR: Record<CommissionKind, 'success' | 'error' | 'warning' | 'info'> = { earn: 'success', clawback: 'error', forfeit: 'warning', compression: 'info' };

export function KindChip({ kind }: { kind: CommissionKind }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={KIND_COLOUR[kind] ?? 'default'} label={translate(`commissions.kinds.${kind}`, { _: kind })} data-kind={kind} />;
}

const PERIOD_COLOUR: Record<PeriodStatus, 'warning' | 'success'> = { open: 'warning', closed: 'success' };

export function PeriodStatusChip({ status }: { status: PeriodStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={PERIOD_COLOUR[status] ?? 'default'} label={translate(`commissions.periodStatus.${status}`, { _: status })} data-status={status} />;
}

export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={PAYOUT_STATUS_COLOUR[status] ?? 'default'} label={translate(`commissions.payoutStatus.${status}`, { _: status })} data-status={status} />;
}

/** An amount in the company's currency (or `currency`); negative amounts in red with their minus sign. */
export function Amount({ value, currency, strong = false, large = false }: { value: number; currency?: string; strong?: boolean; large?: boolean }) {
  const company = useCompanyFacts();
  return (
    <Typography component="span" variant={large ? 'h6' : 'body2'} color={value < 0 ? 'error' : undefined} sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }} data-amount={value}>
      {formatMoney(value, (currency as Currency | undefined) ?? company.currency)}
    </Typography>
  );
}

/** The order's page in the console (manage orders). */
export function OrderLink({ orderId, orderNo }: { orderId: number | null; orderNo: string | null }) {
  if (!orderId) return <>—</>;
  return (
    <MuiLink component={Link} to={`/manage-orders/order-details?id=${orderId}`} data-testid="order-link">
      {orderNo ?? `#${orderId}`}
    </MuiLink>
  );
}

/** The empty state, saying what will appear here and how it comes to be: `text` a key of the console's catalogue, or `message` already translated (a page's own texts). */
export function Empty({ text, message }: { text: string; message?: never } | { text?: never; message: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 1 }} data-testid="empty">
      {message ?? translate(text!)}
    </Alert>
  );
}

/** Placeholder rows while a page's content loads. */
export function LoadingRows({ rows = 4 }: { rows?: number }) {
  return (
    <Box sx={{ p: 1 }} data-testid="loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={32} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/** A heading row of a page: title and the actions beside it. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2, mb: 1 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The message of a failed call, for a notification. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
