import type { WalletKind } from '../../../../common/catalog/wallet';

/** The shapes of the payments API (issue 8, /tmp contract "Gateway") the agent app reads. */

export type PayType = 'order' | 'topup';
export type PaymentStatus = 'pending' | 'paid' | 'failed';

/** GET /payment-gateway/payments/:id */
export interface PaymentView {
  id: number;
  purpose: PayType;
  orderId: number | null;
  /** Minor units, without the gateway's admin fee. */
  amount: number;
  /** The gateway's admin fee charged on top (minor units). */
  fee: number;
  currency: string;
  status: PaymentStatus;
  /** 'credited' when a paid order bill went to the wallet (the order was no longer unpaid); 'topup' for top-ups. */
  outcome: string | null;
  billUrl: string | null;
  createdAt: string;
  paidAt: string | null;
}

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

export interface WalletEntry {
  id: number;
  userId: number;
  /** Signed minor units: credit in is positive, spending negative. */
  amount: number;
  kind: WalletKind;
  orderId: number | null;
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
  entries: WalletEntry[];
  total: number;
  offset: number;
}
