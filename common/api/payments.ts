import type { Currency } from '../constants';
import type { GatewayPaymentStatus, PaymentPurpose } from '../payments';

/** A row of GET /settlement/reportdata (server/modules/payments/settlement.ts; money in integer minor units). */
export interface SettlementRow {
  id: number;
  date: string;
  orderId: number | null;
  orderNo: string | null;
  /** The agent who paid (its name, or its e-mail when it has none). */
  agent: { id: number; name: string };
  status: GatewayPaymentStatus;
  /** What the payer paid (the bill) = amount + fee. */
  gross: number;
  /** The online payment fee on top; `feeKeptBy` who keeps it, `platformFee` the platform's part. */
  fee: number;
  feeKeptBy: 'platform' | 'company';
  platformFee: number;
  /** What the order (its grand total) or the wallet received. */
  amount: number;
  /** What the company receives: gross − platformFee. */
  net: number;
  /** The payment's currency, as the gateway billed it (the company's). */
  currency: Currency;
  paymentMethod: string;
  purpose: PaymentPurpose;
  billId: string;
}

/** GET /settlement/getpayment: counts by status and the paid payments' gross, amount, fee, platform fee and net (minor units) under the filters. */
export interface SettlementSummary {
  count: number;
  paid: number;
  pending: number;
  failed: number;
  gross: number;
  amount: number;
  fee: number;
  platformFee: number;
  net: number;
  currency: Currency;
}
