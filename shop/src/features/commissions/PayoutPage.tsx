import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { OPEN_PAYOUT_STATUSES, PAYOUT_STATUS_COLOUR, type PayoutStatus } from '../../../../common/commissions';
import { majorText } from '../../../../common/money';
import { issuesEinvoices } from '../../../../common/tax';
import { ApiError, post } from '../../../../common/web/api';
import { downloadFile } from '../../../../common/web/download';
import { formatCalendarDay, formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useApiList } from '../../hooks/useApiList';
import { useUrlList } from '../../hooks/useUrlList';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { ConfirmDialog } from '../customers/ConfirmDialog';
import { useMoney } from '../shop/format';
import { AmountForm } from './AmountForm';
import { maskAccount } from './calc';
import { Amount, EmptyState, FigureRow, PageHeader, RowsSkeleton, Section } from './parts';
import { useCommissionT } from './texts';
import type { Bank, MoneyBalanceView, PayoutView } from './types';

const PER_PAGE = 10;

export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  const t = useCommissionT();
  return <Chip size="small" color={PAYOUT_STATUS_COLOUR[status]} label={t(`shop.commission.payoutStatus.${status}`)} data-testid="payout-status" />;
}

/** The bank account on file (payouts go there), masked, with the way to change it in the profile. */
function BankOnFile() {
  const t = useCommissionT();
  const { bank, company } = useCurrentUser();
  const banks = useApiData<Bank[]>('/list-bank', { query: { country: bank.accBankCountry ?? company.country }, cache: true });
  const change = (
    <Button component={Link} to={`${PATHS.profile}?tab=bank`} size="small" data-testid="change-bank">
      {bank.accBankNumber ? t('shop.commission.changeBank') : t('shop.commission.addBank')}
    </Button>
  );
  if (!bank.accBankNumber || !bank.accBankCompany) {
    return (
      <Alert severity="warning" data-testid="no-bank">
        {t('shop.commission.noBank')}
        <Box sx={{ mt: 0.5, ml: -0.5 }}>{change}</Box>
      </Alert>
    );
  }
  const bankName = banks.data?.find((b) => b.code === bank.accBankCompany)?.name ?? bank.accBankCompany;
  return (
    <Box data-testid="bank-on-file" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline">{t('shop.commission.paidInto')}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{bankName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[maskAccount(bank.accBankNumber), bank.accBankName].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {change}
    </Box>
  );
}

/**
 * The self-billed e-invoice of a paid payout (Malaysian companies, docs/einvoice.md): its state,
 * and "Download e-invoice" (the agent's copy, GET /e-invoice/mine/:id/pdf) once LHDN validated it.
 */
function PayoutEinvoice({ einvoice }: { einvoice: NonNullable<PayoutView['einvoice']> }) {
  const t = useCommissionT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(`/e-invoice/mine/${einvoice.id}/pdf`, {}, `${einvoice.codeNumber}.pdf`);
    } catch (err) {
      setError(t('shop.commission.einvoice.failed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="payout-einvoice" data-status={einvoice.status} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Typography variant="body2" color={einvoice.status === 'invalid' ? 'warning.main' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
        {t(`shop.commission.einvoice.${einvoice.status}`, { code: einvoice.codeNumber })}
      </Typography>
      {einvoice.pdf && (
        <Button size="small" variant="outlined" startIcon={<PictureAsPdf />} disabled={busy} onClick={() => void download()} data-testid="payout-einvoice-download">
          {t('shop.commission.einvoice.download')}
        </Button>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}

/** One request: amount, status, when; why it was rejected, or how and when it was paid (and its e-invoice); Cancel while requested. */
function PayoutRow({ p, onCancel }: { p: PayoutView; onCancel: (p: PayoutView) => void }) {
  const t = useCommissionT();
  const money = useMoney();
  const lang = useLanguage();
  const { company } = useCurrentUser();
  return (
    <ListItem divider data-testid="payout-row" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5, alignItems: 'start' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Amount value={p.amount} strong testId="payout-amount" />
        <PayoutStatusChip status={p.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('shop.commission.requestedOn', { date: formatDateTime(p.createdAt, lang) })}
      </Typography>
      {p.withholding !== 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('shop.commission.netAfterWithholding', { net: money(p.net), withholding: money(Math.abs(p.withholding)) })}
        </Typography>
      )}
      {p.status === 'rejected' && p.reason && (
        <Typography variant="body2" data-testid="payout-reason" sx={{ overflowWrap: 'anywhere' }}>
          {t('shop.commission.rejectedBecause', { reason: p.reason })}
        </Typography>
      )}
      {p.status === 'paid' && (
        <Typography variant="body2" data-testid="payout-paid" sx={{ overflowWrap: 'anywhere' }}>
          {t('shop.commission.paidWith', { reference: p.reference ?? '—', date: formatCalendarDay(p.paidOn, lang) })}
        </Typography>
      )}
      {p.status === 'paid' && p.einvoice && issuesEinvoices(company.country) && <PayoutEinvoice einvoice={p.einvoice} />}
      {p.status === 'requested' && (
        <Box>
          <Button size="small" color="error" onClick={() => onCancel(p)} data-testid="payout-cancel">
            {t('shop.commission.cancelRequest')}
          </Button>
        </Box>
      )}
    </ListItem>
  );
}

/**
 * /commission/payout: the payout request form (amount prefilled with the available balance, the
 * minimum payout, the bank account on file) — or the request in progress, since an agent has one
 * at a time — and the agent's requests (GET /commission/payouts), each cancellable while requested.
 */
export default function PayoutPage() {
  const t = useCommissionT();
  const money = useMoney();
  const { company, bank } = useCurrentUser();
  usePageTitle(t('shop.commission.requestPayout'));
  const { page, update } = useUrlList();
  const balance = useApiData<MoneyBalanceView>('/company-money/balance');
  const list = useApiList<PayoutView>('/commission/payouts', { page, perPage: PER_PAGE });
  const [sent, setSent] = useState<{ message: string; payout: PayoutView | null } | null>(null);
  const [cancelling, setCancelling] = useState<PayoutView | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const b = balance.data;
  const pages = Math.ceil((list.total ?? 0) / PER_PAGE);
  const open = list.items?.find((p) => (OPEN_PAYOUT_STATUSES as readonly string[]).includes(p.status));
  const inProgress = Boolean(open) || (b?.requested ?? 0) > 0;
  const refresh = () => {
    balance.retry();
    list.retry();
  };

  const request = async (amount: number) => {
    const res = await post<PayoutView | null>('/commission/request-payout', { amount });
    const message = res.message || t('shop.commission.requestSent');
    setSent({ message, payout: res.data ?? null });
    refresh();
    return message;
  };

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    setCancelError(null);
    try {
      await post(`/commission/payouts/${cancelling.id}/cancel`);
      setSent(null);
      refresh();
    } catch (err) {
      setCancelError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={t('shop.commission.requestPayout')} />
      <Section title={t('shop.commission.newRequest')} testId="payout-request">
        {balance.loading && <RowsSkeleton rows={3} />}
        {balance.error && <LoadError message={balance.error.message} onRetry={balance.retry} />}
        {sent && (
          <Alert severity="success" role="status" data-testid="payout-sent">
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {sent.message}
              {sent.payout && <PayoutStatusChip status={sent.payout.status} />}
            </Box>
          </Alert>
        )}
        {b && (
          <>
            <FigureRow label={t('shop.commission.available')} value={b.available} strong testId="payout-available" />
            <Typography variant="body2" color="text.secondary" data-testid="min-payout">
              {t('shop.commission.minPayout', { amount: money(b.minPayout) })}
            </Typography>
            <BankOnFile />
            {inProgress ? (
              !sent && (
                <Alert severity="info" data-testid="payout-in-progress">
                  {t('shop.commission.inProgress')}
                </Alert>
              )
            ) : !bank.accBankNumber || !bank.accBankCompany ? null : b.available < b.minPayout ? (
              <Alert severity="info" data-testid="below-minimum">
                {t('shop.commission.belowMinimum', { amount: money(b.minPayout) })}
              </Alert>
            ) : (
              <AmountForm
                key={b.available}
                testId="payout-form"
                initial={majorText(b.available, company.currency)}
                min={b.minPayout}
                max={b.available}
                submitLabel={t('shop.commission.sendRequest')}
                onSubmit={request}
              />
            )}
          </>
        )}
      </Section>
      <Section title={t('shop.commission.myRequests')} testId="payout-list">
        {cancelError && <Alert severity="error">{cancelError}</Alert>}
        {list.loading && <RowsSkeleton rows={3} />}
        {list.error && <LoadError message={list.error.message} onRetry={list.retry} />}
        {list.items && list.items.length === 0 && <EmptyState title={t('shop.commission.noRequests')} hint={t('shop.commission.noRequestsHint')} />}
        {list.items && list.items.length > 0 && (
          <Card variant="outlined">
            <List disablePadding>
              {list.items.map((p) => (
                <PayoutRow key={p.id} p={p} onCancel={setCancelling} />
              ))}
            </List>
          </Card>
        )}
        {pages > 1 && <Pagination sx={{ justifySelf: 'center' }} count={pages} page={Math.min(page, pages)} onChange={(_e, p) => update({ page: p > 1 ? String(p) : '' })} />}
      </Section>
      <ConfirmDialog
        open={Boolean(cancelling)}
        title={t('shop.commission.cancelTitle')}
        confirmLabel={t('shop.commission.cancelRequest')}
        busy={busy}
        onConfirm={cancel}
        onClose={() => setCancelling(null)}
      >
        {cancelling && t('shop.commission.cancelText', { amount: money(cancelling.amount) })}
      </ConfirmDialog>
    </Box>
  );
}
