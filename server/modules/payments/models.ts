import type { Pojo } from 'objection';
import type { Currency } from '../../../common/constants';
import { TenantModel } from '../../platform/model';

import type { GatewayAccount, GatewayPaymentStatus, PaymentOutcome, PaymentPurpose } from '../../../common/payments';

export { GATEWAY_ACCOUNTS, GATEWAY_PAYMENT_STATUSES, PAYMENT_PURPOSES } from '../../../common/payments';
export type { GatewayAccount, GatewayPaymentStatus, PaymentOutcome, PaymentPurpose } from '../../../common/payments';

/** One payment-gateway bill (db/migrations/20261122001100_payments_fulfilment.ts). */
export class GatewayPayment extends TenantModel {
  static override tableName = 'gateway_payments';
  userId!: number;
  purpose!: PaymentPurpose;
  orderId!: number | null;
  account!: GatewayAccount;
  /** What is credited (order grand total or top-up), minor units. */
  amount!: number;
  /** Admin fee on top: the bill is amount + fee. */
  fee!: number;
  /** The company's currency when the bill was made (only a company currency is written). */
  currency!: Currency;
  bankCode!: string | null;
  billId!: string;
  billUrl!: string;
  sessionId!: string;
  /** The account's keys the bill was made with, encrypted (server/platform/secrets.ts); never presented. */
  credentials!: string | null;
  status!: GatewayPaymentStatus;
  outcome!: PaymentOutcome | null;
  paidAt!: string | null;
  failedAt!: string | null;
  /** Where the payer returns after the gateway (a store's order page); null: the agent app's result pages. */
  returnPath!: string | null;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const out = super.$parseDatabaseJson(json);
    for (const key of ['amount', 'fee']) if (typeof out[key] === 'string') out[key] = Number(out[key]);
    return out;
  }
}
