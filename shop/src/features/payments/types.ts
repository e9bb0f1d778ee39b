import type { EntryView, GatewayPaymentStatus, PaymentPurpose } from '../../../../common/payments';

export type { PaymentView, WalletView } from '../../../../common/payments';
export type WalletEntry = EntryView;

/** The shapes of the payments API the agent app reads (the ones the server also names live in common/payments.ts). */

export type PayType = PaymentPurpose;
export type PaymentStatus = GatewayPaymentStatus;

/** POST /payment-gateway/checkout */
export interface CheckoutResult {
  paymentId: number;
  billId: string;
  billUrl: string;
  status: PaymentStatus;
}

/** GET /payment-gateway/options */
export interface GatewayOptions {
  available: boolean;
  gatewayType: 'company' | 'default' | null;
  adminFee: number;
  currency: string;
}

/** GET /payment-gateway/banks */
export interface Bank {
  code: string;
  name: string;
  active: boolean;
}

/** GET /payment-gateway/admin-fee */
export interface AdminFee {
  fee: number;
  total: number;
  gatewayType: string;
}

