import type { OrderStage, PaymentStatus } from '../orders';
import type { StoreSetupInput, StoreSetup } from './store';

/**
 * The school co-op store (issue 28, docs/stores.md "Co-op store"): a store of kind 'coop' run by an
 * agent (or registered by HQ for an agent) for one school. Parents order on its public page with the
 * student's name, the parent's name and the class; everything is collected at the school's pickup
 * point within the store's pickup times. Money in minor units; dates ISO strings (UTC); weekly
 * pickup windows in Kuala Lumpur time.
 */

export const COOP_CLASSES_MAX = 60;
export const COOP_CLASS_MAX = 40;
export const COOP_SCHOOL_MAX = 120;
export const COOP_ADDRESS_MAX = 255;
export const COOP_POINT_MAX = 120;
export const COOP_TIMES_MAX = 14;
export const COOP_PERSON_MAX = 100;
export const COOP_BANNERS_MAX = 10;
export const COOP_BANNER_TITLE_MAX = 80;
export const COOP_BANNER_DESCRIPTION_MAX = 300;
export const COOP_BANNER_URL_MAX = 500;
export const COOP_PICKUP_STATUSES = ['waiting', 'picked_up'] as const;
export type CoopPickupStatus = (typeof COOP_PICKUP_STATUSES)[number];

/** A weekly pickup window: weekday 1 (Monday) … 7 (Sunday), from/to "HH:MM" (Kuala Lumpur), from < to. */
export interface CoopPickupTime {
  weekday: number;
  from: string;
  to: string;
}

/** The school of a co-op store, as the public and its owner see it. */
export interface CoopDetails {
  schoolName: string;
  schoolAddress: string | null;
  classes: string[];
  pickupPoint: string;
  pickupTimes: CoopPickupTime[];
  /** The company's booking time: a pickup at least this many minutes after ordering. */
  bookingMinutes: number;
}

/** A banner on the store's home. */
export interface StoreBannerView {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  /** http(s) link the banner opens, or null. */
  url: string | null;
  position: number;
}

/** POST /api/coop/register, PUT /api/coop/setup (JSON); fulfilment is 'own' for a co-op store (the agent packs from its stock). */
export interface CoopSetupInput extends Omit<StoreSetupInput, 'fulfilment'> {
  schoolName: string;
  schoolAddress?: string | null;
  classes: string[];
  pickupPoint: string;
  pickupTimes: CoopPickupTime[];
}

/** GET /api/coop/setup */
export interface CoopSetup extends StoreSetup {
  coop: CoopDetails;
}

/** The co-op fields of a guest checkout on a co-op store (GuestCheckoutInput.coop). */
export interface CoopOrderInput {
  studentName: string;
  parentName: string;
  /** One of the store's classes. */
  className: string;
}

/** A row of the co-op manage-orders list (GET /api/coop/orders, GET /api/stores/:id/coop/orders). */
export interface CoopOrderRow {
  orderId: number;
  orderNo: string;
  studentName: string;
  parentName: string;
  className: string;
  stage: OrderStage;
  paymentStatus: PaymentStatus;
  grandTotal: number;
  pickupAt: string | null;
  pickupStatus: CoopPickupStatus;
  pickedUpAt: string | null;
  createdAt: string;
}

export interface CoopOrderPage {
  data: CoopOrderRow[];
  page: number;
  limit: number;
  total: number;
  currency: string;
  classes: string[];
}

/** GET /api/coop/orders/:id — order details and invoice of a co-op order. */
export interface CoopOrderDetails extends CoopOrderRow {
  store: { id: number; name: string; slug: string; schoolName: string; pickupPoint: string };
  email: string;
  phone: string | null;
  lines: { name: string; variantName: string | null; sku: string | null; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  adminFee: number;
  tax: number;
  serviceCharge: number;
  currency: string;
  companyName: string;
}

/** PUT /api/coop/orders/:id/pickup — only the store's owner or HQ. */
export interface CoopPickupInput {
  status: CoopPickupStatus;
}

/** GET /api/coop/picking-list (agent) and GET /api/stores/:id/coop/picking-list (HQ): paid, not yet collected orders, class by class. */
export interface CoopPickingList {
  store: { id: number; name: string; schoolName: string; pickupPoint: string };
  generatedAt: string;
  classes: {
    className: string;
    /** Units per product (and variant) in the class. */
    products: { name: string; variantName: string | null; sku: string | null; quantity: number }[];
    /** Each order of the class: who collects what. */
    orders: { orderNo: string; studentName: string; parentName: string; pickupAt: string | null; items: { name: string; variantName: string | null; quantity: number }[] }[];
  }[];
  /** Units per product over every class. */
  totals: { name: string; variantName: string | null; sku: string | null; quantity: number }[];
}

/** GET /api/stores/coop-order/:orderId — a co-op order's fields for HQ's order details (null data: not a co-op order). */
export interface CoopOrderFields {
  storeId: number;
  storeName: string;
  studentName: string;
  parentName: string;
  className: string;
  pickupStatus: CoopPickupStatus;
  pickedUpAt: string | null;
}
