import type { Country } from '../constants';
import type { CartItemType, OrderAction, OrderAmounts, OrderStage, OrderType, PaidAmounts, PaymentStatus, PaymentType, ShipmentType } from '../orders';
import type { AddressFields, ReceiverCheck, ReceiverProblem } from '../receiver';

/**
 * The answers of the orders API, as the server sends them and both front ends read them: the
 * Order of GET /api/manage-orders (rows without items and events) and GET /api/manage-orders/:id
 * (server/modules/orders/views.ts), the cart and the checkout's shipping and payment methods
 * (views.ts `cartView`, checkout.ts), and an address-book entry (server/modules/customers).
 */

/** An agent's address-book entry as GET /api/sales/customer answers it (server/modules/customers). */
export interface CustomerView {
  id: number;
  addrTitle: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  address1: string | null;
  address2: string | null;
  postCode: string | null;
  city: string | null;
  state: string | null;
  country: Country | null;
  provinceId: string | null;
  regencyId: string | null;
  districtId: string | null;
  villageId: string | null;
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface OrderItemView {
  id: number;
  itemType: CartItemType;
  productId: number | null;
  variantId: number | null;
  packageId: number | null;
  comboId: number | null;
  name: string;
  sku: string | null;
  variantName: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  voucherDiscount: number;
  salesValue: number;
  units: number;
  points: number;
}

export interface OrderEventView {
  id: number;
  action: OrderAction;
  fromStage: OrderStage | null;
  toStage: OrderStage | null;
  by: { id: number; name: string } | null;
  note: string | null;
  createdAt: string;
}

export interface OrderCan {
  pay: boolean;
  approve: boolean;
  cancel: boolean;
  ship: boolean;
  complete: boolean;
  delete: boolean;
  updatePickup: boolean;
}

export interface Amounts extends OrderAmounts {
  points: number;
  units: number;
  weightGrams: number;
}

/** An order: its amounts, and what was paid (`paymentFee` the online payment fee on top, `totalPaid` = grand total + fee). */
export interface Order extends Amounts, PaidAmounts {
  id: number;
  orderNo: string;
  referenceNo: string;
  type: OrderType;
  stage: OrderStage;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  buyer: { id: number; name: string; email: string | null; tier: { id: number; levelName: string } | null };
  seller: { id: number; name: string } | null;
  receiver: AddressFields;
  /** What the receiver lacks for a courier (an older order may lack some: HQ is shown what); empty when complete or picked up. */
  receiverProblems: ReceiverProblem[];
  customerId: number | null;
  shipmentType: ShipmentType;
  courierId: number | null;
  courierName: string | null;
  branch: { id: number; name: string } | null;
  pickupAt: string | null;
  trackingNo: string | null;
  /** Set when paid; gapless per company. */
  invoiceNo: string | null;
  /** First print time of each document, null when not printed yet. */
  printed: { invoice: string | null; packingList: string | null; shippingLabel: string | null };
  voucherCode: string | null;
  isFirstOrder: boolean;
  notes: string | null;
  remark: string | null;
  expiresAt: string | null;
  createdAt: string;
  paidAt: string | null;
  approvedAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  items?: OrderItemView[];
  events?: OrderEventView[];
  can: OrderCan;
}

/** A manual payment receipt of an order (server/modules/receipts): its file behind a signed link. */
export interface ReceiptView {
  id: number;
  orderId: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  url: string | null;
  uploadedBy: number | null;
  decidedBy: number | null;
  decidedAt: string | null;
  createdAt: string | null;
}

/** GET /api/manage-orders/:id/receipts: an order's receipts and what the caller may do. */
export interface OrderReceipts {
  /** The company's manualReceipt feature. */
  enabled: boolean;
  /** The caller (the buyer) may upload a receipt now. */
  canUpload: boolean;
  /** The caller (the seller) may approve or reject the pending receipt (approving an order no longer unpaid is refused). */
  canDecide: boolean;
  /** Newest first; at most one pending. */
  items: ReceiptView[];
}

/** Why a cart line cannot be checked out as it is (server/modules/orders/cart.ts). */
export type LineProblem = 'deleted' | 'suspended' | 'outOfStock' | 'preorderLimit' | 'firstOrderOnly';

/** One product (and variant) chosen for a combo line. */
export interface ComboChoice {
  productId: number;
  variantId?: number | null;
  quantity: number;
}

export interface CartLine {
  id: number;
  itemType: CartItemType;
  productId: number | null;
  variantId: number | null;
  packageId: number | null;
  comboId: number | null;
  choices: ComboChoice[] | null;
  quantity: number;
  name: string;
  sku: string | null;
  image: string | null;
  variantName: string | null;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  units: number;
  available: boolean;
  problem: LineProblem | null;
}

/** GET /api/sales/my-shop/get-cart: the cart priced for its seller. */
export interface Cart {
  seller: { type: OrderType; id: number | null; name: string };
  items: CartLine[];
  /** `problem`: why the applied voucher does not apply to the cart as it is now (translated). */
  voucher: { code: string; name: string; discount: number; freeShipping: boolean; problem: string | null } | null;
  amounts: Amounts;
  isFirstOrder: boolean;
  minimum: { unit: number; amount: number; met: boolean; basis: 'unit' | 'amount' } | null;
  openOrder: { id: number; orderNo: string; grandTotal: number; stage: OrderStage } | null;
}

/** GET /api/sales/ship-method: the receiver and what a courier still needs of it, the couriers' prices, self pickup. */
export interface ShipMethods {
  receiver: ReceiverCheck;
  couriers: { courierId: number; name: string; service: string | null; price: number; free: boolean }[];
  pickup: { enabled: boolean; branches: { id: number; name: string; address: string | null }[]; bookingMinutes: number };
}

/** GET /api/sales/payment-method: one way to pay the order. */
export interface PaymentMethod {
  type: PaymentType;
  name: string;
  adminFee: number;
  /** The credit wallet's balance (credit only). */
  balance?: number;
}
