import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { paymentPath, PATHS } from '../../paths';
import { useMoney } from '../shop/format';
import { AmountRow } from '../cart/AmountsSummary';
import { BankPicker, newSessionId, TOPUP_LIMITS, useAdminFee } from './support';
import type { GatewayOptions } from './types';

/**
 * /topup/:amount (minor units): confirms a top-up — the amount, the gateway's admin fee and the
 * total (GET /api/payment-gateway/admin-fee), a bank — then goes to /payment/topup/<new session>.
 * An amount outside TOPUP_LIMITS or a gateway that is not available is said, with a way back.
 */
export default function TopupConfirmPage() {
  const t = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const params = useParams();
  usePageTitle(t('shop.wallet.confirmTitle'));
  const raw = params.amount ?? '';
  const amount = /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const valid = amount !== null && amount >= TOPUP_LIMITS.min && amount <= TOPUP_LIMITS.max;
  const options = useApiData<GatewayOptions>('/payment-gateway/options');
  const fee = useAdminFee(valid && options.data?.available ? amount : null, options.data?.gatewayType);
  const [bankCode, setBankCode] = useState('');

  const back = (
    <Box>
      <Button component={Link} to={PATHS.wallet} startIcon={<ArrowBack />}>
        {t('shop.payments.backToWallet')}
      </Button>
    </Box>
  );
  let content: React.ReactNode;
  if (!valid) {
    content = (
      <Alert severity="error" data-testid="topup-invalid">
        {t('shop.wallet.amountError.range', { min: money(TOPUP_LIMITS.min), max: money(TOPUP_LIMITS.max) })}
      </Alert>
    );
  } else if (options.error) {
    content = <LoadError message={options.error.message} onRetry={options.retry} />;
  } else if (!options.data) {
    content = <PageLoader />;
  } else if (!options.data.available) {
    content = <Alert severity="info">{t('shop.wallet.topupUnavailable')}</Alert>;
  } else {
    content = (
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <AmountRow label={t('shop.wallet.topupAmount')} value={money(amount)} testId="confirm-amount" />
          {fee.error && <LoadError message={fee.error.message} onRetry={fee.retry} />}
          {fee.data ? (
            <>
              <AmountRow label={t('shop.payments.adminFee')} value={money(fee.data.fee)} testId="confirm-fee" />
              <AmountRow label={t('shop.payments.total')} value={money(fee.data.total)} strong testId="confirm-total" />
            </>
          ) : (
            !fee.error && <PageLoader />
          )}
          <BankPicker value={bankCode} onChange={setBankCode} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" size="large" disabled={!fee.data} data-testid="topup-pay" onClick={() => navigate(paymentPath('topup', newSessionId(), { amount, bankCode }))}>
              {fee.data ? t('shop.payments.payFor', { total: money(fee.data.total) }) : t('shop.payments.pay')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('shop.payments.leaveHint')}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      {back}
      <Typography variant="h5" component="h1">
        {t('shop.wallet.confirmTitle')}
      </Typography>
      {content}
    </Box>
  );
}
