import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { amountProblem, CURRENCY_SYMBOL } from '../../../../common/money';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useCurrentUser } from '../../session/SessionContext';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { orderPath, topupPath } from '../../paths';
import { useMoney } from '../shop/format';
import { parseMajorAmount, TOPUP_LIMITS, useAdminFee } from './support';
import type { GatewayOptions, WalletView } from './types';

const PER_PAGE = 20;

/** The error key of a typed top-up amount, or null when it can be topped up. */
export const topupProblem = (text: string) => amountProblem(text, 'MYR', TOPUP_LIMITS.min, TOPUP_LIMITS.max);

/** The top-up form: an amount in major units (RM), the gateway's admin fee and the total, → /topup/:amount. */
function TopupForm({ options }: { options: GatewayOptions }) {
  const t = useT();
  const money = useMoney();
  const { company } = useCurrentUser();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = topupProblem(text);
  const amount = problem ? null : parseMajorAmount(text);
  const fee = useAdminFee(amount, options.gatewayType);
  const message =
    problem && touched
      ? t(`shop.wallet.amountError.${problem}`, { min: money(TOPUP_LIMITS.min), max: money(TOPUP_LIMITS.max) })
      : t('shop.wallet.amountHint', { min: money(TOPUP_LIMITS.min), max: money(TOPUP_LIMITS.max) });
  return (
    <Box
      component="form"
      noValidate
      data-testid="topup-form"
      sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (amount !== null) void navigate(topupPath(amount));
      }}
    >
      <TextField
        name="amount"
        label={t('shop.wallet.amount')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(problem && touched)}
        helperText={message}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 13, 'data-testid': 'topup-amount' },
          input: { startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOL[company.currency]}</InputAdornment> },
        }}
      />
      {amount !== null && fee.data && (
        <Box data-testid="topup-fee">
          <Typography variant="body2">{t('shop.payments.gatewayFee', { fee: money(fee.data.fee) })}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('shop.payments.totalToPay', { total: money(fee.data.total) })}
          </Typography>
        </Box>
      )}
      {fee.error && <Alert severity="error">{fee.error.message}</Alert>}
      <Box>
        <Button type="submit" variant="contained" data-testid="topup-submit">
          {t('shop.wallet.topup')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /wallet: the agent's credit balance (GET /api/wallet), the ledger's entries newest first with
 * their kinds translated, 20 a page (`?page=`), and a top-up form when the gateway is available
 * (GET /api/payment-gateway/options; not for Indonesian companies). A top-up goes through the
 * confirmation page /topup/:amount, then the gateway.
 */
export default function WalletPage() {
  const t = useT();
  const money = useMoney();
  const lang = useLanguage();
  usePageTitle(t('shop.nav.wallet'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const wallet = useApiData<WalletView>('/wallet', { query: { page, perPage: PER_PAGE } });
  const options = useApiData<GatewayOptions>('/payment-gateway/options');
  const w = wallet.data;
  const pages = w ? Math.ceil(w.total / PER_PAGE) : 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('shop.wallet.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="overline">{t('shop.wallet.balance')}</Typography>
            {wallet.error && <LoadError message={wallet.error.message} onRetry={wallet.retry} />}
            {w ? (
              <Typography variant="h4" component="p" data-testid="wallet-balance">
                {money(w.balance)}
              </Typography>
            ) : (
              !wallet.error && <PageLoader />
            )}
            <Typography variant="body2" color="text.secondary">
              {t('shop.wallet.balanceHint')}
            </Typography>
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              {t('shop.wallet.topupTitle')}
            </Typography>
            {options.loading && <PageLoader />}
            {options.error && <LoadError message={options.error.message} onRetry={options.retry} />}
            {options.data && !options.data.available && (
              <Alert severity="info" data-testid="topup-unavailable">
                {t('shop.wallet.topupUnavailable')}
              </Alert>
            )}
            {options.data?.available && <TopupForm options={options.data} />}
          </CardContent>
        </Card>
      </Box>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {t('shop.wallet.history')}
          </Typography>
          {!w && !wallet.error && <PageLoader />}
          {wallet.error && <LoadError message={wallet.error.message} onRetry={wallet.retry} />}
          {w && w.entries.length === 0 && (
            <Typography color="text.secondary" data-testid="no-data">
              {t('common.error.noData')}
            </Typography>
          )}
          {w && w.entries.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="wallet-entries">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('shop.wallet.date')}</TableCell>
                    <TableCell>{t('shop.wallet.kind')}</TableCell>
                    <TableCell>{t('shop.wallet.details')}</TableCell>
                    <TableCell align="right">{t('shop.wallet.amount')}</TableCell>
                    <TableCell align="right">{t('shop.wallet.balanceAfter')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {w.entries.map((e) => (
                    <TableRow key={e.id} data-testid="wallet-entry">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt, lang)}</TableCell>
                      <TableCell>{t(`shop.wallet.kinds.${e.kind}`)}</TableCell>
                      <TableCell>
                        {e.orderId ? <Link to={orderPath(e.orderId)}>{t('shop.wallet.forOrder', { orderNo: e.orderNo ?? `#${e.orderId}` })}</Link> : null}
                        {e.note && (
                          <Typography variant="body2" color="text.secondary">
                            {e.note}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: e.amount < 0 ? 'error.main' : 'success.main' }} data-testid="entry-amount">
                        {e.amount < 0 ? `− ${money(-e.amount)}` : `+ ${money(e.amount)}`}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(e.balanceAfter)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {pages > 1 && (
            <Pagination
              sx={{ justifySelf: 'center' }}
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_e, p) => {
                const next = new URLSearchParams(params);
                if (p > 1) next.set('page', String(p));
                else next.delete('page');
                setParams(next, { replace: true });
              }}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
