import type { WalletKind } from './catalog/wallet';

/** Payment-gateway constants shared by the server, the console and the agent app. */

export const PAYMENT_PURPOSES = ['order', 'topup'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const GATEWAY_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/** Whose gateway account made the bill: the company's own setup or the product's default account. */
export const GATEWAY_ACCOUNTS = ['company', 'default'] as const;
export type GatewayAccount = (typeof GATEWAY_ACCOUNTS)[number];

/** What a paid bill did: paid its order, went to the wallet (the order was no longer payable), or topped up. */
export type PaymentOutcome = 'order_paid' | 'credited' | 'topup';

/** A wallet top-up, minor units: RM 1.00 to RM 30,000.00 (the FPX limit for individuals). */
export const TOPUP_LIMITS = { min: 100, max: 3_000_000 } as const;

/** POST /payment-gateway/checkout (+ /company, /topup): the session's bill. */
export interface CheckoutResult {
  paymentId: number;
  billId: string;
  billUrl: string;
  status: GatewayPaymentStatus;
}

/** GET /payment-gateway/options: whether online banking is offered, through whose account, and its fee. */
export interface GatewayOptions {
  available: boolean;
  gatewayType: GatewayAccount | null;
  adminFee: number;
  currency: string;
}

/** GET /payment-gateway/banks */
export interface GatewayBank {
  code: string;
  name: string;
  active: boolean;
}

/** GET /payment-gateway/admin-fee: the fee on an amount and the total the payer pays. */
export interface AdminFee {
  fee: number;
  total: number;
  gatewayType: GatewayAccount;
}

/** GET /payment-gateway/payments/:id */
export interface PaymentView {
  id: number;
  purpose: PaymentPurpose;
  orderId: number | null;
  /** Minor units, without the gateway's admin fee. */
  amount: number;
  /** The gateway's admin fee charged on top (minor units). */
  fee: number;
  currency: string;
  status: GatewayPaymentStatus;
  outcome: PaymentOutcome | null;
  billUrl: string;
  createdAt: string;
  paidAt: string | null;
}

/** One wallet ledger entry as the API shows it. */
export interface EntryView {
  id: number;
  userId: number;
  /** Signed minor units: credit in is positive, spending negative. */
  amount: number;
  kind: WalletKind;
  orderId: number | null;
  /** The order's number (lists only; null elsewhere). */
  orderNo: string | null;
  reference: string;
  balanceAfter: number;
  note: string | null;
  createdBy: number | null;
  createdAt: string;
}

/** GET /wallet */
export interface WalletView {
  userId: number;
  balance: number;
  currency: string;
  entries: EntryView[];
  total: number;
  offset: number;
}
