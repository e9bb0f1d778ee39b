import { TenantModel } from '../../platform/model';
import { User } from '../users';
import type { CartItemType, OrderAction, OrderStage, OrderType, PaymentStatus, PaymentType, ShipmentType } from '../../../common/orders';

// Moved to the modules that own them; still exported here for scripts and tests that import them from here.
export { AgentPeriodSales } from '../agents';
export { CustomerAddress } from '../customers';

/** A user's cart: the applied voucher and the unpaid order that blocks a new checkout. */
export class Cart extends TenantModel {
  static override tableName = 'carts';
  userId!: number;
  voucherId!: number | null;
  openOrderId!: number | null;
  items?: CartItem[];
  static override get relationMappings() {
    return { items: { relation: TenantModel.HasManyRelation, modelClass: CartItem, join: { from: 'carts.id', to: 'cart_items.cart_id' } } };
  }
}

/** A chosen product of a combo line. */
export interface ComboPick {
  productId: number;
  variantId?: number | null;
  quantity: number;
}

export class CartItem extends TenantModel {
  static override tableName = 'cart_items';
  static override get jsonAttributes() {
    return ['choices'];
  }
  cartId!: number;
  itemType!: CartItemType;
  productId!: number | null;
  variantId!: number;
  packageId!: number | null;
  comboId!: number | null;
  choices!: ComboPick[] | null;
  quantity!: number;
}

export class Order extends TenantModel {
  static override tableName = 'orders';
  static override booleans = ['isFirstOrder', 'storeDropship'];
  orderNo!: string;
  referenceNo!: string;
  type!: OrderType;
  buyerId!: number;
  sellerId!: number | null;
  createdBy!: number | null;
  stage!: OrderStage;
  paymentType!: PaymentType;
  paymentStatus!: PaymentStatus;
  customerId!: number | null;
  receiverFirstName!: string | null;
  receiverLastName!: string | null;
  receiverEmail!: string | null;
  receiverPhoneCode!: string | null;
  receiverPhoneNumber!: string | null;
  receiverAddress1!: string | null;
  receiverAddress2!: string | null;
  receiverPostcode!: string | null;
  receiverCity!: string | null;
  receiverState!: string | null;
  receiverCountry!: string | null;
  receiverProvinceId!: string | null;
  receiverRegencyId!: string | null;
  receiverDistrictId!: string | null;
  receiverVillageId!: string | null;
  shipmentType!: ShipmentType;
  courierId!: number | null;
  courierName!: string | null;
  branchId!: number | null;
  pickupAt!: string | null;
  trackingNo!: string | null;
  weightGrams!: number;
  units!: number;
  subtotal!: number;
  discount!: number;
  voucherId!: number | null;
  voucherCode!: string | null;
  voucherDiscount!: number;
  shippingFee!: number;
  adminFee!: number;
  tax!: number;
  serviceCharge!: number;
  grandTotal!: number;
  /** The online payment fee the payer paid on top of the grand total (a gateway payment; 0 otherwise). */
  paymentFee!: number;
  /** What the payer paid: grand total + payment fee (0 while unpaid). */
  totalPaid!: number;
  points!: number;
  isFirstOrder!: boolean | number;
  /** The agent whose affiliate link brought the order (its affiliate commission). */
  affiliateId!: number | null;
  /** HQ sold it for an agent's storefront customer at the store's price (dropship): the agent earns its margin (commissions, sale-profit). */
  storeDropship!: boolean | number;
  notes!: string | null;
  remark!: string | null;
  sessionId!: string | null;
  expiresAt!: string | null;
  paidAt!: string | null;
  /** Set when the order is paid (server/modules/orders/invoices.ts): gapless per company. */
  invoiceNo!: string | null;
  /** First print of each document (null: not printed yet). */
  invoicePrintedAt!: string | null;
  packingPrintedAt!: string | null;
  labelPrintedAt!: string | null;
  approvedAt!: string | null;
  shippedAt!: string | null;
  completedAt!: string | null;
  cancelledAt!: string | null;
  deletedAt!: string | null;
  /**
   * The buyer's particulars for an e-invoice of the order, given at checkout (einvoice reads them
   * when the order is paid: server/modules/einvoice/orders.ts); all null when it asked for none.
   */
  einvoiceTin!: string | null;
  einvoiceIdType!: 'NRIC' | 'BRN' | 'PASSPORT' | 'ARMY' | null;
  einvoiceIdValue!: string | null;
  einvoiceName!: string | null;
  /** The buyer's tier, state and age band when it paid, stamped for the reports (reports/summaries.ts). */
  buyerTierId?: number | null;
  buyerState?: string | null;
  buyerAgeBand?: string | null;
  items?: OrderItem[];
  stock?: OrderStock[];
  events?: OrderEvent[];
  static override get relationMappings() {
    return {
      items: { relation: TenantModel.HasManyRelation, modelClass: OrderItem, join: { from: 'orders.id', to: 'order_items.order_id' } },
      stock: { relation: TenantModel.HasManyRelation, modelClass: OrderStock, join: { from: 'orders.id', to: 'order_stock.order_id' } },
      events: { relation: TenantModel.HasManyRelation, modelClass: OrderEvent, join: { from: 'orders.id', to: 'order_events.order_id' } },
      buyer: { relation: TenantModel.BelongsToOneRelation, modelClass: User, join: { from: 'orders.buyer_id', to: 'users.id' } },
    };
  }
}

export class OrderItem extends TenantModel {
  static override tableName = 'order_items';
  orderId!: number;
  itemType!: CartItemType;
  productId!: number | null;
  variantId!: number;
  packageId!: number | null;
  comboId!: number | null;
  name!: string;
  sku!: string | null;
  variantName!: string | null;
  quantity!: number;
  unitPrice!: number;
  lineTotal!: number;
  discount!: number;
  voucherDiscount!: number;
  salesValue!: number;
  units!: number;
  points!: number;
}

/** Units of one product (or variant) an order took from its seller's stock. */
export class OrderStock extends TenantModel {
  static override tableName = 'order_stock';
  static override booleans = ['preorder'];
  orderId!: number;
  productId!: number;
  variantId!: number;
  quantity!: number;
  preorder!: boolean | number;
}

export class OrderEvent extends TenantModel {
  static override tableName = 'order_events';
  orderId!: number;
  action!: OrderAction;
  fromStage!: OrderStage | null;
  toStage!: OrderStage | null;
  byUserId!: number | null;
  note!: string | null;
}

/**
 * How many orders (not hidden by their buyer) one audience has in one stage and type: the order
 * counters of counters.ts (migration 20261127004000_order_counts). `scope` 'all' counts every order
 * of the company per KL creation day (`day`) and in all (`day` ''); 'buyer' / 'seller' the orders
 * the user `scopeId` placed / that were placed with it (`day` '').
 */
export class OrderCount extends TenantModel {
  static override tableName = 'order_counts';
  static override timestamps = false;
  static override idColumn = ['companyId', 'scope', 'scopeId', 'day', 'stage', 'type'];
  scope!: 'all' | 'buyer' | 'seller';
  scopeId!: number;
  day!: string;
  stage!: OrderStage;
  type!: OrderType;
  n!: number;
}
