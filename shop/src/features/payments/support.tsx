import { parseMajor } from '../../../../common/money';
import { useApiData } from '../../hooks/useApiData';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import type { AdminFee, GatewayBank, GatewayPaymentStatus, PaymentPurpose } from './types';

/**
 * Shared pieces of the agent app's gateway payments.
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - A payment session id is a fresh random id per attempt (checkout, "Pay now", "checkout again",
 *   a top-up confirmation). It travels in the URL (`/payment/<type>/<session>`), so reloading that
 *   page asks the server for the same session and gets the same bill; a new attempt is a new id.
 * - Top-up amounts are typed in major units (RM) with at most two decimals, from RM 1.00 to
 *   RM 30,000.00 (TOPUP_LIMITS in common/payments.ts, minor units); `/topup/:amount` carries minor units (sen).
 * - The bank is optional: without one the gateway's own page asks for it.
 */

export { TOPUP_LIMITS } from '../../../../common/payments';

/** A new payment session id (crypto.randomUUID where available, else 128 random bits in hex). */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Minor units of a typed top-up amount (top-ups are in ringgit only), or null when it is not one. */
export const parseMajorAmount = (text: string): number | null => parseMajor(text, 'MYR');

/** The result page of a payment in a state (pending → the page that polls). */
export function resultPath(purpose: PaymentPurpose, status: GatewayPaymentStatus, paymentId: number): string {
  const pages = {
    order: { pending: PATHS.checkoutPending, paid: PATHS.checkoutCompleted, failed: PATHS.checkoutFailed },
    topup: { pending: PATHS.topupPending, paid: PATHS.topupCompleted, failed: PATHS.topupFailed },
  } as const;
  return `${pages[purpose][status]}?paymentId=${paymentId}`;
}

/** The gateway's admin fee on an amount (nothing asked while amount is null). */
export function useAdminFee(amount: number | null, gatewayType?: string | null) {
  return useApiData<AdminFee>(amount !== null && amount > 0 ? '/payment-gateway/admin-fee' : null, {
    query: { amount: amount ?? undefined, ...(gatewayType ? { gatewayType } : {}) },
  });
}

/** The online-banking bank list (active banks only); empty choice = choose on the gateway's page. */
export function BankPicker({ value, onChange, disabled }: { value: string; onChange: (code: string) => void; disabled?: boolean }) {
  const t = useT();
  const banks = useApiData<GatewayBank[]>('/payment-gateway/banks', { cache: true });
  return (
    <SelectField
      name="bankCode"
      id="bankCode"
      label={t('shop.payments.bank')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={(banks.data ?? []).filter((b) => b.active).map((b) => ({ value: b.code, label: b.name || b.code }))}
      loading={banks.loading}
      disabled={disabled}
      helperText={banks.error ? banks.error.message : value ? undefined : t('shop.payments.bankLater')}
      error={Boolean(banks.error)}
      sx={{ maxWidth: 420 }}
    />
  );
}
