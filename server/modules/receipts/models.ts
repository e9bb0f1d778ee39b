import { TenantModel } from '../../platform/model';

export const RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** A payment receipt uploaded by the buyer of an order (see db/migrations/20261122001030_receipts.ts). */
export class OrderReceipt extends TenantModel {
  static override tableName = 'order_receipts';
  orderId!: number;
  /** The order id while pending, null once decided: one pending receipt per order. */
  pendingOrderId!: number | null;
  fileKey!: string;
  status!: ReceiptStatus;
  reason!: string | null;
  uploadedBy!: number | null;
  decidedBy!: number | null;
  decidedAt!: string | null;
}
