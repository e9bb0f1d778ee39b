/** Order, cart and voucher constants shared by the server, the console and the agent app (docs/rules.md). */

/** Order stages in their order; cancelled is off the path. */
export const ORDER_STAGES = ['unpaid', 'approval', 'to_ship', 'delivery', 'completed', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Stored order types; "team" (orders an agent receives from its downlines) is an upline order seen by its seller. */
export const ORDER_TYPES = ['hq', 'upline', 'personal'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** Types a list may filter by. */
export const ORDER_TYPE_FILTERS = ['hq', 'upline', 'personal', 'team'] as const;
export type OrderTypeFilter = (typeof ORDER_TYPE_FILTERS)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Payment types. manual: paid to the seller outside the platform (bank transfer, cash) and marked
 * paid by the seller, or by approving the buyer's receipt; credit: from the agent's credit wallet
 * at checkout, for orders HQ sells; gateway: online banking through the payment gateway (Billplz),
 * for orders HQ sells, paid after checkout on the gateway's page.
 */
export const PAYMENT_TYPES = ['manual', 'credit', 'gateway'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const SHIPMENT_TYPES = ['courier', 'pickup'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

export const CART_ITEM_TYPES = ['product', 'package', 'combo'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const ORDER_ACTIONS = ['checkout', 'paid', 'approved', 'shipped', 'completed', 'cancelled', 'deleted', 'expired', 'tracking', 'pickup'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const VOUCHER_TYPES = ['amount', 'percentage'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
export const VOUCHER_VALIDITY = ['ongoing', 'upcoming', 'expired'] as const;
export type VoucherValidity = (typeof VOUCHER_VALIDITY)[number];

/** The manage-orders search notice: a search matching more orders than this asks for a narrower one (docs/rules.md). */
export const ORDER_SEARCH_NOTICE = 150;
/** Bulk actions take at most this many orders at once. */
export const ORDER_BULK_MAX = 100;
export const CART_MAX_QTY = 10_000;

/** A voucher as GET /voucher answers it (server/modules/vouchers). */
export interface VoucherView {
  id: number;
  comId: number;
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
  /** No order ever used it (a used voucher stays for the orders that name it). */
  deletable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One use of a voucher as GET /voucher/history answers it. */
export interface VoucherUsageView {
  id: number;
  voucherId: number;
  voucherName: string;
  voucherCode: string;
  userId: number;
  agentName: string;
  agentEmail: string | null;
  orderId: number;
  orderNo: string | null;
  orderStage: string | null;
  discount: number;
  usedAt: string;
  released: boolean;
  releasedAt: string | null;
}

/**
 * An order's amounts in minor units: the parts add up to the grand total (server/modules/orders/
 * pricing.ts). A paid order adds `paymentFee` (the online payment fee paid on top) and `totalPaid`
 * (grand total + payment fee).
 */
export interface OrderAmounts {
  subtotal: number;
  discount: number;
  voucherDiscount: number;
  shippingFee: number;
  adminFee: number;
  tax: number;
  serviceCharge: number;
  grandTotal: number;
}

export interface PaidAmounts {
  paymentFee: number;
  totalPaid: number;
}
