import { TenantModel } from '../../platform/model';
import type { StoreFulfilment, StoreKind, StoreStatus } from '../../../common/api/store';

/** A store (db/migrations/20261129040100_stores.ts): an agent's storefront today, HQ's and co-op stores later. */
export class Store extends TenantModel {
  static override tableName = 'stores';
  kind!: StoreKind;
  ownerId!: number;
  slug!: string;
  name!: string;
  /** Storage keys (public folder). */
  logo!: string | null;
  banner!: string | null;
  whatsapp!: string | null;
  about!: string | null;
  fulfilment!: StoreFulfilment;
  status!: StoreStatus;
  /** Co-op stores (db/migrations/20261130020000_store_coop.ts): the school; classes and pickup_times are JSON text. */
  schoolName!: string | null;
  schoolAddress!: string | null;
  classes!: string | null;
  pickupPoint!: string | null;
  pickupTimes!: string | null;
}

/** A product a store sells, at the store's own price (minor units). */
export class StoreProduct extends TenantModel {
  static override tableName = 'store_products';
  storeId!: number;
  productId!: number;
  price!: number;
}

/** An order placed through a store: the store, how the guest pays, the status link's nonce. */
export class StoreOrder extends TenantModel {
  static override tableName = 'store_orders';
  storeId!: number;
  orderId!: number;
  paymentMethod!: 'gateway' | 'transfer';
  sessionId!: string;
  nonce!: string;
  email!: string;
  lang!: string;
  /** Co-op orders: the parent's fields and the collection at the school. */
  studentName!: string | null;
  parentName!: string | null;
  className!: string | null;
  pickupStatus!: 'waiting' | 'picked_up' | null;
  pickedUpAt!: string | null;
  pickedUpBy!: number | null;
}

/** A store's day (Kuala Lumpur): visits, orders placed, orders paid and their sales. */
export class StoreDaily extends TenantModel {
  static override tableName = 'store_daily';
  static override timestamps = false;
  static override idColumn = ['companyId', 'storeId', 'day'];
  storeId!: number;
  day!: string;
  visits!: number;
  orders!: number;
  paidOrders!: number;
  sales!: number;
}

/** Units and sales of one product of a store in one month (the summary's top products). */
export class StoreProductMonthly extends TenantModel {
  static override tableName = 'store_product_monthly';
  static override timestamps = false;
  static override idColumn = ['companyId', 'storeId', 'month', 'productId'];
  storeId!: number;
  month!: string;
  productId!: number;
  units!: number;
  sales!: number;
}
