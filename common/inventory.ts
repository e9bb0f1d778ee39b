/** Inventory constants shared by the server and the console (docs/rules.md: "Inventory movement"; States). */

/**
 * Stock reasons. restock: stock in only; damaged, theft_or_loss, promotion_or_donation: stock out only; correction and
 * return: either. The orders module records order (out: taken by an order at checkout), order_release (in: given back
 * when the order is cancelled, deleted or expires) and order_receive (in: received by the buying agent when its order
 * completes) itself; reversal (the opposite of the stock update it undoes) is recorded when a stock update is removed.
 * None of these four is chosen by hand.
 */
export const INV_TYPES = ['restock', 'correction', 'damaged', 'theft_or_loss', 'promotion_or_donation', 'return', 'order', 'order_release', 'order_receive', 'reversal'] as const;
export type InvType = (typeof INV_TYPES)[number];

/** Store 0 is HQ; otherwise the user id of an agent holding stock. */
export const HQ_STORE = 0;
/** Variant 0: the product itself (a product without variants). */
export const NO_VARIANT = 0;

/** The reasons chosen by hand for a stock in and a stock out (the update form's choices). */
export const INV_TYPES_IN: readonly InvType[] = ['restock', 'correction', 'return'];
export const INV_TYPES_OUT: readonly InvType[] = ['correction', 'damaged', 'theft_or_loss', 'promotion_or_donation', 'return'];

/** The way each reason may move stock: the rule every recorded movement obeys, whoever records it. */
export const INV_TYPE_DIRECTIONS: Readonly<Record<InvType, readonly ('in' | 'out')[]>> = {
  restock: ['in'],
  correction: ['in', 'out'],
  damaged: ['out'],
  theft_or_loss: ['out'],
  promotion_or_donation: ['out'],
  return: ['in', 'out'],
  order: ['out'],
  order_release: ['in'],
  order_receive: ['in'],
  reversal: ['in', 'out'],
};

/** A stock update: a movement recorded by hand (not by an order, not a reversal), which can be removed by its reversal. */
export function isStockUpdate(invType: string): boolean {
  return (INV_TYPES_IN as readonly string[]).includes(invType) || (INV_TYPES_OUT as readonly string[]).includes(invType);
}

/**
 * Stock indicator bands (docs/rules.md), by the level as a share of the level right after the latest
 * stock-in: high = at least 80 %, medium = at least 50 % and below 80 %, low = below 50 % or empty.
 */
export const STOCK_BANDS = ['high', 'medium', 'low'] as const;
export type StockBand = (typeof STOCK_BANDS)[number];
export const BAND_HIGH_PERCENT = 80;
export const BAND_MEDIUM_PERCENT = 50;

export function stockBand(qty: number, refQty: number): StockBand {
  if (qty <= 0) return 'low';
  if (refQty <= 0 || qty * 100 >= refQty * BAND_HIGH_PERCENT) return 'high';
  if (qty * 100 >= refQty * BAND_MEDIUM_PERCENT) return 'medium';
  return 'low';
}

export const INVENTORY_LIMITS = { maxQty: 1_000_000, reason: 255, remarks: 1000 } as const;

/** A row of GET /inventory: one product or variant's stock in one store (server/modules/inventory/service.ts `listInventory`). */
export interface StockRow {
  /** `<store>-<product>-<variant>` (0: none). */
  id: string;
  storeId: number | null;
  storeName: string | null;
  productId: number;
  name: string;
  sku: string;
  categoryId: number;
  categoryName: string | null;
  productStatus: string;
  preorder: boolean;
  variantId: number | null;
  variation: string | null;
  variationOptId1: number | null;
  variationOptId2: number | null;
  variationOptId3: number | null;
  qty: number;
  refQty: number;
  /** qty as a percentage of the reference quantity. */
  percent: number;
  band: StockBand;
  updatedAt: string | null;
}
