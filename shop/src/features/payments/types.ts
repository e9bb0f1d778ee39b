/** The shapes of the payments API, as the server types them (common/payments.ts). */
export type { AdminFee, CheckoutResult, GatewayBank, GatewayOptions, GatewayPaymentStatus, PaymentPurpose, PaymentView, WalletView } from '../../../../common/payments';
