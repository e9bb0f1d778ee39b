import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { useMoney } from '../shop/format';
import type { OrderAmounts, PaidAmounts } from '../../../../common/orders';

/** A cart's or a quote's amounts; an order's add what was paid (the fee on top, the total paid; 0 while unpaid). */
export interface AmountParts extends OrderAmounts, Partial<PaidAmounts> {
  points?: number;
}

/** One label / amount line of a summary. */
export function AmountRow({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 600 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 600 : undefined }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The amounts of a cart, a quote or an order; zero parts other than subtotal and total are left out.
 * A paid order adds its online payment fee (when it has one) and what was paid in all.
 */
export function AmountsSummary({ amounts, showShipping = true }: { amounts: AmountParts; showShipping?: boolean }) {
  const t = useT();
  const money = useMoney();
  const minus = (n: number) => `− ${money(n)}`;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }} data-testid="amounts">
      <AmountRow label={t('shop.amounts.subtotal')} value={money(amounts.subtotal)} testId="amount-subtotal" />
      {amounts.discount > 0 && <AmountRow label={t('shop.amounts.discount')} value={minus(amounts.discount)} />}
      {amounts.voucherDiscount > 0 && <AmountRow label={t('shop.amounts.voucherDiscount')} value={minus(amounts.voucherDiscount)} testId="amount-voucher" />}
      {showShipping && <AmountRow label={t('shop.amounts.shippingFee')} value={money(amounts.shippingFee)} testId="amount-shipping" />}
      {amounts.adminFee > 0 && <AmountRow label={t('shop.amounts.adminFee')} value={money(amounts.adminFee)} />}
      {amounts.tax > 0 && <AmountRow label={t('shop.amounts.tax')} value={money(amounts.tax)} />}
      {amounts.serviceCharge > 0 && <AmountRow label={t('shop.amounts.serviceCharge')} value={money(amounts.serviceCharge)} />}
      <Divider />
      <AmountRow label={t('shop.amounts.grandTotal')} value={money(amounts.grandTotal)} strong testId="amount-total" />
      {amounts.paymentFee !== undefined && amounts.paymentFee > 0 && <AmountRow label={t('shop.amounts.paymentFee')} value={money(amounts.paymentFee)} testId="amount-payment-fee" />}
      {amounts.totalPaid !== undefined && amounts.totalPaid > 0 && <AmountRow label={t('shop.amounts.totalPaid')} value={money(amounts.totalPaid)} strong testId="amount-total-paid" />}
      {amounts.points !== undefined && amounts.points > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('shop.amounts.points', { count: amounts.points })}
        </Typography>
      )}
    </Box>
  );
}
