import type { EntryView, GatewayBank, GatewayPaymentStatus, PaymentPurpose } from '../../../../common/payments';

/** The shapes of the payments API, as the server types them (common/payments.ts). */
export type { AdminFee, CheckoutResult, GatewayOptions, PaymentView, WalletView } from '../../../../common/payments';
export type WalletEntry = EntryView;
export type Bank = GatewayBank;
export type PayType = PaymentPurpose;
export type PaymentStatus = GatewayPaymentStatus;

