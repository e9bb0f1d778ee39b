import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { post } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { AmountForm } from './AmountForm';
import { FigureRow, PageHeader, RowsSkeleton, Section } from './parts';
import { useCommissionT } from './texts';
import type { MoneyBalanceView } from './types';

/**
 * /commission/transfer: moves available commission into the agent's credit wallet (POST
 * /commission/transfer-to-wallet) to restock with it, then shows the wallet's new balance.
 */
export default function TransferPage() {
  const t = useCommissionT();
  usePageTitle(t('shop.commission.moveToWallet'));
  const balance = useApiData<MoneyBalanceView>('/company-money/balance');
  const [message, setMessage] = useState<string | null>(null);
  const b = balance.data;

  const transfer = async (amount: number) => {
    const res = await post('/commission/transfer-to-wallet', { amount });
    const text = res.message || t('shop.commission.moved');
    setMessage(text);
    balance.retry();
    return text;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={t('shop.commission.moveToWallet')} />
      <Section title={t('shop.commission.moveTitle')} testId="transfer">
        <Typography variant="body2" color="text.secondary">
          {t('shop.commission.moveIntro')}
        </Typography>
        {message && (
          <Alert severity="success" role="status" data-testid="transfer-done">
            {message}
          </Alert>
        )}
        {balance.loading && <RowsSkeleton rows={2} />}
        {balance.error && <LoadError message={balance.error.message} onRetry={balance.retry} />}
        {b && (
          <>
            <FigureRow label={t('shop.commission.available')} value={b.available} strong testId="transfer-available" />
            <FigureRow label={t('shop.commission.walletBalance')} value={b.wallet} testId="wallet-balance" />
            {b.available > 0 ? (
              <AmountForm key={b.available} testId="transfer-form" initial="" min={1} max={b.available} submitLabel={t('shop.commission.move')} hint="shop.commission.upTo" onSubmit={transfer} />
            ) : (
              <Alert severity="info" data-testid="nothing-to-move">
                {t('shop.commission.nothingToMove')}
              </Alert>
            )}
          </>
        )}
        <Box>
          <Button component={Link} to={PATHS.wallet} size="small">
            {t('shop.commission.openWallet')}
          </Button>
        </Box>
      </Section>
    </Box>
  );
}
