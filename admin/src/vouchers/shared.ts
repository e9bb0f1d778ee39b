import type { VoucherType, VoucherValidity } from '../../../common/orders';

/** A voucher as GET /voucher answers it. */
export interface VoucherRow {
  id: number;
  voucherName: string;
  voucherType: VoucherType;
  voucherCode: string;
  voucherQuota: number;
  voucherStartDate: string;
  voucherStopDate: string;
  voucherDisc: number;
  voucherMinPurchase: number;
  voucherUsgLimit: number;
  freeShipping: boolean;
  firstOrder: boolean;
  package: boolean;
  used: number;
  remaining: number;
  status: VoucherValidity;
  /** No order ever used it; a used voucher cannot be deleted. */
  deletable: boolean;
}

/** One use of a voucher as GET /voucher/history answers it. */
export interface UsageRow {
  id: number;
  voucherId: number;
  voucherName: string;
  voucherCode: string;
  userId: number;
  agentName: string;
  agentEmail: string | null;
  orderId: number;
  orderNo: string | null;
  discount: number;
  usedAt: string;
  released: boolean;
  releasedAt: string | null;
}

/** /voucher/history filtered to one voucher (the list reads its filter from the address). */
export const historyPath = (voucherId: number) => `/voucher/history?filter=${encodeURIComponent(JSON.stringify({ voucherId }))}`;
